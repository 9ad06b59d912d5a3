"""The auction: a card sold to the highest bidder, the price paid to the pot. Bid Poker (shipped) and Fire Sale,
from the catalogue, are accepted and played to their end; the bidding goes as their rule text says."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules.night.games import variant_of
from tests.rules.test_every_game import Night, play

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
BID_POKER = json.loads((SHIPPED / "bid_poker.json").read_text())
FIRE_SALE = {
    "name": "Fire Sale", "most_players": 8,
    "description": "Six cards down; four cards auctioned unseen off the deck; everyone keeps five, stacked, and "
                   "turns them up one at a time, a bet after each.",
    "script": [{"kind": "deal", "down": 6}, *[{"kind": "auction", "card": "unseen"}] * 4,
               {"kind": "discard_to", "keep": 5}, {"kind": "stack"},
               *[step for _ in range(4) for step in ({"kind": "flip_top"}, {"kind": "bet", "first": "best_showing"})]],
}
GAMES = {"bid_poker": BID_POKER, "fire_sale": FIRE_SALE}


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("seed", range(4))
def test_each_auction_game_is_accepted_and_played_to_its_end(name, seed):
    definition = GAMES[name]
    assert builder.problems(definition) == []
    night = Night(builder.key_of(definition["name"]), [1000] * 8, random.Random(seed), variant=True)
    night.do("seat:1", {"type": "define_game", "definition": definition})
    game = night.variant = variant_of(night.live, night.key)
    players = min(2 + 2 * seed, game.max_players)
    night.do(HOST, {"type": "start_deal", "variant": game.key, "dealer": 1, "seats": list(range(1, players + 1)),
                    "options": {}})
    play(night)
    assert night.live.deal is None
    assert rules.replay(night.log) == night.live
