"""PHH hand histories (phh-std 0.0.1, the PokerKit project's format): reading and writing.

A PHH file is TOML. This module reads the required fields (`variant`,
`antes`, `blinds_or_straddles`, `bring_in`, `small_bet`, `big_bet`, `min_bet`,
`starting_stacks`, `actions`), the optional `hand`, `players`, `seats` and
the result fields `finishing_stacks` and `winnings` (the pots each player
collected, after the rake), and our own user-defined fields `_betting`,
`_max_bet`, `_max_raises` (see `codes`), `_rake` (the share of each pot taken
after the flop, like 0.05), `_rake_cap`, `_unit` (the table's smallest chip), `_options` (a house code's game's own
options, a table of names and values), and for a game a table defined
`_definition` (its definition's JSON); every other field is read past, as the
standard asks. A series file (.phhs) is a table of hands (`series`).
Player N of a file ("pN") is the N-th player in dealing order: from the
dealer's left round to the dealer, so p1 is the small blind; heads-up the big
blind is p1 and the button p2.

Amounts stay exact decimals (a file may count in cents, like 1259450.25).
Actions are written as in the standard; text after "#" is commentary:

    d db Jc3d5c     the dealer deals community cards
    d dh p1 Ac2d    the dealer deals cards to a player ("??" is a card nobody saw)
    p1 pb           p1 posts the bring-in
    p1 cbr 7000     p1 completes, bets or raises to 7000 (their whole bet this round)
    p1 cc           p1 checks or calls
    p1 f            p1 folds
    p1 sd 7h8c      p1 discards those cards (none: stands pat)
    p1 sm Ac2d      p1 shows (no cards: mucks; "-": the cards dealt to p1)
"""

from __future__ import annotations

import json
import re
import tomllib
from dataclasses import dataclass
from decimal import Decimal
from typing import Any, Iterable, Mapping

from ..core.cards import Card, parse_card
from ..core.errors import RuleError
from .codes import BETTING_FIELDS, DEFINED, HOUSE, VARIANTS, defined, describe, house, stake_fields

VERBS = ("db", "dh", "pb", "cbr", "cc", "f", "sd", "sm")
_PLAYER = re.compile(r"p([1-9][0-9]*)")
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")  # not allowed in a TOML comment


class BadHistory(RuleError):
    """A file that is not a PHH hand history, with what is wrong in it."""

    def __init__(self, message: str):
        super().__init__("bad_phh", message)


@dataclass(frozen=True)
class Action:
    """One action of the `actions` field. `cards` holds None for a card nobody saw."""

    verb: str
    player: int | None = None  # the acting player, or the player dealt to; None for the board
    cards: tuple[Card | None, ...] = ()
    amount: Decimal | None = None
    as_dealt: bool = False  # "sm -": shows the cards dealt to the player

    @property
    def by_dealer(self) -> bool:
        return self.verb in ("db", "dh")

    def notation(self) -> str:
        if self.verb == "db":
            return f"d db {format_cards(self.cards)}"
        if self.verb == "dh":
            return f"d dh p{self.player} {format_cards(self.cards)}"
        words = [f"p{self.player}", self.verb]
        if self.amount is not None:
            words.append(format_amount(self.amount))
        if self.as_dealt:
            words.append("-")
        elif self.cards:
            words.append(format_cards(self.cards))
        return " ".join(words)


@dataclass(frozen=True)
class HandHistory:
    variant: str
    antes: tuple[Decimal, ...]
    starting_stacks: tuple[Decimal, ...]
    actions: tuple[Action, ...]
    blinds_or_straddles: tuple[Decimal, ...] = ()
    bring_in: Decimal | None = None
    small_bet: Decimal | None = None
    big_bet: Decimal | None = None
    min_bet: Decimal | None = None
    hand: int | str | None = None
    players: tuple[str, ...] = ()
    seats: tuple[int, ...] = ()
    finishing_stacks: tuple[Decimal, ...] | None = None
    winnings: tuple[Decimal, ...] | None = None
    # User-defined fields: a house code's betting structure, spread limit's top, the raise cap, the rake.
    betting: str | None = None
    max_bet: Decimal | None = None
    max_raises: int | None = None
    rake: Decimal | None = None
    rake_cap: Decimal | None = None
    unit: Decimal | None = None  # the table's smallest chip: a pot splits, and the rake rounds down, in it
    # A game a table defined: its definition. A house code's game's own options as dealt (names and values).
    definition: Mapping[str, Any] | None = None
    options: Mapping[str, Any] | None = None

    @property
    def player_count(self) -> int:
        return len(self.starting_stacks)

    def name(self, player: int) -> str:
        """"p3", or "p3 (Tom Dwan, seat 6)" with what the file says of the player."""
        said = [self.players[player - 1]] if len(self.players) >= player and self.players[player - 1] else []
        said += [f"seat {self.seats[player - 1]}"] if len(self.seats) >= player else []
        return f"p{player} ({', '.join(said)})" if said else f"p{player}"


