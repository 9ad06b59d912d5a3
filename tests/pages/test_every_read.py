"""No read answers a server error, whatever game is played: for every game of the catalog and every shipped
definition, a random deal is played through the API, and once, at a step of it chosen at random or once it is
over, a phone (the host's or a seat's) reads every page, live part, download and API read it can reach
(tests/support/crawl.py). Across the games, about a third are read once their deal is over.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from referee.rules.catalog import VARIANTS
from tests.conftest import Table
from tests.support.crawl import Phone
from tests.support.random_play import SEATS, steps

SHIPPED = Path(__file__).parents[2] / "referee" / "rules" / "builder" / "definitions"
DEFINITIONS = {path.stem: json.loads(path.read_text()) for path in sorted(SHIPPED.glob("*.json"))}
BOUND = 30  # steps of play: most deals are over well before
WHEN = [*range(1, 12), None] * 2 + [None] * 2  # the step at which a phone reads everything (None: once it is over)


def test_every_game_of_the_catalog_is_played_here(client):
    assert {variant["key"] for variant in client.get("/api/variants").json["variants"]} == set(VARIANTS)


@pytest.mark.parametrize("game", sorted(VARIANTS) + [f"defined:{name}" for name in DEFINITIONS])
def test_no_read_answers_a_server_error_while_a_deal_is_played_or_after(app, game):
    rng = random.Random(game)
    table = Table(app.test_client())
    for seat in SEATS:
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    key = game
    if game.startswith("defined:"):
        key = table.act(1, {"type": "define_game", "definition": DEFINITIONS[game[8:]]})["event"]["payload"]["key"]
    phones = [Phone(app, table.id, token, rng) for token in (table.host, *table.tokens.values())]
    when = rng.choice(WHEN)
    for step, read in enumerate(steps(table, key, {}, rng, BOUND)):
        if read["deals_played"] or step == when:
            break  # the first deal is over, or the step to read at is reached
    failures = errors(rng.choice(phones))
    assert not failures, failures


def errors(phone: Phone) -> list[tuple[str, int]]:
    return [(url, status) for url, status in phone.reads().items() if status >= 500]
