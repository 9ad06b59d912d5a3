"""A redeal called (Captain Razz: "if the player with the low hand showing wants, there is a redeal"): in a low
game, the player showing the lowest hand says whether the cards are dealt again or the deal plays on.

The player is the one a stud game would have bet first, the best hand showing as the game ranks hands (in a low
game, the lowest; equal hands, the first from the dealer's left). A redeal gathers every card and deals the
script again to the players still in, the pot staying (`flow.redeal`), so the call comes again at its step of
the new deal.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Phase, PokerState
from ..flow import redeal
from .betting import best_showing

WORDS = ("redeal", "play on")


def caller(state: PokerState) -> int | None:
    """The player showing the lowest hand, while two players or more are still in."""
    return best_showing(state) if len(state.contenders()) > 1 else None


def _call(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, RedealCall, "no_redeal_call_now")
    phase = state.current
    if seat != phase.turn(state):
        raise NotNow("not_your_call", "Only the player showing the lowest hand may call a redeal.")
    word = action.get("say")
    if word not in WORDS:
        raise RuleError("bad_word", "Say redeal or play on.")
    return CALLED.draft(actor, Called(word))


@dataclass(frozen=True)
class Called:
    say: str  # "redeal" or "play on", for all to hear


def _fold(state: PokerState, event: Event, called: Called) -> PokerState:
    if called.say == "redeal":
        return redeal(state)
    return replace(state, done=state.done | {int(event.actor[5:])})


CALLED = Kind("call_redeal", Called, _fold)


@dataclass(frozen=True)
class RedealCall(Phase):
    name = "redeal_call"
    waiting = "The player showing the lowest hand calls a redeal or plays on now."
    drafters = MappingProxyType({"call_redeal": _call})
    folds = registry(CALLED)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat != self.turn(state):
            return []
        return [specs.offer("call_redeal", specs.choice("say", WORDS))]

    def turn(self, state: PokerState) -> int | None:
        seat = caller(state)
        return None if seat is None or seat in state.done else seat

    def complete(self, state: PokerState) -> bool:
        return self.turn(state) is None

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())
