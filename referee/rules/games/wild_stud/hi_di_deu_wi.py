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

from dataclasses import dataclass

from ...core.cards import SUIT_NAMES, Card
from ...core.wilds import deuces
from ...engine.variant import Option
from ...poker.deal import PokerGame, PokerState, Verdict
from ...poker.ruling import shown_hand
from ..classic.stud_orders import ORDERS, STANDARD, order_option

STEALTH = Option("stealth", "bool", False,
                 "Stealth high diamonds: only diamonds dealt face down count for the half of the pot.")


@dataclass(frozen=True)
class HalfToTheHighestOfSuit:
    """Half of each pot to the highest card of `suit` shown still in, the other half to the best hand.

    `verdict` is the game's judge: not a kill or a win, it says which card each
    shown hand holds for the split; `shares` splits each pot. With the option
    `stealth`, only cards of the suit dealt face down count.
    """

    suit: str

    def held(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        cards = state.zones.shown.get(seat, ())
        if not state.options.get(STEALTH.name):
            cards = cards + state.zones.face_up(seat)
        return tuple(card for card in cards if card.suit == self.suit)

    def verdict(self, state: PokerState, seat: int, cards: tuple[Card, ...]) -> Verdict:
        held = self.held(state, seat)
        return Verdict(why=f"highest {SUIT_NAMES[self.suit][:-1]} {max(held)}") if held else Verdict()

    def shares(self, state: PokerState, amount: int, eligible, best) -> list[tuple[int, tuple, str]]:
        """The halves of a pot, each its amount, its winners and what it is, in the winner's own words:
        "the best hand's half, with ..." and "the half for the highest diamond, the K♦"."""
        holders = {max(self.held(state, seat)): seat for seat in eligible
                   if seat in state.zones.shown and self.held(state, seat)}
        if not holders:
            return [(amount, tuple(best))]
        unit = state.setup.unit
        half = amount // unit // 2 * unit  # the odd chip stays with the best hand's half
        words = shown_hand(state, best[0]).words
        parts = [(amount - half, tuple(best), f"the best hand's half, with {words[0].lower()}{words[1:]}"),
                 (half, (holders[max(holders)],),
                  f"the half for the highest {SUIT_NAMES[self.suit][:-1]}, the {max(holders)}")]
        return [part for part in parts if part[0]]


DIAMONDS = HalfToTheHighestOfSuit("d")

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
