"""Daytime (plain) Baseball: seven-card stud in the house order (2 down and 1 up, 2 down, 1 up, 1 up,
a bet after each wave); 3s and 9s are wild.

A black six dealt face up kills its hand at once; one in the hole kills the
hand when it is shown at the showdown. A four dealt face up offers its owner
one more card for 25¢ (option `buy_price`), dealt face down and entered by
its owner; the price goes into the pot, naming the rule.

Options (`baseball`): the wild tax, and the rainout. Both apply to a
face-down card when it is shown at the showdown: its owner pays or declines
before the ruling, and a 7♦ shown rains the deal out then (a hand mucked
before it is dealt in again).
"""

from dataclasses import dataclass

from ...core.cards import Card, parse_cards
from ...poker.deal import PokerGame, PokerState, Verdict
from ..classic.stud_orders import HOUSE, ORDERS, order_option
from .ballpark import Ballpark, effects, options, threes_and_nines_untaxed


@dataclass(frozen=True)
class InTheHoleKills:
    """One of `cards` dealt face down kills its hand when it is shown at the showdown."""

    cards: frozenset[Card]
    named: str  # the cards in words: "a black six"

    def __call__(self, state: PokerState, seat: int, cards: tuple[Card, ...]) -> Verdict:
        found = [card for card in state.zones.shown.get(seat, ()) if card in self.cards]
        return Verdict(killed=True, why=f"{found[0]} in the hole: {self.named} kills the hand") if found else Verdict()


GAME = PokerGame(
    key="daytime_baseball",
    title="Daytime baseball",
    description="Seven-card stud, threes and nines wild; a black six kills the hand; a four dealt face up "
                "offers one more card for a quarter. Options: wild tax, rainout.",
    phases=HOUSE,
    orders=ORDERS,
    options=(order_option("house"),) + options(shown_too=True),
    wilds=threes_and_nines_untaxed,
    judge=InTheHoleKills(frozenset(parse_cards("6s 6c")), "a black six"),
    effects=effects("a black six dealt face up kills the hand", "a four dealt face up: one more card, face down",
                    shown_too=True),
    extension=Ballpark(),
    stud=True,
    defaults={"ante": 5},
    max_players=7,
)
