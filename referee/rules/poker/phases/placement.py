"""A placement phase: every player still in makes the game's own moves, in any order, and says done.

The moves are the game's (its `Extension`); the phase ends when everyone still
in has said done. Martian Poker places its Icehouse pieces here.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.errors import NotNow
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Phase, PokerState


def _done(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Placement, "nothing_to_finish")
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    if seat in state.done:
        raise NotNow("already_done", "You have already said done; the others are still deciding.")
    return DONE.draft(actor, Done())


@dataclass(frozen=True)
class Done:
    """A player has made all their moves of the phase."""


def _fold(state: PokerState, event: Event, done: Done) -> PokerState:
    return replace(state, done=state.done | {int(event.actor[5:])})


DONE = Kind("done", Done, _fold)


@dataclass(frozen=True)
class Placement(Phase):
    name = "placement"
    waiting = "Everyone still in makes their moves and says done; the betting comes after."
    drafters = MappingProxyType({"done": _done})
    folds = registry(DONE)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat in state.in_hand and seat not in state.done:
            return [specs.offer("done")]
        return []

    def complete(self, state: PokerState) -> bool:
        return state.in_hand <= state.done

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())
