"""A card turned face down for a price: Just a Buck and Buck Seventy Five of the public catalogue of home variants
(ichabod801/poker_db, all_md/stud/07-card.md), written step by step from their numbered rule texts, accepted and
played to their end; a player pays to turn the card just dealt them face up face down ("they may pay max bet to
get it down"), or keeps it up, the money moving exactly; both split the pot with "the low, face-down spade", a card
bought face down among them."""

from __future__ import annotations

from collections import Counter

import pytest

from referee.rules.builder import definition as builder
from referee.rules.builder.pieces import FAMILIES
from tests.support.defined_play import played_to_its_end

BET = {"kind": "bet"}  # "Normal betting round, with the player with the high hand showing opening."
# "Deal each player one face up card. They may pay max bet to get it down."
UP_OR_BOUGHT_DOWN = [{"kind": "deal", "up": 1}, {"kind": "buy_down", "price": 25}]
SPADE_FACE_DOWN = {"kind": "split_card", "suit": "s", "which": "lowest", "face_down": True}

JUST_A_BUCK = {
    "name": "Just a buck", "stud": True,
    "description": "Seven-card stud whose four cards up may each be bought face down; half the pot to the low "
                   "spade face down.",
    "script": [{"kind": "deal", "down": 2}, *UP_OR_BOUGHT_DOWN, BET,
               *UP_OR_BOUGHT_DOWN, BET, *UP_OR_BOUGHT_DOWN, BET, *UP_OR_BOUGHT_DOWN, BET,
               {"kind": "deal", "down": 1}, BET],
    "showdown": [SPADE_FACE_DOWN],
}

BUCK_SEVENTY_FIVE = {
    "name": "Buck seventy five", "stud": True,
    "description": "Seven cards dealt up, one at a time, each of which may be bought face down; half the pot to "
                   "the low spade face down.",
    "script": [step for _ in range(7) for step in (*UP_OR_BOUGHT_DOWN, BET)],
    "showdown": [SPADE_FACE_DOWN],
}


@pytest.mark.parametrize("definition", [JUST_A_BUCK, BUCK_SEVENTY_FIVE], ids=lambda d: d["name"])
def test_the_catalogue_games_are_accepted_and_played_to_their_end(definition):
    said = Counter()
    for seed, players in ((0, 2), (1, 4), (2, 5), (3, 3)):
        night = played_to_its_end(definition, seed, players)
        said.update(event.type for event in night.log)
    assert said["buy_down"] and said["keep_up"]


def test_the_step_reads_as_the_table_says_it():
    piece = FAMILIES["script"]["buy_down"]
    assert piece.words(**piece.values(UP_OR_BOUGHT_DOWN[1])) == \
        "Each player in turn may pay 25¢ to turn the card just dealt them face up face down, or keep it up"


def test_a_player_pays_to_turn_the_card_just_dealt_face_down_or_keeps_it_up(dealt):
    d = dealt(JUST_A_BUCK, {1: 500, 2: 20, 3: 500})
    d.act(3, {"type": "deal_up", "cards": {"1": "2s", "2": "Kh", "3": "Qd"}})
    assert d.state.current.name == "buy_down" and d.state.to_act() == 1
    assert d.refuse(2, {"type": "keep_up"}).message == "It is seat 1's turn to turn their card down or not."
    down = d.state.down_count(1)
    d.act(1, {"type": "buy_down"})
    assert d.stack(1) == 500 - 5 - 25 and d.state.down_count(1) == down + 1 and not d.state.zones.face_up(1)
    assert [card.code for card in d.state.zones.known[1]] == ["2s"]  # seen as it was dealt: known to all
    assert d.refuse(2, {"type": "buy_down"}).message == \
        "Turning your K♥ down costs 25¢ and you have 15¢ behind: keep it face up."
    assert "buy_down" not in d.legal(2) and "keep_up" in d.legal(2)
    d.act(2, {"type": "keep_up"})
    d.act(3, {"type": "keep_up"})
    assert d.state.current.name == "betting" and d.state.pot == 15 + 25 and d.replayed() == d.state


def test_a_card_turned_down_is_shown_at_the_showdown_and_counts_face_down(dealt):
    d = dealt(BUCK_SEVENTY_FIVE, {1: 500, 2: 500})
    cards = iter(["As", "Kh", "2c", "3d", "4c", "5d", "6c", "7d", "8c", "9d", "Tc", "Jd", "Qc", "Qd"])
    while d.state.result is None:
        if d.state.current.name == "dealing":
            d.act(2, {"type": "deal_up", "cards": {"1": next(cards), "2": next(cards)}})
        elif d.state.current.name == "buy_down":
            seat = d.state.to_act()
            d.act(seat, {"type": "buy_down" if d.state.zones.face_up(seat)[-1].code == "As" else "keep_up"})
        elif d.state.current.name == "betting":
            d.act(d.state.to_act(), {"type": "check"})
        else:
            break
    assert d.state.at_showdown
    assert d.refuse(1, {"type": "show", "cards": []}).message.startswith("Show your 1 face-down cards")
    d.act(1, {"type": "show", "cards": ["As"]})
    d.act(2, {"type": "show"})
    assert d.state.result is not None and "spade" in str(d.state.result) and d.replayed() == d.state


def test_a_buy_down_that_follows_no_card_dealt_up_is_refused_in_the_tables_words():
    bent = dict(JUST_A_BUCK, script=[{"kind": "deal", "down": 2, "up": 1}, BET, {"kind": "buy_down", "price": 25},
                                     BET])
    assert builder.problems(bent) == ["Script step 3 (buy_down): each player may turn down the card just dealt "
                                      "them face up: put it right after a deal step that deals one up."]


def test_with_every_card_turned_down_the_player_left_of_the_dealer_bets_first(dealt):
    d = dealt(BUCK_SEVENTY_FIVE, {1: 500, 2: 500, 3: 500})
    d.act(3, {"type": "deal_up", "cards": {"1": "2s", "2": "Kh", "3": "Qd"}})
    for seat in (1, 2, 3):
        d.act(seat, {"type": "buy_down"})
    assert d.state.current.name == "betting" and d.state.to_act() == 1 and d.state.pot == 15 + 75
