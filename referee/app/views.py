"""The shapes of the JSON API's answers, documented in OpenAPI."""

from __future__ import annotations

from marshmallow import INCLUDE, Schema, fields, validate


class SeatToken(Schema):
    seat = fields.Integer()
    name = fields.String()
    token = fields.String()


class CreatedTable(Schema):
    id = fields.String()
    join_code = fields.String()
    host_token = fields.String()
    seats = fields.List(fields.Nested(SeatToken))


class Joined(Schema):
    seat = fields.Integer()
    token = fields.String()


class SeatView(Schema):
    seat = fields.Integer()
    name = fields.String()
    stack = fields.Integer()
    net = fields.Integer()
    cashed_out = fields.Boolean()
    sitting_out = fields.Boolean()


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
    your_turn = fields.Boolean(metadata={"description": "The deal in play waits for the viewer's seat (never "
                                                        "for the host)."})
    deals_played = fields.Integer()
    button = fields.Integer(allow_none=True)  # the seat that dealt last
    next_dealer = fields.Integer(allow_none=True)
    kept = fields.Dict(keys=fields.String(), values=fields.Dict())  # what games keep between deals, by game
    take_back = fields.Dict(allow_none=True)  # the last action the viewer may take back: {by, action}
    pots_to_settle = fields.List(fields.Dict(), metadata={
        "description": "The pots the host may settle now (between deals), each with the settle_pot command that "
                       "does it, the amount and what each seat gets, by seat: the pot nobody won, a game's pot."})
    take_back_deal = fields.Boolean(metadata={"description": "The viewer (the dealer or the host) may take back the "
                                                             "deal in play: no card or chip has moved since it started."})
    # A game that goes on (its pot carried to its next deal, or played out over several deals): its next deal
    # comes before any other game.
    under_way = fields.String(allow_none=True)
    next_deal = fields.Nested("NextDeal", allow_none=True, metadata={
        "description": "The deal that comes next, as one tap deals it: the game that goes on, else the "
                       "rotation's, else the last game with the options and stakes it was dealt with."})
    remembered = fields.Dict(keys=fields.String(), values=fields.Dict(), metadata={
        "description": "Each game dealt tonight, with the options and stakes of its last deal."})
    rotation = fields.Nested("RotationView", allow_none=True)
    head = fields.Nested("Head", required=True)
    damage = fields.Nested("Damage", allow_none=True, required=True)
    acknowledged = fields.List(fields.String(), metadata={
        "description": "Damage to the log the host acknowledged, each in a sentence: said for the rest of the night."})


class NextDeal(Schema):
    variant = fields.String()
    title = fields.String()
    options = fields.Dict(keys=fields.String())
    dealer = fields.Integer(allow_none=True, metadata={"description": "The seat whose deal it is."})
    why = fields.String(validate=validate.OneOf(["goes_on", "rotation", "again"]), metadata={
        "description": "goes_on: a game whose pot is carried to its next deal, or played out over its deals; "
                       "rotation: the table's rotation says it; again: the last game dealt."})
    place = fields.String(allow_none=True, metadata={"description": "Where it stands in the rotation: "
                                                                    "\"HORSE: razz, deal 3 of 5\"."})


class RotationGameView(Schema):
    variant = fields.String()
    says = fields.String()
    options = fields.Dict(keys=fields.String())


class RotationView(Schema):
    name = fields.String()
    every = fields.Integer(allow_none=True, metadata={"description": "Deals of each game; null: every orbit."})
    at = fields.Integer(metadata={"description": "The index of the game whose turn it is."})
    next = fields.String(metadata={"description": "Where the next deal of the rotation stands."})
    games = fields.List(fields.Nested(RotationGameView))


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
    words = fields.List(fields.String(), metadata={"description": "Each choice as a player says it, in order."})
    minimum = fields.Integer(allow_none=True)
    maximum = fields.Integer(allow_none=True)
    when = fields.Dict(allow_none=True, metadata={"description": (
        "The option matters only while another option (option) has one of these values (values); "
        "null: always.")})
    money = fields.Boolean()  # an amount in cents: the pages show and take it in dollars


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
    rules_version = fields.Integer(metadata={"description": "The rules version the referee decided it under (0: "
                                                            "recorded before rules versions were kept)."})


class Head(Schema):
    """The log's head: the version and hash its last append wrote. A phone keeps the last it saw and asks
    verify whether the log still extends it."""

    version = fields.Integer(required=True)
    hash = fields.String(required=True)


class Damage(Schema):
    """Where the log failed its check, and the sentence saying so (appends are refused until the host
    acknowledges it)."""

    version = fields.Integer(required=True)
    message = fields.String(required=True)


def LogState() -> dict:
    return {"head": fields.Nested(Head, required=True), "damage": fields.Nested(Damage, allow_none=True,
                                                                                 required=True)}


class Appended(Schema):
    version = fields.Integer()
    event = fields.Nested(LoggedEvent)
    events = fields.List(fields.Nested(LoggedEvent))
    head = fields.Nested(Head, required=True)


EventList = Schema.from_dict({"events": fields.List(fields.Nested(LoggedEvent), required=True), **LogState()},
                             name="EventList")


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
    differences = fields.List(fields.Dict())  # cash-outs the host entered that differ from the chips held
    head = fields.Nested("Head", required=True)
    damage = fields.Nested("Damage", allow_none=True, required=True)


class Mismatch(Schema):
    version = fields.Integer(allow_none=True)
    reason = fields.String()


class Acknowledged(Schema):
    """Damage the host acknowledged: the event that did (version), where the check failed, and the heads
    found then."""

    class Meta:
        unknown = INCLUDE

    version = fields.Integer()
    at_version = fields.Integer()
    through = fields.Integer(metadata={"description": "The last entry of the damage the host looked at."})
    reason = fields.String()
    rows = fields.Integer()
    stored_head = fields.Nested(Head)
    found_head = fields.Nested(Head)
    outside = fields.List(fields.Integer(), metadata={"description": "Rows found stored below version 1."})
    recorded_at = fields.String()
    said = fields.String(metadata={"description": "What every page says of it for the rest of the night."})


class RulesChange(Schema):
    """A batch recorded under other rules than today's, which today's would decide otherwise: it stands."""

    version = fields.Integer()
    deal = fields.Integer(allow_none=True)
    rules_version = fields.Integer(metadata={"description": "The rules version it was decided under (0: before "
                                                            "versions were recorded)."})
    stored = fields.String()
    today = fields.String()
    said = fields.String()


class Verification(Schema):
    ok = fields.Boolean(metadata={"description": "The log's integrity holds: chain, head, money and caches, and "
                                                 "every batch of today's rules version decided again as stored."})
    head = fields.Nested(Head)
    first_mismatch = fields.Nested(Mismatch, allow_none=True)
    acknowledged = fields.List(fields.Nested(Acknowledged))
    rules_version = fields.Integer(metadata={"description": "Today's rules version."})
    rules_changes = fields.List(fields.Nested(RulesChange))
    extends = fields.Boolean(metadata={"description": "Asked with since and hash: whether the log still "
                                                      "extends that head."})


class ErrorBody(Schema):
    code = fields.String()
    message = fields.String()
    fields_ = fields.Dict(data_key="fields", attribute="fields")


class Error(Schema):
    error = fields.Nested(ErrorBody)


class VariantList(Schema):
    variants = fields.List(fields.Nested(VariantView), required=True)
