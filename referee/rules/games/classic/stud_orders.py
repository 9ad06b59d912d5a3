"""The orders the stud games of the house list are dealt in, with a bet after each wave.

The house order: 2 down and 1 up, 2 down, 1 up, 1 up. The standard order:
2 down and 1 up, 1 up, 1 up, 1 up, 1 down. The first down cards come with
the first up card, so that the first bet has a hand showing to start it.
In fixed limit the big bet is used from the third round on.

A game dealt in either order offers the other with its "order" option
(`order_option`); the dealer chooses when the deal starts.
"""

from __future__ import annotations

from ...engine.variant import Option
from ...poker.phases import Betting, Cards

HOUSE = (
    Cards(down=2, up=1), Betting(),
    Cards(down=2), Betting(),
    Cards(up=1), Betting(big=True),
    Cards(up=1), Betting(big=True),
)

STANDARD = (
    Cards(down=2, up=1), Betting(),
    Cards(up=1), Betting(),
    Cards(up=1), Betting(big=True),
    Cards(up=1), Betting(big=True),
    Cards(down=1), Betting(big=True),
)

ORDERS = {"house": HOUSE, "standard": STANDARD}


def order_option(default: str = "house") -> Option:
    """The dealer's choice of order: `default` unless the dealer picks the other."""
    return Option(
        "order", "choice", default,
        "How the cards are dealt, a bet after each wave: house (2 down and 1 up, 2 down, 1 up, 1 up) "
        "or standard (2 down and 1 up, 1 up, 1 up, 1 up, 1 down).",
        choices=tuple(ORDERS), words=("House order", "Standard order"),
    )
