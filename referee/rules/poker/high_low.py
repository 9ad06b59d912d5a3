"""A pot split high-low: half to the best hand, half to the best low hand that qualifies (`core.low_hands`).

Each pot is split among the hands shown that are eligible for it and not
dead. With no low that qualifies, the best hand takes the whole pot. When the
pot can't be halved, the odd chip goes with the high half; tied lows split
their half. One hand may win both halves (a wheel can be both a straight and
the best low).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import RANK_NAMES
from ..core.low_hands import low, low_words
from .deal import PokerState, Verdict
from .ruling import hand_of


@dataclass(frozen=True)
class HighLow:
    qualifier: int  # the highest rank a low may hold: 8 for "eight or better"

    @property
    def words(self) -> str:
        return f"{RANK_NAMES[self.qualifier]} or better"

    def low_of(self, state: PokerState, seat: int) -> tuple[int, ...] | None:
        return low(hand_of(state, seat), state.wild(seat), self.qualifier)

    def verdict(self, state: PokerState, seat: int, cards) -> Verdict:
        """Not a kill or a win: says the low the hand makes, for the ruling."""
        value = self.low_of(state, seat)
        return Verdict(why=low_words(value)) if value else Verdict()

    def shares(self, state: PokerState, amount: int, eligible, best) -> list[tuple[int, tuple]]:
        judge = state.game.judge
        lows = {seat: value for seat in eligible if seat in state.zones.shown and seat not in state.killed
                and not (judge and judge(state, seat, hand_of(state, seat)).killed)
                and (value := self.low_of(state, seat)) is not None}
        if not lows:
            return [(amount, tuple(best))]
        lowest = min(lows.values())
        unit = state.setup.unit
        half = amount // unit // 2 * unit  # the odd chip stays with the high half
        parts = [(amount - half, tuple(best)), (half, tuple(seat for seat in lows if lows[seat] == lowest))]
        return [(share, seats) for share, seats in parts if share]
