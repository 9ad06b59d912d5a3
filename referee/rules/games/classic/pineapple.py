"""Pineapple: hold'em with three cards down, one of them discarded before the flop."""

from ...poker.deal import PokerGame
from ...poker.phases import Betting, Cards, Discard
from .holdem import BOARD
from .named_wilds import OPTIONS, named_wilds

GAME = PokerGame(
    key="pineapple",
    title="Pineapple",
    description="Hold'em dealt three cards down; after the first bet everyone discards one, then flop, turn and river.",
    phases=(Cards(down=3), Betting(), Discard(1), *BOARD),
    blinds=True,
    defaults={"small_blind": 5, "big_blind": 10},
    options=OPTIONS,
    wilds=named_wilds,
    max_players=8,
)
