"""A betting round: opened when the deal reaches it, squared and pushed when it is over.

In stud with a bring-in, the lowest card showing (in razz the highest) brings
it in before anyone acts on the first round; with blinds, the first round
starts left of the big blind; in stud without a bring-in, the best hand
showing acts first (in razz the lowest). A round may say who opens it
(`first`), once no forced bet does: the player left of the dealer, the best
hand showing, the last to bet or raise in the round before, if still in
(else left of the dealer), or in rotation (the deal's first round left of the
dealer, each later one a seat further round the table).

A round may forbid checking (`no_check`: a player facing no bet bets or folds),
or make its first player open it with a bet (`must_open`: they may neither
check nor fold); a round a blind or a bring-in opens has its bet already.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.errors import NotNow, RuleError
from ...core.omaha import BEST_FIVE, Holding
from ...engine import specs
from ...engine.events import REFEREE, Draft, Event
from ...engine.typed import Kind, registry
from ...money import betting
from ...money.stakes import Forced, cents
from .. import actions
from ..deal import Phase, PokerState
from .roll_up import BETTORS, RollUp, put_chips_in
from ..forced import first_after_blinds


def _bet(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    if not isinstance(state.current, Betting) or state.round is None:
        raise NotNow("no_betting_now", actions.waiting_for(state))
    _verify_restriction(state, seat, action.get("type"))
    after = betting.act(state.round, seat, action)
    chips = after.bets[seat] - state.round.bets[seat]
    postings = ((f"stack:{seat}", state.pot_account, chips),) if chips else ()
    return BETS[action["type"]].draft(actor, Bet(action.get("amount"), chips), postings)


@dataclass(frozen=True)
class Bet:
    amount: int | None = None  # the seat's whole bet this round, as it said it
    chips: int = 0  # the chips the action moved from its stack


def _fold_bet(state: PokerState, event: Event, payload: Bet) -> PokerState:
    seat = int(event.actor[5:])
    action = {"type": event.type, **({"amount": payload.amount} if payload.amount is not None else {})}
    round_ = betting.act(state.round, seat, action)
    return replace(state, round=round_, in_hand=round_.in_hand)


@dataclass(frozen=True)
class BringIn:
    seat: int
    amount: int
    why: str


def _fold_bring_in(state: PokerState, event: Event, payload: BringIn) -> PokerState:
    state = replace(state, forced=state.forced + (Forced(payload.seat, payload.amount, "bring_in"),))
    return state.current.open(state)


BETS = {kind: Kind(kind, Bet, _fold_bet) for kind in betting.ACTIONS}
DEALER_LEFT, BEST_SHOWING, LAST_RAISER, ROTATING = "dealer_left", "best_showing", "last_raiser", "rotating"
HIGH_SHOWING = "high_showing"  # the best high hand showing, in a low game too (Terminal Acne)
OPENERS = (DEALER_LEFT, BEST_SHOWING, LAST_RAISER, ROTATING, HIGH_SHOWING)  # who may open a round
BRING_IN = Kind("bring_in", BringIn, _fold_bring_in)


@dataclass(frozen=True)
class Betting(Phase):
    """A betting round. In fixed limit, `big` rounds use the big bet."""

    name = "betting"
    waiting = "The betting round is waiting for its forced bet."
    drafters = MappingProxyType({kind: _bet for kind in betting.ACTIONS})
    folds = registry(*BETS.values(), BRING_IN)

    big: bool = False
    first: str = ""  # who opens the round, when no forced bet does: one of OPENERS ("": as the game says)
    no_check: bool = False  # nobody may check: a player facing no bet bets or folds
    must_open: bool = False  # the round's first player must open it with a bet: no check, no fold

    @property
    def asks_last_raiser(self) -> bool:
        return self.first == LAST_RAISER

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if state.round is None:
            return []
        offered = betting.legal_actions(state.round, seat)
        barred = _barred(state)
        allowed = [action for action in offered if action["type"] not in barred]
        return [_with_fields(action, state.setup.unit) for action in allowed or offered]

    def turn(self, state: PokerState) -> int | None:
        return betting.to_act(state.round) if state.round is not None else None

    def followup(self, state: PokerState) -> Draft | None:
        if not _needs_bring_in(state):
            return None
        holding = state.game.holding
        seat = min(state.contenders(), key=lambda s: holding.bring_in_order(state.zones.up[s][0]))
        amount = min(state.stakes.bring_in, state.stacks[seat])
        card = state.zones.up[seat][0]
        return BRING_IN.draft(REFEREE, BringIn(seat, amount, f"{holding.brings_in}: {card}"),
                              ((f"stack:{seat}", state.pot_account, amount),) if amount else ())

    def enter(self, state: PokerState) -> PokerState:
        return state if _needs_bring_in(state) else self.open(state)

    def complete(self, state: PokerState) -> bool:
        return state.round is not None and betting.is_complete(state.round)

    def open(self, state: PokerState) -> PokerState:
        structure = state.stakes.structure
        round_ = betting.open_round(
            state.order, state.stacks, structure, state.setup.unit,
            in_hand=state.in_hand, forced=state.forced,
            bet_size=structure.big_bet if self.big else structure.small_bet,
            first=_first_to_act(state, self.first),
            pot=state.pot - sum(bet.amount for bet in state.forced),  # the blinds are bets of the round
        )
        return replace(state, round=round_)

    def leave(self, state: PokerState) -> PokerState:
        """Square and push: the bets in front go into the pot; the last to bet or raise is kept for a round
        that the last raiser opens, and who put chips in for a roll-up of those who bet."""
        raiser = _last_raiser(state.round)
        if raiser is not None and _opened_by_raisers(state):
            state = replace(state, notes={**state.notes, LAST_RAISER: str(raiser)})
        if any(isinstance(phase, RollUp) and phase.bettors for phase in state.game.every_phase()):
            state = replace(state, notes={**state.notes, BETTORS: put_chips_in(state.round)})
        return replace(state, round=None, in_hand=state.round.in_hand, forced=(),
                       rounds_played=state.rounds_played + 1)


def _opening(state: PokerState) -> bool:
    """The round's first action is due, with nothing bet before it (no blind, no bring-in)."""
    return not state.round.history and state.round.high == 0


