"""Daytime (plain) Baseball: seven-card stud in the house order (2 down and 1 up, 2 down, 1 up, 1 up,
a bet after each wave); 3s and 9s are wild.

A black six dealt face up kills its hand at once; one in the hole kills the
hand when it is shown at the showdown. A four dealt face up offers its owner
one more card for 25¢ (option `buy_price`), dealt face down and entered by
its owner; the price goes into the pot, naming the rule.

Options: `wild_tax`: a 3 or 9 is wild only once its owner pays 25¢
(`tax_price`) into the pot, or stays natural if they decline; `rainout`:
the 7♦ ends the deal, and the cards are dealt again to the players still
in, the pot kept. Both apply to a face-down card when it is shown at the
showdown: its owner pays or declines before the ruling, and a 7♦ shown
rains the deal out then (a hand mucked before it stays out, like a fold).
"""

from typing import Any, Callable, Mapping

from ..core.cards import Card
from ..core.wilds import NO_WILDS, Wild, threes_and_nines
from ..core.errors import RuleError
from ..engine.variant import Option, Setup
from ..money.stakes import cents
from ..poker.deal import PokerGame, PokerState, Verdict
from ..poker.effects import IfOption, Kill, OfferCard, Redeal, WhenShown, black_six, rank_of
from ..poker.showing import ShowingHands
from ..poker.wild_tax import TaxedWild
from .stud_orders import HOUSE, ORDERS, order_option


PRICES = ("buy_price", "tax_price")


def price(option: str) -> Callable[[Mapping[str, Any]], int]:
    return lambda options: options[option]


def seven_of_diamonds(card: Card) -> bool:
    return card.rank == 7 and card.suit == "d"


def threes_and_nines_untaxed(state: PokerState, seat: int | None) -> Wild:
    """With the wild tax, no 3 or 9 is wild until its owner pays for it (the paid card is made wild)."""
    return NO_WILDS if state.options.get("wild_tax") else threes_and_nines()


def black_six_in_the_hole(state: PokerState, seat: int, cards: tuple[Card, ...]) -> Verdict:
    sixes = [card for card in state.zones.shown.get(seat, ()) if black_six(card)]
    return Verdict(killed=True, why=f"{sixes[0]} in the hole: a black six kills the hand") if sixes else Verdict()


class Ballpark(ShowingHands):
    """Every hand showing, in words; and what is wild, said for the whole table under the wild tax."""

    def start(self, setup: Setup) -> None:
        for name in PRICES:
            if setup.options[name] % setup.unit:
                raise RuleError("bad_option", f"The option '{name}' must be a whole number of the table's "
                                f"smallest chip ({cents(setup.unit)}).", {name: "not a whole number of chips"})

    def view(self, state: PokerState, viewer: int | None) -> dict:
        seen = super().view(state, viewer)
        if state.options.get("wild_tax"):
            seen["wilds"] = f"Threes and nines are wild once their owner pays the wild tax " \
                            f"({cents(state.options['tax_price'])} each)"
        return seen


GAME = PokerGame(
    key="daytime_baseball",
    title="Daytime baseball",
    description="Seven-card stud, threes and nines wild; a black six kills the hand; a four dealt face up "
                "offers one more card for a quarter. Options: wild tax, rainout.",
    phases=HOUSE,
    orders=ORDERS,
    options=(
        order_option("house"),
        Option("buy_price", "int", 25, "What the extra card a four dealt face up offers costs, in cents.",
               minimum=1),
        Option("wild_tax", "bool", False,
               "Wild tax: a three or nine is wild only once its owner pays for it (one in the hole when it "
               "is shown at the showdown); they may decline, and it stays natural."),
        Option("tax_price", "int", 25, "The wild tax on each three or nine, in cents.", minimum=1),
        Option("rainout", "bool", False,
               "Rainout: the seven of diamonds turned up (or shown at the showdown) ends the deal: the "
               "cards are dealt again to the players still in; the pot stays."),
    ),
    wild=NO_WILDS,
    wilds=threes_and_nines_untaxed,
    judge=black_six_in_the_hole,
    effects=(
        Kill(black_six, "a black six dealt face up kills the hand"),
        OfferCard(rank_of(4), price("buy_price"), "a four dealt face up: one more card, face down"),
        IfOption("wild_tax", WhenShown(TaxedWild(rank_of(3, 9), price("tax_price"), "the wild tax"))),
        IfOption("rainout", WhenShown(Redeal(seven_of_diamonds, "rainout: the cards are dealt again"))),
    ),
    extension=Ballpark(),
    stud=True,
    defaults={"ante": 5},
    max_players=7,
)
