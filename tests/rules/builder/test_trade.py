"""Trades by choice: Trees of the public catalogue of home variants (ichabod801/poker_db, all_md/pass/05-card.md),
written step by step from its numbered rule text, accepted and played to its end; the trade decides as its text
says ("players may trade cards with each other, as long as the same number of cards are traded by each player.
No information may be given about the cards except the number offered for trade. Continue until no one wants to
trade")."""

from __future__ import annotations

from collections import Counter

import pytest

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end

BET = {"kind": "bet", "first": "dealer_left"}  # "Normal betting round, with the player to the left of the dealer"
TREES = {
    "name": "Trees", "most_players": 10,
    "description": "Five cards down, a betting round, then players trade face-down cards with each other, the "
                   "same number each way, until nobody wants to; a betting round and the showdown.",
    "script": [{"kind": "deal", "down": 5}, BET, {"kind": "trade", "most": 5}, BET],
}
HANDS = {1: ["2c", "3c", "9d", "Kd", "Ks"], 2: ["4h", "4s", "7c", "8c", "Jd"], 3: ["Ah", "Ac", "5d", "6s", "Th"]}


def test_trees_is_accepted_and_played_to_its_end():
    assert builder.problems(TREES) == []
    said = Counter()
    for seed, players in ((0, 3), (1, 5), (2, 4)):
        night = played_to_its_end(TREES, seed, players)
        said.update(event.type for event in night.log)
    assert said["offer_trade"] and said["no_trade"] and said["trade_give"] and said["trade_take"]


def test_the_rule_text_of_the_step():
    assert builder.rule_text({**TREES, "script": [{"kind": "trade", "most": 3}]})[0] == \
        "In turn from the dealer's left, each player may offer another a trade of 1 to 3 face-down cards each " \
        "way, saying nothing of them but how many; the other accepts or refuses. Round and round until every " \
        "player in a row lets the turn go by or is refused."


@pytest.fixture
def at_the_trade(dealt):
    d = dealt(TREES)
    for seat, cards in HANDS.items():
        d.act(seat, {"type": "cards", "cards": cards})
    while d.state.current.name == "betting":
        d.act(d.state.to_act(), {"type": "check"})
    return d


def held(d, seat):
    return sorted(card.code for card in d.state.zones.entered[seat])


def test_two_players_trade_the_same_number_of_cards_and_the_turn_goes_round_until_nobody_wants_to(at_the_trade):
    d = at_the_trade
    assert d.state.current.name == "trade" and d.legal(1) >= {"offer_trade", "no_trade"} and d.legal(2) == {"cards"}
    assert d.refuse(2, {"type": "offer_trade", "seat": 3, "count": 1}).message == \
        "It is seat 1's turn to offer a trade or not."
    assert d.refuse(1, {"type": "offer_trade", "seat": 3, "count": 6}).message == "A trade is of 1 to 5 cards."
    assert d.refuse(1, {"type": "offer_trade", "seat": 1, "count": 1}).message == \
        "Offer the trade to another player still in the hand."
    d.act(1, {"type": "offer_trade", "seat": 3, "count": 2})
    assert d.legal(3) == {"cards", "agree_trade", "refuse_trade"} and d.legal(1) == {"cards"}
    assert d.refuse(2, {"type": "no_trade"}).message == "Seat 1's trade of 2 cards with seat 3 is settled first: wait."
    d.act(3, {"type": "agree_trade"})
    d.act(1, {"type": "trade_give", "cards": ["2c", "3c"]})
    assert d.refuse(1, {"type": "trade_take", "cards": ["Ah", "Ac"]}).message == \
        "Both choose the cards they give before either takes any: wait."
    assert d.refuse(3, {"type": "trade_give", "cards": ["Ah", "Kd"]}).message == "K♦ is not in the hand you entered."
    d.act(3, {"type": "trade_give", "cards": ["Ah", "Ac"]})
    d.act(3, {"type": "trade_take", "cards": ["3c", "2c"]})
    d.act(1, {"type": "trade_take", "cards": ["Ah", "Ac"]})
    assert held(d, 1) == ["9d", "Ac", "Ah", "Kd", "Ks"] and held(d, 3) == ["2c", "3c", "5d", "6s", "Th"]
    assert d.state.down_count(1) == d.state.down_count(3) == 5
    d.act(2, {"type": "no_trade"})
    d.act(3, {"type": "offer_trade", "seat": 2, "count": 1})
    d.act(2, {"type": "refuse_trade"})
    assert d.state.current.name == "trade" and d.legal(1) >= {"offer_trade"}
    d.act(1, {"type": "no_trade"})  # seats 2, 3 and 1 in a row: nobody wants to trade any more
    assert d.state.current.name == "betting" and d.replayed() == d.state


def test_cards_entered_otherwise_than_given_are_entered_again_by_both(at_the_trade):
    d = at_the_trade
    d.act(1, {"type": "offer_trade", "seat": 2, "count": 1})
    d.act(2, {"type": "agree_trade"})
    d.act(1, {"type": "trade_give", "card": "2c"})
    d.act(2, {"type": "trade_give", "card": "Jd"})
    d.act(2, {"type": "trade_take", "card": "3c"})
    differ = [offer for offer in d.state.current.offers(d.state, 1) if offer["type"] == "trade_give"]
    assert differ and "Seat 2 entered other cards than you" in differ[0]["differ"]
    assert "3c" not in held(d, 2) and d.state.down_count(2) == 4  # the J♦ is given, the 2♣ not yet taken
    d.act(1, {"type": "trade_give", "card": "3c"})
    d.act(1, {"type": "trade_take", "card": "Jd"})
    assert "3c" in held(d, 2) and "Jd" in held(d, 1) and "3c" not in held(d, 1)
    assert d.state.to_act() == 2


def test_a_trade_asks_no_more_cards_than_either_holds(at_the_trade):
    d = at_the_trade
    d.act(1, {"type": "no_trade"})
    assert d.refuse(2, {"type": "offer_trade", "seat": 3, "count": 0}).message == "A trade is of 1 to 5 cards."


def test_a_trade_of_more_cards_than_each_player_holds_is_refused_by_the_builder():
    short = {**TREES, "script": [{"kind": "deal", "down": 2}, BET, {"kind": "trade", "most": 3}, BET]}
    assert builder.problems(short) == [
        "Script step 3 (trade) trades up to 3 cards, but each player holds 2 face down then."]
