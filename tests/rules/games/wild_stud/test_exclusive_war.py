"""Exclusive war: deuces wild; an odd number of natural sixes kills a hand, an even number takes all."""

from __future__ import annotations

import pytest

from tests.support.stud import Stud

SEATS = {1: 500, 2: 500, 3: 500}
ODD = "natural six: an odd number kills the hand"
EVEN = "natural sixes: an even number takes all"

# Each hand: (5 up cards, 2 down cards shown, or None to muck). Pot: three 5¢ antes.
SHOWDOWNS = [
    pytest.param({1: ("6c Ah Ad Ac Kh", "Ks 3d"), 2: ("9c 9d 4h 5s 7c", "3c Jd"), 3: ("Tc Jh 8s 3s 4c", None)},
                 {"2": 15}, {"1": "1 " + ODD}, id="one natural six kills a full house"),
    pytest.param({1: ("6c 6d 3h 4s 8c", "9h Td"), 2: ("Ah Kh Qh Jh 2c", "Th 3c"), 3: ("Tc Jc 8s 3s 4c", None)},
                 {"1": 15}, {"1": "2 " + EVEN}, id="two sixes take all from a royal flush"),
    pytest.param({1: ("6c 6d 6h Ah Kd", "3c 4d"), 2: ("9c 9d 4h 5s 7c", "3s Jd"), 3: ("Tc Jh 8s 3h 4c", None)},
                 {"2": 15}, {"1": "3 natural sixes: an odd number kills the hand"}, id="three sixes are odd"),
    pytest.param({1: ("6c 6d 6h 6s 3d", "4c 5h"), 2: ("Ac Ad Ah 2c 2d", "As 3h"), 3: ("Tc Jh 8s 9s 4d", None)},
                 {"1": 15}, {"1": "4 " + EVEN}, id="four sixes take all from five aces"),
    pytest.param({1: ("6c 2h 9d Jc 4s", "Ks 3d"), 2: ("8c 9c Th Qd 3s", "4h 5d"), 3: ("Tc Jh 8s 7s 4c", None)},
                 {"2": 15}, {"1": "1 " + ODD}, id="a wild deuce standing in for a six does not count"),
    pytest.param({1: ("6c 6d 3h 4s 8c", "9h Td"), 2: ("6h 6s Kh Qh 2c", "Jh 3c"), 3: ("Ac Ad Ah As 2d", "Kc Kd")},
                 {"1": 5, "2": 10}, {"1": "2 " + EVEN, "2": "2 " + EVEN},
                 id="two even hands split, the odd chip to the K♥"),
    pytest.param({1: ("6c Ah Ad Ac Kh", "Ks 3d"), 2: ("6d 9c 9d 4h 5s", "7c Jd"), 3: ("6h 8c 8d 9h Ts", "2s 3c")},
                 {}, {"1": "1 " + ODD, "2": "1 " + ODD, "3": "1 " + ODD},
                 id="every hand killed: nobody wins, the pot is carried"),
    pytest.param({1: ("6c Ah Ad Ac Kh", "Ks 3d"), 2: ("6d 9c 9d 4h 5s", "7c Jd"), 3: ("Tc 8c 8d 9h Ts", None)},
                 {}, {"1": "1 " + ODD, "2": "1 " + ODD},
                 id="every hand shown killed, the other mucked: nobody wins, the pot is carried"),
    pytest.param({1: ("Ac Ah 3h 4s 8c", "9h Td"), 2: ("Kc Kd Kh Qh 2c", "Jh 3c"), 3: ("Tc 8s 8d 9s Ts", None)},
                 {"2": 15}, {}, id="no six: the best hand wins"),
]


@pytest.mark.parametrize("hands, paid, verdicts", SHOWDOWNS)
def test_showdowns(deal, hands, paid, verdicts):
    d = deal("exclusive_war", SEATS, dealer=3)
    assert d.state.wild(None).words == "Deuces are wild"
    ruling = Stud(d).play(hands)
    assert ruling["pots"][0]["paid"] == paid
    assert {seat: hand["verdict"] for seat, hand in ruling["hands"].items() if "verdict" in hand} == verdicts


def test_sixes_showing_kill_nothing_before_the_showdown(deal):
    d = deal("exclusive_war", SEATS, dealer=3)
    Stud(d).turn("6c 9c 2h 6h 9d Kc 6d")
    assert d.state.killed == frozenset() and d.state.in_hand == {1, 2, 3}


def test_a_whole_deal_with_bets(deal):
    d = deal("exclusive_war", SEATS, dealer=3)
    stud = Stud(d)
    stud.turn("6c 9c 2h")  # one up (and one down) each
    assert d.state.to_act() == 3  # the wild deuce is an ace
    d.act(3, {"type": "bet", "amount": 10})
    d.act(1, {"type": "call"})
    d.act(2, {"type": "call"})
    stud.turn("6d 9d Kc")
    assert d.state.to_act() == 3  # a pair of kings beats the nines and the sixes
    d.act(3, {"type": "bet", "amount": 10})
    d.act(1, {"type": "call"})
    d.act(2, {"type": "call"})
    stud.turn("3h 4h Kh")
    d.act(3, {"type": "bet", "amount": 25})
    d.act(1, {"type": "call"})
    d.act(2, {"type": "fold"})
    stud.turn("8c 5s Jd 7c")
    ruling = stud.showdown({3: "Ks 4c", 1: "9h Td"})
    assert ruling["hands"]["3"]["words"].startswith("Four of a kind, kings")
    assert ruling["hands"]["1"]["verdict"] == "2 " + EVEN
    assert ruling["pots"][0]["paid"] == {"1": 125}
    assert (d.stack(1), d.stack(2), d.stack(3)) == (575, 475, 450)
    assert d.replayed() == d.state


def test_the_summary_credits_each_winner_with_its_own_hand_and_never_a_killed_hand(deal):
    even = Stud(deal("exclusive_war", SEATS, dealer=3)).play(
        {1: ("6c 6d 3h 4s 8c", "9h Td"), 2: ("6h 6s Kh Qh 2c", "Jh 3c"), 3: ("Ac Ad Ah As 2d", "Kc Kd")})
    assert even["summary"] == ("The pot of 15¢ split: seat 2 with flush, ace high and "
                               "seat 1 with pair of sixes, ten kicker.")
    killed = Stud(deal("exclusive_war", SEATS, dealer=3)).play(
        {1: ("6c Ah Ad Ac Kh", "Ks 3d"), 2: ("6d 9c 9d 4h 5s", "7c Jd"), 3: ("6h 8c 8d 9h Ts", "2s 3c")})
    assert killed["summary"] == ("Nobody wins the pot of 15¢: every hand still in is killed, and it is carried "
                                 "into the pot of the next deal.")
    assert killed["pots"][0]["carried"] == {"1": 5, "2": 5, "3": 5}  # who paid into it, for the night's close
