"""Effects: rules that fire as a card is turned up, built from a test on the card.

- `Kill`: the hand the card is turned up in is dead at once (baseball's black six), and the referee
  says so in an event of its own; `KillOnTableRank`: so is one turned up of a table card's rank.
- `MakeWild`: the card's rank becomes wild, for every hand or for its owner's only.
- `Charge`: its owner pays a tax into the pot, the rule named in the ruling.
- `OfferCard`: its owner may buy one more card at a price, dealt face down (or face up: `up`).
- `Redeal`: the cards are gathered and dealt again to the players still in; the pot stays.
- `IfOption(name, effect)`: the effect, when the table chose the option.
- `WhenShown(effect)`: the effect also fires on a face-down card shown at the showdown.

Each reads the card and who it was turned up for (None: the table), so a
game writes its rule as `Kill(black_six, "a black six turned up")`.
Wild and kill rules that need more than the card read the deal through
`PokerGame.wilds` and `PokerGame.judge` instead.

An owner's decision (buy the card or not) is a `Decision` phase that
`decide` puts where the deal waits for it: after the wave being dealt,
behind the decisions already due there (so they come in playing order), or
at once in a phase that asks at once (the showdown, whose ruling then waits
for it; a player turning up cards one at a time), which resumes after it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Callable, Mapping

from ..core.cards import Card
from ..core.errors import NotNow, RuleError
from ..core.wilds import of_ranks
from ..engine import specs
from ..engine.events import REFEREE, Draft, Event
from ..engine.typed import Kind, registry
from ..money.stakes import cents
from . import actions, owed_up
from .deal import Effect, Phase, PokerState, taxed
from .flow import buy_card, redeal
from .phases.passing import receiver

Test = Callable[[Card], bool]


def black_six(card: Card) -> bool:
    return card.rank == 6 and card.suit in "cs"


def rank_of(*ranks: int) -> Test:
    return lambda card: card.rank in ranks


class Decision(Phase):
    """A phase in which one player decides something an effect offered them (buy a card, pay a tax)."""


def decide(state: PokerState, decision: Decision) -> PokerState:
    """The deal waits for this decision: after the current wave, or at once in a phase that asks at once
    (at the showdown, before its ruling)."""
    if state.current.asks_at_once:
        state = replace(state, ran=state.ran + (decision,), todo=(state.current,) + state.todo)
        return decision.enter(state)
    due = 0
    while due < len(state.todo) and isinstance(state.todo[due], Decision):
        due += 1
    return replace(state, todo=state.todo[:due] + (decision,) + state.todo[due:])


@dataclass(frozen=True)
class IfOption(Effect):
    """An effect the table may choose: it fires only when the deal's option `name` is on (`on` False: off)."""

    name: str
    effect: Effect
    on: bool = True

    def turned_up(self, state: PokerState, seat: int | None, card: Card) -> PokerState:
        return self.effect.turned_up(state, seat, card) if self._chosen(state) else state

    def shown(self, state: PokerState, seat: int, card: Card) -> PokerState:
        return self.effect.shown(state, seat, card) if self._chosen(state) else state

    def _chosen(self, state: PokerState) -> bool:
        return bool(state.options.get(self.name)) == self.on

    def followup(self, state: PokerState) -> Draft | None:
        return self.effect.followup(state)


@dataclass(frozen=True)
class WhenShown(Effect):
    """An effect that also fires on a face-down card shown at the showdown, as if it were turned up then."""

    effect: Effect

    def turned_up(self, state: PokerState, seat: int | None, card: Card) -> PokerState:
        return self.effect.turned_up(state, seat, card)

    def shown(self, state: PokerState, seat: int, card: Card) -> PokerState:
        return self.effect.turned_up(state, seat, card)

    def followup(self, state: PokerState) -> Draft | None:
        return self.effect.followup(state)


