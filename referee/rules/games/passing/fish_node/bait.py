"""The fish node phase: each player in turn lays a bait card from their hand, declared plus or minus.

The bait is shown to all (its player enters it). Minus: it is thrown away;
plus: it is laid face up in front of its player; either way its player is
dealt one card face down for it. Then every player still in answers for its
rank with its sign (`poker.phases.answers`), cards of a plus rank laid in
front of their holders. With the Fish Flop, the dealer deals one card face
down into the fish for each bait: sideways for a minus bait, upright for a
plus one (`FISH`: the signs, in order, in the deal's notes).
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
from ....engine.variant import Option
from ....poker import actions
from ....poker.deal import PokerState
from ....poker.phases.answers import ANSWERS, DRAFTERS, MINUS, PLUS, Asking, ask, asked, plural

FISH_FLOP = Option("fish_flop", "bool", False, "The Fish Flop: a card face down into the fish for each bait; after "
                   "the bet the fish flops and each of its cards acts as a node card, then a final bet.")
FISH = "fish"  # the note holding the signs of the fish's cards, in order


def fish_signs(state: PokerState) -> list[str]:
    return [sign for sign in state.notes.get(FISH, "").split(",") if sign]


def _bait(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Bait, "no_bait_now")
    if seat != state.current.seat or state.pending.get("baited"):
        raise NotNow("not_your_bait", f"It is seat {state.current.seat}'s turn to lay a bait."
                     if not state.pending.get("baited") else "The bait is laid: every player answers for its rank.")
    sign = action.get("sign")
    if sign not in (PLUS, MINUS):
        raise RuleError("bad_sign", "Declare the bait plus or minus.")
    cards = actions.cards_field(state, action, "card")
    if len(cards) != 1:
        raise RuleError("one_card", "Lay one card of your hand as bait.")
    card = cards[0]
    actions.check_unseen(state, cards, own=state.zones.known.get(seat, ()))
    entered = state.zones.entered.get(seat, ())
    if len(entered) == state.down_count(seat) and card not in entered:
        raise RuleError("not_in_your_hand", f"{card} is not in the hand you entered.")
    says = f"Seat {seat} lays the {card} as {sign} bait: everyone " + \
        (f"lays their {plural(card.rank)} in front of them" if sign == PLUS else f"throws their {plural(card.rank)} "
         "away") + " and is dealt a card for each."
    return BAIT.draft(actor, Baited(card.code, sign, says))


@dataclass(frozen=True)
class Baited:
    card: str
    sign: str
    says: str


def _fold_bait(state: PokerState, event: Event, baited: Baited) -> PokerState:
    seat, card = state.current.seat, parse_cards([baited.card])[0]
    zones = state.zones.discard(seat, [card])
    if baited.sign == PLUS:
        zones = zones.put_up(seat, card)
    zones = zones.deal_down([seat], 1)
    notes = {**state.notes, "nodes": baited.says}
    if state.options.get(FISH_FLOP.name):  # a card face down into the fish, turned to show the bait's sign
        zones = replace(zones, dealt=zones.dealt + 1)
        notes[FISH] = ",".join(fish_signs(state) + [baited.sign])
    state = replace(state, zones=zones, notes=notes, pending={**state.pending, "baited": True})
    return ask(state, card.rank, baited.sign)


BAIT = Kind("bait", Baited, _fold_bait)


@dataclass(frozen=True)
class Bait(Asking):
    name = "fish node"
    waiting = "This is the fish node phase: a player lays a bait, then everyone answers for its rank."
    drafters = MappingProxyType({"bait": _bait, **DRAFTERS})
    folds = registry(BAIT, *ANSWERS.values())
    lays = True

    seat: int | None = None

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if state.pending.get("baited"):
            return self.answer_offers(state, seat)
        if seat != self.seat:
            return []
        card = specs.card("card", own="down", shown=True, leaves="table")
        return [specs.offer("bait", specs.choice("sign", [PLUS, MINUS]), card)]

    def turn(self, state: PokerState) -> int | None:
        return None if state.pending.get("baited") else self.seat

    def dealing(self, state: PokerState) -> int:
        return super().dealing(state) if state.pending.get("baited") else 2  # the card for the bait, the fish's

    def complete(self, state: PokerState) -> bool:
        return bool(state.pending.get("baited")) and asked(state) is None

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={})
