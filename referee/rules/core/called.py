"""Cards of one suit a hand may call a rank higher or lower than their own, as Ambivalent Clubs' "clubs may be
called one rank higher or lower than their actual rank": a 7♣ plays as a 6♣, a 7♣ or an 8♣. The ranks go
round at the ace, one above the king and one below the deuce, as an ace plays high or low in a straight. The
hand is the best of every way of calling them (`CalledRanks`), under any ranking. A card is never called as one
the hand already holds: a 7♣ called beside an 8♣ is no pair of 8♣.

Cards of some ranks may count a rank lower (or higher, or either) than their own, whatever their suit, as Fuzzy
Numbers Draw's "threes through tens can count one rank lower than face value" (`CountedRanks`): a 7♦ plays as a
6♦ or a 7♦, the same way.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product
from typing import Iterator, Sequence

from .cards import ACE, Card
from .decks import Deck
from .omaha import BestOfWays, Holding
from .wilds import Wild


def calls(card: Card, steps: tuple[int, ...] = (1, -1)) -> tuple[Card, ...]:
    """The card as itself, and a rank higher (step 1) or lower (step -1), as the steps say."""
    return (card, *(Card(_moved(card.rank, step), card.suit, card.index) for step in steps))


def _moved(rank: int, step: int) -> int:
    """A rank a step up or down, round at the ace: one above the king, one below the deuce."""
    if step > 0:
        return 2 if rank == ACE else rank + 1
    return ACE if rank == 2 else rank - 1


def _distinct(cards: Sequence[Card], choices) -> Iterator[tuple[Card, ...]]:
    """Every way of taking one card of each card's choices, no card twice. A card given twice (the phone's
    words read a card shown that its player had entered too) is one card."""
    cards = tuple(dict.fromkeys(cards))
    return (way for way in product(*map(choices, cards)) if len(set(way)) == len(way))


@dataclass(frozen=True)
class CalledRanks(BestOfWays):
    """The cards of `suit` may each be called a rank up or down: the best way, ranked as `ranking` ranks."""

    suit: str
    ranking: Holding = field(default_factory=Holding)

    def _ways(self, cards: Sequence[Card], board: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
        return _distinct(cards, lambda card: calls(card) if card.suit == self.suit else (card,))

    def showing(self, cards: Sequence[Card], wild: Wild, deck: Deck | None) -> tuple:
        """The cards showing count as called too: a 7♣ beside two eights showing is three of them."""
        return max(self.ranking.showing(way, wild, deck) for way in self._ways(cards, ()))


@dataclass(frozen=True)
class CountedRanks(BestOfWays):
    """The cards of `ranks` may each count a rank up or down as `steps` say (-1: lower, 1: higher): the best
    way, ranked as `ranking` ranks."""

    ranks: frozenset[int]
    steps: tuple[int, ...] = (-1,)
    ranking: Holding = field(default_factory=Holding)

    def _ways(self, cards: Sequence[Card], board: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
        return _distinct(cards, lambda card: calls(card, self.steps) if card.rank in self.ranks else (card,))

    def showing(self, cards: Sequence[Card], wild: Wild, deck: Deck | None) -> tuple:
        """The cards showing count so too: a 7♦ beside two sixes showing is three of them."""
        return max(self.ranking.showing(way, wild, deck) for way in self._ways(cards, ()))
