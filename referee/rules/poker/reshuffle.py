"""The dealer's reshuffle: when the deck runs out, the discards and folded cards become the deck.

The referee counts the cards dealt from the deck since it was last shuffled
(face down, face up, to the table, and the new cards of every draw). When the
current phase may still deal more cards than the deck holds, the dealer (or
the host) records `{"type": "reshuffle"}`: the cards thrown away at a draw or
a discard and every card of the players who folded are shuffled into a new
deck, and dealing goes on from it. The cards still in play (the hands of the
players still in and the table's cards) stay out.

The referee never saw the face-down cards thrown away, so only face-up cards
matter to its check of a card entered twice: after a reshuffle, face-up cards
of players who folded before it may be dealt and entered again without being
refused as "already showing" (RULINGS.md, "Real cards, entered as they happen").
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ..core.errors import NotNow
from ..engine import specs
from ..engine.events import Draft, Event
from ..engine.typed import Kind
from . import actions
from .deal import PokerState


def deck_left(state: PokerState) -> int:
    """Cards left in the deck by the referee's count (below 0: the dealer already ran out)."""
    return len(state.deck) - state.zones.dealt


def cards_left(state: PokerState) -> int:
    """Cards in no hand still in and not on the table: the deck, with what a reshuffle would add to it."""
    zones = state.zones
    held = sum(zones.down_count(seat) + len(zones.face_up(seat)) + len(zones.aside.get(seat, ()))
               for seat in state.in_hand)
    return len(state.deck) - held - sum(len(cards) for cards in zones.piles.values())


def due(state: PokerState) -> bool:
    """Whether the deck may run out before the current phase has dealt what it still may."""
    return deck_left(state) < state.current.dealing(state)


def offers(state: PokerState, seat: int) -> list[dict]:
    if seat != state.setup.dealer or not due(state):
        return []
    return [specs.offer("reshuffle", left=deck_left(state))]


def draft(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    if not due(state):
        raise NotNow("deck_not_out", f"The deck still holds {deck_left(state)} cards, enough for what is being "
                     "dealt now: reshuffle the discards when it runs out.")
    return RESHUFFLE.draft(actor, Reshuffled(deck_left(state)))


@dataclass(frozen=True)
class Reshuffled:
    left: int  # cards the referee counted in the deck when the dealer reshuffled


def _fold(state: PokerState, event: Event, reshuffled: Reshuffled) -> PokerState:
    return replace(state, zones=state.zones.reshuffle(state.in_hand))


RESHUFFLE = Kind("reshuffle", Reshuffled, _fold)
