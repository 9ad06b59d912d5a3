"""Cards dealt up or down at their players' choice: Down Your Own of the public catalogue of home variants
(ichabod801/poker_db, all_md/stud/07-card.md), written step by step from its numbered rule text, accepted and
played to its end; each player says how their next card comes, the dealer deals and enters those face up, and
nobody holds more face-down cards than the rule allows."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.rules.builder import definition as builder
from referee.rules.builder.pieces import FAMILIES
from tests.support.defined_play import played_to_its_end

BET = {"kind": "bet"}  # "Normal betting round, with the player with the high hand showing opening."
# "Deal one to each player, up or down at their choice, no player may have more than three down cards."
ONE = {"kind": "up_or_down", "most_down": 3}
DOWN_YOUR_OWN = {
    "name": "Down your own", "stud": True,
    "description": "Seven-card stud whose every card comes up or down as its player says, three down at most; "
                   "half the pot to the high spade face down.",
    # "Deal three to each player, up or down at their choice, …"
    "script": [{**ONE, "count": 3}, BET, ONE, BET, ONE, BET, ONE, BET, ONE, BET],
    # "Showdown, high hand splits the pot with the split-card" "The split-card is the high face-down spade."
    "showdown": [{"kind": "half_to_highest_of_suit", "suit": "s", "face_down": True}],
}


SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions" / "down_your_own.json"


def test_the_shipped_down_your_own_is_its_catalogue_text():
    shipped = json.loads(SHIPPED.read_text())
    assert {part: shipped[part] for part in ("stud", "script", "showdown")} == \
        {part: DOWN_YOUR_OWN[part] for part in ("stud", "script", "showdown")}


def test_down_your_own_is_accepted_and_played_to_its_end():
    said = Counter()
    for seed, players in ((0, 2), (1, 4), (2, 7), (3, 3)):
        night = played_to_its_end(DOWN_YOUR_OWN, seed, players)
        said.update(event.type for event in night.log)
    assert said["next_up"] and said["next_down"] and said["deal_up"]


def test_the_step_reads_as_the_table_says_it():
    piece = FAMILIES["script"]["up_or_down"]
    assert piece.words(**piece.values(DOWN_YOUR_OWN["script"][0])) == \
        "Deal each player 3 cards, one at a time round the table, face up or face down as its player says before " \
        "it comes (nobody may hold more than 3 face down)"


def test_each_says_in_turn_and_the_dealer_deals_the_card_face_up_before_the_next_says(dealt):
    d = dealt(DOWN_YOUR_OWN)
    assert d.state.current.name == "up_or_down" and d.state.to_act() == 1
    assert d.refuse(2, {"type": "next_down"}).message == "It is seat 1's turn to say how their next card comes."
    d.act(1, {"type": "next_up"})
    assert d.state.to_act() is None and "deal_up" in d.legal(3) and "next_down" not in d.legal(2)
    assert d.refuse(2, {"type": "next_down"}).message == "The dealer deals seat 1 their card face up first."
    d.act(3, {"type": "deal_up", "cards": {"1": "As"}})
    d.act(2, {"type": "next_down"})
    assert d.state.down_count(2) == 1 and d.state.to_act() == 3
    d.act(3, {"type": "next_down"})
    assert d.state.to_act() == 1  # the second round
    assert d.replayed() == d.state


def test_a_player_holding_three_face_down_is_offered_only_face_up(dealt):
    d = dealt(DOWN_YOUR_OWN)
    for _ in range(3):
        for seat in (1, 2, 3):
            d.act(seat, {"type": "next_down"})
    while d.state.current.name == "betting":
        d.act(d.state.to_act(), {"type": "check"})
    assert d.state.current.name == "up_or_down" and d.legal(1) >= {"next_up"} and "next_down" not in d.legal(1)
    assert d.refuse(1, {"type": "next_down"}).message == \
        "Nobody may hold more than 3 cards face down: your next card comes face up."


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.booleans(), min_size=9, max_size=9))
def test_whatever_they_say_each_holds_three_cards_and_none_more_than_three_down(dealt, downs):
    d = dealt(DOWN_YOUR_OWN)
    cards = iter(["As", "Kh", "Qd", "Jc", "Ts", "9h", "8d", "7c", "6s"])
    for down in downs:
        seat = d.state.to_act()
        d.act(seat, {"type": "next_down" if down else "next_up"})
        if d.state.current.name == "up_or_down" and "deal_up" in d.legal(3):
            d.act(3, {"type": "deal_up", "cards": {str(seat): next(cards)}})
    assert d.state.current.name == "betting"
    assert all(d.state.down_count(seat) + len(d.state.zones.face_up(seat)) == 3 for seat in (1, 2, 3))


def test_a_script_of_cards_up_or_down_alone_deals_cards():
    assert builder.problems(DOWN_YOUR_OWN) == []
    assert builder.problems(dict(DOWN_YOUR_OWN, most_players=8)) == \
        ["8 players with 7 cards each and 0 in the middle need 56 cards; the deck has 52: allow at most 7 players."]


def test_the_best_hand_showing_bets_first_and_a_player_showing_nothing_after_those_who_show(dealt):
    d = dealt(DOWN_YOUR_OWN)
    said = {1: "next_down", 2: "next_down", 3: "next_up"}
    cards = iter(["4c", "5d", "6h"])
    for _ in range(3):
        for seat in (1, 2, 3):
            d.act(seat, {"type": said[seat]})
            if "deal_up" in d.legal(3):
                d.act(3, {"type": "deal_up", "cards": {str(seat): next(cards)}})
    assert d.state.current.name == "betting" and d.state.to_act() == 3  # 4-5-6 showing; seats 1 and 2 nothing
    d.act(3, {"type": "check"})
    assert d.state.to_act() == 1 and d.replayed() == d.state
