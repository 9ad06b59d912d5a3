"""Cards of one suit a hand may call a rank higher or lower than their own, as Ambivalent Clubs' "clubs may be
called one rank higher or lower than their actual rank": a 7♣ plays as a 6♣, a 7♣ or an 8♣. The ranks go
round at the ace, one above the king and one below the deuce, as an ace plays high or low in a straight. The
hand is the best of every way of calling them (`CalledRanks`), under any ranking. A card is never called as one
the hand already holds: a 7♣ called beside an 8♣ is no pair of 8♣.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product
from typing import Iterator, Sequence

from .cards import ACE, Card
from .decks import Deck
from .omaha import BestOfWays, Holding
from .wilds import Wild


def calls(card: Card) -> tuple[Card, ...]:
    """The card as itself, a rank higher and a rank lower."""
    up = 2 if card.rank == ACE else card.rank + 1
    down = ACE if card.rank == 2 else card.rank - 1
    return card, Card(up, card.suit, card.index), Card(down, card.suit, card.index)


@dataclass(frozen=True)
class CalledRanks(BestOfWays):
    """The cards of `suit` may each be called a rank up or down: the best way, ranked as `ranking` ranks."""

    suit: str
    ranking: Holding = field(default_factory=Holding)

    def _ways(self, cards: Sequence[Card], board: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
        choices = [calls(card) if card.suit == self.suit else (card,) for card in cards]
        return (way for way in product(*choices) if len(set(way)) == len(way))

    def showing(self, cards: Sequence[Card], wild: Wild, deck: Deck | None) -> tuple:
        """The cards showing count as called too: a 7♣ beside two eights showing is three of them."""
        return max(self.ranking.showing(way, wild, deck) for way in self._ways(cards, ()))
