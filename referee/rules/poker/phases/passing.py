"""A pass: every player still in hands one face-down card to the next player still in, left or right.

Passes are simultaneous: each player chooses the card they pass (entered
privately) before anyone takes one, so nobody receives until every card is
chosen. Then each receiver enters the card they took, privately (offered the
card its giver named, to confirm at a tap). The referee
checks that giver and receiver name the same card; when they differ it asks
both, and nobody else, to enter it again, and the card joins the receiver's
hand only once they agree. Nobody else ever learns the card. At the showdown
the receiver must show it and the giver may not (`Zones.taken`, `parted`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import Card, parse_cards
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event, seat_actor
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Phase, PokerState


def receiver(state: PokerState, seat: int, step: int) -> int:
    """The next player still in from `seat`: to the left (step 1, playing order) or the right (-1)."""
    players = state.contenders()
    return players[(players.index(seat) + step) % len(players)]


def giver(state: PokerState, seat: int, step: int) -> int:
    return receiver(state, seat, -step)


def _given(state: PokerState, seat: int) -> Card | None:
    return state.pending.get(f"gave:{seat}")


def _taken(state: PokerState, seat: int) -> Card | None:
    return state.pending.get(f"took:{seat}")


def _agreed(state: PokerState, seat: int) -> bool:
    """The card handed to `seat` is settled: its giver and it named the same card."""
    return bool(state.pending.get(f"agreed:{seat}"))


def everyone_chose(state: PokerState) -> bool:
    return all(_given(state, seat) is not None for seat in state.contenders())


def _differ(state: PokerState, to: int, step: int) -> bool:
    taken = _taken(state, to)
    return taken is not None and taken != _given(state, giver(state, to, step))


def _one_card(state: PokerState, seat: int, action: Mapping[str, Any]) -> Card:
    if isinstance(action.get("cards"), list) and "card" not in action:
        action = {"card": action["cards"]}
    cards = actions.cards_field(state, action, "card")
    if len(cards) != 1:
        raise RuleError("one_card", "Name the one card that is passed, like \"Q♠\".")
    actions.check_unseen(state, cards, own=state.zones.known.get(seat, ()))
    return cards[0]


def _pass(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Pass, "no_pass_now")
    phase = state.current
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    to = receiver(state, seat, phase.step)
    if _given(state, seat) is not None and not _differ(state, to, phase.step):
        raise NotNow("already_passed", "You have already passed your card.")
    card = _one_card(state, seat, action)
    entered = state.zones.entered.get(seat, ())
    if _given(state, seat) is None and len(entered) == state.down_count(seat) and card not in entered:
        raise RuleError("not_in_your_hand", f"{card} is not in the hand you entered.")
    return PASS.draft(actor, Passed(to, {"cards": [card.code]}))


def _receive(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Pass, "no_pass_now")
    phase = state.current
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    if not everyone_chose(state):
        raise NotNow("passes_not_chosen", "Everyone chooses the card they pass before anyone takes one: wait.")
    if _agreed(state, seat) or _taken(state, seat) is not None and not _differ(state, seat, phase.step):
        raise NotNow("already_received", "You have already entered the card you were passed.")
    return RECEIVE.draft(actor, Received(giver(state, seat, phase.step), {"cards": [_one_card(state, seat, action).code]}))


@dataclass(frozen=True)
class Passed:
    to: int  # the seat the card goes to, for all to see
    hidden: Mapping[str, Any]  # the card passed ("cards": [it]), the giver's secret


@dataclass(frozen=True)
class Received:
    source: int  # the seat the card came from, for all to see
    hidden: Mapping[str, Any]  # the card taken ("cards": [it]), the receiver's secret


def _fold_pass(state: PokerState, event: Event, passed: Passed) -> PokerState:
    seat, card = int(event.actor[5:]), parse_cards(passed.hidden["cards"])[0]
    before = _given(state, seat)
    zones = state.zones
    if before is None:
        zones = zones.give(seat, card)
    else:  # a correction: the card first named stays in the giver's hand, this one left it
        entered = zones.entered.get(seat)
        if entered is not None and card in entered:
            zones = zones.enter(seat, tuple(before if held == card else held for held in entered))
        else:
            zones = zones.forget(seat)
    state = replace(state, zones=zones, pending={**state.pending, f"gave:{seat}": card})
    return _settle(state, passed.to)


def _fold_receive(state: PokerState, event: Event, received: Received) -> PokerState:
    seat, card = int(event.actor[5:]), parse_cards(received.hidden["cards"])[0]
    return _settle(replace(state, pending={**state.pending, f"took:{seat}": card}), seat)


def _settle(state: PokerState, to: int) -> PokerState:
    """The card joins the receiver's hand once giver and receiver name the same one."""
    taken = _taken(state, to)
    if taken is None or _agreed(state, to) or taken != _given(state, giver(state, to, state.current.step)):
        return state
    zones = state.zones.receive(to, taken).handed(giver(state, to, state.current.step), to, taken)
    return replace(state, zones=zones, pending={**state.pending, f"agreed:{to}": True})


PASS = Kind("pass_card", Passed, _fold_pass)
RECEIVE = Kind("receive", Received, _fold_receive)

DIFFER = ("{other} entered another card than you for the card {who} passed. Check it, and enter again the "
          "card {what}; nobody else is told.")


@dataclass(frozen=True)
class Pass(Phase):
    """Each player still in passes one face-down card: to the left (`step` 1) or to the right (-1)."""

    name = "pass"
    waiting = "Everyone passes a card now."
    drafters = MappingProxyType({"pass_card": _pass, "receive": _receive})
    folds = registry(PASS, RECEIVE)

    step: int = 1

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat not in state.in_hand:
            return []
        to, source = receiver(state, seat, self.step), giver(state, seat, self.step)
        side = "left" if self.step == 1 else "right"
        found = []
        if _given(state, seat) is None:
            chosen = specs.card("card", own="down", leaves=seat_actor(to))
            found.append(specs.offer("pass_card", chosen, to=to, side=side))
        elif _differ(state, to, self.step):  # the giver's correction: the card they really passed
            says = DIFFER.format(other=f"Seat {to}", who="you", what="you passed")
            found.append(specs.offer("pass_card", specs.card("card"), to=to, side=side, differ=says))
        if everyone_chose(state) and not _agreed(state, seat):
            if _taken(state, seat) is None:  # the card the giver named, for the receiver to confirm at a tap
                found.append(specs.offer("receive", specs.card("card", own="down", source=seat_actor(source)),
                                         source=source, passed=_given(state, source).code))
            elif _differ(state, seat, self.step):
                says = DIFFER.format(other=f"Seat {source}", who="they", what="you were passed")
                taken = specs.card("card", own="down", source=seat_actor(source))
                found.append(specs.offer("receive", taken, source=source, differ=says))
        return found

    def complete(self, state: PokerState) -> bool:
        return all(_agreed(state, seat) for seat in state.contenders())

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={})
