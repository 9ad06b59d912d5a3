"""Seven-card stud, hold'em and pineapple in the engine: who acts first, blinds, bring-in, the board."""

from __future__ import annotations


def test_stud_betting_starts_with_the_best_hand_showing(deal):
    d = deal("seven_card_stud", {1: 500, 2: 500, 3: 500}, dealer=3)
    assert d.legal(3) >= {"deal_up", "cards"}
    d.act(d.dealer, {"type": "deal_up", "cards": {"1": "4c", "2": "Kd", "3": "Ks"}})
    assert d.state.to_act() == 3  # equal kings: spades beats diamonds
    for seat in (3, 1, 2):
        d.act(seat, {"type": "check"})
    assert d.state.to_act() == 3  # no new up cards: still the king of spades
    for seat in (3, 1, 2):
        d.act(seat, {"type": "check"})
    d.act(d.dealer, {"type": "deal_up", "cards": {"1": "4d"}})
    assert d.state.to_act() is None  # not everyone has their card yet
    d.act(d.dealer, {"type": "deal_up", "cards": {"2": "2h", "3": "9c"}})
    assert d.state.to_act() == 1  # a pair of fours showing


def test_stud_bring_in_is_the_lowest_card_and_action_goes_to_its_left(deal):
    d = deal("seven_card_stud", {1: 500, 2: 500, 3: 500}, dealer=1, bring_in=5, min_bet=10, max_bet=50)
    drafts = d.act(d.dealer, {"type": "deal_up", "cards": {"1": "2d", "2": "2c", "3": "Ah"}})
    assert drafts[-1].type == "bring_in"
    assert drafts[-1].payload["seat"] == 2 and drafts[-1].payload["amount"] == 5
    assert "2♣" in drafts[-1].payload["why"]
    assert d.state.to_act() == 3
    assert {"call", "complete", "fold"} <= d.legal(3)


def test_stud_up_cards_must_be_new_and_owed(deal):
    d = deal("seven_card_stud", {1: 500, 2: 500}, dealer=2)
    assert d.refuse(1, {"type": "deal_up", "cards": {"1": "As"}}).code == "dealer_only"
    d.act(d.dealer, {"type": "deal_up", "cards": {"1": "As"}})
    assert d.refuse(d.dealer, {"type": "deal_up", "cards": {"1": "Kd"}}).code == "no_card_due"
    assert d.refuse(d.dealer, {"type": "deal_up", "cards": {"2": "As"}}).code == "card_in_play"
    assert d.refuse(1, {"type": "cards", "cards": ["As", "Kd"]}).code == "card_in_play"


def test_holdem_blinds_and_who_acts_first(deal):
    d = deal("holdem", {1: 1000, 2: 1000, 3: 1000}, dealer=3, betting="no", min_bet=10)
    assert d.stack(1) == 995 and d.stack(2) == 990  # small and big blind left of the dealer
    assert d.state.to_act() == 3  # left of the big blind
    d.act(3, {"type": "call"})
    d.act(1, {"type": "call"})
    assert "raise" in d.legal(2) and "check" in d.legal(2)  # the big blind's option
    d.act(2, {"type": "check"})
    assert d.state.to_act() is None
    assert d.refuse(1, {"type": "community", "cards": ["As", "Kd", "7c"]}).code == "dealer_only"
    d.act(d.dealer, {"type": "community", "cards": ["As", "Kd"]})
    d.act(d.dealer, {"type": "community", "cards": ["7c"]})
    assert d.state.to_act() == 1  # after the flop: left of the dealer


def test_holdem_heads_up_the_dealer_posts_the_small_blind_and_acts_first(deal):
    d = deal("holdem", {1: 1000, 2: 1000}, dealer=2)
    assert d.stack(2) == 995 and d.stack(1) == 990
    assert d.state.to_act() == 2


def test_a_holdem_showdown_plays_the_best_five_of_seven(deal):
    d = deal("holdem", {1: 1000, 2: 1000, 3: 1000}, dealer=3)
    for seat in (3, 1):
        d.act(seat, {"type": "call"})
    d.act(2, {"type": "check"})
    board = [["Ah", "Kh", "7c"], ["2h"], ["9d"]]
    for cards in board:
        d.act(d.dealer, {"type": "community", "cards": cards})
        for seat in (1, 2, 3):
            d.act(seat, {"type": "check"})
    d.act(1, {"type": "show", "cards": ["Qh", "3h"]})
    d.act(2, {"type": "muck"})
    drafts = d.act(3, {"type": "show", "cards": ["As", "Ad"]})
    ruling = drafts[-1].payload
    assert ruling["hands"]["1"]["words"].startswith("Flush, ace")
    assert ruling["pots"][0]["winners"] == [1]
    assert d.stack(1) == 1000 + 20
    assert d.replayed() == d.state


def test_pineapple_discards_one_before_the_flop(deal):
    d = deal("pineapple", {1: 1000, 2: 1000, 3: 1000}, dealer=3)
    d.act(1, {"type": "cards", "cards": ["As", "Ad", "2c"]})
    for seat in (3, 1):
        d.act(seat, {"type": "call"})
    d.act(2, {"type": "check"})
    assert "discard" in d.legal(1)
    assert d.refuse(d.dealer, {"type": "community", "cards": ["Kh", "Kd", "7c"]}).code == "no_community_now"
    d.act(1, {"type": "discard", "cards": ["2c"]})
    assert [c.code for c in d.state.zones.entered[1]] == ["As", "Ad"]
    d.act(2, {"type": "discard"})
    d.act(3, {"type": "discard"})
    d.act(d.dealer, {"type": "community", "cards": ["Kh", "Kd", "7c"]})
    assert d.state.to_act() == 1
    assert d.state.down_count(1) == 2


def test_holdem_with_a_big_blind_only(deal):
    d = deal("holdem", {1: 1000, 2: 1000, 3: 1000}, dealer=3, small_blind=0, big_blind=10)
    assert d.stack(1) == 1000 and d.stack(2) == 990
    assert d.state.to_act() == 3
    d.act(3, {"type": "call"})
    d.act(1, {"type": "call"})
    assert "check" in d.legal(2)


def test_adding_the_cards_one_holds_is_not_a_correction(deal):
    """The page enters the cards a player kept at a draw, then the player adds the new ones (the API takes only
    whole hands)."""
    d = deal("holdem", {1: 1000, 2: 1000, 3: 1000}, dealer=3)
    d.act(2, {"type": "cards", "cards": ["Qs"]})
    d.act(3, {"type": "call"})  # betting follows the entry
    assert "corrected" not in d.act(2, {"type": "cards", "cards": ["Qs", "Qc"]})[0].payload
