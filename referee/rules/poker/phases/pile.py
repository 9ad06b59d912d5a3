"""Cards the dealer turns up onto a named table pile (Chaos Wilds' last wild card), entered as they are turned."""

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


def _due(state: PokerState) -> int:
    phase = state.current
    return phase.count - (len(state.zones.pile(phase.pile)) - len(state.since.pile(phase.pile)))


def _lay(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    actions.in_phase(state, Lay, "no_cards_now")
    cards = actions.cards_field(state, action)
    due = _due(state)
    if due <= 0:
        raise NotNow("no_cards_now", "No card is turned up now.")
    if len(cards) > due or len(set(cards)) != len(cards):
        raise RuleError("too_many_cards", f"Only {due} card{'s' if due > 1 else ''} come now.")
    actions.check_unseen(state, cards)
    return LAY.draft(actor, Turned(state.current.pile, actions.codes(cards)))


@dataclass(frozen=True)
class Turned:
    pile: str
    cards: list[str]


def _fold(state: PokerState, event: Event, turned: Turned) -> PokerState:
    for card in parse_cards(turned.cards):
        state = state.game.turned_up(replace(state, zones=state.zones.lay(turned.pile, [card])), None, card)
    return state


LAY = Kind("lay", Turned, _fold)


@dataclass(frozen=True)
class Lay(Phase):
    """`count` cards turned up from the deck onto the table pile `pile`."""

    name = "dealing"
    waiting = "The dealer is turning up cards: that can't be done now."
    drafters = MappingProxyType({"lay": _lay})
    folds = registry(LAY)

    pile: str = "table"
    count: int = 1
    why: str = ""  # what the dealer does, in words for the phone (else: turn up the last card)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat != state.setup.dealer or _due(state) <= 0:
            return []
        said = {"why": self.why} if self.why else {}
        return [specs.offer("lay", specs.cards("cards", low=1, high=_due(state)), pile=self.pile, count=_due(state),
                            **said)]

    def dealing(self, state: PokerState) -> int:
        return max(_due(state), 0)

    def complete(self, state: PokerState) -> bool:
        return _due(state) <= 0
