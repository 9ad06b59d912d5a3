"""The values a piece of a house game takes: each checks what a table wrote, in the table's words, and says
what it accepts as JSON Schema.

Ranks are written as players write them ("2"-"10", "T", "J", "Q", "K", "A"),
cards as on the phones ("6s", "K♦"), suits as c, d, h or s.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Mapping

from ..core.cards import RANK_CODES, RANK_NAMES, SUIT_NAMES, Card, parse_card
from ..core.errors import RuleError
from ..money.stakes import cents

RANK_WRITTEN = {RANK_CODES.get(rank, str(rank)): rank for rank in RANK_NAMES} | {"10": 10}


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Count:
    """A whole number from `least` to `most`."""

    least: int
    most: int
    default: int | None = None
    form = "number"  # how a page asks for it

    def problem(self, value: Any) -> str | None:
        if _whole(value) and self.least <= value <= self.most:
            return None
        return f"is a whole number from {self.least} to {self.most}"

    def read(self, value: Any) -> int:
        return value

    def schema(self) -> dict:
        return {"type": "integer", "minimum": self.least, "maximum": self.most}


@dataclass(frozen=True)
class Flag:
    default: bool = False
    form = "flag"

    def problem(self, value: Any) -> str | None:
        return None if isinstance(value, bool) else "is yes or no (true or false)"

    def read(self, value: Any) -> bool:
        return value

    def schema(self) -> dict:
        return {"type": "boolean"}


@dataclass(frozen=True)
class Cents:
    """An amount of money in cents, written as a whole number: 25 is 25¢ (0, free, only where `free` says)."""

    default: int
    free: bool = False
    form = "money"

    def problem(self, value: Any) -> str | None:
        if _whole(value) and int(not self.free) <= value <= 100_000:
            return None
        return f"is an amount of money from {'0 (free)' if self.free else '1¢'} to $1000.00, like " \
               f"{cents(self.default)}"

    def read(self, value: Any) -> int:
        return value

    def schema(self) -> dict:
        return {"type": "integer", "minimum": int(not self.free), "maximum": 100_000}


@dataclass(frozen=True)
class Named:
    """A value the dealer chooses as they deal: the game's own option of this name."""

    option: str


class Price(Cents):
    """A price: an amount in cents, or one of the game's own money options, {"option": "tax"}."""

    form = "price"

    def problem(self, value: Any) -> str | None:
        if isinstance(value, Mapping) and set(value) == {"option"}:
            return OptionName().problem(value["option"]) and "names an option like tax: small letters and underscores"
        said = super().problem(value)
        return said and f"{said}, or names a money option of the game, like {{\"option\": \"tax\"}}"

    def read(self, value: Any) -> int | Named:
        return Named(value["option"]) if isinstance(value, Mapping) else value

    def schema(self) -> dict:
        named = {"type": "object", "properties": {"option": OptionName().schema()}, "required": ["option"],
                 "additionalProperties": False, "description": "one of the game's own money options"}
        return {"oneOf": [super().schema(), named]}


class PriceList:
    """The prices of the places of the table cards, the oldest first: each in cents (0: free) or one of the
    game's own money options, {"option": "tax"}."""

    default = None
    form = "prices"
    most = 5

    def problem(self, value: Any) -> str | None:
        if isinstance(value, list) and 1 <= len(value) <= self.most and all(
                _whole(price) and 0 <= price <= 100_000 or Price(0).problem(price) is None for price in value):
            return None
        return f"is a list of 1 to {self.most} prices, the oldest table card's first, each in cents (0 is free, " \
               "25 is 25¢) or naming a money option of the game, like {\"option\": \"tax\"}"

    def read(self, value: Any) -> tuple[int | Named, ...]:
        return tuple(Price(0).read(price) for price in value)

    def schema(self) -> dict:
        one = Price(0).schema()
        one["oneOf"][0] = {"type": "integer", "minimum": 0, "maximum": 100_000}
        return {"type": "array", "minItems": 1, "maxItems": self.most, "items": one}


def price_words(price: int | Named) -> str:
    """25¢ (or free), or "the tax (an option of the game)"."""
    if price == 0:
        return "free"
    return cents(price) if isinstance(price, int) else f"the {price.option.replace('_', ' ')} (an option of the game)"


class Words:
    """A list of different words a dealer chooses among, like ["left", "right"]."""

    default = None
    form = "words"

    def problem(self, value: Any) -> str | None:
        if isinstance(value, list) and 2 <= len(value) <= 10 \
                and all(isinstance(word, str) and WORD.fullmatch(word) for word in value) \
                and len(set(value)) == len(value):  # only once they are all words can they be told apart
            return None
        return 'is a list of 2 to 10 different words, like ["left", "right"]'

    def read(self, value: Any) -> tuple[str, ...]:
        return tuple(value)

    def schema(self) -> dict:
        return {"type": "array", "minItems": 2, "maxItems": 10, "uniqueItems": True,
                "items": {"type": "string", "pattern": "^" + WORD.pattern + "$"}}


class Word:
    default = None
    form = "text"

    def problem(self, value: Any) -> str | None:
        return None if isinstance(value, str) and WORD.fullmatch(value) else "is one word, like left"

    def read(self, value: Any) -> str:
        return value

    def schema(self) -> dict:
        return {"type": "string", "pattern": "^" + WORD.pattern + "$"}


