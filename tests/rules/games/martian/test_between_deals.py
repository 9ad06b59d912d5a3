"""Pieces between deals: they stay where the deal left them, and players give, trade and sell them."""

from __future__ import annotations

import pytest

RED_LARGE = {"owner": 1, "size": 3}


def short_deal(night, placements=()):
    """A deal of Martian Poker where seat 1 attacks and everyone else folds to its bet."""
    night.do("host", {"type": "start_deal", "variant": "martian_poker", "dealer": 3})
    night.do(3, {"type": "deal_up", "cards": {"1": "Qh", "2": "Jd", "3": "9s"}})
    for seat, action in placements:
        night.do(seat, action)
    for seat in (1, 2, 3):
        night.do(seat, {"type": "done"})
    night.do(1, {"type": "bet", "amount": 10})
    night.do(2, {"type": "fold"})
    night.do(3, {"type": "fold"})
    assert night.night.deal is None


def test_pieces_on_a_card_go_to_the_player_it_was_dealt_to_and_keep_their_colour(night):
    n = night()
    short_deal(n, [(1, {"type": "attack", "card": "Jd", "pieces": [{"size": 3, "count": 2}]})])
    assert n.held(2)[(1, 3)] == 2
    assert n.held(1)[(1, 3)] == 3
    # The next deal starts with them where they are: seat 2 may place red pieces, seat 1 has only three large.
    n.do("host", {"type": "start_deal", "variant": "martian_poker", "dealer": 1})
    n.do(1, {"type": "deal_up", "cards": {"1": "2c", "2": "3c", "3": "4c"}})
    n.do(2, {"type": "defend", "card": "3c", "pieces": [{"size": 3, "owner": 1, "count": 2}]})
    assert n.refuse(1, {"type": "attack", "card": "3c", "pieces": [{"size": 3, "count": 4}]}).code == "not_held"


def test_a_gift_moves_pieces_at_once(night):
    n = night()
    n.do(1, {"type": "give_pieces", "to": 2, "pieces": [{"size": 3, "count": 2}, {"size": 1}]})
    assert n.held(2) == {(2, 1): 5, (2, 2): 5, (2, 3): 5, (1, 3): 2, (1, 1): 1}
    assert n.held(1) == {(1, 1): 4, (1, 2): 5, (1, 3): 3}


def test_a_trade_is_offered_by_one_player_and_accepted_by_the_other(night):
    n = night()
    offer = n.do(1, {"type": "trade_pieces", "to": 2, "give": [RED_LARGE], "get": [{"size": 1, "owner": 2, "count": 2}]})
    number = len(n.events)
    assert n.held(1)[(1, 3)] == 5  # nothing moves on the offer
    assert n.kept()["offers"][0] == {"offer": number, "kind": "trade", "from": 1, "to": 2,
                                     "give": [{"owner": 1, "size": 3, "count": 1}],
                                     "get": [{"owner": 2, "size": 1, "count": 2}], "price": 0}
    assert offer[0].postings == ()
    n.do(2, {"type": "accept_offer", "offer": number})
    assert n.held(1)[(2, 1)] == 2 and n.held(2)[(1, 3)] == 1
    assert n.kept()["offers"] == []


def test_a_sale_moves_the_price_between_the_two_balances(night):
    n = night()
    short_deal(n, [(1, {"type": "attack", "card": "Jd", "pieces": [{"size": 3}]})])
    before = dict(n.night.accounts)
    n.do(2, {"type": "sell_pieces", "to": 1, "pieces": [RED_LARGE], "price": 30})
    accepted = n.do(1, {"type": "accept_offer", "offer": len(n.events)})
    assert accepted[0].postings == (("player:1", "player:2", 30),)
    assert n.night.accounts["player:1"] == before["player:1"] - 30
    assert n.night.accounts["player:2"] == before["player:2"] + 30
    assert n.held(1)[(1, 3)] == 5 and (1, 3) not in n.held(2)


