"""A discard: every player still in throws away `count` face-down cards, in any order (`keep`: as many as
take them down to that many face-down cards; one who holds no more throws none)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import parse_cards
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Phase, PokerState


def _discard(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Discard, "no_discard_now")
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    if seat in state.done:
        raise NotNow("already_discarded", "You have already discarded.")
    if not state.current.thrown(state, seat):
        raise NotNow("nothing_to_discard", f"You hold {state.down_count(seat)} face-down cards: you keep them all.")
    thrown = None
    if action.get("cards") is not None:
        cards, count = actions.cards_field(state, action), state.current.thrown(state, seat)
        if len(cards) != count or len(set(cards)) != count:
            raise RuleError("wrong_count", f"Throw away {count} of your face-down cards, each once." if count > 1
                            else "Throw away one of your face-down cards.")
        actions.check_own(state, seat, cards, "throw away yours")
        thrown = {"cards": actions.codes(cards)}
    return DISCARD.draft(actor, Discarded(thrown))


@dataclass(frozen=True)
class Discarded:
    hidden: Mapping[str, Any] | None = None  # the cards thrown, if the player said: their secret


def _fold(state: PokerState, event: Event, discarded: Discarded) -> PokerState:
    seat = int(event.actor[5:])
    thrown = set(parse_cards((discarded.hidden or {}).get("cards", [])))
    zones = state.zones.throw(seat, state.current.thrown(state, seat))
    entered = zones.entered.get(seat)
    if entered is not None:
        kept = tuple(card for card in entered if card not in thrown)
        zones = zones.enter(seat, kept) if thrown and len(kept) < len(entered) else zones.forget(seat)
    return replace(state, done=state.done | {seat}, zones=zones)


DISCARD = Kind("discard", Discarded, _fold)


@dataclass(frozen=True)
class Discard(Phase):
    name = "discard"
    waiting = "Everyone discards now."
    drafters = MappingProxyType({"discard": _discard})
    folds = registry(DISCARD)

    count: int = 1
    keep: int | None = None

    def thrown(self, state: PokerState, seat: int) -> int:
        """How many cards the seat throws away."""
        return self.count if self.keep is None else max(state.down_count(seat) - self.keep, 0)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat in state.in_hand and seat not in state.done and (count := self.thrown(state, seat)):
            thrown = specs.cards("cards", count, own="down", leaves="discards", optional=True)
            return [specs.offer("discard", thrown, count=count)]
        return []

    def complete(self, state: PokerState) -> bool:
        return all(seat in state.done or not self.thrown(state, seat) for seat in state.in_hand)

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())
