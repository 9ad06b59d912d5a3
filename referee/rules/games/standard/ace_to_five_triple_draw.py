"""A-5 triple draw: five cards down, three draws of up to five, the lowest hand ace to five wins.

Blinds and fixed limit, a bet before the first draw and after each. Hands
play as in razz (`core.ace_to_five`): aces low, straights and flushes no
bar, 5-4-3-2-A the best hand.
"""

from ...core.lowball import ACE_TO_FIVE
from ...poker.deal import PokerGame
from .draws import FIXED_LIMIT, triple_draw

GAME = PokerGame(
    key="ace_to_five_triple_draw",
    title="A-5 triple draw",
    description="Five cards down and three draws of up to five, a bet before and after each; the lowest hand "
                "wins, ace to five (aces low, straights and flushes no bar), with blinds and fixed limit.",
    phases=triple_draw(5),
    blinds=True,
    defaults=FIXED_LIMIT,
    holding=ACE_TO_FIVE,
    max_players=6,
)