# Reading.

def load_toml(text: str) -> dict:
    try:
        return tomllib.loads(text, parse_float=Decimal)
    except tomllib.TOMLDecodeError as error:
        raise BadHistory(f"This is not a PHH file: it is not valid TOML ({error}).")


def parse_history(text: str) -> HandHistory:
    return history_from(load_toml(text))


def history_from(fields: dict) -> HandHistory:
    """One hand from its fields (a file's, or one table of a series file's)."""
    variant = fields.get("variant")
    if variant is None:
        raise BadHistory("The hand has no 'variant' field: a PHH hand names its game, like variant = 'NT'.")
    if not isinstance(variant, str) or variant not in VARIANTS and not house(variant):
        raise BadHistory(f"'{variant}' is not a PHH variant code; the codes are {', '.join(VARIANTS)}, "
                         f"our house codes {', '.join(HOUSE)}, and {DEFINED}NAME for a game a table defined.")
    betting = fields.get("_betting")
    if house(variant) and betting not in BETTING_FIELDS:
        raise BadHistory(f"A hand of {describe(variant)} ({variant}) needs the field '_betting', "
                         f"one of {', '.join(BETTING_FIELDS)}.")
    game = _defined_game(fields) if defined(variant) else {}
    if house(variant):
        game["options"] = _options(fields)
    stacks = _amounts(fields, "starting_stacks")
    if len(stacks) < 2:
        raise BadHistory("A hand needs at least two players in 'starting_stacks'.")
    count = len(stacks)
    stakes = {}
    # Fields a code does not require are still read when present, so a replay can refuse what it can't play.
    present = tuple(name for name in ("blinds_or_straddles", "_max_raises") if name in fields)
    for name in dict.fromkeys(stake_fields(variant, betting, game.get("definition")) + present):
        if name not in fields:
            raise BadHistory(f"A hand of {describe(variant)} ({variant}) needs the field '{name}'.")
        stakes[name.lstrip("_")] = (_amounts(fields, name, count) if name == "blinds_or_straddles"
                                    else _whole(fields, name) if name == "_max_raises" else _amount(fields, name))
    actions = fields.get("actions")
    if not isinstance(actions, list) or not all(isinstance(a, str) for a in actions):
        raise BadHistory("'actions' must be a list of action strings, like \"p1 cbr 20\".")
    finishing = _amounts(fields, "finishing_stacks", count) if "finishing_stacks" in fields else None
    winnings = _amounts(fields, "winnings", count) if "winnings" in fields else None
    rake = {name.lstrip("_"): _amount(fields, name) for name in ("_rake", "_rake_cap", "_unit") if name in fields}
    if rake.get("unit") == 0:
        raise BadHistory("'_unit' is the table's smallest chip: more than nothing.")
    if rake.get("rake", 0) >= 1:
        raise BadHistory(f"'_rake' is the share of a pot the house takes, less than 1 (0.05 is 5%), "
                         f"not {format_amount(rake['rake'])}.")
    players = fields.get("players", [])
    seats = fields.get("seats", [])
    hand = fields.get("hand")
    return HandHistory(
        variant=variant,
        antes=_amounts(fields, "antes", count),
        starting_stacks=stacks,
        actions=tuple(action for number, written in enumerate(actions, start=1)
                      if (action := parse_action(written, number, count)) is not None),
        players=tuple(str(name) for name in players) if isinstance(players, list) else (),
        seats=tuple(seats) if isinstance(seats, list) and all(isinstance(s, int) for s in seats) else (),
        hand=hand if isinstance(hand, (int, str)) and not isinstance(hand, bool) else None,
        finishing_stacks=finishing,
        winnings=winnings,
        betting=betting if house(variant) else None,
        **stakes,
        **rake,
        **game,
    )


