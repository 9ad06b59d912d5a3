"""The shapes of the JSON API, checked on the way in and documented in OpenAPI."""

from __future__ import annotations

from marshmallow import INCLUDE, Schema, ValidationError, fields, validate, validates_schema

from .errors import Malformed


def Name() -> fields.String:
    return fields.String(required=True, validate=validate.Length(min=1, max=40))


LARGEST = 10**12  # cents: ten billion dollars, well inside a 64-bit balance


def Whole() -> fields.Integer:
    """A whole number: 5 and not 5.0 or "5", so amounts are never rounded."""
    return fields.Integer(required=True, strict=True, validate=validate.Range(min=-LARGEST, max=LARGEST))


class CreateTable(Schema):
    name = fields.String(required=True, validate=validate.Length(min=1, max=80))
    currency = fields.String(load_default="USD", validate=validate.Regexp(r"^[A-Z]{3}$"))
    unit = fields.Integer(load_default=5, strict=True, validate=validate.Range(min=1, max=100_000))
    players = fields.List(Name(), required=True, validate=validate.Length(min=1, max=20))
    stakes = fields.Dict(keys=fields.String(), values=fields.Integer(strict=True), load_default=None,
                         metadata={"description": "The table's smallest and largest bet (min_bet, max_bet), in cents."})

    @validates_schema
    def names_differ(self, data, **kwargs):
        names = [name.strip().casefold() for name in data.get("players", [])]
        if len(set(names)) != len(names):
            raise ValidationError("Two players can't have the same name.", "players")


class SeatToken(Schema):
    seat = fields.Integer()
    name = fields.String()
    token = fields.String()


class CreatedTable(Schema):
    id = fields.String()
    join_code = fields.String()
    host_token = fields.String()
    seats = fields.List(fields.Nested(SeatToken))


class Join(Schema):
    join_code = fields.String(required=True, validate=validate.Length(min=1, max=20))
    name = Name()


class Joined(Schema):
    seat = fields.Integer()
    token = fields.String()


class BuyIn(Schema):
    type = fields.Constant("buy_in")
    seat = Whole()
    amount = Whole()


class CashOut(Schema):
    type = fields.Constant("cash_out")
    seat = Whole()
    amount = Whole()


class Adjust(Schema):
    type = fields.Constant("adjust")
    seat = Whole()
    amount = Whole()
    reason = fields.String(required=True, validate=validate.Length(min=1, max=200))


class Void(Schema):
    type = fields.Constant("void")
    target_version = fields.Integer(required=True, strict=True)
    reason = fields.String(required=True, validate=validate.Length(min=1, max=200))


class Close(Schema):
    type = fields.Constant("close")


class SettlePot(Schema):
    """The host splits what a game that spans several deals left in its pot."""

    type = fields.Constant("settle_pot")
    game = fields.String(validate=validate.Length(min=1, max=40))


class StartDeal(Schema):
    type = fields.Constant("start_deal")
    variant = fields.String(required=True, validate=validate.Length(min=1, max=60))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seats = fields.List(fields.Integer(strict=True))
    dealer = fields.Integer(strict=True)


class DefineGame(Schema):
    """A game the table defines (see `GET /api/game-definitions/schema`); the referee checks the definition."""

    type = fields.Constant("define_game")
    definition = fields.Dict(required=True)


class DealAction(Schema):
    """Any action of the deal in progress; its game checks the fields."""

    class Meta:
        unknown = INCLUDE

    type = fields.String(required=True, validate=validate.Regexp(r"^[a-z_]{1,40}$"))


COMMANDS: dict[str, type[Schema]] = {
    "buy_in": BuyIn,
    "cash_out": CashOut,
    "adjust": Adjust,
    "void": Void,
    "close": Close,
    "settle_pot": SettlePot,
    "start_deal": StartDeal,
    "define_game": DefineGame,
}


def load_command(data: dict) -> dict:
    """A command checked by its type's schema, whether it came as JSON or from a page's form."""
    kind = data.get("type")
    if not isinstance(kind, str) or not kind:
        raise Malformed("unknown_type", "Every event needs a 'type', such as buy_in or start_deal.")
    return COMMANDS.get(kind, DealAction)().load(data)


class SeatView(Schema):
    seat = fields.Integer()
    name = fields.String()
    stack = fields.Integer()
    net = fields.Integer()
    cashed_out = fields.Boolean()


class TableView(Schema):
    id = fields.String()
    name = fields.String()
    currency = fields.String()
    unit = fields.Integer()
    stakes = fields.Dict(keys=fields.String(), values=fields.Integer())
    version = fields.Integer()
    closed = fields.Boolean()
    you = fields.String()
    seats = fields.List(fields.Nested(SeatView))
    balances = fields.Dict(keys=fields.String(), values=fields.Integer())
    deal = fields.Nested("DealView", allow_none=True)
    deals_played = fields.Integer()
    button = fields.Integer(allow_none=True)  # the seat that dealt last
    next_dealer = fields.Integer(allow_none=True)
    kept = fields.Dict(keys=fields.String(), values=fields.Dict())  # what games keep between deals, by game


