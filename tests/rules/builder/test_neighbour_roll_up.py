"""A roll-up whose card the neighbour picks: Roll Your Neighbor Up of the public catalogue of home variants
(ichabod801/poker_db, all_md/flip): "each player randomly flips one down card belonging to the player on their
left." Each player points at a place among their left neighbour's face-down cards; its owner turns that card up.
Each case what the players are offered and told, and what lies face up."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.core.cards import parse_card
from tests.support.defined_play import played_to_its_end

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
NEIGHBOUR = json.loads((SHIPPED / "roll_your_neighbor_up.json").read_text())
HANDS = {1: "Ah 7c 2d", 2: "Kd Qs 9h", 3: "5c 5d Jh"}  # seat 3 deals: 1 picks from 2, 2 from 3, 3 from 1


def at_the_roll_up(dealt, entered=(1, 2, 3)):
    d = dealt(NEIGHBOUR)
    for seat in entered:
        d.act(seat, {"type": "cards", "cards": HANDS[seat].split()})
    assert d.state.current.name == "roll_up"
    return d


def offered(d, seat: int) -> dict:
    return {offer["type"]: offer for offer in d.variant.legal_actions(d.state, seat)}


def test_each_player_picks_a_place_among_the_left_neighbours_cards_and_the_owner_turns_it_up(dealt):
    d = at_the_roll_up(dealt)
    point = offered(d, 1)["point"]
    assert (point["owner"], point["count"], point["side"]) == (2, 3, "left")
    assert "Kd" not in json.dumps(point) and "turn_pointed" not in offered(d, 2)  # nothing to turn yet
    d.act(1, {"type": "point", "place": 2})
    assert d.events[-1].payload["lines"] == [
        {"seats": [1], "says": "picks the 2nd of the 3 face-down cards of the player on their left, to be "
                               "turned up"}]
    turn = offered(d, 2)["turn_pointed"]
    assert turn["place"] == "2nd" and turn["fields"][0]["choices"] == ["Qs"]  # read in Bob's own entry
    assert "point" not in offered(d, 1)
    refused = d.refuse(2, {"type": "turn_pointed", "cards": ["Kd"]})
    assert refused.message == "Your neighbour picked the 2nd of your face-down cards as you entered them, Q♠: " \
                              "turn that one up, or enter your cards again if they changed."
    d.act(2, {"type": "turn_pointed", "cards": ["Qs"]})
    assert d.state.zones.face_up(2) == (parse_card("Qs"),) and d.state.down_count(2) == 2
    d.act(3, {"type": "point", "place": 1})
    d.act(2, {"type": "point", "place": 3})
    d.act(1, {"type": "turn_pointed", "cards": ["Ah"]})
    assert d.state.current.name == "roll_up"  # Cy has yet to turn up the card Bob picked
    d.act(3, {"type": "turn_pointed", "cards": ["Jh"]})
    assert d.state.current.name == "betting"
    assert [d.state.zones.face_up(seat)[0].code for seat in (1, 2, 3)] == ["Ah", "Qs", "Jh"]
    assert d.replayed() == d.state


CASES = [  # who acts, the action, the refusal's code (before anyone pointed, seat 1 entered nothing)
    (2, {"type": "turn_pointed", "cards": ["Kd"]}, "not_picked_yet"),
    (1, {"type": "point", "place": 4}, "bad_place"),
    (1, {"type": "point", "place": 0}, "bad_place"),
    (1, {"type": "point", "place": True}, "bad_place"),
]


@pytest.mark.parametrize("seat, action, code", CASES)
def test_refusals(dealt, seat, action, code):
    d = at_the_roll_up(dealt, entered=(2, 3))
    assert d.refuse(seat, action).code == code


def test_an_owner_who_entered_nothing_enters_the_card_turned_up(dealt):
    d = at_the_roll_up(dealt, entered=(2, 3))
    d.act(3, {"type": "point", "place": 3})
    turn = offered(d, 1)["turn_pointed"]
    assert turn["fields"][0].get("choices") is None
    assert d.refuse(1, {"type": "turn_pointed", "cards": ["2d", "7c"]}).code == "wrong_count"
    d.act(1, {"type": "turn_pointed", "cards": ["2d"]})
    assert d.state.zones.face_up(1) == (parse_card("2d"),)
    assert d.refuse(1, {"type": "turn_pointed", "cards": ["7c"]}).code == "already_turned"
    assert d.refuse(3, {"type": "point", "place": 1}).code in ("already_pointed", "nothing_to_point_at")


def test_two_players_pick_each_others_cards(dealt):
    d = dealt(NEIGHBOUR, {1: 500, 2: 500})
    d.act(1, {"type": "point", "place": 1})
    d.act(2, {"type": "point", "place": 3})
    d.act(2, {"type": "turn_pointed", "cards": ["Kd"]})
    d.act(1, {"type": "turn_pointed", "cards": ["2d"]})
    assert d.state.current.name == "betting"


def test_the_rule_in_words_and_its_check():
    assert "Everyone still in picks one of the face-down cards of the player on their left, at random (unseen), " \
           "and its owner turns it up." in builder.rule_text(NEIGHBOUR)
    bad = {**NEIGHBOUR, "script": [{**step, "count": 2} if step["kind"] == "roll_up" else step
                                   for step in NEIGHBOUR["script"]]}
    assert "Script step 2 (roll_up): a card picked by a neighbour is one card of any of its owner's face-down " \
           "cards, for every player still in: leave count, together, cards and who as they are by default." in \
        builder.problems(bad)
    defaults = {**NEIGHBOUR, "script": [{**step, "count": 1, "together": True, "cards": "any", "who": "all"}
                                        if step["kind"] == "roll_up" else step for step in NEIGHBOUR["script"]]}
    assert builder.problems(defaults) == []  # as the builder page sends them
    right = {**NEIGHBOUR, "script": [{**step, "from": "right"} if step["kind"] == "roll_up" else step
                                     for step in NEIGHBOUR["script"]]}
    assert builder.problems(right) == []


def test_picking_to_the_right(dealt):
    right = {**NEIGHBOUR, "script": [{**step, "from": "right"} if step["kind"] == "roll_up" else step
                                     for step in NEIGHBOUR["script"]]}
    d = dealt(right)
    assert offered(d, 1)["point"]["owner"] == 3 and offered(d, 1)["point"]["side"] == "right"


@pytest.mark.parametrize("seed", range(3))
def test_roll_your_neighbor_up_is_played_to_its_end(seed):
    night = played_to_its_end(NEIGHBOUR, seed, 2 + seed)
    assert sum(event.type == "rolled_up" for event in night.log) >= 2
