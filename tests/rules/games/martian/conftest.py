"""A driver for Martian Poker deals in the engine alone, checking every piece and every cent as it goes."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from referee.rules.catalog import VARIANTS
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST, Event, seat_actor
from referee.rules.games.martian.pieces import PER_SIZE, SIZES
from referee.rules.night import night as night_rules
from referee.rules.night.deals import command_of
from tests.rules.poker.conftest import Deal as PokerDeal

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


class Deal(PokerDeal):
    """One deal of Martian Poker, driven the way the table drives it, every piece checked after every event."""

    def __init__(self, stacks: dict[int, int], dealer: int | None = None, carried=None, **options):
        super().__init__("martian_poker", stacks, dealer, carried, **options)

    def check(self) -> None:
        assert_every_piece_once(self.state)

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
    """A night at the table in the engine alone: every command decided, stored and folded, as the service does.

    The store hands payloads back as JSON, and the service folds them in that
    form: `night` is that fold, and every command is decided from it. `live`
    folds the drafts exactly as they were decided; after every event the two
    must be equal (replay equals live state).
    """

    def __init__(self, players: int = 3, chips: int = 1000):
        self.night = self.live = night_rules.Night()
        self.events: list[Event] = []
        self.chips = chips
        self._store(night_rules.open_table("Friday", "USD", 5, [f"P{seat}" for seat in range(1, players + 1)]))
        for seat in range(1, players + 1):
            self.do(HOST, {"type": "buy_in", "seat": seat, "amount": chips})

    def _store(self, draft) -> None:
        number = len(self.events) + 1
        event = Event(number, draft.type, draft.actor, json.loads(json.dumps(draft.payload)), draft.postings)
        self.events.append(event)
        self.night = night_rules.apply(self.night, event)
        self.live = night_rules.apply(self.live, Event(number, draft.type, draft.actor, dict(draft.payload),
                                                       draft.postings))
        assert self.night == self.live
        assert sum(self.night.accounts.values()) == 0

    def do(self, who, command: dict) -> list:
        """Decide and store a command; deciding again from what was stored must give the same events (verify)."""
        actor = who if isinstance(who, str) else seat_actor(who)
        drafts = night_rules.decide(self.night, actor, command)
        stored = command_of(Event(0, drafts[0].type, drafts[0].actor, json.loads(json.dumps(drafts[0].payload)), ()))
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
