"""A card dealt face up that makes its owner pay or fold: Luxury Tax Baseball and Russian Revolution of the public
catalogue of home variants (ichabod801/poker_db, all_md/stud/07-card.md), written step by step from their numbered
rule texts, accepted and played to their end; the payment, the match of the pot and the fold decided as the texts
say, the money moving exactly."""

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

LUXURY_TAX_BASEBALL = {
    "name": "Luxury tax baseball", "stud": True, "most_players": 6,
    "description": "Seven-card stud, threes and nines wild: one face up makes you match the pot or fold; a four "
                   "face up offers you one more card.",
    "script": SEVEN_STUD,
    "wild": [{"kind": "ranks", "ranks": ["3", "9"]}],  # "Threes are wild … Nines are wild"
    "on_cards": [
        # "… but if you get one face up you must match the pot or fold."
        {"kind": "pay_or_fold", "ranks": ["3", "9"], "match_pot": True},
        # "If a player is ever dealt a face up four, they may pay max bet to buy another up card."
        {"kind": "offer_card", "rank": "4", "price": 25, "face": "up"},
    ],
}

RUSSIAN_REVOLUTION = {
    "name": "Russian revolution", "stud": True, "most_players": 5,
    "description": "Seven-card stud, red aces, sevens and nines wild: a face card face up buys you another card "
                   "for the price, or you fold.",
    "script": SEVEN_STUD,
    "wild": [{"kind": "cards", "cards": ["Ad", "Ah", "7d", "7h", "9d", "9h"]}],
    # "If a player is ever dealt a face up face card, they must buy another card for max bet or fold."
    "on_cards": [{"kind": "pay_or_fold", "ranks": ["J", "Q", "K"], "price": 25, "buys_card": True}],
}


HEARTS = [rank + "h" for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]
WILD_FIRE = {
    "name": "Wild fire", "stud": True, "script": SEVEN_STUD,
    "wild": [{"kind": "cards", "cards": HEARTS}],  # "Hearts are wild."
    # "If you get a heart face up you must match the pot or fold."
    "on_cards": [{"kind": "pay_or_fold", "ranks": [card[:-1] for card in HEARTS], "suits": "h", "match_pot": True}],
}

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions" / "luxury_tax_baseball.json"


def test_the_shipped_luxury_tax_baseball_is_its_catalogue_text():
    shipped = json.loads(SHIPPED.read_text())
    assert {part: shipped[part] for part in ("stud", "script", "wild", "on_cards")} == \
        {part: LUXURY_TAX_BASEBALL[part] for part in ("stud", "script", "wild", "on_cards")}


@pytest.mark.parametrize("definition", [LUXURY_TAX_BASEBALL, RUSSIAN_REVOLUTION, WILD_FIRE], ids=lambda d: d["name"])
def test_the_catalogue_games_are_accepted_and_played_to_their_end(definition):
    said = Counter()
    for seed, players in ((0, 2), (1, 4), (2, 5), (3, 3)):
        night = played_to_its_end(definition, seed, players)
        said.update(event.type for event in night.log)
    assert said["pay_to_stay"] and said["fold_to_card"]  # asked in every game, and answered both ways


def test_the_rule_reads_as_the_table_says_it():
    words = FAMILIES["on_cards"]["pay_or_fold"].words
    values = FAMILIES["on_cards"]["pay_or_fold"].values
    assert words(**values(LUXURY_TAX_BASEBALL["on_cards"][0])).startswith(
        "Threes and nines dealt face up: their owner must match the pot or fold")
    assert words(**values(RUSSIAN_REVOLUTION["on_cards"][0])).startswith(
        "Jacks, queens and kings dealt face up: their owner must pay 25¢ for one more card, face down, or fold")
    assert words(**values({"kind": "pay_or_fold", "ranks": ["7"], "suits": "red", "price": 50})).startswith(
        "Red sevens dealt face up: their owner must pay 50¢ or fold")


