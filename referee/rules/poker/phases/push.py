"""A card dealt face up that its player may pass on (Crazy Fives, "take it or leave it"): in turn from the
dealer's left, each player still in gets a card face up, dealt by the dealer or passed on to them by the
player on their right, and keeps it or passes it on to the player on their left, taking the top card of the
deck instead, face up, which they keep. A card the dealer passes on goes past the last player and is thrown
away.

The dealer enters every card dealt from the deck, as in any wave of face-up cards; a card passed on is
already face up, so it is moved, not dealt again (what a card turned up does, it did when first dealt).
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
from ..deal import Phase, PokerState
from .cards import DealtUp, fold_up

AT, OFFERED, OWED = "push:at", "push:offered", "push:owed"  # pending: whose turn; the card they may pass; a
# replacement the dealer owes them


def _at(state: PokerState) -> int | None:
    return state.pending.get(AT)


def _dealer_due(state: PokerState) -> bool:
    """The dealer deals the player at turn a card now: their first, or the one replacing a card passed on."""
    return _at(state) is not None and (OWED in state.pending or OFFERED not in state.pending)


def _deal(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    actions.in_phase(state, Push, "no_up_cards_now")
    seat = _at(state)
    if not _dealer_due(state):
        raise NotNow("no_up_cards_now", f"Seat {seat} keeps or passes on their card first.")
    given = action.get("cards")
    if not isinstance(given, dict) or set(map(str, given)) != {str(seat)}:
        raise RuleError("bad_cards", f"Give the card dealt face up to seat {seat}, like {{\"{seat}\": \"As\"}}.")
    card = actions.cards_field(state, {"card": next(iter(given.values()))}, "card")[0]
    actions.check_unseen(state, [card])
    return DEALT.draft(actor, DealtUp({str(seat): card.code}))


def _fold_dealt(state: PokerState, event: Event, dealt: DealtUp) -> PokerState:
    seat, code = _at(state), dealt.cards[str(_at(state))]
    state = fold_up(state, event, dealt)
    if OWED in state.pending or seat not in state.in_hand:  # kept, or its player's hand killed by the card  # the replacement, kept: the turn goes on to the player the card was passed to
        keep = state.pending.get(OFFERED) if OWED in state.pending else None  # the card passed to the next
        pending = {key: value for key, value in state.pending.items() if key not in (OWED, OFFERED)}
        return replace(state, pending={**pending, AT: _next(state, seat), **({OFFERED: keep} if keep else {})})
    return replace(state, pending={**state.pending, OFFERED: code})


def _decide(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Push, "no_pass_now")
    if seat != _at(state) or _dealer_due(state):
        raise NotNow("not_your_turn", "It is not your turn to keep or pass on a card.")
    choice = action.get("say")
    if choice not in CHOICES:
        raise RuleError("bad_choice", "Say keep or pass.")
    return DECIDED.draft(actor, Decided(choice, state.pending[OFFERED]))


@dataclass(frozen=True)
class Decided:
    choice: str  # "keep" or "pass", for all to see
    card: str  # the card kept or passed on


def _fold_decided(state: PokerState, event: Event, decided: Decided) -> PokerState:
    seat, card = int(event.actor[5:]), parse_card(decided.card)
    pending = {key: value for key, value in state.pending.items() if key != OFFERED}
    if decided.choice == "keep":
        return replace(state, pending={**pending, AT: _next(state, seat)})
    zones, to = state.zones.take_up(seat, card), _next(state, seat)
    if to is not None:  # passed on to the next player, whose card it now is to keep or pass on
        zones, pending = zones.put_up(to, card), {**pending, OFFERED: card.code}
    return replace(state, zones=zones, pending={**pending, OWED: True})


def _next(state: PokerState, seat: int) -> int | None:
    """The next player still in on the left, or None past the dealer (the last in playing order)."""
    later = state.order[state.order.index(seat) + 1:]
    return next((player for player in later if player in state.in_hand), None)


DEALT = Kind("deal_up", DealtUp, _fold_dealt)
DECIDED = Kind("pass_on", Decided, _fold_decided)
CHOICES = ("keep", "pass")


@dataclass(frozen=True)
class Push(Phase):
    """One card face up to each player still in, in turn, each free to pass on the first card they get."""

    name = "dealing"
    waiting = "A card is being dealt face up, each player in turn keeping it or passing it on."
    drafters = MappingProxyType({"deal_up": _deal, "pass_on": _decide})
    folds = registry(DEALT, DECIDED)

    def enter(self, state: PokerState) -> PokerState:
        return replace(state, pending={**state.pending, AT: state.contenders()[0]})

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        at = _at(state)
        if at is None:
            return []
        if _dealer_due(state):
            if seat != state.setup.dealer:
                return []
            why = "the card replacing the one passed on" if OWED in state.pending else "one they may pass on"
            return [specs.offer("deal_up", specs.cards_by_seat("cards", [at]), seats=[at], why=why)]
        if seat != at:
            return []
        return [specs.offer("pass_on", specs.choice("say", CHOICES), card=state.pending[OFFERED],
                            to=_next(state, seat))]

    def turn(self, state: PokerState) -> int | None:
        return None if _dealer_due(state) else _at(state)

    def dealing(self, state: PokerState) -> int:
        return 1 if _dealer_due(state) else 0

    def complete(self, state: PokerState) -> bool:
        return _at(state) is None

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={key: value for key, value in state.pending.items() if key != AT})
