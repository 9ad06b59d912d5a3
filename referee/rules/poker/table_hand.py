"""The table's hand (a ghost, or phantom, hand): cards dealt face down to the table, which no player holds,
and which a hand must beat to win.

A step of the script deals it (`DealTable`): its cards leave the deck unseen. At the showdown, once someone
is in it, the dealer turns it up and enters its cards (`TableHand`); the referee rules only then. It is
ranked as every hand is, with the wild cards every hand shares (none that is wild in one player's hand
only). Every hand still in is shown against it (nobody mucks), and a player left alone in the hand still
plays it. A hand that does not beat it (a tie does not) wins nothing: when no hand shown beats it, nobody
wins the pot, which stays for the next deal, and every player who showed pays its amount into it (matches
the pot). When nobody went in (guts), it is never turned.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ..core.cards import Card, parse_cards
from ..core.errors import NotNow, RuleError
from ..core.hands import Hand
from ..engine import specs
from ..engine.events import Draft, Event
from ..engine.typed import Kind
from . import actions
from .deal import Extension, Phase, PokerState
from .extensions import mechanics
from .phases.in_out import NOBODY
from .ruling import best_of, shown_hand

TABLE = "the table's hand"  # the table's pile its cards lie in once turned up


@dataclass(frozen=True)
class DealTable(Phase):
    """The table's cards dealt face down: nobody enters them until they are turned up."""

    name = "table_hand"
    count: int = 3

    def enter(self, state: PokerState) -> PokerState:
        return replace(state, zones=state.zones.replace_cards(self.count))


def dealt(state: PokerState) -> bool:
    return any(isinstance(phase, DealTable) for phase in state.ran)


def cards(state: PokerState) -> tuple:
    return state.zones.pile(TABLE)


def needed(state: PokerState) -> bool:
    """Whether the ruling waits for the table's hand: someone is in the showdown and it is still face down."""
    return state.at_showdown and state.result is None and NOBODY not in state.notes and not cards(state)


def table_hand(state: PokerState) -> Hand:
    return state.hand(cards(state), state.wild(None))


def _turn(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    table = mechanics(state.game, TableHand)
    if not needed(state):
        raise NotNow("no_table_hand_now", "The table's hand is turned up at the showdown, when someone is in it.")
    turned = actions.cards_field(state, action)
    if len(turned) != table.count or len(set(turned)) != len(turned):
        raise RuleError("wrong_count", f"Enter the {table.count} different cards of the table's hand.")
    actions.check_unseen(state, turned)
    return TURNED.draft(actor, Turned(actions.codes(turned)))


@dataclass(frozen=True)
class Turned:
    cards: list[str]  # the table's hand, turned up by the dealer


def _fold_turned(state: PokerState, event: Event, turned: Turned) -> PokerState:
    zones = state.zones
    for card in parse_cards(turned.cards):
        zones = zones.put(TABLE, card)
    return replace(state, zones=zones)


TURNED = Kind("table_hand_turned", Turned, _fold_turned)


@dataclass(frozen=True)
class TableHand(Extension):
    count: int = 3
    drafters = MappingProxyType({"table_hand": _turn})
    rulings = (TURNED.name,)

    def apply(self, state: PokerState, event: Event) -> PokerState:
        return TURNED.apply(state, event)

    def legal_actions(self, state: PokerState, seat: int) -> list[dict]:
        if seat != state.setup.dealer or not needed(state):
            return []
        return [specs.offer("table_hand", specs.cards("cards", self.count), count=self.count)]

    def view(self, state: PokerState, viewer: int | None) -> dict:
        if not dealt(state):
            return {}
        shown = cards(state)
        return {"piles": {TABLE: {"cards": [card.code for card in shown], "down": 0 if shown else self.count}}}

    def must_show(self, state: PokerState) -> frozenset[int]:
        return state.in_hand if state.at_showdown and NOBODY not in state.notes else frozenset()

    def waits(self, state: PokerState) -> bool:
        return needed(state)

    def against(self, state: PokerState) -> bool:
        return True

    def said(self, state: PokerState, hands) -> str:
        """What the winners beat: " The table's hand was a pair of kings." (nothing when it stood, or was never
        turned)."""
        if not cards(state) or not hands or stands(state, hands):
            return ""
        return f" {TABLE.capitalize()} was {_words(table_hand(state))}."


def _words(hand: Hand) -> str:
    return hand.words[0].lower() + hand.words[1:]


def stands(state: PokerState, hands) -> str | None:
    """Nobody beats the table's hand: nobody wins, the pot stays ("the table's hand, a pair of kings, beats
    seat 2's pair of queens")."""
    if not cards(state) or not hands:
        return None
    table = table_hand(state)
    best = best_of(state, list(hands), hands)
    if best and hands[best[0]] > table:
        return None
    if not best:
        return f"{TABLE}, {_words(table)}, stands: every hand shown is dead"
    beaten = " and ".join(f"seat {seat}'s {_words(hands[seat])}" for seat in best)
    return f"{TABLE}, {_words(table)}, {'ties' if hands[best[0]] == table else 'beats'} {beaten}"


def losers_match(state: PokerState) -> dict[int, int]:
    """Guts: the table's hand stood, so every hand shown against it lost and pays the pot's amount into it."""
    hands = {seat: shown_hand(state, seat) for seat in state.contenders() if seat in state.zones.shown}
    return dict.fromkeys(hands, state.pot) if stands(state, hands) else {}


class JokersDead(Extension):
    """Jokers count for nothing in a player's hand (they are wild in the table's: Deadman's Dance)."""

    def hand_cards(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        return tuple(card for card in super().hand_cards(state, seat) if not card.is_joker)
