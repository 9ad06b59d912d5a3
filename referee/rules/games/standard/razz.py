"""Razz: seven-card stud for the lowest hand, ace to five.

Dealt in the standard order (2 down and 1 up, 1 up, 1 up, 1 up, 1 down),
with antes and fixed limit. The best five of a player's seven cards play as
an ace-to-five low (`core.ace_to_five`: aces low, straights and flushes no
bar, 5-4-3-2-A the best hand). The highest card showing brings in (a king is
high, an ace low; equal ranks by suit, spades highest); after third street
the lowest hand showing acts first, equal hands the first of them from the
dealer's left.
"""

from ...core.lowball import ACE_TO_FIVE
from ...poker.deal import PokerGame
from ..classic.stud_orders import STANDARD

GAME = PokerGame(
    key="razz",
    title="Razz",
    description="Seven-card stud for the lowest hand, ace to five: the highest card showing brings in, then "
                "the lowest hand showing acts first; antes and fixed limit.",
    phases=STANDARD,
    stud=True,
    defaults={"betting": "fixed", "ante": 5, "bring_in": 5, "small_bet": 10, "big_bet": 20},
    holding=ACE_TO_FIVE,
    max_players=7,
)
