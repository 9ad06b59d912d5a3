"""Seven-card stud hi-lo, eight or better, dealt through the engine: the bring-in, who acts first, and every
pot split between the best hand and the best low of the seven cards."""

from __future__ import annotations

import pytest

from tests.rules.games.standard.streets import called_down, showdown, street

# Three players, seat 3 deals; antes 5¢, bring-in 5¢, fixed limit 10¢/20¢. Every street is called or checked,
# so the pot is 30¢. Each street's up cards are given for seats 1, 2, 3 in order.
DEALS = [
    # up cards by street, each seat's face-down cards, who brings in, who acts first on fourth street,
    # what each seat is paid, each seat's (hand, low) in the ruling
    pytest.param(("3c 9c 8c", "6h 9d Jd", "Kd Jh Qh", "Qs Tc Ts"), {1: "As 2d 7c", 2: "Kh Ks 4s", 3: "5s 5d 3s"},
                 1, 2, {"2": 15, "1": 15},
                 {"1": ("High card, ace", "Seven-six low (7-6-3-2-A)"),
                  "2": ("Two pair, kings and nines, jack kicker", "No low")},
                 id="half to two pair, half to the only low"),
    pytest.param(("3c 9c 8c", "4h 9d Jd", "Kd Jh Qh", "Qs Tc Ts"), {1: "As 2d 5c", 2: "Kh Ks 4s", 3: "5s 5d 3s"},
                 1, 2, {"1": 30}, {"1": ("Straight, five high", "Five-four low (5-4-3-2-A)")},
                 id="a wheel scoops: the best hand and the best low"),
    pytest.param(("9h 9c 8c", "6h 9d Jd", "Kd Jh Qh", "Qs Tc Ts"), {1: "As 2d Kc", 2: "Kh Ks 4s", 3: "5s 5d 3s"},
                 3, 2, {"2": 30}, {"1": ("Pair of kings, ace kicker", "No low")},
                 id="no low: the best hand takes the pot"),
    pytest.param(("4c 4d 9c", "5h 5s Jd", "Kd Ks Qh", "Qs Jc Ts"), {1: "As 2d 7c", 2: "Ah 2c 7d", 3: "Qc Qd Tc"},
                 1, 3, {"3": 15, "1": 10, "2": 5},
                 {"1": ("High card, ace", "Seven-five low (7-5-4-2-A)"),
                  "3": ("Full house, queens over tens", "No low")},
                 id="quartered: the odd chip of the tied lows to the highest card by suit, the ace of spades"),
]


@pytest.mark.parametrize("ups, down, brings_in, first, paid, said", DEALS)
def test_stud_hi_lo_splits_the_pot_between_the_best_hand_and_the_best_low(deal, ups, down, brings_in, first,
                                                                          paid, said):
    d = deal("stud_hi_lo", {1: 500, 2: 500, 3: 500}, dealer=3)
    assert street(d, ups[0])[-1].payload["seat"] == brings_in
    called_down(d)
    street(d, ups[1])
    assert d.state.to_act() == first
    for up in ups[2:]:
        called_down(d)
        street(d, up)
    called_down(d)
    ruling = showdown(d, down)
    assert ruling["pots"][0]["paid"] == paid
    for seat, (words, low) in said.items():
        assert (ruling["hands"][seat]["words"], ruling["hands"][seat]["verdict"]) == (words, low)


def test_stud_hi_lo_is_fixed_limit_with_antes_and_a_bring_in_by_default(deal):
    d = deal("stud_hi_lo", {1: 500, 2: 500, 3: 500}, dealer=3)
    assert d.state.stakes.structure.kind == "fixed" and d.state.paid == {1: 5, 2: 5, 3: 5}
    street(d, "3c 9c 8c")
    assert d.state.paid[1] == 10  # the three of clubs brings in
    complete = next(a for a in d.variant.legal_actions(d.state, 2) if a["type"] == "complete")
    assert complete["min"] == complete["max"] == 10


def test_each_phone_says_the_high_hand_and_the_low_once_five_cards_can_make_one(deal):
    d = deal("stud_hi_lo", {1: 500, 2: 500, 3: 500}, dealer=3)
    d.act(1, {"type": "cards", "cards": ["As", "2d"]})
    street(d, "3c 9c 8c")
    assert d.variant.view(d.state, 1)["your_hand"] == "High card, ace"  # three cards: no low yet
    for up in ("6h 9d Jd", "Kd Jh Qh"):
        called_down(d)
        street(d, up)
    assert d.variant.view(d.state, 1)["your_hand"] == "High card, ace; no low"  # A-2-3-6-K: a king is no low
    called_down(d)
    street(d, "7s Tc Ts")
    assert d.variant.view(d.state, 1)["your_hand"] == "High card, ace; seven-six low (7-6-3-2-A)"
    assert d.variant.view(d.state, 1)["seats"][1]["makes"] == "Pair of nines, jack kicker"  # four cards up
    called_down(d)
    ruling = showdown(d, {1: "As 2d 4c", 2: "Kh Ks 4s", 3: "5s 5d 3s"})
    assert ruling["hands"]["1"]["verdict"] == "Six-four low (6-4-3-2-A)"
    assert d.variant.view(d.state, 3)["seats"][0]["makes"] == "High card, ace; six-four low (6-4-3-2-A)"
    assert d.variant.view(d.state, 3)["seats"][1]["makes"] == "Two pair, kings and nines, jack kicker; no low"
