"""Hi Di Deu Wi: seven-card stud dealt 2 down, 4 up, 1 down (the standard
order; the dealer may choose the house order instead); deuces wild.

Whoever holds the highest diamond splits each pot with the best hand, whatever
the winning hand; with no diamond shown, the best hand takes the whole pot.
The diamond counts by its own suit: a wild deuce standing in for a diamond
does not count, and the 2♦ counts, as the lowest diamond. Option `stealth`:
only diamonds dealt face down count.

Rulings: only hands shown at the showdown, and eligible for the pot, hold a
diamond for it (a side pot looks among its own players). The best-hand half
takes the odd chip when the pot can't be halved; tied best hands split that
half. With one deck only one player can hold the highest diamond; if that
player also has the best hand, they take both halves.
"""

from ...core.wilds import deuces
from ...poker.deal import PokerGame
from ...poker.split_card import STEALTH, SplitCard
from ..classic.stud_orders import ORDERS, STANDARD, order_option

DIAMONDS = SplitCard(suit="d")

GAME = PokerGame(
    key="hi_di_deu_wi",
    title="Hi Di Deu Wi",
    description="Seven-card stud dealt 2 down, 4 up, 1 down; deuces wild; the highest diamond shown takes half "
                "of each pot, the best hand the other half.",
    phases=STANDARD,
    orders=ORDERS,
    options=(
        order_option("standard"),
        STEALTH,
    ),
    wild=deuces(),
    judge=DIAMONDS.verdict,
    shares=DIAMONDS.shares,
    stud=True,
    defaults={"ante": 5},
    max_players=7,
)
