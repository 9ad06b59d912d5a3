"""Who opens a round of a low stud game: as the game ranks hands, the lowest hand showing (Razz), or the best
high hand showing (`"first": "high_showing"`), whatever the game ranks, as some home low games say."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder.definition import problems
from referee.rules.builder.pieces import FAMILIES
from tests.support.defined_play import played_to_its_end

RAZZ = json.loads((Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions" / "razz.json")
                  .read_text())
HIGH_OPENS = dict(RAZZ, name="Razz opened high",
                  script=[dict(step, first="high_showing") if step["kind"] == "bet" else step
                          for step in RAZZ["script"]])


def to_act(d) -> int:
    return next(seat for seat in (1, 2, 3) if "fold" in d.legal(seat) or "check" in d.legal(seat))


@pytest.mark.parametrize("definition, first", [(RAZZ, 1), (HIGH_OPENS, 2)], ids=["lowest", "highest"])
def test_the_round_opens_with_the_hand_showing_the_rule_names(dealt, definition, first):
    d = dealt(definition)
    d.act(3, {"type": "deal_up", "cards": {"1": "2c", "2": "Kh", "3": "7d"}})
    assert to_act(d) == first


def test_the_rule_reads_as_the_table_says_it():
    bet = FAMILIES["script"]["bet"]
    assert bet.words(**bet.values({"kind": "bet", "first": "high_showing"})).endswith(
        "the best high hand showing first, however the game ranks hands")


def test_a_low_game_opened_high_is_played_to_its_end():
    for seed, players in ((0, 2), (1, 5), (2, 7)):
        played_to_its_end(HIGH_OPENS, seed, players)


def test_a_round_the_high_hand_showing_opens_needs_a_card_face_up():
    early = dict(HIGH_OPENS, script=[{"kind": "deal", "down": 2}, {"kind": "bet", "first": "high_showing"},
                                     {"kind": "deal", "up": 1}, {"kind": "bet", "first": "high_showing"}])
    assert problems(early)[-1:] == ["Script step 2 (bet): the best high hand showing bets first, but no card is face "
                               "up then: deal one face up before it."]
