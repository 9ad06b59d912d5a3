"""A game of Acey Deucey played the way the service plays it: decide, store as JSON events, fold.

Steps are written as a table's talk: "post 4h", "outer 3c", "middle 9c" and
"reshuffle" are the dealer's (seat 1); "call low", "bet 10", "pass" and
"escape first" are the player's whose turn it is.
"""

from __future__ import annotations

import json

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.engine.events import Event, seat_actor
from referee.rules.engine.variant import Setup
from referee.rules.games.acey_deucey.game import ACEY_DEUCEY as GAME

SEATS, DEALER = (2, 3, 1), 1  # seat 1 deals: seat 2 plays first
DEALER_STEPS = ("post", "outer", "middle", "reshuffle")
FIELDS = {"post": "cards", "outer": "cards", "middle": "cards", "call_ace": "call", "bet": "amount",
          "escape": "replace"}


def action(step: str) -> dict:
    kind, *rest = step.split()
    kind = {"call": "call_ace"}.get(kind, kind)
    if not rest:
        return {"type": kind}
    value = rest[0]
    if FIELDS[kind] == "cards":
        return {"type": kind, "cards": [value]}
    return {"type": kind, FIELDS[kind]: int(value) if value.isdigit() else value}


class Table:
    def __init__(self, options=None, stacks=None, unit=5):
        stacks = stacks or dict.fromkeys(SEATS, 500)
        self.game = GAME.start(Setup(SEATS, DEALER, stacks, options or {}, unit=unit))
        self.chips = dict(stacks)
        self.pot = 0
        self.log: list[Event] = []
        for draft in GAME.opening(self.game):
            self.store(draft)

    def play(self, *steps: str) -> list:
        drafts = []
        for step in steps:
            drafts += self.act(action(step))
        return drafts

    def act(self, command: dict, actor: str | None = None) -> list:
        if actor is None:
            actor = seat_actor(DEALER if command["type"] in DEALER_STEPS else self.game.turn.seat)
        drafts = GAME.decide(self.game, actor, command)
        for draft in drafts:
            self.store(draft)
        return drafts

    def store(self, draft) -> None:
        event = Event(len(self.log) + 1, draft.type, draft.actor, json.loads(json.dumps(draft.payload)),
                      draft.postings)
        for source, target, amount in draft.postings:
            self.move(source, -amount)
            self.move(target, amount)
        self.game = GAME.apply(self.game, event)
        self.log.append(event)

    def move(self, account: str, amount: int) -> None:
        if account.startswith("stack:"):
            self.chips[int(account[6:])] += amount
        else:
            self.pot += amount

    def refused(self, step: str) -> RuleError:
        before = self.game
        with pytest.raises(RuleError) as refusal:
            self.play(step)
        assert self.game == before
        return refusal.value

    def offers(self, seat: int) -> dict:
        return {offer["type"]: offer for offer in GAME.legal_actions(self.game, seat)}
