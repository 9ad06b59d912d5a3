"""The shapes of the club's JSON API: requests checked on the way in, answers shaped on the way out, and both
documented in OpenAPI."""

from __future__ import annotations

from marshmallow import Schema, fields, validate

from .schemas import LARGEST, Name, Stakes, Text, Type
from .views import Head

PARTY = ("A player of the club: \"member:N\", a guest of one of its nights \"guest:NIGHT:SEAT\", or a night's "
         "kitty \"kitty:NIGHT\".")


class Flag(fields.Boolean):
    """true or false, as JSON writes them: never 0, 1 or "yes", as the document says."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


def Number(what: str) -> fields.Integer:
    return fields.Integer(required=True, strict=True, validate=validate.Range(min=1, max=LARGEST),
                          metadata={"description": what})


class CreateClub(Schema):
    name = Text("The club's name", 80, required=True)
    currency = fields.String(load_default="USD", validate=validate.Regexp(r"^[A-Z]{3}$"))
    unit = fields.Integer(load_default=5, strict=True, validate=validate.Range(min=1, max=100_000))
    founder = Name()


class AddMember(Schema):
    type = Type("add_member")
    name = Name()
    host = Flag(load_default=False)


class MakeHost(Schema):
    type = Type("make_host")
    member = Number("The member's number")


class MarkPaid(Schema):
    type = Type("mark_paid")
    payer = fields.String(required=True, validate=validate.Length(max=60), metadata={"description": PARTY})
    payee = fields.String(required=True, validate=validate.Length(max=60), metadata={"description": PARTY})
    amount = Number("Cents paid")
    night = fields.String(load_default=None, allow_none=True, validate=validate.Length(max=40),
                          metadata={"description": "The night whose debt it pays, if it pays one night's"})


class ConfirmPayment(Schema):
    type = Type("confirm_payment")
    payment = Number("The payment's number")


class DisputePayment(Schema):
    type = Type("dispute_payment")
    payment = Number("The payment's number")


class SettlePayment(Schema):
    type = Type("settle_payment")
    payment = Number("The payment's number")
    paid = Flag(required=True, metadata={"description": "Whether the payment was made"})


class AcknowledgeClubDamage(Schema):
    """A host looked at the club's log that failed its check (at `at_version`): it goes on from its rows."""

    type = Type("acknowledge_damage")
    at_version = Number("Where the log's check failed")


COMMANDS = {schema.__name__: schema for schema in (AddMember, MakeHost, MarkPaid, ConfirmPayment, DisputePayment,
                                                   SettlePayment, AcknowledgeClubDamage)}
BY_TYPE = {schema._declared_fields["type"].constant: schema for schema in COMMANDS.values()}


class OpenNight(Schema):
    name = Text("The night's name", 80)
    members = fields.List(fields.Integer(strict=True, validate=validate.Range(min=1, max=LARGEST)), required=True,
                          validate=validate.Length(min=2, max=20),
                          metadata={"description": "The members playing, by number, in their seats' order"})
    stakes = fields.Nested(Stakes, load_default=None)


# Answers.

class CreatedClub(Schema):
    id = fields.String()
    member = fields.Integer()
    token = fields.String()


class ClubMember(Schema):
    member = fields.Integer()
    name = fields.String()
    host = fields.Boolean()


class NightSeat(Schema):
    seat = fields.Integer()
    name = fields.String()
    member = fields.Integer(allow_none=True)


class ClubNightView(Schema):
    night = fields.String()
    name = fields.String()
    date = fields.String()
    closed = fields.Boolean()
    deals = fields.Integer()
    your_seat = fields.Integer(allow_none=True)
    seats = fields.List(fields.Nested(NightSeat))


class ClubView(Schema):
    id = fields.String()
    name = fields.String()
    currency = fields.String()
    unit = fields.Integer()
    version = fields.Integer()
    head = fields.Nested(Head)
    you = fields.Nested(ClubMember)
    members = fields.List(fields.Nested(ClubMember))
    nights = fields.List(fields.Nested(ClubNightView))


class ClubAppended(Schema):
    version = fields.Integer()
    events = fields.List(fields.Dict())
    head = fields.Nested(Head)


class OpenedNight(Schema):
    night = fields.String()
    host_token = fields.String()
    join_code = fields.String()


class NightSeatToken(Schema):
    seat = fields.Integer()
    token = fields.String()


class ClubTransfer(Schema):
    from_ = fields.String(data_key="from", attribute="from")
    to = fields.String()
    amount = fields.Integer()
    says = fields.String()
    waiting = fields.Integer(metadata={"description": "What payments marked for it (for the club's settle-up: against any night), not yet confirmed, add up to"})


class Owed(ClubTransfer):
    paid = fields.Integer(metadata={"description": "What confirmed payments marked against this night's debt add up to"})


class NightOwed(Schema):
    night = fields.String()
    name = fields.String()
    date = fields.String()
    transfers = fields.List(fields.Nested(Owed))


class PaymentView(Schema):
    payment = fields.Integer()
    from_ = fields.String(data_key="from", attribute="from")
    to = fields.String()
    amount = fields.Integer()
    night = fields.String(allow_none=True)
    date = fields.String()
    state = fields.String(metadata={"enum": ["marked", "confirmed", "disputed", "rejected"]})
    says = fields.String()
    marked_by = fields.String()
    waiting_for = fields.String(allow_none=True)
    can_confirm = fields.Boolean()
    can_dispute = fields.Boolean()
    can_settle = fields.Boolean()


class PartyBalance(Schema):
    party = fields.String()
    name = fields.String()
    amount = fields.Integer()


class PlayingNight(Schema):
    night = fields.String()
    name = fields.String()


class ClubDebts(Schema):
    currency = fields.String()
    nights = fields.List(fields.Nested(NightOwed))
    playing = fields.List(fields.Nested(PlayingNight))
    payments = fields.List(fields.Nested(PaymentView))
    balances = fields.List(fields.Nested(PartyBalance))
    transfers = fields.List(fields.Nested(ClubTransfer))


class StandingView(Schema):
    party = fields.String()
    name = fields.String()
    net = fields.Integer()
    nights = fields.Integer()
    deals_played = fields.Integer()
    deals_won = fields.Integer()


class GameView(Schema):
    party = fields.String()
    name = fields.String()
    game = fields.String()
    deals_dealt = fields.Integer()
    deals_played = fields.Integer()
    deals_won = fields.Integer()
    biggest_pot_won = fields.Integer()
    showdowns_won = fields.Integer()


class BalanceLine(Schema):
    name = fields.String()
    balances = fields.List(fields.Integer())


class SeasonView(Schema):
    currency = fields.String()
    from_ = fields.String(data_key="from", attribute="from")
    to = fields.String()
    nights = fields.List(fields.Nested(PlayingNight))
    standings = fields.List(fields.Nested(StandingView))
    games = fields.List(fields.Nested(GameView))
    balances = fields.List(fields.Nested(BalanceLine))
