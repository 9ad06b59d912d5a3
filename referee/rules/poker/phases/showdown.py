"""The showdown: every player still in shows their face-down cards or mucks them.

A game may need the face-down cards of a player who folded (Martian Poker's
hole cards owned by someone else): those seats show too, and may not muck.
The referee rules when every hand it waits for is shown or mucked.

A card two players show is a clash: the second show is refused, and the
ruling waits. Until it rules, a player who showed a card wrongly corrects it
in front of everyone ("the Q♠ is really the Q♥"), in games where no rule
fires on a card shown (there, the show is taken back instead).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import Card, parse_cards
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.corrections import corrected
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Effect, Phase, PokerState


def _show(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    if action.get("cards") is None and seat in state.zones.entered:
        cards = state.zones.entered[seat]
    elif action.get("cards") is None and not state.down_count(seat):  # nothing face down: the hand is known
        cards = ()
    else:
        cards = actions.cards_field(state, action)
    _verify_show(state, seat, cards)
    return SHOW.draft(actor, Shown(actions.codes(cards)))


@dataclass(frozen=True)
class Shown:
    cards: list[str]  # the seat's face-down cards


@dataclass(frozen=True)
class Mucked:
    """A hand thrown in unseen: it concedes."""


def _verify_show(state: PokerState, seat: int, cards: tuple[Card, ...]) -> None:
    if not state.at_showdown:
        raise NotNow("no_showdown_yet", actions.waiting_for(state))
    if seat not in state.showing() or seat in state.zones.shown or seat in state.mucked:
        raise NotNow("nothing_to_show", "You have no hand left to show.")
    need = state.down_count(seat)
    if len(cards) != need:
        raise RuleError("wrong_count", f"Show your {need} face-down cards (your face-up cards are known).")
    if len(set(cards)) != len(cards):
        raise RuleError("card_twice", "The same card can't be in your hand twice.")
    actions.check_unseen(state, cards, own=state.zones.known.get(seat, ()))
    missing = [card for card in state.zones.known.get(seat, ()) if card not in cards]
    if missing:
        raise RuleError("shown_card_missing", f"You showed {missing[0]} during the hand and kept it: it must be in your hand.")
    _verify_passes(state, seat, cards)


def _verify_passes(state: PokerState, seat: int, cards: tuple[Card, ...]) -> None:
    """Cards passed between players: the receiver still holds one, the giver no longer (told to them alone)."""
    missing = [card for card in state.zones.taken.get(seat, ()) if card not in cards]
    if missing:
        raise RuleError("passed_card_missing", f"You were passed {missing[0]} and kept it: it must be in your hand.")
    gone = [card for card in state.zones.parted.get(seat, ()) if card in cards]
    if gone:
        raise RuleError("passed_card_shown", f"You passed {gone[0]} on: it is no longer in your hand.")


def _muck(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    verify_muck(state, seat)
    return MUCK.draft(actor, Mucked())


def verify_muck(state: PokerState, seat: int) -> None:
    if not state.at_showdown or seat not in state.in_hand or seat in state.zones.shown or seat in state.mucked:
        raise NotNow("nothing_to_muck", "You can muck only your own hand, at the showdown.")
    if seat in state.game.extension.must_show(state):
        raise RuleError("must_show", "This showdown needs your face-down cards (another player plays them): show them.")


def _fold_show(state: PokerState, event: Event, shown: Shown) -> PokerState:
    """The cards join the hand, and any effect that reads a card when it is shown fires (a wild tax)."""
    seat, cards = int(event.actor[5:]), parse_cards(shown.cards)
    return state.game.shown(replace(state, zones=state.zones.show(seat, cards)), seat, cards)


def _fold_muck(state: PokerState, event: Event, mucked: Mucked) -> PokerState:
    return replace(state, mucked=state.mucked | {int(event.actor[5:])})


def _correct(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    wrong, right = corrected(action)
    if not correctable(state, seat):
        raise NotNow("nothing_to_correct", "You can correct a card you showed at the showdown, before the referee "
                     "rules, in a game where no rule fires on a card shown (else take your show back).")
    if wrong not in _shown_here(state, seat):
        raise RuleError("not_shown", f"You did not show {wrong} at this showdown.")
    state.deck.check((right,))
    actions.check_unseen(state, (right,))
    return CORRECT.draft(actor, ShownFix(wrong.code, right.code))


@dataclass(frozen=True)
class ShownFix:
    card: str  # the card shown wrongly
    is_: str  # the card it really is: everyone sees both


def correctable(state: PokerState, seat: int) -> bool:
    """Whether the seat may still correct a card it showed: shown, not ruled, no rule read the cards."""
    quiet = all(type(effect).shown is Effect.shown for effect in state.game.effects)
    return quiet and state.at_showdown and state.result is None and seat in state.zones.shown


def clashing(state: PokerState, seat: int) -> bool:
    """Whether a player still to show holds, by their entry, a card this seat showed: one of the two is
    wrong, and the show of the other waits (the table hears of it as that player tries to show)."""
    shown = set(_shown_here(state, seat))
    waiting = [other for other in state.showing() if other != seat and other not in state.zones.shown
               and other not in state.mucked]
    return any(shown & set(state.zones.entered.get(other, ())) for other in waiting)


def _shown_here(state: PokerState, seat: int) -> tuple[Card, ...]:
    """The cards the seat showed at the showdown, without those it had shown in play."""
    known = state.zones.known.get(seat, ())
    return tuple(card for card in state.zones.shown[seat] if card not in known)


def _fold_correct(state: PokerState, event: Event, fix: ShownFix) -> PokerState:
    seat = int(event.actor[5:])
    wrong, right = parse_cards([fix.card, fix.is_])
    swap = lambda cards: tuple(right if card == wrong else card for card in cards)  # noqa: E731
    zones = state.zones.show(seat, swap(state.zones.shown[seat]))
    if seat in zones.entered:
        zones = zones.enter(seat, swap(zones.entered[seat]))
    return replace(state, zones=zones)


SHOW = Kind("show", Shown, _fold_show)
MUCK = Kind("muck", Mucked, _fold_muck)
CORRECT = Kind("correct", ShownFix, _fold_correct)


@dataclass(frozen=True)
class Showdown(Phase):
    name = "showdown"
    waiting = "This is the showdown: show your cards or muck them."
    asks_at_once = True
    drafters = MappingProxyType({"show": _show, "muck": _muck, "correct": _correct})
    folds = registry(SHOW, MUCK, CORRECT)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if correctable(state, seat) and clashing(state, seat):
            own = [card.code for card in _shown_here(state, seat)]
            return [specs.offer("correct", specs.card("card", own), specs.card("is"), cards=own, clash=True)]
        if seat not in state.showing() or seat in state.zones.shown or seat in state.mucked:
            return []
        count = state.down_count(seat)
        # Without cards, the cards the player entered are shown, if they are as many as the player holds (a
        # hand with no face-down card shows nothing).
        entered = len(state.zones.entered.get(seat, ())) == count
        shown = specs.cards("cards", count, own="down", shown=True, optional=entered or not count)
        found = [specs.offer("show", shown, count=count)]
        try:
            verify_muck(state, seat)
            found.append(specs.offer("muck"))
        except RuleError:
            pass
        return found

    def complete(self, state: PokerState) -> bool:
        return False  # the referee's ruling ends the deal
