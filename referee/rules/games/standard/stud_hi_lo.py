"""Seven-card stud hi-lo, eight or better: stud whose every pot is split between the best hand and the best low.

Dealt in the standard order (2 down and 1 up, 1 up, 1 up, 1 up, 1 down),
with antes, a bring-in by the lowest card showing and fixed limit. Cards
speak as in Omaha hi-lo: each pot, side pots included, goes half to the best
hand and half to the best low of five different ranks, eight or lower (aces
low, straights and flushes no bar), each the best five of the player's seven
cards; with no such low the best hand takes the pot; the odd chip goes with
the high half.
"""

from ...poker.deal import PokerGame
from ..classic.stud_orders import STANDARD
from .omaha_hi_lo import EIGHT_OR_BETTER

GAME = PokerGame(
    key="stud_hi_lo",
    title="Seven-card stud hi-lo, eight or better",
    description="Seven-card stud in the standard order with every pot split between the best hand and the "
                "best low of eight or better, with antes, a bring-in and fixed limit.",
    phases=STANDARD,
    stud=True,
    defaults={"betting": "fixed", "ante": 5, "bring_in": 5, "small_bet": 10, "big_bet": 20},
    judge=EIGHT_OR_BETTER.said,
    shares=EIGHT_OR_BETTER.halves,
    max_players=7,
)
