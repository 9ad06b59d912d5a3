"""Contact Hold'em: each hand plays its own four cards and its nearest neighbours' face-up cards.

Seats 1 to 5 in that order to the left; seat 5 deals (seat 1 posts the small blind, seat 2 the big).
"""

from __future__ import annotations

import pytest

from referee.rules.games.passing.contact_holdem.contact import neighbours
from referee.rules.poker.view import view

FIVE = {1: 500, 2: 500, 3: 500, 4: 500, 5: 500}


def bets(d, folds=()):
    """Everyone calls or checks round the table, except the seats in `folds`, who fold."""
    while (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "fold" if seat in folds else "check" if "check" in d.legal(seat) else "call"})


def up(d, cards: dict[int, str]):
    d.act(d.dealer, {"type": "deal_up", "cards": {str(seat): card for seat, card in cards.items()}})


NEIGHBOURS = [  # who folds before the face-up cards, and each player's neighbours then
    pytest.param((), {1: (5, 2), 2: (1, 3), 3: (2, 4), 4: (3, 5), 5: (4, 1)}, id="nobody folds"),
    pytest.param((2,), {1: (5, 3), 3: (1, 4), 4: (3, 5), 5: (4, 1)}, id="a fold on one side: the next one in"),
    pytest.param((2, 5), {1: (4, 3), 3: (1, 4), 4: (3, 1)}, id="folds on either side"),
    pytest.param((2, 3, 5), {1: (4,), 4: (1,)}, id="two players left: one neighbour each"),
]


@pytest.mark.parametrize("folds, expected", NEIGHBOURS)
def test_neighbours_are_the_nearest_players_still_in(deal, folds, expected):
    d = deal("contact_holdem", FIVE, dealer=5)
    bets(d, folds)
    assert {seat: neighbours(d.state, seat) for seat in d.state.contenders()} == expected
    assert "deal_up" in d.legal(5) or 5 in folds


def test_without_the_fold_blood_rule_folded_players_keep_their_cards_and_their_contact(deal):
    d = deal("contact_holdem", FIVE, dealer=5, fold_blood=False)
    bets(d, folds=(2,))
    offer = next(a for a in d.variant.legal_actions(d.state, 5) if a["type"] == "deal_up")
    assert offer["seats"] == [1, 2, 3, 4, 5]  # seat 2 folded and is still dealt face-up cards
    assert neighbours(d.state, 1) == (5, 2) and neighbours(d.state, 3) == (2, 4)


def test_with_the_fold_blood_rule_a_folded_player_gets_no_card_and_counts_for_nobody(deal):
    d = deal("contact_holdem", FIVE, dealer=5)
    bets(d, folds=(2,))
    assert d.refuse(d.dealer, {"type": "deal_up", "cards": {"2": "Ah"}}).code == "not_in_hand"


def test_a_hand_plays_its_neighbours_face_up_cards(deal):
    d = deal("contact_holdem", {1: 500, 2: 500, 3: 500, 4: 500}, dealer=4)
    bets(d)
    up(d, {1: "Ah", 2: "Kh", 3: "2c", 4: "As"})
    bets(d)
    up(d, {1: "Qh", 2: "7d", 3: "3c", 4: "Ad"})
    bets(d)
    hands = {1: "Jh Th", 2: "9s 9c", 3: "4c 5c", 4: "8s 7s"}
    for seat, cards in hands.items():
        d.act(seat, {"type": "show", "cards": cards.split()})
    words = {seat: hand["words"] for seat, hand in d.state.result["hands"].items()}
    assert words["1"].startswith("Royal flush")  # A♥ Q♥ J♥ 10♥ and seat 2's K♥
    assert words["3"].startswith("Straight, five high")  # 2♣ 3♣ 4♣ 5♣ and seat 4's A♠
    assert words["4"].startswith("Three of a kind, aces")  # A♠ A♦ and seat 1's A♥
    assert d.state.result["pots"][0]["paid"] == {"1": d.state.pot}


def test_two_players_left_play_from_six_cards(deal):
    d = deal("contact_holdem", {1: 500, 2: 500, 3: 500}, dealer=3)
    bets(d, folds=(2,))
    up(d, {1: "Ah", 3: "Kh"})
    bets(d)
    up(d, {1: "2c", 3: "Kd"})
    bets(d)
    d.act(1, {"type": "show", "cards": ["Ac", "Ad"]})
    d.act(3, {"type": "show", "cards": ["3s", "4s"]})
    hands = d.state.result["hands"]
    assert all(len(hand["cards"]) == 6 for hand in hands.values())
    assert hands["1"]["words"].startswith("Full house, aces over kings")
    assert hands["3"]["words"].startswith("Pair of kings, ace kicker")  # K♥ K♦ and seat 1's A♥


def test_trades_between_players_who_are_not_neighbours(deal):
    d = deal("contact_holdem", FIVE, dealer=5, trades=True)
    bets(d)
    up(d, {1: "Ah", 2: "Kh", 3: "Qh", 4: "Jh", 5: "Th"})
    assert d.refuse(1, {"type": "trade", "give": "Ah", "take": "Kh"}).code == "not_tradable"  # seat 2: neighbour
    d.act(1, {"type": "trade", "give": "Ah", "take": "Qh"})
    assert "accept_trade" in d.legal(3) and "accept_trade" not in d.legal(4)
    d.act(3, {"type": "accept_trade", "seat": 1})
    assert view(d.state, None)["seats"][0]["up"] == ["Qh"] and view(d.state, None)["seats"][2]["up"] == ["Ah"]
    d.act(2, {"type": "trade", "give": "Kh", "take": "Jh"})
    d.act(4, {"type": "decline_trade", "seat": 2})
    assert [s["up"] for s in view(d.state, None)["seats"]] == [["Qh"], ["Kh"], ["Ah"], ["Jh"], ["Th"]]
    for seat in FIVE:
        d.act(seat, {"type": "done_trading"})
    assert d.state.current.name == "betting"
    assert d.replayed() == d.state
