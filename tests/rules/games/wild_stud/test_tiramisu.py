"""Tiramisu: the middle card's rank is wild in every hand, or (option) the card is a shared wild card."""

from __future__ import annotations

import pytest

from referee.rules.poker.view import view
from tests.support.stud import Stud

SEATS = {1: 500, 2: 500, 3: 500}
# 2 up and 4 down each; seat 3 mucks.
HANDS = {1: ("7h 7d", "7s Ac 4d 9h"), 2: ("Kc Kd", "Ks 8h 8d 3c"), 3: ("5s 6s", None)}

SHOWDOWNS = [
    pytest.param(False, "7c", "Sevens are wild", 1, "Four of a kind, aces", id="three wild sevens and an ace"),
    pytest.param(True, "7c", "The 7♣ is wild", 2, "Four of a kind, kings", id="shared: four kings beat four sevens"),
    pytest.param(False, "Kh", "Kings are wild", 2, "Five of a kind, eights", id="three wild kings and two eights"),
    pytest.param(True, "Kh", "The K♥ is wild", 2, "Four of a kind, kings", id="shared: the K♥ makes four kings"),
    pytest.param(False, "Ah", "Aces are wild", 1, "Four of a kind, sevens", id="the middle ace plays in no hand"),
]


@pytest.mark.parametrize("shared_wild, middle, words, winner, hand", SHOWDOWNS)
def test_showdowns(deal, shared_wild, middle, words, winner, hand):
    d = deal("tiramisu", SEATS, dealer=3, shared_wild=shared_wild)
    stud = Stud(d)
    stud.deal({seat: up for seat, (up, _) in HANDS.items()}, middle)
    assert d.state.wild(None).words == words
    ruling = stud.showdown({seat: down for seat, (_, down) in HANDS.items()})
    assert ruling["pots"][0]["paid"] == {str(winner): 15}
    assert ruling["hands"][str(winner)]["words"].startswith(hand)
    in_hand = 7 if shared_wild else 6  # the middle card plays in every hand only when it is shared
    assert all(len(shown["cards"]) == in_hand for shown in ruling["hands"].values())


@pytest.mark.parametrize("shared_wild, hand", [(False, "Four of a kind, aces"), (True, "Four of a kind, sevens")])
def test_a_players_own_hand_counts_the_middle_card_only_when_it_is_shared(deal, shared_wild, hand):
    d = deal("tiramisu", SEATS, dealer=3, shared_wild=shared_wild)
    d.act(1, {"type": "cards", "cards": ["7s", "Ac"]})
    stud = Stud(d)
    stud.turn("7h Kc 5s 7d Kd 6s")
    stud.checks()  # two more down each
    d.act(1, {"type": "cards", "cards": ["7s", "Ac", "4d", "9h"]})
    assert view(d.state, 1)["your_hand"].startswith("Three of a kind, sevens")
    stud.turn("7c")
    seen = view(d.state, 1)
    assert seen["community"] == ["7c"]
    assert seen["your_hand"].startswith(hand)  # four wild cards and an ace would be five aces


def test_a_whole_deal_with_bets(deal):
    d = deal("tiramisu", SEATS, dealer=3)
    stud = Stud(d)
    stud.turn("7h Kc 5s 7d Kd 6s")
    assert d.state.to_act() == 2  # a pair of kings
    d.act(2, {"type": "bet", "amount": 10})
    d.act(3, {"type": "call"})
    d.act(1, {"type": "call"})
    assert d.state.to_act() == 2  # two down each
    d.act(2, {"type": "bet", "amount": 10})
    d.act(3, {"type": "fold"})
    d.act(1, {"type": "call"})
    assert d.state.to_act() is None  # the middle card comes next
    stud.turn("7c")
    assert d.state.to_act() == 1  # two wild sevens showing: a pair of aces
    d.act(1, {"type": "bet", "amount": 25})
    d.act(2, {"type": "call"})
    ruling = stud.showdown({1: "7s Ac 4d 9h", 2: "Ks 8h 8d 3c"})
    assert ruling["hands"]["1"]["words"].startswith("Four of a kind, aces")
    assert ruling["hands"]["2"]["words"].startswith("Full house, kings over eights")
    assert ruling["pots"][0]["paid"] == {"1": 115}
    assert (d.stack(1), d.stack(2), d.stack(3)) == (565, 450, 485)
    assert d.replayed() == d.state

