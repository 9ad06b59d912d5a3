"""A fresh sample of the public catalogue of home variants (ichabod801/poker_db): of 60 games drawn at random
(`random.Random(41)`, games already in the repository skipped), the 31 the builder defines exactly, each written
by a new user from its numbered rule text and the house-games reference (`catalogue_sample/<catalogue id>_<name>.json`).
Each stays accepted and plays a deal to its end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end

SAMPLE = sorted((Path(__file__).parent / "catalogue_sample").glob("*.json"))


@pytest.mark.parametrize("path", SAMPLE, ids=[path.stem for path in SAMPLE])
def test_a_sampled_catalogue_game_is_accepted_and_played_to_its_end(path):
    definition = json.loads(path.read_text())
    assert builder.problems(definition) == []
    assert len(builder.rule_text(definition)) >= len(definition["script"])  # every step reads as a rule
    played_to_its_end(definition, int(path.stem[:4]), min(5, definition.get("most_players", 7)))
