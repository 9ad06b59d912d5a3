"""A pay-or-fold price that doubles for each card of its rank already face up (`"doubles": true`): Woolworth's
Jackpot of the public catalogue of home variants (ichabod801/poker_db, all_md/stud/07-card.md, #879): "if a
player is ever dealt a face up five, they must pay the minimum bet or fold, times two for each five already up;
… a face up ten, … double the minimum bet or fold, times two for each ten already up". Written from its rule
text, shipped, accepted and played to its end; each price asked as the text says, the money moving exactly."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from tests.rules.builder.test_pay_or_fold import SEVEN_STUD, WILD_FIRE
from tests.support.defined_play import played_to_its_end

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions" / "woolworths_jackpot.json"
WOOLWORTHS = json.loads(SHIPPED.read_text())


def test_the_shipped_woolworths_jackpot_is_its_catalogue_text():
    assert WOOLWORTHS["name"] == "Woolworth's Jackpot" and builder.problems(WOOLWORTHS) == []
    assert WOOLWORTHS["wild"] == [{"kind": "ranks", "ranks": ["5", "10"]}]  # "Fives are wild. Tens are wild."
    assert WOOLWORTHS["on_cards"] == [
        {"kind": "pay_or_fold", "ranks": ["5"], "price": {"option": "five_price"}, "doubles": True},
        {"kind": "pay_or_fold", "ranks": ["10"], "price": {"option": "ten_price"}, "doubles": True}]
    assert [entry["default"] for entry in WOOLWORTHS["options"]] == [5, 10]  # the smallest bet, and double it
    assert "Fives dealt face up: their owner must pay the five price (an option of the game), doubled for each " \
           "five already face up, or fold (a player short of it pays all they have and stays in, all in)." \
           in builder.rule_text(WOOLWORTHS)


def test_woolworths_jackpot_is_played_to_its_end():
    said = Counter()
    for seed, players in ((0, 3), (1, 5), (2, 7), (3, 6)):
        night = played_to_its_end(WOOLWORTHS, seed, players)
        said.update(event.type for event in night.log)
    assert said["pay_to_stay"] and said["fold_to_card"]


def asked(d, seat: int):
    return next((a["amount"], a.get("already"), a.get("base")) for a in d.variant.legal_actions(d.state, seat)
                if a["type"] == "pay_to_stay")


# The cards dealt face up, a round at a time (seats 1, 2, 3), and what each five or ten then asks: (seat, amount
# asked, cards of its rank up before it). Every five starts at 5¢ and every ten at 10¢.
CASES = [
    pytest.param([{"1": "5c", "2": "Kd", "3": "Qh"}], [(1, 5, 0)], id="the first five: the smallest bet"),
    pytest.param([{"1": "5c", "2": "5d", "3": "Qh"}], [(1, 5, 0), (2, 10, 1)], id="a second five in one round"),
    pytest.param([{"1": "5c", "2": "5d", "3": "5h"}], [(1, 5, 0), (2, 10, 1), (3, 20, 2)], id="three fives"),
    pytest.param([{"1": "10c", "2": "5d", "3": "10h"}], [(1, 10, 0), (2, 5, 0), (3, 20, 1)],
                 id="tens and fives count apart"),
    pytest.param([{"1": "5c", "2": "Kd", "3": "Qh"}, {"1": "9c", "2": "Ks", "3": "5h"}], [(1, 5, 0), (3, 10, 1)],
                 id="a five of an earlier round counts"),
    pytest.param([{"1": "Kc", "2": "Kd", "3": "Qh"}, {"1": "9c", "2": "Ks", "3": "Qs"}], [],
                 id="no five, no ten: nobody asked"),
]


def dealt_up(d, rounds):
    """Each round's face-up cards dealt, every player paying what they are asked, and the bet checked round."""
    seen = []
    for number, cards in enumerate(rounds):
        if number:
            for seat in d.state.order:  # everyone checks the round
                if d.state.current.name == "betting" and d.state.to_act() is not None:
                    d.act(d.state.to_act(), {"type": "check"})
        d.act(3, {"type": "deal_up", "cards": cards})
        while d.state.current.name == "pay_or_fold":
            seat = d.state.to_act()
            amount, already, _ = asked(d, seat)
            seen.append((seat, amount, already))
            d.act(seat, {"type": "pay_to_stay"})
    return seen


