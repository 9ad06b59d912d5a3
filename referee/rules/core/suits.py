"""Suits breaking ties between hands otherwise equal, as Tennessee and Arkansas guts say: "ties are broken by
suits, spades are best, then hearts, diamonds, and clubs" (`SuitsBreakTies`).

Two hands of the same value compare their cards played in the order their ranks are compared: the highest card
first in a high-card hand, a straight or a flush (the five in a wheel), the pair or three of a kind before the
kickers, the three of a full house before its pair; among cards of one rank, the better suit first. The first
card whose suit differs decides: the better suit wins, for high and for low alike (in a low game the lowest
hand's cards, its highest first; a low of a high-low split too, `SuitedLow`). A wild card counts by its own suit, not the one it stands for; a joker is
below every suit. Hands that play the same suits in the same places (two hold'em hands playing the board) still
split. The best hand showing in a stud game is ranked as the game ranks it without the rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from .ace_to_five import ace_to_five
from .cards import ACE, Card
from .decks import Deck
from .hand_values import STANDARD
from .omaha import Holding
from .wilds import Wild

BEST_FIRST = ("s", "h", "d", "c")  # the usual order of the suits, the best first


def suit_key(value: Sequence[int], used: Sequence[Card], order: Sequence[str]) -> tuple[int, ...]:
    """How the suits of the cards played rank, greater better, in the order the cards are compared."""
    return tuple(len(order) - order.index(card.suit) if card.suit in order else 0
                 for card in by_suit(value, used, order))


def decider(one, other, order: Sequence[str]) -> tuple[Card, Card] | None:
    """The cards of two hands of equal value whose suits decide between them (the first pair that differs,
    `one`'s card first), or None when the suits are alike."""
    mine, theirs = by_suit(one.value, one.used, order), by_suit(other.value, other.used, order)
    return next(((a, b) for a, b in zip(mine, theirs) if a.suit != b.suit), None)


def by_suit(value: Sequence[int], used: Sequence[Card], order: Sequence[str]) -> list[Card]:
    """The cards played in the order they are compared, cards of one rank the better suit first. The value's
    last ranks are the ranks the cards play as, in that order: a wild card's, the rank it stands for."""
    ranks = tuple(value[len(value) - len(used):]) if len(value) >= len(used) else tuple(c.rank for c in used)
    place = {suit: index for index, suit in enumerate(order)}
    cards: list[Card] = []
    run: list[Card] = []
    for index, card in enumerate(used):
        run.append(card)
        if index + 1 == len(used) or ranks[index + 1] != ranks[index]:
            cards += sorted(run, key=lambda c: place.get(c.suit, len(order)))
            run = []
    return cards


class Suited:
    """A hand whose suits break a tie of value: it compares by its value, then by `suit_key`; everything else
    (its value, its words, its cards) is the hand's own."""

    __slots__ = ("hand", "key")

    def __init__(self, hand: Any, order: Sequence[str]):
        self.hand = hand
        self.key = (hand.value, suit_key(hand.value, hand.used, order))

    def __getattr__(self, name: str) -> Any:
        if name in Suited.__slots__:  # not set yet (a copy being made): no hand to ask
            raise AttributeError(name)
        return getattr(self.hand, name)

    def __eq__(self, other: object) -> bool:
        return self.key == other.key if isinstance(other, Suited) else NotImplemented

    def __lt__(self, other: Suited) -> bool:
        return self.key < other.key

    def __le__(self, other: Suited) -> bool:
        return self.key <= other.key

    def __gt__(self, other: Suited) -> bool:
        return self.key > other.key

    def __ge__(self, other: Suited) -> bool:
        return self.key >= other.key

    def __hash__(self) -> int:
        return hash(self.key)

    def __repr__(self) -> str:
        return f"<Suited {self.hand!r}>"


class SuitedLow(tuple):
    """A low (`low_hands`: the least is the best) whose suits break a tie: the better suits are the lesser."""

    key: tuple[int, ...]
    used: tuple[Card, ...]  # the cards the low plays, its highest first

    def __new__(cls, value: tuple[int, ...], used: Sequence[Card], order: Sequence[str]) -> SuitedLow:
        low = super().__new__(cls, value)
        low.used = tuple(used)
        low.key = tuple(-strength for strength in suit_key(value, used, order))
        return low

    @property
    def value(self) -> tuple[int, ...]:
        return tuple(self)

    def _both(self, other: Any) -> tuple[tuple, tuple]:
        theirs = other.key if isinstance(other, SuitedLow) else ()
        return (tuple(self), self.key if isinstance(other, SuitedLow) else ()), (tuple(other), theirs)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, tuple):
            return NotImplemented
        mine, theirs = self._both(other)
        return mine == theirs

    def __lt__(self, other: tuple) -> bool:
        mine, theirs = self._both(other)
        return mine < theirs

    def __le__(self, other: tuple) -> bool:
        mine, theirs = self._both(other)
        return mine <= theirs

    def __gt__(self, other: tuple) -> bool:
        mine, theirs = self._both(other)
        return mine > theirs

    def __ge__(self, other: tuple) -> bool:
        mine, theirs = self._both(other)
        return mine >= theirs

    def __hash__(self) -> int:
        return hash((tuple(self), self.key))


def _low_of_ranks(value: tuple[int, ...], cards: Sequence[Card], wild: Wild, order: Sequence[str]) -> list[Card]:
    """The cards a low of these ranks (highest first, an ace as 1) plays: of each rank the best suit the hand
    holds; a rank it lacks, a wild card's, the best suit first."""
    place = {suit: index for index, suit in enumerate(order)}
    naturals, wilds = wild.split(cards)
    spare = sorted(wilds, key=lambda card: place.get(card.suit, len(order)))
    used = []
    for rank in value:
        own = sorted((card for card in naturals if (1 if card.rank == ACE else card.rank) == rank),
                     key=lambda card: place.get(card.suit, len(order)))
        used.append(own[0] if own else spare.pop(0))
    return used


@dataclass(frozen=True)
class SuitsBreakTies(Holding):
    """Hands ranked as `ranking` ranks them, equal hands then by their suits in `order` (the best first)."""

    order: tuple[str, ...] = BEST_FIRST
    ranking: Holding = field(default_factory=Holding)

    @property
    def brings_in(self) -> str:  # type: ignore[override]
        return self.ranking.brings_in

    def hand(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild, deck: Deck | None,
             order: tuple[int, ...] = STANDARD) -> Suited:
        return Suited(self.ranking.hand(cards, board, wild, deck, order), self.order)

    def low(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild,
            qualifier: int | None) -> tuple[int, ...] | None:
        value = self.ranking.low(cards, board, wild, qualifier)
        if value is None:
            return None
        used = ace_to_five(cards, wild).used if qualifier is None else _low_of_ranks(value, cards, wild, self.order)
        return SuitedLow(value, used, self.order)

    def low_said(self, low: tuple[int, ...]) -> str | None:
        return self.ranking.low_said(low)

    def showing(self, cards: Sequence[Card], wild: Wild, deck: Deck | None) -> tuple:
        return self.ranking.showing(cards, wild, deck)

    def bring_in_order(self, card: Card) -> tuple:
        return self.ranking.bring_in_order(card)
