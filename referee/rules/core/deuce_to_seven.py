"""Deuce-to-seven low (2-7 single and triple draw): the lowest high hand wins, aces high only.

Hands rank as high hands do, with the ace only high (A-2-3-4-5 is no
straight, only ace high) and straights and flushes counting against the
hand, and the lowest wins: the best hand is 7-5-4-3-2 of mixed suits, then
7-6-4-3-2; any pair loses to any hand of five different ranks that is no
straight or flush; as PokerKit's `StandardLowHand` ranks them. A hand of more
than five cards plays its best five. The games dealt by this ranking have no
wild cards (`ranked.naturals`).
"""

from __future__ import annotations

from itertools import combinations
from typing import Sequence

from .cards import Card
from .hand_values import HIGH_CARD, Ranker
from .hand_words import describe
from .low_hands import named
from .ranked import Ranked, naturals
from .wilds import NO_WILDS, Wild

RANKER = Ranker((6, 5, 4, 3, 2))  # the ace is high only: A-2-3-4-5 makes no straight
FIVE = 5


def deuce_to_seven(cards: Sequence[Card], wild: Wild = NO_WILDS) -> Ranked:
    """The best deuce-to-seven low of these cards."""
    cards = naturals(cards, wild, "deuce-to-seven low")
    if len(cards) <= FIVE:
        return Ranked(_value(cards), tuple(cards), _words)
    value, used = max((_value(five), five) for five in combinations(cards, FIVE))
    return Ranked(value, used, _words)


def _value(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(-part for part in RANKER.value(cards, 0))


def _words(value: tuple[int, ...]) -> str:
    """"Seven-five low (7-5-4-3-2)"; any other hand as a high hand says it: "Pair of deuces, seven kicker"."""
    high = tuple(-part for part in value)
    return named(high[1:], "low") if high[0] == HIGH_CARD else describe(high)
