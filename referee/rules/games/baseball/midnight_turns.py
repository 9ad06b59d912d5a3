"""Midnight baseball's turns: a player turns up their unseen cards one at a time until their showing hand
beats the best hand showing; then a betting round; then the next player's turn.

The player turning (or the dealer, or the host) enters each card as it is
turned up. After each card the referee rules, once the owner has answered
any offer the card made (a four's extra card, the wild tax): a hand that now
beats every other hand still in ("beats") ends the turn, and a betting round
follows; a tie does not beat, so the player turns again. A black six kills
the hand at once (an effect) and the turn passes, with no betting. A player
whose turn comes with no card left to turn is out ("out"): their hand ended
without beating the best hand showing. The first card of the deal beats the
empty table, so the first player turns one card, then bets.

Whose turn it is comes from the cards on the table: the player who turned
the last card, until they beat the best hand showing or are out; then the
next player clockwise still in whose hand does not beat every other. When
only one hand is left in, it has won (the engine's ruling). `Turns` is the
script's step: a turn and its betting round, again and again while a
player still has to turn.

The Beat It family as a table defines it (the builder's `beat_it`) plays
the same turns, with two rules of its own: a card the dealer turns up on the
table first (the pile `TO_BEAT`) is a hand showing that the first hand must
beat, and the betting round after each turn may be left out.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import parse_card
from ...core.errors import Forbidden, NotNow, RuleError
from ...core.hands import Hand, evaluate
from ...engine import specs
from ...engine.events import HOST, REFEREE, Draft, Event, actor_seat, seat_actor
from ...engine.typed import Kind, registry
from ...poker import actions
from ...poker.deal import Phase, PokerState, Step
from ...poker.phases import Betting


def showing(state: PokerState, seat: int) -> Hand:
    """The hand a seat's turned-up cards make, with its wild cards."""
    return evaluate(state.zones.face_up(seat), state.wild(seat), state.deck)


TO_BEAT = "table card"  # the pile of the card turned up on the table before the turns, a hand showing to beat


def beating(state: PokerState, seat: int) -> bool:
    """Whether the seat's showing hand beats every other hand still in, and the table's card if one is turned
    up (a tie does not)."""
    mine = showing(state, seat)
    table = state.zones.pile(TO_BEAT)
    if table and not mine > evaluate(table, state.wild(None), state.deck):
        return False
    return all(mine > showing(state, other) for other in state.in_hand if other != seat)


def last_turned(state: PokerState) -> int | None:
    return state.zones.turned[-1][0] if state.zones.turned else None


def turner(state: PokerState) -> int | None:
    """Whose turn it is: the last to turn a card, until beating; then the next still in not beating."""
    last, order = last_turned(state), state.order
    if last in state.in_hand and not beating(state, last):
        return last
    start = order.index(last) + 1 if last in order else 0
    return next((seat for seat in order[start:] + order[:start]
                 if seat in state.in_hand and not beating(state, seat)), None)


def others_enter(state: PokerState) -> bool:
    """Whether the other players enter a player's cards as they are turned up (Indian baseball)."""
    return getattr(state.game.extension, "others_enter", False)


