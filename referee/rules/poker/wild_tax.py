"""A wild tax: a card that is wild only once its owner pays for it (baseball's 3s and 9s, "wild tax").

`TaxedWild(test, price, rule)` fires as a card passing `test` is turned up
for a player still in: its owner decides, in a `WildTax` phase of their own,
to pay the price into the pot (the card is then wild in their hand, the
payment naming the rule) or to decline (the card stays natural). Nobody
else acts meanwhile. A tax the owner cannot afford is not offered: they can
only decline. The game leaves such cards out of its wild cards: the paid
ones are added for their owner only.

Wrapped in `WhenShown`, the same rule asks as a face-down card is shown at
the showdown, and the ruling waits for the answer.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Callable, Mapping

from ..core.cards import Card
from ..core.errors import NotNow, RuleError
from ..core.wilds import NO_WILDS, of_cards
from ..engine import specs
from ..engine.events import Draft, Event
from ..engine.typed import Kind, registry
from ..money.stakes import cents
from . import actions
from .deal import Effect, PokerState, taxed
from .effects import Decision, Test, decide
from .showing import dead


@dataclass(frozen=True)
class TaxedWild(Effect):
    test: Test
    price: Callable[[Mapping[str, Any]], int]  # from the deal's options
    rule: str

    def turned_up(self, state: PokerState, seat: int | None, card: Card) -> PokerState:
        if seat is None or seat not in state.in_hand or not self.test(card) or dead(state, seat):
            return state  # a dead hand (a black six shown beside it) pays no tax
        return decide(state, WildTax(seat=seat, card=card.code, price=self.price(state.options),
                                     rule=f"{card}: {self.rule}"))


def _answer(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    asked = state.current
    if not isinstance(asked, WildTax) or asked.seat != seat:
        raise NotNow("no_tax_due", "No wild tax is asked of you now.")
    if action["type"] == "decline_tax":
        return DECLINE_TAX.draft(actor, TaxAnswer(asked.rule))
    if state.stacks[seat] < asked.price:
        raise RuleError("cannot_afford", f"The wild tax is {cents(asked.price)} and you have "
                        f"{cents(state.stacks[seat])} behind: the card stays natural.")
    return PAY_TAX.draft(actor, TaxAnswer(asked.rule, asked.price),
                         ((f"stack:{seat}", state.pot_account, asked.price),))


@dataclass(frozen=True)
class TaxAnswer:
    rule: str  # the card taxed, and the rule
    amount: int | None = None  # what the tax cost; None: declined, the card stays natural


def _fold_answer(state: PokerState, event: Event, answer: TaxAnswer) -> PokerState:
    seat, card = state.current.seat, state.current.card
    made, paid = state.made_wild, answer.amount is not None
    if paid:
        made = {**made, seat: made.get(seat, NO_WILDS) | of_cards([card])}
        state = taxed(state, seat, answer.amount)
    notes = state.notes if paid else {**state.notes, f"card:{card}": "natural: the wild tax declined"}
    return replace(state, made_wild=made, done=state.done | {seat}, notes=notes)


PAY_TAX = Kind("pay_tax", TaxAnswer, _fold_answer)
DECLINE_TAX = Kind("decline_tax", TaxAnswer, _fold_answer)


@dataclass(frozen=True)
class WildTax(Decision):
    """One player decides whether to pay the wild tax on one card; the others wait for the answer."""

    name = "wild_tax"
    waiting = "A player is deciding whether to pay the wild tax."
    drafters = MappingProxyType({"pay_tax": _answer, "decline_tax": _answer})
    folds = registry(PAY_TAX, DECLINE_TAX)

    seat: int = 0
    card: str = ""
    price: int = 0
    rule: str = ""

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat != self.seat or seat in state.done:
            return []
        found = [specs.offer("decline_tax", card=self.card)]
        if state.stacks[seat] >= self.price:  # a tax a player cannot afford is not offered
            found.insert(0, specs.offer("pay_tax", card=self.card, amount=self.price, rule=self.rule))
        return found

    def turn(self, state: PokerState) -> int | None:
        return None if self.seat in state.done else self.seat

    def complete(self, state: PokerState) -> bool:
        return self.seat in state.done or self.seat not in state.in_hand

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())
