"""Salt and Pepper: six down, a card passed left, bet, a card passed right, bet, best five of six.

Passes are simultaneous and private: giver and receiver each enter the card,
and the referee asks both (and only them) again when they differ.
"""

from __future__ import annotations

import pytest

from referee.rules.poker.view import view

SEATS = {1: 500, 2: 500, 3: 500}  # dealer 3: seat 1 passes left to 2, 2 to 3, 3 to 1
HANDS = {1: "As Ad Ac 2c 3d 4h", 2: "Ks Kd Kc 5c 6d 7h", 3: "Qs Qd Qc 8c 9d Jh"}


def entered(d):
    for seat, cards in HANDS.items():
        d.act(seat, {"type": "cards", "cards": cards.split()})


def passes(d, gave: dict[int, str], took: dict[int, str] | None = None):
    """Every seat passes its card, then every receiver enters the card it took (as given, unless said)."""
    for seat, card in gave.items():
        d.act(seat, {"type": "pass_card", "card": card})
    players = d.state.contenders()
    for seat, card in gave.items():
        step = d.state.current.step
        to = players[(players.index(seat) + step) % len(players)]
        d.act(to, {"type": "receive", "card": (took or {}).get(to, card)})


def checks(d):
    while (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "check"})


def test_the_cards_move_left_then_right_and_the_best_five_of_six_win(deal):
    d = deal("salt_and_pepper", SEATS, dealer=3)
    entered(d)
    passes(d, {1: "2c", 2: "7h", 3: "Jh"})
    assert view(d.state, 1)["your_cards"] == ["As", "Ad", "Ac", "3d", "4h", "Jh"]
    assert view(d.state, 2)["your_cards"] == ["Ks", "Kd", "Kc", "5c", "6d", "2c"]
    checks(d)
    passes(d, {1: "Jh", 2: "2c", 3: "7h"})  # to the right: 1 to 3, 2 to 1, 3 to 2
    assert view(d.state, 1)["your_cards"] == ["As", "Ad", "Ac", "3d", "4h", "2c"]
    assert view(d.state, 3)["your_cards"] == ["Qs", "Qd", "Qc", "8c", "9d", "Jh"]
    checks(d)
    shown = {"type": "show", "cards": "As Ad Ac 3d 4h Jh".split()}
    assert d.refuse(1, shown).code == "passed_card_missing"  # seat 1 was passed the 2♣ back
    shown = {"type": "show", "cards": "Ks Kd Kc 5c 7h 2c".split()}
    assert d.refuse(2, shown).code == "passed_card_shown"  # seat 2 passed the 2♣ on
    for seat in (1, 2, 3):
        d.act(seat, {"type": "show"})
    ruling = d.state.result
    assert ruling["hands"]["1"]["words"].startswith("Three of a kind, aces")
    assert ruling["pots"][0]["paid"] == {"1": 15}
    assert d.replayed() == d.state


def test_a_card_passed_must_be_in_the_hand_its_giver_entered(deal):
    d = deal("salt_and_pepper", SEATS, dealer=3)
    entered(d)
    assert d.refuse(1, {"type": "pass_card", "card": "Ks"}).code == "not_in_your_hand"


def test_nobody_takes_a_card_before_every_card_is_chosen(deal):
    d = deal("salt_and_pepper", SEATS, dealer=3)
    d.act(1, {"type": "pass_card", "card": "2c"})
    assert d.refuse(2, {"type": "receive", "card": "2c"}).code == "passes_not_chosen"
    assert "receive" not in d.legal(2)
    assert d.refuse(1, {"type": "pass_card", "card": "3d"}).code == "already_passed"
    d.act(2, {"type": "pass_card", "card": "7h"})
    d.act(3, {"type": "pass_card", "card": "Jh"})
    assert all("receive" in d.legal(seat) for seat in (1, 2, 3))


@pytest.mark.parametrize("who_fixes, card", [(1, "2c"), (2, "2d")], ids=["the giver", "the receiver"])
def test_a_pass_entered_differently_is_asked_again_of_both_and_no_one_else(deal, who_fixes, card):
    d = deal("salt_and_pepper", SEATS, dealer=3)
    for seat in (2, 3):
        d.act(seat, {"type": "cards", "cards": HANDS[seat].split()})
    passes(d, {1: "2d", 2: "7h", 3: "Jh"}, took={2: "2c"})  # seat 1 says 2♦, seat 2 says 2♣
    assert d.state.current.name == "pass"
    asked = {seat: [a for a in d.variant.legal_actions(d.state, seat) if a.get("differ")] for seat in SEATS}
    assert [a["type"] for a in asked[1]] == ["pass_card"] and [a["type"] for a in asked[2]] == ["receive"]
    assert asked[3] == [] and "2c" not in str(asked[1]) and "2d" not in str(asked[2])
    assert "2c" not in view(d.state, 2)["your_cards"]  # not in the hand until they agree
    fix = {"type": "pass_card" if who_fixes == 1 else "receive", "card": card}
    d.act(who_fixes, fix)
    assert d.state.current.name == "betting"
    assert card in view(d.state, 2)["your_cards"] and card not in view(d.state, 1)["your_cards"]
    assert d.replayed() == d.state


def test_a_player_who_folds_is_passed_over(deal):
    d = deal("salt_and_pepper", {1: 500, 2: 500, 3: 500, 4: 500}, dealer=4)
    passes(d, {1: "2c", 2: "7h", 3: "Jh", 4: "9s"})
    d.act(1, {"type": "bet", "amount": 10})
    d.act(2, {"type": "fold"})
    d.act(3, {"type": "call"})
    d.act(4, {"type": "call"})
    d.act(3, {"type": "pass_card", "card": "Jh"})
    assert "receive" not in d.legal(2) and "pass_card" not in d.legal(2)
    d.act(1, {"type": "pass_card", "card": "2c"})
    d.act(4, {"type": "pass_card", "card": "9s"})
    d.act(1, {"type": "receive", "card": "Jh"})  # to the right: 3 to 1, 1 to 4, 4 to 3 (2 folded)
    d.act(4, {"type": "receive", "card": "2c"})
    assert d.state.current.name == "pass"
    d.act(3, {"type": "receive", "card": "9s"})
    assert d.state.current.name == "betting" and d.state.down_count(2) == 6
