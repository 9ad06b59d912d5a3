"""A card bought face up: Football, Baseball with Rainouts III and Field of Dreams of the public catalogue of home
variants (ichabod801/poker_db, all_md/stud/07-card.md), written step by step from their numbered rule texts, accepted
and played to their end; a card bought for a card dealt face up ("they may pay max bet to buy another up card") is
dealt face up, entered by the dealer, and read by the rules on cards as any card turned up."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.builder.pieces import FAMILIES
from tests.support.defined_play import played_to_its_end

BET = {"kind": "bet"}  # "Normal betting round, with the player with the high hand showing opening."
UP = {"kind": "deal", "up": 1}  # "Deal one card up to each player."
SEVEN_STUD = [{"kind": "deal", "down": 2, "up": 1}, BET, UP, BET, UP, BET, UP, BET, {"kind": "deal", "down": 1}, BET]

FOOTBALL = {
    "name": "Football", "stud": True, "most_players": 6,
    "description": "Seven-card stud, sixes and fours wild: a four face up makes you match the pot or fold; a two "
                   "face up offers you one more card, face up.",
    "script": SEVEN_STUD,
    "wild": [{"kind": "ranks", "ranks": ["6", "4"]}],  # "Sixes are wild." "Fours are wild, …"
    "on_cards": [
        # "… and if you get one face up you must match the pot or fold."
        {"kind": "pay_or_fold", "ranks": ["4"], "match_pot": True},
        # "If a player is ever dealt a face up two, they may pay max bet to buy another up card."
        {"kind": "offer_card", "rank": "2", "price": 25, "face": "up"},
    ],
}

BASEBALL_WITH_RAINOUTS_III = {
    "name": "Baseball with rainouts III", "stud": True, "most_players": 6,
    "description": "Seven-card stud, threes and nines wild; a black eight rains the deal out; a four face up "
                   "offers you one more card, face up.",
    "script": SEVEN_STUD,
    "wild": [{"kind": "ranks", "ranks": ["3", "9"]}],  # "Threes are wild." "Nines are wild."
    "on_cards": [
        # "If a player is ever dealt a black eight, redeal the game." (one dealt face down: when it is shown)
        {"kind": "rainout", "cards": ["8c", "8s"], "shown_too": True},
        # "If a player is ever dealt a face up four, they may pay max bet to buy another up card."
        {"kind": "offer_card", "rank": "4", "price": 25, "face": "up"},
    ],
}

FIELD_OF_DREAMS = {
    "name": "Field of dreams", "stud": True, "most_players": 6,
    "description": "Seven-card stud, threes, nines and suited connectors wild; a four face up offers you one more "
                   "card, face up.",
    "script": SEVEN_STUD,
    "wild": [{"kind": "ranks", "ranks": ["3", "9"]},  # "Threes are wild." "Nines are wild."
             # "Consecutive cards of the same suit are wild."
             {"kind": "wild_pairs", "pairs": "suited_connectors"}],
    # "If a player is ever dealt a face up four, they may pay max bet to buy another up card."
    "on_cards": [{"kind": "offer_card", "rank": "4", "price": 25, "face": "up"}],
}

# Luxury Tax Baseball as its text says it: the four's card face up (the shipped definition deals it face down).
LUXURY_TAX_BASEBALL_UP = {
    "name": "Luxury tax baseball up", "stud": True, "most_players": 6,
    "description": "Seven-card stud, threes and nines wild: one face up makes you match the pot or fold; a four "
                   "face up offers you one more card, face up.",
    "script": SEVEN_STUD,
    "wild": [{"kind": "ranks", "ranks": ["3", "9"]}],
    "on_cards": [{"kind": "pay_or_fold", "ranks": ["3", "9"], "match_pot": True},
                 {"kind": "offer_card", "rank": "4", "price": 25, "face": "up"}],
}

# A face card that must buy a card face up, or fold (Russian Revolution, its card dealt up).
FACE_CARDS_BUY_UP = {
    "name": "Face cards buy up", "stud": True, "most_players": 5,
    "description": "Seven-card stud: a face card face up buys you another card face up for the price, or you fold.",
    "script": SEVEN_STUD,
    "on_cards": [{"kind": "pay_or_fold", "ranks": ["J", "Q", "K"], "price": 25, "buys_card": True, "face": "up"}],
}

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions" / "football.json"


def test_the_shipped_football_is_its_catalogue_text():
    shipped = json.loads(SHIPPED.read_text())
    assert {part: shipped[part] for part in ("stud", "script", "wild", "on_cards")} == \
        {part: FOOTBALL[part] for part in ("stud", "script", "wild", "on_cards")}


@pytest.mark.parametrize("definition", [FOOTBALL, BASEBALL_WITH_RAINOUTS_III, FIELD_OF_DREAMS,
                                        LUXURY_TAX_BASEBALL_UP, FACE_CARDS_BUY_UP], ids=lambda d: d["name"])
def test_the_catalogue_games_are_accepted_and_played_to_their_end(definition):
    said = Counter()
    for seed, players in ((0, 2), (1, 4), (2, 5), (3, 3), (4, 6)):
        night = played_to_its_end(definition, seed, players)
        said.update(event.type for event in night.log)
    assert said["buy"] + said["pay_to_stay"]  # a card bought, and dealt face up, in some deal
    assert said["deal_up"]


def test_the_rules_read_as_the_table_says_them():
    offer = FAMILIES["on_cards"]["offer_card"]
    assert offer.words(**offer.values(FOOTBALL["on_cards"][1])) == \
        "A deuce dealt face up offers one more card, face up, for 25¢"
    assert offer.words(**offer.values({"kind": "offer_card", "rank": "4", "price": 25})) == \
        "A four dealt face up offers one more card for 25¢"
    pay = FAMILIES["on_cards"]["pay_or_fold"]
    assert pay.words(**pay.values(FACE_CARDS_BUY_UP["on_cards"][0])).startswith(
        "Jacks, queens and kings dealt face up: their owner must pay 25¢ for one more card, face up, or fold")


def test_a_four_bought_face_up_is_entered_by_the_dealer_and_offers_another(dealt):
    d = dealt(BASEBALL_WITH_RAINOUTS_III)
    d.act(3, {"type": "deal_up", "cards": {"1": "4c", "2": "Kh", "3": "Kd"}})
    assert d.state.current.name == "purchase" and d.legal(1) >= {"buy", "decline"}
    down = d.state.down_count(1)
    d.act(1, {"type": "buy"})
    assert d.stack(1) == 500 - 5 - 25 and d.state.down_count(1) == down
    assert d.state.current.name == "purchase" and d.legal(1) <= {"cards"} and "deal_up" in d.legal(3)
    assert d.refuse(1, {"type": "buy"}).message == "No card is offered to you now."
    assert d.refuse(3, {"type": "deal_up", "cards": {"2": "5c"}}).message == \
        "Give the card dealt face up to seat 1, like {\"1\": \"As\"}."
    assert d.refuse(3, {"type": "deal_up", "cards": {"1": "Kh"}}).message == \
        "K♥ is already showing on the table; check the card you entered."
    d.act(3, {"type": "deal_up", "cards": {"1": "4d"}})
    assert [card.code for card in d.state.zones.face_up(1)] == ["4c", "4d"]
    assert d.state.current.name == "purchase" and d.legal(1) >= {"buy", "decline"}  # the four bought buys again
    d.act(1, {"type": "decline"})
    assert d.state.current.name == "betting" and d.replayed() == d.state


def test_a_black_eight_bought_face_up_rains_the_deal_out(dealt):
    d = dealt(BASEBALL_WITH_RAINOUTS_III)
    d.act(3, {"type": "deal_up", "cards": {"1": "4c", "2": "Kh", "3": "Kd"}})
    d.act(1, {"type": "buy"})
    d.act(3, {"type": "deal_up", "cards": {"1": "8s"}})
    assert "redeal" in [event.type for event in d.events]
    assert not d.state.zones.face_up(1) and d.state.pot == 15 + 25 and d.replayed() == d.state


def test_a_two_declined_deals_nothing_and_a_down_card_bought_stays_down(dealt):
    d = dealt(FOOTBALL)
    d.act(3, {"type": "deal_up", "cards": {"1": "2c", "2": "Kh", "3": "Kd"}})
    d.act(1, {"type": "decline"})
    assert d.state.current.name == "betting" and len(d.state.zones.face_up(1)) == 1
    shipped = dealt(LUXURY_TAX_BASEBALL_UP | {"on_cards": [{"kind": "offer_card", "rank": "4", "price": 25}]})
    shipped.act(3, {"type": "deal_up", "cards": {"1": "4c", "2": "Kh", "3": "Kd"}})
    down = shipped.state.down_count(1)
    shipped.act(1, {"type": "buy"})
    assert shipped.state.down_count(1) == down + 1 and shipped.state.current.name == "betting"


def test_a_four_bought_face_up_in_football_asks_its_owner_to_match_the_pot(dealt):
    d = dealt(FOOTBALL)
    d.act(3, {"type": "deal_up", "cards": {"1": "2c", "2": "Kh", "3": "Kd"}})
    d.act(1, {"type": "buy"})
    d.act(3, {"type": "deal_up", "cards": {"1": "4h"}})
    assert d.state.current.name == "pay_or_fold" and d.state.current.seat == 1
    assert {(a["type"], a.get("amount")) for a in d.variant.legal_actions(d.state, 1)} >= {("pay_to_stay", 40)}
    d.act(1, {"type": "fold_to_card"})
    assert d.state.in_hand == {2, 3} and d.replayed() == d.state


def test_a_face_card_that_buys_a_card_face_up_waits_for_the_dealer(dealt):
    d = dealt(FACE_CARDS_BUY_UP)
    d.act(3, {"type": "deal_up", "cards": {"1": "Kc", "2": "5h", "3": "5d"}})
    d.act(1, {"type": "pay_to_stay"})
    assert d.state.current.name == "pay_or_fold" and "deal_up" in d.legal(3) and d.legal(1) <= {"cards"}
    d.act(3, {"type": "deal_up", "cards": {"1": "Qd"}})
    assert d.state.current.name == "pay_or_fold" and d.legal(1) >= {"pay_to_stay", "fold_to_card"}
    d.act(1, {"type": "fold_to_card"})
    assert d.state.in_hand == {2, 3} and d.stack(1) == 500 - 5 - 25 and d.replayed() == d.state


def test_a_card_face_up_where_paying_buys_no_card_is_refused_in_the_tables_words():
    bent = dict(FOOTBALL, on_cards=[{"kind": "pay_or_fold", "ranks": ["4"], "match_pot": True, "face": "up"}])
    assert builder.problems(bent) == ["On cards rule 1 (pay_or_fold) deals the card bought face up, but paying "
                                      "buys no card: add buys_card, or leave out face."]
