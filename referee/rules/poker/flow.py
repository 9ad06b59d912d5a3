"""How a deal moves on: the deal starts, then every phase whose work is complete is passed.

Phases advance by themselves whenever what they wait for is complete (the
cards of a wave entered, a betting round over, everyone drawn). Only what
moves money or decides the deal is a ruling of its own (antes, blinds, a
bring-in, the showdown), because those are events the table sees.
"""

from __future__ import annotations

from dataclasses import replace

from ..core.errors import RuleError
from ..engine.variant import Setup
from ..money.stakes import cents, stakes_from_options
from .bought import Bought
from .deal import PokerGame, PokerState, Step, dead_money
from .forced import forced_bets
from .phases import Showdown, declare, in_out
from .zones import Zones

SHOWDOWN = Showdown()


def start(game: PokerGame, setup: Setup) -> PokerState:
    stakes = stakes_from_options(setup.options, setup.unit, blinds=game.blinds)
    if game.antes_once and setup.carried_pot:
        stakes = replace(stakes, ante=0)
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
                       todo=game.script(setup.options) + (SHOWDOWN,), extra=game.extension.start(setup))
    return replace(state, opened=not forced_bets(state))


def advance(state: PokerState) -> PokerState:
    """Move through every phase that has nothing left to wait for."""
    if not state.opened:
        return state
    if not state.ran:
        state = _next(state)
    while state.result is None and not state.decided and state.current.complete(state):
        state = _next(state.current.leave(state))
    return state


def _next(state: PokerState) -> PokerState:
    """Enter the next phase of the script, working out any step that stands for phases."""
    todo = state.todo
    while isinstance(todo[0], Step):
        todo = todo[0].expand(state) + todo[1:]
    phase = todo[0]
    state = replace(state, ran=state.ran + (phase,), todo=todo[1:], since=state.zones)
    return phase.enter(state)


def redeal(state: PokerState) -> PokerState:
    """Every card gathered and the script dealt again to the players still in; the pot stays.

    At the showdown (a rule that reads cards as they are shown), a hand already mucked is dealt in
    again: the showdown it conceded does not happen.
    """
    # What was said of the cards gathered goes with them (high-low declarations and guts words too); what was
    # said of the players (a kill) stays.
    notes = {key: text for key, text in state.notes.items()
             if key != "redeal" and not key.startswith(("card:", declare.REVEALED, in_out.SAID))}
    state = replace(state, zones=Zones(), since=Zones(), ran=(), todo=state.game.script(state.options) + (SHOWDOWN,),
                    round=None, done=frozenset(), made_wild={}, owed=(), notes=notes, changed={},
                    mucked=frozenset())
    return _next(state)


def buy_card(state: PokerState, seat: int, price: int, rule: str, zones: Zones | None = None) -> PokerState:
    """A card bought: its price is the pot's (no bet), the card is dealt face down (or the cards lie as `zones`
    says: a card shown for sale, now face up in front of its buyer; a card bought face up, not yet dealt), the
    purchase recorded.
    Bought during a betting round, it leaves the round fewer chips behind the seat and more in the pot."""
    zones = state.zones.deal_down([seat], 1) if zones is None else zones
    state = dead_money(state, seat, price)
    round_ = state.round
    if round_ is not None and seat in round_.stacks:
        round_ = replace(round_, stacks={**round_.stacks, seat: state.stacks[seat]}, pot=round_.pot + price)
    return replace(state, zones=zones, round=round_,
                   bought=state.bought + (Bought(seat, price, rule, state.phase),))


def fold_postings(state: PokerState, postings) -> PokerState:
    """Every chip that moves between a seat and the deal's pot, whatever rule moved it."""
    stacks, paid = dict(state.stacks), dict(state.paid)
    pot = state.pot_account
    for source, target, amount in postings:
        if source.startswith("stack:"):
            stacks[int(source[6:])] -= amount
            if target == pot:
                paid[int(source[6:])] += amount
        if target.startswith("stack:"):
            stacks[int(target[6:])] += amount
    return replace(state, stacks=stacks, paid=paid)
