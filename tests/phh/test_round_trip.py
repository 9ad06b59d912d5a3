"""Random hold'em deals, exported as PHH and replayed: the same stacks, and no card that was not shown.

Each deal is played on an in-memory night with a shuffled deck, by actions
chosen among those the engine offers. Events keep their payloads as the store
gives them back (keys sorted), so the export reads what a real table's log holds.
"""

from __future__ import annotations

import json
import random
import re

from hypothesis import given, settings, strategies as st

from referee.rules import night as nights
from referee.rules.cards import ALL_CARDS
from referee.rules.catalog import VARIANTS
from referee.rules.events import HOST, Event, seat_actor
from referee.rules.phh import parse_history
from referee.rules.phh_export import export_deal
from referee.rules.phh_replay import replay

HOLDEM = VARIANTS["holdem"]


class Night:
    """A night driven through `decide` and `apply`, keeping its log."""

    def __init__(self, players: int):
        self.log: list[Event] = []
        self.night = nights.Night()
        self._store(nights.open_table("Test", "USD", 5, [f"P{n}" for n in range(1, players + 1)]))

    def act(self, actor: str, command: dict) -> None:
        for draft in nights.decide(self.night, actor, command):
            self._store(draft)

    def _store(self, draft) -> None:
        payload = json.loads(json.dumps(dict(draft.payload), sort_keys=True))
        event = Event(self.night.version + 1, draft.type, draft.actor, payload, draft.postings)
        self.log.append(event)
        self.night = nights.apply(self.night, event)


def play(seed: int, players: int, betting: str) -> tuple[Night, dict, set]:
    """One random deal; the private cards of each seat, and the seats that showed."""
    rng = random.Random(seed)
    table = Night(players)
    for seat in range(1, players + 1):
        table.act(HOST, {"type": "buy_in", "seat": seat, "amount": rng.choice([10, 15, 40, 100, 300, 1000])})
    table.act(HOST, {"type": "start_deal", "variant": "holdem", "dealer": rng.randint(1, players),
                     "options": {"betting": betting, "min_bet": 10, "small_bet": 10, "big_bet": 20,
                                 "small_blind": 5, "big_blind": 10, "ante": rng.choice([0, 5])}})
    deck = list(ALL_CARDS)
    rng.shuffle(deck)
    hands = {seat: [deck.pop(), deck.pop()] for seat in table.night.deal.seats}
    shown = set()
    while table.night.deal is not None:
        deal = table.night.deal
        offered = [(seat, legal) for seat in deal.seats for legal in HOLDEM.legal_actions(deal.state, seat)]
        moves = [move for move in offered if move[1]["type"] != "cards"]
        seat, legal = rng.choice(offered if rng.random() < 0.2 else moves)
        kind = legal["type"]
        command = {"type": kind}
        if kind in ("cards", "show"):
            command["cards"] = [card.code for card in hands[seat]]
            if kind == "show":
                shown.add(seat)
        elif kind == "community":
            command["cards"] = [deck.pop().code for _ in range(rng.randint(1, legal["count"]))]
        elif kind in ("bet", "raise", "complete"):
            command["amount"] = rng.randrange(legal["min"], legal["max"] + 1, 5)
        table.act(seat_actor(seat), command)
    return table, hands, shown


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 6), betting=st.sampled_from(["no", "fixed"]))
def test_an_exported_deal_replays_to_the_tables_stacks_and_hides_what_was_not_shown(seed, players, betting):
    table, hands, shown = play(seed, players, betting)
    text = export_deal(table.log, 1)
    replayed = replay(parse_history(text))
    seats = next(event for event in table.log if event.type == "deal_started").payload["seats"]
    assert replayed.finishing_stacks == tuple(table.night.balance(nights.stack(seat)) for seat in seats)
    assert replayed.agrees
    written = set(re.findall(r"[2-9TJQKA][cdhs]", text))
    for seat, cards in hands.items():
        for card in cards:
            assert (card.code in written) == (seat in shown), f"seat {seat}'s {card.code}"
