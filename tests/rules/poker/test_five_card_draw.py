"""Five-card draw, the house way, in the engine."""

from __future__ import annotations


def test_a_hand_from_the_ante_to_the_showdown(deal):
    d = deal("five_card_draw", {1: 500, 2: 500, 3: 500}, dealer=3)
    assert d.stack(1) == 495 and d.state.pot == 15
    d.act(1, {"type": "cards", "cards": ["As", "Ad", "7c", "4h", "2s"]})
    assert d.legal(1) >= {"bet", "check", "fold"}
    d.act(1, {"type": "bet", "amount": 25})
    d.act(2, {"type": "call"})
    d.act(3, {"type": "fold"})
    assert d.state.to_act() == 1  # the draw starts left of the dealer
    refusal = d.refuse(1, {"type": "draw", "count": 4})
    assert refusal.code == "too_many_drawn"
    assert "at most 3 cards; 4 if you show an ace you keep" in refusal.message
    d.act(1, {"type": "draw", "count": 3})
    d.act(2, {"type": "draw", "count": 4, "show": "Ah"})
    assert d.state.zones.known[2][0].code == "Ah"
    d.act(1, {"type": "check"})
    d.act(2, {"type": "bet", "amount": 10})
    d.act(1, {"type": "call"})
    d.act(1, {"type": "show", "cards": ["As", "Ad", "Ac", "4h", "2s"]})
    refused = d.refuse(2, {"type": "show", "cards": ["Kh", "Kd", "Ks", "Kc", "3d"]})
    assert refused.code == "shown_card_missing"
    drafts = d.act(2, {"type": "show", "cards": ["Kh", "Kd", "Ks", "Kc", "Ah"]})
    ruling = drafts[-1]
    assert ruling.type == "showdown"
    assert ruling.payload["hands"]["2"]["words"].startswith("Four of a kind, kings")
    assert ruling.payload["pots"][0]["winners"] == [2]
    assert d.stack(2) == 500 - 40 + 85  # the pot: 15 in antes, 25 and 10 from each of two
    assert d.stack(1) == 500 - 40
    assert d.stack(3) == 495
    assert d.variant.is_finished(d.state)
    assert d.replayed() == d.state


def test_everyone_folding_to_a_bet_wins_it_uncontested_and_the_bet_comes_back(deal):
    d = deal("five_card_draw", {1: 500, 2: 500, 3: 500}, dealer=3)
    d.act(1, {"type": "bet", "amount": 20})
    d.act(2, {"type": "fold"})
    drafts = d.act(3, {"type": "fold"})
    assert drafts[-1].type == "uncontested"
    assert drafts[-1].payload["refunds"] == {"1": 20}
    assert d.stack(1) == 510 and d.stack(2) == 495 and d.stack(3) == 495
    assert d.replayed() == d.state


def test_private_cards_are_checked_against_the_deck_and_the_count(deal):
    d = deal("five_card_draw", {1: 500, 2: 500}, dealer=2)
    assert d.refuse(1, {"type": "cards", "cards": ["As", "Kx"]}).code == "bad_card"
    assert d.refuse(1, {"type": "cards", "cards": ["As", "As"]}).code in ("card_twice", "duplicate_card")
    assert d.refuse(1, {"type": "cards", "cards": ["As", "Ks", "Qs", "Js", "Ts", "9s"]}).code == "too_many_cards"
    assert d.refuse(1, {"type": "cards", "cards": "nonsense"}).code == "bad_card"
    assert d.refuse(2, {"type": "deal_up", "cards": {"1": "As"}}).code == "no_up_cards_now"
    assert d.refuse("seat:9", {"type": "check"}).code == "not_in_deal"


def test_a_wrong_turn_and_a_wrong_action_are_refused_with_the_rule(deal):
    d = deal("five_card_draw", {1: 500, 2: 500, 3: 500}, dealer=3)
    refusal = d.refuse(2, {"type": "check"})
    assert refusal.code and "turn" in refusal.message
    assert d.refuse(1, {"type": "raise", "amount": 1000}).code
    assert d.refuse(1, {"type": "bet", "amount": 30}).code
    assert d.refuse(1, {"type": "draw", "count": 1}).code == "no_draw_now"
    assert d.refuse(1, {"type": "show", "cards": ["As"]}).code == "no_showdown_yet"
    assert d.refuse(1, {"type": "fly"}).code == "unknown_action"


def test_a_draw_may_carry_the_hand_after_it_privately(deal):
    d = deal("five_card_draw", {1: 500, 2: 500}, dealer=2)
    d.act(1, {"type": "cards", "cards": ["As", "Ad", "7c", "4h", "2s"]})
    d.act(1, {"type": "check"})
    d.act(2, {"type": "check"})
    wrong = [
        ({"count": 2, "cards": ["As", "Ad", "7c", "Kh"]}, "wrong_count"),
        ({"count": 2, "cards": ["As", "Ad", "7c", "Kh", "Kh"]}, "duplicate_card"),
        ({"count": 2, "cards": ["As", "Ad", "Qc", "Kh", "Jd"]}, "drawn_cards_differ"),
        ({"count": 4, "show": "As", "cards": ["Ad", "Qc", "Kh", "Jd", "Tc"]}, "shown_card_missing"),
    ]
    for action, code in wrong:
        assert d.refuse(1, {"type": "draw", **action}).code == code
    drafts = d.act(1, {"type": "draw", "count": 3, "cards": ["As", "Ad", "Kc", "Kh", "Kd"]})
    assert drafts[0].payload["count"] == 3
    assert drafts[0].payload["hidden"] == {"cards": ["As", "Ad", "Kc", "Kh", "Kd"]}
    assert [c.code for c in d.state.zones.entered[1]] == ["As", "Ad", "Kc", "Kh", "Kd"]
    assert d.variant.view(d.state, 1)["your_hand"].startswith("Full house, kings over aces")
    assert "Kc" not in str(d.variant.view(d.state, 2)) and "Kc" not in str(d.variant.view(d.state, None))
    assert d.state.changed == {1: 3}
    d.act(2, {"type": "draw", "count": 4, "show": "Ac", "cards": ["Ac", "2d", "3d", "4d", "5d"]})
    assert [c.code for c in d.state.zones.known[2]] == ["Ac"]
    d.act(1, {"type": "check"})
    d.act(2, {"type": "check"})
    drafts = d.act(1, {"type": "show"})  # shows the hand entered with the draw
    assert drafts[0].payload["cards"] == ["As", "Ad", "Kc", "Kh", "Kd"]
    assert d.replayed() == d.state


def test_the_table_may_let_everyone_draw_up_to_five_without_showing_an_ace(deal):
    d = deal("five_card_draw", {1: 500, 2: 500}, dealer=2, draw_limit="five")
    for seat in (1, 2):
        d.act(seat, {"type": "check"})
    draw = next(action for action in d.variant.legal_actions(d.state, 1) if action["type"] == "draw")
    assert draw["max"] == 5 and "max_with_ace" not in draw
    d.act(1, {"type": "draw", "count": 5})
    refusal = d.refuse(2, {"type": "draw", "count": 6})
    assert refusal.code == "too_many_drawn" and refusal.message == "You may draw at most 5 cards."
