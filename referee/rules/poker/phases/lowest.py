"""Every player still in shows their lowest card, in any order (Crazy Limbo).

"Lowest" counts aces high, and every card of the lowest rank is the lowest
card: the player chooses which to show. The card is entered publicly by its
owner and stays in the hand, shown (as an ace kept at the draw is), so the
showdown requires it in the hand shown.

The referee knows a player's cards only if they entered them: then a card
that is not among them, or not of their lowest rank, is refused at once, in
a sentence about the player's own cards only. Otherwise the game's judge
checks the card against the hand shown at the showdown (`not_lowest`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Iterable, Mapping

from ...core.cards import Card, parse_card
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Phase, PokerState


def lowest(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards of the lowest rank among these, aces high (a joker has no rank: never the lowest)."""
    ranked = [card for card in cards if not card.is_joker]
    low = min((card.rank for card in ranked), default=None)
    return tuple(card for card in ranked if card.rank == low)


def shown_lowest(state: PokerState) -> dict[int, Card]:
    """The card each seat showed as its lowest, by seat."""
    return {seat: parse_card(state.notes[f"lowest:{seat}"]) for seat in state.order if f"lowest:{seat}" in state.notes}


def not_lowest(state: PokerState, seat: int, hand: Iterable[Card]) -> str | None:
    """Why the card the seat showed as its lowest is not the lowest of this hand, or None."""
    card = shown_lowest(state).get(seat)
    low = lowest(hand)
    if card is None or card in low:
        return None
    return f"{card} was shown as the lowest card, but the hand holds {low[0]}"


def _entered(state: PokerState, seat: int) -> tuple[Card, ...] | None:
    """The seat's face-down cards as it entered them, if the entry is of its whole hand."""
    entered = state.zones.entered.get(seat)
    return entered if entered is not None and len(entered) == state.down_count(seat) else None


def _show_lowest(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, ShowLowest, "no_lowest_now")
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    if seat in state.done:
        raise NotNow("already_shown", f"You have shown your lowest card: {shown_lowest(state)[seat]}.")
    if not isinstance(action.get("card"), str):
        raise RuleError("one_card", "Say which card you show: your lowest, like 4♠.")
    shown = actions.cards_field(state, action, "card")
    card = shown[0]
    actions.check_unseen(state, shown, own=state.zones.known.get(seat, ()))
    entered = _entered(state, seat)
    if entered is not None and card not in entered:
        raise RuleError("not_your_card", f"{card} is not among the cards you entered; show your lowest card, "
                        "or enter your cards again if they changed.")
    if entered is not None and card not in lowest(entered):
        low = lowest(entered)
        choice = f" (or {', '.join(str(c) for c in low[1:])})" if len(low) > 1 else ""
        raise RuleError("not_lowest", f"{card} is not your lowest card: aces count high, and your lowest is "
                        f"{low[0]}{choice}.")
    return SHOW_LOWEST.draft(actor, ShownLowest(card.code))


@dataclass(frozen=True)
class ShownLowest:
    card: str  # shown to everyone


def _fold(state: PokerState, event: Event, shown: ShownLowest) -> PokerState:
    seat, card = int(event.actor[5:]), parse_card(shown.card)
    zones = state.zones
    if card not in zones.known.get(seat, ()):
        zones = zones.reveal(seat, [card])
    return replace(state, zones=zones, done=state.done | {seat}, notes={**state.notes, f"lowest:{seat}": shown.card})


SHOW_LOWEST = Kind("show_lowest", ShownLowest, _fold)


@dataclass(frozen=True)
class ShowLowest(Phase):
    name = "show_lowest"
    waiting = "Everyone still in shows their lowest card now."
    drafters = MappingProxyType({"show_lowest": _show_lowest})
    folds = registry(SHOW_LOWEST)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat not in state.in_hand or seat in state.done:
            return []
        entered = _entered(state, seat)
        choices = [card.code for card in lowest(entered)] if entered else None
        return [specs.offer("show_lowest", specs.card("card", choices, own="down", shown=True))]

    def complete(self, state: PokerState) -> bool:
        return state.in_hand <= state.done

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())
