"""The cards of a draw dealt face up (Windows, Macintosh II: "cards drawn are dealt face up").

Each player's new cards are owed to them when they draw, and the dealer enters
them as they are turned up, one card to each seat owed at a time, like any
wave of face-up cards. Where everyone says how many they draw before any card
is dealt (`declared`), the dealer deals only once the last player has drawn;
else each player's cards come before the next player's turn, so the next
player sees them before choosing.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ...core.errors import NotNow, RuleError
from ...engine.events import Draft, Event
from ...engine.typed import Kind
from .. import actions
from ..deal import PokerState
from .cards import DealtUp, fold_up

OWED = "owed_up:"  # pending: how many face-up cards the dealer still owes a seat for its draw, by seat


def owed(state: PokerState) -> dict[int, int]:
    """The face-up cards the dealer owes each seat for its draw."""
    return {int(key[len(OWED):]): count for key, count in state.pending.items() if key.startswith(OWED)}


def owe(state: PokerState, seat: int, count: int) -> PokerState:
    return replace(state, pending={**state.pending, f"{OWED}{seat}": count}) if count else state


def _deal_owed(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    due = state.current.owed_now(state)  # only a draw offers this
    if not due:
        raise NotNow("no_up_cards_now", "No face-up card is being dealt now.")
    given = action.get("cards")
    if not isinstance(given, dict) or not given or not all(str(seat).isdigit() for seat in given):
        raise RuleError("bad_cards", "Give the face-up cards by seat, like {\"2\": \"As\", \"3\": \"Kd\"}.")
    dealt = {int(seat): actions.cards_field(state, {"card": code}, "card")[0] for seat, code in given.items()}
    for seat in dealt:
        if seat not in due:
            raise RuleError("no_card_due", f"Seat {seat} is owed no face-up card for their draw.")
    actions.check_unseen(state, list(dealt.values()))
    if len(set(dealt.values())) != len(dealt):
        raise RuleError("card_twice", "The same card can't be dealt twice.")
    return DEAL_OWED.draft(actor, DealtUp({str(seat): card.code for seat, card in sorted(dealt.items())}))


def _fold_owed(state: PokerState, event: Event, dealt: DealtUp) -> PokerState:
    state = fold_up(state, event, dealt)
    pending = dict(state.pending)
    for seat in dealt.cards:
        left = pending.pop(f"{OWED}{seat}") - 1
        if left:
            pending[f"{OWED}{seat}"] = left
    return replace(state, pending=pending)


DEAL_OWED = Kind("deal_up", DealtUp, _fold_owed)

