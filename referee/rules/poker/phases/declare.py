"""A high-low declaration: once every card is out, every player still in declares "high", "low" or "both".

At a real table the declarations are made at once (chips in a closed fist,
opened together). On the phones each player enters theirs privately: it is
their secret (the event's `hidden` part) and the views show only who has
declared, until every player still in has. Then the referee reveals them all
at once, and they decide how the high-low split shares each pot
(`poker.high_low`). A player may change their declaration until the last one
is in. A deal dealt again (a rainout) declares again: what was declared goes
with the cards (`flow.redeal`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import REFEREE, Draft, Event
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Phase, PokerState

SIDES = ("high", "low", "both")
SECRET = "declare:"  # pending: a declaration not yet revealed, by seat
REVEALED = "declared:"  # notes: a declaration everyone has seen, by seat


def revealed(state: PokerState) -> dict[int, str]:
    """Every declaration revealed this deal, by seat (none before they are all in)."""
    return {seat: state.notes[f"{REVEALED}{seat}"] for seat in state.order if f"{REVEALED}{seat}" in state.notes}


def secret(state: PokerState, seat: int) -> str | None:
    """The seat's declaration, not yet revealed: for the seat's own eyes only."""
    return state.pending.get(f"{SECRET}{seat}")


def waiting(state: PokerState) -> list[int]:
    """Players still in who have not declared yet."""
    return [seat for seat in state.contenders() if secret(state, seat) is None]


def _declare(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Declare, "no_declaring_now")
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    side = action.get("side")
    if side not in SIDES:
        raise RuleError("bad_side", "Declare high, low or both.")
    return DECLARE.draft(actor, Declared({"side": side}))


@dataclass(frozen=True)
class Declared:
    hidden: Mapping[str, Any]  # {"side": "high" | "low" | "both"}: the player's secret until all are in


def _fold_declared(state: PokerState, event: Event, declared: Declared) -> PokerState:
    return replace(state, pending={**state.pending, f"{SECRET}{event.actor[5:]}": declared.hidden["side"]})


@dataclass(frozen=True)
class Revealed:
    declared: Mapping[str, str]  # every declaration, by seat
    lines: list  # the same said by seat: [{"seats": [1, 3], "says": "declare high"}]


def _fold_revealed(state: PokerState, event: Event, shown: Revealed) -> PokerState:
    notes = {**state.notes, **{f"{REVEALED}{seat}": side for seat, side in shown.declared.items()}}
    return replace(state, notes=notes)


DECLARE = Kind("declare", Declared, _fold_declared)
REVEAL = Kind("declarations", Revealed, _fold_revealed)


@dataclass(frozen=True)
class Declare(Phase):
    name = "declare"
    waiting = "Everyone still in declares high, low or both now."
    drafters = MappingProxyType({"declare": _declare})
    folds = registry(DECLARE, REVEAL)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat not in state.in_hand or self.complete(state):
            return []
        return [specs.offer("declare", specs.choice("side", SIDES), declared=secret(state, seat))]

    def followup(self, state: PokerState) -> Draft | None:
        if waiting(state) or self.complete(state):
            return None
        declared = {str(seat): secret(state, seat) for seat in state.contenders()}
        lines = []
        for side in SIDES:
            seats = [int(seat) for seat, said in declared.items() if said == side]
            if seats:
                lines.append({"seats": seats, "says": f"declare{'s' if len(seats) == 1 else ''} {side}"})
        return REVEAL.draft(REFEREE, Revealed(declared, lines))

    def complete(self, state: PokerState) -> bool:
        return all(seat in revealed(state) for seat in state.contenders())

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={})