def test_an_offer_can_be_withdrawn_or_declined_and_lapses_with_the_next_deal(night):
    n = night()
    n.do(1, {"type": "sell_pieces", "to": 2, "pieces": [{"size": 2}], "price": 5})
    first = len(n.events)
    n.do(2, {"type": "cancel_offer", "offer": first})  # declined
    n.do(1, {"type": "sell_pieces", "to": 3, "pieces": [{"size": 2}], "price": 5})
    second = len(n.events)
    n.do(1, {"type": "cancel_offer", "offer": second})  # withdrawn
    n.do(1, {"type": "sell_pieces", "to": 3, "pieces": [{"size": 2}], "price": 5})
    third = len(n.events)
    short_deal(n)
    assert n.refuse(3, {"type": "accept_offer", "offer": third}).code == "no_such_offer"


@pytest.mark.parametrize("seat,command,code", [
    (1, {"type": "give_pieces", "to": 2, "pieces": [{"size": 3, "count": 6}]}, "not_held"),
    (1, {"type": "give_pieces", "to": 2, "pieces": [{"size": 3, "owner": 2}]}, "not_held"),
    (1, {"type": "give_pieces", "to": 1, "pieces": [RED_LARGE]}, "same_seat"),
    (1, {"type": "give_pieces", "to": 7, "pieces": [RED_LARGE]}, "unknown_seat"),
    (1, {"type": "give_pieces", "to": "2", "pieces": [RED_LARGE]}, "unknown_seat"),
    (1, {"type": "give_pieces", "to": 2, "pieces": []}, "bad_pieces"),
    ("host", {"type": "give_pieces", "to": 2, "pieces": [RED_LARGE]}, "players_only"),
    (1, {"type": "trade_pieces", "to": 2, "give": [RED_LARGE], "get": [{"size": 3, "count": 6}]}, "not_held"),
    (1, {"type": "trade_pieces", "to": 2, "give": [RED_LARGE]}, "bad_pieces"),
    (1, {"type": "sell_pieces", "to": 2, "pieces": [RED_LARGE], "price": 0}, "bad_price"),
    (1, {"type": "sell_pieces", "to": 2, "pieces": [RED_LARGE], "price": 2.5}, "bad_price"),
    (1, {"type": "sell_pieces", "to": 2, "pieces": [RED_LARGE], "price": 10**30}, "bad_price"),
    (1, {"type": "sell_pieces", "to": 2, "pieces": [RED_LARGE]}, "bad_price"),
    (2, {"type": "accept_offer", "offer": 99}, "no_such_offer"),
    (1, {"type": "accept_offer", "offer": "OFFER"}, "not_your_offer"),  # the seller can't accept their own sale
    (3, {"type": "accept_offer", "offer": "OFFER"}, "not_your_offer"),
    (3, {"type": "cancel_offer", "offer": "OFFER"}, "not_your_offer"),
])
def test_refusals_between_deals_name_the_rule(night, seat, command, code):
    n = night()
    n.do(1, {"type": "sell_pieces", "to": 2, "pieces": [RED_LARGE], "price": 25})
    if command.get("offer") == "OFFER":
        command = {**command, "offer": len(n.events)}
    assert n.refuse(seat, command).code == code


def test_an_offer_is_checked_again_when_accepted(night):
    n = night()
    n.do(1, {"type": "sell_pieces", "to": 2, "pieces": [{"size": 3, "count": 5}], "price": 25})
    offer = len(n.events)
    n.do(1, {"type": "give_pieces", "to": 3, "pieces": [RED_LARGE]})
    refusal = n.refuse(2, {"type": "accept_offer", "offer": offer})
    assert refusal.code == "not_held" and "Seat 1 no longer holds 5 large red pieces" in refusal.message


def test_nothing_changes_hands_during_a_deal(night):
    n = night()
    n.do("host", {"type": "start_deal", "variant": "martian_poker", "dealer": 3})
    refusal = n.refuse(1, {"type": "give_pieces", "to": 2, "pieces": [RED_LARGE]})
    assert refusal.code == "deal_in_progress"
