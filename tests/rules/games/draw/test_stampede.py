"""Stampede: three times draw, turn up a card set aside from a second deck (its rank wild for all), bet."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from referee.rules.core.cards import parse_card
from referee.rules.games.draw.stampede import turned_aside
from referee.rules.poker.view import view
from tests.rules.games.draw.conftest import checks

SEATS = {1: 500, 2: 500, 3: 500}


def round_of(d, card, seats=(1, 2, 3), show=None):
    """Everyone draws (seat 1 four, showing `show`, if given), the dealer turns up `card`; the bet comes next."""
    for seat in seats:
        d.act(seat, {"type": "draw", "count": 4, "show": show} if show and seat == seats[0] else
              {"type": "draw", "count": 0})
    assert d.state.current.name == "second_deck"
    d.act(d.dealer, {"type": "turn_aside", "cards": [card]})
    assert d.state.current.name == "betting"


def test_the_sequence_draw_turn_bet_three_times_then_show(deal):
    d = deal("stampede", SEATS, dealer=3)
    assert d.state.current.name == "draw"  # no bet before the first draw
    words = []
    for card in ("7s", "Kd", "7h"):
        round_of(d, card)
        words.append(d.state.wild(None).words)
        checks(d, 1, 2, 3)
    assert words == ["Sevens are wild", "Sevens and kings are wild", "Sevens and kings are wild"]
    assert d.state.current.name == "showdown"


def test_only_the_dealer_turns_up_one_card_of_the_second_deck(deal):
    d = deal("stampede", SEATS, dealer=3)
    for seat in (1, 2, 3):
        d.act(seat, {"type": "draw", "count": 0})
    assert d.refuse(1, {"type": "turn_aside", "cards": ["7s"]}).code == "dealer_only"
    assert d.refuse(d.dealer, {"type": "turn_aside", "cards": ["7s", "8s"]}).code == "wrong_count"
    offered = {a["type"]: a for a in d.variant.legal_actions(d.state, 3)}["turn_aside"]
    assert offered["count"] == 1 and len(offered["fields"][0]["choices"]) == 52
    d.act(d.dealer, {"type": "turn_aside", "cards": ["7s"]})
    checks(d, 1, 2, 3)
    for seat in (1, 2, 3):
        d.act(seat, {"type": "draw", "count": 0})
    refusal = d.refuse(d.dealer, {"type": "turn_aside", "cards": ["7s"]})
    assert refusal.code == "card_twice" and "second deck is already turned up" in refusal.message


def test_a_card_of_the_second_deck_repeating_a_card_in_a_hand_is_no_clash(deal):
    d = deal("stampede", {1: 500, 2: 500}, dealer=2)
    dealt = d.state.zones.dealt
    round_of(d, "As", seats=(1, 2), show="As")  # seat 1 shows the A♠ it keeps; the second deck has one too
    assert d.state.zones.dealt == dealt + 4  # the second deck's card is not dealt from the deck in play
    checks(d, 1, 2)
    round_of(d, "Kd", seats=(1, 2))
    checks(d, 1, 2)
    round_of(d, "Qh", seats=(1, 2))
    checks(d, 1, 2)
    d.act(1, {"type": "show", "cards": ["As", "Kd", "Qh", "9c", "4s"]})  # the same cards as the second deck's
    ruling = d.act(2, {"type": "show", "cards": ["Jh", "Jd", "Tc", "8h", "6s"]})[-1].payload
    assert ruling["hands"]["1"]["words"].startswith("Four of a kind, nines")  # aces, kings and queens are wild
    assert ruling["pots"][0]["winners"] == [1]
    assert d.replayed() == d.state


SHOWDOWNS = [
    pytest.param(False, ("7s", "Kd", "Qh"), "Pair of jacks", 5, id="a wild seven"),
    pytest.param(False, ("2c", "4d", "9h"), "Four of a kind, jacks", 5, id="the wilds accumulate"),
    # Were the 7♠ held wild too, four wild cards would make five of a kind.
    pytest.param(True, ("7s", "Kd", "Qh"), "Straight flush, eight high", 8, id="shared: the 7♠ held stays natural"),
]


@pytest.mark.parametrize("shared_wild, turned, words, played_from", SHOWDOWNS)
def test_the_cards_turned_up_are_wild_for_all_or_shared(deal, shared_wild, turned, words, played_from):
    d = deal("stampede", {1: 500, 2: 500}, dealer=2, shared_wild=shared_wild)
    for card in turned:
        round_of(d, card, seats=(1, 2))
        checks(d, 1, 2)
    assert view(d.state, 2)["second_deck"] == list(turned)
    d.act(1, {"type": "show", "cards": ["7s", "Jd", "9c", "4s", "2h"]})
    ruling = d.act(2, {"type": "muck"})[-1].payload
    assert ruling["hands"]["1"]["words"].startswith(words)
    assert len(ruling["hands"]["1"]["cards"]) == played_from


def test_the_shared_reading_names_the_cards_and_counts_them_in_a_players_own_hand(deal):
    d = deal("stampede", {1: 500, 2: 500}, dealer=2, shared_wild=True)
    d.act(1, {"type": "cards", "cards": ["7s", "Jd", "9c", "4s", "2h"]})
    assert view(d.state, 1)["your_hand"].startswith("High card")
    round_of(d, "7s", seats=(1, 2))
    assert d.state.wild(None).words == "The 7♠ is wild"
    assert view(d.state, 1)["your_hand"].startswith("Pair of jacks")  # the shared card pairs the jack


def test_a_joker_turned_aside_makes_no_rank_wild():
    """A second deck with jokers (a table's own Stampede): the joker is wild already, and has no rank to give."""
    turned = SimpleNamespace(zones=SimpleNamespace(second=(parse_card("Jk"), parse_card("7s"))), options={})
    assert turned_aside(turned, None).words == "Sevens are wild"
