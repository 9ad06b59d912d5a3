"""Omaha hi-lo, eight or better: Omaha whose every pot is split between the best hand and the best low.

Cards speak: each pot, side pots included, goes half to the best high hand
and half to the best low of five different ranks, eight or lower (aces low,
straights and flushes no bar), each made of exactly two of the player's
cards and three of the board. With no such low the best hand takes the pot;
one hand may win both halves; tied hands split their half; the odd chip goes
with the high half. Fixed limit, as card rooms play it.
"""

from __future__ import annotations

from ...core.omaha import OMAHA
from ...poker.deal import PokerGame
from ...poker.high_low import HighLow
from .omaha import HOLE_CARDS, SCRIPT, OmahaHands

EIGHT_OR_BETTER = HighLow(8)

GAME = PokerGame(
    key="omaha_hi_lo",
    title="Omaha hi-lo, eight or better",
    description="Omaha with every pot split between the best hand and the best low of eight or better "
                "(two of your cards and three of the board for each), with blinds and fixed limit.",
    phases=SCRIPT,
    blinds=True,
    defaults={"betting": "fixed", "small_blind": 5, "big_blind": 10},
    options=(HOLE_CARDS,),
    judge=EIGHT_OR_BETTER.said,
    shares=EIGHT_OR_BETTER.halves,
    holding=OMAHA,
    extension=OmahaHands(EIGHT_OR_BETTER),
    max_players=10,
)
