"""A buy round: each player still in, in turn from the dealer's left, may buy one card, dealt face down.

The price is the game's option `price` (in cents); it goes into the pot as a
posting naming `rule`, and the card joins its owner's face-down cards (they
enter it privately). A card a player cannot afford is not offered, and is
refused in words if asked for. Nor can anyone buy a card the deck cannot give
(every card is in a hand still in or on the table); when the deck has run out
but the discards and folded hands would make a new one, the dealer records
the reshuffle first.

As the round begins it notes who cannot buy (too few chips behind, or too few
cards left for everyone), for a script that reads it: Ferengi Chicken goes
back to buying only while everyone could.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ..core.errors import NotNow, RuleError
from ..engine import specs
from ..engine.events import Draft, Event
from ..engine.typed import Kind, registry
from ..engine.variant import Setup
from ..money.stakes import cents
from . import actions
from .deal import Extension, Phase, PokerState
from .flow import buy_card
from .reshuffle import cards_left, deck_left

CANNOT_BUY = "cannot_buy"  # the note: who could not buy a card as the last round began


def refusal(state: PokerState, seat: int, price: int, rule: str) -> RuleError | None:
    """Why the seat cannot buy a card at this price now, in words; None: it can."""
    if state.stacks[seat] < price:
        return RuleError("cannot_afford", f"A card costs {cents(price)} ({rule}) and you have "
                         f"{cents(state.stacks[seat])} behind.")
    if cards_left(state) < 1:
        return RuleError("no_card_left", "No card is left to buy: every card is in a hand still in.")
    if deck_left(state) < 1:
        return NotNow("reshuffle_first", "The deck has run out: the dealer reshuffles the discards and folded "
                      "cards before a card can be bought.")
    return None


def _answer(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, BuyRound, "no_buying_now")
    if state.to_act() != seat:
        raise NotNow("not_your_turn", f"It is seat {state.to_act()}'s turn to buy a card or not.")
    phase = state.current
    if action["type"] == "decline":
        return DECLINE.draft(actor, Purchased(phase.rule))
    price = state.options[phase.price]
    if (why := refusal(state, seat, price, phase.rule)) is not None:
        raise why
    return BUY.draft(actor, Purchased(phase.rule, price), ((f"stack:{seat}", state.pot_account, price),))


@dataclass(frozen=True)
class Purchased:
    rule: str
    price: int | None = None  # what the card cost; None: passed


def _fold(state: PokerState, event: Event, purchased: Purchased) -> PokerState:
    seat = int(event.actor[5:])
    if purchased.price is not None:
        state = buy_card(state, seat, purchased.price, purchased.rule)
    return replace(state, done=state.done | {seat})


BUY = Kind("buy", Purchased, _fold)
DECLINE = Kind("decline", Purchased, _fold)


@dataclass(frozen=True)
class BuyRound(Phase):
    name = "buying"
    waiting = "Each player in turn may buy a card now."
    drafters = MappingProxyType({"buy": _answer, "decline": _answer})
    folds = registry(BUY, DECLINE)

    price: str = "buy_price"  # the option that says what a card costs
    rule: str = "a card bought"

    def enter(self, state: PokerState) -> PokerState:
        price, seats = state.options[self.price], state.contenders()
        short = [f"seat {seat} has {cents(state.stacks[seat])} behind" for seat in seats if state.stacks[seat] < price]
        if cards_left(state) < len(seats):
            short.append(f"the deck has {max(cards_left(state), 0)} cards left for {len(seats)} players")
        notes = {key: text for key, text in state.notes.items() if key != CANNOT_BUY}
        if short:
            notes[CANNOT_BUY] = f"Not everyone can buy a card at {cents(price)}: " + "; ".join(short) + "."
        return replace(state, notes=notes)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if state.to_act() != seat:
            return []
        price = state.options[self.price]
        found = [specs.offer("decline")]
        if refusal(state, seat, price, self.rule) is None:
            found.insert(0, specs.offer("buy", amount=price, rule=self.rule))
        return found

    def turn(self, state: PokerState) -> int | None:
        waiting = [seat for seat in state.contenders() if seat not in state.done]
        return waiting[0] if waiting else None

    def dealing(self, state: PokerState) -> int:
        return 1 if self.turn(state) is not None and cards_left(state) > 0 else 0

    def complete(self, state: PokerState) -> bool:
        return self.turn(state) is None

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())


def bought_at_last_round(state: PokerState) -> bool:
    """Whether anyone bought a card at the last buy round the deal reached."""
    rounds = [index for index, phase in enumerate(state.ran) if isinstance(phase, BuyRound)]
    return bool(rounds) and any(purchase.phase == rounds[-1] for purchase in state.bought)


def whole_chips(options: Mapping[str, Any], unit: int, names: tuple[str, ...]) -> None:
    """Refuse prices (options in cents) that are not whole chips of the table."""
    for name in names:
        if isinstance(options.get(name), int) and options[name] % unit:
            raise RuleError("bad_option", f"The {name.replace('_', ' ')} must be a multiple of {cents(unit)} "
                            "(the smallest chip).", {name: "not a whole number of chips"})


@dataclass(frozen=True)
class Prices(Extension):
    """A game's prices, checked as each deal starts, and who could not buy at the last buy round, for all to
    read; the game's own mechanics may build on it."""

    prices: tuple[str, ...] = ()

    def start(self, setup: Setup) -> Any:
        whole_chips(setup.options, setup.unit, self.prices)
        return None

    def view(self, state: PokerState, viewer: int | None) -> dict:
        return {"cannot_buy": state.notes[CANNOT_BUY]} if CANNOT_BUY in state.notes else {}
