"""Badugi hands: the lowest hand of four cards of different suits and different ranks, aces low.

Of a player's cards only those of different suits and different ranks count:
the hand is the largest such set (a badugi is four), and more cards beat
fewer. Among hands of as many cards, the lower highest card wins, then the
next card down: 4-3-2-A of four suits is the best hand, "number one";
as PokerKit's `BadugiHand` ranks them. Badugi has no wild cards
(`ranked.naturals`).
"""

from __future__ import annotations

from itertools import combinations
from typing import Sequence

from .ace_to_five import low_rank
from .cards import Card
from .low_hands import named, spelled
from .ranked import Ranked, naturals
from .wilds import NO_WILDS, Wild

FOUR = 4
NUMBER_ONE = (4, 3, 2, 1)
COUNTS = {1: "One", 2: "Two", 3: "Three"}


def badugi(cards: Sequence[Card], wild: Wild = NO_WILDS) -> Ranked:
    """The best badugi hand of these cards."""
    cards = naturals(cards, wild, "badugi")
    for size in range(min(FOUR, len(cards)), 0, -1):
        hands = [(_value(some), some) for some in combinations(cards, size)
                 if len({card.suit for card in some}) == len({card.rank for card in some}) == size]
        if hands:
            value, used = max(hands)
            return Ranked(value, used, _words)
    return Ranked((0,), (), _words)


def _value(cards: Sequence[Card]) -> tuple[int, ...]:
    """How many cards, then each rank negated, highest first: greater is better."""
    return (len(cards), *sorted((-low_rank(card) for card in cards)))


def _words(value: tuple[int, ...]) -> str:
    """"Number one badugi (4-3-2-A)", "Seven-four badugi (7-4-3-A)", "Three-card badugi (7-5-2)"."""
    size, ranks = value[0], tuple(-part for part in value[1:])
    if ranks == NUMBER_ONE:
        return "Number one badugi (4-3-2-A)"
    if size == FOUR:
        return named(ranks, "badugi")
    return f"{COUNTS[size]}-card badugi ({spelled(ranks)})" if size else "No cards"
