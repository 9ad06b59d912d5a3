"""Trades of face-up cards (Contact Hold'em's option): after each face-up card, any player still in may offer
one of their face-up cards for one of another player's, who is not their neighbour; the other accepts or
declines. Each player has at most one offer open; the round of trades ends when every player still in has
said they are done and no offer waits for an answer.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ....core.cards import parse_cards
from ....core.errors import NotNow, RuleError
from ....engine import specs
from ....engine.events import Draft, Event
from ....engine.typed import Kind, registry
from ....engine.variant import Option
from ....poker import actions
from ....poker.deal import Phase, PokerState
from .contact import neighbours

TRADES = Option("trades", "bool", False, "After each face-up card, players may trade face-up cards with a player "
                "who is not their neighbour, both agreeing.")


def _on(state: PokerState) -> bool:
    return bool(state.options.get(TRADES.name))


def _open(state: PokerState) -> dict[int, tuple[str, str, int]]:
    """Offers waiting for an answer: proposer -> (card given, card taken, the other seat)."""
    return {int(key[6:]): offer for key, offer in state.pending.items() if key.startswith("offer:")}


def _partners(state: PokerState, seat: int) -> dict[str, int]:
    """The face-up cards `seat` may ask for, and whose they are: players still in who are not its neighbours."""
    near = set(neighbours(state, seat)) | {seat}
    return {card.code: other for other in state.contenders() if other not in near
            for card in state.zones.face_up(other)}


def _trade(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Trades, "no_trades_now")
    if not _on(state) or seat not in state.in_hand or seat in state.done or seat in _open(state):
        raise NotNow("no_trade", "You can't offer a trade now (one offer at a time, before you say done).")
    give = actions.cards_field(state, action, "give")[0]
    take = actions.cards_field(state, action, "take")[0]
    if give not in state.zones.face_up(seat):
        raise RuleError("not_yours", f"{give} is not one of your face-up cards.")
    partners = _partners(state, seat)
    if take.code not in partners:
        raise RuleError("not_tradable", f"{take} is not a face-up card of a player you may trade with "
                        "(not a neighbour, still in).")
    return TRADE.draft(actor, Offered(give.code, take.code, partners[take.code]))


def _answer(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Trades, "no_trades_now")
    source = action.get("seat")
    offer = _open(state).get(source) if isinstance(source, int) else None
    if offer is None or offer[2] != seat:
        raise NotNow("no_offer", "No trade is offered to you by that seat.")
    return (ACCEPT if action["type"] == "accept_trade" else DECLINE).draft(actor, Answered(source))


def _done(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Trades, "no_trades_now")
    if seat not in state.in_hand or seat in state.done:
        raise NotNow("already_done", "You have already said you are done trading.")
    return DONE.draft(actor, Done())


@dataclass(frozen=True)
class Offered:
    give: str
    take: str
    seat: int  # whose card is asked for


@dataclass(frozen=True)
class Answered:
    seat: int  # who made the offer


@dataclass(frozen=True)
class Done:
    """The player makes no more offers this round."""


def _fold_trade(state: PokerState, event: Event, offered: Offered) -> PokerState:
    key = f"offer:{event.actor[5:]}"
    return replace(state, pending={**state.pending, key: (offered.give, offered.take, offered.seat)})


def _fold_answer(state: PokerState, event: Event, answered: Answered) -> PokerState:
    give, take, other = _open(state)[answered.seat]
    pending = {key: offer for key, offer in state.pending.items() if key != f"offer:{answered.seat}"}
    state = replace(state, pending=pending)
    if event.type != "accept_trade":
        return state
    mine, theirs = parse_cards([give, take])
    zones = state.zones.take_up(answered.seat, mine).take_up(other, theirs)
    state = replace(state, zones=zones.put_up(answered.seat, theirs).put_up(other, mine))
    # An offer that gave or asked for a card that just moved no longer stands.
    stale = [key for key, offer in state.pending.items() if key.startswith("offer:") and {give, take} & set(offer[:2])]
    return replace(state, pending={key: offer for key, offer in state.pending.items() if key not in stale})


def _fold_done(state: PokerState, event: Event, done: Done) -> PokerState:
    return replace(state, done=state.done | {int(event.actor[5:])})


TRADE = Kind("trade", Offered, _fold_trade)
ACCEPT = Kind("accept_trade", Answered, _fold_answer)
DECLINE = Kind("decline_trade", Answered, _fold_answer)
DONE = Kind("done_trading", Done, _fold_done)


@dataclass(frozen=True)
class Trades(Phase):
    name = "trades"
    waiting = "Players may trade face-up cards now, with players who are not their neighbours."
    drafters = MappingProxyType({"trade": _trade, "accept_trade": _answer, "decline_trade": _answer,
                                 "done_trading": _done})
    folds = registry(TRADE, ACCEPT, DECLINE, DONE)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if not _on(state) or seat not in state.in_hand:
            return []
        found = []
        asked = [source for source, offer in _open(state).items() if offer[2] == seat]
        for source in asked:
            give, take, _ = _open(state)[source]
            for kind in ("accept_trade", "decline_trade"):
                found.append(specs.offer(kind, specs.seat("seat", [source]), source=source, give=give, take=take))
        if seat not in state.done and seat not in _open(state):
            partners = _partners(state, seat)
            mine = [card.code for card in state.zones.face_up(seat)]
            if partners and mine:
                found.append(specs.offer("trade", specs.card("give", mine), specs.card("take", sorted(partners)),
                                         give=mine, take=partners))
            found.append(specs.offer("done_trading"))
        return found

    def complete(self, state: PokerState) -> bool:
        return not _on(state) or set(state.contenders()) <= state.done and not _open(state)

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset(), pending={})
