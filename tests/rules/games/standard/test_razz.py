"""Razz dealt through the engine: the highest card brings in, the lowest hand showing acts first, and the
lowest hand, ace to five, wins."""

from __future__ import annotations

import pytest

from tests.rules.games.standard.streets import called_down, showdown, street

# Three players, seat 3 deals; antes 5¢, bring-in 5¢, fixed limit. Each street's up cards are for seats 1, 2, 3.
DEALS = [
    # up cards by street, each seat's face-down cards, who brings in, who acts first on fourth and on fifth
    # street, the winners, the winning words
    pytest.param(("Kc 4d 2s", "5h 9d 3s", "8c Jh 6s", "Qd Ts 7d"), {1: "As 2d 3c", 2: "Ah 2c 7h", 3: "Kh Kd Qc"},
                 1, 3, 3, [1], "Eight-five low (8-5-3-2-A)",
                 id="the king brings in; the lowest hand showing acts first; the lowest hand wins"),
    pytest.param(("Ks Kd 2s", "5h 5d 3s", "8c 8h 6s", "Qd Ts 7d"), {1: "As 2d 3c", 2: "Ah 2c 3h", 3: "Kh Jd Qc"},
                 1, 3, 3, [1, 2], "Eight-five low (8-5-3-2-A)",
                 id="equal kings: the spade brings in; equal lows split"),
    pytest.param(("4c Kd As", "4h 9d 3s", "8c Jh 6s", "Qd Ts 7d"), {1: "Ac 2d 3c", 2: "Ah 2c 7h", 3: "Kh Jc Qc"},
                 2, 3, 3, [1], "Eight-four low (8-4-3-2-A)",
                 id="an ace is low: the king brings in; a pair showing acts after no pair"),
    pytest.param(("Kc 4d 2s", "5h 9d 5s", "8c Jh 6s", "Qd Ts 7d"), {1: "Kd Ks Qc", 2: "9h 9c Jd", 3: "2c 6c 7c"},
                 1, 3, 3, [3], "Pair of deuces, seven kicker",
                 id="no hand without a pair: the lowest pair wins"),
]


@pytest.mark.parametrize("ups, down, brings_in, fourth, fifth, winners, words", DEALS)
def test_razz(deal, ups, down, brings_in, fourth, fifth, winners, words):
    d = deal("razz", {1: 500, 2: 500, 3: 500}, dealer=3)
    bring_in = street(d, ups[0])[-1].payload
    assert bring_in["seat"] == brings_in and bring_in["why"].startswith("highest card showing")
    called_down(d)
    street(d, ups[1])
    assert d.state.to_act() == fourth
    called_down(d)
    street(d, ups[2])
    assert d.state.to_act() == fifth
    called_down(d)
    street(d, ups[3])
    called_down(d)
    ruling = showdown(d, down)
    assert ruling["pots"][0]["winners"] == winners
    assert ruling["hands"][str(winners[0])]["words"] == words


def test_razz_phones_say_the_low_a_hand_makes(deal):
    d = deal("razz", {1: 500, 2: 500}, dealer=2)
    street(d, "Kc 4d")
    d.act(2, {"type": "cards", "cards": ["As", "2d"]})
    assert d.variant.view(d.state, 2)["your_hand"] == "Four-deuce low (4-2-A)"
    assert d.variant.view(d.state, 2)["seats"][0]["makes"] == "King low (K)"