class ActionField(Schema):
    """One thing a legal action takes (referee/rules/engine/specs.py): its key in the action and its kind,
    with what the kind needs."""

    name = fields.String(required=True, metadata={"description": "The key of the action this field fills."})
    kind = fields.String(required=True, validate=validate.OneOf(
        ["int", "card", "cards", "cards_by_seat", "choice", "seat", "pieces"]), metadata={"description": (
            "int: a whole number from min to max in steps of step; card: one card (among choices, of rank); "
            "cards: different cards, count of them or min to max (among choices; as many as the field count_as); "
            "cards_by_seat: {seat: card} for the seats (some of them, when partial); choice: one of choices; "
            "seat: a seat among choices; pieces: Icehouse pieces [{owner, size, count}] within held.")})
    min = fields.Integer()
    max = fields.Integer()
    step = fields.Integer()
    more_with = fields.Dict(keys=fields.String(), values=fields.Integer(),
                            metadata={"description": "The largest value when that other field is given."})
    count = fields.Integer()
    count_as = fields.String(metadata={"description": "Another field whose number of cards this one matches."})
    choices = fields.Raw(metadata={"description": "What the value must be one of (a mapping when chosen by others)."})
    rank = fields.String(metadata={"description": "The rank a card must have (A: an ace)."})
    seats = fields.List(fields.Integer())
    partial = fields.Boolean()
    held = fields.Raw(metadata={"description": "The pieces that may be placed or moved."})
    optional = fields.Boolean(metadata={"description": "The field may be left out."})
    own = fields.String(metadata={"description": "The cards are the player's own, from this holding (down, hand, "
                                                 "start); without choices only the player knows them."})
    shown = fields.Boolean(metadata={"description": "The player's own cards entered here are shown to everyone."})
    leaves = fields.String(metadata={"description": "Where the cards chosen go from that holding: discards, table, "
                                                    "or another holding of the player's."})
    changes = fields.String(metadata={"description": "This field is the holding after changing as many cards "
                                                     "as that other field says."})
    by = fields.List(fields.String(), metadata={"description": "Fields whose values (as text, in order) key this "
                                                               "field's choices or held."})


class LegalAction(Schema):
    """Something the viewer may do now: send its type with its fields filled in. Other keys are the bounds
    and choices the pages read."""

    class Meta:
        unknown = INCLUDE

    type = fields.String(required=True)
    fields_ = fields.List(fields.Nested(ActionField), data_key="fields", attribute="fields", required=True)


class AsOffered(fields.Nested):
    """A nested value passed on exactly as the engine made it, documented by its schema."""

    def _serialize(self, value, attr, obj, **kwargs):
        return value


class DealView(Schema):
    number = fields.Integer()
    variant = fields.String()
    title = fields.String()
    dealer = fields.Integer()
    seats = fields.List(fields.Integer())
    view = fields.Dict()
    legal_actions = fields.List(AsOffered(LegalAction))


class OptionView(Schema):
    name = fields.String()
    kind = fields.String()
    default = fields.Raw()
    help = fields.String()
    choices = fields.List(fields.Raw())
    minimum = fields.Integer(allow_none=True)
    maximum = fields.Integer(allow_none=True)


class VariantView(Schema):
    key = fields.String()
    title = fields.String()
    description = fields.String()
    min_players = fields.Integer()
    max_players = fields.Integer()
    options = fields.List(fields.Nested(OptionView))


class LoggedEvent(Schema):
    version = fields.Integer()
    type = fields.String()
    actor = fields.String()
    payload = fields.Dict()
    postings = fields.List(fields.List(fields.Raw()))
    recorded_at = fields.String()


class Appended(Schema):
    version = fields.Integer()
    event = fields.Nested(LoggedEvent)
    events = fields.List(fields.Nested(LoggedEvent))


class TransferView(Schema):
    from_ = fields.Integer(data_key="from", attribute="from")
    to = fields.Integer()
    amount = fields.Integer()


class Settlement(Schema):
    balances = fields.Dict(keys=fields.String(), values=fields.Integer())
    transfers = fields.List(fields.Nested(TransferView))
    says = fields.List(fields.String())
    balanced = fields.Boolean()
    discrepancy = fields.Integer()
    not_cashed_out = fields.List(fields.Integer())
    problem = fields.String(allow_none=True)
    names = fields.Dict(keys=fields.String(), values=fields.String())
    currency = fields.String()


class Head(Schema):
    version = fields.Integer()
    hash = fields.String(allow_none=True)


class Mismatch(Schema):
    version = fields.Integer(allow_none=True)
    reason = fields.String()


class Verification(Schema):
    ok = fields.Boolean()
    head = fields.Nested(Head)
    first_mismatch = fields.Nested(Mismatch, allow_none=True)


class ErrorBody(Schema):
    code = fields.String()
    message = fields.String()
    fields_ = fields.Dict(data_key="fields", attribute="fields")


class Error(Schema):
    error = fields.Nested(ErrorBody)
