"""A roll-up whose card a neighbour picks (Roll Your Neighbor Up: "each player randomly flips one down card
belonging to the player on their left").

At a real table the player points at one of their neighbour's face-down
cards, unseen, and its owner turns it up. Here each player still in points at
a place among their neighbour's face-down cards (`point`: the 2nd of 3), which
everyone hears; nobody but the owner knows which card lies there. The owner
then turns that card up (`turn_pointed`): when their own entry of their hand
is whole, the place is read in it, in the order their phone lists their cards,
and only that card may be turned; otherwise they enter the card turned up.
The pointer's phone never holds a card of the neighbour's, and the owner's
card is seen by the others only once it is face up.

The neighbour is the next player still in on the left (`step` 1) or on the
right (-1). Players point and turn in any order; the step ends when every
card pointed at is face up. The card turned up lies face up in front of its
owner like any card turned up (`roll_up.ROLL`).
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
from .passing import receiver
from .roll_up import ROLL, rolled

POINTED = "pointed:"  # pending: the place pointed at among an owner's face-down cards (1 the first), by owner


def ordinal(place: int) -> str:
    return f"{place}{'th' if 10 <= place % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(place % 10, 'th')}"


def _target(state: PokerState, seat: int) -> int | None:
    """The neighbour whose card the seat points at, if they hold one face down and are not the seat itself."""
    owner = receiver(state, seat, state.current.step)
    return owner if owner != seat and state.down_count(owner) else None


def _pointer(state: PokerState, owner: int) -> int:
    return receiver(state, owner, -state.current.step)


def _place(state: PokerState, owner: int) -> int | None:
    return state.pending.get(f"{POINTED}{owner}")


def _point(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, NeighbourRollUp, "no_roll_up_now")
    if seat not in state.contenders():
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    owner = _target(state, seat)
    if owner is None or owner in state.done:
        raise NotNow("nothing_to_point_at", "Your neighbour has no face-down card for you to pick now.")
    if _place(state, owner) is not None:
        raise NotNow("already_pointed", "You have picked your neighbour's card: its owner turns it up.")
    held = state.down_count(owner)
    place = action.get("place")
    if not isinstance(place, int) or isinstance(place, bool) or not 1 <= place <= held:
        raise RuleError("bad_place", f"Pick one of your neighbour's {held} face-down cards: a number from 1 to "
                        f"{held}.")
    side = "left" if state.current.step > 0 else "right"
    line = {"seats": [seat], "says": f"picks the {ordinal(place)} of the {held} face-down cards of the player on "
                                     f"their {side}, to be turned up"}
    return POINT.draft(actor, Pointed(owner, place, [line]))


@dataclass(frozen=True)
class Pointed:
    owner: int  # whose card is to be turned up
    place: int  # its place among the owner's face-down cards, 1 the first
    lines: list  # the same said, for all to hear


def _fold_pointed(state: PokerState, event: Event, pointed: Pointed) -> PokerState:
    return replace(state, pending={**state.pending, f"{POINTED}{pointed.owner}": pointed.place})


def _turn(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, NeighbourRollUp, "no_roll_up_now")
    place = _place(state, seat)
    if seat in state.done:
        raise NotNow("already_turned", "You have turned up the card your neighbour picked.")
    if place is None:
        raise NotNow("not_picked_yet", "Your neighbour has not picked which of your face-down cards you turn up "
                                       "yet.")
    cards = actions.cards_field(state, action)
    if len(cards) != 1:
        raise RuleError("wrong_count", "Turn up the one card your neighbour picked.")
    actions.check_unseen(state, cards, own=state.zones.known.get(seat, ()))
    entered = actions.whole_entry(state, seat)
    if entered is not None and cards[0] != entered[place - 1]:
        raise RuleError("not_the_card_picked", f"Your neighbour picked the {ordinal(place)} of your face-down "
                        f"cards as you entered them, {entered[place - 1]}: turn that one up, or enter your cards "
                        "again if they changed.")
    return ROLL.draft(actor, rolled({seat: actions.codes(cards)}))


POINT = Kind("point", Pointed, _fold_pointed)


@dataclass(frozen=True)
class NeighbourRollUp(Phase):
    name = "roll_up"
    waiting = "Everyone still in picks one of their neighbour's face-down cards, which its owner turns up."
    drafters = MappingProxyType({"point": _point, "turn_pointed": _turn})
    folds = registry(POINT, ROLL)

    step: int = 1  # the neighbour picked from: 1 the player on the left, -1 on the right

    def _owners(self, state: PokerState) -> list[int]:
        """The players whose card a neighbour picks at this step, still to turn it up."""
        owners = {_target(state, seat) for seat in state.contenders()} - {None} - state.done
        return [seat for seat in state.contenders() if seat in owners]

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        found = []
        owner = _target(state, seat) if seat in state.contenders() else None
        if owner is not None and owner not in state.done and _place(state, owner) is None:
            side = "left" if self.step > 0 else "right"
            found.append(specs.offer("point", specs.integer("place", 1, state.down_count(owner)), owner=owner,
                                     count=state.down_count(owner), side=side))
        place = _place(state, seat)
        if place is not None and seat not in state.done:
            entered = actions.whole_entry(state, seat)
            choices = [entered[place - 1].code] if entered is not None else None
            field = specs.cards("cards", 1, choices=choices, own="down", shown=True, leaves="table")
            found.append(specs.offer("turn_pointed", field, place=ordinal(place)))
        return found

    def complete(self, state: PokerState) -> bool:
        return not self._owners(state)

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset(), pending={key: value for key, value in state.pending.items()
                                                         if not key.startswith(POINTED)})
