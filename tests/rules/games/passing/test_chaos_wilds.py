"""Chaos Wilds: every kind of chaos card, and the last card's wild rank (or, shared, the card itself).

Seats 1 to 3 in that order; seat 3 deals. Passes go to the right: 1 to 3, 2 to 1, 3 to 2.
"""

from __future__ import annotations

import pytest

from referee.rules.poker.view import view

SEATS = {1: 500, 2: 500, 3: 500}
HANDS = {1: "As Ad 7c 5h 2s", 2: "Qh Kd Kc 9s 3d", 3: "Jh Jd 8c 6d 4s"}


def start(deal, **options):
    d = deal("chaos_wilds", SEATS, dealer=3, **options)
    for seat, cards in HANDS.items():
        d.act(seat, {"type": "cards", "cards": cards.split()})
    return d


def checks(d):
    while d.state.current.name == "betting" and (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "check"})


def chaos(d, card: str):
    d.act(d.dealer, {"type": "chaos", "cards": [card]})


NUMBERS = [("2h", 1), ("3h", 1), ("4h", 2), ("5h", 2), ("6h", 3), ("7h", 3), ("8h", 4), ("9h", 4), ("Th", 5)]


@pytest.mark.parametrize("card, count", NUMBERS, ids=[card for card, _ in NUMBERS])
def test_a_number_card_turns_up_half_its_rank_in_community_cards(deal, card, count):
    d = start(deal)
    chaos(d, card)
    offer = next(a for a in d.variant.legal_actions(d.state, 3) if a["type"] == "community")
    assert offer["count"] == count and f"{count} community card" in view(d.state, 1)["news"]
    cards = ["Ac", "Kh", "Qc", "Jc", "Tc"][:count]
    d.act(d.dealer, {"type": "community", "cards": cards})
    assert view(d.state, 1)["community"] == cards and d.state.current.name == "betting"


@pytest.mark.parametrize("card", ["Jc", "Qc", "Kh"])
def test_a_face_card_makes_everyone_pass_a_card_to_the_right(deal, card):
    d = start(deal)
    chaos(d, card)
    assert d.state.current.name == "pass"
    for seat, passed in ((1, "2s"), (2, "3d"), (3, "4s")):
        d.act(seat, {"type": "pass_card", "card": passed})
    for seat, taken in ((3, "2s"), (1, "3d"), (2, "4s")):
        d.act(seat, {"type": "receive", "card": taken})
    assert view(d.state, 1)["your_cards"] == ["As", "Ad", "7c", "5h", "3d"]
    assert d.state.current.name == "betting"


def test_an_ace_makes_everyone_show_a_card_all_at_once_whose_rank_is_wild_for_all(deal):
    d = start(deal)
    chaos(d, "Ah")
    d.act(1, {"type": "reveal", "card": "7c"})
    d.act(2, {"type": "reveal", "card": "9s"})
    assert d.state.zones.known == {} and "7c" not in str(view(d.state, 2))  # nothing shown until all choose
    assert d.refuse(1, {"type": "reveal", "card": "5h"}).code == "already_chosen"
    assert d.refuse(3, {"type": "reveal", "card": "Ks"}).code == "not_in_your_hand"
    d.act(3, {"type": "reveal", "card": "8c"})
    assert d.events[-1].type == "revealed" and d.events[-1].actor == "referee"
    assert d.state.wild(None).words == "Sevens, eights and nines are wild"
    assert [c.code for c in d.state.zones.known[2]] == ["9s"]
    assert d.state.current.name == "betting"


@pytest.mark.parametrize("shared_wild, words, winner, hand", [
    (False, "Fives are wild", "1", "Four of a kind, aces"),  # A♠ A♦, the board's A♥ and a wild 5♥
    (True, "The 5♣ is wild", "2", "Five of a kind, kings"),  # K♦ K♣, the board's K♥ K♠ and the 5♣
])
def test_the_last_card_makes_its_rank_wild_or_is_a_shared_wild_card(deal, shared_wild, words, winner, hand):
    d = start(deal, shared_wild=shared_wild)
    chaos(d, "4c")
    d.act(d.dealer, {"type": "community", "cards": ["Kh", "Ah"]})
    checks(d)
    chaos(d, "2c")
    d.act(d.dealer, {"type": "community", "cards": ["Ks"]})
    checks(d)
    chaos(d, "Qs")
    for seat, passed in ((1, "2s"), (2, "3d"), (3, "4s")):
        d.act(seat, {"type": "pass_card", "card": passed})
    for seat, taken in ((3, "2s"), (1, "3d"), (2, "4s")):
        d.act(seat, {"type": "receive", "card": taken})
    checks(d)
    d.act(d.dealer, {"type": "lay", "cards": ["5c"]})
    assert d.state.wild(None).words == words
    checks(d)
    for seat in (1, 2, 3):
        d.act(seat, {"type": "show"})
    hands = d.state.result["hands"]
    assert hands[winner]["words"].startswith(hand)
    assert d.state.result["pots"][0]["paid"] == {winner: 15}
    assert d.replayed() == d.state
