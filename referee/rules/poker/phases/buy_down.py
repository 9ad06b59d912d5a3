"""A card bought face down: each player still in, in turn from the dealer's left, may pay a price to turn the card
just dealt them face up face down, or keep it up (Just a Buck: "deal each player one face up card; they may pay
max bet to get it down").

The card was seen as it was dealt, so it stays known to all, but from then on it is one of its owner's face-down
cards: it leaves the cards showing (the best hand showing, a wild rank read from the cards face up), counts where a
rule reads face-down cards (a split card "face down"), and is shown with the others at the showdown. Its rules on
cards fired as it was dealt face up and do not fire again. The price goes from the player's stack to the pot as
dead money; a player who cannot pay it may only keep the card up.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import Card, parse_card
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from ...money.stakes import cents
from .. import actions
from ..deal import Phase, PokerState, dead_money


def just_dealt(state: PokerState, seat: int) -> Card | None:
    """The card last dealt face up in front of the seat, if any."""
    held = state.zones.face_up(seat)
    return held[-1] if held else None


def _answer(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, BuyDown, "no_buy_down_now")
    if state.to_act() != seat:
        raise NotNow("not_your_turn", f"It is seat {state.to_act()}'s turn to turn their card down or not.")
    card = just_dealt(state, seat)
    if action["type"] == "keep_up":
        return KEEP_UP.draft(actor, Turned(card.code))
    price = state.options[state.current.price]
    if state.stacks[seat] < price:
        raise RuleError("cannot_afford", f"Turning your {card} down costs {cents(price)} and you have "
                                         f"{cents(state.stacks[seat])} behind: keep it face up.")
    return BUY_DOWN.draft(actor, Turned(card.code, price), ((f"stack:{seat}", state.pot_account, price),)
                          if price else ())


@dataclass(frozen=True)
class Turned:
    card: str  # the card just dealt face up, for all to see
    price: int | None = None  # what turning it down cost; None: kept up


def _fold(state: PokerState, event: Event, turned: Turned) -> PokerState:
    seat = int(event.actor[5:])
    if turned.price is not None:
        card = parse_card(turned.card)
        state = dead_money(state, seat, turned.price) if turned.price else state
        # Out of the cards showing, into the hand face down, known to all (it must be shown at the showdown).
        zones = state.zones.take_up(seat, card).receive(seat, card).reveal(seat, [card])
        state = replace(state, zones=zones)
    return replace(state, done=state.done | {seat})


BUY_DOWN = Kind("buy_down", Turned, _fold)
KEEP_UP = Kind("keep_up", Turned, _fold)


@dataclass(frozen=True)
class BuyDown(Phase):
    name = "buy_down"
    waiting = "Each player in turn may turn the card just dealt them face down now."
    drafters = MappingProxyType({"buy_down": _answer, "keep_up": _answer})
    folds = registry(BUY_DOWN, KEEP_UP)

    price: str = "down_price"  # the option that says what turning the card down costs

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if self.turn(state) != seat:
            return []
        card, price = just_dealt(state, seat).code, state.options[self.price]
        found = [specs.offer("keep_up", card=card)]
        if state.stacks[seat] >= price:
            found.insert(0, specs.offer("buy_down", card=card, amount=price))
        return found

    def turn(self, state: PokerState) -> int | None:
        waiting = [seat for seat in state.contenders() if seat not in state.done and just_dealt(state, seat)]
        return waiting[0] if waiting else None

    def complete(self, state: PokerState) -> bool:
        return self.turn(state) is None

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())
