"""A card dealt face up that wins the pot at once (Joker Stud: "if a player is ever dealt a face up joker, the
game ends and they take the pot").

The deal ends as the card is folded: every other hand still in is beaten, so
no card dealt after it changes anything, and the referee says so in an event
of its own (`Won`) before its ruling, which gives the pot to the one hand
left. The beaten hands win nothing, as killed hands: one that put in more
than the winner could match (the winner all in for less) takes back, by
table stakes, what the winner's chips did not reach.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core.cards import Card
from ..engine.events import REFEREE, Draft, Event
from ..engine.typed import Kind
from .deal import Effect, PokerState
from .effects import Test

WIN_DUE = "wins due"  # the win the referee has yet to say


@dataclass(frozen=True)
class WinsAtOnce(Effect):
    test: Test
    why: str  # "a joker dealt face up wins the pot"

    def turned_up(self, state: PokerState, seat: int | None, card: Card) -> PokerState:
        if seat is None or seat not in state.in_hand or not self.test(card):
            return state
        why = f"{card}: {self.why}"
        beaten = state.in_hand - {seat}
        notes = {**state.notes, WIN_DUE: f"{seat}:{why}"}
        notes.update({f"killed:{other}": f"beaten: {card} dealt face up to seat {seat} wins the pot"
                      for other in beaten})
        return replace(state, in_hand=frozenset({seat}), killed=state.killed | beaten, notes=notes)

    def followup(self, state: PokerState) -> Draft | None:
        if WIN_DUE not in state.notes:
            return None
        seat, why = state.notes[WIN_DUE].split(":", 1)
        return WON.draft(REFEREE, Won(int(seat), why, f"Seat {seat} wins the pot at once: {why}."))


@dataclass(frozen=True)
class Won:
    seat: int
    why: str
    says: str


def _fold_won(state: PokerState, event: Event, won: Won) -> PokerState:
    return replace(state, notes={key: said for key, said in state.notes.items() if key != WIN_DUE})


WON = Kind("won_at_once", Won, _fold_won)
