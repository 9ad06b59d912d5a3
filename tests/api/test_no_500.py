"""Whatever a client sends to a table in the middle of any game, the answer is never a 500."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from referee.app import create_app
from referee.rules.catalog import VARIANTS
from tests.conftest import Table

TYPES = sorted({
    "buy_in", "cash_out", "adjust", "void", "close", "start_deal", "cards", "deal_up", "community", "bet",
    "call", "check", "raise", "fold", "all_in", "complete", "draw", "discard", "show", "muck", "done",
    "enter_hand", "enter_pool", "mark", "start_cards", "contribute", "hand", "exchange", "sudden_death",
    "defend", "attack", "regroup", "give_pieces", "trade_pieces", "sell_pieces", "accept_offer",
    "cancel_offer",
})
FIELDS = ["seat", "amount", "cards", "card", "count", "show", "variant", "options", "target_version", "reason",
          "pieces", "to", "give", "take", "get", "discard", "receive", "join", "from", "price", "offer", "dealer",
          "seats"]
values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**15, 10**15) | st.floats(allow_nan=True)
    | st.text(max_size=8) | st.sampled_from(["As", "10d", "Jk", "hole:1", "7♥", "Zz", "", "1"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=8,
)
commands = st.fixed_dictionaries(
    {"type": st.sampled_from(TYPES)},
    optional={name: values for name in FIELDS},
)
_counter = itertools.count()


@pytest.fixture(scope="module")
def tables(sqlite_url):
    """One table per game, each with a deal in progress and three seats with chips."""
    client = create_app({"DATABASE_URL": sqlite_url, "TESTING": True}).test_client()
    made = {}
    for key in VARIANTS:
        table = Table(client)
        for seat in (1, 2, 3):
            table.post({"type": "buy_in", "seat": seat, "amount": 1000})
        started = table.post({"type": "start_deal", "variant": key, "dealer": 3})
        assert started.status_code == 201, started.json
        made[key] = table
    return made


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(game=st.sampled_from(sorted(VARIANTS)), command=commands, who=st.sampled_from(["host", 1, 2, 3]))
@example(game="holdem", command={"type": "cards", "cards": 1.0}, who=1)  # cards that are no list: once a 500
def test_no_command_gets_a_500(tables, game, command, who):
    table = tables[game]
    token = table.host if who == "host" else table.tokens[who]
    response = table.post(command, token=token, key=f"fuzz-{next(_counter)}")
    assert response.status_code < 500, (command, response.json)
    assert "error" in response.json or response.status_code == 201
