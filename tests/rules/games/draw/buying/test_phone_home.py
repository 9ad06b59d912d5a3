"""Phone Home: five cards down, bet; three times a card for a quarter (each player in turn) and a bet; show.
A collect call, a card for 50¢, at any time, even at the showdown, twice a game. Hands play their best five.

Three seats, dealer 3 (seat 1 acts first); antes 5¢.
"""

from __future__ import annotations

import pytest

from referee.rules.catalog import VARIANTS
from referee.rules.core.errors import RuleError

from .conftest import checks, offered, phases

SEATS = {1: 500, 2: 500, 3: 500}


def answer(d, *kinds):
    """The players in turn take these actions (buy or decline) in a round of phoning home."""
    for kind in kinds:
        d.act(d.state.to_act(), {"type": kind})


def test_the_game_and_its_options_in_the_catalog():
    variant = VARIANTS["phone_home"]
    options = {o.name: o.default for o in variant.options}
    assert {k: options[k] for k in ("ante", "phone_price", "collect_price", "collect_calls")} == {
        "ante": 5, "phone_price": 25, "collect_price": 50, "collect_calls": 2}
    assert variant.max_players == 5  # ten cards a hand at most: fifty for five players


def test_a_deal_goes_bet_then_three_times_phone_home_and_a_bet(deal):
    d = deal("phone_home", SEATS, dealer=3)
    checks(d)
    for _ in range(3):
        assert d.state.current.name == "buying" and d.state.to_act() == 1
        answer(d, "buy", "decline", "decline")
        checks(d)
    assert phases(d) == ["dealing", "betting"] + ["buying", "betting"] * 3 + ["showdown"]
    assert [d.state.down_count(seat) for seat in (1, 2, 3)] == [8, 5, 5]
    assert d.state.pot == 15 + 75


def test_a_card_bought_is_dealt_face_down_entered_by_its_owner_and_paid_into_the_pot(deal):
    d = deal("phone_home", SEATS, dealer=3)
    checks(d)
    assert offered(d, 1)["buy"] == {"amount": 25, "rule": "phone home"} and "buy" not in offered(d, 2)
    assert d.refuse(2, {"type": "buy"}).code == "not_your_turn"
    drafts = d.act(1, {"type": "buy"})
    assert drafts[0].payload == {"rule": "phone home", "price": 25}
    assert drafts[0].postings == (("stack:1", "pot:1", 25),)
    assert d.state.down_count(1) == 6 and offered(d, 1)["cards"] == {"count": 6}
    d.act(1, {"type": "cards", "cards": ["As", "Ad", "7c", "4h", "2s", "Ah"]})
    seen = d.variant.view(d.state, 2)
    assert seen["seats"][0]["bought"] == [{"price": 25, "rule": "phone home"}] and "Ah" not in str(seen)


def test_a_card_a_player_cannot_afford_is_not_offered_and_refused_in_words(deal):
    d = deal("phone_home", {1: 500, 2: 25, 3: 500}, dealer=3)
    checks(d)
    answer(d, "decline")
    assert set(offered(d, 2)) == {"cards", "decline"}  # 20¢ behind after the ante
    refusal = d.refuse(2, {"type": "buy"})
    assert refusal.code == "cannot_afford"
    assert refusal.message == "A card costs 25¢ (phone home) and you have 20¢ behind."
    assert "collect_call" not in offered(d, 2)
    assert d.refuse(2, {"type": "collect_call"}).message == \
        "A card costs 50¢ (a collect call) and you have 20¢ behind."


def test_a_collect_call_at_any_time_twice_and_refused_a_third_time(deal):
    d = deal("phone_home", SEATS, dealer=3)
    assert offered(d, 2)["collect_call"] == {"amount": 50, "left": 2}
    drafts = d.act(2, {"type": "collect_call"})  # while seat 1 is to bet
    assert drafts[0].postings == (("stack:2", "pot:1", 50),) and drafts[0].payload["rule"] == "a collect call"
    checks(d)
    d.act(2, {"type": "collect_call"})  # during the buying, out of turn
    assert d.state.down_count(2) == 7 and offered(d, 2).get("collect_call") is None
    refusal = d.refuse(2, {"type": "collect_call"})
    assert refusal.code == "no_more_calls" and refusal.message == "You have made your 2 collect calls this game."
    assert d.state.stacks[2] == 395 and d.state.pot == 115


def test_a_collect_call_during_the_showdown_before_showing(deal):
    d = deal("phone_home", {1: 500, 2: 500}, dealer=2)
    checks(d)
    for _ in range(3):
        answer(d, "decline", "decline")
        checks(d)
    assert d.state.current.name == "showdown"
    d.act(1, {"type": "show", "cards": ["Kh", "Kd", "Ks", "4c", "9d"]})
    assert d.refuse(1, {"type": "collect_call"}).code == "no_collect_call"  # shown: too late for seat 1
    d.act(2, {"type": "collect_call"})
    d.act(2, {"type": "collect_call"})
    assert d.refuse(2, {"type": "show", "cards": ["Ah", "Ad", "Qs", "Qc", "9h"]}).code == "wrong_count"
    ruled = d.act(2, {"type": "show", "cards": ["Ah", "Ad", "Qs", "Qc", "9h", "Ac", "2d"]})[-1].payload
    assert ruled["hands"]["2"]["words"].startswith("Full house, aces over queens")  # the best five of seven
    assert ruled["pots"][0]["winners"] == [2] and d.stack(2) == 500 - 5 - 100 + 110
    assert d.replayed() == d.state


def test_a_collect_call_must_leave_chips_to_bet_with_during_the_betting(deal):
    d = deal("phone_home", {1: 500, 2: 55}, dealer=2)
    with pytest.raises(RuleError) as refused:
        d.act(2, {"type": "collect_call"})
    assert refused.value.code == "keep_chips_to_bet"
    assert "must leave you chips to bet with: you have 50¢ behind" in refused.value.message
    d.act(1, {"type": "bet", "amount": 25})
    d.act(2, {"type": "call"})
    assert d.state.stacks[2] == 25


@pytest.mark.parametrize("hands, winner", [
    ({1: "As Ad 2c 3c 4h 9s", 2: "Ks Kd Kh 2d 3d"}, 2),  # six cards: the best five
    ({1: "As Ad Ac 2c 3c 4h 9s 8s", 2: "Ks Kd Kh 2d 3d"}, 1),
    ({1: "2h 5h 7h 9h Jh 3c", 2: "Ks Kd Kh Qd Qc"}, 2),
    ({1: "2h 5h 7h 9h Jh 3c 4c", 2: "Ks Kd Kh Qd 8c"}, 1),  # a flush among seven cards
])
def test_hands_grow_beyond_five_and_play_their_best_five(deal, hands, winner):
    d = deal("phone_home", {1: 500, 2: 500}, dealer=2)
    checks(d)
    for _ in range(3):
        for seat in (1, 2):
            d.act(seat, {"type": "buy" if len(hands[seat].split()) - 5 > d.state.down_count(seat) - 5 else "decline"})
        checks(d)
    for seat in (1, 2):
        d.act(seat, {"type": "show", "cards": hands[seat].split()})
    assert d.state.result["pots"][0]["winners"] == [winner]


def test_a_collect_call_during_pot_limit_betting_is_in_the_pot_the_next_bet_may_reach(deal):
    d = deal("phone_home", {1: 500, 2: 500}, dealer=2, betting="pot")
    assert offered(d, 1)["bet"]["max"] == 10  # the antes
    d.act(2, {"type": "collect_call"})
    assert offered(d, 1)["bet"]["max"] == 60