@pytest.mark.parametrize("rounds, said", CASES)
def test_each_five_and_ten_asks_its_price_doubled_for_each_of_its_rank_up_before_it(dealt, rounds, said):
    d = dealt(WOOLWORTHS)
    assert dealt_up(d, rounds) == said
    paid = {seat: sum(amount for who, amount, _ in said if who == seat) for seat in (1, 2, 3)}
    assert all(d.stack(seat) == 500 - 5 - paid[seat] for seat in (1, 2, 3))  # the ante, and the prices
    assert d.replayed() == d.state


def test_the_table_sets_the_price_the_doubling_starts_from(dealt):
    d = dealt(WOOLWORTHS, five_price=25, ten_price=50)
    d.act(3, {"type": "deal_up", "cards": {"1": "5c", "2": "5s", "3": "10d"}})
    assert asked(d, 1) == (25, 0, 25)
    d.act(1, {"type": "fold_to_card"})
    assert asked(d, 2) == (50, 1, 25)  # the folded player's five was up before it
    d.act(2, {"type": "pay_to_stay"})
    assert asked(d, 3) == (50, 0, 50)
    d.act(3, {"type": "pay_to_stay"})
    assert d.stack(1) == 495 and d.stack(2) == 445 and d.stack(3) == 445 and 1 not in d.state.in_hand


def test_a_player_short_of_the_doubled_price_pays_all_they_have_and_stays_in(dealt):
    d = dealt(WOOLWORTHS, {1: 500, 2: 500, 3: 17})  # 12¢ behind after the ante
    d.act(3, {"type": "deal_up", "cards": {"1": "5c", "2": "5s", "3": "5d"}})
    d.act(1, {"type": "pay_to_stay"})
    d.act(2, {"type": "pay_to_stay"})
    offer = next(a for a in d.variant.legal_actions(d.state, 3) if a["type"] == "pay_to_stay")
    assert (offer["amount"], offer["all_in"], offer["already"]) == (12, True, 2)  # 20¢ asked, 12¢ behind
    d.act(3, {"type": "pay_to_stay"})
    assert d.stack(3) == 0 and 3 in d.state.in_hand


def test_a_match_of_the_pot_doubles_too():
    wild_fire = {**WILD_FIRE, "on_cards": [{**WILD_FIRE["on_cards"][0], "doubles": True}]}
    assert builder.problems(wild_fire) == []
    assert builder.rule_text(wild_fire)[-1].endswith(
        "of hearts dealt face up: their owner must match the pot, doubled for each card of its rank already face up, "
        "or fold (a player short of it pays all they have and stays in, all in).")


def test_a_match_of_the_pot_asks_the_pot_doubled(dealt):
    d = dealt({"name": "Doubled luxury", "stud": True, "script": SEVEN_STUD, "ante": 5,
               "on_cards": [{"kind": "pay_or_fold", "ranks": ["3"], "match_pot": True, "doubles": True}]})
    d.act(3, {"type": "deal_up", "cards": {"1": "3c", "2": "3s", "3": "Kd"}})
    assert asked(d, 1) == (15, 0, 15)
    d.act(1, {"type": "pay_to_stay"})
    assert asked(d, 2) == (60, 1, 30)  # the pot as it stands, 30¢, doubled for the three up before it


def test_without_doubles_the_price_is_the_same_however_many_are_up(dealt):
    fixed = {**WOOLWORTHS, "on_cards": [{key: value for key, value in entry.items() if key != "doubles"}
                                        for entry in WOOLWORTHS["on_cards"]]}
    d = dealt(fixed)
    d.act(3, {"type": "deal_up", "cards": {"1": "5c", "2": "5s", "3": "5d"}})
    for seat in (1, 2, 3):
        offer = next(a for a in d.variant.legal_actions(d.state, seat) if a["type"] == "pay_to_stay")
        assert offer["amount"] == 5 and "already" not in offer
        d.act(seat, {"type": "pay_to_stay"})