def test_a_three_face_up_matches_the_pot_as_it_stands_and_the_next_pays_the_bigger_pot(dealt):
    d = dealt(LUXURY_TAX_BASEBALL)
    d.act(3, {"type": "deal_up", "cards": {"1": "3c", "2": "9h", "3": "Kd"}})
    assert d.state.current.name == "pay_or_fold"
    assert {(a["type"], a.get("amount")) for a in d.variant.legal_actions(d.state, 1)} >= \
        {("pay_to_stay", 15), ("fold_to_card", None)}  # the three antes of 5¢
    assert d.refuse(2, {"type": "pay_to_stay"}).message == "No card of yours asks you to pay or fold now."
    d.act(1, {"type": "pay_to_stay"})
    assert d.stack(1) == 500 - 5 - 15 and d.state.pot == 30
    assert {(a["type"], a.get("amount")) for a in d.variant.legal_actions(d.state, 2)} >= {("pay_to_stay", 30)}
    d.act(2, {"type": "fold_to_card"})
    assert 2 not in d.state.in_hand and d.stack(2) == 495 and d.state.pot == 30
    assert d.state.current.name == "betting" and d.replayed() == d.state


def test_a_player_short_of_the_pot_pays_all_they_have_and_stays_in_all_in(dealt):
    d = dealt(LUXURY_TAX_BASEBALL, {1: 500, 2: 17, 3: 500})
    d.act(3, {"type": "deal_up", "cards": {"1": "Ac", "2": "9h", "3": "Kd"}})
    offered = {a["type"]: a for a in d.variant.legal_actions(d.state, 2)}
    assert offered["pay_to_stay"]["amount"] == 12 and offered["pay_to_stay"]["all_in"]
    d.act(2, {"type": "pay_to_stay"})
    assert d.stack(2) == 0 and 2 in d.state.in_hand and d.state.pot == 27
    assert d.replayed() == d.state


def test_a_card_of_another_suit_asks_nothing(dealt):
    d = dealt(WILD_FIRE)
    d.act(3, {"type": "deal_up", "cards": {"1": "Kc", "2": "Kh", "3": "Kd"}})
    assert d.state.current.name == "pay_or_fold" and d.state.current.seat == 2
    assert "pay_to_stay" not in d.legal(1) and "pay_to_stay" not in d.legal(3)


def test_a_card_not_named_asks_nothing(dealt):
    d = dealt(LUXURY_TAX_BASEBALL)
    d.act(3, {"type": "deal_up", "cards": {"1": "Ac", "2": "8h", "3": "Kd"}})
    assert d.state.current.name == "betting"


def test_a_face_card_buys_one_more_card_face_down_or_its_owner_folds(dealt):
    d = dealt(RUSSIAN_REVOLUTION)
    d.act(3, {"type": "deal_up", "cards": {"1": "Kc", "2": "Qh", "3": "5d"}})
    assert {(a["type"], a.get("amount")) for a in d.variant.legal_actions(d.state, 1)} >= \
        {("pay_to_stay", 25), ("fold_to_card", None)}
    down = d.state.down_count(1)
    d.act(1, {"type": "pay_to_stay"})
    assert d.stack(1) == 500 - 5 - 25 and d.state.down_count(1) == down + 1
    d.act(2, {"type": "fold_to_card"})
    assert d.state.in_hand == {1, 3} and d.replayed() == d.state


def test_the_last_player_but_one_folding_leaves_the_pot_to_the_other(dealt):
    d = dealt(RUSSIAN_REVOLUTION, {1: 500, 2: 500})
    d.act(2, {"type": "deal_up", "cards": {"1": "Jc", "2": "5d"}})
    d.act(1, {"type": "fold_to_card"})
    assert d.state.result is not None and d.stack(2) == 500 + 5


def test_a_fold_that_leaves_one_player_ends_the_deal_before_the_last_is_asked_to_pay(dealt):
    d = dealt(LUXURY_TAX_BASEBALL, {1: 500, 2: 500})
    d.act(2, {"type": "deal_up", "cards": {"1": "3c", "2": "9d"}})
    d.act(1, {"type": "fold_to_card"})
    assert d.state.result is not None and d.stack(2) == 505 and not d.variant.legal_actions(d.state, 2)


def test_a_price_and_a_match_of_the_pot_together_are_refused_in_the_tables_words():
    both = dict(LUXURY_TAX_BASEBALL, on_cards=[{"kind": "pay_or_fold", "ranks": ["3"], "match_pot": True,
                                                "price": 25}])
    assert builder.problems(both) == ["On cards rule 1 (pay_or_fold) asks both a price and a match of the pot: "
                                      "leave out the price, or match_pot."]
