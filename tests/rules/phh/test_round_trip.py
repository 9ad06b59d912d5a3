"""Random deals of every game PHH writes, exported and replayed: the same stacks, and no card not shown.

Each deal is played on an in-memory night with a shuffled deck, by actions
chosen among those the engine offers, in every betting structure, with the
forced bets of real tables (lone and dead blinds, a straddle, a big-blind
ante) and the kitty's rake; a night of several deals exports as one series
file that replays hand by hand. Events keep
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
from referee.rules.phh.export import export_deal, export_night
from referee.rules.phh.notation import parse_history
from referee.rules.phh.replay import replay
from referee.rules.phh.series import replay_file
from tests.support.poker_table import Table

GAMES = ["holdem", "pineapple", "five_card_draw", "seven_card_stud", "omaha", "omaha_hi_lo", "short_deck",
         "stud_hi_lo", "razz", "deuce_to_seven_single_draw", "deuce_to_seven_triple_draw", "ace_to_five_triple_draw",
         "badugi"]
STRUCTURES = ["spread", "fixed", "pot", "no"]
# The standard's codes, for a deal of four-card Omaha, and of short deck with a straight over three of a kind.
CODES = {("holdem", "no"): "NT", ("holdem", "fixed"): "FT", ("omaha", "pot"): "PO", ("omaha_hi_lo", "fixed"): "FO/8",
         ("short_deck", "no"): "NS", ("stud_hi_lo", "fixed"): "F7S/8", ("razz", "fixed"): "FR",
         ("deuce_to_seven_single_draw", "no"): "N2L1D", ("deuce_to_seven_triple_draw", "fixed"): "F2L3D",
         ("badugi", "fixed"): "FB"}


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
    return table, play_deal(table, rng, game, betting)


def options(rng: random.Random, game: str, betting: str) -> dict:
    """Random stakes, with the forced bets of real tables and the kitty's rake."""
    chosen = {"betting": betting, "min_bet": 10, "max_bet": 50, "small_bet": 10, "big_bet": 20,
              "max_raises": rng.choice([0, 1, 3]), "ante": rng.choice([0, 5]), "bring_in": rng.choice([0, 5]),
              "rake_percent": rng.choice([0, 0, 5, 10]), "rake_cap": rng.choice([0, 15])}
    if game == "omaha" or game == "omaha_hi_lo":
        chosen["hole_cards"] = rng.choice([4, 4, 5])
    if game == "short_deck":  # antes and the button blind, either order of hands
        return {**chosen, "button_blind": rng.choice([0, 10]), "trips_beat_straight": rng.random() < 0.5}
    if VARIANTS[game].game.blinds:
        small, big = rng.choice([(5, 10), (5, 10), (10, 0), (0, 10)])  # lone blind, dead small blind
        chosen.update(small_blind=small, big_blind=big, straddle=rng.choice([0, 0, 20]) if big else 0,
                      big_blind_ante=rng.choice([0, 10]))
    return chosen


def play_deal(table: Night, rng: random.Random, game: str, betting: str, chosen: dict | None = None) -> set[str]:
    """A random deal on the table's night (with these options, or random ones), and the cards the whole table
    saw (face up, or shown)."""
    players = len(table.night.seats)
    table.act(HOST, {"type": "start_deal", "variant": game, "dealer": rng.randint(1, players),
                     "options": chosen or options(rng, game, betting)})
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
    return seen


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 6), game=st.sampled_from(GAMES),
       betting=st.sampled_from(STRUCTURES))
def test_an_exported_deal_replays_to_the_tables_stacks_and_hides_what_was_not_shown(seed, players, game, betting):
    table, seen = play(seed, players, game, betting)
    text = export_deal(table.log, 1)
    history = parse_history(text)
    options = next(event for event in table.log if event.type == "deal_started").payload["options"]
    exactly = options.get("hole_cards", 4) == 4 and options.get("trips_beat_straight") is not True and \
        (options.get("bring_in") or not VARIANTS[game].game.stud)
    assert history.variant == (CODES.get((game, betting)) if exactly else None) or f"_{game}"
    replayed = replay(history)
    seats = next(event for event in table.log if event.type == "deal_started").payload["seats"]
    assert replayed.finishing_stacks == tuple(table.night.balance(nights.stack(seat)) for seat in seats)
    assert replayed.agrees
    written = set(re.findall(r"[2-9TJQKA][cdhs]", text))
    assert written <= seen, f"cards nobody was shown: {written - seen}"
    assert seen <= written, f"cards shown but not written: {seen - written}"


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 5),
       deals=st.lists(st.tuples(st.sampled_from(GAMES), st.sampled_from(STRUCTURES)), min_size=2, max_size=4))
def test_a_nights_deals_export_as_one_series_that_replays_hand_by_hand(seed, players, deals):
    rng = random.Random(seed)
    table = Night(players)
    for seat in range(1, players + 1):
        table.act(HOST, {"type": "buy_in", "seat": seat, "amount": 2000})
    after = []
    for game, betting in deals:
        if any(table.night.balance(nights.stack(seat)) <= 10 for seat in range(1, players + 1)):
            break  # a seat too short for the next deal's forced bets
        play_deal(table, rng, game, betting)
        after.append(tuple(table.night.balance(nights.stack(seat)) for seat in range(1, players + 1)))
    reports = replay_file(export_night(table.log))
    assert [report.key for report in reports] == [str(number) for number in range(1, len(after) + 1)]
    for report, stacks in zip(reports, after):
        assert report.outcome == "agrees", report.refusal
        seats = report.replay.history.seats
        assert report.replay.finishing_stacks == tuple(stacks[seat - 1] for seat in seats)


def exported(game: str, players: int, **chosen) -> str:
    """A deal everyone folds to the last player, as its file."""
    table = Night(players)
    for seat in range(1, players + 1):
        table.act(HOST, {"type": "buy_in", "seat": seat, "amount": 500})
    table.act(HOST, {"type": "start_deal", "variant": game, "dealer": players, "options": chosen})
    while table.night.deal is not None:
        table.act(seat_actor(table.state.to_act()), {"type": "fold"})
    return export_deal(table.log, 1)


def test_short_deck_writes_everyones_ante_and_the_dealers_blind():
    ns = parse_history(exported("short_deck", 3, trips_beat_straight=False))
    assert ns.variant == "NS" and ns.options is None
    assert ns.antes == (10, 10, 10) and ns.blinds_or_straddles == (0, 0, 10) and ns.min_bet == 10
    house = parse_history(exported("short_deck", 3, betting="pot"))
    assert house.variant == "_short_deck" and house.betting == "pot"
    assert house.options == {"trips_beat_straight": True}


def test_five_card_omaha_has_a_house_code_with_its_hole_cards():
    assert parse_history(exported("omaha", 3)).variant == "PO"
    five = parse_history(exported("omaha", 3, hole_cards=5))
    assert five.variant == "_omaha" and five.options == {"hole_cards": 5}
    assert parse_history(exported("omaha_hi_lo", 2, hole_cards=5)).variant == "_omaha_hi_lo"
