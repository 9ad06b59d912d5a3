"""A twist: each player still in, in turn, may replace one face-down card for a price paid to the pot, or
stand pat.

It is a draw of at most one card whose every card is taxed (`Draw` with a
`DrawTax` of no free card): the player says whether they change a card, may
enter their hand after it privately, and the price goes from their stack to
the pot with the rule named. The table's option of drawing up to five does
not reach it, and a player who cannot pay the price is offered only to stand
pat.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..deal import PokerState
from .draw import Draw


@dataclass(frozen=True)
class Twist(Draw):
    name = "twist"
    waiting = "This is the twist: replace a card or stand pat when it is your turn."

    most: int = 1

    def limits(self, state: PokerState) -> tuple[int, int | None]:
        return self.most, None
