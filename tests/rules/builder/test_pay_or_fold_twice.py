"""Two cards that make their owner pay or fold, each at a price of its own (fives and tens, the prices of a
five-and-dime store): two `pay_or_fold` rules, each naming a money option the table sets as it deals; the
definition is refused when two rules name one card, or ask different prices without naming options."""

from __future__ import annotations

from referee.rules.builder import definition as builder
from tests.rules.builder.test_pay_or_fold import SEVEN_STUD
from tests.support.defined_play import played_to_its_end

FIVE_AND_DIME = {
    "name": "Five and dime", "stud": True, "most_players": 6,
    "description": "Seven-card stud, fives and tens wild: a five dealt face up costs its owner the five price or "
                   "folds them, a ten the ten price.",
    "script": SEVEN_STUD,
    "wild": [{"kind": "ranks", "ranks": ["5", "10"]}],
    "options": [{"kind": "money", "name": "five", "help": "What a five dealt face up costs.", "default": 5},
                {"kind": "money", "name": "ten", "help": "What a ten dealt face up costs.", "default": 10}],
    "on_cards": [{"kind": "pay_or_fold", "ranks": ["5"], "price": {"option": "five"}},
                 {"kind": "pay_or_fold", "ranks": ["10"], "price": {"option": "ten"}}],
}


def test_two_pay_or_fold_rules_are_accepted_and_played_to_their_end():
    said = set()
    for seed, players in ((0, 3), (1, 5), (2, 6)):
        night = played_to_its_end(FIVE_AND_DIME, seed, players)
        said |= {event.type for event in night.log}
    assert {"pay_to_stay", "fold_to_card"} <= said


def test_each_card_asks_its_own_price(dealt):
    d = dealt(FIVE_AND_DIME)
    d.act(3, {"type": "deal_up", "cards": {"1": "5c", "2": "10h", "3": "Kd"}})
    assert {(a["type"], a.get("amount")) for a in d.variant.legal_actions(d.state, 1)} >= {("pay_to_stay", 5)}
    d.act(1, {"type": "pay_to_stay"})
    assert {(a["type"], a.get("amount")) for a in d.variant.legal_actions(d.state, 2)} >= {("pay_to_stay", 10)}
    d.act(2, {"type": "pay_to_stay"})
    assert d.stack(1) == 500 - 5 - 5 and d.stack(2) == 500 - 5 - 10 and d.state.current.name == "betting"
    assert d.replayed() == d.state


def test_the_table_sets_each_price_as_it_deals(dealt):
    d = dealt(FIVE_AND_DIME, five=25, ten=50)
    d.act(3, {"type": "deal_up", "cards": {"1": "10c", "2": "Qh", "3": "5d"}})
    assert {(a["type"], a.get("amount")) for a in d.variant.legal_actions(d.state, 1)} >= {("pay_to_stay", 50)}
    d.act(1, {"type": "fold_to_card"})
    assert {(a["type"], a.get("amount")) for a in d.variant.legal_actions(d.state, 3)} >= {("pay_to_stay", 25)}


def test_two_rules_naming_one_card_are_refused():
    both = dict(FIVE_AND_DIME, on_cards=[{"kind": "pay_or_fold", "ranks": ["5", "10"], "match_pot": True},
                                         {"kind": "pay_or_fold", "ranks": ["10"], "suits": "red", "price": 25}])
    assert builder.problems(both) == ["On cards rules 1 and 2 (pay_or_fold) both name a card: name each card in "
                                      "one rule only."]
    apart = dict(both, on_cards=[{"kind": "pay_or_fold", "ranks": ["10"], "suits": "black", "match_pot": True},
                                 {"kind": "pay_or_fold", "ranks": ["10"], "suits": "red", "price": 25}])
    assert builder.problems(apart) == []


def test_two_prices_of_their_own_must_name_options():
    plain = dict(FIVE_AND_DIME, options=[], on_cards=[{"kind": "pay_or_fold", "ranks": ["5"], "price": 5},
                                                      {"kind": "pay_or_fold", "ranks": ["10"], "price": 10}])
    assert builder.problems(plain) == [
        "The pay-or-fold rules ask different prices of their own: name a money option for each price, "
        "{\"option\": \"…\"}, for the table to set as it deals."]
    same = dict(plain, on_cards=[{"kind": "pay_or_fold", "ranks": ["5"], "price": 10},
                                 {"kind": "pay_or_fold", "ranks": ["10"], "price": 10}])
    assert builder.problems(same) == []


def test_another_rule_named_twice_is_still_refused():
    twice = dict(FIVE_AND_DIME, on_cards=[{"kind": "kill", "cards": ["Kd"]}, {"kind": "kill", "cards": ["Qd"]}])
    assert builder.problems(twice) == ["Kill is named twice in the on cards: name it once."]
