"""The value of a high hand holding bugs (`wilds.Bug`), exactly.

A bug plays as one card of a short list (an ace of any suit; a six as itself or as the nine of its suit), or,
when it completes, as any card at all provided the hand it makes is a straight, a flush or a straight flush.
Every bug of the hand takes each of its choices in turn: a card of the list joins the natural cards; a bug
that completes joins the wild cards of a hand allowed only those three categories (`Ranker.completed`). The
best of these is the hand's value, so a bug with four hearts makes a flush, with 5-6-7-8 a straight, and with
anything else plays as an ace. A joker bug has four aces to try and one completion: a handful of values,
each cheap, so random play stays quick.

The choice that made the best value is kept: the words of the hand say what each bug stood for.
"""

from __future__ import annotations

from itertools import product
from typing import Sequence

from .cards import SUITS, Card
from .hand_values import NOTHING, Ranker
from .wilds import Bug

Choice = tuple[tuple[Card, Card | None], ...]  # each bug, and the card it plays as (None: it completes)


def bug_value(ranker: Ranker, naturals: Sequence[Card], wilds: int,
              bugs: Sequence[tuple[Card, Bug]]) -> tuple[tuple[int, ...], Choice]:
    """The best value of the natural cards, `wilds` wild cards and these bugs, and how the bugs play in it."""
    naturals = tuple(naturals)
    held = set(naturals)
    # A suit too short to make a flush with every bug and wild card in it can't tell a bug's cards apart.
    short = {suit for suit in SUITS if sum(card.suit == suit for card in naturals) + len(bugs) + wilds < 5}
    options = [[(card, stand_in) for stand_in in _distinct(bug.stand_ins(card), held, short)]
               + ([(card, None)] if bug.completes else []) for card, bug in bugs]
    best: tuple[int, ...] = (NOTHING,)
    chosen: Choice = ()
    for choice in product(*options):
        placed = naturals + tuple(stand_in for _, stand_in in choice if stand_in is not None)
        completing = len(naturals) + len(choice) - len(placed)
        value = ranker.completed(placed, wilds + completing) if completing else ranker.value(placed, wilds)
        if value > best:
            best, chosen = value, choice
    return best, chosen


def _distinct(stand_ins: Sequence[Card], held: set[Card], short: set[str]) -> list[Card]:
    """The cards a bug may play as that can make different hands: of each rank, one in any short suit (one the
    hand does not hold, if there is one) and every one in the other suits. A card the hand holds comes last
    among equals, so a bug plays as a second A♣ only when it must."""
    kept: list[Card] = []
    ranks_short: set[int] = set()
    for stand_in in sorted(stand_ins, key=held.__contains__):
        if stand_in.suit in short:
            if stand_in.rank in ranks_short:
                continue
            ranks_short.add(stand_in.rank)
        kept.append(stand_in)
    return kept
