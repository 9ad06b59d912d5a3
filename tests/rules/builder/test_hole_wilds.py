"""Wild cards read from a player's face-down cards: ranks or cards wild only in the hole (The Queen, #895: "face
down queens are wild"; Voodoo, #263: "red eights in the hole are wild"), and each player's lowest card of the whole
hand, face up or down (King Little II, #209: "kings are wild. Your low card is wild for you, as are all other cards
of the same rank"): the catalogue's games (ichabod801/poker_db, all_md/stud/07-card.md), accepted and played to
their end; each rule decides as it says, the owner's phone counts their own face-down cards, and no other phone is
told anything of them before the showdown."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
THE_QUEEN, KING_LITTLE_II = (json.loads((SHIPPED / f"{name}.json").read_text())
                             for name in ("the_queen", "king_little_ii"))
SHORT = [{"kind": "deal", "down": 2, "up": 3}, {"kind": "bet"}]
IN_THE_HOLE = {"name": "Queens in the hole", "stud": True, "script": SHORT, "ante": 10,
               "wild": [{"kind": "ranks", "ranks": ["Q"], "face": "down"}]}
RED_EIGHTS = {**IN_THE_HOLE, "name": "Red eights in the hole",  # Voodoo's wild cards
              "wild": [{"kind": "cards", "cards": ["8h", "8d"], "face": "down"}]}
TWO = {1: 500, 2: 500}


@pytest.mark.parametrize("players", [2, 5, 7])
@pytest.mark.parametrize("name", ["the_queen", "king_little_ii"])
def test_each_game_is_accepted_and_played_to_its_end(name, players):
    played_to_its_end({"the_queen": THE_QUEEN, "king_little_ii": KING_LITTLE_II}[name], f"{name}-{players}", players)


def played(dealt, definition: dict, hands: dict[int, tuple[str, str]]) -> str:
    stud = Stud(dealt(definition, stacks=TWO))
    return stud.play(hands)["summary"]


@pytest.mark.parametrize("definition, hands, summary", [
    pytest.param(IN_THE_HOLE, {1: ("Kh Kd 7c", "Qd 2s"), 2: ("Jh Jd 9c", "Js 3s")},
                 "The pot of 20¢: seat 1 with three of a kind, kings, seven kicker.", id="a queen face down is wild"),
    pytest.param(IN_THE_HOLE, {1: ("Qh Kd 7c", "Kh 2s"), 2: ("Jh Jd 9c", "Js 3s")},
                 "The pot of 20¢: seat 2 with three of a kind, jacks, nine kicker.",
                 id="a queen face up plays natural"),
    pytest.param(IN_THE_HOLE, {1: ("Qh Qc 7c", "Qd 2s"), 2: ("Jh Jd 9c", "Js 3s")},
                 "The pot of 20¢: seat 1 with three of a kind, queens, seven kicker.",
                 id="one wild beside two natural queens"),
    pytest.param(RED_EIGHTS, {1: ("Kh Kd 7c", "8h 2s"), 2: ("Jh Jd 9c", "Js 3s")},
                 "The pot of 20¢: seat 1 with three of a kind, kings, seven kicker.", id="a red eight in the hole"),
    pytest.param(RED_EIGHTS, {1: ("8d Kd 7c", "Kh 2s"), 2: ("Jh Jd 9c", "Js 3s")},
                 "The pot of 20¢: seat 2 with three of a kind, jacks, nine kicker.", id="a red eight face up"),
    pytest.param(RED_EIGHTS, {1: ("Kh Kd 7c", "8s 2s"), 2: ("Jh Jd 9c", "Js 3s")},
                 "The pot of 20¢: seat 2 with three of a kind, jacks, nine kicker.", id="a black eight in the hole"),
])
def test_cards_wild_in_the_hole_only(dealt, definition, hands, summary):
    assert played(dealt, definition, hands) == summary


def test_a_queen_in_the_hole_is_wild_on_its_owners_phone_and_nowhere_else_before_the_showdown(dealt):
    d = dealt(IN_THE_HOLE, stacks=TWO)
    d.act(1, {"type": "cards", "cards": ["Qd", "5c"]})
    stud = Stud(d)
    stud.turn("Qh 9c Kh 8d Kd 7c")
    assert d.variant.view(d.state, 1)["your_hand"] == "Three of a kind, kings, queen kicker"
    for viewer in (None, 1, 2):
        showing = d.variant.view(d.state, viewer)["showing"]["1"]
        assert (showing["says"], showing["wild"]) == ("Pair of kings, queen kicker", [])
    stud.showdown({1: "Qd 5c", 2: "2s 3s"})
    showing = d.variant.view(d.state, 2)["showing"]["1"]
    assert (showing["says"], showing["wild"]) == ("Three of a kind, kings, queen kicker, the Q♦ wild", ["Qd"])


def test_the_queen_of_spades_in_the_hole_is_wild_and_takes_half(dealt):
    stud = Stud(dealt(THE_QUEEN, stacks=TWO))
    ruling = stud.play({1: ("Kh Kd 7c 4h", "Qd 2s 3d"), 2: ("Jh Jd 9c 4c", "Qs 5s 6d")})
    assert ruling["summary"] == "The pot of 10¢: seat 1 takes 5¢, the best hand's half, with three of a kind, " \
                                "kings, seven kicker; seat 2 takes 5¢, the half for the split card, the Q♠."


SEAT_2 = ("9c Th 6s 7c", "3s 5d Jd")  # threes wild for them: a straight, jack high


@pytest.mark.parametrize("hands, summary", [
    pytest.param({1: ("Ad 9h Jc 5s", "2c 2h Ah"), 2: SEAT_2},
                 "The pot of 10¢: seat 1 with four of a kind, aces, jack kicker.",
                 id="the low card face down: its rank wild, not the lowest showing"),
    pytest.param({1: ("2d 9h Jc 5s", "Tc 8d Ah"), 2: SEAT_2},
                 "The pot of 10¢: seat 1 with straight, queen high.", id="the low card face up, not the low hole card"),
    pytest.param({1: ("9d 9h Jc 3h", "2c 8d Ah"), 2: SEAT_2},
                 "The pot of 10¢: seat 2 with straight, jack high.",
                 id="each by their own low card: another's rank plays natural"),
    pytest.param({1: ("9d 9h Kc 3h", "2c 8d Ah"), 2: SEAT_2},
                 "The pot of 10¢: seat 1 with four of a kind, nines, ace kicker.", id="kings wild beside the low card"),
])
def test_each_players_lowest_card_face_up_or_down_is_wild_for_them(dealt, hands, summary):
    assert played(dealt, KING_LITTLE_II, hands) == summary


def test_a_low_card_in_the_hole_tells_only_its_owner_before_the_showdown(dealt):
    d = dealt(KING_LITTLE_II, stacks=TWO)
    stud = Stud(d)
    stud.turn("3d 9c")
    d.act(1, {"type": "cards", "cards": ["3c", "8d"]})
    stud.deal({1: "9h Jc 5s", 2: "Th 6s 7c"})
    d.act(1, {"type": "cards", "cards": ["3c", "8d", "Ah"]})
    assert d.variant.view(d.state, 1)["your_hand"] == "Straight, queen high"
    for viewer in (None, 1, 2):
        showing = d.variant.view(d.state, viewer)["showing"]["1"]
        assert (showing["says"], showing["wild"]) == ("High card, jack", [])
    stud.showdown({1: "3c 8d Ah", 2: "2s 5d Jd"})
    showing = d.variant.view(d.state, 2)["showing"]["1"]
    assert (showing["says"], showing["wild"]) == ("Straight, queen high, the 3♦ and 3♣ wild", ["3d", "3c"])


# Eddie's Choice (#636): "If you have a down card that pairs with an up card, that rank is wild for you."
PAIRS_UP = {**IN_THE_HOLE, "name": "Paired in the hole", "wild": [{"kind": "hole_pairs_up"}]}


@pytest.mark.parametrize("hands, summary", [
    pytest.param({1: ("8h Kd 7c", "8c 2s"), 2: ("Jh Jd 9c", "5s 3s")},
                 "The pot of 20¢: seat 1 with three of a kind, kings, seven kicker.",
                 id="an eight down pairs an eight up: both wild"),
    pytest.param({1: ("8h 8d Kd", "7c 2s"), 2: ("Jh Jd 9c", "5s 3s")},
                 "The pot of 20¢: seat 2 with pair of jacks, nine kicker.", id="two eights up and none down: natural"),
    pytest.param({1: ("8h Kd 7c", "9c 2s"), 2: ("Jh Jd 9d", "5s 3s")},
                 "The pot of 20¢: seat 2 with pair of jacks, nine kicker.", id="nothing paired"),
])
def test_a_rank_held_face_down_and_face_up_is_wild_for_its_holder(dealt, hands, summary):
    assert played(dealt, PAIRS_UP, hands) == summary


def test_a_paired_hole_card_tells_only_its_owner_before_the_showdown(dealt):
    d = dealt(PAIRS_UP, stacks=TWO)
    d.act(1, {"type": "cards", "cards": ["8c", "2s"]})
    Stud(d).turn("8h 9c Kh 8d Kd 7c")
    assert d.variant.view(d.state, 1)["your_hand"] == "Four of a kind, kings, deuce kicker"
    for viewer in (None, 2):
        assert d.variant.view(d.state, viewer)["showing"]["1"]["says"] == "Pair of kings, eight kicker"


def test_eddies_choice_is_accepted_and_played_to_its_end():
    assert "A rank a player holds both face down and face up is wild in that player's hand only, with every card " \
           "of it." in builder.rule_text(PAIRS_UP)
    for seed in range(2):
        played_to_its_end({**THE_QUEEN, "name": "Eddie's choice", "wild": [{"kind": "hole_pairs_up"}]}, seed, 3 + seed)


@pytest.mark.parametrize("wild, refused", [
    ({"kind": "hole_card"}, True),
    ({"kind": "hole_card", "among": "all"}, False),
])
def test_a_whole_hands_low_card_needs_no_card_face_down(wild, refused):
    all_up = {"name": "All up", "stud": True, "script": [{"kind": "deal", "up": 5}, {"kind": "bet"}], "wild": [wild]}
    said = builder.problems(all_up)
    assert bool([line for line in said if "face-down card is wild" in line]) == refused


@pytest.mark.parametrize("face, refused", [("any", True), ("down", False)])
def test_a_wild_tax_on_queens_face_up_beside_queens_wild_in_the_hole(face, refused):
    taxed = {**IN_THE_HOLE, "wild": [{"kind": "ranks", "ranks": ["Q"], "face": face}],
             "on_cards": [{"kind": "wild_tax", "ranks": ["Q"], "price": 50}]}
    assert bool([line for line in builder.problems(taxed) if "taxes queens" in line]) == refused
