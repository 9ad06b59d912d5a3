"""The lowest hand takes the pot when exactly so many players are at the showdown, the best hand otherwise
(Iffy Guts: "if two people are in the showdown, low hand takes the pot, otherwise high hand").

The low is the ace-to-five low of the hand's cards with no qualifier, pairs and all, as the high-low split
without a qualifier reads it (`high_low`): the text names no other. Players at the showdown are those still
in when it comes, a hand mucked there among them (it concedes).
"""

from __future__ import annotations

from dataclasses import dataclass

from .deal import PokerState, Verdict
from .high_low import HighLow, lowest

ANY_LOW = HighLow(None)


@dataclass(frozen=True)
class LowWhenFew:
    count: int  # how many at the showdown make the lowest hand win

    def applies(self, state: PokerState) -> bool:
        return len(state.in_hand) == self.count

    def verdict(self, state: PokerState, seat: int, cards) -> Verdict:
        """Not a kill or a win: says the hand's low when the low takes the pot, for the ruling."""
        return ANY_LOW.verdict(state, seat, cards) if self.applies(state) else Verdict()

    def shares(self, state: PokerState, amount: int, eligible, best) -> list[tuple[int, tuple, str]]:
        """The whole pot to the lowest hand shown among the eligible, when the count is right."""
        lows = ANY_LOW.lows(state, eligible) if self.applies(state) else {}
        if not lows:
            return [(amount, tuple(best))]
        return [(amount, lowest(lows), f"the whole pot to the lowest hand, {self.count} at the showdown")]
