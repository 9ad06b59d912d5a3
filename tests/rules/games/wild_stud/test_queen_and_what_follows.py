"""Queen and what follows: queens wild, and the rank of the card turned up right after the last queen."""

from __future__ import annotations

import pytest

from tests.support.stud import Stud

SEATS = {1: 500, 2: 500, 3: 500}  # dealer 3: cards go to seats 1, 2, 3 in turn

# Face-up cards in the order turned, three seats, the house order (waves of 1 up, 1 up, 1 up).
WILDS = [
    pytest.param("", "Queens are wild", id="before any card"),
    pytest.param("4c 5d 9s", "Queens are wild", id="no queen turned up"),
    pytest.param("Qc 5d 9s", "Fives and queens are wild", id="the card after a queen"),
    pytest.param("4c 9s Qd", "Queens are wild", id="a queen last so far: nothing follows it yet"),
    pytest.param("4c 9s Qd 8h", "Eights and queens are wild", id="the follower is the next wave's first card"),
    pytest.param("Qc 5d Qh 8h", "Eights and queens are wild", id="a later queen's follower takes over"),
    pytest.param("Qc Qd 9s", "Nines and queens are wild", id="a queen after a queen: the card after the last"),
    pytest.param("Qc 5d 9s 4h 6c Qh 2h 5h 3s", "Deuces and queens are wild", id="only the latest follower"),
    pytest.param("Qc 5d 9s 4h 6c 7c 2h 3h Qs", "Queens are wild", id="a queen last of all leaves only queens"),
]


@pytest.mark.parametrize("turned, words", WILDS)
def test_what_is_wild_after_these_cards_are_turned_up(deal, turned, words):
    d = deal("queen_and_what_follows", SEATS, dealer=3)
    Stud(d).turn(turned)
    assert d.state.wild(None).words == words
    assert all(d.state.wild(seat).words == words for seat in SEATS)  # one rule for every hand


def test_in_the_standard_order_a_queen_on_the_last_up_card_leaves_only_queens(deal):
    d = deal("queen_and_what_follows", SEATS, dealer=3, order="standard")
    stud = Stud(d)
    stud.turn("4c 5d 9s Qh 6c 7c 2h 3h 8s Ts Js Qs")
    assert d.state.wild(None).words == "Queens are wild"
    ruling = stud.showdown({1: "Kc Kd 3c", 2: "Ad Ac 9h", 3: None})  # the last cards come down: nothing follows
    assert ruling["pots"][0]["winners"] == [1]
    assert ruling["hands"]["1"]["words"].startswith("Three of a kind, kings")  # the Q♥ wild, the 6♣ natural


# Three seats; each hand is (up cards, down cards shown, None to muck). The up cards are turned
# wave by wave round the table, so in this order: Q♣ 5♦ 9♠, then 3♦ 7♥ 8♠, then the last wave.
def hands(last_wave: str) -> dict:
    one, two, three = last_wave.split()
    return {
        1: (f"Qc 3d {one}", "5c 5h Ks Kh"),
        2: (f"5d 7h {two}", "7s 7d 2c 3c"),
        3: (f"9s 8s {three}", "Qh 4c 6d Jd"),  # a queen in the hole is wild but follows nothing
    }


SHOWDOWNS = [
    pytest.param("8h 7c 4s", [1], "Five of a kind, kings", id="the five after the queen makes five kings"),
    pytest.param("8h 7c Qs", [2], "Four of a kind, sevens", id="a queen turned last: fives are natural again"),
    pytest.param("8h Qd 7c", [2], "Five of a kind, fives", id="sevens follow the last queen: fives are natural"),
]


@pytest.mark.parametrize("last_wave, winners, words", SHOWDOWNS)
def test_showdowns(deal, last_wave, winners, words):
    d = deal("queen_and_what_follows", SEATS, dealer=3)
    ruling = Stud(d).play(hands(last_wave))
    assert ruling["pots"][0]["winners"] == winners
    assert ruling["hands"][str(winners[0])]["words"].startswith(words)


def test_the_best_hand_showing_bets_first_counting_the_wild_cards(deal):
    d = deal("queen_and_what_follows", SEATS, dealer=3)
    stud = Stud(d)
    stud.turn("4c Kd 9s")
    assert d.state.to_act() == 2  # king high
    stud.turn("Qh 8c 5d")  # 8♣ follows the Q♥: eights are wild
    assert d.state.wild(None).words == "Eights and queens are wild"
    assert d.state.to_act() == 2  # K♦ and a wild 8♣: a pair of kings


def test_a_whole_deal_with_bets_where_the_last_queen_decides_the_pot(deal):
    d = deal("queen_and_what_follows", SEATS, dealer=3)
    stud = Stud(d)
    stud.turn("Kc Qd 7s")  # the 7♠ follows the Q♦: sevens are wild
    assert d.state.wild(None).words == "Sevens and queens are wild"
    assert d.state.to_act() == 2  # two wild cards showing, each an ace: the Q♦ is the higher card
    d.act(2, {"type": "bet", "amount": 10})
    d.act(3, {"type": "call"})
    d.act(1, {"type": "call"})
    for seat in (2, 3, 1):  # two down each
        d.act(seat, {"type": "check"})
    stud.turn("Kh 3c 8d")
    assert d.state.to_act() == 1  # a pair of kings showing
    d.act(1, {"type": "bet", "amount": 25})
    d.act(2, {"type": "fold"})
    d.act(3, {"type": "call"})
    stud.turn("2h Qs")  # the last card turned up is a queen: sevens are natural again
    assert d.state.wild(None).words == "Queens are wild"
    ruling = stud.showdown({1: "Ks 4d 4h 9c", 3: "7c 3h 5h Jd"})
    assert ruling["pots"][0]["winners"] == [1]
    assert ruling["hands"]["1"]["words"].startswith("Full house, kings over fours")
    assert ruling["hands"]["3"]["words"].startswith("Three of a kind, sevens")  # with sevens wild: four jacks
    assert (d.stack(1), d.stack(2), d.stack(3)) == (555, 485, 460)
    assert d.replayed() == d.state
