"""Each player still in turns up face-down cards of their choice (roll-up and flip games): `count` each, or
all they hold (`every`, Flip'em: "each player flips all five cards face up").

At once (`at_once`, as most rule texts say: "each player simultaneously
flips"): each player enters the cards they turn up privately, and may change
them until every player still in has chosen; nobody, the host included, sees
a choice before then. Then the referee turns them all up together. In turn
(`at_once` False): from the dealer's left, each player turns theirs up at
once, for everyone to see.

A card turned up leaves its owner's face-down cards and lies face up in front
of them as if dealt so: the best hand showing, wild and kill rules read it
like any card turned up. It was dealt (face down) already, so the deck does
not count it again. When a player's own entry of their hand is whole, only
its cards may be turned; and where only the cards just dealt may be turned
(`fresh`: "flip one of the cards from the last round of dealing"), none the
player's entry held before the last deal step. Where only those who bet turn
cards up (`bettors`: "every player that put money into the pot last round
simultaneously flips one card"), the others still in keep theirs down: the
betting round before notes who put chips in (blinds and bring-ins too).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import parse_cards
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import REFEREE, Draft, Event
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Phase, PokerState

CHOSEN = "roll:"  # pending: the cards a seat chose to turn up, not yet turned, by seat
BETTORS = "bettors"  # notes: the seats that put chips in during the betting round just played ("1 3")


def put_chips_in(round_) -> str:
    """The seats that put chips in during a betting round, as the note `BETTORS` keeps them."""
    return " ".join(str(seat) for seat, amount in sorted(round_.bets.items()) if amount)


def _due(state: PokerState, seat: int) -> int:
    """How many cards the seat turns up: the count, or every face-down card it holds if fewer (or all, always)."""
    phase = state.current
    return state.down_count(seat) if phase.every else min(phase.count, state.down_count(seat))


def _roll(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, RollUp, "no_roll_up_now")
    phase = state.current
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    if seat in state.done:
        raise NotNow("already_turned", "You have turned up your cards.")
    if phase.bettors and str(seat) not in state.notes.get(BETTORS, "").split():
        raise NotNow("did_not_bet", "You put no chips in the pot in the last betting round: you keep your cards "
                     "face down.")
    if not phase.at_once and state.to_act() != seat:
        raise NotNow("not_your_turn", f"It is seat {state.to_act()}'s turn to turn up a card.")
    cards = actions.cards_field(state, action)
    due = _due(state, seat)
    if len(cards) != due or len(set(cards)) != due:
        raise RuleError("wrong_count", f"Turn up {due} of your face-down cards." if due > 1 else
                        "Turn up one of your face-down cards.")
    actions.check_own(state, seat, cards, "turn up one of yours")
    older = state.zones.held.get(seat, ()) if phase.fresh else ()
    if any(card in older for card in cards):
        card = next(card for card in cards if card in older)
        raise RuleError("not_just_dealt", f"You held {card} before the last deal: turn up one of the cards just "
                        "dealt to you.")
    if phase.at_once:
        return CHOOSE.draft(actor, Chose({"cards": actions.codes(cards)}))
    return ROLL.draft(actor, rolled({seat: actions.codes(cards)}))


@dataclass(frozen=True)
class Chose:
    hidden: Mapping[str, Any]  # {"cards": [...]}: the player's secret until every choice is in


@dataclass(frozen=True)
class Rolled:
    cards: Mapping[str, list]  # seat -> the cards it turned up, for all to see
    lines: list  # the same said by seat: [{"seats": [1], "says": "turns up A♥"}]


def rolled(cards: Mapping[int, list]) -> Rolled:
    """The cards each seat turns up, and the same in words."""
    lines = [{"seats": [seat], "says": "turns up " + " ".join(str(card) for card in parse_cards(codes))}
             for seat, codes in cards.items()]
    return Rolled({str(seat): list(codes) for seat, codes in cards.items()}, lines)


def _fold_chose(state: PokerState, event: Event, chose: Chose) -> PokerState:
    return replace(state, pending={**state.pending, f"{CHOSEN}{event.actor[5:]}": tuple(chose.hidden["cards"])})


def _fold_rolled(state: PokerState, event: Event, rolled: Rolled) -> PokerState:
    """Each seat's cards turned up in playing order, each firing what a card turned up fires."""
    for seat in state.order:
        for card in parse_cards(rolled.cards.get(str(seat), [])):
            zones = state.zones.discard(seat, [card])
            zones = replace(zones.turn_up(seat, card), dealt=state.zones.dealt)
            state = state.game.turned_up(replace(state, zones=zones), seat, card)
        if str(seat) in rolled.cards:
            state = replace(state, done=state.done | {seat})
    return state


CHOOSE = Kind("roll_up", Chose, _fold_chose)
ROLL = Kind("rolled_up", Rolled, _fold_rolled)


@dataclass(frozen=True)
class RollUp(Phase):
    name = "roll_up"
    drafters = MappingProxyType({"roll_up": _roll})
    folds = registry(CHOOSE, ROLL)

    count: int = 1
    at_once: bool = True
    fresh: bool = False  # only cards the last deal step dealt (known when the player entered their hand before it)
    bettors: bool = False  # only players who put chips in during the betting round before
    every: bool = False  # every face-down card each holds, whatever the count

    @property
    def waiting(self) -> str:  # type: ignore[override]
        who = "Everyone who put chips in the pot in the last betting round" if self.bettors else "Everyone still in"
        cards = "all their face-down cards" if self.every else "a face-down card of their choice"
        return f"{who} turns up {cards} now."

    def _rolling(self, state: PokerState) -> list[int]:
        rolling = [seat for seat in state.contenders() if seat not in state.done and _due(state, seat)]
        if self.bettors:
            bet = state.notes.get(BETTORS, "").split()
            return [seat for seat in rolling if str(seat) in bet]
        return rolling

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat not in self._rolling(state) or not self.at_once and self.turn(state) != seat:
            return []
        entered = actions.whole_entry(state, seat)
        if entered and self.fresh:
            entered = tuple(card for card in entered if card not in state.zones.held.get(seat, ()))
        chosen = state.pending.get(f"{CHOSEN}{seat}")
        field = specs.cards("cards", _due(state, seat), choices=actions.codes(entered) if entered else None,
                            own="down", shown=not self.at_once, leaves="table")
        return [specs.offer("roll_up", field, count=_due(state, seat), at_once=self.at_once,
                            **({"chosen": list(chosen)} if chosen else {}))]

    def turn(self, state: PokerState) -> int | None:
        if self.at_once:
            return None
        waiting = self._rolling(state)
        return waiting[0] if waiting else None

    def followup(self, state: PokerState) -> Draft | None:
        waiting = self._rolling(state)
        if not self.at_once or not waiting or any(f"{CHOSEN}{seat}" not in state.pending for seat in waiting):
            return None
        return ROLL.draft(REFEREE, rolled({seat: list(state.pending[f"{CHOSEN}{seat}"]) for seat in waiting}))

    def complete(self, state: PokerState) -> bool:
        return not self._rolling(state)

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset(), pending={key: value for key, value in state.pending.items()
                                                         if not key.startswith(CHOSEN)})
