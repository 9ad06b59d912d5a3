"""Cards turned up on the table for the players to pick (Choose Your Own: "deal one card up to the table per
player. Starting with the low hand and going up in hand order, each player picks one of the cards and adds it to
their hand").

The dealer turns up one card on the table for each player still in, entering each. Then each player still in, in
turn, picks one of the cards lying there, which lies face up in front of them: from the worst hand showing up to
the best, as the game ranks hands (in a high game the lowest first; equal hands, the first from the dealer's
left), or from the dealer's left (`worst_first` False). The order is settled once every card is up, so a card
picked changes no one's turn; the last player takes the last card.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import parse_card
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Extension, Phase, PokerState
from .pile import LAY, Turned

PICKS = "to pick"  # the table's pile of the cards turned up to be picked
DUE, ORDER = "pick:due", "pick:order"  # pending: the cards still to turn up at this step; who picks, in turn


def _due(state: PokerState) -> int:
    return state.pending.get(DUE, 0)


def order(state: PokerState, worst_first: bool) -> tuple[int, ...]:
    """Who picks, in turn: the players still in from the worst hand showing up, as the game ranks hands (a stable
    sort keeps equal hands in playing order, the first from the dealer's left), or in playing order."""
    seats = state.contenders()
    if not worst_first:
        return tuple(seats)
    return tuple(sorted(seats, key=lambda seat: state.game.holding.showing(state.zones.face_up(seat),
                                                                           state.wild(seat), state.deck)))


def _lay(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    actions.in_phase(state, Pick, "no_cards_now")
    due = _due(state)
    if due <= 0:
        raise NotNow("no_cards_now", "Every card to pick is already turned up.")
    cards = actions.cards_field(state, action)
    if len(cards) > due or len(set(cards)) != len(cards):
        raise RuleError("too_many_cards", f"Only {due} more card{'s' if due > 1 else ''} to pick come now, one "
                                          "for each player still in.")
    actions.check_unseen(state, cards)
    return LAID.draft(actor, Turned(PICKS, actions.codes(cards)))


def _fold_laid(state: PokerState, event: Event, turned: Turned) -> PokerState:
    state = LAY.fold(state, event, turned)
    due = _due(state) - len(turned.cards)
    state = replace(state, pending={**state.pending, DUE: due})
    if due > 0:
        return state
    return replace(state, pending={**state.pending, ORDER: order(state, state.current.worst_first)})


def _pick(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Pick, "no_pick_now")
    at = state.current.turn(state)
    if at is None:
        raise NotNow("no_pick_now", "The cards to pick are still being turned up.")
    if seat != at:
        raise NotNow("not_your_turn", f"It is seat {at}'s turn to pick a card.")
    card = actions.cards_field(state, action, "card")[0]
    lying = state.zones.pile(PICKS)
    if card not in lying:
        raise RuleError("not_on_table", f"{card} is not among the cards to pick: pick one of "
                                        f"{', '.join(str(each) for each in lying)}.")
    return PICKED.draft(actor, Picked(card.code))


@dataclass(frozen=True)
class Picked:
    card: str  # the card picked, for all to see


def _fold_picked(state: PokerState, event: Event, picked: Picked) -> PokerState:
    seat, card = int(event.actor[5:]), parse_card(picked.card)
    return replace(state, zones=state.zones.take(PICKS, card).put_up(seat, card), done=state.done | {seat})


LAID = Kind("lay", Turned, _fold_laid)
PICKED = Kind("pick_card", Picked, _fold_picked)


@dataclass(frozen=True)
class Pick(Phase):
    """One card turned up on the table for each player still in, each picking one in turn."""

    name = "pick"
    waiting = "The cards on the table are being picked, one by each player in turn."
    drafters = MappingProxyType({"lay": _lay, "pick_card": _pick})
    folds = registry(LAID, PICKED)

    worst_first: bool = True  # the worst hand showing picks first (else the player left of the dealer)

    def enter(self, state: PokerState) -> PokerState:
        return replace(state, pending={**state.pending, DUE: len(state.contenders())})

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        due = _due(state)
        if due > 0:
            if seat != state.setup.dealer:
                return []
            return [specs.offer("lay", specs.cards("cards", low=1, high=due), pile=PICKS, count=due,
                                why=f"turn up a card to pick on the table ({due} to go), and enter it")]
        if seat != self.turn(state):
            return []
        lying = [card.code for card in state.zones.pile(PICKS)]
        return [specs.offer("pick_card", specs.card("card", lying), cards=lying)]

    def turn(self, state: PokerState) -> int | None:
        if _due(state) > 0:
            return None
        waiting = [seat for seat in state.pending.get(ORDER, ()) if seat in state.in_hand and seat not in state.done]
        return waiting[0] if waiting and state.zones.pile(PICKS) else None

    def dealing(self, state: PokerState) -> int:
        return max(_due(state), 0)

    def complete(self, state: PokerState) -> bool:
        return _due(state) <= 0 and self.turn(state) is None

    def leave(self, state: PokerState) -> PokerState:
        pending = {key: value for key, value in state.pending.items() if key not in (DUE, ORDER)}
        return replace(state, pending=pending, done=frozenset())


class ToPick(Extension):
    """The cards lying on the table to be picked, and who picks next, for all to see."""

    def view(self, state: PokerState, viewer: int | None) -> dict:
        lying = state.zones.pile(PICKS)
        if not lying or not isinstance(state.current, Pick):
            return {}
        at = state.current.turn(state)
        said = [f"seat {at} picks now"] if at is not None else []
        return {"piles": {PICKS: {"cards": [card.code for card in lying], "down": 0, "lying": said}}}
