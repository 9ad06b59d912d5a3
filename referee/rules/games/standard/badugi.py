"""Badugi: four cards down, three draws of up to four, the lowest badugi wins.

Blinds and fixed limit, a bet before the first draw and after each. Only
cards of different suits and different ranks count (`core.badugi`): four
such cards beat three, aces are low, and 4-3-2-A of four suits is the best.
"""

from ...core.lowball import BADUGI
from ...poker.deal import PokerGame
from .draws import FIXED_LIMIT, triple_draw

GAME = PokerGame(
    key="badugi",
    title="Badugi",
    description="Four cards down and three draws of up to four, a bet before and after each; the lowest hand "
                "of different suits and ranks wins, aces low, with blinds and fixed limit.",
    phases=triple_draw(4),
    blinds=True,
    defaults=FIXED_LIMIT,
    holding=BADUGI,
    max_players=6,
)
