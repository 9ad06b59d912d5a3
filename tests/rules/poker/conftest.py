"""A driver for poker deals in the engine alone: decide, store, fold, and check as it goes."""

from __future__ import annotations

from collections import Counter

import pytest

from referee.rules.catalog import VARIANTS
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import Event, seat_actor
from referee.rules.engine.variant import Setup, resolve_options


class Deal:
    """One deal of a variant, driven the way the table drives it."""

    def __init__(self, key: str, stacks: dict[int, int], dealer: int | None = None, carried=None, **options):
        self.variant = VARIANTS[key]
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
            assert amount > 0
            self.accounts[source] -= amount
            self.accounts[target] += amount
        assert sum(self.accounts.values()) == self.total
        assert all(amount >= 0 for amount in self.accounts.values())
        self.check()

    def check(self) -> None:
        """What a game's own driver checks after every event, besides the money."""

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


@pytest.fixture(scope="session")
def deal():
    return Deal
