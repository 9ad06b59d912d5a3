"""The lowest hand takes the pot when exactly so many are at the showdown (`low_when_few`), as Iffy Guts
plays seven-card stud: two at the showdown and the low (ace to five, pairs and all) takes it, more and the
best hand does; every other player at the showdown matches the pot. Refused beside rules that decide the pot
otherwise, in words; Iffy guts played to its end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

IFFY = json.loads((Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
                   / "iffy_guts.json").read_text())
# Up cards, then the face-down cards shown: three aces (king-queen low); an eight-six low (a pair of kings);
# a pair of nines (jack-ten low).
TRIPS, EIGHT_LOW, NINES = ("As Ad Kc Qh", "Ac 9d 7c"), ("2c 3d 4h 8s", "6c Kd Kh"), ("9c 9h Jd Td", "5s 7h Qs")


def test_three_at_the_showdown_and_the_best_hand_takes_the_pot(dealt):
    d = dealt(IFFY)
    ruling = Stud(d).play({1: TRIPS, 2: EIGHT_LOW, 3: NINES})
    assert ruling["pots"][0]["paid"] == {"1": 15}
    assert (d.stack(1), d.stack(2), d.stack(3)) == (510, 480, 480)  # each loser matches the 15¢ pot


def test_two_at_the_showdown_and_the_lowest_hand_takes_the_pot(dealt):
    d = dealt(IFFY, {1: 500, 2: 500})
    ruling = Stud(d).play({1: TRIPS, 2: EIGHT_LOW})
    assert ruling["pots"][0]["paid"] == {"2": 10}
    assert "lowest hand" in ruling["summary"] and "eight-six low" in ruling["hands"]["2"]["verdict"].lower()
    assert (d.stack(1), d.stack(2)) == (485, 505)  # the three aces lose, and match the 10¢ pot


def test_a_player_folding_leaves_two_and_the_low_wins(dealt):
    d = dealt(IFFY)
    stud = Stud(d)
    stud.turn("As 2c 9c")
    d.act(1, {"type": "bet", "amount": 25})
    d.act(2, {"type": "call"})
    d.act(3, {"type": "fold"})
    stud.deal({1: "Ad Kc Qh", 2: "3d 4h 8s"})
    ruling = stud.showdown({1: "Ac 9d 7c", 2: "6c Kd Kh"})
    assert ruling["pots"][0]["paid"] == {"2": 65}
    assert (d.stack(1), d.stack(2), d.stack(3)) == (500 - 30 - 65, 500 - 30 + 65, 495)
    assert d.replayed() == d.state


@pytest.mark.parametrize("other, said", [
    ({"kind": "high_low"}, "half of each pot goes to the lowest hand"),
    ({"kind": "lowball", "ranking": "ace_to_five"}, "the lowest hand wins every pot"),
    ({"kind": "legs", "to_win": 3}, "the best hand takes a leg"),
])
def test_a_rule_deciding_the_pot_otherwise_is_refused_in_words(other, said):
    definition = {**IFFY, "showdown": [*IFFY["showdown"], other]}
    assert f"The lowest hand takes the pot when few are at the showdown, but {said}: keep one." \
        in builder.problems(definition)


def test_the_rule_reads_as_its_text():
    assert "When exactly 2 players are at the showdown, the lowest hand takes the pot (ace to five, pairs and all, " \
           "no qualifier), not the best; otherwise the best hand takes it." in builder.rule_text(IFFY)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("players", [2, 4])
def test_iffy_guts_is_played_to_its_end(seed, players):
    played_to_its_end(IFFY, seed, players)
