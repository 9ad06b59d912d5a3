"""Secret Squirrel: five-card draw; after the draw and its bet two middle cards are turned up, wild for all."""

from __future__ import annotations

import pytest

from referee.rules.catalog import VARIANTS
from referee.rules.poker.view import view
from tests.rules.games.draw.conftest import checks

SEATS = {1: 500, 2: 500, 3: 500}


def to_the_middle(d):
    checks(d, 1, 2, 3)
    for seat in (1, 2, 3):
        d.act(seat, {"type": "draw", "count": 0})
    checks(d, 1, 2, 3)


def test_the_sequence_deal_bet_draw_bet_middle_cards_bet_show(deal):
    d = deal("secret_squirrel", SEATS, dealer=3)
    assert d.refuse(d.dealer, {"type": "community", "cards": ["7c", "Kh"]}).code == "no_community_now"
    checks(d, 1, 2, 3)
    assert d.state.current.name == "draw"
    for seat in (1, 2, 3):
        d.act(seat, {"type": "draw", "count": 1})
    checks(d, 1, 2, 3)
    assert d.state.current.name == "dealing" and d.state.to_act() is None
    assert d.refuse(1, {"type": "community", "cards": ["7c", "Kh"]}).code == "dealer_only"
    assert d.state.wild(None).words == "No wild cards"  # face down until now
    d.act(d.dealer, {"type": "community", "cards": ["7c", "Kh"]})
    assert d.state.current.name == "betting" and d.state.to_act() == 1
    checks(d, 1, 2, 3)
    assert d.state.current.name == "showdown"


SHOWDOWNS = [
    pytest.param(False, "7c Kh", "Sevens and kings are wild", 1, "Four of a kind, aces", id="their ranks are wild"),
    pytest.param(True, "7c Kh", "The 7♣ and the K♥ are wild", 1, "Four of a kind, aces", id="shared wild cards"),
    pytest.param(False, "Qh 4d", "Fours and queens are wild", 2, "Three of a kind, jacks", id="wild queens in a hand"),
    pytest.param(True, "Qh 4d", "The 4♦ and the Q♥ are wild", 1, "Four of a kind, aces", id="shared: queens natural"),
]


@pytest.mark.parametrize("shared_wild, middle, words, winner, hand", SHOWDOWNS)
def test_the_middle_cards_are_wild_for_everyone(deal, shared_wild, middle, words, winner, hand):
    d = deal("secret_squirrel", {1: 500, 2: 500}, dealer=2, shared_wild=shared_wild)
    checks(d, 1, 2)
    for seat in (1, 2):
        d.act(seat, {"type": "draw", "count": 0})
    checks(d, 1, 2)
    d.act(d.dealer, {"type": "community", "cards": middle.split()})
    assert view(d.state, 1)["wilds"] == words
    checks(d, 1, 2)
    d.act(1, {"type": "show", "cards": ["As", "Ad", "7s", "Kd", "9c"]})
    ruling = d.act(2, {"type": "show", "cards": ["Qs", "Qd", "Jc", "8h", "6s"]})[-1].payload
    assert ruling["pots"][0]["winners"] == [winner]
    assert ruling["hands"][str(winner)]["words"].startswith(hand)
    assert all(len(shown["cards"]) == (7 if shared_wild else 5) for shown in ruling["hands"].values())


def test_a_middle_card_is_checked_against_the_cards_showing(deal):
    d = deal("secret_squirrel", SEATS, dealer=3)
    checks(d, 1, 2, 3)
    d.act(1, {"type": "draw", "count": 4, "show": "Ah"})
    d.act(2, {"type": "draw", "count": 0})
    d.act(3, {"type": "draw", "count": 0})
    checks(d, 1, 2, 3)
    assert d.refuse(d.dealer, {"type": "community", "cards": ["Ah", "2c"]}).code == "card_in_play"


def test_at_most_five_players_so_the_deck_always_covers_the_draw():
    assert VARIANTS["secret_squirrel"].max_players == 5
    assert 5 * 5 + 2 + 5 * 5 <= 52  # hands, the middle, and everyone drawing five
