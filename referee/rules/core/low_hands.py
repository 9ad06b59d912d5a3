"""Low hands, for a pot split high-low: ace to five, with a qualifier ("eight or better").

A low hand is five cards of five different ranks, aces low; straights and
flushes do not count against it (A-2-3-4-5 is the best low). Of two lows, the
one whose highest card is lower wins, then the next card down, and so on. A
low qualifies when its highest card is at most the qualifier (an eight: every
card eight or lower). A wild card stands for the lowest rank the hand does
not hold yet. A hand that cannot make five different ranks under the
qualifier has no low.
"""

from __future__ import annotations

from typing import Iterable

from .cards import ACE, RANK_NAMES, RANK_SHOWN, Card
from .wilds import Wild

LOW_ACE = 1


def low(cards: Iterable[Card], wild: Wild, qualifier: int) -> tuple[int, ...] | None:
    """The best low the cards make, highest card first (aces as 1), or None if none qualifies."""
    naturals, wilds = wild.split(cards)
    ranks = {LOW_ACE if card.rank == ACE else card.rank for card in naturals}
    ranks = {rank for rank in ranks if rank <= qualifier}
    for rank in range(LOW_ACE, qualifier + 1):
        if len(wilds) == 0:
            break
        if rank not in ranks:
            ranks.add(rank)
            wilds = wilds[1:]
    if len(ranks) < 5:
        return None
    return tuple(sorted(ranks)[:5][::-1])


def low_name(value: tuple[int, ...] | None) -> str:
    """A low as players call it, by its two highest cards, then every card: "Eight-six low (8-6-4-2-A)";
    "No low" when none qualifies."""
    return named(value, "low") if value is not None else "No low"


def named(ranks: tuple[int, ...], noun: str) -> str:
    """Cards said as players say a low, highest first (an ace low as 1, high as 14): by the two highest, then
    every card, "Seven-five low (7-5-4-3-2)", "Seven-four badugi (7-4-3-A)"; a lone card, "King low (K)"; a
    hand that threw away every card, "No cards"."""
    if not ranks:
        return "No cards"
    lead = _name(ranks[0]).capitalize() + (f"-{_name(ranks[1])}" if len(ranks) > 1 else "")
    return f"{lead} {noun} ({spelled(ranks)})"


def _name(rank: int) -> str:
    return "ace" if rank == LOW_ACE else RANK_NAMES[rank]


def spelled(value: tuple[int, ...]) -> str:
    """"8-6-4-3-A": ranks highest first, an ace low as 1 or high as 14."""
    return "-".join("A" if rank == LOW_ACE else RANK_SHOWN.get(rank, str(rank)) for rank in value)