@dataclass(frozen=True)
class Kill(Effect):
    """The hand is dead as the card is folded, and the referee says so in an event of its own (`Killed`).

    `step` names whose hand: 0 the card's owner; -1 the player still in next to them on the right (Manslaughter's
    joker)."""

    test: Test
    why: str
    step: int = 0

    def fires(self, state: PokerState, seat: int, card: Card) -> bool:
        return self.test(card)

    def turned_up(self, state: PokerState, seat: int | None, card: Card) -> PokerState:
        if seat is None or seat not in state.in_hand or not self.fires(state, seat, card):
            return state
        seat = receiver(state, seat, self.step)
        why = f"{card}: {self.why}"
        return replace(state, in_hand=state.in_hand - {seat}, killed=state.killed | {seat},
                       notes={**state.notes, f"killed:{seat}": why, f"{KILL_DUE}{seat}": why})

    def followup(self, state: PokerState) -> Draft | None:
        for key, why in state.notes.items():
            if key.startswith(KILL_DUE):
                seat = int(key[len(KILL_DUE):])
                return KILLED.draft(REFEREE, Killed(seat, why, f"Seat {seat} is out of the deal: {why}."))
        return None


@dataclass(frozen=True)
class KillOnTableRank(Kill):
    """A card of the rank of a card on the table pile `pile` kills its owner's hand as it is turned up (Mexican
    Sweat: "if the first card you flip up is the same rank as the table card, you must fold"); `first`: only the
    first card turned up for that player in the deal. No card on the pile yet, or a joker turned up: no kill."""

    pile: str = ""
    first: bool = False

    def fires(self, state: PokerState, seat: int, card: Card) -> bool:
        ranks = {table.rank for table in state.zones.pile(self.pile) if not table.is_joker}
        if card.is_joker or card.rank not in ranks or not self.test(card):
            return False
        return not self.first or sum(1 for owner, _ in state.zones.turned if owner == seat) == 1


KILL_DUE = "kill due:"  # a hand killed that the referee has yet to say is


def unsaid_kills_dropped(state: PokerState) -> PokerState:
    """A deal folded from a log of rules that killed a hand without an event of its own (rules 1) has its
    kill said already, in the card's event: the next command does not say it again."""
    if not any(key.startswith(KILL_DUE) for key in state.notes):
        return state
    return replace(state, notes={key: text for key, text in state.notes.items() if not key.startswith(KILL_DUE)})


@dataclass(frozen=True)
class Killed:
    seat: int
    why: str
    says: str


def _fold_killed(state: PokerState, event: Event, killed: Killed) -> PokerState:
    notes = dict(state.notes)
    notes.pop(f"{KILL_DUE}{killed.seat}", None)
    return replace(state, notes=notes)


KILLED = Kind("killed", Killed, _fold_killed)


@dataclass(frozen=True)
class MakeWild(Effect):
    test: Test
    for_all: bool = True  # False: wild in its owner's hand only

    def turned_up(self, state: PokerState, seat: int | None, card: Card) -> PokerState:
        if not self.test(card):
            return state
        holder = None if self.for_all or seat is None else seat
        made = {**state.made_wild, holder: state.made_wild.get(holder, of_ranks()) | of_ranks(card.rank)}
        return replace(state, made_wild=made)


@dataclass(frozen=True)
class Charge(Effect):
    """A tax its owner owes as the card turns up: the referee charges it (a short stack pays what it has)."""

    test: Test
    amount: Callable[[Mapping[str, Any]], int]  # from the deal's options
    rule: str

    def turned_up(self, state: PokerState, seat: int | None, card: Card) -> PokerState:
        if seat is None or not self.test(card):
            return state
        return replace(state, owed=state.owed + ((seat, self.amount(state.options), f"{card}: {self.rule}"),))

    def followup(self, state: PokerState) -> Draft | None:
        if not state.owed:
            return None
        seat, amount, rule = state.owed[0]
        paid = min(amount, state.stacks[seat])
        postings = ((f"stack:{seat}", state.pot_account, paid),) if paid else ()
        return CHARGE.draft(REFEREE, Charged(seat, paid, rule, amount - paid or None), postings)


@dataclass(frozen=True)
class Charged:
    seat: int
    amount: int  # what the stack paid
    rule: str
    short: int | None = None  # what a stack too short to pay it all could not


def _fold_charge(state: PokerState, event: Event, charged: Charged) -> PokerState:
    return replace(taxed(state, charged.seat, charged.amount), owed=state.owed[1:])


CHARGE = Kind("charge", Charged, _fold_charge)


