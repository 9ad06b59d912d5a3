"""Random deals of every poker game, played with a real shuffled deck.

Every action comes from what `legal_actions` offers, so it must be accepted;
random junk in between is either among what was offered or refused with a
RuleError that changes nothing, and nothing else is ever raised;
after every event money is conserved and no stack is negative (the driver
checks), and at the end a replay of the stored events equals the live state.
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.core.errors import RuleError
from referee.rules.engine.events import seat_actor
from referee.rules.money.pots import CARRIED
from tests.support.poker_table import Table

GAMES = ["five_card_draw", "seven_card_stud", "holdem", "pineapple", "omaha", "omaha_hi_lo", "short_deck"]
BLINDS = ("holdem", "pineapple", "omaha", "omaha_hi_lo")
JUNK = [
    {"type": "bet", "amount": -5}, {"type": "raise", "amount": "lots"}, {"type": "call", "amount": 3},
    {"type": "draw", "count": 9}, {"type": "draw", "count": "two"}, {"type": "show", "cards": ["Zz"]},
    {"type": "show"}, {"type": "cards", "cards": 7}, {"type": "deal_up", "cards": ["As"]},
    {"type": "deal_up", "cards": {"x": "As"}}, {"type": "community", "cards": ["As", "As"]},
    {"type": "discard", "cards": [None]}, {"type": "all_in", "amount": 1}, {"type": "muck"},
    {"type": "check"}, {"type": "fold"}, {"type": None}, {"type": "complete", "amount": 10**9},
]


def beyond(legal: list[dict], unit: int) -> list[dict]:
    """Actions just outside what was offered: one chip under or over a bound, one card too many."""
    found = []
    for option in legal:
        if "min" in option:
            found += [{"type": option["type"], "amount": option["min"] - unit},
                      {"type": option["type"], "amount": option["max"] + unit}]
        if option["type"] in ("call", "all_in"):
            found.append({"type": option["type"], "amount": option["amount"] + unit})
        if option["type"] == "draw":
            found.append({"type": "draw", "count": option.get("max_with_ace", option["max"]) + 1})
    return found


def within(legal: list[dict], action: dict) -> bool:
    """Whether an accepted action is one `legal_actions` offered, inside its bounds."""
    for option in legal:
        if option["type"] != action.get("type"):
            continue
        if "min" in option:
            return option["min"] <= action.get("amount") <= option["max"]
        if "amount" in option and "amount" in action:
            return action["amount"] == option["amount"]
        if option["type"] == "draw":
            return action["count"] <= option.get("max_with_ace", option["max"])
        return True
    return False


def play(deal, game: str, seed: int, players: int, **options):
    rng = random.Random(seed)
    stacks = {seat: rng.choice([40, 100, 300, 1000]) for seat in range(1, players + 1)}
    d = deal(game, stacks, dealer=rng.randint(1, players), betting=rng.choice(["spread", "fixed", "pot", "no"]),
             min_bet=10, max_bet=50, small_bet=10, big_bet=20, ante=rng.choice([0, 5]),
             **({"small_blind": 5, "big_blind": 10} if game in BLINDS else {}), **options)
    table = Table(d, rng)
    for _ in range(400):
        if d.variant.is_finished(d.state):
            break
        table.top_up()
        if rng.random() < 0.2:
            seat = rng.choice(d.setup.seats)
            offered = d.variant.legal_actions(d.state, seat)
            wild_bet = {"type": "bet", "amount": rng.randint(-50, 5000)}
            junk = rng.choice(JUNK + beyond(offered, d.setup.unit) + [wild_bet])
            before = d.state
            try:
                d.act(seat, junk)
            except RuleError as refusal:
                assert re.fullmatch(r"[a-z]+(_[a-z]+)*", refusal.code)
                assert refusal.message.strip()
                assert d.state == before
            else:
                assert within(offered, junk), f"{junk} was accepted from seat {seat}, offered {offered}"
            continue
        choices = [(seat, a) for seat in d.setup.seats for a in d.variant.legal_actions(d.state, seat)]
        progress = [c for c in choices if c[1]["type"] != "cards"] or choices
        seat, legal = rng.choice(progress)
        action = table.realize(seat, legal)
        if legal["type"] in ("deal_up", "community") and seat != d.setup.dealer:
            continue
        d.act(seat_actor(seat), action)
    assert d.variant.is_finished(d.state), "the deal should end within 400 actions"
    assert d.replayed() == d.state
    # Every chip is back in a stack, or carried into the next deal (every hand still in killed).
    assert sum(d.stack(seat) for seat in stacks) + d.accounts[CARRIED] == sum(stacks.values())
    assert d.accounts[d.state.pot_account] == 0


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 6))
def test_random_deals_conserve_money_and_replay(deal, game, seed, players):
    play(deal, game, seed, players)
