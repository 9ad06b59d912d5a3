"""A fixed-order roll-out (Anaconda's): each player stacks their face-down cards in an order they choose, in
secret, and the cards are then turned up from the top of the stacks, a betting round between turns.

Stacking (`Stack`): each player still in enters the order of all their
face-down cards on their phone (or of `count` of them, the rest staying in
the hand face down: Love Canal's two), top card first; nobody, the host included,
sees it. A player may change it until every player still in has stacked,
since nothing is turned before then; after that the referee keeps it, and the
order can't change. Turning (`FlipTop`): the referee turns up the next
`count` cards of every stack at once, as a roll-up made together turns them
(`roll_up.rolled`): each lies face up as if dealt so and fires what a card
turned up fires. A card still in a stack is shown to nobody.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import Card, parse_cards
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import REFEREE, Draft, Event
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Phase, PokerState
from .roll_up import ROLL, rolled

STACKED = "stack:"  # pending: each seat's stack, top card first, for the rest of the deal


def stacked(state: PokerState, seat: int) -> tuple[Card, ...] | None:
    return state.pending.get(f"{STACKED}{seat}")


def _unturned(state: PokerState, seat: int) -> tuple[Card, ...]:
    """The cards still face down in the seat's stack, top first."""
    turned = set(state.zones.turned)
    return tuple(card for card in stacked(state, seat) or () if (seat, card) not in turned)


def _stack(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Stack, "no_stack_now")
    phase = state.current
    assert isinstance(phase, Stack)
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    held = state.down_count(seat)
    size = phase.size(state, seat)
    cards = actions.cards_field(state, action)
    if len(cards) != size:
        raise RuleError("wrong_count", f"Put all your {held} face-down cards in your stack, each once, the top "
                                       "card first." if size == held else
                        f"Put {size} of your {held} face-down cards in your stack, each once, the top card first.")
    actions.check_own(state, seat, cards, "stack yours")
    return STACK.draft(actor, Stacked({"cards": actions.codes(cards)}))


@dataclass(frozen=True)
class Stacked:
    hidden: Mapping[str, Any]  # {"cards": [...]}, top first: the player's secret until each card is turned


def _fold_stacked(state: PokerState, event: Event, made: Stacked) -> PokerState:
    seat, cards = int(event.actor[5:]), parse_cards(made.hidden["cards"])
    whole = len(cards) == state.down_count(seat)  # a stack of only some cards says nothing of the others
    zones = state.zones.enter(seat, cards) if whole else state.zones
    return replace(state, zones=zones, pending={**state.pending, f"{STACKED}{seat}": cards})


STACK = Kind("stack", Stacked, _fold_stacked)


@dataclass(frozen=True)
class Stack(Phase):
    name = "stack"
    waiting = "Everyone still in stacks their face-down cards now, in the order they will be turned up."
    drafters = MappingProxyType({"stack": _stack})
    folds = registry(STACK)

    count: int | None = None  # the cards stacked, of those face down (None: all of them)

    def size(self, state: PokerState, seat: int) -> int:
        """How many of its face-down cards the seat stacks."""
        held = state.down_count(seat)
        return held if self.count is None else min(self.count, held)

    def enter(self, state: PokerState) -> PokerState:
        """Stacks begin afresh: those of cards gathered for a redeal went with them."""
        return replace(state, pending={key: value for key, value in state.pending.items()
                                       if not key.startswith(STACKED)})

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        held = state.down_count(seat)
        if seat not in state.in_hand or not held:
            return []
        entered, made = actions.whole_entry(state, seat), stacked(state, seat)
        size = self.size(state, seat)
        field = specs.cards("cards", size, choices=actions.codes(entered) if entered else None, own="down",
                            ordered=True)
        some = {"held": held} if size < held else {}  # a stack of only some: the rest stay in the hand
        return [specs.offer("stack", field, count=size, **some, **({"stacked": actions.codes(made)} if made else {}))]

    def complete(self, state: PokerState) -> bool:
        return all(stacked(state, seat) is not None or not state.down_count(seat) for seat in state.contenders())


@dataclass(frozen=True)
class FlipTop(Phase):
    """The referee turns up the next `count` cards of every stack still in, all at once."""

    name = "flip_top"
    waiting = "The top cards of the stacks are turned up now."
    folds = registry(ROLL)

    count: int = 1

    def _due(self, state: PokerState) -> dict[int, tuple[Card, ...]]:
        due = {seat: _unturned(state, seat)[:self.count] for seat in state.contenders() if seat not in state.done}
        return {seat: cards for seat, cards in due.items() if cards}

    def followup(self, state: PokerState) -> Draft | None:
        due = self._due(state)
        return ROLL.draft(REFEREE, rolled({seat: actions.codes(cards) for seat, cards in due.items()})) if due else None

    def complete(self, state: PokerState) -> bool:
        return not self._due(state)

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())
