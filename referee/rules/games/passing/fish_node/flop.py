"""The Fish Flop: the fish is turned over (the dealer enters its cards) and each card acts as a node card.

The fish's cards lie sideways (minus baits) or upright (plus baits). More
sideways cards: the whole fish counts plus; more upright, or as many: minus.
Its cards then act one after another, in the order entered, every player
still in answering for each card's rank (`poker.phases.answers`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ....core.cards import parse_cards
from ....core.errors import NotNow, RuleError
from ....engine import specs
from ....engine.events import Draft, Event
from ....engine.typed import Kind, registry
from ....poker import actions
from ....poker.deal import Extension, PokerState
from ....poker.phases.answers import ANSWERS, DRAFTERS, MINUS, PLUS, Asking, ask, asked
from .bait import fish_signs

PILE = "fish"


def fish_sign(signs: list[str]) -> str:
    """The sign the whole fish counts: plus if more of its cards lie sideways (minus), else minus."""
    return PLUS if signs.count(MINUS) > signs.count(PLUS) else MINUS


def _flop(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    actions.in_phase(state, FishFlop, "no_flop_now")
    if state.pending.get("flopped"):
        raise NotNow("already_flopped", "The fish has flopped: every player answers for its cards.")
    cards = actions.cards_field(state, action)
    need = len(fish_signs(state))
    if len(cards) != need or len(set(cards)) != need:
        raise RuleError("wrong_count", f"Enter the {need} cards of the fish.")
    actions.check_unseen(state, cards)
    signs = fish_signs(state)
    sign = fish_sign(signs)
    says = f"The fish flops: {signs.count(MINUS)} sideways, {signs.count(PLUS)} upright: the whole fish counts " \
        f"{sign}; each of its cards acts in turn."
    return FLOP.draft(actor, Flopped(actions.codes(cards), sign, says))


@dataclass(frozen=True)
class Flopped:
    cards: list[str]
    sign: str
    says: str


def _fold_flop(state: PokerState, event: Event, flopped: Flopped) -> PokerState:
    cards = parse_cards(flopped.cards)
    zones = state.zones
    for card in cards:
        zones = zones.put(PILE, card)  # dealt already, face down, with each bait
    pending = {**state.pending, "flopped": flopped.sign, "queue": tuple(flopped.cards[1:])}
    state = replace(state, zones=zones, pending=pending, notes={**state.notes, "nodes": flopped.says})
    return ask(state, cards[0].rank, flopped.sign)


FLOP = Kind("flop", Flopped, _fold_flop)


@dataclass(frozen=True)
class FishFlop(Asking):
    name = "fish flop"
    waiting = "The fish flops: the dealer enters its cards, then everyone answers for each."
    drafters = MappingProxyType({"flop": _flop, **DRAFTERS})
    folds = registry(FLOP, *ANSWERS.values())
    lays = True

    def after(self, state: PokerState) -> PokerState:
        queue = state.pending.get("queue", ())
        if not queue:
            return state
        state = replace(state, pending={**state.pending, "queue": queue[1:]})
        return ask(state, parse_cards([queue[0]])[0].rank, state.pending["flopped"])

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if state.pending.get("flopped"):
            return self.answer_offers(state, seat)
        if seat != state.setup.dealer:
            return []
        count = len(fish_signs(state))
        return [specs.offer("flop", specs.cards("cards", count), count=count)]

    def complete(self, state: PokerState) -> bool:
        return bool(state.pending.get("flopped")) and asked(state) is None

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={})


class FishBoard(Extension):
    """The fish for the whole table (face down, sideways or upright, then flopped), and what the last bait did."""

    def view(self, state: PokerState, viewer: int | None) -> dict:
        flopped = state.zones.pile(PILE)
        signs = fish_signs(state)
        down = [] if flopped else signs
        piles = {"fish": {"cards": [card.code for card in flopped], "down": len(down),
                          "lying": ["sideways" if sign == MINUS else "upright" for sign in down]}} if signs else {}
        return {"piles": piles, "news": state.notes.get("nodes")}
