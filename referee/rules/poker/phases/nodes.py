"""Node cards: cards laid face down on the table in named piles, and turned one at a time by the players.

`Layout` deals the face-down node cards (`piles`: name -> count); nobody
enters them until they are turned. `NodeFlip` is one player's turn (`seat`;
the script gives one to each player still in): they choose a node with cards
left and turn its next card, entered by them or the dealer, and every player
still in answers for its rank with that node's sign (`answers`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import parse_cards
from ...core.errors import Forbidden, NotNow, RuleError
from ...engine import specs
from ...engine.events import HOST, Draft, Event, seat_actor
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Extension, Phase, PokerState
from .answers import ANSWERS, DRAFTERS, MINUS, PLUS, Asking, ask, asked, plural

NODES = MappingProxyType({PLUS: 4, MINUS: 4})


def _layout(state: PokerState) -> Mapping[str, int]:
    found = next((phase for phase in state.ran if isinstance(phase, Layout)), None)
    return found.piles if found else {}


def left(state: PokerState, node: str) -> int:
    """Face-down cards still on a node."""
    return _layout(state).get(node, 0) - len(state.zones.pile(node))


@dataclass(frozen=True)
class Layout(Phase):
    """Node cards dealt face down onto the table."""

    name = "dealing"
    piles: Mapping[str, int] = field(default_factory=lambda: NODES)

    def enter(self, state: PokerState) -> PokerState:
        return replace(state, zones=replace(state.zones, dealt=state.zones.dealt + sum(self.piles.values())))


def _flip(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.in_phase(state, NodeFlip, "no_flip_now")
    phase = state.current
    if actor not in (HOST, seat_actor(phase.seat), seat_actor(state.setup.dealer)):
        raise Forbidden("not_your_flip", f"It is seat {phase.seat}'s turn to turn a node card.")
    if state.pending.get("flipped"):
        raise NotNow("already_flipped", "This turn's node card is turned: every player answers for its rank.")
    node = action.get("node")
    if node not in _layout(state) or left(state, node) <= 0:
        choices = " or ".join(name for name in _layout(state) if left(state, name) > 0)
        raise RuleError("no_such_node", f"Turn a card of a node with cards left: {choices}.")
    card = actions.one_card(state, action, "Enter the one card turned.")
    says = f"The {card} is turned on the {node} node: everyone shows their {plural(card.rank)}" + \
        (", keeps them and is dealt a card for each." if node == PLUS else ", throws them away and is dealt "
         "a card for each.")
    return FLIP.draft(actor, Flipped(phase.seat, node, card.code, says))


@dataclass(frozen=True)
class Flipped:
    seat: int  # whose turn
    node: str
    card: str
    says: str


def _fold_flip(state: PokerState, event: Event, flipped: Flipped) -> PokerState:
    card = parse_cards([flipped.card])[0]
    state = replace(state, zones=state.zones.put(flipped.node, card), pending={**state.pending, "flipped": True},
                    notes={**state.notes, "nodes": flipped.says})
    return ask(state, card.rank, flipped.node)


FLIP = Kind("flip", Flipped, _fold_flip)


@dataclass(frozen=True)
class NodeFlip(Asking):
    name = "nodes"
    waiting = "This is the node phase: a player turns a node card, then everyone answers for its rank."
    drafters = MappingProxyType({"flip": _flip, **DRAFTERS})
    folds = registry(FLIP, *ANSWERS.values())

    seat: int | None = None

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if state.pending.get("flipped"):
            return self.answer_offers(state, seat)
        if seat not in (self.seat, state.setup.dealer):
            return []
        nodes = [name for name in _layout(state) if left(state, name) > 0]
        return [specs.offer("flip", specs.choice("node", nodes), specs.cards("cards", 1), seat=self.seat)]

    def turn(self, state: PokerState) -> int | None:
        return None if state.pending.get("flipped") else self.seat

    def complete(self, state: PokerState) -> bool:
        if not any(left(state, name) > 0 for name in _layout(state)):
            return asked(state) is None
        return bool(state.pending.get("flipped")) and asked(state) is None

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={})


class NodeBoard(Extension):
    """The node cards for the whole table: those turned and how many are left, and what the last one did."""

    def view(self, state: PokerState, viewer: int | None) -> dict:
        piles = {f"{name} node": {"cards": [card.code for card in state.zones.pile(name)], "down": left(state, name)}
                 for name in _layout(state)}
        return {"piles": piles, "news": state.notes.get("nodes")}
