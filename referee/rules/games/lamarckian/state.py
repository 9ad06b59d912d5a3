"""The state of a deal of Lamarckian Poker, and how each stored event changes it.

The state holds every card the players and the dealer have entered, hidden or
not; what a viewer may see of it is decided by the view, never here. Hidden
entries may name the same card until the card shows (see `clash`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterable, Mapping

from ...core.cards import Card, parse_card, parse_cards
from ...core.decks import deck
from ...engine.events import Event, actor_seat
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


def _sorted_hand(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, reverse=True))


def _with(mapping: Mapping, key, value) -> dict:
    return {**mapping, key: value}


def _without(mapping: Mapping, key) -> dict:
    return {k: v for k, v in mapping.items() if k != key}


def _enter_hand(state, seat, payload):
    return replace(state, hands=_with(state.hands, seat, _sorted_hand(parse_cards(payload["hidden"]["cards"]))))


def _enter_pool(state, seat, payload):
    return replace(state, turn=state.turn + 1, pool=parse_cards(payload["cards"]), captures=())


def _mark(state, seat, payload):
    mark = parse_card(payload["hidden"]["card"])
    hand = tuple(card for card in state.hand(seat) if card != mark)
    return replace(state, hands=_with(state.hands, seat, hand), marks=_with(state.marks, seat, mark))


def _reveal(state, seat, payload):
    return replace(state, revealed=True)


def _play_mark(state, seat, payload):
    player, mark = payload["seat"], parse_card(payload["mark"])
    taken = parse_cards(payload["captured"])
    return replace(
        state,
        hands=_with(state.hands, player, _sorted_hand(state.hand(player) + taken)),
        pool=tuple(card for card in state.pool if card not in taken) + (mark,),
        marks=_without(state.marks, player),
        captures=state.captures + (Capture(player, mark, taken),),
        captured=state.captured | set(taken),
    )


def _discard_pool(state, seat, payload):
    return replace(state, pool=(), discard=state.discard + state.pool)


def _end_turn(state, seat, payload):
    extinct = set(payload["extinct"])
    state = replace(state, alive=tuple(s for s in state.alive if s not in extinct), revealed=False)
    if "result" in payload:
        state = replace(state, result=_result(payload["result"]))
    return state


def _clash(state, seat, payload):
    return replace(state, clash=parse_cards(payload["cards"]))


def _correct(state, seat, payload):
    fix = payload if "card" in payload else payload["hidden"]
    wrong, right = parse_card(fix["card"]), parse_card(fix["is"])
    if fix.get("in") == "pool":
        return replace(state, pool=tuple(right if card == wrong else card for card in state.pool))
    if state.marks.get(seat) == wrong:
        return replace(state, marks=_with(state.marks, seat, right))
    hand = tuple(card for card in state.hand(seat) if card != wrong) + (right,)
    return replace(state, hands=_with(state.hands, seat, _sorted_hand(hand)))


def _result(payload: Mapping) -> Result:
    shown = tuple(
        ShownHand(hand["seat"], parse_cards(hand["cards"]), parse_cards(hand["best"]), hand["words"])
        for hand in payload.get("hands", ())
    )
    return Result(payload["outcome"], tuple(payload["winners"]), payload["says"], shown)


_APPLY = {
    "antes_taken": lambda state, seat, payload: state,
    "hand_entered": _enter_hand,
    "pool_entered": _enter_pool,
    "marked": _mark,
    "marks_revealed": _reveal,
    "mark_played": _play_mark,
    "pool_discarded": _discard_pool,
    "turn_ended": _end_turn,
    "clash": _clash,
    "corrected": _correct,
}


def apply_event(state: LamarckianState, event: Event) -> LamarckianState:
    """Fold one stored event (a player's action or a referee's ruling) into the state."""
    try:
        change = _APPLY[event.type]
    except KeyError:
        raise ValueError(f"not an event of Lamarckian Poker: {event.type!r}") from None
    state = change(state, actor_seat(event.actor), event.payload)
    return _post(state, event.postings)


def _post(state: LamarckianState, postings) -> LamarckianState:
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
