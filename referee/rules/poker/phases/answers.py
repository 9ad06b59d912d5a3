"""A card whose rank every holder must act on (a node card, a bait): every player still in answers at once.

A phase that asks (`Asking`) sets what it asks in `state.pending["ask"]`:
a rank and a sign. Every player still in then answers in parallel, in any
order: "I show" the cards of that rank they hold, or "none". Everyone is
asked, so who is asked tells nobody anything. A "none" from a player whose
own entry of their hand holds a card of that rank is refused, to that player
alone (a refusal is no event: nobody else learns of it); so is a show that
leaves out a card of the rank they entered.

When every answer is in, the effect applies to every card shown:
- plus: the card stays in the hand, shown (or, in a phase that `lays`, is laid
  face up in front of its holder), and its holder is dealt one more card face
  down for it;
- minus: the card is thrown away and its holder is dealt one face down in its
  place;
- discard: the card is thrown away, and nothing comes in its place (a card
  turned up in the middle that every card of its rank must follow out).
Each new card is entered by its receiver alone, with their hand.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...core.cards import RANK_CODES, Card, parse_cards, rank_plural
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Phase, PokerState
from ..zones import Zones

PLUS, MINUS, DISCARD = "plus", "minus", "discard"
THROWN = (MINUS, DISCARD)  # the signs whose cards leave the hand


def plural(rank: int) -> str:
    return "jokers" if rank == 0 else rank_plural(rank)


def asked(state: PokerState) -> tuple[int, str] | None:
    """The rank every player must answer for now, and its sign; None when nothing is asked."""
    return state.pending.get("ask")


def ask(state: PokerState, rank: int, sign: str) -> PokerState:
    pending = {key: value for key, value in state.pending.items() if not key.startswith("answer:")}
    return replace(state, pending={**pending, "ask": (rank, sign)})


def answered(state: PokerState, seat: int) -> bool:
    return f"answer:{seat}" in state.pending


def _entered_of(state: PokerState, seat: int, rank: int) -> tuple[Card, ...] | None:
    """The cards of `rank` the seat's own entry of its whole hand holds; None when it entered no whole hand."""
    entered = state.zones.entered.get(seat, ())
    if len(entered) != state.down_count(seat):
        return None
    return tuple(card for card in entered if card.rank == rank)


def _answer(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    question = asked(state)
    if not isinstance(state.current, Asking) or question is None:
        raise NotNow("nothing_asked", actions.waiting_for(state))
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    if answered(state, seat):
        raise NotNow("already_answered", "You have already answered.")
    rank, _ = question
    held = _entered_of(state, seat, rank)
    name = plural(rank)
    if action["type"] == "none_of_rank":
        if held:
            raise RuleError("you_hold_it", f"You entered {held[0]} in your hand: show your {name}.")
        return NONE.draft(actor, Answer([]))
    cards = actions.cards_field(state, action)
    if not cards or any(card.rank != rank for card in cards) or len(set(cards)) != len(cards):
        raise RuleError("wrong_rank", f"Show the {name} you hold, and only those.")
    actions.check_unseen(state, cards, own=state.zones.known.get(seat, ()))
    if held is not None and any(card not in held for card in cards):
        raise RuleError("not_in_your_hand", f"Show only the {name} in the hand you entered.")
    missing = [card for card in held or () if card not in cards]
    if missing:
        raise RuleError("show_them_all", f"You entered {missing[0]} in your hand too: show all your {name}.")
    return SHOW.draft(actor, Answer(actions.codes(cards)))


@dataclass(frozen=True)
class Answer:
    cards: list[str]  # the cards of the rank asked, shown to all; none: empty


def _fold(state: PokerState, event: Event, answer: Answer) -> PokerState:
    state = replace(state, pending={**state.pending, f"answer:{event.actor[5:]}": tuple(answer.cards)})
    if not all(answered(state, seat) for seat in state.contenders()):
        return state
    _, sign = asked(state)
    zones = state.zones
    for seat in state.contenders():
        cards = parse_cards(state.pending[f"answer:{seat}"])
        if cards:
            zones = state.current.plus(zones, seat, cards) if sign == PLUS else zones.discard(seat, cards)
            if sign != DISCARD:
                zones = zones.deal_down([seat], state.current.gained(cards) if sign == PLUS else len(cards))
    pending = {key: value for key, value in state.pending.items() if key != "ask" and not key.startswith("answer:")}
    return state.current.after(replace(state, zones=zones, pending=pending))


SHOW = Kind("show_rank", Answer, _fold)
NONE = Kind("none_of_rank", Answer, _fold)
ANSWERS = registry(SHOW, NONE)
DRAFTERS = {"show_rank": _answer, "none_of_rank": _answer}


class Asking(Phase):
    """A phase that may ask every player still in for the cards of a rank (see the module)."""

    lays = False  # plus: the cards shown are laid face up in front of their holder (not kept in the hand)

    def plus(self, zones: Zones, seat: int, cards: tuple[Card, ...]) -> Zones:
        """Cards of a plus rank shown: kept in the hand, shown to all, or laid in front (`lays`)."""
        if not self.lays:
            return zones.reveal(seat, [card for card in cards if card not in zones.known.get(seat, ())])
        zones = zones.discard(seat, cards)
        for card in cards:
            zones = zones.put_up(seat, card)
        return zones

    def gained(self, cards: tuple[Card, ...]) -> int:
        """How many cards face down a player showing these cards of a plus rank is dealt: one for each."""
        return len(cards)

    def after(self, state: PokerState) -> PokerState:
        """The deal once every answer is in and the effect applied: what the phase does next."""
        return state

    def says(self, rank: int, sign: str) -> str:
        """What every player is asked, in words."""
        return f"Every player shows their {plural(rank)} ({sign}), or none."

    def answer_offers(self, state: PokerState, seat: int) -> list[dict]:
        question = asked(state)
        if question is None or seat not in state.in_hand or answered(state, seat):
            return []
        rank, sign = question
        held = _entered_of(state, seat, rank)
        code = RANK_CODES.get(rank, str(rank)) if rank else "Jk"
        keys = {"rank": code, "sign": sign, "says": self.says(rank, sign)}
        if held is not None:  # the player's own entry says what they hold: only the true answer is offered
            if not held:
                return [specs.offer("none_of_rank", **keys)]
            shown = specs.cards("cards", len(held), choices=[c.code for c in held], own="down", shown=True,
                                **({"leaves": "discards"} if sign in THROWN else {}))
            return [specs.offer("show_rank", shown, **keys)]
        most = min(4, state.down_count(seat))
        if not most:
            return [specs.offer("none_of_rank", **keys)]
        shown = specs.cards("cards", low=1, high=most, own="down", shown=True, rank=code,
                            **({"leaves": "discards"} if sign in THROWN else {}))
        return [specs.offer("show_rank", shown, **keys), specs.offer("none_of_rank", **keys)]

    def dealing(self, state: PokerState) -> int:
        """At most one new card for each card of the rank asked that nobody has shown yet."""
        question = asked(state)
        if question is None or question[1] == DISCARD:
            return 0
        return max(4 - sum(1 for card in state.public_cards() if card.rank == question[0]), 0)
