"""Monte Carlo, Phone Home and Ferengi Chicken are poker games: their deals are driven by the poker `Deal`;
Monte Carlo's carried pot by a night of several deals."""

from __future__ import annotations

import pytest

from referee.rules.engine.events import HOST, Event, seat_actor
from referee.rules.night import night as rules
from tests.rules.poker.conftest import Deal


@pytest.fixture(scope="session")
def deal():
    return Deal


def phases(d) -> list[str]:
    """The names of the phases the deal has passed through, repeats folded into one."""
    names = [phase.name for phase in d.state.ran]
    return [name for index, name in enumerate(names) if index == 0 or names[index - 1] != name]


def offered(d, seat: int) -> dict[str, dict]:
    """What the seat is offered, by type, without the fields each action takes (engine/specs.py)."""
    return {action["type"]: {key: value for key, value in action.items() if key not in ("type", "fields")}
            for action in d.variant.legal_actions(d.state, seat)}


def checks(d) -> None:
    """Everyone checks the betting round through."""
    while d.state.current.name == "betting" and (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "check"})


class Night:
    """A night at the table: deals of a game one after another, every chip accounted for."""

    def __init__(self, stacks: dict[int, int]):
        opened = rules.open_table("t", "USD", 5, [f"P{seat}" for seat in stacks])
        self.log = [Event(1, opened.type, opened.actor, opened.payload)]
        self.night = rules.apply(rules.Night(), self.log[0])
        for seat, amount in stacks.items():
            self.do(HOST, {"type": "buy_in", "seat": seat, "amount": amount})

    def do(self, actor, command: dict) -> list:
        actor = actor if isinstance(actor, str) else seat_actor(actor)
        drafts = rules.decide(self.night, actor, command)
        for draft in drafts:
            event = Event(self.night.version + 1, draft.type, draft.actor, dict(draft.payload), draft.postings)
            self.log.append(event)
            self.night = rules.apply(self.night, event)
            assert sum(self.night.accounts.values()) == 0
        return drafts

    @property
    def state(self):
        return self.night.deal.state

    def stack(self, seat: int) -> int:
        return self.night.balance(rules.stack(seat))
