"""A wave of dealing: face-down cards to each player, face-up cards, community cards.

Face-down cards need no entry from the dealer (each player enters their own);
the dealer enters every card dealt face up, and the wave is complete when all
of them are in.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import Card, parse_cards
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Phase, PokerState
from ..zones import COMMUNITY


def up_due(state: PokerState, seat: int) -> int:
    """Face-up cards the seat is still owed in this wave."""
    phase = state.current
    if not isinstance(phase, Cards) or seat not in phase.receivers(state):
        return 0
    given = len(state.zones.face_up(seat)) - len(state.since.face_up(seat))
    return phase.up - given


def community_due(state: PokerState) -> int:
    phase = state.current
    if not isinstance(phase, Cards):
        return 0
    return phase.community - (len(state.zones.community) - len(state.since.community))


def _deal_up(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    given = action.get("cards")
    if not isinstance(given, dict) or not given:
        raise RuleError("bad_cards", "Give the face-up cards by seat, like {\"2\": \"As\", \"3\": \"Kd\"}.")
    dealt = {}
    for seat, code in given.items():
        if not str(seat).isdigit():
            raise RuleError("bad_cards", f"'{seat}' is not a seat number.")
        dealt[int(seat)] = actions.cards_field(state, {"card": code}, "card")[0]
    _verify_up(state, dealt)
    return DEAL_UP.draft(actor, DealtUp({str(seat): card.code for seat, card in sorted(dealt.items())}))


def _verify_up(state: PokerState, dealt: Mapping[int, Card]) -> None:
    if not isinstance(state.current, Cards) or not state.current.up:
        raise NotNow("no_up_cards_now", "No face-up cards are being dealt now.")
    phase = state.current
    for seat, card in dealt.items():
        if seat not in phase.receivers(state):
            raise RuleError("not_in_hand", f"Seat {seat} is not in this hand: no card is dealt to them.")
        if up_due(state, seat) < 1:
            raise RuleError("no_card_due", f"Seat {seat} already has every face-up card of this round.")
    actions.check_unseen(state, list(dealt.values()))
    if len(set(dealt.values())) != len(dealt):
        raise RuleError("card_twice", "The same card can't be dealt twice.")


def _community(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    cards = actions.cards_field(state, action)
    due = community_due(state)
    if due <= 0:
        raise NotNow("no_community_now", "No community cards are being dealt now.")
    if len(cards) > due:
        raise RuleError("too_many_cards", f"Only {due} community cards come now.")
    actions.check_unseen(state, cards)
    return DEAL_COMMUNITY.draft(actor, Laid(actions.codes(cards)))


@dataclass(frozen=True)
class DealtUp:
    cards: Mapping[str, str]  # seat -> the card dealt face up to it


@dataclass(frozen=True)
class Laid:
    cards: list[str]  # cards turned up on the table


def one_owed_up(state: PokerState, due: int | None, action: Mapping[str, Any]) -> DealtUp:
    """The dealer's entry of the one card owed face up to seat `due` (a card bought, or a twist's replacement),
    or the refusal saying how to enter it."""
    if due is None:
        raise NotNow("no_up_cards_now", "No face-up card is being dealt now.")
    given = action.get("cards")
    if not isinstance(given, dict) or set(map(str, given)) != {str(due)}:
        raise RuleError("bad_cards", f"Give the card dealt face up to seat {due}, like {{\"{due}\": \"As\"}}.")
    card = actions.cards_field(state, {"card": next(iter(given.values()))}, "card")[0]
    actions.check_unseen(state, [card])
    return DealtUp({str(due): card.code})


def fold_up(state: PokerState, event: Event, payload: DealtUp) -> PokerState:
    """Cards turned up in playing order (from the dealer's left), whatever order they were typed in."""
    dealt = {int(seat): code for seat, code in payload.cards.items()}
    for seat in state.order:
        if seat in dealt:
            card = parse_cards([dealt[seat]])[0]
            state = state.game.turned_up(replace(state, zones=state.zones.turn_up(seat, card)), seat, card)
    return state


def _fold_community(state: PokerState, event: Event, payload: Laid) -> PokerState:
    for card in parse_cards(payload.cards):
        state = state.game.turned_up(replace(state, zones=state.zones.lay(COMMUNITY, [card])), None, card)
    return state


DEAL_UP = Kind("deal_up", DealtUp, fold_up)
DEAL_COMMUNITY = Kind("community", Laid, _fold_community)


@dataclass(frozen=True)
class Cards(Phase):
    """Deal `down` and `up` cards to each player still in, and `community` cards to the table."""

    name = "dealing"
    waiting = "The dealer is still dealing: that can't be done now."
    drafters = MappingProxyType({"deal_up": _deal_up, "community": _community})
    folds = registry(DEAL_UP, DEAL_COMMUNITY)

    down: int = 0
    up: int = 0
    community: int = 0

    def enter(self, state: PokerState) -> PokerState:
        seats = state.contenders()
        zones = state.zones.before_dealing(seats) if self.down else state.zones
        return replace(state, zones=zones.deal_down(seats, self.down))

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat != state.setup.dealer:
            return []
        found = []
        due = {s: up_due(state, s) for s in self.receivers(state) if up_due(state, s) > 0}
        if due:
            found.append(specs.offer("deal_up", specs.cards_by_seat("cards", due, partial=True), seats=sorted(due)))
        if (count := community_due(state)) > 0:
            found.append(specs.offer("community", specs.cards("cards", low=1, high=count), count=count))
        return found

    def dealing(self, state: PokerState) -> int:
        return sum(up_due(state, seat) for seat in self.receivers(state)) + max(community_due(state), 0)

    def complete(self, state: PokerState) -> bool:
        return community_due(state) <= 0 and not any(up_due(state, seat) > 0 for seat in self.receivers(state))

    def receivers(self, state: PokerState) -> list[int]:
        """The seats dealt face-up cards: the players still in (a game may deal to players who folded too)."""
        return state.contenders()
