"""Hands of points (the discard family's "number hands", blackjack hands): a hand is the total of its cards.

A face card counts 10, an ace 1 or `ace` (15 in Numbers, 11 in blackjack) as
suits the hand, every other card its face value. The highest total is the best
hand; with `most` (21 in blackjack), the highest total up to it, and a hand
over it loses to every hand that isn't, the least over it the best of those.
The low of a hand is its least total, every ace counting 1: the lowest takes
the low half of a high-low split. No card is wild, and a joker counts nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .cards import ACE, Card
from .decks import Deck
from .omaha import Holding
from .ranked import Ranked
from .wilds import Wild

FACE, JACK = 10, 11
UNDER, OVER = 1, 0  # a total up to the most beats one over it


def value(card: Card) -> int:
    """What a card counts, an ace as 1."""
    if card.is_joker:
        return 0
    return 1 if card.rank == ACE else FACE if card.rank >= JACK else card.rank


def least(cards: Sequence[Card]) -> int:
    return sum(value(card) for card in cards)


def _said(points: tuple[int, ...]) -> str:
    under, total = points[0], abs(points[1])
    return f"{total} points" if under == UNDER else f"{total} points: over"


def _low_said(points: tuple[int, ...]) -> str:
    return f"{points[0]} points"


@dataclass(frozen=True)
class Points(Holding):
    ace: int = 15  # what an ace counts when it counts high (else 1)
    most: int | None = None  # the highest total a hand may make; None: no bound

    def totals(self, cards: Sequence[Card]) -> list[int]:
        """Every total the cards make, as many aces counting high as there may be."""
        aces = sum(1 for card in cards if card.rank == ACE and not card.is_joker)
        return [least(cards) + high * (self.ace - 1) for high in range(aces + 1)]

    def hand(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild, deck: Deck | None,
             order: tuple[int, ...] = ()) -> Ranked:
        totals = self.totals(cards)
        allowed = [total for total in totals if self.most is None or total <= self.most]
        points = (UNDER, max(allowed)) if allowed else (OVER, -min(totals))
        return Ranked(points, tuple(cards), _said)

    def low(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild,
            qualifier: int | None) -> tuple[int, ...]:
        return (least(cards),)

    def low_said(self, low: tuple[int, ...]) -> str:
        return _low_said(low)

    def showing(self, cards: Sequence[Card], wild: Wild, deck: Deck | None) -> tuple:
        return (self.hand(cards, (), wild, deck),)
