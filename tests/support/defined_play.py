"""A game a table defined, played to its end: the builder's tests of each catalogue game share it."""

from __future__ import annotations

import random

from referee.rules.builder import definition as builder
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules.night.games import variant_of
from tests.rules.test_every_game import Night, play


def played_to_its_end(definition: dict, seed, players: int, chairs: int | None = None) -> Night:
    """The definition accepted, defined at a night of `chairs` players of $10 (as many as play, unless said),
    and one deal of it among the first `players` (at most the game's own most) played from random legal actions
    seeded by `seed`: the deal ends, and the night replayed from its log is the night played."""
    assert builder.problems(definition) == []
    night = Night(builder.key_of(definition["name"]), [1000] * (chairs or players), random.Random(seed), variant=True)
    night.do(HOST, {"type": "define_game", "definition": definition})
    night.variant = variant_of(night.live, night.key)
    seats = list(range(1, min(players, night.variant.max_players) + 1))
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 1, "seats": seats, "options": {}})
    play(night)
    assert night.live.deal is None
    assert rules.replay(night.log) == night.live
    return night
