"""Table cards: cards lying face up on the table, from which each player in turn takes one, or the deck's top card.

The dealer first turns the table cards up (`pile.Lay` onto `TABLE_CARDS`). At
each `TakeTable`, every player still in, in turn from the dealer's left, takes
one card: a table card at the price of its place (the oldest first, the newest
last; the price goes into the pot as dead money), or the deck's top card, free.
A table card taken lies face up in front of its taker, and the dealer turns up
a new one in its place, the newest; the deck's card is dealt face down and
entered by its owner (`deck_up` False), or dealt face up and entered by the
dealer. Either way each turn takes one card from the deck. The deck's card is
free unless the game prices it too (`deck_price`, 3 Up: "or the top card of
the deck for max bet"): then it costs that, into the pot as dead money, or
all the taker has behind if less, so a player short of every price still
takes a card, as a player all in is still dealt one.

A player who cannot pay a table card's price is not offered it, and is refused
in words if they ask for it. `OnTable` shows the table cards and their prices
to everyone and checks, as each deal starts, that every price is whole chips.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import parse_card
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from ...money.stakes import cents
from .. import actions
from ..buying import Prices
from ..deal import Phase, PokerState, dead_money
from ..reshuffle import cards_left, deck_left
from .cards import DealtUp, fold_up
from .pile import LAY, Turned

TABLE_CARDS = "table cards"  # the pile the table cards lie in, the oldest first
LAY_DUE, UP_DUE = "table:lay", "table:up"  # pending: a new table card to turn up; the deck's card due face up


def prices(state: PokerState, names: tuple[str, ...]) -> dict[str, int]:
    """Each table card's price now, by card: the places' prices (options of the game), the oldest first."""
    return {card.code: state.options[name] for card, name in zip(state.zones.pile(TABLE_CARDS), names)}


def place(index: int, count: int) -> str:
    """The place of a table card in words, among `count` (0 is the oldest)."""
    if count == 1:
        return "the table card"
    return "the oldest table card" if index == 0 else "the newest table card" if index == count - 1 \
        else f"the {('second', 'third', 'fourth')[index - 1]} oldest table card"


def _my_turn(state: PokerState, actor: str) -> int:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, TakeTable, "no_table_cards_now")
    if state.to_act() != seat:
        raise NotNow("not_your_turn", f"It is seat {state.to_act()}'s turn to take a card.")
    return seat


def _take_card(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = _my_turn(state, actor)
    card = actions.cards_field(state, action, "card")[0]
    names = state.current.prices
    priced = prices(state, names)
    on_table = ", ".join(f"{parse_card(code)} ({cents(price)})" for code, price in priced.items())
    if card.code not in priced:
        raise RuleError("not_on_table", f"{card} is not on the table: take one of {on_table}, or the deck's top "
                                        "card.")
    price = priced[card.code]
    if state.stacks[seat] < price:
        where = place(list(priced).index(card.code), len(names))
        deck = deck_price(state, seat)
        raise RuleError("cannot_afford", f"{card} is {where} and costs {cents(price)}; you have "
                                         f"{cents(state.stacks[seat])} behind. Take the deck's top card for "
                                         f"{cents(deck) if deck else 'free'}.")
    postings = ((f"stack:{seat}", state.pot_account, price),) if price else ()
    return TAKE_CARD.draft(actor, Taken(card.code, price or None), postings)


def deck_price(state: PokerState, seat: int) -> int:
    """What the deck's top card costs the seat now: its price, or all they have behind if less."""
    option = state.current.deck_price
    return min(state.options[option], state.stacks[seat]) if option else 0


