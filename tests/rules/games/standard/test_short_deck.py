"""Short-deck hold'em dealt through the engine: the 36-card deck, its order of hands, antes and the button
blind."""

from __future__ import annotations

import pytest

from referee.rules.core.cards import parse_cards
from referee.rules.core.hand_values import FLUSH_OVER_FULL_HOUSE, SHORT_DECK
from referee.rules.core.hands import evaluate
from referee.rules.core.decks import deck

from .test_omaha import board, showdown

SHORT = deck("short")

ORDERS = [
    # Two hands; which wins with three of a kind over a straight (the ruling), and with PokerKit's order.
    ("Ah Kh Qh 9h 7h", "As Ad Ac Kd Ks", "first", "first"),  # a flush beats a full house in both
    ("7c 7d 7h Kc Qd", "6s 7s 8h 9c Td", "first", "second"),  # three of a kind and a straight
    ("Ac 6d 7h 8s 9c", "Kc Kd Qh Qs 6c", "first", "first"),  # A-6-7-8-9 is a straight
    ("Ac 6d 7h 8s 9c", "6h 7c 8d 9h Ts", "second", "second"),  # and the lowest
    ("Jh Th 9h 8h 7h", "Ah Kh Qh 9h 7h", "first", "first"),  # a straight flush beats a flush
]


@pytest.mark.parametrize("first, second, trips_first, straight_first", ORDERS)
def test_the_short_deck_orders_of_hands(first, second, trips_first, straight_first):
    for order, winner in ((SHORT_DECK, trips_first), (FLUSH_OVER_FULL_HOUSE, straight_first)):
        one, two = (evaluate(parse_cards(cards), deck=SHORT, order=order) for cards in (first, second))
        assert (one > two) == (winner == "first") and one != two


def test_the_words_stay_right_whatever_the_order():
    flush = evaluate(parse_cards("Ah Kh Qh 9h 7h"), deck=SHORT, order=SHORT_DECK)
    assert flush.words == "Flush, ace high" and flush.category == "flush"
    wheel = evaluate(parse_cards("Ac 6d 7h 8s 9c Kd Ks"), deck=SHORT, order=SHORT_DECK)
    assert wheel.words == "Straight, nine high" and wheel.category == "straight"
    # Seven cards making both a straight and three of a kind play the better in the game's order.
    both = parse_cards("7c 7d 7h 8s 9c Td Jh")
    assert evaluate(both, deck=SHORT, order=SHORT_DECK).words == "Three of a kind, sevens, jack kicker"
    assert evaluate(both, deck=SHORT, order=FLUSH_OVER_FULL_HOUSE).words == "Straight, jack high"


def test_everyone_antes_and_the_dealer_posts_the_blind(deal):
    d = deal("short_deck", {1: 500, 2: 500, 3: 500}, dealer=3)
    assert d.state.stakes.structure.kind == "no"
    assert d.state.paid == {1: 10, 2: 10, 3: 20}
    assert d.variant.view(d.state, None)["blinds"] == {"3": "button blind"}
    assert d.state.to_act() == 1  # left of the dealer; the dealer acts last, with the blind's option
    d.act(1, {"type": "call"})
    d.act(2, {"type": "call"})
    assert "raise" in {a["type"] for a in d.variant.legal_actions(d.state, 3)}


def test_heads_up_the_dealer_posts_the_blind_and_acts_last(deal):
    d = deal("short_deck", {1: 500, 2: 500}, dealer=2)
    assert d.state.paid == {1: 10, 2: 20} and d.state.to_act() == 1


@pytest.mark.parametrize("trips_beat_straight, winner, words", [
    (True, 1, "Three of a kind, sevens, ace kicker"), (False, 2, "Straight, ten high")])
def test_three_of_a_kind_against_a_straight_at_the_showdown(deal, trips_beat_straight, winner, words):
    d = deal("short_deck", {1: 500, 2: 500}, dealer=2, trips_beat_straight=trips_beat_straight)
    board(d, "7h 8d 9c", "Ks", "Ad")
    ruling = showdown(d, {1: "7c 7d", 2: "Tc 6s"})
    assert ruling["pots"][0]["winners"] == [winner]
    assert ruling["hands"][str(winner)]["words"] == words


def test_a_flush_beats_a_full_house_at_the_showdown(deal):
    d = deal("short_deck", {1: 500, 2: 500}, dealer=2)
    board(d, "Kh Kd 9h", "6h", "As")
    ruling = showdown(d, {1: "Th 7h", 2: "Ks 9c"})
    assert ruling["pots"][0]["winners"] == [1] and ruling["hands"]["1"]["words"] == "Flush, king high"


def test_the_deck_has_no_card_under_six(deal):
    d = deal("short_deck", {1: 500, 2: 500}, dealer=2)
    refusal = d.refuse(1, {"type": "cards", "cards": ["5c", "As"]})
    assert refusal.message == "5♣ is not in the 36-card deck (six through ace)"
