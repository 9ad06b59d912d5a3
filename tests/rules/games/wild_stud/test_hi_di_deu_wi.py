"""Hi Di Deu Wi: deuces wild; the highest diamond takes half of each pot, the best hand the other half."""

from __future__ import annotations

import pytest

from tests.support.stud import Stud

SEATS = {1: 500, 2: 500, 3: 500}
ACES_FULL = ("Ac Ah As 9c", "Kc Kh 3s")  # the best hand in most rows, without a diamond

# Each hand: (4 up cards, 3 down cards shown, or None to muck), the standard order. Pot: three 5¢ antes.
SHOWDOWNS = [
    pytest.param(False, {1: ACES_FULL, 2: ("Qd 8c 5h 4s", "Jc Th 3c"), 3: ("Td 9s 6h 4c", "8s 7h 3h")},
                 {"1": 10, "2": 5}, id="half to the Q♦, the odd chip with the best hand"),
    pytest.param(False, {1: ACES_FULL, 2: ("Qs 8c 5h 4s", "Jc Th 3c"), 3: ("Ts 9s 6h 4c", "8s 7h 3h")},
                 {"1": 15}, id="no diamond: the best hand takes the whole pot"),
    pytest.param(False, {1: ("Ac Ah As 9c", "Kc Kd 3s"), 2: ("Qd 8c 5h 4s", "Jc Th 3c"), 3: ("Td 9s 6h 4c", None)},
                 {"1": 15}, id="the best hand holds the highest diamond: both halves"),
    pytest.param(False, {1: ACES_FULL, 2: ("Qs 8c 5h 4s", "Jc Th 3c"), 3: ("2d 9s 6h 4c", "8s 7h 3h")},
                 {"1": 10, "3": 5}, id="the 2♦ is wild and still the lowest diamond"),
    pytest.param(False, {1: ACES_FULL, 2: ("2c 8c 5h 4s", "Jc Th 2s"), 3: ("3d 9s 6h 4c", "8s 7h 3h")},
                 {"1": 10, "3": 5}, id="wild deuces are no diamonds: the 3♦ is highest"),
    pytest.param(False, {1: ACES_FULL, 2: ("Ad 8c 5h 4s", None), 3: ("Td 9s 6h 4c", "8s 7h 3h")},
                 {"1": 10, "3": 5}, id="a mucked hand's A♦ does not count"),
    pytest.param(False, {1: ("9c Tc Jh Qs", "Kh 3s 4c"), 2: ("9h Ts Js Qc", "Ks 3c 4h"),
                         3: ("5d 5h Ac 7c", "Ah 6s 3h")},
                 {"1": 5, "2": 5, "3": 5}, id="tied best hands split their half"),
    pytest.param(True, {1: ACES_FULL, 2: ("Ad 8c 5h 4s", "Jc Th 3c"), 3: ("Ts 9s 6h 4c", "5d 7h 3h")},
                 {"1": 10, "3": 5}, id="stealth: the A♦ face up does not count, the 5♦ face down does"),
    pytest.param(True, {1: ACES_FULL, 2: ("Ad 8c 5h 4s", "Jc Th 3c"), 3: ("Td 9s 6h 4c", "8s 7h 3h")},
                 {"1": 15}, id="stealth: only face-up diamonds, the best hand takes all"),
]


@pytest.mark.parametrize("stealth, hands, paid", SHOWDOWNS)
def test_showdowns(deal, stealth, hands, paid):
    d = deal("hi_di_deu_wi", SEATS, dealer=3, stealth=stealth)
    assert d.state.wild(None).words == "Deuces are wild"
    ruling = Stud(d).play(hands)
    assert ruling["pots"][0]["paid"] == paid


def test_each_shown_hand_says_its_highest_diamond(deal):
    d = deal("hi_di_deu_wi", SEATS, dealer=3)
    ruling = Stud(d).play({1: ACES_FULL, 2: ("Qd 8c 5h 4s", "Jc Th 2d"), 3: ("Td 9s 6h 4c", "8s 7h 3h")})
    assert {seat: hand.get("verdict") for seat, hand in ruling["hands"].items()} == {
        "1": None, "2": "highest diamond Q♦", "3": "highest diamond 10♦"}


def test_dealt_in_the_house_order_by_the_dealers_choice(deal):
    d = deal("hi_di_deu_wi", SEATS, dealer=3, order="house")
    ruling = Stud(d).play({1: ("Ac Ah As", "Kc Kh 3s 9c"), 2: ("Qd 8c 5h", "4s Jc Th 3c"), 3: ("Td 9s 6h", None)})
    assert ruling["pots"][0]["paid"] == {"1": 10, "2": 5}


def test_a_whole_deal_with_a_side_pot_and_a_diamond_in_each(deal):
    d = deal("hi_di_deu_wi", {1: 60, 2: 500, 3: 500}, dealer=3, betting="no")
    stud = Stud(d)
    stud.turn("Ad Kc 9s")
    assert d.state.to_act() == 1  # ace high
    d.act(1, {"type": "all_in"})
    d.act(2, {"type": "call"})
    d.act(3, {"type": "call"})
    stud.turn("4s Kh Td")
    assert d.state.to_act() == 2  # a pair of kings
    d.act(2, {"type": "bet", "amount": 50})
    d.act(3, {"type": "call"})
    stud.turn("7c 3h 8h 5c 6c Jc")
    ruling = stud.showdown({1: "3c 2s Qh", 2: "Ks Jd 9c", 3: "Th Qs 4h"})
    assert ruling["hands"]["3"]["words"].startswith("Straight, queen high")
    assert [pot["amount"] for pot in ruling["pots"]] == [180, 100]
    assert ruling["pots"][0]["paid"] == {"3": 90, "1": 90}  # the A♦ is the highest diamond of all
    assert ruling["pots"][1]["paid"] == {"3": 50, "2": 50}  # seat 1 is not in the side pot: the J♦ is
    assert (d.stack(1), d.stack(2), d.stack(3)) == (90, 440, 530)
    assert d.replayed() == d.state


def test_the_summary_credits_each_half_to_its_own_winner_in_its_own_words(deal):
    d = deal("hi_di_deu_wi", SEATS, dealer=3)
    ruling = Stud(d).play({1: ACES_FULL, 2: ("Qd 8c 5h 4s", "Jc Th 3c"), 3: ("Td 9s 6h 4c", "8s 7h 3h")})
    assert ruling["summary"] == ("The pot of 15¢: seat 1 takes 10¢, the best hand's half, with full house, "
                                 "aces over kings; seat 2 takes 5¢, the half for the highest diamond, the Q♦.")