def _defined_game(fields: dict) -> dict:
    """A defined game's `_definition` (JSON text) and `_options`, as they are: the replay judges them."""
    try:
        definition = json.loads(fields.get("_definition"))
    except (TypeError, ValueError):
        definition = None
    if not isinstance(definition, dict):
        raise BadHistory("A hand of a game a table defined needs the field '_definition': the game's definition "
                         "as JSON text, like '{\"name\": \"Bat Ladders\", \"script\": [...]}'.")
    return {"definition": definition}


def _options(fields: dict) -> dict:
    options = fields.get("_options", {})
    if not isinstance(options, dict):
        raise BadHistory("'_options' must be a table of the game's own options, like {hole_cards = 5}.")
    return options


def parse_action(written: str, number: int, players: int) -> Action | None:
    """One action string; None for a no-op (empty, or commentary alone)."""
    words = written.split("#", 1)[0].split()
    if not words:
        return None
    where = f"Action {number}, '{written.strip()}'"
    if words[0] == "d":
        if words[1:2] == ["db"] and len(words) == 3:
            return Action("db", cards=_cards(words[2], where))
        if words[1:2] == ["dh"] and len(words) == 4:
            return Action("dh", _player(words[2], players, where), _cards(words[3], where))
        raise BadHistory(f"{where}: the dealer's actions are 'd db CARDS' and 'd dh pN CARDS'.")
    player = _player(words[0], players, where)
    verb, arguments = (words[1], words[2:]) if len(words) > 1 else ("", [])
    if verb not in VERBS or verb in ("db", "dh"):
        raise BadHistory(f"{where}: a player's actions are pb, cbr, cc, f, sd and sm.")
    if verb == "cbr":
        if len(arguments) != 1:
            raise BadHistory(f"{where}: 'cbr' takes the amount the player's bet goes to.")
        return Action(verb, player, amount=_positive(arguments[0], where))
    if verb in ("sd", "sm") and len(arguments) <= 1:
        if arguments == ["-"] and verb == "sm":
            return Action(verb, player, as_dealt=True)
        return Action(verb, player, _cards(arguments[0], where) if arguments else ())
    if verb in ("pb", "cc", "f") and not arguments:
        return Action(verb, player)
    raise BadHistory(f"{where}: too many words for '{verb}'.")


def _cards(text: str, where: str) -> tuple[Card | None, ...]:
    if len(text) % 2:
        raise BadHistory(f"{where}: cards are written two characters each, like Ac2d or ????.")
    cards = []
    for start in range(0, len(text), 2):
        code = text[start:start + 2]
        try:
            cards.append(None if code == "??" else parse_card(code))
        except RuleError:
            raise BadHistory(f"{where}: '{code}' is not a card (ranks 2-9, T, J, Q, K, A; suits c, d, h, s).")
    return tuple(cards)


def _player(word: str, players: int, where: str) -> int:
    match = _PLAYER.fullmatch(word)
    if not match or int(match.group(1)) > players:
        raise BadHistory(f"{where}: '{word}' is not one of the {players} players, p1 to p{players}.")
    return int(match.group(1))


def _positive(word: str, where: str) -> Decimal:
    try:
        amount = Decimal(word)
    except ArithmeticError:
        amount = Decimal(0)
    if not amount.is_finite() or amount <= 0:
        raise BadHistory(f"{where}: '{word}' is not an amount more than nothing.")
    return amount


def _amount(fields: dict, name: str) -> Decimal:
    value = fields[name]
    amount = Decimal(value) if isinstance(value, (int, Decimal)) and not isinstance(value, bool) else None
    if amount is None or amount.is_nan() or amount < 0:
        raise BadHistory(f"'{name}' must be a number, 0 or more.")
    return amount


