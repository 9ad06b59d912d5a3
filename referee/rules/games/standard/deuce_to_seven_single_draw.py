"""2-7 single draw: five cards down, one draw of up to five, the lowest hand deuce to seven wins.

Blinds and no limit, a bet before and after the draw. Hands play as
deuce-to-seven lows (`core.deuce_to_seven`): the ace is high only, straights
and flushes count against the hand, 7-5-4-3-2 of mixed suits is the best.
"""

from ...core.lowball import DEUCE_TO_SEVEN
from ...poker.deal import PokerGame
from .draws import NO_LIMIT, single_draw

GAME = PokerGame(
    key="deuce_to_seven_single_draw",
    title="2-7 single draw",
    description="Five cards down, bet, draw up to five, bet; the lowest hand wins, deuce to seven (aces high, "
                "straights and flushes count), with blinds and no limit.",
    phases=single_draw(5),
    blinds=True,
    defaults=NO_LIMIT,
    holding=DEUCE_TO_SEVEN,
    max_players=6,
)
