"""Zap, revised and old: the lightning's chain, the nickels it posts, who is struck and where cards given up go.

Four players, seats 1 to 4 in that order to the left (seat 4 deals): A to D of the rule text.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from referee.rules.core.cards import parse_card
from referee.rules.games.passing.zap import lowest_showing
from referee.rules.poker.phases.lightning import due
from referee.rules.poker.view import view

FOUR = {1: 500, 2: 500, 3: 500, 4: 500}
ANTE = 5


def start(deal, key="zap", **options):
    d = deal(key, FOUR, dealer=4, **options)
    while (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "check"})
    return d


def dealt(d, *cards: str) -> list[int]:
    """The dealer deals each card to the seat the referee names; the seats, in order."""
    seats = []
    for card in cards:
        step = due(d.state)
        assert step[0] == "deal", step
        offer = next(a for a in d.variant.legal_actions(d.state, 4) if a["type"] == "deal_up")
        assert offer["seats"] == [step[1]] and f"seat {step[1]}" in offer["says"]
        d.act(d.dealer, {"type": "deal_up", "cards": {str(step[1]): card}})
        seats.append(step[1])
    return seats


def paid(d) -> dict[int, int]:
    return {seat: 500 - ANTE - d.stack(seat) for seat in FOUR}


def up(d) -> dict[int, list[str]]:
    return {seat: [c.code for c in d.state.zones.face_up(seat)] for seat in FOUR}


CHAINS = [  # the card dealt to seat 1, who pays what (revised), who is struck
    pytest.param("3h", {1: 0, 2: 5, 3: 5, 4: 5}, 4, id="the rule's example: a 3 passes B and C and strikes D"),
    pytest.param("Kh", {1: 0, 2: 5, 3: 0, 4: 0}, 2, id="a face card strikes the next player"),
    pytest.param("Ah", {1: 0, 2: 5, 3: 0, 4: 0}, 2, id="an ace counts one"),
    pytest.param("2h", {1: 0, 2: 5, 3: 5, 4: 0}, 3, id="a 2 passes one player"),
    pytest.param("5h", {1: 5, 2: 10, 3: 5, 4: 5}, 2, id="a 5 wraps round: passes B, C, D and A, strikes B"),
    pytest.param("Th", {1: 10, 2: 15, 3: 15, 4: 10}, 3, id="a 10 goes round twice and strikes C"),
]


@pytest.mark.parametrize("card, pays, struck", CHAINS)
def test_the_lightning_chains_left_and_posts_the_nickels(deal, card, pays, struck):
    d = start(deal)
    assert dealt(d, card) == [1]
    assert paid(d) == pays and d.state.pot == 4 * ANTE + sum(pays.values())
    assert due(d.state) == ("deal", struck, "struck by lightning")
    assert f"strikes seat {struck}" in view(d.state, None)["news"]
    assert dealt(d, "9c") == [struck] and "9c" in up(d)[struck]
    assert due(d.state)[1] == 2  # then seat 2's turn


@pytest.mark.parametrize("card, pays", [("3h", {1: 0, 2: 5, 3: 5, 4: 0}), ("Th", {1: 10, 2: 15, 3: 10, 4: 10})])
def test_in_the_old_rules_the_struck_player_pays_nothing(deal, card, pays):
    d = start(deal, "zap_old")
    dealt(d, card)
    assert paid(d) == pays


def fill(d):
    """Seats 1 and 4 get three cards up, seats 2 and 3 two; then seat 2 is dealt a 2: it zaps 3 and strikes 4."""
    assert dealt(d, "Kh", "2c") == [1, 2]  # a face card: strikes the next seat
    assert dealt(d, "Kd", "3c", "Kc", "4c", "Ks", "5c") == [2, 3, 3, 4, 4, 1]
    assert dealt(d, "3h", "6c") == [1, 4]  # zaps 2 and 3
    assert [len(cards) for cards in up(d).values()] == [3, 2, 2, 3]
    assert dealt(d, "2s", "9h") == [2, 4]  # seat 4 is full: the 9♥ waits until it gives one up


def test_greased_a_card_given_up_goes_round_to_the_first_seat_with_room(deal):
    d = start(deal, lightning="greased")
    fill(d)
    assert d.state.to_act() == 4 and {"give_up", "give_down"} <= d.legal(4)
    d.act(4, {"type": "give_up", "card": "Ks"})
    assert "K♠ goes to seat 3" in view(d.state, 2)["news"]  # past seats 1 and 2, full
    assert up(d) == {1: ["Kh", "5c", "3h"], 2: ["2c", "Kd", "2s"], 3: ["3c", "Kc", "Ks"], 4: ["4c", "6c", "9h"]}
    assert d.state.current.name == "betting"  # everyone has three up


def test_gooey_a_card_given_up_stops_at_each_full_seat_which_gives_one_up_in_turn(deal):
    d = start(deal, lightning="gooey")
    fill(d)
    d.act(4, {"type": "give_up", "card": "Ks"})
    assert "K♠ goes to seat 1, who has three up" in view(d.state, 3)["news"]
    assert d.state.to_act() == 1
    d.act(1, {"type": "give_down", "card": "Ad"})  # from the hand: the K♠ joins the hand, seen by all
    assert d.state.to_act() == 2
    d.act(2, {"type": "give_up", "card": "2c"})
    assert up(d) == {1: ["Kh", "5c", "3h"], 2: ["Kd", "2s", "Ad"], 3: ["3c", "Kc", "2c"], 4: ["4c", "6c", "9h"]}
    assert [card.code for card in d.state.zones.known[1]] == ["Ks"]
    assert d.refuse(1, {"type": "show", "cards": ["2d", "3d", "4d", "5d", "6d"]}).code == "no_showdown_yet"


def test_a_card_given_up_must_be_in_front_of_the_player(deal):
    d = start(deal)
    fill(d)
    assert d.refuse(4, {"type": "give_up", "card": "Kh"}).code == "not_in_front"
    assert d.refuse(1, {"type": "give_up", "card": "Kh"}).code == "nothing_to_give"


@pytest.mark.parametrize("key, turn", [("zap", 2), ("zap_old", 3)])
def test_a_full_player_is_dealt_in_turn_in_the_revised_rules_and_passed_over_in_the_old(deal, key, turn):
    d = start(deal, key)
    assert dealt(d, "Kh", "2c", "Kd", "3c", "Kc", "4c", "Ks", "5c") == [1, 2, 2, 3, 3, 4, 4, 1]
    assert dealt(d, "Qh", "6c") == [1, 2]  # seats 1 and 2 now have three up
    assert due(d.state) == ("deal", turn, "their turn")


def test_every_player_full_grounds_the_lightning(deal):
    d = deal("zap", {1: 500, 2: 500, 3: 500}, dealer=3)
    for seat in (1, 2, 3):
        d.act(seat, {"type": "check"})
    seats = []
    for card in ("Kh", "2c", "Kd", "3c", "Kc", "4c", "2h", "5c", "Qs"):
        step = due(d.state)
        seats.append(step[1])
        d.act(d.dealer, {"type": "deal_up", "cards": {str(step[1]): card}})
    assert seats == [1, 2, 2, 3, 3, 1, 1, 3, 2]
    assert "grounded; everyone pays 5¢" in view(d.state, None)["news"]
    assert {seat: 495 - d.stack(seat) for seat in (1, 2, 3)} == {1: 10, 2: 15, 3: 15}
    assert d.state.current.name == "betting"


def test_the_lowest_card_showing_is_wild_for_its_owner_only(deal):
    d = start(deal)
    fill(d)
    d.act(4, {"type": "give_up", "card": "4c"})
    assert view(d.state, 4)["showing"]["4"]["wild"] == ["6c"]  # K♠ 6♣ 9♥: sixes wild for seat 4
    assert d.state.wild(4).words == "Sixes are wild" and d.state.wild(1).words == "Threes are wild"
    while (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "check"})
    shown = {1: "As Ah Qc Qd Jd", 2: "7h 8h 9d Tc Jc", 3: "2d 3d 4d 5d 7d", 4: "6h 6d Jh Js 8c"}
    for seat, cards in shown.items():
        d.act(seat, {"type": "show", "cards": cards.split()})
    hands = d.state.result["hands"]
    assert hands["4"]["words"].startswith("Five of a kind, jacks")  # three wild sixes and two jacks
    assert d.replayed() == d.state


def test_a_joker_shown_is_not_the_lowest_rank_showing():
    """A table's own game with jokers: the lowest rank showing is the lowest real card's."""
    zones = SimpleNamespace(face_up=lambda seat: (parse_card("Jk"), parse_card("9s"), parse_card("5d")))
    assert lowest_showing(SimpleNamespace(zones=zones), 1).words == "Fives are wild"
