"""Hold'em's forced bets as real tables post them (lone blind, straddle, big-blind ante) and the kitty's rake."""

from __future__ import annotations

import pytest

from referee.rules.money.rake import KITTY

SEATS = {1: 1000, 2: 1000, 3: 1000, 4: 1000}


@pytest.mark.parametrize("options,posted,first", [
    ({"small_blind": 5, "big_blind": 10}, {1: 5, 2: 10}, 3),
    ({"small_blind": 10, "big_blind": 0}, {1: 10}, 2),  # a lone blind, left of the dealer
    ({"small_blind": 0, "big_blind": 10}, {2: 10}, 3),  # a dead small blind
    ({"small_blind": 5, "big_blind": 10, "straddle": 20}, {1: 5, 2: 10, 3: 20}, 4),
    ({"small_blind": 5, "big_blind": 10, "big_blind_ante": 10}, {1: 5, 2: 20}, 3),
    ({"small_blind": 5, "big_blind": 10, "big_blind_ante": 10, "ante": 5}, {1: 10, 2: 25, 3: 5, 4: 5}, 3),
])
def test_the_blinds_posted_and_who_acts_first(deal, options, posted, first):
    d = deal("holdem", SEATS, dealer=4, betting="no", min_bet=10, **options)
    assert {seat: 1000 - d.stack(seat) for seat in SEATS if d.stack(seat) != 1000} == posted
    assert d.state.to_act() == first


def test_the_straddler_has_the_option_and_a_raise_goes_over_the_straddle(deal):
    d = deal("holdem", SEATS, dealer=4, betting="no", min_bet=10, straddle=20)
    limits = next(a for a in d.variant.legal_actions(d.state, 4) if a["type"] == "raise")
    assert limits["min"] == 40  # the straddle is the bet to raise: by at least 20
    for seat in (4, 1, 2):
        d.act(seat, {"type": "call"})
    assert {"check", "raise"} <= d.legal(3)


def test_a_big_blind_ante_is_dead_money_the_winner_takes(deal):
    d = deal("holdem", SEATS, dealer=4, big_blind_ante=10)
    for seat in (3, 4, 1):
        d.act(seat, {"type": "fold"})
    assert d.stack(2) == 1005  # the small blind, and back the blind and the ante


def test_a_big_blind_ante_never_goes_back_as_a_bet_nobody_called(deal):
    """The big blind antes 10 and calls a raise to 30: 40 in, the raiser 30, and the ante stays in the pot."""
    d = deal("holdem", SEATS, dealer=4, big_blind_ante=10)
    d.act(3, {"type": "raise", "amount": 30})
    for seat in (4, 1):
        d.act(seat, {"type": "fold"})
    d.act(2, {"type": "call"})
    for cards in (["As", "Kd", "7c"], ["2h"], ["9d"]):
        d.act(d.dealer, {"type": "community", "cards": cards})
        for seat in (2, 3):
            d.act(seat, {"type": "check"})
    d.act(2, {"type": "show", "cards": ["3c", "4c"]})
    d.act(3, {"type": "show", "cards": ["Ah", "Ad"]})
    assert d.state.result["refunds"] == {}
    assert (d.stack(2), d.stack(3)) == (960, 1045)


def play_to_the_flop_and_bet(d, bet: int) -> None:
    """Everyone calls the big blind; after the flop seat 1 bets and the others fold."""
    for seat in (3, 4, 1):
        d.act(seat, {"type": "call"})
    d.act(2, {"type": "check"})
    d.act(d.dealer, {"type": "community", "cards": ["As", "Kd", "7c"]})
    d.act(1, {"type": "bet", "amount": bet})
    for seat in (2, 3, 4):
        d.act(seat, {"type": "fold"})


@pytest.mark.parametrize("percent,cap,kitty", [
    (0, 0, 0),
    (10, 0, 0),  # 10% of the pot of 40 is 4¢: less than the 5¢ chip
    (25, 0, 10),  # 25% of 40 is 10
    (25, 5, 5),  # capped
    (50, 0, 20),
])
def test_the_kitty_takes_its_share_of_a_pot_past_the_flop_capped(deal, percent, cap, kitty):
    d = deal("holdem", SEATS, dealer=4, rake_percent=percent, rake_cap=cap)
    play_to_the_flop_and_bet(d, 10)
    assert d.accounts[KITTY] == kitty
    assert d.stack(1) == 1000 - 10 + 40 - kitty
    result = d.state.result
    assert result.get("rake", 0) == kitty
    assert ("The kitty takes" in result["summary"]) == bool(kitty)
    assert d.replayed() == d.state


def test_the_raisers_chips_that_called_the_bet_are_raked_when_the_others_fold(deal):
    """Seat 1 bets 10 after the flop, seat 2 raises to 20, seat 1 folds: the pot is 40 from before the flop and
    the two 10s, 60; 10% is 6¢, 5¢ in chips. Only the 10 nobody called goes back to seat 2."""
    d = deal("holdem", SEATS, dealer=4, rake_percent=10)
    for seat in (3, 4, 1):
        d.act(seat, {"type": "call"})
    d.act(2, {"type": "check"})
    d.act(d.dealer, {"type": "community", "cards": ["As", "Kd", "7c"]})
    d.act(1, {"type": "bet", "amount": 10})
    d.act(2, {"type": "raise", "amount": 20})
    for seat in (3, 4, 1):
        d.act(seat, {"type": "fold"})
    assert d.accounts[KITTY] == 5
    assert d.stack(2) == 1000 - 10 - 10 + 60 - 5


def test_no_flop_no_drop(deal):
    d = deal("holdem", SEATS, dealer=4, rake_percent=10)
    d.act(3, {"type": "raise", "amount": 30})
    for seat in (4, 1, 2):
        d.act(seat, {"type": "fold"})
    assert d.accounts[KITTY] == 0
    assert d.stack(3) == 1015


def test_the_rake_comes_out_of_the_main_pot_first(deal):
    d = deal("holdem", {1: 1000, 2: 1000, 3: 100}, dealer=3, betting="no", min_bet=10, rake_percent=10)
    d.act(3, {"type": "call"})
    d.act(1, {"type": "call"})
    d.act(2, {"type": "check"})
    d.act(d.dealer, {"type": "community", "cards": ["As", "Kd", "7c"]})
    d.act(1, {"type": "bet", "amount": 300})
    d.act(2, {"type": "call"})
    d.act(3, {"type": "all_in"})
    for cards in (["2h"], ["9d"]):
        d.act(d.dealer, {"type": "community", "cards": cards})
        for seat in (1, 2):
            d.act(seat, {"type": "check"})
    d.act(1, {"type": "show", "cards": ["Ah", "Ad"]})
    d.act(2, {"type": "muck"})
    d.act(3, {"type": "show", "cards": ["Kh", "Kc"]})
    pots = d.state.result["pots"]
    # 10% of 300 (main) and 420 (side) is 72¢, down to the 5¢ chip 70: all from the main pot.
    assert [pot["amount"] for pot in pots] == [230, 420]
    assert d.accounts[KITTY] == 70
    assert d.stack(1) == 1000 - 310 + 230 + 420
