"""Hands of points (the discard family's "number hands", blackjack hands): a hand is the total of its cards.

A face card counts 10, an ace 1 or `ace` (15 in Numbers, 11 in blackjack) as
suits the hand, every other card its face value. Some tables count an ace ½
(`low_ace`) or a face card 1 (`low_face`) as its lesser value instead. The
highest total is the best hand; with `most` (21 in blackjack), the highest
total up to it, and a hand over it loses to every hand that isn't, the least
over it the best of those. The low of a hand is its least total, every card
at its lesser value: the lowest takes the low half of a high-low split. No
card is wild, and a joker counts nothing.

Totals are kept in half points, so that an ace of ½ adds up exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .cards import ACE, Card
from .decks import Deck
from .omaha import Holding
from .ranked import Ranked
from .wilds import Wild

HALF = 2  # half points in a point
FACE, JACK = 10, 11
UNDER, OVER = 1, 0  # a total up to the most beats one over it


def said(halves: int) -> str:
    """A total in words: "12 points", "12½ points"."""
    whole, half = divmod(abs(halves), HALF)
    return f"{whole}{'½' if half else ''} points"


def _hand_words(points: tuple[int, ...]) -> str:
    return said(points[1]) + ("" if points[0] == UNDER else ": over")


@dataclass(frozen=True)
class Points(Holding):
    ace: int = 15  # what an ace counts at most
    most: int | None = None  # the highest total a hand may make; None: no bound
    low_ace: int = HALF  # what an ace counts at least, in half points: 1, or ½ (1)
    low_face: int = FACE  # what a face card counts at least: 10, or 1

    def values(self, card: Card) -> tuple[int, int]:
        """The least and the most a card counts, in half points."""
        if card.is_joker:
            return 0, 0
        if card.rank == ACE:
            return self.low_ace, self.ace * HALF
        if card.rank >= JACK:
            return self.low_face * HALF, FACE * HALF
        return card.rank * HALF, card.rank * HALF

    def totals(self, cards: Sequence[Card]) -> set[int]:
        """Every total the cards make, each card counting either of its values."""
        totals = {0}
        for card in cards:
            totals = {total + value for total in totals for value in set(self.values(card))}
        return totals

    def hand(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild, deck: Deck | None,
             order: tuple[int, ...] = ()) -> Ranked:
        totals = self.totals(cards)
        allowed = [total for total in totals if self.most is None or total <= self.most * HALF]
        points = (UNDER, max(allowed)) if allowed else (OVER, -min(totals))
        return Ranked(points, tuple(cards), _hand_words)

    def low(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild,
            qualifier: int | None) -> tuple[int, ...]:
        return (sum(self.values(card)[0] for card in cards),)

    def low_said(self, low: tuple[int, ...]) -> str:
        return said(low[0])

    def showing(self, cards: Sequence[Card], wild: Wild, deck: Deck | None) -> tuple:
        return (self.hand(cards, (), wild, deck),)
