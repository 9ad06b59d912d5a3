"""An extra card for those holding a rank (`extra_card`), as Baseball Guts deals one to "anyone who went in
with a four": everyone still in shows their fours or says they have none, and each who shows any gets one
card face down, one however many they show. Baseball guts played to its end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end

BASEBALL = json.loads((Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
                       / "baseball_guts.json").read_text())


def went_in(dealt, hands: dict[int, str], words: dict[int, str]):
    """A deal of Baseball guts: each enters their cards and says their word in turn; at the extra card."""
    d = dealt(BASEBALL)
    for seat, cards in hands.items():
        d.act(seat, {"type": "cards", "cards": cards.split()})
    for seat, word in words.items():
        d.act(seat, {"type": "in_out", "say": word})
    return d


def test_a_four_shown_brings_one_card_and_none_brings_nothing(dealt):
    d = went_in(dealt, {1: "4s 4d Kc", 2: "Ah Ad 7c", 3: "2c 5d 8h"}, {1: "in", 2: "in", 3: "out"})
    assert d.state.current.name == "extra_card" and d.legal(3) == set()
    assert d.legal(2) - {"cards"} == {"none_of_rank"}  # its entry holds no four: only the true answer
    refusal = d.refuse(1, {"type": "none_of_rank"})
    assert (refusal.code, str(refusal)) == ("you_hold_it", "You entered 4♠ in your hand: show your fours.")
    d.act(1, {"type": "show_rank", "cards": ["4s", "4d"]})
    d.act(2, {"type": "none_of_rank"})
    assert (d.state.down_count(1), d.state.down_count(2)) == (4, 3)  # one card for two fours
    assert d.state.at_showdown


def test_the_extra_card_plays_in_the_hand_and_the_loser_matches(dealt):
    d = went_in(dealt, {1: "4s Kd Kc", 2: "Ah Ad 7c", 3: "2c 5d 8h"}, {1: "in", 2: "in", 3: "out"})
    d.act(1, {"type": "show_rank", "cards": ["4s"]})
    d.act(2, {"type": "none_of_rank"})
    d.act(1, {"type": "cards", "cards": ["4s", "Kd", "Kc", "Ks"]})
    d.act(1, {"type": "show", "cards": ["4s", "Kd", "Kc", "Ks"]})
    drafts = d.act(2, {"type": "show", "cards": ["Ah", "Ad", "7c"]})
    assert drafts[-1].payload["pots"][0]["paid"] == {"1": 15}
    assert (d.stack(1), d.stack(2), d.stack(3)) == (510, 480, 495)
    assert d.replayed() == d.state


def test_a_rank_that_is_no_rank_is_refused_in_words():
    definition = {**BASEBALL, "script": [*BASEBALL["script"][:2], {"kind": "extra_card", "rank": "fours"}]}
    assert [said for said in builder.problems(definition) if "extra_card" in said] == [
        "Script step 3 (extra_card): the rank is a rank: 2 to 10, J, Q, K or A."]


def test_the_step_reads_as_its_text():
    assert "Everyone still in shows their fours or says they have none: each who shows any is dealt one more " \
           "card face down." in builder.rule_text(BASEBALL)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("players", [2, 5])
def test_baseball_guts_is_played_to_its_end(seed, players):
    played_to_its_end(BASEBALL, seed, players)
