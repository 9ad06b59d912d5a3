"""Hands in words a player understands: "Full house, queens over threes".

Words name what decides the hand: the ranks of its groups, and for pairs,
two pair, trips and quads the first kicker, since that is what players argue
about ("Pair of nines, ace kicker"). An ace-high straight flush is a royal
flush.
"""

from __future__ import annotations

from .cards import ACE, RANK_NAMES, rank_plural
from .hand_values import (
    FIVE_OF_A_KIND,
    FLUSH,
    FOUR_OF_A_KIND,
    FULL_HOUSE,
    HIGH_CARD,
    NOTHING,
    PAIR,
    STRAIGHT,
    STRAIGHT_FLUSH,
    THREE_OF_A_KIND,
    TWO_PAIR,
)


def _kicker(ranks: tuple[int, ...], group: int) -> str:
    return f", {RANK_NAMES[ranks[group]]} kicker" if len(ranks) > group else ""


def describe(value: tuple[int, ...]) -> str:
    """Words for a hand value (see `hand_values`)."""
    category, ranks = value[0], value[1:]
    if category == NOTHING:
        return "No cards"
    top = ranks[0]
    if category == FIVE_OF_A_KIND:
        return f"Five of a kind, {rank_plural(top)}"
    if category == STRAIGHT_FLUSH:
        return "Royal flush" if top == ACE else f"Straight flush, {RANK_NAMES[top]} high"
    if category == FOUR_OF_A_KIND:
        return f"Four of a kind, {rank_plural(top)}{_kicker(ranks, 4)}"
    if category == FULL_HOUSE:
        return f"Full house, {rank_plural(top)} over {rank_plural(ranks[3])}"
    if category == FLUSH:
        return f"Flush, {RANK_NAMES[top]} high"
    if category == STRAIGHT:
        return f"Straight, {RANK_NAMES[top]} high"
    if category == THREE_OF_A_KIND:
        return f"Three of a kind, {rank_plural(top)}{_kicker(ranks, 3)}"
    if category == TWO_PAIR:
        return f"Two pair, {rank_plural(top)} and {rank_plural(ranks[2])}{_kicker(ranks, 4)}"
    if category == PAIR:
        return f"Pair of {rank_plural(top)}{_kicker(ranks, 2)}"
    assert category == HIGH_CARD
    return f"High card, {RANK_NAMES[top]}"
