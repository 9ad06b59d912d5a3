"""The cards: each player enters their three privately, shows them when the ruling needs them, and the
dealer enters a stored gooch's cards when it is faced.

Whoever sees a card enters it. A player's own entry binds nobody until shown;
a card shown or a gooch faced is on the table, so no other entry may name it.
A faced gooch stays face up until it is beaten, its cards out of the deck.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...core.cards import Card, parse_cards
from ...core.errors import Forbidden, NotNow, RuleError
from ...engine import specs
from ...engine.events import HOST, Draft, Event, seat_actor
from ...engine.typed import Kind
from ...poker import actions
from .rules import HAND
from .state import OVER, Deal, Gooch


def _cards(deal: Deal, action: Mapping[str, Any], count: int) -> tuple[Card, ...]:
    cards = actions.cards_field(deal, action)
    if len(cards) != count:
        raise RuleError("wrong_count", f"Enter {count} cards, not {len(cards)}.")
    actions.check_unseen(deal, cards)
    return cards


@dataclass(frozen=True)
class Entered:
    hidden: Mapping[str, Any]  # the seat's three cards, its secret


@dataclass(frozen=True)
class Shown:
    cards: list[str]


@dataclass(frozen=True)
class Faced:
    cards: list[str]  # the oldest stored gooch's cards


def draft_entry(deal: Deal, seat: int, actor: str, action: Mapping[str, Any]) -> Draft:
    if deal.phase == OVER or seat in deal.shown:
        raise NotNow("cards_shown", "Your cards are shown: there is nothing left to enter.")
    cards = _cards(deal, action, HAND)
    return ENTER.draft(actor, Entered({"cards": actions.codes(cards)}))


def draft_show(deal: Deal, seat: int, actor: str, action: Mapping[str, Any]) -> Draft:
    if seat not in deal.to_show():
        raise NotNow("nothing_to_show", "Your hand is not needed now: only the hands the ruling needs are shown.")
    cards = deal.entered[seat] if action.get("cards") is None and seat in deal.entered else _cards(deal, action, HAND)
    return SHOW.draft(actor, Shown(actions.codes(cards)))


def draft_face(deal: Deal, actor: str, action: Mapping[str, Any]) -> Draft:
    if actor not in (HOST, seat_actor(deal.rules.dealer)):
        raise Forbidden("dealer_only", "Only the dealer (or the host) turns up the gooch.")
    gooch = deal.facing()
    if gooch is None or gooch.cards:
        raise NotNow("no_gooch_now", "No gooch is waiting to be faced now.")
    cards = _cards(deal, action, deal.rules.gooch_size)
    return FACE.draft(actor, Faced(actions.codes(cards)))


def offers(deal: Deal, seat: int) -> list[dict]:
    if deal.phase == OVER:
        return []
    found = []
    if seat not in deal.shown:
        found.append(specs.offer("cards", specs.cards("cards", HAND, own="down"), count=HAND))
    if seat in deal.to_show():
        field = specs.cards("cards", HAND, own="down", shown=True, optional=seat in deal.entered)
        found.append(specs.offer("show", field, count=HAND))
    gooch = deal.facing()
    if seat == deal.rules.dealer and gooch is not None and not gooch.cards:
        size = deal.rules.gooch_size
        found.append(specs.offer("face_gooch", specs.cards("cards", size), count=size))
    return found


def _fold_entry(deal: Deal, event: Event, entered: Entered) -> Deal:
    return replace(deal, entered={**deal.entered, int(event.actor[5:]): parse_cards(entered.hidden["cards"])})


def _fold_show(deal: Deal, event: Event, shown: Shown) -> Deal:
    return replace(deal, shown={**deal.shown, int(event.actor[5:]): parse_cards(shown.cards)})


def _fold_face(deal: Deal, event: Event, faced: Faced) -> Deal:
    return replace(deal, gooches=(Gooch(parse_cards(faced.cards)),) + deal.gooches[1:])


ENTER = Kind("cards", Entered, _fold_entry)
SHOW = Kind("show", Shown, _fold_show)
FACE = Kind("face_gooch", Faced, _fold_face)