def _take_deck(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = _my_turn(state, actor)
    if cards_left(state) < 1:
        raise RuleError("no_card_left", "No card is left in the deck: every card is in a hand still in or on the "
                                        "table. Take a table card.")
    if deck_left(state) < 1:
        raise NotNow("reshuffle_first", "The deck has run out: the dealer reshuffles the discards and folded "
                                        "cards first.")
    price = deck_price(state, seat)
    if not price:
        return TAKE_DECK.draft(actor, Taken(None))
    return TAKE_DECK.draft(actor, Taken(None, price), ((f"stack:{seat}", state.pot_account, price),))


@dataclass(frozen=True)
class Taken:
    card: str | None  # the table card taken; None: the deck's top card
    price: int | None = None  # what it cost; None: free


def _fold_taken(state: PokerState, event: Event, taken: Taken) -> PokerState:
    seat = int(event.actor[5:])
    state = dead_money(state, seat, taken.price) if taken.price else state
    done = state.done | {seat}
    if taken.card is None:
        if state.current.deck_up:
            return replace(state, done=done, pending={**state.pending, UP_DUE: seat})
        return replace(state, done=done, zones=state.zones.deal_down([seat], 1))
    card = parse_card(taken.card)
    zones = state.zones.take(TABLE_CARDS, card).put_up(seat, card)
    pending = {**state.pending, LAY_DUE: seat} if cards_left(replace(state, zones=zones)) > 0 else state.pending
    return replace(state, done=done, zones=zones, pending=pending)


def _dealt(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    """The dealer turns up the card now due: a new table card, or the deck's card for the player who took it."""
    actions.require_dealer(state, actor)
    if not isinstance(state.current, TakeTable) or not ({LAY_DUE, UP_DUE} & set(state.pending)):
        raise NotNow("no_cards_now", "No card is being turned up now.")
    if action["type"] == "lay":
        if LAY_DUE not in state.pending:
            raise NotNow("no_cards_now", "No new table card is due now.")
        card = actions.one_card(state, action, "Enter the one new table card.")
        return LAID.draft(actor, Turned(TABLE_CARDS, [card.code]))
    due = state.pending.get(UP_DUE)
    given = action.get("cards")
    if due is None or not isinstance(given, dict) or set(map(str, given)) != {str(due)}:
        raise RuleError("bad_cards", f"Give the card dealt face up to seat {due}, like {{\"{due}\": \"As\"}}.")
    card = actions.cards_field(state, {"card": next(iter(given.values()))}, "card")[0]
    actions.check_unseen(state, [card])
    return DEALT_UP.draft(actor, DealtUp({str(due): card.code}))


def _fold_laid(state: PokerState, event: Event, turned: Turned) -> PokerState:
    state = LAY.fold(state, event, turned)
    return replace(state, pending={key: value for key, value in state.pending.items() if key != LAY_DUE})


def _fold_dealt_up(state: PokerState, event: Event, dealt: DealtUp) -> PokerState:
    state = fold_up(state, event, dealt)
    return replace(state, pending={key: value for key, value in state.pending.items() if key != UP_DUE})


TAKE_CARD = Kind("take_card", Taken, _fold_taken)
TAKE_DECK = Kind("take_deck", Taken, _fold_taken)
LAID = Kind("lay", Turned, _fold_laid)
DEALT_UP = Kind("deal_up", DealtUp, _fold_dealt_up)


@dataclass(frozen=True)
class TakeTable(Phase):
    name = "table cards"
    waiting = "Each player in turn takes a table card or the deck's top card now."
    drafters = MappingProxyType({"take_card": _take_card, "take_deck": _take_deck, "lay": _dealt,
                                 "deal_up": _dealt})
    folds = registry(TAKE_CARD, TAKE_DECK, LAID, DEALT_UP)

    prices: tuple[str, ...] = ()  # the options that price the table cards' places, the oldest first
    deck_up: bool = False  # the deck's top card is dealt face up (else face down)
    deck_price: str | None = None  # the option that prices the deck's top card; None: free

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if LAY_DUE in state.pending:
            return [specs.offer("lay", specs.cards("cards", 1), why="turn up the new table card in place of the one taken, and enter it")] \
                if seat == state.setup.dealer else []
        if UP_DUE in state.pending:
            due = state.pending[UP_DUE]
            return [specs.offer("deal_up", specs.cards_by_seat("cards", [due]), seats=[due],
                                why="the deck's top card, taken")] if seat == state.setup.dealer else []
        if state.to_act() != seat:
            return []
        affordable = {code: price for code, price in prices(state, self.prices).items()
                      if price <= state.stacks[seat]}
        found = [specs.offer("take_card", specs.card("card", list(affordable)), prices=affordable)] \
            if affordable else []
        if cards_left(state) > 0 and deck_left(state) > 0:
            price = {"price": deck_price(state, seat)} if self.deck_price else {}
            found.append(specs.offer("take_deck", up=self.deck_up, **price))
        return found

    def turn(self, state: PokerState) -> int | None:
        if {LAY_DUE, UP_DUE} & set(state.pending):
            return None
        waiting = [seat for seat in state.contenders() if seat not in state.done]
        return waiting[0] if waiting else None

    def dealing(self, state: PokerState) -> int:
        due = {LAY_DUE, UP_DUE} & set(state.pending)
        return 1 if due or self.turn(state) is not None and cards_left(state) > 0 else 0

    def complete(self, state: PokerState) -> bool:
        return not {LAY_DUE, UP_DUE} & set(state.pending) and self.turn(state) is None

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())


@dataclass(frozen=True)
class OnTable(Prices):
    """The table cards for everyone to see, each with its price, and the deck's card's price if it has one; the
    prices in whole chips (`Prices`, the deck's among them)."""

    deck: str | None = None  # the option that prices the deck's top card, also in `prices`

    def view(self, state: PokerState, viewer: int | None) -> dict:
        seen = super().view(state, viewer)
        lying = state.zones.pile(TABLE_CARDS)
        if not lying:
            return seen
        priced = [f"{card} {cents(state.options[name]) if state.options[name] else 'free'}"
                  for card, name in zip(lying, self.prices)]
        if self.deck and state.options[self.deck]:
            priced.append(f"the deck's top card {cents(state.options[self.deck])}")
        return {**seen, "piles": {TABLE_CARDS: {"cards": [card.code for card in lying], "down": 0,
                                                "lying": priced}}}
