"""How a Lamarckian mark captures from the pool.

Marks are played one at a time from the highest: by rank (ace high), equal
ranks by suit, clubs < diamonds < hearts < spades (the order of `Card`).
A mark takes every card in the pool at that moment that shares its suit or
its rank, marks that fell in earlier this turn included, then falls into the
pool itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable, Mapping

from ...core.cards import Card


@dataclass(frozen=True)
class Capture:
    """One mark played: whose it was, the mark, and the cards it took."""

    seat: int
    mark: Card
    taken: tuple[Card, ...]


def resolution_order(marks: Mapping[int, Card]) -> list[tuple[int, Card]]:
    """The (seat, mark) pairs in the order they are played, highest first."""
    return sorted(marks.items(), key=lambda item: item[1], reverse=True)


def matches(mark: Card, card: Card) -> bool:
    return card.suit == mark.suit or card.rank == mark.rank


def play_mark(pool: Iterable[Card], seat: int, mark: Card) -> tuple[Capture, tuple[Card, ...]]:
    """The capture `mark` makes from `pool`, and the pool it leaves behind."""
    pool = tuple(pool)
    taken = tuple(card for card in pool if matches(mark, card))
    left = tuple(card for card in pool if not matches(mark, card))
    return Capture(seat, mark, taken), left + (mark,)
