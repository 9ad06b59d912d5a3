"""Texas hold'em: two down, bet; the flop, bet; the turn, bet; the river, bet; best five of seven."""

from ...poker.deal import PokerGame
from ...poker.phases import Betting, Cards
from .named_wilds import OPTIONS, named_wilds

# The flop, the turn and the river, a bet after each: every hold'em game's board.
BOARD = (
    Cards(community=3), Betting(),
    Cards(community=1), Betting(big=True),
    Cards(community=1), Betting(big=True),
)

GAME = PokerGame(
    key="holdem",
    title="Texas hold'em",
    description="Two cards down and five community cards: flop, turn and river, with blinds and four rounds of betting.",
    phases=(Cards(down=2), Betting(), *BOARD),
    blinds=True,
    defaults={"small_blind": 5, "big_blind": 10},
    options=OPTIONS,
    wilds=named_wilds,
    max_players=10,
)
