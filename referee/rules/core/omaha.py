"""How a hand plays its cards with the board's: the best five of all of them, Omaha's two and three, or
another number of a player's own cards.

In most games a hand plays its best five of every card it holds and every
card on the board (`BEST_FIVE`). In Omaha a hand is exactly two of the
player's own cards and exactly three of the board, for high and for low
(`OMAHA`): four hearts on the board and one in the hand is no flush, a board
of four aces plays only three of them, and three kings in the hand play only
two. Four hole cards and five on the board make 60 such hands, five hole
cards 100; the best of them is the hand.

While the board holds fewer than three cards (or a hand fewer than two of its
own), a hand plays what there is: before the flop, its best two cards, which
is what a phone shows its player then.

A game a table defines may say how many of a player's own cards a hand uses,
exactly or at most, the rest from the board (`HoleCards`), under any ranking:
the high hands, or a low game's (`lowball`); or that a hand is its player's
own cards alone, or every card of the board with the best of its own to make
five (`AllOrNone`, Five and Two: "your down cards, or all of the commons and
some of your down cards").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Iterator, Sequence

from .ace_to_five import any_low
from .cards import ACE, Card
from .decks import Deck
from .hand_values import STANDARD
from .hands import Hand, best_hand, evaluate
from .low_hands import low
from .wilds import NO_WILDS, Wild

OWN, SHARED = 2, 3  # an Omaha hand: two of the player's cards, three of the board
HAND = OWN + SHARED


def omaha_hands(hole: Sequence[Card], board: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
    """Every hand of exactly two hole cards and three board cards (all there are, when fewer)."""
    return hole_hands(hole, board, OWN)


def hole_hands(hole: Sequence[Card], board: Sequence[Card], count: int,
               exactly: bool = True) -> Iterator[tuple[Card, ...]]:
    """Every hand of `count` hole cards (`exactly`, or any number up to it) and the rest of five from the
    board (all there are, when fewer)."""
    for own in (count,) if exactly else range(count + 1):
        some = tuple(combinations(hole, min(own, len(hole))))
        for rest in combinations(board, min(HAND - own, len(board))):
            for mine in some:
                yield mine + rest


def omaha_high(hole: Sequence[Card], board: Sequence[Card], wild: Wild = NO_WILDS,
               deck: Deck | None = None, order: tuple[int, ...] = STANDARD) -> Hand:
    """The best hand of exactly two of these hole cards and three of the board."""
    return best_hand(omaha_hands(hole, board), wild, deck, order)


def omaha_low(hole: Sequence[Card], board: Sequence[Card], wild: Wild = NO_WILDS,
              qualifier: int = 8) -> tuple[int, ...] | None:
    """The best qualifying low of exactly two hole cards and three of the board (`low_hands.low`), or None."""
    def playable(cards: Sequence[Card]) -> tuple[Card, ...]:  # a natural card above the qualifier is in no low
        return tuple(card for card in cards if card.rank == ACE or card.rank <= qualifier or wild.is_wild(card))

    hole, board = playable(hole), playable(board)
    if len(hole) < OWN or len(board) < SHARED:
        return None
    lows = [value for cards in omaha_hands(hole, board) if (value := low(cards, wild, qualifier)) is not None]
    return min(lows, default=None)


class Holding:
    """How a game's hands play and rank: the best five of all their cards, the board's among them, as high
    hands (most games).

    `cards` is every card a hand plays from, the board's included; `board` says which of them are the
    table's; `order` is the game's order of the categories (`hand_values`). A low game ranks its hands its
    own way (`lowball`).
    """

    # Which card brings in a stud deal: the lowest card showing, equal ranks by suit, clubs lowest.
    brings_in = "lowest card showing"

    def hand(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild, deck: Deck | None,
             order: tuple[int, ...] = STANDARD) -> Hand:
        return evaluate(cards, wild, deck, order)

    def low(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild,
            qualifier: int | None) -> tuple[int, ...] | None:
        """The best low that qualifies (None: none does); with no qualifier, any ace-to-five low, pairs too."""
        return low(cards, wild, qualifier) if qualifier is not None else any_low(cards, wild)

    def low_said(self, low: tuple[int, ...]) -> str | None:
        """A low in words, when this ranking says its lows its own way (None: as lows of five ranks are said)."""
        return None

    def showing(self, cards: Sequence[Card], wild: Wild, deck: Deck | None) -> tuple:
        """What a stud hand's cards showing are worth to act first, the greatest first: the best hand, then
        equal hands by the highest card, then its suit."""
        return self.hand(cards, (), wild, deck), max(cards, default=None)

    def bring_in_order(self, card: Card) -> tuple:
        """The order of the cards showing for the bring-in: the least brings it in."""
        return card.rank, card.suit


class Omaha(Holding):
    """Exactly two of a hand's own cards (those not on the board) and three of the board."""

    def hand(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild, deck: Deck | None,
             order: tuple[int, ...] = STANDARD) -> Hand:
        return omaha_high(_own(cards, board), board, wild, deck, order)

    def low(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild, qualifier: int) -> tuple[int, ...] | None:
        return omaha_low(_own(cards, board), board, wild, qualifier)


class BestOfWays(Holding):
    """A hand is the best of the ways a rule lets it be made of its player's cards and the board (`_ways`),
    each way ranked as `ranking` ranks a hand (the high hands, or a low game's)."""

    ranking: Holding

    def _ways(self, cards: Sequence[Card], board: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
        raise NotImplementedError

    @property
    def brings_in(self) -> str:  # type: ignore[override]
        return self.ranking.brings_in

    def hand(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild, deck: Deck | None,
             order: tuple[int, ...] = STANDARD):
        return max(self.ranking.hand(some, (), wild, deck, order) for some in self._ways(cards, board))

    def low(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild,
            qualifier: int | None) -> tuple[int, ...] | None:
        lows = [value for some in self._ways(cards, board)
                if (value := self.ranking.low(some, (), wild, qualifier)) is not None]
        return min(lows, default=None)

    def showing(self, cards: Sequence[Card], wild: Wild, deck: Deck | None) -> tuple:
        return self.ranking.showing(cards, wild, deck)  # a stud hand showing: no board yet to choose from

    def bring_in_order(self, card: Card) -> tuple:
        return self.ranking.bring_in_order(card)


@dataclass(frozen=True)
class HoleCards(BestOfWays):
    """A hand uses `count` of its player's own cards (those not on the board), exactly or at most, and the
    rest of its five from the board: the best of those ways is the hand."""

    count: int
    exactly: bool = True
    ranking: Holding = field(default_factory=Holding)

    def _ways(self, cards: Sequence[Card], board: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
        return hole_hands(_own(cards, board), board, self.count, self.exactly)


@dataclass(frozen=True)
class AllOrNone(BestOfWays):
    """A hand is the best five of its player's own cards alone, or every card of the board with the rest of its
    five from its own: all of the board or none of it."""

    ranking: Holding = field(default_factory=Holding)

    def _ways(self, cards: Sequence[Card], board: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
        own = _own(cards, board)
        yield from combinations(own, min(HAND, len(own)))
        if board:
            yield from (tuple(board) + mine for mine in combinations(own, min(max(HAND - len(board), 0), len(own))))


def _own(cards: Sequence[Card], board: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(card for card in cards if card not in board)


BEST_FIVE = Holding()
OMAHA = Omaha()
