"""Guts hands: three cards, and the Super Gooch's best three of four.

A guts hand is three cards. Three of a kind beats a pair beats high card, and
straights and flushes do not count: the evaluator never makes them from fewer
than five cards. The Gooch is a three-card hand dealt to the middle; the
Super Gooch (Gooch-zilla) is four cards and plays its best three, so it
compares with a player's three cards like any guts hand.
"""

from __future__ import annotations

from itertools import combinations
from typing import Iterable

from .cards import Card
from .errors import RuleError
from .hands import Hand, evaluate
from .wilds import NO_WILDS, Wild


def guts_hand(cards: Iterable[Card], wild: Wild = NO_WILDS) -> Hand:
    """The best three-card hand of three cards, or of the Super Gooch's four."""
    cards = tuple(cards)
    if len(cards) not in (3, 4):
        raise RuleError(
            "bad_guts_hand", f"a guts hand is three cards (four for the Super Gooch), not {len(cards)}"
        )
    return max(evaluate(three, wild) for three in combinations(cards, 3))


def beats_gooch(hand: Hand, gooch: Hand) -> bool:
    """Whether a player's hand beats a Gooch. Ruling: the Gooch wins ties, since
    the player must show a better hand, as home tables play it."""
    return hand > gooch
