"""A card that makes its owner pay or fold ("if you get one face up you must match the pot or fold").

`PayOrFold(test, price, rule, buys_card)` fires as a card passing `test` is
turned up for a player still in: its owner decides, in a `PayOrFoldDue`
phase of their own, to pay into the pot (a fixed price, or the pot as it
stands when they decide: `price` None) and stay in, or to fold. Nobody else
acts meanwhile. With `buys_card`, what they pay buys one more card, dealt
face down (Russian Revolution's face cards), or face up (`up`: the dealer
enters it, and the rules on cards read it as any card turned up). With
`doubles` the price doubles for each card of the card's rank turned up in
the deal before it, any player's or the table's (Woolworth's Jackpot: "they
must pay the minimum bet or fold, times two for each five already up").

Table stakes: a player who has less than the price behind may pay all they
have and stay in, all in; a player with nothing behind is not asked. A dead
hand (killed beside the card) is not asked either.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Callable, Mapping

from ..core.cards import RANK_NAMES, Card, parse_card, ranks_in_words
from ..core.errors import NotNow
from ..engine import specs
from ..engine.events import Draft, Event
from ..engine.typed import Kind, registry
from . import actions, owed_up
from .deal import Effect, PokerState, taxed
from .effects import Decision, Test, decide
from .flow import buy_card
from .showing import dead


@dataclass(frozen=True)
class PayOrFold(Effect):
    test: Test
    price: Callable[[Mapping[str, Any]], int] | None  # from the deal's options; None: the pot as it stands
    rule: str
    buys_card: bool = False
    up: bool = False  # the card bought is dealt face up
    doubles: bool = False  # the price doubles for each card of its rank turned up before it

    def turned_up(self, state: PokerState, seat: int | None, card: Card) -> PokerState:
        if seat is None or seat not in state.in_hand or not self.test(card) or dead(state, seat) \
                or not state.stacks[seat]:
            return state
        price = None if self.price is None else self.price(state.options)
        rule, already = f"{card}: {self.rule}", None
        if self.doubles:
            already = up_before(state, card)
            said = RANK_NAMES[card.rank] if already == 1 else ranks_in_words((card.rank,))
            rule += f" ({already} {said} up before it: {2 ** already} times the price)" if already else ""
        return decide(state, PayOrFoldDue(seat=seat, card=card.code, price=price, rule=rule,
                                          buys_card=self.buys_card, up=self.up, already=already))


def up_before(state: PokerState, card: Card) -> int:
    """The cards of the card's rank turned up in the deal before it, by any player or on the table."""
    turned = [up for _, up in state.zones.turned]
    last = len(turned) - 1 - turned[::-1].index(card) if card in turned else len(turned)
    return sum(1 for up in turned[:last] if not up.is_joker and up.rank == card.rank)


def _answer(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    asked = state.current
    if not isinstance(asked, PayOrFoldDue) or asked.seat != seat or seat in state.done:
        raise NotNow("no_payment_due", "No card of yours asks you to pay or fold now.")
    if action["type"] == "fold_to_card":
        return FOLD_TO_CARD.draft(actor, PayOrFoldAnswer(asked.rule))
    due = asked.due(state)
    short = asked.asked(state) - due or None
    return PAY_TO_STAY.draft(actor, PayOrFoldAnswer(asked.rule, due, short),
                             ((f"stack:{seat}", state.pot_account, due),) if due else ())


@dataclass(frozen=True)
class PayOrFoldAnswer:
    rule: str  # the card, and the rule
    amount: int | None = None  # what the player paid; None: folded
    short: int | None = None  # what a stack too short to pay it all could not (all in)


def _fold_answer(state: PokerState, event: Event, answer: PayOrFoldAnswer) -> PokerState:
    asked = state.current
    seat = asked.seat
    if answer.amount is None:
        return replace(state, in_hand=state.in_hand - {seat}, done=state.done | {seat})
    if asked.buys_card and asked.up:
        state = owed_up.owe_up(buy_card(state, seat, answer.amount, answer.rule, zones=state.zones), seat)
    elif asked.buys_card:
        state = buy_card(state, seat, answer.amount, answer.rule)
    else:
        state = taxed(state, seat, answer.amount)
    return replace(state, done=state.done | {seat})


PAY_TO_STAY = Kind("pay_to_stay", PayOrFoldAnswer, _fold_answer)
FOLD_TO_CARD = Kind("fold_to_card", PayOrFoldAnswer, _fold_answer)


@dataclass(frozen=True)
class PayOrFoldDue(Decision):
    """One player pays the price a card of theirs asks, or folds; the others wait for the answer."""

    name = "pay_or_fold"
    waiting = "A player is deciding whether to pay or fold."
    drafters = MappingProxyType({"pay_to_stay": _answer, "fold_to_card": _answer, "deal_up": owed_up.deal_owed})
    folds = registry(PAY_TO_STAY, FOLD_TO_CARD, owed_up.DEAL_OWED)

    seat: int = 0
    card: str = ""
    price: int | None = None  # None: the pot as it stands when the player decides
    rule: str = ""
    buys_card: bool = False
    up: bool = False  # the card paying buys is dealt face up, the dealer entering it
    already: int | None = None  # the cards of its rank up before it, each doubling the price; None: it doesn't

    def base(self, state: PokerState) -> int:
        """The price before any doubling: a match of the pot is read as the player decides, after any paid
        before them."""
        return state.pot if self.price is None else self.price

    def asked(self, state: PokerState) -> int:
        """The price in full, doubled for each card of its rank up before it when the rule says so."""
        return self.base(state) * 2 ** (self.already or 0)

    def due(self, state: PokerState) -> int:
        """What paying costs this player: the price, or all they have behind when that is less."""
        return min(self.asked(state), state.stacks[self.seat])

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if owed_up.owed(state) is not None:
            return owed_up.offers(state, seat)
        if seat != self.seat or seat in state.done or seat not in state.in_hand:
            return []
        due = self.due(state)
        doubling = {} if self.already is None else {
            "base": self.base(state), "already": self.already, "pot": self.price is None,
            "rank_name": RANK_NAMES[parse_card(self.card).rank],
            "rank_words": ranks_in_words((parse_card(self.card).rank,))}
        return [specs.offer("pay_to_stay", card=self.card, amount=due, rule=self.rule, card_bought=self.buys_card,
                            all_in=due < self.asked(state), **doubling),
                specs.offer("fold_to_card", card=self.card)]

    def turn(self, state: PokerState) -> int | None:
        return None if self.seat in state.done or self.seat not in state.in_hand else self.seat

    def dealing(self, state: PokerState) -> int:
        owing = self.buys_card and self.seat not in state.done or owed_up.owed(state) is not None
        return 1 if owing else 0  # the card paying buys

    def complete(self, state: PokerState) -> bool:
        return owed_up.owed(state) is None and (self.seat in state.done or self.seat not in state.in_hand)

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())
