"""The dealer of draw, stud and hold'em names wild cards when dealing: the showdown and the view follow them."""

import pytest

from referee.rules.games.classic.named_wilds import named

NAMED = [
    ({}, "No wild cards"),
    ({"wild_deuces": True}, "Deuces are wild"),
    ({"wild_one_eyed_jacks": True}, "The J♥ and the J♠ are wild"),
    ({"wild_suicide_king": True}, "The K♥ is wild"),
    ({"wild_rank": "T"}, "Tens are wild"),
    ({"jokers": 2}, "Jokers are wild"),
    ({"wild_deuces": True, "wild_suicide_king": True}, "Deuces and the K♥ are wild"),
]


@pytest.mark.parametrize("options, words", NAMED)
def test_named_wild_cards_in_words(options, words):
    assert named(options).words == words


def showdown(deal, options, hands):
    """Two players check it down in five-card draw; returns the showdown ruling."""
    d = deal("five_card_draw", {1: 500, 2: 500}, dealer=2, **options)
    for seat, cards in hands.items():
        d.act(seat, {"type": "cards", "cards": cards})
    for seat in (1, 2):
        d.act(seat, {"type": "check"})
    for seat in (1, 2):
        d.act(seat, {"type": "draw", "count": 0})
    for seat in (1, 2):
        d.act(seat, {"type": "check"})
    d.act(1, {"type": "show"})
    drafts = d.act(2, {"type": "show"})
    return d, drafts[-1].payload


SHOWDOWNS = [
    # options, seat 1's hand, seat 2's hand, winner, seat 1's hand in words
    ({}, ["2c", "2d", "7h", "8s", "9c"], ["Ac", "Ad", "4h", "5s", "6c"], 2, "Pair of deuces"),
    ({"wild_deuces": True}, ["2c", "2d", "7h", "8s", "9c"], ["Ac", "Ad", "4h", "5s", "6c"], 1, "Straight"),
    ({"wild_one_eyed_jacks": True}, ["Js", "Jh", "Jd", "Jc", "9c"], ["Ac", "Ad", "Ah", "5s", "6c"], 1,
     "Four of a kind"),
    ({"wild_suicide_king": True}, ["Kh", "Kd", "Ks", "3s", "9c"], ["Ac", "Ad", "4h", "5s", "6c"], 1,
     "Three of a kind"),
    ({"wild_rank": "9"}, ["9h", "Kd", "Qh", "3s", "4c"], ["Ac", "Ad", "4h", "5s", "6c"], 2, "Pair of kings"),
    ({"jokers": 1}, ["Jk", "Kd", "Kh", "3s", "4c"], ["Ac", "Ad", "4h", "5s", "6c"], 1, "Three of a kind"),
]


@pytest.mark.parametrize("options, first, second, winner, words", SHOWDOWNS)
def test_the_showdown_plays_the_named_wilds(deal, options, first, second, winner, words):
    _, result = showdown(deal, options, {1: first, 2: second})
    assert result["pots"][0]["winners"] == [winner]
    assert result["hands"]["1"]["words"].startswith(words)


def test_the_view_says_which_cards_are_wild_and_a_joker_is_in_the_deck(deal):
    d = deal("seven_card_stud", {1: 500, 2: 500}, dealer=2, wild_deuces=True, jokers=2)
    assert d.variant.view(d.state, None)["wilds"] == "Deuces and jokers are wild"
    d.act(1, {"type": "cards", "cards": ["Jk1", "Jk2"]})
    d.act(2, {"type": "deal_up", "cards": {"1": "2c", "2": "Ks"}})
    assert d.variant.view(d.state, 1)["your_hand"].startswith("Three of a kind")


def test_a_joker_is_refused_when_the_dealer_put_none_in(deal):
    d = deal("holdem", {1: 500, 2: 500}, dealer=2)
    assert d.refuse(1, {"type": "cards", "cards": ["Jk", "As"]}).code == "not_in_deck"
