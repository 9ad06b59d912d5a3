"""Five-card double draw with the draw tax, primes wild: five down, bet, draw, bet, draw, bet, show.

Deuces, threes, fives and sevens are wild. In each draw every card changed
past the first costs a nickel (option `draw_tax`), posted into the pot when
the draw is recorded; a player changes only as many cards as their stack can
pay the tax on. Each draw keeps the house limit (option `draw_limit`).
"""

from ...core.wilds import primes
from ...engine.variant import Option
from ...poker.deal import PokerGame
from ...poker.phases import Betting, Cards, Draw
from ...poker.phases.draw import LIMIT, DrawTax

TAXED = Draw(most=3, most_with_ace=4, tax=DrawTax("draw_tax", "the draw tax on each card past the first"))

GAME = PokerGame(
    key="double_draw",
    title="Five-card double draw, draw tax, primes wild",
    description="Five cards down, bet, draw, bet, draw, bet, showdown; deuces, threes, fives and sevens are wild; "
                "every card drawn past the first in a draw costs a nickel.",
    phases=(Cards(down=5), Betting(), TAXED, Betting(), TAXED, Betting(big=True)),
    wild=primes(),
    defaults={"ante": 5},
    options=(Option("draw_tax", "int", 5, "The draw tax on each card drawn past the first in a draw.",
                    minimum=0, money=True), LIMIT),
    max_players=7,
)
