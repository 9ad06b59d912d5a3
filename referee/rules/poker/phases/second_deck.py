"""The dealer turns up cards set aside from a second deck (Stampede): `count` of them, entered by the dealer.

They come from another deck, so they may repeat cards of the deck in play
(not a clash) and are not counted as dealt from it; only a card of the second
deck turned up twice is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import parse_cards
from ...core.errors import RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Phase, PokerState


def due(state: PokerState) -> int:
    """Cards of the second deck still to turn up in this phase."""
    phase = state.current
    if not isinstance(phase, SecondDeck):
        return 0
    return phase.count - (len(state.zones.second) - len(state.since.second))


def _turn(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    actions.in_phase(state, SecondDeck, "no_second_deck_now")
    cards = actions.cards_field(state, action)
    if len(cards) != due(state):
        raise RuleError("wrong_count", f"Turn up {due(state)} of the cards set aside from the second deck.")
    for card in cards:
        if card in state.zones.second:
            raise RuleError("card_twice", f"{card} of the second deck is already turned up; check the card you "
                            "entered.")
    return TURN_ASIDE.draft(actor, TurnedAside(actions.codes(cards)))


@dataclass(frozen=True)
class TurnedAside:
    second_deck: list[str]  # turned up from the second deck, for all to see


def _fold(state: PokerState, event: Event, turned: TurnedAside) -> PokerState:
    for card in parse_cards(turned.second_deck):
        state = state.game.turned_up(replace(state, zones=state.zones.turn_second([card])), None, card)
    return state


TURN_ASIDE = Kind("turn_aside", TurnedAside, _fold)


@dataclass(frozen=True)
class SecondDeck(Phase):
    name = "second_deck"
    waiting = "The dealer turns up a card set aside from the second deck now."
    drafters = MappingProxyType({"turn_aside": _turn})
    folds = registry(TURN_ASIDE)

    count: int = 1

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat != state.setup.dealer or due(state) <= 0:
            return []
        left = [card.code for card in state.deck.cards if card not in state.zones.second]
        return [specs.offer("turn_aside", specs.cards("cards", due(state), choices=left), count=due(state))]

    def complete(self, state: PokerState) -> bool:
        return due(state) <= 0
