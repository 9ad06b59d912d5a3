"""A driver for Martian Poker deals in the engine alone, checking every piece and every cent as it goes."""

from __future__ import annotations

from collections import Counter

import pytest

from referee.rules import night as night_rules
from referee.rules.catalog import VARIANTS
from referee.rules.deals import command_of
from referee.rules.errors import RuleError
from referee.rules.events import HOST, Event, seat_actor
from referee.rules.martian.pieces import PER_SIZE, SIZES
from referee.rules.variant import Setup, resolve_options

MARTIAN = VARIANTS["martian_poker"]


def piece_places(state) -> Counter:
    """How many pieces of each (owner, size) there are, in stashes and on cards together."""
    ice = state.extra
    found = Counter()
    for held in ice.stashes.values():
        for piece, number in held.items():
            assert number > 0
            found[piece] += number
    for on in ice.cards.values():
        for placed in on.pieces():
            found[placed.piece] += 1
    return found


def assert_every_piece_once(state) -> None:
    found = piece_places(state)
    owners = {piece.owner for piece in found}
    assert found == Counter({(owner, size): PER_SIZE for owner in owners for size in SIZES})


class Deal:
    """One deal of Martian Poker, driven the way the table drives it."""

    def __init__(self, stacks: dict[int, int], dealer: int | None = None, carried=None, **options):
        self.variant = MARTIAN
        seats = sorted(stacks)
        dealer = dealer if dealer is not None else seats[-1]
        order = tuple(sorted(seats, key=lambda s: (s <= dealer, s)))
        self.setup = Setup(order, dealer, dict(stacks), resolve_options(self.variant.options, options), 5, 1,
                           carried=carried or {})
        self.events: list[Event] = []
        self.accounts = Counter({f"stack:{s}": a for s, a in stacks.items()})
        self.total = sum(stacks.values())
        self.state = self.variant.start(self.setup)
        for draft in self.variant.opening(self.state):
            self._store(draft)

    def _store(self, draft) -> None:
        event = Event(len(self.events) + 1, draft.type, draft.actor, dict(draft.payload), draft.postings)
        self.events.append(event)
        self.state = self.variant.apply(self.state, event)
        for source, target, amount in draft.postings:
            self.accounts[source] -= amount
            self.accounts[target] += amount
        assert sum(self.accounts.values()) == self.total
        assert_every_piece_once(self.state)

    def act(self, who, action: dict) -> list:
        actor = who if isinstance(who, str) else seat_actor(who)
        drafts = self.variant.decide(self.state, actor, action)
        for draft in drafts:
            self._store(draft)
        return drafts

    def refuse(self, who, action: dict) -> RuleError:
        before = self.state
        with pytest.raises(RuleError) as refusal:
            self.act(who, action)
        assert self.state == before
        return refusal.value

    def replayed(self):
        state = self.variant.start(self.setup)
        for event in self.events:
            state = self.variant.apply(state, event)
        return state

    def stack(self, seat: int) -> int:
        return self.accounts[f"stack:{seat}"]

    @property
    def dealer(self) -> str:
        return seat_actor(self.setup.dealer)

    def legal(self, seat: int) -> set[str]:
        return {action["type"] for action in self.variant.legal_actions(self.state, seat)}

    # Shortcuts for scenarios.

    def up(self, cards: dict[int, str]) -> None:
        self.act(self.dealer, {"type": "deal_up", "cards": {str(seat): card for seat, card in cards.items()}})

    def all_done(self) -> None:
        for seat in self.state.contenders():
            if seat not in self.state.done:
                self.act(seat, {"type": "done"})

    def all_check(self) -> None:
        while self.state.to_act() is not None:
            self.act(self.state.to_act(), {"type": "check"})

    def owner(self, card: str):
        view = self.variant.view(self.state, None)["icehouse"]
        return next(c["owner"] for c in view["cards"] if c["id"] == card)


@pytest.fixture(scope="session")
def martian():
    return Deal


class Night:
    """A night at the table in the engine alone: every command decided, stored and folded, as the service does."""

    def __init__(self, players: int = 3, chips: int = 1000):
        self.night = night_rules.Night()
        self.events: list[Event] = []
        self.chips = chips
        self._store(night_rules.open_table("Friday", "USD", 5, [f"P{seat}" for seat in range(1, players + 1)]))
        for seat in range(1, players + 1):
            self.do(HOST, {"type": "buy_in", "seat": seat, "amount": chips})

    def _store(self, draft) -> None:
        event = Event(len(self.events) + 1, draft.type, draft.actor, dict(draft.payload), draft.postings)
        self.events.append(event)
        self.night = night_rules.apply(self.night, event)
        assert sum(self.night.accounts.values()) == 0

    def do(self, who, command: dict) -> list:
        """Decide and store a command; deciding again from what was stored must give the same events (verify)."""
        actor = who if isinstance(who, str) else seat_actor(who)
        drafts = night_rules.decide(self.night, actor, command)
        head = drafts[0]
        stored = command_of(Event(0, head.type, head.actor, head.payload, head.postings))
        assert night_rules.decide(self.night, actor, stored) == drafts
        for draft in drafts:
            self._store(draft)
        return drafts

    def refuse(self, who, command: dict) -> RuleError:
        before = self.night
        with pytest.raises(RuleError) as refusal:
            self.do(who, command)
        assert self.night == before
        return refusal.value

    def kept(self) -> dict:
        return self.night.carried.get("martian_poker", {})

    def held(self, holder: int) -> dict:
        """What a seat holds between deals: {(owner, size): count}."""
        view = MARTIAN.view_between(self.kept(), tuple(self.night.seat_numbers()), holder)
        return {(item["owner"], item["size"]): item["count"] for item in view["your_stash"]}


@pytest.fixture(scope="session")
def night():
    return Night
