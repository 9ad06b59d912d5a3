"""Playing cards: what a card is, how players write it and how it is shown.

Players write `As`, `Td`, `10d`, `7♥`, `Q♣` (rank 2-9, T or 10, J, Q, K, A;
suit c d h s or ♣ ♦ ♥ ♠, either case) and a joker `Jk` (or `Jk1`, `Jk2` … when a
deck has several, up to four). Cards are shown with suit symbols ("A♠", "10♦") and stored in
ASCII codes ("As", "Td", "Jk1").

Cards order by rank, then suit (clubs < diamonds < hearts < spades), with
jokers below every other card; that order breaks ties where a rule needs it
(the stud bring-in, Lamarckian marks), never between poker hands.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable

from .errors import RuleError

ACE = 14
RANKS = tuple(range(2, ACE + 1))
SUITS = ("c", "d", "h", "s")

RANK_CODES = {10: "T", 11: "J", 12: "Q", 13: "K", ACE: "A"}
RANK_SHOWN = {10: "10", 11: "J", 12: "Q", 13: "K", ACE: "A"}
SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
RANK_NAMES = {
    2: "deuce", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", ACE: "ace",
}
SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}


def rank_plural(rank: int) -> str:
    """"deuces", "sixes", "queens"."""
    return "sixes" if rank == 6 else RANK_NAMES[rank] + "s"


def ranks_in_words(ranks) -> str:
    """"deuces", "threes and nines", "deuces, eights, nines and tens"."""
    names = [rank_plural(rank) for rank in ranks]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


# A card's `tally` is an integer built so that the sum of the tallies of a hand
# counts its cards by rank and by suit at once: three bits per rank (rank r at
# bit 3r, jokers as rank 0) and, from bit 48, five bits per suit. Summing a few
# integers is the cheapest way Python has to count a hand, and the evaluator
# runs at every showdown and in every test of the hand rankings.
RANK_BITS = 3
SUIT_SHIFT = 48
SUIT_BITS = 5
RANK_PART = (1 << SUIT_SHIFT) - 1


def _tally(rank: int, suit: str) -> int:
    if not suit:
        return 1
    return (1 << (RANK_BITS * rank)) + (1 << (SUIT_SHIFT + SUIT_BITS * SUITS.index(suit)))


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """One card: rank 2..14 (ace 14) and suit "c", "d", "h" or "s".

    A joker has rank 0, suit "" and an index: 0 for the only joker of a deck
    ("Jk"), 1 to 4 when the deck has several ("Jk1", "Jk2" …).
    """

    rank: int
    suit: str
    index: int = 0
    tally: int = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        joker = self.rank == 0 and self.suit == "" and 0 <= self.index <= 4
        card = self.rank in RANKS and self.suit in SUITS and self.index == 0
        if not (joker or card):
            raise RuleError("bad_card", f"{self.rank!r}, {self.suit!r} is not a card")
        object.__setattr__(self, "tally", _tally(self.rank, self.suit))

    @property
    def is_joker(self) -> bool:
        return self.rank == 0

    @property
    def code(self) -> str:
        """The card in ASCII: "As", "Td", "Jk", "Jk1"."""
        if self.is_joker:
            return "Jk" + (str(self.index) if self.index else "")
        return RANK_CODES.get(self.rank, str(self.rank)) + self.suit

    @property
    def name(self) -> str:
        """The card in words: "the king of diamonds", "a joker"."""
        if self.is_joker:
            return "a joker"
        return f"the {RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"

    def __str__(self) -> str:
        if self.is_joker:
            return self.code
        return RANK_SHOWN.get(self.rank, str(self.rank)) + SUIT_SYMBOLS[self.suit]


JOKER = Card(0, "", 0)
JOKERS = tuple(Card(0, "", number) for number in range(1, 5))  # a deck of several jokers: Jk1 to Jk4
ALL_CARDS = tuple(Card(rank, suit) for rank in RANKS for suit in SUITS)

_RANK_INPUT = {str(rank): rank for rank in range(2, 11)} | {
    "t": 10, "j": 11, "q": 12, "k": 13, "a": ACE,
}
_SUIT_INPUT = {
    "c": "c", "d": "d", "h": "h", "s": "s",
    "♣": "c", "♦": "d", "♥": "h", "♠": "s",
    "♧": "c", "♢": "d", "♡": "h", "♤": "s",
}
_JOKER_INPUT = {"jk": JOKER} | {joker.code.lower(): joker for joker in JOKERS}
_CARDS = {(card.rank, card.suit): card for card in ALL_CARDS}
# Phone keyboards send suit emoji with a variation selector ("♥️").
_VARIATION_SELECTORS = str.maketrans("", "", "\ufe0e\ufe0f")
_SEPARATORS = re.compile(r"[\s,]+")


def parse_card(text: str) -> Card:
    """The card a player wrote, or RuleError("bad_card") saying how to write one."""
    if isinstance(text, Card):
        return text
    written = str(text).strip().translate(_VARIATION_SELECTORS).lower()
    if written in _JOKER_INPUT:
        return _JOKER_INPUT[written]
    rank = _RANK_INPUT.get(written[:-1])
    suit = _SUIT_INPUT.get(written[-1:])
    if rank is None or suit is None:
        if written.startswith("jk"):
            raise RuleError(
                "bad_card", f"'{text}' is not a card: a joker is Jk, or Jk1 and Jk2 when there are two"
            )
        raise RuleError(
            "bad_card",
            f"'{text}' is not a card: ranks are 2-10, J, Q, K, A; suits c, d, h, s",
        )
    return _CARDS[rank, suit]


def parse_cards(texts: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Cards from a list of strings, or from one string separated by spaces or commas."""
    if isinstance(texts, str):
        texts = [part for part in _SEPARATORS.split(texts) if part]
    return tuple(parse_card(text) for text in texts)


def show(cards: Iterable[Card]) -> str:
    """Cards as players see them: "A♠ K♥ 10♦"."""
    return " ".join(str(card) for card in cards)
