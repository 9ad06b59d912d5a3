"""A card bought face up: each player still in, in turn from the dealer's left, may pay a price to turn up the
card just dealt them face down, or keep it down (Texas Reach Around: "deal each player one face down card; they
may pay max bet to get it face up instead").

It is a roll-up in turn of one of the cards just dealt (`RollUp`, `fresh`), bought: the price goes from the
player's stack to the pot as dead money, and a player who cannot pay it may only keep their card down.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.errors import RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from ...money.stakes import cents
from .. import actions
from ..deal import PokerState, dead_money
from .roll_up import ROLL, RollUp, Rolled


def _buy_up(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, BuyUp, "no_buy_up_now")
    price = state.options[state.current.price]
    if state.stacks[seat] < price:
        raise RuleError("cannot_afford", f"Turning your card up costs {cents(price)} and you have "
                                         f"{cents(state.stacks[seat])} behind: keep it face down.")
    turned = RollUp.drafters["roll_up"](state, actor, action).payload  # your turn, and a card just dealt to you
    return BUY_UP.draft(actor, BoughtUp(turned["cards"], turned["lines"], price),
                        ((f"stack:{seat}", state.pot_account, price),) if price else ())


def _keep_down(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, BuyUp, "no_buy_up_now")
    if state.to_act() != seat:
        raise RuleError("not_your_turn", f"It is seat {state.to_act()}'s turn to buy their card up or not.")
    return KEEP_DOWN.draft(actor, Kept(seat))


@dataclass(frozen=True)
class BoughtUp(Rolled):
    price: int = 0


@dataclass(frozen=True)
class Kept:
    seat: int


def _fold_bought(state: PokerState, event: Event, bought: BoughtUp) -> PokerState:
    state = dead_money(state, int(event.actor[5:]), bought.price) if bought.price else state
    return ROLL.fold(state, event, bought)


def _fold_kept(state: PokerState, event: Event, kept: Kept) -> PokerState:
    return replace(state, done=state.done | {kept.seat})


BUY_UP = Kind("buy_up", BoughtUp, _fold_bought)
KEEP_DOWN = Kind("keep_down", Kept, _fold_kept)


@dataclass(frozen=True)
class BuyUp(RollUp):
    name = "buy_up"
    waiting = "Each player in turn may buy the card just dealt them face up now."
    drafters = MappingProxyType({"buy_up": _buy_up, "keep_down": _keep_down})
    folds = registry(BUY_UP, KEEP_DOWN)

    price: str = "up_price"  # the option that says what turning the card up costs
    at_once: bool = False
    fresh: bool = True

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        price = state.options[self.price]
        found = [{**offer, "type": "buy_up", "amount": price} for offer in super().offers(state, seat)
                 if state.stacks[seat] >= price]
        return found + [specs.offer("keep_down")] if self.turn(state) == seat else []
