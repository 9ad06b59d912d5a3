"""How the draw lowball games deal: every card face down, then one draw or three, each between two bets.

A player may change any number of their cards, up to all of them, at each
draw; no card need be shown to draw more. In fixed limit the big bet is used
from the round after the second draw on (after the only draw, in single draw).
"""

from ...poker.phases import Betting, Cards, Draw


def single_draw(cards: int) -> tuple:
    return Cards(down=cards), Betting(), Draw(most=cards), Betting(big=True)


def triple_draw(cards: int) -> tuple:
    return (Cards(down=cards), Betting(), Draw(most=cards), Betting(), Draw(most=cards), Betting(big=True),
            Draw(most=cards), Betting(big=True))


NO_LIMIT = {"betting": "no", "min_bet": 10, "small_blind": 5, "big_blind": 10}
FIXED_LIMIT = {"betting": "fixed", "small_bet": 10, "big_bet": 20, "small_blind": 5, "big_blind": 10}
