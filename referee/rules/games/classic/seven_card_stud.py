"""Seven-card stud dealt the house way: 2 down and 1 up, 2 down, 1 up, 1 up, with a bet after each wave."""

from ...poker.deal import PokerGame
from .named_wilds import OPTIONS, named_wilds
from .stud_orders import HOUSE

GAME = PokerGame(
    key="seven_card_stud",
    title="Seven-card stud",
    description="Two down and one up, bet; two down, bet; one up, bet; one up, bet; best five of seven.",
    phases=HOUSE,
    stud=True,
    defaults={"ante": 5},
    options=OPTIONS,
    wilds=named_wilds,
    max_players=7,
)
