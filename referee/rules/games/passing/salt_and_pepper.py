"""Salt and Pepper: six cards down; each player passes one card to the left; bet; one to the right; bet; show.

A hand of six plays its best five. Each pass is simultaneous and private
(`poker.phases.passing`): giver and receiver enter the card, the referee
checks they agree.
"""

from ...poker.deal import PokerGame
from ...poker.phases import Betting, Cards
from ...poker.phases.passing import Pass
from ..classic.named_wilds import OPTIONS, named_wilds

GAME = PokerGame(
    key="salt_and_pepper",
    title="Salt and Pepper",
    description="Six cards down; pass one to the left, bet; pass one to the right, bet; best five of six.",
    phases=(Cards(down=6), Pass(step=1), Betting(), Pass(step=-1), Betting(big=True)),
    defaults={"ante": 5},
    options=OPTIONS,
    wilds=named_wilds,
    max_players=8,
)
