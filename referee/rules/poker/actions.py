"""Checks every poker phase shares: who acts, which cards were entered, and whether they can be.

Card entries: a player enters their own face-down cards privately (they bind
nobody until shown), the dealer enters face-up and community cards as they
are dealt.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ..core.cards import Card, parse_cards
from ..core.errors import Forbidden, NotNow, RuleError
from ..engine import specs
from ..engine.events import HOST, Draft, Event, actor_seat, seat_actor
from ..engine.typed import Kind
from .deal import PokerState


def acting_seat(state: PokerState, actor: str) -> int:
    seat = actor_seat(actor)
    if seat is None or seat not in state.order:
        raise Forbidden("not_in_deal", "Only a player dealt into this hand can do that.")
    return seat


def require_dealer(state: PokerState, actor: str) -> None:
    if actor != HOST and actor != seat_actor(state.setup.dealer):
        raise Forbidden("dealer_only", "Only the dealer (or the host) enters the cards as they are dealt.")


def cards_field(state: PokerState, action: Mapping[str, Any], name: str = "cards") -> tuple[Card, ...]:
    value = action.get(name)
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(card, str) for card in value):
        raise RuleError("bad_cards", f"'{name}' must list cards, like [\"As\", \"10d\"].")
    cards = parse_cards(value)
    state.deck.check(cards)
    return cards


def one_card(state: PokerState, action: Mapping[str, Any], refused: str, name: str = "cards",
             own: tuple[Card, ...] = ()) -> Card:
    """The one card an action enters (`refused` says so otherwise), not already showing elsewhere."""
    cards = cards_field(state, action, name)
    if len(cards) != 1:
        raise RuleError("one_card", refused)
    check_unseen(state, cards, own)
    return cards[0]


def codes(cards) -> list[str]:
    return [card.code for card in cards]


def check_unseen(state: PokerState, cards, own: tuple[Card, ...] = ()) -> None:
    """A card entered must not already be face up on the table (or shown) elsewhere."""
    public = state.public_cards() - set(own)
    for card in cards:
        if card in public:
            raise RuleError("card_in_play", f"{card} is already showing on the table; check the card you entered.")


def whole_entry(state: PokerState, seat: int) -> tuple[Card, ...] | None:
    """The face-down cards the seat entered, if it entered every one it holds."""
    entered = state.zones.entered.get(seat)
    return entered if entered is not None and len(entered) == state.down_count(seat) else None


def check_own(state: PokerState, seat: int, cards, doing: str) -> None:
    """Cards a player names as their own face-down cards: none showing on the table, and each among those
    they entered, if they entered them all (`doing`: what to do instead, "turn up one of yours")."""
    check_unseen(state, cards, own=state.zones.known.get(seat, ()))
    entered = whole_entry(state, seat)
    missing = next((card for card in cards if entered is not None and card not in entered), None)
    if missing is not None:
        raise RuleError("not_your_card", f"{missing} is not among the cards you entered; {doing}, or enter "
                        "your cards again if they changed.")


def waiting_for(state: PokerState) -> str:
    return state.current.waiting


def in_phase(state: PokerState, kind: type, code: str) -> None:
    """Refuse an action of a phase the deal is not in, saying what the deal waits for."""
    if not isinstance(state.current, kind):
        raise NotNow(code, waiting_for(state))


# A player's own face-down cards, entered privately at any time.

def verify_private(state: PokerState, seat: int, cards: tuple[Card, ...]) -> None:
    if seat not in state.in_hand or state.at_showdown and seat in state.zones.shown:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    held = state.down_count(seat)
    if len(cards) > held:
        raise RuleError("too_many_cards", f"You hold {held} face-down cards now, not {len(cards)}.")
    check_unseen(state, cards, own=state.zones.known.get(seat, ()))


def private_cards(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = acting_seat(state, actor)
    if state.game.unseen:
        raise NotNow("cards_unseen", "Nobody looks at their face-down cards in this game: each is entered as "
                     "it is turned up.")
    cards = cards_field(state, action)
    if not cards:  # an entry of nothing is a tap too early, not a hand
        raise RuleError("no_cards", f"Pick your {state.down_count(seat)} face-down cards.")
    verify_private(state, seat, cards)
    return ENTER.draft(actor, Entered({"cards": codes(cards)}, late_changes(state, seat, cards) or None))


# A seat's face-down cards may be corrected at any time; once betting has followed the first entry, the
# table is told of every change (how many cards, never which).

def betting_mark(state: PokerState) -> str:
    """Where the betting stands: it moves with every betting action."""
    return f"{state.rounds_played}:{len(state.round.history) if state.round else 0}"


def late(state: PokerState, seat: int) -> bool:
    """Whether betting has followed the seat's first entry."""
    return seat in state.zones.entered and state.notes.get(f"entered:{seat}") != betting_mark(state)


def late_changes(state: PokerState, seat: int, cards: tuple[Card, ...]) -> int:
    """How many cards of the seat's entry this one changes, if betting has followed its first entry."""
    if not late(state, seat):
        return 0
    return len(set(state.zones.entered[seat]) - set(cards))


def offer_private(state: PokerState, seat: int) -> dict:
    count = state.down_count(seat)
    return specs.offer("cards", specs.cards("cards", count, own="down"), count=count)


@dataclass(frozen=True)
class Entered:
    hidden: Mapping[str, Any]  # the seat's face-down cards, its secret
    corrected: int | None = None  # cards changed after betting followed the entry: told to the table


def _fold_entered(state: PokerState, event: Event, entered: Entered) -> PokerState:
    seat = int(event.actor[5:])
    notes = dict(state.notes)
    if seat not in state.zones.entered:  # a first entry (or the first since a draw): betting may follow it
        notes[f"entered:{seat}"] = betting_mark(state)
    if entered.corrected:
        notes[f"corrected:{seat}"] = str(int(state.notes.get(f"corrected:{seat}", "0")) + entered.corrected)
    return replace(state, zones=state.zones.enter(seat, parse_cards(entered.hidden["cards"])), notes=notes)


ENTER = Kind("cards", Entered, _fold_entered)