class Rank:
    default = None
    form = "rank"

    def problem(self, value: Any) -> str | None:
        return None if isinstance(value, str) and value in RANK_WRITTEN else "is a rank: 2 to 10, J, Q, K or A"

    def read(self, value: Any) -> int:
        return RANK_WRITTEN[value]

    def schema(self) -> dict:
        return {"type": "string", "enum": sorted(RANK_WRITTEN)}


class Ranks(Rank):
    form = "ranks"

    def problem(self, value: Any) -> str | None:
        if isinstance(value, list) and value and all(isinstance(rank, str) and rank in RANK_WRITTEN for rank in value):
            return None
        return 'is a list of ranks, like ["2", "J"]'

    def read(self, value: Any) -> tuple[int, ...]:
        return tuple(sorted({RANK_WRITTEN[rank] for rank in value}))

    def schema(self) -> dict:
        return {"type": "array", "minItems": 1, "items": super().schema()}


class Cards:
    default = None
    form = "cards"

    def problem(self, value: Any) -> str | None:
        if not isinstance(value, list) or not value:
            return 'is a list of cards, like ["6s", "6c"]'
        for written in value:
            if not isinstance(written, str):
                return 'is a list of cards, like ["6s", "6c"]'
            try:
                parse_card(written)
            except RuleError as bad:
                return f"holds {bad.message}"
        return None

    def read(self, value: Any) -> tuple[Card, ...]:
        return tuple(sorted({parse_card(card) for card in value}))

    def schema(self) -> dict:
        return {"type": "array", "minItems": 1, "items": {"type": "string", "minLength": 2, "maxLength": 4}}


class Suit:
    default = None
    form = "suit"

    def problem(self, value: Any) -> str | None:
        return None if isinstance(value, str) and value in SUIT_NAMES else "is a suit: c, d, h or s"

    def read(self, value: Any) -> str:
        return value

    def schema(self) -> dict:
        return {"type": "string", "enum": sorted(SUIT_NAMES)}


class SuitOrder:
    """The four suits, the best first, like ["s", "h", "d", "c"]."""

    default = ("s", "h", "d", "c")
    form = "suits"

    def problem(self, value: Any) -> str | None:
        if isinstance(value, list) and all(isinstance(suit, str) for suit in value) \
                and sorted(value) == sorted(SUIT_NAMES):
            return None
        return 'is the four suits, each once, the best first, like ["s", "h", "d", "c"]'

    def read(self, value: Any) -> tuple[str, ...]:
        return tuple(value)

    def schema(self) -> dict:
        return {"type": "array", "minItems": 4, "maxItems": 4, "uniqueItems": True,
                "items": Suit().schema()}


@dataclass(frozen=True)
class Choice:
    """One of a few words."""

    choices: tuple[str, ...]
    default: str | None = None
    form = "choice"

    def problem(self, value: Any) -> str | None:
        return None if isinstance(value, str) and value in self.choices else f"is {' or '.join(self.choices)}"

    def read(self, value: Any) -> str:
        return value

    def schema(self) -> dict:
        return {"type": "string", "enum": list(self.choices)}


OPTION_NAME = re.compile(r"[a-z][a-z0-9_]{1,29}")
WORD = re.compile(r"[a-z0-9][a-z0-9_-]{0,19}")


class OptionName:
    """The name of an option a table invents: small letters, digits and underscores, like wild_tax."""

    default = None
    form = "text"

    def problem(self, value: Any) -> str | None:
        if isinstance(value, str) and OPTION_NAME.fullmatch(value):
            return None
        return "is 2 to 30 small letters, digits or underscores, starting with a letter, like wild_tax"

    def read(self, value: Any) -> str:
        return value

    def schema(self) -> dict:
        return {"type": "string", "pattern": "^" + OPTION_NAME.pattern + "$"}


@dataclass(frozen=True)
class OptionNames:
    """A few names of the game's own options, each once, like ["first_die", "second_die"]."""

    most: int = 4
    default = None
    form = "words"

    def problem(self, value: Any) -> str | None:
        if isinstance(value, list) and 1 <= len(value) <= self.most and len(set(map(str, value))) == len(value) \
                and all(OptionName().problem(name) is None for name in value):
            return None
        return f'is a list of 1 to {self.most} names of the game\'s options, each once, like ["first_die"]'

    def read(self, value: Any) -> tuple[str, ...]:
        return tuple(value)

    def schema(self) -> dict:
        return {"type": "array", "minItems": 1, "maxItems": self.most, "uniqueItems": True,
                "items": OptionName().schema()}


@dataclass(frozen=True)
class Text:
    """A sentence a player writes."""

    most: int = 200
    default = None
    form = "text"

    def problem(self, value: Any) -> str | None:
        if isinstance(value, str) and value.strip() and len(value) <= self.most and value.isprintable():
            return None
        return f"is a sentence of at most {self.most} letters"

    def read(self, value: Any) -> str:
        return value.strip()

    def schema(self) -> dict:
        return {"type": "string", "minLength": 1, "maxLength": self.most}


def cards_in_words(cards: tuple[Card, ...]) -> str:
    """"a black six" for the two black sixes, "a red ace", else the cards themselves."""
    ranks = {card.rank for card in cards}
    suits = "".join(sorted(card.suit for card in cards))
    if len(ranks) == 1 and suits in ("cs", "dh"):
        colour = "black" if suits == "cs" else "red"
        name = RANK_NAMES[next(iter(ranks))]
        return f"a {colour} {name}"
    return " or ".join(str(card) for card in cards)

