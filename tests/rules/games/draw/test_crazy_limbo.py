"""Crazy Limbo: five-card draw, then everyone shows their lowest card and every rank shown is wild for all."""

from __future__ import annotations

import pytest

from referee.rules.poker.view import view
from tests.rules.games.draw.conftest import checks

SEATS = {1: 500, 2: 500, 3: 500}


def to_the_lowest_cards(d, hands=None):
    """Deal, bet, draw (everyone stands pat), bet: the deal waits for the lowest cards."""
    for seat, cards in (hands or {}).items():
        d.act(seat, {"type": "cards", "cards": cards.split()})
    checks(d, 1, 2, 3)
    for seat in (1, 2, 3):
        d.act(seat, {"type": "draw", "count": 0})
    checks(d, 1, 2, 3)
    assert d.state.current.name == "show_lowest"


def test_the_sequence_deal_bet_draw_bet_lowest_cards_bet_show(deal):
    d = deal("crazy_limbo", SEATS, dealer=3)
    assert d.refuse(1, {"type": "show_lowest", "card": "2c"}).code == "no_lowest_now"
    to_the_lowest_cards(d)
    assert d.state.to_act() is None and all("show_lowest" in d.legal(seat) for seat in (1, 2, 3))  # any order
    d.act(3, {"type": "show_lowest", "card": "4h"})
    assert d.refuse(3, {"type": "show_lowest", "card": "4d"}).code == "already_shown"
    d.act(1, {"type": "show_lowest", "card": "9c"})
    assert d.state.current.name == "show_lowest"
    d.act(2, {"type": "show_lowest", "card": "Jd"})
    assert d.state.current.name == "betting" and d.state.to_act() == 1
    checks(d, 1, 2, 3)
    assert d.state.current.name == "showdown"


HAND = "Ah Kd 9c 4s 4h"
LOWEST = [
    pytest.param(HAND, "4s", None, None, id="the lowest card"),
    pytest.param(HAND, "4h", None, None, id="the player's choice among equal ranks"),
    pytest.param(HAND, "9c", "not_lowest", "9♣ is not your lowest card: aces count high, and your lowest is 4♠ "
                 "(or 4♥).", id="a higher card"),
    pytest.param(HAND, "Ah", "not_lowest", "A♥ is not your lowest card: aces count high, and your lowest is 4♠ "
                 "(or 4♥).", id="aces count high"),
    pytest.param("Ah Kd 9c 4s 3h", "2c", "not_your_card", "2♣ is not among the cards you entered; show your "
                 "lowest card, or enter your cards again if they changed.", id="a card the player did not enter"),
    pytest.param(None, "Kd", None, None, id="cards not entered: checked at the showdown"),
    pytest.param(None, ["2c", "3c"], "one_card", "Say which card you show: your lowest, like 4♠.", id="two cards"),
]


@pytest.mark.parametrize("hand, card, code, message", LOWEST)
def test_a_card_shown_that_is_not_the_lowest_entered_is_refused_at_once(deal, hand, card, code, message):
    d = deal("crazy_limbo", SEATS, dealer=3)
    to_the_lowest_cards(d, {1: hand} if hand else {})
    if code is None:
        d.act(1, {"type": "show_lowest", "card": card})
        assert view(d.state, 2)["seats"][0]["showed_in_play"] == [card]
        return
    refusal = d.refuse(1, {"type": "show_lowest", "card": card})
    assert (refusal.code, refusal.message) == (code, message)


def test_the_lowest_cards_offered_are_the_players_own(deal):
    d = deal("crazy_limbo", SEATS, dealer=3)
    to_the_lowest_cards(d, {1: HAND})
    offered = {a["type"]: a for a in d.variant.legal_actions(d.state, 1)}["show_lowest"]
    assert offered["fields"][0]["choices"] == ["4s", "4h"]
    offered = {a["type"]: a for a in d.variant.legal_actions(d.state, 2)}["show_lowest"]
    assert "choices" not in offered["fields"][0]  # nothing entered: the referee does not know the cards


WILDS = [
    pytest.param(("4h", "9c", "Jd"), "Fours, nines and jacks are wild", id="three ranks"),
    pytest.param(("4h", "4c", "Jd"), "Fours and jacks are wild", id="two players show the same rank"),
    pytest.param(("Ah", "Ad", "As"), "Aces are wild", id="one rank shown by all"),
]


@pytest.mark.parametrize("shown, words", WILDS)
def test_every_rank_shown_is_wild_for_all(deal, shown, words):
    d = deal("crazy_limbo", SEATS, dealer=3)
    to_the_lowest_cards(d)
    assert d.state.wild(None).words == "No wild cards"
    for seat, card in zip((1, 2, 3), shown):
        d.act(seat, {"type": "show_lowest", "card": card})
    assert d.state.wild(None).words == words
    assert view(d.state, None)["wilds"] == words


def test_a_folded_player_shows_no_lowest_card(deal):
    d = deal("crazy_limbo", SEATS, dealer=3)
    checks(d, 1, 2, 3)
    for seat in (1, 2, 3):
        d.act(seat, {"type": "draw", "count": 0})
    d.act(1, {"type": "bet", "amount": 10})
    d.act(2, {"type": "fold"})
    d.act(3, {"type": "call"})
    assert "show_lowest" not in d.legal(2)
    d.act(1, {"type": "show_lowest", "card": "5c"})
    d.act(3, {"type": "show_lowest", "card": "8c"})
    assert d.state.current.name == "betting"


SHOWDOWNS = [
    pytest.param("4s Kd Kh 8c Ah", None, "Three of a kind, kings", id="the lowest card shown: a wild four"),
    pytest.param("4s Kd Kh 2c Ah", "4♠ was shown as the lowest card, but the hand holds 2♣", None,
                 id="a lower card in the hand shown: dead"),
    pytest.param("4s Kd Kh 4c Ah", None, "Four of a kind, kings", id="a lowest card of the same rank: fine"),
]


@pytest.mark.parametrize("hand, dead, words", SHOWDOWNS)
def test_the_showdown_checks_the_card_shown_against_the_hand_shown(deal, hand, dead, words):
    d = deal("crazy_limbo", {1: 500, 2: 500}, dealer=2)
    checks(d, 1, 2)
    for seat in (1, 2):
        d.act(seat, {"type": "draw", "count": 0})
    checks(d, 1, 2)
    d.act(1, {"type": "show_lowest", "card": "4s"})  # seat 1 entered nothing: the referee can't check yet
    d.act(2, {"type": "show_lowest", "card": "9d"})
    checks(d, 1, 2)
    assert d.refuse(1, {"type": "show", "cards": ["Ks", "Kd", "Kh", "9c", "Ah"]}).code == "shown_card_missing"
    d.act(1, {"type": "show", "cards": hand.split()})
    ruling = d.act(2, {"type": "show", "cards": ["9d", "Qc", "Qs", "Tc", "Jh"]})[-1].payload
    assert ruling["hands"]["1"].get("verdict") == dead
    if dead:
        assert ruling["pots"][0]["winners"] == [2]
    else:
        assert ruling["hands"]["1"]["words"].startswith(words) and ruling["pots"][0]["winners"] == [1]
    assert d.replayed() == d.state
