"""Hands made with another player's face-up cards (Love Canal, Chernobyl): a hand is exactly `own` of its
player's face-down cards and the rest of its five from the face-up cards of one other player still in, the best
over every such player.

Each seat's board is the face-up cards of every other player still in, each player's cards one line of it
(`core.lines`), so the hand ranking plays one player's cards at a time; the seat's own face-up cards are in no
hand of its own. The ruling says whose cards each hand shown used.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import Card
from ..core.hand_values import STANDARD
from ..core.lines import Lines
from ..core.omaha import Holding
from .deal import Extension, PokerState
from .high_low import HighLow, split_of
from .phases.declare import revealed


def _others(state: PokerState, seat: int) -> list[int]:
    """The other players still in who have cards face up, in the table's order."""
    return [other for other in state.order if other != seat and other in state.in_hand and state.zones.face_up(other)]


@dataclass(frozen=True)
class OthersUp(Extension):
    own: int  # the face-down cards of its own a hand uses, exactly

    def hand_cards(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        return state.zones.shown[seat]

    def board(self, state: PokerState, seat: int | None) -> tuple[tuple[Card, ...], Holding]:
        if seat is None:
            return super().board(state, seat)
        board = sum((state.zones.face_up(other) for other in _others(state, seat)), ())
        return board, self._lines(state, seat)

    def _lines(self, state: PokerState, seat: int, only: int | None = None) -> Lines:
        """Each other player's face-up cards as one line of the seat's board (`only`: that player's alone)."""
        lines, start = [], 0
        for other in _others(state, seat):
            count = len(state.zones.face_up(other))
            if only in (None, other):
                lines.append(tuple(range(start, start + count)))
            start += count
        return Lines(tuple(lines), (self.own, True), state.game.holding)

    def used(self, state: PokerState, seat: int, low: HighLow | None = None) -> int | None:
        """The player whose face-up cards the seat's best hand used (`low`: its best low under this split; None
        when it has none); the first in the table's order, on a tie."""
        board, _ = self.board(state, seat)
        wild, cards = state.wild(seat), self.hand_cards(state, seat)
        order = state.game.ranking(state.options) if state.game.ranking else STANDARD
        found = {}
        for other in _others(state, seat):
            lines = self._lines(state, seat, other)
            if low is None:
                found[other] = lines.hand(cards, board, wild, state.deck, order)
            elif (value := lines.low(cards, board, wild.for_low, low.qualifier)) is not None:
                found[other] = value
        best = min if low else max  # the lowest low, the highest hand
        return best(found, key=lambda other: found[other], default=None)

    def said(self, state: PokerState, hands) -> str:
        """" Seat 1's hand used seat 3's face-up cards; seat 3's high hand used seat 1's face-up cards, its low
        seat 2's": whose cards each hand shown used, for the sides it played for."""
        split, declared = split_of(state.game), revealed(state)
        told = []
        for seat in sorted(seat for seat in hands if seat in state.zones.shown):
            side = declared.get(seat, "both" if split else "high")
            high = self.used(state, seat) if side != "low" else None
            low = self.used(state, seat, split) if split and side != "high" else None
            if high is not None and low is not None and high != low:
                told.append(f"seat {seat}'s high hand used seat {high}'s face-up cards, its low seat {low}'s")
            elif (other := high if high is not None else low) is not None:
                told.append(f"seat {seat}'s {'low ' if high is None else ''}hand used seat {other}'s face-up cards")
        return f" {'; '.join(told)[0].upper()}{'; '.join(told)[1:]}." if told else ""
