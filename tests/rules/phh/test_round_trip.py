"""Random deals of every game PHH writes, exported and replayed: the same stacks, and no card not shown.

Each deal is played on an in-memory night with a shuffled deck, by actions
chosen among those the engine offers, in every betting structure. Events keep
their payloads as the store gives them back (keys sorted), so the export reads
what a real table's log holds.
"""

from __future__ import annotations

import json
import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.catalog import VARIANTS
from referee.rules.engine.events import HOST, Event, seat_actor
from referee.rules.night import night as nights
from referee.rules.phh.export import export_deal
from referee.rules.phh.notation import parse_history
from referee.rules.phh.replay import replay
from tests.support.poker_table import Table

GAMES = ["holdem", "pineapple", "five_card_draw", "seven_card_stud"]
STRUCTURES = ["spread", "fixed", "pot", "no"]


class Night:
    """A night driven through `decide` and `apply`, keeping its log."""

    def __init__(self, players: int):
        self.log: list[Event] = []
        self.night = nights.Night()
        self._store(nights.open_table("Test", "USD", 5, [f"P{n}" for n in range(1, players + 1)]))

    @property
    def state(self):
        return self.night.deal.state

    @property
    def setup(self):
        return self.state.setup

    def act(self, actor: str, command: dict) -> None:
        for draft in nights.decide(self.night, actor, command):
            self._store(draft)

    def _store(self, draft) -> None:
        payload = json.loads(json.dumps(dict(draft.payload), sort_keys=True))
        event = Event(self.night.version + 1, draft.type, draft.actor, payload, draft.postings)
        self.log.append(event)
        self.night = nights.apply(self.night, event)


def play(seed: int, players: int, game: str, betting: str) -> tuple[Night, set[str]]:
    """One random deal, and the cards the whole table saw (face up, or shown)."""
    rng = random.Random(seed)
    table = Night(players)
    for seat in range(1, players + 1):
        table.act(HOST, {"type": "buy_in", "seat": seat, "amount": rng.choice([10, 15, 40, 100, 300, 1000])})
    table.act(HOST, {"type": "start_deal", "variant": game, "dealer": rng.randint(1, players),
                     "options": {"betting": betting, "min_bet": 10, "max_bet": 50, "small_bet": 10,
                                 "big_bet": 20, "max_raises": rng.choice([0, 1, 3]), "ante": rng.choice([0, 5]),
                                 "small_blind": 5, "big_blind": 10, "bring_in": rng.choice([0, 5])}})
    variant = VARIANTS[game]
    cards = Table(table, rng)
    seen = set()
    while table.night.deal is not None:
        cards.top_up()
        state = table.state
        offered = [(seat, legal) for seat in state.order for legal in variant.legal_actions(state, seat)]
        moves = [move for move in offered if move[1]["type"] != "cards"] or offered
        seat, legal = rng.choice(offered if rng.random() < 0.2 else moves)
        command = cards.realize(seat, legal)
        if legal["type"] in ("deal_up", "community"):
            seen.update(command["cards"].values() if legal["type"] == "deal_up" else command["cards"])
            seat = state.setup.dealer
        elif legal["type"] == "show":
            seen.update(command["cards"])
        elif legal["type"] == "draw" and command.get("show"):
            seen.add(command["show"])
        table.act(seat_actor(seat), command)
    return table, seen


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 6), game=st.sampled_from(GAMES),
       betting=st.sampled_from(STRUCTURES))
def test_an_exported_deal_replays_to_the_tables_stacks_and_hides_what_was_not_shown(seed, players, game, betting):
    table, seen = play(seed, players, game, betting)
    text = export_deal(table.log, 1)
    history = parse_history(text)
    assert history.variant == {("holdem", "no"): "NT", ("holdem", "fixed"): "FT"}.get((game, betting), f"_{game}")
    replayed = replay(history)
    seats = next(event for event in table.log if event.type == "deal_started").payload["seats"]
    assert replayed.finishing_stacks == tuple(table.night.balance(nights.stack(seat)) for seat in seats)
    assert replayed.agrees
    written = set(re.findall(r"[2-9TJQKA][cdhs]", text))
    assert written <= seen, f"cards nobody was shown: {written - seen}"
    assert seen <= written, f"cards shown but not written: {seen - written}"
