"""Whole deals of Daytime baseball: one played out with bets, and random deals that keep every cent."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.rules.poker.test_random_deals import play
from tests.support.stud import Stud


def test_a_whole_deal_with_a_purchase_a_tax_a_kill_and_a_rainout(deal):
    d = deal("daytime_baseball", {1: 500, 2: 500, 3: 500, 4: 500}, dealer=4, wild_tax=True, rainout=True)
    stud = Stud(d)
    d.act(4, {"type": "deal_up", "cards": {"1": "4c", "2": "Kd", "3": "9s", "4": "2h"}})
    d.act(1, {"type": "buy"})
    d.act(3, {"type": "pay_tax"})
    assert d.state.to_act() == 3  # a wild ace showing
    d.act(3, {"type": "bet", "amount": 20})
    d.act(4, {"type": "fold"})
    d.act(1, {"type": "call"})
    d.act(2, {"type": "call"})
    assert d.state.pot == 20 + 25 + 25 + 60
    stud.turn("7d")  # a rainout: dealt again to seats 1, 2 and 3, the pot kept
    assert d.state.in_hand == {1, 2, 3} and d.state.down_count(1) == 2 and not d.state.zones.up
    d.act(4, {"type": "deal_up", "cards": {"1": "Ac", "2": "3d", "3": "6c"}})  # seat 3 is dead at once
    d.act(2, {"type": "decline_tax"})
    assert d.state.killed == {3} and d.state.to_act() == 1
    d.act(1, {"type": "bet", "amount": 25})
    d.act(2, {"type": "call"})
    stud.turn("Ah Kh Ks 9h")
    assert d.state.current.name == "wild_tax" and d.state.to_act() == 2
    d.act(2, {"type": "pay_tax"})
    ruling = stud.showdown({1: "Kc Qc 2c 5d", 2: "Qh Jh Th 8c"})
    assert ruling["pots"][0]["winners"] == [2]
    assert ruling["hands"]["2"]["words"] == "Royal flush"  # the 9♥ wild, the 3♦ natural
    assert ruling["hands"]["1"]["words"] == "Two pair, aces and kings, queen kicker"
    assert ruling["pots"][0]["amount"] == 130 + 50 + 25
    assert (d.stack(1), d.stack(2), d.stack(3), d.stack(4)) == (425, 425 + 205, 450, 495)
    assert d.replayed() == d.state


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 6), wild_tax=st.booleans(), rainout=st.booleans())
def test_random_deals_conserve_money_and_replay(deal, seed, players, wild_tax, rainout):
    play(deal, "daytime_baseball", seed, players, wild_tax=wild_tax, rainout=rainout)
