"""What the baseball games share: threes and nines wild, the black six, the four's extra card for a
quarter, and the table's options of a wild tax and a rainout.

`effects(...)` are the rules on cards as they turn up (and, in Daytime,
as face-down cards are shown at the showdown): a black six kills its hand at
once; a four offers its owner one more card at `buy_price`; with `wild_tax`,
a three or nine is wild only once its owner pays `tax_price` (they may
decline); with `rainout`, the 7♦ deals everything again to the players
still in, the pot kept. `Ballpark` is the deal's view of every hand showing,
in words, and checks the prices are whole chips.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping

from ...core.cards import Card
from ...core.wilds import NO_WILDS, Wild, threes_and_nines
from ...engine.variant import Option, Setup
from ...money.stakes import cents
from ...poker.buying import whole_chips
from ...poker.deal import Effect, PokerState
from ...poker.effects import IfOption, Kill, OfferCard, Redeal, WhenShown, black_six, rank_of
from ...poker.showing import ShowingHands
from ...poker.wild_tax import TaxedWild

PRICES = ("buy_price", "tax_price")



def options(shown_too: bool = False) -> tuple[Option, ...]:
    """The options of a baseball game; `shown_too`: the wild tax and rainout also read hole cards shown."""
    hole = " (one in the hole when it is shown at the showdown)" if shown_too else ""
    return (
        Option("buy_price", "int", 25, "What the extra card a four turned up offers costs.",
               minimum=1, money=True),
        Option("wild_tax", "bool", False,
               f"Wild tax: a three or nine is wild only once its owner pays for it{hole}; they may decline, "
               f"and it stays natural."),
        Option("tax_price", "int", 25, "The wild tax on each three or nine.", minimum=1, money=True,
               when=("wild_tax", (True,))),
        Option("rainout", "bool", False,
               f"Rainout: the seven of diamonds turned up{' or shown at the showdown' if shown_too else ''} "
               f"ends the deal: the cards are dealt again to the players still in; the pot stays."),
    )


def price(option: str) -> Callable[[Mapping[str, Any]], int]:
    return lambda options: options[option]


def seven_of_diamonds(card: Card) -> bool:
    return card.rank == 7 and card.suit == "d"


def threes_and_nines_untaxed(state: PokerState, seat: int | None) -> Wild:
    """With the wild tax, no three or nine is wild until its owner pays for it (the paid card is made wild)."""
    return NO_WILDS if state.options.get("wild_tax") else threes_and_nines()


def effects(kill_rule: str, four_rule: str, shown_too: bool = False) -> tuple[Effect, ...]:
    """The rules on cards turned up; with `shown_too`, the wild tax and rainout read face-down cards shown."""
    def also(effect: Effect) -> Effect:
        return WhenShown(effect) if shown_too else effect

    return (
        Kill(black_six, kill_rule),
        OfferCard(rank_of(4), price("buy_price"), four_rule),
        IfOption("wild_tax", also(TaxedWild(rank_of(3, 9), price("tax_price"), "the wild tax"))),
        IfOption("rainout", also(Redeal(seven_of_diamonds, "rainout: the cards are dealt again"))),
    )


class Ballpark(ShowingHands):
    """Every hand showing, in words; and what is wild, said for the whole table under the wild tax."""

    def start(self, setup: Setup) -> Any:
        whole_chips(setup.options, setup.unit, PRICES)
        return None

    def view(self, state: PokerState, viewer: int | None) -> dict:
        seen = super().view(state, viewer)
        if state.options.get("wild_tax"):
            seen["wilds"] = f"Threes and nines are wild once their owner pays the wild tax " \
                            f"({cents(state.options['tax_price'])} each)"
        return seen
