"""RULINGS.md "Everywhere", dealt through the engine: in no limit and pot limit the smallest bet is the big blind
when the game uses blinds (else the table's smallest bet) and a raise is at least the last bet or raise; when
every other player still in is all in, a player may call or fold, not raise."""

from __future__ import annotations

import pytest

SEATS = {1: 1000, 2: 1000, 3: 1000}


def bet_offer(d, seat: int) -> dict:
    return next(a for a in d.variant.legal_actions(d.state, seat) if a["type"] in ("bet", "raise"))


def to_the_flop(d) -> None:
    """Seat 3 deals; the blinds 25¢ and 50¢; everyone calls; the flop."""
    d.act(3, {"type": "call"})
    d.act(1, {"type": "call"})
    d.act(2, {"type": "check"})
    d.act(d.dealer, {"type": "community", "cards": ["As", "Kd", "7c"]})


@pytest.mark.parametrize("betting", ["no", "pot"])
def test_with_blinds_the_smallest_bet_is_the_big_blind_not_the_tables_smallest_bet(deal, betting):
    d = deal("holdem", SEATS, dealer=3, betting=betting, min_bet=5, small_blind=25, big_blind=50)
    to_the_flop(d)
    assert bet_offer(d, 1)["min"] == 50
    refused = d.refuse(1, {"type": "bet", "amount": 25})
    assert refused.code == "too_small"
    assert refused.message == (f"in {'no limit' if betting == 'no' else 'pot limit'} with blinds the smallest bet "
                               "is the big blind: a bet must be at least 50¢")
    d.act(1, {"type": "bet", "amount": 50})


def test_a_lone_blind_is_the_smallest_bet(deal):
    d = deal("holdem", SEATS, dealer=3, betting="no", min_bet=5, small_blind=40, big_blind=0)
    for seat in (2, 3):
        d.act(seat, {"type": "call"})
    d.act(1, {"type": "check"})
    d.act(d.dealer, {"type": "community", "cards": ["As", "Kd", "7c"]})
    assert bet_offer(d, 1)["min"] == 40


def test_without_blinds_the_smallest_bet_is_the_tables(deal):
    d = deal("five_card_draw", SEATS, dealer=3, betting="no", min_bet=5, big_blind=50)  # a blind it never posts
    assert not d.state.forced
    for seat, cards in {1: "As Ad Kc 7s 2d", 2: "Qh Qd 7c 4d 3s", 3: "9h 8h 5c 4c 2h"}.items():
        d.act(seat, {"type": "cards", "cards": cards.split()})
    assert bet_offer(d, 1)["min"] == 5


def test_a_raise_is_at_least_the_last_bet_or_raise(deal):
    d = deal("holdem", SEATS, dealer=3, betting="no", min_bet=5, small_blind=25, big_blind=50)
    to_the_flop(d)
    d.act(1, {"type": "bet", "amount": 80})
    assert bet_offer(d, 2)["min"] == 160
    d.act(2, {"type": "raise", "amount": 300})  # a raise of 220
    assert bet_offer(d, 3)["min"] == 520
    refused = d.refuse(3, {"type": "raise", "amount": 500})
    assert refused.message == "a raise must be at least $2.20 more (the last full raise): to $5.20 or more"


def test_when_every_other_player_still_in_is_all_in_a_player_may_call_or_fold_not_raise(deal):
    d = deal("holdem", {1: 1000, 2: 1000, 3: 400}, dealer=3, betting="no", small_blind=25, big_blind=50)
    d.act(3, {"type": "all_in"})  # 400
    d.act(1, {"type": "fold"})
    assert d.legal(2) - {"cards"} == {"fold", "call"}
    for action in ({"type": "raise", "amount": 800}, {"type": "all_in"}):
        refused = d.refuse(2, action)
        assert refused.code == "no_one_to_raise"
        assert refused.message == "you can't bet or raise: everyone else still in is all-in; call or fold"
    d.act(2, {"type": "call"})
    assert d.stack(2) == 600