def _barred(state: PokerState) -> frozenset[str]:
    """What the round forbids the seat on turn now."""
    phase = state.current
    if phase.must_open and _opening(state):
        return frozenset({"check", "fold"})
    return frozenset({"check"}) if phase.no_check else frozenset()


def _verify_restriction(state: PokerState, seat: int, kind) -> None:
    """Refuse a check or fold the round forbids, when the seat has something else it may do."""
    barred = _barred(state)
    if kind not in barred:
        return
    offered = {action["type"]: action for action in betting.legal_actions(state.round, seat)}
    if kind not in offered or not set(offered) - barred:
        return
    bet = f"bet (at least {cents(offered['bet']['min'])})" if "bet" in offered else "go all in"
    if state.current.must_open and _opening(state):
        raise RuleError("must_open", f"You open this betting round: you must {bet}; you may neither check nor fold.")
    raise RuleError("no_checking", f"Nobody may check in this betting round: {bet} or fold.")


def _with_fields(action: dict, unit: int) -> dict:
    """A bet, raise or completion takes its amount (the total, in cents); a call or all-in takes nothing."""
    if "min" in action:
        return specs.with_fields(action, specs.integer("amount", action["min"], action["max"], unit))
    return specs.with_fields(action)


def _needs_bring_in(state: PokerState) -> bool:
    """The first round of a stud game opens with the bring-in of the lowest card showing; a round before any
    card is showing (a defined game the player left of the dealer opens) has none."""
    return (
        state.game.stud
        and state.stakes.bring_in > 0
        and state.rounds_played == 0
        and isinstance(state.current, Betting)
        and state.round is None
        and not state.forced
        and all(state.zones.face_up(seat) for seat in state.contenders())
    )


def _first_to_act(state: PokerState, first: str = "") -> int | None:
    order = state.order
    for bet in state.forced:
        if bet.kind == "bring_in":
            return order[(order.index(bet.seat) + 1) % len(order)]
    if state.forced:  # blinds (by the table's stakes: a stored payload's keys come back sorted)
        return first_after_blinds(state)
    if first == LAST_RAISER and LAST_RAISER in state.notes:
        raiser = int(state.notes[LAST_RAISER])
        return raiser if raiser in state.in_hand else None
    if first == HIGH_SHOWING:
        return best_showing(state, BEST_FIVE)
    if first == BEST_SHOWING or (state.game.stud and first not in (DEALER_LEFT, ROTATING)):
        return best_showing(state)
    if first == ROTATING:  # each round one seat further from the dealer's left than the round before
        start = state.rounds_played % len(order)
        return next((seat for seat in order[start:] + order[:start] if seat in state.in_hand), None)
    return None


def _last_raiser(round_) -> int | None:
    """The last seat that bet, raised or completed in the round (an all-in counts when it raised), if any did."""
    high, raiser = 0, None
    for step in round_.history:
        if step.type in ("bet", "raise", "complete") or step.type == "all_in" and step.total > high:
            raiser = step.seat
        high = max(high, step.total)
    return raiser


def _opened_by_raisers(state: PokerState) -> bool:
    return any(phase.asks_last_raiser for phase in state.game.every_phase())


def last_raiser(state: PokerState) -> int:
    """The last to bet or raise in the round before, if still in; else the player left of the dealer."""
    raiser = int(state.notes.get(LAST_RAISER, 0))
    return raiser if raiser in state.contenders() else state.contenders()[0]


def best_showing(state: PokerState, holding: Holding | None = None) -> int:
    """The best hand showing as the game ranks hands (`Holding.showing`: equal high hands by the highest card),
    or as `holding` does (the high hands, whatever the game ranks)."""
    holding = holding or state.game.holding
    return max(state.contenders(),
               key=lambda seat: holding.showing(state.zones.face_up(seat), state.wild(seat), state.deck))
