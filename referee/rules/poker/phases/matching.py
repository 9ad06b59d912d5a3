"""Matching: a card turned up in the middle, and every card of its rank thrown out of the hands.

`Match` is one card: the dealer turns it up onto the table's pile, where it
plays in no hand, and every player still in answers for its rank at once
(`answers`): they show each face-down card of it they hold, which is thrown
away (`replace`: and a card is dealt face down for each), or say none. A
face-up card of that rank is thrown away too, without asking: everyone sees it.

`never_pair`: a card that pairs one already on the table is put aside, and the
dealer turns the next card in its place, as often as it takes.

A player left with no card at all has run out of cards and wins at once: the
deal goes straight to the showdown, where a hand of no card beats every other
(`ran_out`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import parse_cards
from ...core.errors import NotNow
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Extension, PokerState, Verdict
from .answers import ANSWERS, DISCARD, DRAFTERS, MINUS, Asking, ask, asked, plural

TABLE, ASIDE = "table", "put aside"  # the table's piles: the cards turned, and those that paired one
NEWS = "matching"
TURNED = "turned"  # the pending key: this step's card is on the table


def _turn(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.in_phase(state, Match, "no_match_now")
    actions.require_dealer(state, actor)
    if state.pending.get(TURNED):
        raise NotNow("already_turned", "The card is turned: every player answers for its rank.")
    card = actions.one_card(state, action, "Enter the one card turned up in the middle.")
    return TURN.draft(actor, Turned(card.code))


@dataclass(frozen=True)
class Turned:
    card: str  # the card turned up in the middle


def _fold_turn(state: PokerState, event: Event, turned: Turned) -> PokerState:
    card = parse_cards([turned.card])[0]
    phase = state.current
    if phase.never_pair and any(held.rank == card.rank for held in state.zones.pile(TABLE)):
        said = f"The {card} pairs a card on the table: it is put aside, and the dealer turns the next card."
        return replace(state, zones=state.zones.lay(ASIDE, [card]), notes={**state.notes, NEWS: said})
    state = state.game.turned_up(replace(state, zones=state.zones.lay(TABLE, [card])), None, card)
    zones = state.zones
    for seat in state.contenders():  # a face-up card of the rank is seen by all: out without asking
        for held in zones.face_up(seat):
            if held.rank == card.rank:
                zones = zones.take_up(seat, held)
    said = f"The {card} is turned up in the middle: everyone throws away their {plural(card.rank)}" + \
        (" and is dealt a card for each." if phase.replace else ".")
    state = replace(state, zones=zones, pending={**state.pending, TURNED: True}, notes={**state.notes, NEWS: said})
    return ask(state, card.rank, MINUS if phase.replace else DISCARD)


TURN = Kind("turn_table_card", Turned, _fold_turn)


def emptied(state: PokerState, seat: int) -> bool:
    """Whether the seat holds no card at all, face down or up."""
    return not state.down_count(seat) and not state.zones.face_up(seat)


def ran_out(state: PokerState, seat: int, cards) -> Verdict:
    """A hand of no card has run out of cards: it beats every other."""
    return Verdict(auto_win=True, why="ran out of cards") if emptied(state, seat) else Verdict()


@dataclass(frozen=True)
class Match(Asking):
    name = "matching"
    waiting = "A card is turned up in the middle, then everyone throws away the cards of its rank."
    drafters = MappingProxyType({"community": _turn, **DRAFTERS})
    folds = registry(TURN, *ANSWERS.values())

    replace: bool = False  # each card thrown is replaced by one dealt face down
    never_pair: bool = False  # a card pairing one on the table is put aside and another turned

    def says(self, rank: int, sign: str) -> str:
        if sign == MINUS:
            return f"Show your {plural(rank)}: each is thrown away and replaced. Or say you have none."
        return f"Show your {plural(rank)}: they are thrown away. Or say you have none."

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if state.pending.get(TURNED):
            return self.answer_offers(state, seat)
        if seat != state.setup.dealer:
            return []
        return [specs.offer("community", specs.cards("cards", 1), count=1)]

    def turn(self, state: PokerState) -> int | None:
        return None if state.pending.get(TURNED) else state.setup.dealer

    def after(self, state: PokerState) -> PokerState:
        """Whoever has run out of cards wins: the deal goes straight to the showdown."""
        out = [seat for seat in state.contenders() if emptied(state, seat)]
        if not out:
            return state
        who = " and ".join(f"seat {seat}" for seat in out)
        said = f"{state.notes.get(NEWS, '')} {who.capitalize()} ran out of cards and wins: to the showdown.".strip()
        return replace(state, todo=state.todo[-1:], notes={**state.notes, NEWS: said})

    def dealing(self, state: PokerState) -> int:
        return super().dealing(state) if state.pending.get(TURNED) else 1

    def complete(self, state: PokerState) -> bool:
        return bool(state.pending.get(TURNED)) and asked(state) is None

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={})


class TableCards(Extension):
    """The cards turned up in the middle for the hands to match, and what the last one did."""

    def view(self, state: PokerState, viewer: int | None) -> dict:
        piles = {name: {"cards": [card.code for card in state.zones.pile(name)], "down": 0}
                 for name in (TABLE, ASIDE) if state.zones.pile(name)}
        return {"piles": piles, "news": state.notes.get(NEWS)}