def _whole(fields: dict, name: str) -> int:
    amount = _amount(fields, name)
    if amount != amount.to_integral_value():
        raise BadHistory(f"'{name}' must be a whole number, 0 or more.")
    return int(amount)


def _amounts(fields: dict, name: str, count: int | None = None) -> tuple[Decimal, ...]:
    values = fields.get(name)
    if not isinstance(values, list):
        raise BadHistory(f"The file needs '{name}', a list of numbers.")
    amounts = tuple(_amount({name: value}, name) for value in values)
    if count is not None and len(amounts) != count:
        raise BadHistory(f"'{name}' has {len(amounts)} numbers, one per player: it needs {count}.")
    return amounts


# Writing.

def format_amount(amount: Decimal) -> str:
    if amount == amount.to_integral_value():
        return str(int(amount))
    return format(amount.normalize(), "f")


def format_cards(cards: Iterable[Card | None]) -> str:
    return "".join(card.code if card is not None else "??" for card in cards)


def format_history(history: HandHistory, comment: str = "") -> str:
    """The hand history as a PHH file: required fields first, as the style guide asks."""
    lines = _comment(comment)
    lines.append(f"variant = {_string(history.variant)}")
    lines.append(f"antes = {_numbers(history.antes)}")
    own = []  # user-defined fields go last, as the style guide asks
    if history.betting is not None:
        own.append(f"_betting = {_string(history.betting)}")
    names = stake_fields(history.variant, history.betting, history.definition)
    if history.max_raises is not None and "_max_raises" not in names:
        names += ("_max_raises",)
    for name in names:
        value = getattr(history, name.lstrip("_"))
        written = _numbers(value) if isinstance(value, tuple) else format_amount(Decimal(value))
        (own if name.startswith("_") else lines).append(f"{name} = {written}")
    lines.append(f"starting_stacks = {_numbers(history.starting_stacks)}")
    lines.append("actions = [")
    lines += [f"  {_string(action.notation())}," for action in history.actions]
    lines.append("]")
    if history.hand is not None:
        hand = history.hand
        lines.append(f"hand = {hand if isinstance(hand, int) else _string(hand)}")
    if history.players:
        lines.append(f"players = [{', '.join(_string(name) for name in history.players)}]")
    if history.seats:
        lines.append(f"seats = [{', '.join(str(seat) for seat in history.seats)}]")
    if history.finishing_stacks is not None:
        lines.append(f"finishing_stacks = {_numbers(history.finishing_stacks)}")
    if history.winnings is not None:
        lines.append(f"winnings = {_numbers(history.winnings)}")
    for name in ("rake", "rake_cap", "unit"):
        if getattr(history, name) is not None:
            own.append(f"_{name} = {format_amount(getattr(history, name))}")
    if history.options is not None:
        own.append(f"_options = {_table(history.options)}")
    if history.definition is not None:
        own.append(f"_definition = {_string(json.dumps(history.definition, ensure_ascii=False))}")
    lines += own
    return "\n".join(lines) + "\n"


def format_series(hands: list[tuple[HandHistory, str]], comment: str = "") -> str:
    """Hands as one series file (.phhs): the n-th under the table [n], its own comment above it."""
    parts = [_comment(comment)] if comment else []
    for number, (history, said) in enumerate(hands, start=1):
        lines = format_history(history).splitlines()
        parts.append("\n".join(_comment(said) + [f"[{number}]"] + lines))
    return "\n\n".join("\n".join(part) if isinstance(part, list) else part for part in parts) + "\n"


def _comment(text: str) -> list[str]:
    return [f"# {_CONTROL.sub(' ', line)}".rstrip() for line in text.splitlines()]


def _numbers(amounts: Iterable[Decimal]) -> str:
    return "[" + ", ".join(format_amount(amount) for amount in amounts) + "]"


def _table(values: Mapping[str, Any]) -> str:
    """Options (names of small letters, digits and underscores) as a TOML inline table."""
    return "{" + ", ".join(f"{name} = {_value(value)}" for name, value in values.items()) + "}"


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value) if isinstance(value, int) else _string(value)


def _string(text: Any) -> str:
    # A JSON string is a TOML basic string, but for DEL, which TOML wants escaped.
    return json.dumps(str(text), ensure_ascii=False).replace("\x7f", "\\u007f")
