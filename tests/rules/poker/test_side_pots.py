"""Table stakes in a real deal: three all-ins, three side pots, a tie in one of them."""

from __future__ import annotations


def test_three_way_all_in_with_three_pots_and_a_split(deal):
    # Seat 1 has 100, seat 2 has 300, seat 3 has 600, seat 4 has 600: no limit.
    d = deal("five_card_draw", {1: 100, 2: 300, 3: 600, 4: 600}, dealer=4, betting="no", min_bet=10, ante=0)
    d.act(1, {"type": "all_in"})
    d.act(2, {"type": "all_in"})
    d.act(3, {"type": "all_in"})
    d.act(4, {"type": "call"})
    for seat in (1, 2, 3, 4):
        d.act(seat, {"type": "draw", "count": 0})
    assert d.state.at_showdown
    d.act(1, {"type": "show", "cards": ["As", "Ad", "Ac", "2h", "3h"]})  # trips: best, but main pot only
    d.act(2, {"type": "show", "cards": ["Ks", "Kd", "Kc", "2d", "3d"]})  # trips kings: second
    d.act(3, {"type": "show", "cards": ["Qs", "Qd", "4c", "4d", "5h"]})  # two pair
    drafts = d.act(4, {"type": "show", "cards": ["Qh", "Qc", "4h", "4s", "5s"]})  # the same two pair
    pots = drafts[-1].payload["pots"]
    assert [p["amount"] for p in pots] == [400, 600, 600]
    assert [p["winners"] for p in pots] == [[1], [2], [3, 4]]
    assert d.stack(1) == 400 and d.stack(2) == 600 and d.stack(3) == 300 and d.stack(4) == 300


def test_an_odd_chip_goes_to_the_first_tied_winner_left_of_the_dealer(deal):
    d = deal("five_card_draw", {1: 500, 2: 500, 3: 500}, dealer=1, ante=5)
    d.act(2, {"type": "check"})
    d.act(3, {"type": "check"})
    d.act(1, {"type": "check"})
    for seat in (2, 3, 1):
        d.act(seat, {"type": "draw", "count": 0})
    for seat in (2, 3, 1):
        d.act(seat, {"type": "check"})
    d.act(1, {"type": "muck"})
    d.act(2, {"type": "show", "cards": ["As", "Ks", "Qs", "Js", "9d"]})
    drafts = d.act(3, {"type": "show", "cards": ["Ah", "Kh", "Qh", "Jh", "9c"]})
    paid = drafts[-1].payload["pots"][0]["paid"]
    assert paid == {"2": 10, "3": 5}  # 15 split: seat 2 is first left of the dealer


def test_in_stud_the_odd_chip_goes_to_the_tied_winner_with_the_highest_card_by_suit(deal):
    d = deal("seven_card_stud", {1: 500, 2: 500, 3: 500}, dealer=3, ante=5)
    d.act(d.dealer, {"type": "deal_up", "cards": {"1": "Ah", "2": "As", "3": "3h"}})
    for seat, kind in ((2, "check"), (3, "fold"), (1, "check")):
        d.act(seat, {"type": kind})
    for seat in (2, 1):
        d.act(seat, {"type": "check"})
    for up in ({"1": "7h", "2": "7s"}, {"1": "8c", "2": "8d"}):
        d.act(d.dealer, {"type": "deal_up", "cards": up})
        for seat in (2, 1):
            d.act(seat, {"type": "check"})
    d.act(1, {"type": "show", "cards": ["5c", "6d", "9d", "2c"]})
    drafts = d.act(2, {"type": "show", "cards": ["5d", "6c", "9c", "2d"]})
    ruling = drafts[-1].payload
    assert ruling["hands"]["1"]["words"] == ruling["hands"]["2"]["words"]
    # 15 in antes split as 5 and 5, the odd 5 to the ace of spades (seat 2), not the first seat left of the dealer.
    assert ruling["pots"][0]["paid"] == {"2": 10, "1": 5}
    assert d.stack(2) == 505 and d.stack(1) == 500 and d.stack(3) == 495
