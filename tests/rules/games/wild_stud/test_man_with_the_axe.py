"""Deuces, jacks and the man with the axe wild; a pair of natural sevens takes all."""

from __future__ import annotations

import pytest

from tests.support.stud import Stud

SEATS = {1: 500, 2: 500, 3: 500}
TAKES_ALL = "a pair of natural sevens takes all"

# Each hand: (up cards, down cards shown, or None to muck), house order: 3 up, 4 down. Pot: three 5¢ antes.
SHOWDOWNS = [
    pytest.param({1: ("7c 4d 9h", "7d 3s 5s 6h"), 2: ("Ac Ad Ah", "As 2c Jc 8d"), 3: ("9c Tc 3h", None)},
                 {"1": 15}, id="natural sevens beat five aces"),
    pytest.param({1: ("7c 4d 7h", "7d 3s 5s 6h"), 2: ("Ac Ad Ah", "As 2c Jc 8d"), 3: ("9c Tc 3h", None)},
                 {"1": 15}, id="three natural sevens hold a pair"),
    pytest.param({1: ("7c 4d 9h", "7d 3s 5s 6h"), 2: ("7h Ad Ah", "7s As 2c Jc"), 3: ("Ac Tc 3h", "Kc Qc 8c 9c")},
                 {"1": 5, "2": 10}, id="two hands with natural sevens split, the odd chip to the A♠"),
    pytest.param({1: ("7c 4d 9h", "2h 3s 5s Tc"), 2: ("Kc Kh 8d", "Ks 3c 3d 4h"), 3: ("9c Td 6d", None)},
                 {"2": 15}, id="a seven and a wild deuce are no natural pair"),
    pytest.param({1: ("Kd Jh 9c", "9d 9h 4s 5c"), 2: ("Ks Kh Kc", "Ac 8d 8h 3c"), 3: ("Tc Td 3h", None)},
                 {"1": 15}, id="the jack and the K♦ make five nines; the other kings are natural"),
]


@pytest.mark.parametrize("hands, paid", SHOWDOWNS)
def test_showdowns(deal, hands, paid):
    d = deal("man_with_the_axe", SEATS, dealer=3)
    assert d.state.wild(None).words == "Deuces, jacks and the K♦ are wild"
    ruling = Stud(d).play(hands)
    assert ruling["pots"][0]["paid"] == paid
    for seat, hand in ruling["hands"].items():
        sevens = [card for card in hand["cards"] if card[0] == "7"]
        assert (hand.get("verdict") == TAKES_ALL) == (len(sevens) >= 2)


def test_a_whole_deal_with_bets_won_by_natural_sevens(deal):
    d = deal("man_with_the_axe", SEATS, dealer=3)
    stud = Stud(d)
    stud.turn("7c Ah Kd")
    assert d.state.to_act() == 2  # the A♥ and the wild K♦ are both aces: the A♥ is the higher card
    d.act(2, {"type": "bet", "amount": 10})
    d.act(3, {"type": "call"})
    d.act(1, {"type": "call"})
    stud.turn("4d Ad Jc")
    assert d.state.to_act() == 2  # a pair of aces, and the K♦ with a jack (two wild cards) another
    d.act(2, {"type": "bet", "amount": 25})
    d.act(3, {"type": "call"})
    d.act(1, {"type": "call"})
    stud.turn("9h 8s 3c")
    assert d.state.to_act() == 3  # three threes
    d.act(3, {"type": "bet", "amount": 25})
    d.act(1, {"type": "call"})
    d.act(2, {"type": "fold"})
    ruling = stud.showdown({3: "Ac 2s Qh Qs", 1: "7d 3s 5s 6h"})
    assert ruling["hands"]["3"]["words"].startswith("Five of a kind, queens")
    assert ruling["hands"]["1"]["verdict"] == TAKES_ALL
    assert ruling["pots"][0]["winners"] == [1]
    assert (d.stack(1), d.stack(2), d.stack(3)) == (605, 460, 435)
    assert d.replayed() == d.state