def _turn_up(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    if isinstance(state.current, Betting):
        raise NotNow("not_turning", "The betting round comes first: the next card is turned up after it.")
    if not isinstance(state.current, Turning) or state.done or (seat := turner(state)) is None:
        raise NotNow("not_turning", actions.waiting_for(state))
    if others_enter(state):  # Indian: the owner never sees the card; every other seat, or the host, enters it
        if actor == seat_actor(seat) or (actor != HOST and actor_seat(actor) not in state.order):
            raise Forbidden("not_your_turn", "Your own cards are turned up and entered by the other players.")
    elif actor not in (HOST, seat_actor(seat), seat_actor(state.setup.dealer)):
        raise Forbidden("not_your_turn", "Only the player whose turn it is, or the dealer, turns up the card.")
    if action.get("seat", seat) != seat:
        raise RuleError("not_their_turn", f"It is seat {seat}'s turn to turn up a card.")
    card = actions.one_card(state, action, "Turn up one card at a time.", "card")
    return TURN_UP.draft(actor, TurnedUp(seat, card.code))


@dataclass(frozen=True)
class TurnedUp:
    seat: int
    card: str


@dataclass(frozen=True)
class Ruled:
    seat: int
    says: str


def _fold_turn(state: PokerState, event: Event, turned: TurnedUp) -> PokerState:
    card = parse_card(turned.card)
    zones = state.zones.throw(turned.seat, 1).turn_up(turned.seat, card)
    zones = replace(zones, dealt=state.zones.dealt)  # a card dealt face down, counted then, turned up now
    return state.game.turned_up(replace(state, zones=zones), turned.seat, card)


def _fold_beats(state: PokerState, event: Event, ruled: Ruled) -> PokerState:
    return replace(state, done=state.done | {ruled.seat})


def _fold_out(state: PokerState, event: Event, ruled: Ruled) -> PokerState:
    return replace(state, in_hand=state.in_hand - {ruled.seat}, killed=state.killed | {ruled.seat},
                   notes={**state.notes, f"killed:{ruled.seat}": OUT_OF_CARDS})


TURN_UP = Kind("turn_up", TurnedUp, _fold_turn)
BEATS = Kind("beats", Ruled, _fold_beats)
OUT = Kind("out", Ruled, _fold_out)
OUT_OF_CARDS = "out of cards without beating the best hand showing"


def _lower(words: str) -> str:
    return words[0].lower() + words[1:]


@dataclass(frozen=True)
class Turning(Phase):
    """One player's turn: they turn up cards until their hand beats the best hand showing."""

    name = "turning"
    waiting = "A player is turning up cards: that can't be done now."
    drafters = MappingProxyType({"turn_up": _turn_up})
    folds = registry(TURN_UP, BEATS, OUT)
    asks_at_once = True  # a four's offer and the wild tax are answered before the next card

    after: int = 0  # cards turned up in the deal when this turn began

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        who = self.turn(state)
        enters = seat != who if others_enter(state) else seat in (who, state.setup.dealer)
        if who is None or not enters:
            return []
        # The seat is the turn's: it may be left out.
        return [specs.offer("turn_up", specs.card("card"), specs.seat("seat", [who], optional=True),
                            seat=who, left=state.down_count(who))]

    def turn(self, state: PokerState) -> int | None:
        return None if state.done else turner(state)

    def followup(self, state: PokerState) -> Draft | None:
        if state.done:
            return None
        last = last_turned(state)
        if len(state.zones.turned) > self.after and last in state.in_hand and beating(state, last):
            says = f"Seat {last}'s {_lower(showing(state, last).words)} beats every hand showing: a betting round."
            return BEATS.draft(REFEREE, Ruled(last, says))
        seat = turner(state)
        if seat is not None and state.down_count(seat) == 0:
            return OUT.draft(REFEREE, Ruled(seat, f"Seat {seat} is {OUT_OF_CARDS}."))
        return None

    def complete(self, state: PokerState) -> bool:
        return bool(state.done)

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())


@dataclass(frozen=True)
class Turns(Step):
    """A turn and its betting round (`bet`), again and again while a player still has to turn."""

    bet: bool = True

    def expand(self, state: PokerState) -> tuple:
        if turner(state) is None:
            return ()
        return (Turning(after=len(state.zones.turned)), *((Betting(),) if self.bet else ()), self)

    def phases(self) -> tuple[Phase, ...]:
        return (Turning(), Betting()) if self.bet else (Turning(),)


def turns_said(state: PokerState, seen: dict) -> dict:
    """The view of the hands showing, each saying whether it beats every other, whose turn it is, and how many
    cards each has left to turn."""
    turning = turner(state) if state.current.name == "turning" and state.result is None else None
    for seat, hand in seen["showing"].items():
        seat = int(seat)
        if hand["dead"]:
            continue
        left = state.down_count(seat)
        if beating(state, seat) and state.zones.face_up(seat):
            hand["says"] += " — beating"
        elif seat == turning:
            hand["says"] += f" — turning up cards until it beats the best hand showing ({left} left)"
        else:
            hand["says"] += f" — {left} card{'s' if left != 1 else ''} left to turn"
        hand["beating"] = beating(state, seat)
    return seen
