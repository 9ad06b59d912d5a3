"""The state of a deal of Lamarckian Poker, and how the chips an event moves change it.

The state holds every card the players and the dealer have entered, hidden or
not; what a viewer may see of it is decided by the view, never here. Hidden
entries may name the same card until the card shows (see `clash`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable, Mapping

from ...core.cards import Card
from ...core.decks import deck
from .capture import Capture

DECK = deck("standard")  # 52 cards, no jokers
HAND_SIZE = 4
POOL_SIZE = 4


@dataclass(frozen=True)
class ShownHand:
    """A survivor's hand at the showdown, and the poker hand it plays."""

    seat: int
    cards: tuple[Card, ...]
    best: tuple[Card, ...]
    words: str


@dataclass(frozen=True)
class Result:
    """How the deal ended: "last_survivor", "all_extinct" or "showdown"."""

    outcome: str
    winners: tuple[int, ...]
    says: str
    shown: tuple[ShownHand, ...] = ()
    payouts: Mapping[int, int] = field(default_factory=dict)


@dataclass(frozen=True)
class LamarckianState:
    seats: tuple[int, ...]  # clockwise from the dealer's left
    dealer: int
    deal_id: int
    ante: int
    unit: int
    alive: tuple[int, ...]
    hands: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)  # entered so far
    turn: int = 0  # turns whose pool has been entered
    pool: tuple[Card, ...] = ()
    marks: Mapping[int, Card] = field(default_factory=dict)  # face down, or revealed and not yet played
    revealed: bool = False
    captures: tuple[Capture, ...] = ()  # of the current (or the last finished) turn
    discard: tuple[Card, ...] = ()
    pot: int = 0
    result: Result | None = None
    captured: frozenset[Card] = frozenset()  # every card taken by a mark: seen by all
    clash: tuple[Card, ...] = ()  # cards the referee found entered twice, until corrected

    @property
    def pot_account(self) -> str:
        return f"pot:{self.deal_id}"

    @property
    def turns(self) -> int:
        """Turns in the deal: the deck empties exactly after the last one."""
        return (len(DECK) - HAND_SIZE * len(self.seats)) // POOL_SIZE

    @property
    def deck_left(self) -> int:
        """Cards not yet dealt: the hands are dealt before anyone enters them."""
        return len(DECK) - HAND_SIZE * len(self.seats) - POOL_SIZE * self.turn

    @property
    def phase(self) -> str:
        """"hands", "pool", "marking", "resolving", "clash" or "over"."""
        if self.result is not None:
            return "over"
        if self.clash:
            return "clash"
        if self.revealed:
            return "resolving"
        if self.pool:
            return "marking"
        if len(self.hands) < len(self.seats):
            return "hands"
        return "pool"

    def hand(self, seat: int) -> tuple[Card, ...]:
        return self.hands.get(seat, ())

    def public_cards(self) -> set[Card]:
        """Every card the whole table has seen: the pool, the discard, captures, revealed marks."""
        cards = set(self.pool) | set(self.discard) | self.captured
        return cards | set(self.marks.values()) if self.revealed else cards

    def own_cards(self, seat: int) -> set[Card]:
        """The cards `seat` entered or took and still holds, its mark included."""
        own = set(self.hand(seat))
        return own | {self.marks[seat]} if seat in self.marks else own


def card_texts(cards: Iterable[Card]) -> list[str]:
    return [str(card) for card in cards]


def sorted_hand(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, reverse=True))


def with_item(mapping: Mapping, key, value) -> dict:
    """A copy of `mapping` with one entry set: state is never changed in place."""
    return {**mapping, key: value}


def without(mapping: Mapping, key) -> dict:
    return {k: v for k, v in mapping.items() if k != key}


def with_postings(state: LamarckianState, postings) -> LamarckianState:
    """The pot after an event's postings; the winners' payouts once the pot pays out."""
    pot, payouts = state.pot, {}
    for source, target, amount in postings:
        if target == state.pot_account:
            pot += amount
        if source == state.pot_account:
            pot -= amount
            seat = int(target.removeprefix("stack:"))
            payouts[seat] = payouts.get(seat, 0) + amount
    if payouts:
        state = replace(state, result=replace(state.result, payouts=payouts))
    return replace(state, pot=pot)
