"""Five-card double draw with the draw tax, primes wild: its sequence, its wild cards, and the tax."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.poker.view import view
from tests.rules.games.draw.conftest import checks

SEATS = {1: 500, 2: 500, 3: 500}


def through_first_bet(d):
    checks(d, 1, 2, 3)
    assert d.state.current.name == "draw"


def test_the_sequence_deal_bet_draw_bet_draw_bet_show(deal):
    d = deal("double_draw", SEATS, dealer=3)
    seen = [d.state.current.name]
    for step in ([1, 2, 3], "draw", [1, 2, 3], "draw", [1, 2, 3]):
        if step == "draw":
            for seat in (1, 2, 3):
                d.act(seat, {"type": "draw", "count": 1})
        else:
            checks(d, *step)
        seen.append(d.state.current.name)
    assert seen == ["betting", "draw", "betting", "draw", "betting", "showdown"]


TAXES = [
    pytest.param({}, 0, None, 0, id="standing pat is free"),
    pytest.param({}, 1, None, 0, id="the first card is free"),
    pytest.param({}, 2, None, 5, id="two cards: a nickel"),
    pytest.param({}, 3, None, 10, id="three cards: a dime"),
    pytest.param({}, 4, "Ah", 15, id="four cards showing an ace"),
    pytest.param({"draw_tax": 10}, 3, None, 20, id="the tax is the table's option"),
    pytest.param({"draw_limit": "five"}, 5, None, 20, id="five cards with the option to draw five"),
    pytest.param({"draw_tax": 0}, 3, None, 0, id="a table without the tax"),
]


@pytest.mark.parametrize("options, count, show, tax", TAXES)
def test_each_card_past_the_first_in_a_draw_costs_the_tax(deal, options, count, show, tax):
    d = deal("double_draw", SEATS, dealer=3, **options)
    through_first_bet(d)
    drafts = d.act(1, {"type": "draw", "count": count, **({"show": show} if show else {})})
    assert drafts[0].postings == ((("stack:1", "pot:1", tax),) if tax else ())
    if tax:  # the event names the rule
        assert drafts[0].payload["tax"] == tax
        assert drafts[0].payload["rule"] == "the draw tax on each card past the first"
    assert d.stack(1) == 495 - tax and d.state.pot == 15 + tax
    assert view(d.state, 2)["seats"][0]["taxes"] == tax  # everyone sees each player's taxes


def test_the_tax_is_paid_at_each_draw_and_goes_to_the_winner(deal):
    d = deal("double_draw", {1: 500, 2: 500}, dealer=2)
    d.act(1, {"type": "cards", "cards": ["Kh", "Kd", "9c", "8d", "4s"]})
    checks(d, 1, 2)
    d.act(1, {"type": "draw", "count": 3})  # a dime
    d.act(2, {"type": "draw", "count": 2})  # a nickel
    checks(d, 1, 2)
    d.act(1, {"type": "draw", "count": 2})  # a nickel
    d.act(2, {"type": "draw", "count": 0})
    assert d.state.taxes == {1: 15, 2: 5}
    assert d.state.pot == 10 + 20
    checks(d, 1, 2)
    d.act(1, {"type": "show", "cards": ["Kh", "Kd", "Ks", "8d", "4s"]})
    ruling = d.act(2, {"type": "show", "cards": ["Qh", "Qd", "Jc", "Td", "4c"]})[-1]
    assert ruling.payload["pots"][0]["paid"] == {"1": 30}  # the taxes are in the pot the winner takes
    assert (d.stack(1), d.stack(2)) == (500 - 5 - 15 + 30, 500 - 5 - 5)
    assert d.replayed() == d.state


def test_a_player_draws_only_as_many_cards_as_they_can_pay_the_tax_on(deal):
    d = deal("double_draw", {1: 15, 2: 500}, dealer=2)
    d.act(1, {"type": "bet", "amount": 5})
    d.act(2, {"type": "call"})
    offer = next(a for a in d.variant.legal_actions(d.state, 1) if a["type"] == "draw")
    assert offer["max"] == 2 and "max_with_ace" not in offer  # 5¢ behind: one card free, one taxed
    refusal = d.refuse(1, {"type": "draw", "count": 3})
    assert refusal.code == "cannot_afford"
    assert refusal.message == ("The draw tax on each card past the first: 3 cards cost 10¢ and you have 5¢ "
                               "behind.")
    d.act(1, {"type": "draw", "count": 2})
    assert d.stack(1) == 0
    offer = next(a for a in d.variant.legal_actions(d.state, 2) if a["type"] == "draw")
    assert offer["max"] == 3 and offer["max_with_ace"] == 4


WILDS = [
    pytest.param(["2c", "3d", "5h", "7s", "Kd"], "Five of a kind, kings", id="four primes and a king"),
    pytest.param(["7c", "Ah", "Ad", "9s", "4c"], "Three of a kind, aces", id="a seven with a pair"),
    pytest.param(["Ac", "Kc", "Qc", "Jc", "9c"], "Flush", id="no prime: no wild card"),
    pytest.param(["4c", "6d", "8h", "9c", "Ts"], "High card", id="no prime in a broken straight"),
    pytest.param(["6d", "8h", "9c", "Ts", "2c"], "Straight", id="a deuce fills the straight"),
]


@pytest.mark.parametrize("cards, words", WILDS)
def test_deuces_threes_fives_and_sevens_are_wild(deal, cards, words):
    d = deal("double_draw", {1: 500, 2: 500}, dealer=2)
    assert d.state.wild(None).words == "Deuces, threes, fives and sevens are wild"
    d.act(1, {"type": "cards", "cards": cards})
    assert view(d.state, 1)["your_hand"].startswith(words)


@settings(max_examples=60, deadline=None)
@given(stack=st.integers(1, 60), price=st.sampled_from([0, 5, 10, 25]), limit=st.sampled_from(["house", "five"]),
       count=st.integers(0, 5))
def test_a_draw_is_taken_exactly_when_its_tax_is_covered_and_offered(deal, stack, price, limit, count):
    d = deal("double_draw", {1: stack * 5 + 5, 2: 500}, dealer=2, draw_tax=price, draw_limit=limit)
    checks(d, 1, 2)
    offer = next(a for a in d.variant.legal_actions(d.state, 1) if a["type"] == "draw")
    tax = max(count - 1, 0) * price
    behind = d.stack(1)
    if count > offer["max"]:
        refusal = d.refuse(1, {"type": "draw", "count": count})
        assert refusal.code in ("cannot_afford", "too_many_drawn")
        assert (refusal.code == "cannot_afford") == (tax > behind and count <= (5 if limit == "five" else 3))
        return
    assert tax <= behind
    d.act(1, {"type": "draw", "count": count})
    assert d.stack(1) == behind - tax and d.state.taxes.get(1, 0) == tax
