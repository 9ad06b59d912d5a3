"""Ace-to-five low (razz, ace-to-five triple draw): the lowest hand wins, aces low, straights and flushes no bar.

Hands rank as high hands do, with aces low and straights and flushes not
counted, and the lowest wins: five different ranks beat any pair, a pair
beats two pair, two pair beat three of a kind, and so on up to four of a
kind. Among hands of five different ranks the lower highest card wins, then
the next card down (5-4-3-2-A is the best hand, then 6-4-3-2-A); among pairs
the lower pair, then the kickers, highest first; as PokerKit's
`RegularLowHand` ranks them. A hand of more than five cards plays its best
five; fewer than five play what they have (a stud hand showing). A wild card
stands for the lowest rank the hand lacks, since a pair never helps a low.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Sequence

from .cards import ACE, Card
from .hand_values import FOUR_OF_A_KIND, FULL_HOUSE, HIGH_CARD, PAIR, THREE_OF_A_KIND, TWO_PAIR
from .hand_words import describe
from .low_hands import LOW_ACE, named
from .ranked import Ranked
from .wilds import NO_WILDS, Wild

FIVE = 5


def low_rank(card: Card) -> int:
    return LOW_ACE if card.rank == ACE else card.rank


def ace_to_five(cards: Sequence[Card], wild: Wild = NO_WILDS) -> Ranked:
    """The best ace-to-five low of these cards."""
    naturals, wilds = wild.split(cards)
    by_rank: dict[int, list[Card]] = {}
    for card in naturals:
        by_rank.setdefault(low_rank(card), []).append(card)
    for rank in range(LOW_ACE, ACE):  # each wild card: the lowest rank the hand lacks
        if not wilds:
            break
        if rank not in by_rank:
            by_rank[rank], wilds = [wilds[0]], wilds[1:]
    size = min(FIVE, len(cards))
    ranks = sorted(by_rank)
    if len(ranks) >= size:  # no pair: the lowest ranks, the most of hands
        lowest = ranks[size - 1::-1] if size else ()
        return Ranked((-HIGH_CARD, *(-rank for rank in lowest)), tuple(by_rank[rank][0] for rank in lowest), _words)
    # Every rank once, and the best of the ways to pair some of them.
    spare = [rank for rank in ranks for _ in by_rank[rank][1:]]
    counts = min((Counter(ranks + list(extra)) for extra in set(combinations(spare, size - len(ranks)))), key=_key)
    used = tuple(card for rank in sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
                 for card in by_rank[rank][:counts[rank]])
    return Ranked(tuple(-part for part in _key(counts)), used, _words)


def any_low(cards: Sequence[Card], wild: Wild = NO_WILDS) -> tuple[int, ...]:
    """The ace-to-five low of these cards as a value where the least is the best: a high-low split with no
    qualifier gives its low half to the lowest hand, a pair or worse if none is lower."""
    return tuple(-part for part in ace_to_five(cards, wild).value)


def any_low_words(value: tuple[int, ...]) -> str:
    """An `any_low` value in words: "Seven-five low (7-5-4-3-2)", "Pair of nines, five kicker"."""
    return _words(tuple(-part for part in value))


def _key(counts: Counter) -> tuple[int, ...]:
    """The hand as a high hand with aces low (category, then ranks by group): the lowest is the best."""
    groups = sorted(counts.items(), key=lambda group: (group[1], group[0]), reverse=True)
    shape = [count for _, count in groups] + [0]
    category = (FOUR_OF_A_KIND if shape[0] == 4 else FULL_HOUSE if shape[:2] == [3, 2] else
                THREE_OF_A_KIND if shape[0] == 3 else TWO_PAIR if shape[:2] == [2, 2] else
                PAIR if shape[0] == 2 else HIGH_CARD)
    return (category, *(rank for rank, count in groups for _ in range(count)))


def _words(value: tuple[int, ...]) -> str:
    """"Seven-five low (7-5-4-3-2)"; a paired hand as a high hand says it: "Pair of nines, five kicker"."""
    category, *ranks = (-part for part in value)
    if category == HIGH_CARD:
        return named(tuple(ranks), "low")
    return describe((category, *(ACE if rank == LOW_ACE else rank for rank in ranks)))
