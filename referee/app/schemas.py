"""The shapes of the JSON API, checked on the way in and documented in OpenAPI."""

from __future__ import annotations

import unicodedata

from marshmallow import INCLUDE, Schema, ValidationError, fields, validate

from .errors import Malformed


def unprintable(text: str) -> bool:
    """Control characters (NUL, tabs, line breaks) and lone surrogates: nothing a player can read or a
    hash can encode."""
    return any(unicodedata.category(char) in ("Cc", "Cs") for char in text)


class Text(fields.String):
    """Words a person typed: trimmed, not blank, printable, within `longest` characters."""

    def __init__(self, what: str, longest: int, **kwargs):
        self.what = what
        super().__init__(validate=validate.Length(min=1, max=longest,
                                                  error=f"{what} can be at most {longest} characters long."),
                         **kwargs)

    def _deserialize(self, value, attr, data, **kwargs):
        text = super()._deserialize(value, attr, data, **kwargs).strip()
        if not text:
            raise ValidationError(f"{self.what} needs at least one letter or digit, not only spaces.")
        if unprintable(text):
            raise ValidationError(f"{self.what} can't hold control characters such as NUL, tabs or line breaks.")
        return text


def Name() -> fields.String:
    return Text("A player's name", 40, required=True)


def Reason() -> fields.String:
    return Text("A reason", 200, required=True)


LARGEST = 10**12  # cents: ten billion dollars, well inside a 64-bit balance


def Whole() -> fields.Integer:
    """A whole number: 5 and not 5.0 or "5", so amounts are never rounded."""
    return fields.Integer(required=True, strict=True, validate=validate.Range(min=-LARGEST, max=LARGEST))


def Type(kind: str) -> fields.Constant:
    """The `type` that tells the body apart from every other (the document's discriminator)."""
    return fields.Constant(kind, required=True, metadata={"type": "string", "enum": [kind]})


class Stakes(Schema):
    """The table's smallest and largest bet. Other keys pass to the rules, which refuse them with a sentence
    that says what stakes are (the document closes the object)."""

    class Meta:
        unknown = INCLUDE

    min_bet = fields.Integer(strict=True)
    max_bet = fields.Integer(strict=True)


class CreateTable(Schema):
    name = Text("The table's name", 80, required=True)
    currency = fields.String(load_default="USD", validate=validate.Regexp(r"^[A-Z]{3}$"))
    unit = fields.Integer(load_default=5, strict=True, validate=validate.Range(min=1, max=100_000))
    players = fields.List(Name(), required=True, validate=validate.Length(min=1, max=20), metadata={
        "description": "The players' names, each different from the others as they read: ignoring case, "
                       "spacing, letters' width and letters of other alphabets that look like Latin ones."})
    stakes = fields.Nested(Stakes, load_default=None, metadata={
        "description": "The table's smallest and largest bet, in cents: whole numbers of the unit, the smallest "
                       "no larger than the largest. Deals whose dealer chooses no others use them."})


class Join(Schema):
    join_code = Text("A join code", 20, required=True)
    name = Name()


class BuyIn(Schema):
    type = Type("buy_in")
    seat = Whole()
    amount = Whole()


class CashOut(Schema):
    type = Type("cash_out")
    seat = Whole()
    amount = Whole()


class Adjust(Schema):
    type = Type("adjust")
    seat = Whole()
    amount = Whole()
    reason = Reason()


class Void(Schema):
    type = Type("void")
    target_version = fields.Integer(required=True, strict=True)
    reason = Reason()


class Close(Schema):
    type = Type("close")


class SettlePot(Schema):
    """The host splits what a game that spans several deals left in its pot; or, with `game` "carried", the pot
    nobody won (every hand still in killed) when the night closes before a deal takes it: back to those who paid
    into it in proportion, or (`among` "killed") evenly among the killed hands still in."""

    type = Type("settle_pot")
    game = fields.String(validate=validate.Length(min=1, max=40))
    among = fields.String(validate=validate.OneOf(["paid", "killed"]))


class TakeBackDeal(Schema):
    """The dealer or the host takes back the deal in play, started by mistake, while no card has been entered
    and no chip bet since it started: the antes and blinds it took go back, and the log keeps both."""

    type = Type("take_back_deal")


class StartDeal(Schema):
    type = Type("start_deal")
    variant = fields.String(required=True, validate=validate.Length(min=1, max=60))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    seats = fields.List(fields.Integer(strict=True))
    dealer = fields.Integer(strict=True)


class AcknowledgeDamage(Schema):
    """The host looked at a log that failed its check (at `at_version`, as the refusal said): it goes on from
    its stored rows, and verify reports the damage from then on."""

    type = Type("acknowledge_damage")
    at_version = fields.Integer(required=True, strict=True, validate=validate.Range(min=1, max=2**63 - 1))


class DefineGame(Schema):
    """A game the table defines (see `GET /api/game-definitions/schema`); the referee checks the definition."""

    type = Type("define_game")
    definition = fields.Dict(required=True)


class RotationGame(Schema):
    """One game of a rotation: a game of the table's, with its options and stakes (the table's stakes and the
    game's defaults for those not given), and how the rotation names it."""

    variant = fields.String(required=True, validate=validate.Length(min=1, max=60))
    options = fields.Dict(keys=fields.String(), load_default=dict)
    says = Text("A game's name in the rotation", 60)


class SetRotation(Schema):
    """The host sets the games the table deals in turn: a preset (horse, eight_game) or `games` of its own.
    The game changes every orbit (as many deals as players at its first deal), or every `every` deals."""

    type = Type("set_rotation")
    preset = fields.String(validate=validate.Length(min=1, max=40))
    games = fields.List(fields.Nested(RotationGame))
    every = fields.Integer(strict=True)
    name = Text("A rotation's name", 40)


class EndRotation(Schema):
    """The host ends the rotation: each dealer chooses the game again."""

    type = Type("end_rotation")


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
    "take_back_deal": TakeBackDeal,
    "acknowledge_damage": AcknowledgeDamage,
    "define_game": DefineGame,
    "set_rotation": SetRotation,
    "end_rotation": EndRotation,
}
# A schema keeps nothing between loads: one of each command's serves every request.
LOADERS: dict[str, Schema] = {kind: schema() for kind, schema in COMMANDS.items()}
DEAL_ACTION = DealAction()


def load_command(data: dict) -> dict:
    """A command checked by its type's schema, whether it came as JSON or from a page's form."""
    kind = data.get("type")
    if not isinstance(kind, str) or not kind:
        raise Malformed("unknown_type", "Every event needs a 'type', such as buy_in or start_deal.")
    command = LOADERS.get(kind, DEAL_ACTION).load(data)
    if any(unprintable(text) for text in _texts(command)):
        raise Malformed("unprintable_text", "What you send can't hold control characters such as NUL, tabs or "
                                            "line breaks, nor broken Unicode.")
    return command


def _texts(value):
    """Every string in a JSON value, keys included, without recursion (the request parser bounds the depth)."""
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            yield item
        elif isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())
        elif isinstance(item, (list, tuple)):
            pending.extend(item)
