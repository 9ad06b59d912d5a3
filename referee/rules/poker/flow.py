"""How a deal moves on: forced bets, opening and closing betting rounds, next phases.

Phases advance by themselves whenever what they wait for is complete: the
cards of a wave entered, a betting round over, everyone drawn or discarded,
everyone done with a placement phase.
Only what moves money or decides the deal is a ruling of its own (antes,
blinds, a bring-in, the showdown), because those are events the table sees.
"""

from __future__ import annotations

from dataclasses import replace

from ..core.errors import RuleError
from ..core.hands import evaluate
from ..engine.events import REFEREE, Draft
from ..engine.variant import Setup
from ..money import betting
from ..money.stakes import Forced, cents, stakes_from_options
from .game import Betting, Cards, Discard, Draw, Placement, PokerGame
from .state import SHOWDOWN, PokerState


def start(game: PokerGame, setup: Setup) -> PokerState:
    stakes = stakes_from_options(setup.options, setup.unit)
    for seat in setup.seats:
        stack = setup.stacks.get(seat, 0)
        if stack <= 0 or stack < stakes.ante:
            raise RuleError(
                "no_chips",
                f"Seat {seat} has {cents(stack)} in front of them, not enough to play "
                f"(the ante is {cents(stakes.ante)}): buy in, or deal without them.",
            )
    state = PokerState(game=game, setup=setup, stakes=stakes, in_hand=frozenset(setup.seats),
                       stacks=dict(setup.stacks), paid=dict.fromkeys(setup.seats, 0),
                       extra=game.extension.start(setup))
    return replace(state, opened=not _forced_bets(state))


def opening(state: PokerState) -> list[Draft]:
    """Antes and blinds, posted as one ruling before any card is dealt."""
    forced = _forced_bets(state)
    if not forced:
        return []
    payload = {kind: {str(seat): amount for seat, amount in bets.items()} for kind, bets in forced.items()}
    postings = tuple(
        (f"stack:{seat}", state.pot_account, amount)
        for bets in forced.values() for seat, amount in bets.items() if amount
    )
    return [Draft("forced_bets", REFEREE, payload, postings)]


def _forced_bets(state: PokerState) -> dict[str, dict[int, int]]:
    stakes = state.stakes
    forced = {}
    if stakes.ante:
        forced["antes"] = dict.fromkeys(state.order, stakes.ante)
    if state.game.blinds and stakes.big_blind:
        small, big = blind_seats(state.order)
        left = {seat: state.stacks[seat] - stakes.ante for seat in (small, big)}
        forced["blinds"] = {small: min(stakes.small_blind, left[small]), big: min(stakes.big_blind, left[big])}
    return forced


def blind_seats(order: tuple[int, ...]) -> tuple[int, int]:
    """Small and big blind: the two seats left of the dealer; heads-up the dealer posts the small."""
    if len(order) == 2:
        return order[1], order[0]
    return order[0], order[1]


def post_forced(state: PokerState, payload: dict, kind: str) -> PokerState:
    """Fold the opening antes and blinds, or a bring-in, into the state."""
    stacks = dict(state.stacks)
    paid = dict(state.paid)
    forced = list(state.forced)
    for seat, amount in payload.get("antes", {}).items():
        stacks[int(seat)] -= amount
        paid[int(seat)] += amount
    for seat, amount in payload.get("blinds", {}).items():
        if amount:  # a table may play a big blind alone, or a short stack post nothing
            stacks[int(seat)] -= amount
            forced.append(Forced(int(seat), amount))
    if kind == "bring_in":
        stacks[payload["seat"]] -= payload["amount"]
        forced.append(Forced(payload["seat"], payload["amount"], "bring_in"))
    return replace(state, stacks=stacks, paid=paid, forced=tuple(forced), opened=True)


def needs_bring_in(state: PokerState) -> bool:
    return (
        state.game.stud
        and state.stakes.bring_in > 0
        and state.rounds_played == 0
        and isinstance(state.current, Betting)
        and state.round is None
        and not state.forced
    )


def bring_in(state: PokerState) -> Draft:
    """The lowest card showing brings it in (equal ranks: clubs lowest)."""
    seat = min(state.contenders(), key=lambda s: state.up[s][0])
    amount = min(state.stakes.bring_in, state.stacks[seat])
    card = state.up[seat][0]
    return Draft("bring_in", REFEREE, {"seat": seat, "amount": amount, "why": f"lowest card showing: {card}"},
                 ((f"stack:{seat}", state.pot_account, amount),) if amount else ())


def advance(state: PokerState) -> PokerState:
    """Move through every phase that has nothing left to wait for."""
    if not state.opened:
        return state
    while state.result is None and len(state.in_hand) > 1 and state.current != SHOWDOWN:
        phase = state.current
        if isinstance(phase, Cards):
            if state.community_due() > 0 or any(state.up_due(seat) > 0 for seat in state.in_hand):
                return state
        elif isinstance(phase, Betting):
            if state.round is None:
                if needs_bring_in(state):
                    return state
                state = _open_round(state, phase)
            if not betting.is_complete(state.round):
                return state
            state = close_round(state)
        elif isinstance(phase, (Draw, Discard, Placement)):
            if not state.in_hand <= state.done:
                return state
            state = replace(state, done=frozenset())
        state = replace(state, phase=state.phase + 1)
    return state


def close_round(state: PokerState) -> PokerState:
    """Square and push: the bets in front go into the pot."""
    round_ = state.round
    paid = {seat: state.paid[seat] + round_.bets.get(seat, 0) for seat in state.paid}
    stacks = {**state.stacks, **round_.stacks}
    return replace(state, round=None, paid=paid, stacks=stacks, in_hand=round_.in_hand, forced=(),
                   rounds_played=state.rounds_played + 1)


def _open_round(state: PokerState, phase: Betting) -> PokerState:
    structure = state.stakes.structure
    round_ = betting.open_round(
        state.order,
        state.stacks,
        structure,
        state.setup.unit,
        in_hand=state.in_hand,
        forced=state.forced,
        bet_size=structure.big_bet if phase.big else structure.small_bet,
        first=_first_to_act(state),
        pot=sum(state.paid.values()),
    )
    return replace(state, round=round_)


def _first_to_act(state: PokerState) -> int | None:
    order = state.order
    for bet in state.forced:
        if bet.kind == "bring_in":
            return order[(order.index(bet.seat) + 1) % len(order)]
    if state.forced:  # blinds: left of the big blind (by seat: a stored payload's keys come back sorted)
        big = blind_seats(order)[1]
        return order[(order.index(big) + 1) % len(order)]
    if state.game.stud:
        return best_showing(state)
    return None


def best_showing(state: PokerState) -> int:
    """The best hand showing; equal hands: the highest card, then its suit."""
    def strength(seat: int):
        cards = state.up.get(seat, ())
        return evaluate(cards, state.game.wild, state.deck), max(cards, default=None)

    return max(state.contenders(), key=strength)
