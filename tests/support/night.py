"""A night at the table driven through the night's own decide and apply: deals of games one after another,
every chip accounted for after every event."""

from __future__ import annotations

from referee.rules.engine.events import HOST, Event, seat_actor
from referee.rules.night import night as rules


class Night:
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
