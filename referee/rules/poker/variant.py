"""The engine every poker game runs on: the variant protocol for a `PokerGame`.

An action goes to the drafter of the phase that owns its type: the current
phase's, or, when another phase of the game owns it, that phase's (which
refuses it, saying what the deal waits for now). An event folds through the
phase that owns it, the engine's own folds, or the game's extension; every
chip a posting moves is folded the same way whatever moved it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ..core.errors import NotNow, RuleError
from ..engine.driver import drive
from ..engine.events import Draft, Event
from ..engine.typed import registry
from ..engine.variant import Setup
from ..money.stakes import BLIND_OPTIONS, BLINDS, BRING_IN, STAKE_OPTIONS
from . import actions, effects, flow, forced, reshuffle, ruling, wins_at_once
from .deal import PokerGame, PokerState
from .extensions import mechanics
from .legs import Legs
from .view import view

ENGINE_DRAFTERS = {"cards": actions.private_cards, "reshuffle": reshuffle.draft}
# The engine's own events, whatever the phase: forced bets, private entries, reshuffles, rulings and effects.
ENGINE_EVENTS = registry(forced.FORCED_BETS, actions.ENTER, reshuffle.RESHUFFLE, ruling.SHOWDOWN,
                         ruling.UNCONTESTED, *effects.EFFECT_EVENTS.values(), wins_at_once.WON)


class PokerVariant:
    def __init__(self, game: PokerGame):
        self.game = game
        self.key = game.key
        self.title = game.title
        self.description = game.description
        self.min_players = game.min_players
        self.max_players = game.max_players
        self.match = game.match
        self.takes_carried = True  # a pot nobody won in the deal before joins this deal's main pot
        idle = (() if game.blinds else BLINDS) + (() if game.stud else BRING_IN) + game.unused
        self.options = tuple(
            replace(option, default=game.defaults.get(option.name, option.default), idle=option.name in idle)
            for option in STAKE_OPTIONS + (BLIND_OPTIONS if game.blinds else ())
        ) + game.options
        self._phases = game.every_phase() + (flow.SHOWDOWN,)
        legs = mechanics(game, Legs)
        if legs is not None:  # the table keeps each player's legs between the game's deals
            self.carry = legs.carry

    def start(self, setup: Setup) -> PokerState:
        return flow.advance(flow.start(self.game, setup))

    def opening(self, state: PokerState) -> list[Draft]:
        return forced.opening(state)

    def is_finished(self, state: PokerState) -> bool:
        return state.result is not None

    # Deciding.

    def decide(self, state: PokerState, actor: str, action: Mapping[str, Any]) -> list[Draft]:
        if state.result is not None:
            raise NotNow("deal_over", "This deal is over.")
        state = effects.unsaid_kills_dropped(state)
        kind = action.get("type")
        drafter = self._drafter(state, kind)
        if drafter is None:
            raise RuleError("unknown_action", f"'{kind}' is not an action in {self.title}.")
        return drive(self, state, drafter(state, actor, action))

    def _drafter(self, state: PokerState, kind: Any):
        owners = [state.current] + [phase for phase in self._phases if phase is not state.current]
        for phase in owners:
            if kind in phase.drafters:
                return phase.drafters[kind]
        return ENGINE_DRAFTERS.get(kind) or self.game.extension.drafters.get(kind)

    def followups(self, state: PokerState) -> list[Draft]:
        """The one ruling due now, if any: the game's own first, then the engine's."""
        for due in (self.game.extension.followup, *(effect.followup for effect in self.game.effects)):
            if (draft := due(state)) is not None:
                return [draft]
        if state.ready_for_ruling():
            return [ruling.ruling(state)]
        # A phase's ruling is due only while the deal goes on: a card that won at once may have ended it mid-turn.
        if state.result is None and (draft := state.current.followup(state)) is not None:
            return [draft]
        return []

    # Folding.

    def apply(self, state: PokerState, event: Event) -> PokerState:
        state = flow.fold_postings(state, event.postings)
        kind = event.type
        if kind in state.current.folds:
            state = state.current.folds[kind].apply(state, event)
        elif kind in ENGINE_EVENTS:
            state = ENGINE_EVENTS[kind].apply(state, event)
        elif self.game.extension.folds(kind):
            state = self.game.extension.apply(state, event)
        return flow.advance(state)

    # Reading.

    def legal_actions(self, state: PokerState, seat: int) -> list[dict]:
        if state.result is not None or seat not in state.order:
            return []
        found = []
        if seat in state.in_hand and seat not in state.zones.shown and state.down_count(seat) and not self.game.unseen:
            found.append(actions.offer_private(state, seat))
        found += state.current.offers(state, seat) + reshuffle.offers(state, seat)
        return found + self.game.extension.legal_actions(state, seat)

    def view(self, state: PokerState, viewer: int | None) -> dict:
        return view(state, viewer)
