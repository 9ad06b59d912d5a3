"""2-7 triple draw: five cards down, three draws of up to five, the lowest hand deuce to seven wins.

Blinds and fixed limit, a bet before the first draw and after each. Hands
play as in 2-7 single draw (`core.deuce_to_seven`).
"""

from ...core.lowball import DEUCE_TO_SEVEN
from ...poker.deal import PokerGame
from .draws import FIXED_LIMIT, triple_draw

GAME = PokerGame(
    key="deuce_to_seven_triple_draw",
    title="2-7 triple draw",
    description="Five cards down and three draws of up to five, a bet before and after each; the lowest hand "
                "wins, deuce to seven (aces high, straights and flushes count), with blinds and fixed limit.",
    phases=triple_draw(5),
    blinds=True,
    defaults=FIXED_LIMIT,
    holding=DEUCE_TO_SEVEN,
    max_players=6,
)
