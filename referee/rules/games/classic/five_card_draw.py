"""Five-card draw, the house way: five down, bet, draw up to 3 (4 if you show an ace you keep), bet, show."""

from ...poker.deal import PokerGame
from ...poker.phases import Betting, Cards, Draw
from ...poker.phases.draw import LIMIT
from .named_wilds import OPTIONS, named_wilds

GAME = PokerGame(
    key="five_card_draw",
    title="Five-card draw",
    description="Five cards down, bet, draw up to three (four if you show an ace you keep), bet, showdown.",
    phases=(Cards(down=5), Betting(), Draw(most=3, most_with_ace=4), Betting(big=True)),
    defaults={"ante": 5},
    options=OPTIONS + (LIMIT,),
    wilds=named_wilds,
    max_players=7,
)
