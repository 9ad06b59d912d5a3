"""Ferengi Chicken: ante, two cards down; a Ferengi phase (each in turn may buy a card for a quarter), a bet;
back to the Ferengi phase while someone bought at the last one and everyone could have; show what you hold.

Dealer is the highest seat, so seat 1 acts first; antes 5¢.
"""

from __future__ import annotations

import pytest

from referee.rules.catalog import VARIANTS
from referee.rules.poker.reshuffle import deck_left

from .conftest import checks, offered


def test_the_game_and_its_options_in_the_catalog():
    variant = VARIANTS["ferengi_chicken"]
    options = {o.name: o.default for o in variant.options}
    assert options["ante"] == 5 and options["buy_price"] == 25 and variant.max_players == 8


def ferengi_phases(d, rounds):
    """Each Ferengi phase in turn: the seats (in playing order) buy where `rounds` says 'b', decline at '-';
    the bet after each is checked through. Returns how many Ferengi phases the deal went through."""
    played = 0
    while d.state.current.name == "buying":
        answers = rounds[played]
        for seat in d.state.contenders():
            assert d.state.to_act() == seat
            d.act(seat, {"type": "buy" if answers[d.state.contenders().index(seat)] == "b" else "decline"})
        played += 1
        checks(d)
    return played


@pytest.mark.parametrize("stacks, rounds, phases_played", [
    ({1: 500, 2: 500}, ["--"], 1),  # nobody bought: the showdown
    ({1: 500, 2: 500}, ["b-", "--"], 2),
    ({1: 500, 2: 500}, ["b-", "-b", "bb", "--"], 4),
    ({1: 500, 2: 500, 3: 500}, ["--b", "b--", "---"], 3),
    ({1: 500, 2: 30}, ["b-", "b-", "--"], 3),  # 25¢ behind after the ante: just enough each time
    ({1: 500, 2: 25}, ["b-"], 1),  # 20¢ behind: seat 2 could not have bought, no second phase
    ({1: 500, 2: 100}, ["bb", "bb", "--"], 3),
    # Seat 2 could afford the second phase (30¢ behind), not the third (5¢): no fourth.
    ({1: 500, 2: 60}, ["bb", "bb", "b-"], 3),
])
def test_the_ferengi_phase_comes_back_while_someone_bought_and_everyone_could_have(deal, stacks, rounds,
                                                                                   phases_played):
    d = deal("ferengi_chicken", stacks, dealer=max(stacks))
    assert d.state.current.name == "buying" and all(d.state.down_count(seat) == 2 for seat in stacks)
    assert ferengi_phases(d, rounds) == phases_played
    assert d.state.current.name == "showdown"
    bought = sum(answers.count("b") for answers in rounds[:phases_played])
    assert d.state.pot == 5 * len(stacks) + 25 * bought
    assert sum(d.state.down_count(seat) for seat in stacks) == 2 * len(stacks) + bought


def test_a_card_a_player_cannot_afford_is_not_offered_and_refused_in_words(deal):
    d = deal("ferengi_chicken", {1: 500, 2: 25}, dealer=2)
    d.act(1, {"type": "buy"})
    assert set(offered(d, 2)) == {"cards", "decline"}
    refusal = d.refuse(2, {"type": "buy"})
    assert refusal.code == "cannot_afford"
    assert refusal.message == "A card costs 25¢ (the Ferengi phase) and you have 20¢ behind."
    view = d.variant.view(d.state, None)
    assert view["cannot_buy"] == "Not everyone can buy a card at 25¢: seat 2 has 20¢ behind."
    d.act(2, {"type": "decline"})
    checks(d)
    assert d.state.current.name == "showdown"  # seat 1 bought, but seat 2 could not have


@pytest.mark.parametrize("hands, winner", [
    ({1: "As Ad", 2: "Kc Qd Jh 9s"}, 1),  # a pair of aces in two cards beats king high in four
    ({1: "As Kd", 2: "Ac Kh Qh"}, 2),  # a missing kicker loses to any card
    ({1: "2s 2d 2h 3c 4c 5c 6c", 2: "Ac Ah Kh Kd Qc"}, 1),  # seven cards play their best five
])
def test_hands_play_what_they_hold(deal, hands, winner):
    d = deal("ferengi_chicken", {1: 500, 2: 500}, dealer=2)
    while d.state.current.name == "buying":
        for seat in (1, 2):
            short = len(hands[seat].split()) > d.state.down_count(seat)
            d.act(seat, {"type": "buy" if short else "decline"})
        checks(d)
    for seat in (1, 2):
        d.act(seat, {"type": "show", "cards": hands[seat].split()})
    assert d.state.result["pots"][0]["winners"] == [winner]


def test_the_deck_runs_out_the_dealer_reshuffles_the_folded_hands_and_then_no_card_is_left(deal):
    d = deal("ferengi_chicken", {1: 5000, 2: 5000, 3: 5000}, dealer=3)
    d.act(1, {"type": "buy"}), d.act(2, {"type": "buy"}), d.act(3, {"type": "buy"})
    d.act(1, {"type": "bet", "amount": 5}), d.act(2, {"type": "call"}), d.act(3, {"type": "fold"})
    while deck_left(d.state) > 0:  # seats 1 and 2 buy until the deck runs out
        d.act(d.state.to_act(), {"type": "buy"})
        if d.state.current.name == "betting":
            checks(d)
    assert d.state.down_count(1) + d.state.down_count(2) + 3 == 52  # seat 3 folded three cards
    seat = d.state.to_act()
    assert "buy" not in offered(d, seat) and offered(d, 3)["reshuffle"] == {"left": 0}
    assert d.refuse(seat, {"type": "buy"}).code == "reshuffle_first"
    d.act(3, {"type": "reshuffle"})
    assert deck_left(d.state) == 3
    while d.state.result is None and d.state.current.name != "showdown":
        seat = d.state.to_act()
        if d.state.current.name == "betting":
            d.act(seat, {"type": "check"})
        elif "buy" in offered(d, seat):
            d.act(seat, {"type": "buy"})
        else:
            assert d.refuse(seat, {"type": "buy"}).message == \
                "No card is left to buy: every card is in a hand still in."
            d.act(seat, {"type": "decline"})
    assert d.state.down_count(1) + d.state.down_count(2) == 52
    assert "the deck has 0 cards left for 2 players" in d.variant.view(d.state, None)["cannot_buy"]
    assert d.replayed() == d.state
