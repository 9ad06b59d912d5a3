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

from ..core.cards import Card
from ..core.wilds import deuces
from ..engine.variant import Option
from ..poker.deal import PokerGame, PokerState, Verdict
from .stud_orders import ORDERS, STANDARD, order_option


def diamonds(state: PokerState, seat: int) -> tuple[Card, ...]:
    """The diamonds that count in a shown hand: all of them, or with `stealth` those dealt face down."""
    cards = state.zones.shown.get(seat, ())
    if not state.options.get("stealth"):
        cards = cards + state.zones.face_up(seat)
    return tuple(card for card in cards if card.suit == "d")


def highest_diamond(state: PokerState, seat: int, cards: tuple[Card, ...]) -> Verdict:
    """Not a kill or a win: the ruling says which diamond each shown hand holds for the split."""
    held = diamonds(state, seat)
    return Verdict(why=f"highest diamond {max(held)}") if held else Verdict()


def half_to_the_highest_diamond(state: PokerState, amount: int, eligible, best) -> list[tuple[int, tuple]]:
    holders = {max(diamonds(state, seat)): seat for seat in eligible
               if seat in state.zones.shown and diamonds(state, seat)}
    if not holders:
        return [(amount, tuple(best))]
    unit = state.setup.unit
    half = amount // unit // 2 * unit  # the odd chip stays with the best hand's half
    parts = [(amount - half, tuple(best)), (half, (holders[max(holders)],))]
    return [(share, seats) for share, seats in parts if share]


GAME = PokerGame(
    key="hi_di_deu_wi",
    title="Hi Di Deu Wi",
    description="Seven-card stud dealt 2 down, 4 up, 1 down; deuces wild; the highest diamond shown takes half "
                "of each pot, the best hand the other half.",
    phases=STANDARD,
    orders=ORDERS,
    options=(
        order_option("standard"),
        Option("stealth", "bool", False,
               "Stealth high diamonds: only diamonds dealt face down count for the half of the pot."),
    ),
    wild=deuces(),
    judge=highest_diamond,
    shares=half_to_the_highest_diamond,
    stud=True,
    defaults={"ante": 5},
    max_players=7,
)
