"""A card owed face up: bought so, or chosen so; the deal waits for the dealer to deal it face up to its player
and enter it (Baseball: "if a player is ever dealt a face up four, they may pay max bet to buy another up card").

The card lies in front of its buyer as if dealt so: wild, kill and pay-or-fold rules read it like any card
turned up, so a four bought face up offers one more card in its turn. A phase that owes a card face up
(`effects.Purchase`, `pay_or_fold.PayOrFoldDue`, `phases.up_or_down.UpOrDown`) notes its player with `owe_up`,
offers the dealer's entry with `offers`, and is complete only once nothing is `owed`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ..engine import specs
from ..engine.events import Draft, Event
from ..engine.typed import Kind
from . import actions
from .deal import PokerState
from .phases.cards import DealtUp, fold_up, one_owed_up

OWED = "owed up"  # pending: the seat the dealer owes a card face up


def owe_up(state: PokerState, seat: int) -> PokerState:
    return replace(state, pending={**state.pending, OWED: seat})


def owed(state: PokerState) -> int | None:
    """The seat still owed its card face up, if any."""
    return state.pending.get(OWED)


def offers(state: PokerState, seat: int, why: str = "the card bought face up") -> list[dict]:
    """The dealer's entry of the card owed, to the dealer only, saying `why` it is dealt."""
    due = owed(state)
    if due is None or seat != state.setup.dealer:
        return []
    return [specs.offer("deal_up", specs.cards_by_seat("cards", [due]), seats=[due], why=why)]


def deal_owed(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    return DEAL_OWED.draft(actor, one_owed_up(state, owed(state), action))


def _fold(state: PokerState, event: Event, dealt: DealtUp) -> PokerState:
    state = replace(state, pending={key: value for key, value in state.pending.items() if key != OWED})
    return fold_up(state, event, dealt)


DEAL_OWED = Kind("deal_up", DealtUp, _fold)
