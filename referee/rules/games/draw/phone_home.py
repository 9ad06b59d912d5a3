"""Phone Home: five cards down, bet; then three times "phone home" (each player in turn may buy a card for a
quarter) and a bet; show. At any time, even at the showdown before showing, a player may make a collect call:
a card for 50¢, at most twice in the game. Cards bought join the hand; hands play their best five.

Every card bought is dealt face down and entered by its owner. Ten cards at most a hand (five, three phoned,
two collect calls): five players never run the deck out.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping

from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind
from ...engine.variant import Option
from ...money.stakes import cents
from ...poker import actions
from ...poker.buying import BuyRound, Prices, Purchased, refusal
from ...poker.deal import PokerGame, PokerState
from ...poker.flow import buy_card
from ...poker.phases import Betting, Cards
from ...poker.script import Repeat

COLLECT_CALL = "a collect call"


def calls(state: PokerState, seat: int) -> int:
    return sum(1 for bought in state.bought if bought.seat == seat and bought.rule == COLLECT_CALL)


def _why_not(state: PokerState, seat: int) -> RuleError | None:
    """Why the seat cannot make a collect call now; None: it can."""
    if not state.ran or seat not in state.in_hand or seat in state.zones.shown or seat in state.mucked:
        return NotNow("no_collect_call", "Only a player still holding an unshown hand can make a collect call.")
    if calls(state, seat) >= state.options["collect_calls"]:
        return RuleError("no_more_calls", f"You have made your {state.options['collect_calls']} collect calls "
                         "this game.")
    price = state.options["collect_price"]
    if state.round is not None and seat in state.round.stacks and state.stacks[seat] == price:
        return RuleError("keep_chips_to_bet", f"During the betting a collect call ({cents(price)}) must leave you "
                         f"chips to bet with: you have {cents(state.stacks[seat])} behind.")
    return refusal(state, seat, price, COLLECT_CALL)


def _collect_call(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    if (why := _why_not(state, seat)) is not None:
        raise why
    price = state.options["collect_price"]
    return COLLECT.draft(actor, Purchased(COLLECT_CALL, price), ((f"stack:{seat}", state.pot_account, price),))


COLLECT = Kind("collect_call", Purchased,
               lambda state, event, call: buy_card(state, int(event.actor[5:]), call.price, call.rule))


@dataclass(frozen=True)
class CollectCalls(Prices):
    drafters = MappingProxyType({"collect_call": _collect_call})

    def apply(self, state: PokerState, event: Event) -> PokerState:
        return COLLECT.apply(state, event)

    def legal_actions(self, state: PokerState, seat: int) -> list[dict]:
        if state.result is not None or _why_not(state, seat) is not None:
            return []
        left = state.options["collect_calls"] - calls(state, seat)
        return [specs.offer("collect_call", amount=state.options["collect_price"], left=left)]


GAME = PokerGame(
    key="phone_home",
    title="Phone Home",
    description="Five cards down, bet; three times: each may buy a card for a quarter, then bet; show. A collect "
                "call (a card for 50¢) at any time, twice a game. Hands play their best five.",
    phases=(Cards(down=5), Betting(), Repeat(3, (BuyRound("phone_price", "phone home"), Betting(big=True)))),
    defaults={"ante": 5},
    options=(
        Option("phone_price", "int", 25, "What a card bought when phoning home costs.", minimum=1, money=True),
        Option("collect_price", "int", 50, "What a collect call's card costs.", minimum=1, money=True),
        Option("collect_calls", "int", 2, "Collect calls each player may make in a game.", minimum=0, maximum=2),
    ),
    extension=CollectCalls(prices=("phone_price", "collect_price")),
    max_players=5,
)
