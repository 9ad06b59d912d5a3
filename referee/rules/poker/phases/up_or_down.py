"""Cards dealt up or down at their players' choice (Down Your Own: "deal three to each player, up or down at their
choice, no player may have more than three down cards").

Round by round, `count` times, each player still in, in turn from the dealer's left, says how their next card
comes before it is dealt: face down (they enter it privately, as any face-down card) or face up (the dealer deals
it and enters it, as a card bought face up is: `owed_up`, and the rules on cards read it as any card turned up).
Nobody may hold more than `most_down` cards face down: a player who holds that many is offered only face up.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from .. import actions, owed_up
from ..deal import Phase, PokerState

UP, DOWN = "next_up", "next_down"  # the player's word for their next card


def dealt_here(state: PokerState, seat: int) -> int:
    """The cards dealt to the seat since the phase began, face down or face up (one owed counts)."""
    now, then = state.zones, state.since
    owing = 1 if owed_up.owed(state) == seat else 0
    return now.down_count(seat) - then.down_count(seat) + len(now.face_up(seat)) - len(then.face_up(seat)) + owing


def _answer(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, UpOrDown, "no_choice_now")
    if owed_up.owed(state) is not None:
        raise NotNow("dealing_up", f"The dealer deals seat {owed_up.owed(state)} their card face up first.")
    if state.to_act() != seat:
        raise NotNow("not_your_turn", f"It is seat {state.to_act()}'s turn to say how their next card comes.")
    most = state.current.most_down
    if action["type"] == DOWN and most is not None and state.down_count(seat) >= most:
        raise RuleError("too_many_down", f"Nobody may hold more than {most} cards face down: your next card comes "
                                         "face up.")
    return (CHOSE_DOWN if action["type"] == DOWN else CHOSE_UP).draft(actor, Chose(seat))


@dataclass(frozen=True)
class Chose:
    seat: int


def _fold_down(state: PokerState, event: Event, chose: Chose) -> PokerState:
    return replace(state, zones=state.zones.deal_down([chose.seat], 1))


def _fold_up(state: PokerState, event: Event, chose: Chose) -> PokerState:
    return owed_up.owe_up(state, chose.seat)


CHOSE_DOWN = Kind(DOWN, Chose, _fold_down)
CHOSE_UP = Kind(UP, Chose, _fold_up)


@dataclass(frozen=True)
class UpOrDown(Phase):
    name = "up_or_down"
    waiting = "Each player in turn says whether their next card comes face up or face down now."
    drafters = MappingProxyType({UP: _answer, DOWN: _answer, "deal_up": owed_up.deal_owed})
    folds = registry(CHOSE_UP, CHOSE_DOWN, owed_up.DEAL_OWED)

    count: int = 1
    most_down: int | None = None  # the most face-down cards a hand may hold

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if owed_up.owed(state) is not None:
            return owed_up.offers(state, seat, "the card they said comes face up")
        if self.turn(state) != seat:
            return []
        found = [specs.offer(UP)]
        if self.most_down is None or state.down_count(seat) < self.most_down:
            found.append(specs.offer(DOWN))
        return found

    def turn(self, state: PokerState) -> int | None:
        if owed_up.owed(state) is not None:
            return None
        waiting = [seat for seat in state.contenders() if dealt_here(state, seat) < self.count]
        return min(waiting, key=lambda seat: dealt_here(state, seat)) if waiting else None

    def dealing(self, state: PokerState) -> int:
        return 1 if owed_up.owed(state) is not None or self.turn(state) is not None else 0

    def complete(self, state: PokerState) -> bool:
        return owed_up.owed(state) is None and self.turn(state) is None
