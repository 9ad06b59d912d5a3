"""A pot split high-low: half to the best hand, half to the best low hand that qualifies (`core.low_hands`).

Each pot is split among the hands shown that are eligible for it and not
dead. With no low that qualifies, the best hand takes the whole pot. When the
pot can't be halved, the odd chip goes with the high half; tied lows split
their half. One hand may win both halves (a wheel can be both a straight and
the best low).

In a game where the players declare (`phases.declare`), the high half goes to
the best hand among those who declared high or both, the low half to the best
qualifying low among those who declared low or both. A player who declared
both must win or tie for both halves, else they forfeit both, and the halves
go to the best among the others. A half nobody wins goes with the other
half. A pot where nobody is left to win either half (everyone who could
forfeited) is split as if nobody had declared.

With no qualifier (`qualifier` None) every hand has a low, the ace-to-five
low of its cards, a pair or worse if it holds no five ranks: the lowest hand
takes the low half.

A ruling says who took each half and with what (`halves`): the high half's
winner with its hand, the low half's with its low. Each hand's verdict says
its low as players call it, "Eight-six low (8-6-4-3-A)" (`verdict`, the
defined games; "No low" in `said`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.ace_to_five import any_low_words
from ..core.cards import RANK_NAMES
from ..core.low_hands import low_name
from .deal import PokerState, Verdict
from .phases.declare import revealed
from .ruling import best_of, hand_of, shown_hand


LOW_CARDS = 5


def split_of(game) -> HighLow | None:
    """The high-low split whose halves share the game's pots (cards speak), if they are so shared: such a
    game says each hand with its low."""
    owner = getattr(game.shares, "__self__", None)
    return owner if isinstance(owner, HighLow) else None


@dataclass(frozen=True)
class HighLow:
    qualifier: int | None  # the highest rank a low may hold: 8 for "eight or better"; None: any hand

    @property
    def words(self) -> str:
        return f"{RANK_NAMES[self.qualifier]} or better" if self.qualifier is not None else "any hand"

    def low_of(self, state: PokerState, seat: int) -> tuple[int, ...] | None:
        return state.low(hand_of(state, seat), state.wild(seat), self.qualifier, seat)

    def verdict(self, state: PokerState, seat: int, cards) -> Verdict:
        """Not a kill or a win: says the low the hand makes, for the ruling."""
        value = self.low_of(state, seat)
        if self.qualifier is None:
            said = state.game.holding.low_said(value) or any_low_words(value)
            return Verdict(why=f"its low: {said[0].lower()}{said[1:]}")
        return Verdict(why=low_name(value)) if value else Verdict()

    def said(self, state: PokerState, seat: int, cards) -> Verdict:
        """Not a kill or a win: says the low the hand makes as players call it, or "No low"."""
        return Verdict(why=self._named(state, self.low_of(state, seat)))

    def _named(self, state: PokerState, value: tuple[int, ...] | None) -> str:
        if value is not None and (said := state.game.holding.low_said(value)):
            return said
        return low_name(value) if self.qualifier is not None else any_low_words(value)

    def with_low(self, state: PokerState, cards, wild, words: str) -> str:
        """A hand's words with its low once it holds the five cards a low needs: "Pair of kings; eight-six low
        (8-6-4-2-A)", "...; no low"."""
        value = state.low(cards, wild, self.qualifier)
        own = value is not None and state.game.holding.low_said(value)  # a total, say, of any number of cards
        if not own and len(cards) < LOW_CARDS:
            return words
        low = own or low_name(value)
        return f"{words}; {low[0].lower()}{low[1:]}"

    def lows(self, state: PokerState, seats) -> dict[int, tuple[int, ...]]:
        """The qualifying low of each of these seats' hands shown and alive."""
        judge = state.game.judge
        return {seat: value for seat in seats if seat in state.zones.shown and seat not in state.killed
                and not (judge and judge(state, seat, hand_of(state, seat)).killed)
                and (value := self.low_of(state, seat)) is not None}

    def halves(self, state: PokerState, amount: int, eligible, best) -> list[tuple[int, tuple, str]]:
        """The halves of a pot, each its amount, its winners and what it is ("the low half, with ...")."""
        return self._halves(state, amount, *self.sides(state, eligible, best))

    def sides(self, state: PokerState, eligible, best) -> tuple[tuple, tuple]:
        """The winners of the high half and of the low half, as declared or as the cards speak."""
        declared = revealed(state)
        if declared:
            high, lows = self._declared(state, eligible, declared)
            if high or lows:
                return high, lows
        return self._beating(state, tuple(best), lowest(self.lows(state, eligible)))

    def _beating(self, state: PokerState, high: tuple, lows: tuple) -> tuple[tuple, tuple]:
        """The best high and low hands that win their halves: all of them, with no other hand to beat."""
        return high, lows

    def _declared(self, state: PokerState, eligible, declared) -> tuple[tuple, tuple]:
        """The winners of the high and the low half among the hands that declared each side."""
        shown = [seat for seat in eligible if seat in state.zones.shown]

        def sides(seats) -> tuple[tuple, tuple]:
            high = best_of(state, [seat for seat in seats if declared.get(seat) in ("high", "both")])
            return self._beating(state, high, lowest(self.lows(state, [seat for seat in seats
                                                                       if declared.get(seat) in ("low", "both")])))

        high, lows = sides(shown)
        forfeit = {seat for seat in shown if declared.get(seat) == "both" and not (seat in high and seat in lows)}
        return sides([seat for seat in shown if seat not in forfeit]) if forfeit else (high, lows)

    def _halves(self, state: PokerState, amount: int, high: tuple, lows: tuple) -> list[tuple[int, tuple, str]]:
        high_hand = within(shown_hand(state, high[0]).words) if high and high[0] in state.zones.shown else ""
        low_hand = within(self._named(state, self.low_of(state, lows[0]))) if lows else ""
        if not lows:
            return [(amount, high, f"the whole pot (no low qualifies){high_hand}")]
        if not high:
            return [(amount, lows, f"the whole pot{low_hand}")]
        return [part for part in self._split(amount, state.setup.unit, (high, high_hand), (lows, low_hand)) if part[0]]

    @staticmethod
    def _split(amount: int, unit: int, high: tuple, low: tuple) -> list[tuple[int, tuple, str]]:
        """The high half and the low half, each with its winners and the words of its hand."""
        half = amount // unit // 2 * unit  # the odd chip stays with the high half
        return [(amount - half, high[0], f"the high half{high[1]}"), (half, low[0], f"the low half{low[1]}")]


def within(words: str) -> str:
    """", with flush, king high": a hand's words inside a sentence."""
    return f", with {words[0].lower()}{words[1:]}"


def lowest(lows: dict[int, tuple[int, ...]]) -> tuple[int, ...]:
    """The seats holding the best (lowest) of these lows."""
    return tuple(seat for seat in lows if lows[seat] == min(lows.values())) if lows else ()