@dataclass(frozen=True)
class OfferCard(Effect):
    """Its owner may buy one more card, dealt face down (`up`: face up, the dealer entering it), before the deal
    goes on."""

    test: Test
    price: Callable[[Mapping[str, Any]], int]
    rule: str
    up: bool = False

    def turned_up(self, state: PokerState, seat: int | None, card: Card) -> PokerState:
        if seat is None or seat not in state.in_hand or not self.test(card):
            return state
        return decide(state, Purchase(seat=seat, price=self.price(state.options), rule=f"{card}: {self.rule}",
                                      up=self.up))


def _buy(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    offer = state.current
    if not isinstance(offer, Purchase) or offer.seat != seat or seat in state.done:
        raise NotNow("no_offer", "No card is offered to you now.")
    if action["type"] == "decline":
        return DECLINE.draft(actor, Answer(offer.rule))
    if state.stacks[seat] < offer.price:
        raise RuleError("cannot_afford", f"The card costs {cents(offer.price)} and you have "
                        f"{cents(state.stacks[seat])} behind.")
    return BUY.draft(actor, Answer(offer.rule, offer.price), ((f"stack:{seat}", state.pot_account, offer.price),))


@dataclass(frozen=True)
class Answer:
    rule: str
    price: int | None = None  # what the card cost; None: declined


def _fold_answer(state: PokerState, event: Event, answer: Answer) -> PokerState:
    seat = state.current.seat
    if answer.price is None:
        return replace(state, done=state.done | {seat})
    up = state.current.up  # the dealer deals the card face up and enters it; else it is dealt face down
    state = buy_card(state, seat, answer.price, answer.rule, zones=state.zones if up else None)
    return replace(owed_up.owe_up(state, seat) if up else state, done=state.done | {seat})


BUY = Kind("buy", Answer, _fold_answer)
DECLINE = Kind("decline", Answer, _fold_answer)


@dataclass(frozen=True)
class Purchase(Decision):
    """One player's chance to buy a card; the others wait for the answer."""

    name = "purchase"
    waiting = "A player is deciding whether to buy a card."
    drafters = MappingProxyType({"buy": _buy, "decline": _buy, "deal_up": owed_up.deal_owed})
    folds = registry(BUY, DECLINE, owed_up.DEAL_OWED)

    seat: int = 0
    price: int = 0
    rule: str = ""
    up: bool = False  # the card bought is dealt face up, the dealer entering it

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if owed_up.owed(state) is not None:
            return owed_up.offers(state, seat)
        if seat != self.seat or seat in state.done:
            return []
        found = [specs.offer("decline")]
        if state.stacks[seat] >= self.price:  # a purchase a player cannot afford is not offered
            found.insert(0, specs.offer("buy", amount=self.price, rule=self.rule))
        return found

    def turn(self, state: PokerState) -> int | None:
        return None if self.seat in state.done else self.seat

    def dealing(self, state: PokerState) -> int:
        return 0 if self.seat in state.done and owed_up.owed(state) is None else 1  # the card bought

    def complete(self, state: PokerState) -> bool:
        return owed_up.owed(state) is None and (self.seat in state.done or self.seat not in state.in_hand)

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())


@dataclass(frozen=True)
class Redeal(Effect):
    """The card calls off the cards dealt: everything is dealt again to the players still in; the pot stays."""

    test: Test
    why: str

    def turned_up(self, state: PokerState, seat: int | None, card: Card) -> PokerState:
        if not self.test(card):
            return state
        return replace(state, notes={**state.notes, "redeal": f"{card}: {self.why}"})

    def followup(self, state: PokerState) -> Draft | None:
        if "redeal" not in state.notes:
            return None
        return REDEAL.draft(REFEREE, Redealt(state.notes["redeal"], state.contenders()))


@dataclass(frozen=True)
class Redealt:
    why: str
    players: list[int]  # the players still in, dealt again


def _fold_redeal(state: PokerState, event: Event, redealt: Redealt) -> PokerState:
    return redeal(state)


REDEAL = Kind("redeal", Redealt, _fold_redeal)
EFFECT_EVENTS = registry(KILLED, CHARGE, REDEAL)
