"""The decks a table plays with, and the check that entered cards fit one.

A standard deck has 52 cards; the short deck of Progressive Poker has 36
(six through ace); the piquet deck of some home games 32 (seven through ace).
Any may add one joker ("Jk") or several, up to four ("Jk1", "Jk2" …). The
short deck has no five, so its lowest straight is A-6-7-8-9; the piquet
deck's is A-7-8-9-10.

A home game may also take ranks out (Mexican Draw: the twos, eights, nines
and tens). A straight is then five ranks in a row of those left, the ranks
taken out skipped as the short deck skips two to five: 7-J-Q-K-A and
A-3-4-5-6 are straights of the Mexican deck.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterable

from .cards import ACE, JOKER, JOKERS, RANKS, SUITS, Card, ranks_in_words
from .errors import RuleError

KINDS = {"standard": 2, "short": 6, "piquet": 7}  # kind -> lowest rank
_KIND_WORDS = {"standard": "the 52-card deck", "short": "the 36-card deck (six through ace)",
               "piquet": "the 32-card deck (seven through ace)"}
_JOKER_WORDS = {0: "", 1: " with a joker", 2: " with two jokers", 3: " with three jokers", 4: " with four jokers"}
STRAIGHT = 5  # cards in a straight


@dataclass(frozen=True)
class Deck:
    """A deck: its kind ("standard", "short" or "piquet"), its jokers (0-4), the ranks taken out, and its
    cards."""

    kind: str = "standard"
    jokers: int = 0
    without: frozenset[int] = frozenset()
    cards: tuple[Card, ...] = field(init=False, repr=False)
    _members: frozenset[Card] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise RuleError(
                "bad_deck", f"'{self.kind}' is not a deck: choose standard (52 cards), short (36) or piquet (32)"
            )
        if self.jokers not in range(len(JOKERS) + 1):
            raise RuleError("bad_deck", "a deck has no joker, or one to four")
        naturals = tuple(Card(rank, suit) for rank in self.ranks for suit in SUITS)
        jokers = (JOKER,) if self.jokers == 1 else JOKERS[:self.jokers]
        object.__setattr__(self, "cards", naturals + jokers)
        object.__setattr__(self, "_members", frozenset(self.cards))

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks in this deck, lowest first."""
        return tuple(rank for rank in RANKS if rank >= KINDS[self.kind] and rank not in self.without)

    @property
    def lowest_straight(self) -> tuple[int, ...]:
        """The lowest straight, highest card first with the ace last:
        (5, 4, 3, 2, 14) in the standard deck, (9, 8, 7, 6, 14) in the short one."""
        return tuple(reversed(self.ranks[:STRAIGHT - 1])) + (ACE,)

    @property
    def straights(self) -> tuple[tuple[int, ...], ...]:
        """Every straight, best first, each highest card first: five ranks in a row of the deck's."""
        ranks = self.ranks[::-1]
        return tuple(ranks[top:top + STRAIGHT] for top in range(len(ranks) - STRAIGHT + 1)) + (self.lowest_straight,)

    @property
    def words(self) -> str:
        if not self.without:
            return _KIND_WORDS[self.kind] + _JOKER_WORDS[self.jokers]
        jokers = f",{_JOKER_WORDS[self.jokers]}" if self.jokers else ""
        return f"{_KIND_WORDS[self.kind]} without its {ranks_in_words(sorted(self.without))}{jokers}"

    def __contains__(self, card: object) -> bool:
        return card in self._members

    def __len__(self) -> int:
        return len(self.cards)

    def check(self, cards: Iterable[Card]) -> None:
        """Raise RuleError naming the first card that is not in this deck or is entered twice."""
        seen: set[Card] = set()
        for card in cards:
            if card not in self._members:
                raise RuleError("not_in_deck", self._not_in_deck(card), {"card": card.code})
            if card in seen:
                raise RuleError(
                    "duplicate_card",
                    f"{card} is entered twice: each card is in the deck once",
                    {"card": card.code},
                )
            seen.add(card)

    def _not_in_deck(self, card: Card) -> str:
        if card.is_joker and self.jokers == 2:
            return f"{card} is not in {self.words}: enter the jokers as Jk1 and Jk2"
        if card.is_joker and self.jokers > 2:
            return f"{card} is not in {self.words}: enter the jokers as Jk1 to Jk{self.jokers}"
        if card.is_joker and self.jokers == 1:
            return f"{card} is not in {self.words}: enter the joker as Jk"
        return f"{card} is not in {self.words}"


@lru_cache(maxsize=None)
def deck(kind: str = "standard", jokers: int = 0, without: frozenset[int] = frozenset()) -> Deck:
    """The deck of this kind with this many jokers, these ranks taken out (the same value every time)."""
    return Deck(kind, jokers, without)

