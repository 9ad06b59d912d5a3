"""The auction: a card sold to the highest bidder, the price paid to the pot. Bid Poker (shipped) and Fire Sale,
from the catalogue, are accepted and played to their end; the bidding goes as their rule text says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.poker.view import view
from tests.support.defined_play import played_to_its_end

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
BID_POKER = json.loads((SHIPPED / "bid_poker.json").read_text())
FIRE_SALE = {
    "name": "Fire sale", "most_players": 8,
    "description": "Six cards down; four cards auctioned unseen off the deck; everyone keeps five, stacked, and "
                   "turns them up one at a time, a bet after each.",
    "script": [{"kind": "deal", "down": 6}, *[{"kind": "auction", "card": "unseen"}] * 4,
               {"kind": "discard_to", "keep": 5}, {"kind": "stack"},
               *[step for _ in range(4) for step in ({"kind": "flip_top"}, {"kind": "bet", "first": "best_showing"})]],
}
GAMES = {"bid_poker": BID_POKER, "fire_sale": FIRE_SALE}


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("seed", range(4))
def test_each_auction_game_is_accepted_and_played_to_its_end(name, seed):
    played_to_its_end(GAMES[name], seed, players=2 + 2 * seed, chairs=8)


def checked(d, *seats):
    for seat in seats:
        d.act(seat, {"type": "check"})


def offered(d, seat: int) -> dict:
    return {offer["type"]: offer for offer in d.variant.legal_actions(d.state, seat)}


def test_bid_poker_each_player_buys_one_card_the_leader_rotating_and_opening_with_the_ante(dealt):
    d = dealt(BID_POKER)  # seats 1-3 with $5, seat 3 deals: seat 1 is left of the dealer
    checked(d, 1, 2, 3)
    assert "bid" not in offered(d, 1)  # the card is turned up first
    d.act(d.dealer, {"type": "community", "cards": ["Ah"]})
    assert d.refuse(1, {"type": "pass"}).code == "must_bid"
    assert set(offered(d, 1)) >= {"bid"} and "pass" not in offered(d, 1)
    d.act(1, {"type": "bid", "amount": 5})
    refusal = d.refuse(2, {"type": "bid", "amount": 5})
    assert refusal.message == "Seat 1 bid 5¢: you must bid more than that, at least 10¢."
    assert d.refuse(2, {"type": "bid", "amount": 600}).message == "You have $4.95 behind: you cannot bid $6.00."
    d.act(2, {"type": "bid", "amount": 25})
    assert view(d.state, None)["auction"] == {"card": "Ah", "high": 25, "bidder": 2, "to_bid": 3, "out": []}
    d.act(3, {"type": "pass"})
    d.act(1, {"type": "pass"})  # the referee sells the ace to seat 2 for 25¢, paid into the pot
    assert d.stack(2) == 500 - 5 - 25 and d.state.pot == 15 + 25
    assert [card.code for card in d.state.zones.face_up(2)] == ["Ah"]
    checked(d, 1, 2, 3)
    d.act(d.dealer, {"type": "community", "cards": ["Kh"]})  # seat 2 would lead, but has bought: seat 3 leads
    assert not offered(d, 2).keys() & {"bid", "pass"}
    d.act(3, {"type": "bid", "amount": 5})
    d.act(1, {"type": "pass"})
    assert [card.code for card in d.state.zones.face_up(3)] == ["Kh"] and d.stack(3) == 490
    checked(d, 1, 2, 3)
    d.act(d.dealer, {"type": "community", "cards": ["Qh"]})  # only seat 1 may bid: it opens, and buys
    d.act(1, {"type": "bid", "amount": 5})
    assert [card.code for card in d.state.zones.face_up(1)] == ["Qh"] and d.stack(1) == 490
    checked(d, 1, 2, 3)
    assert d.state.result is not None or d.state.at_showdown
    assert d.replayed() == d.state


def test_a_player_all_in_leads_for_nothing_and_is_sold_the_card_if_nobody_bids_more(dealt):
    d = dealt(BID_POKER, {1: 5, 2: 500, 3: 500})  # seat 1's ante leaves it nothing behind
    checked(d, 2, 3)
    d.act(d.dealer, {"type": "community", "cards": ["Ah"]})
    assert (offered(d, 1)["bid"]["min"], offered(d, 1)["bid"]["max"]) == (0, 0)
    d.act(1, {"type": "bid", "amount": 0})
    d.act(2, {"type": "pass"})
    d.act(3, {"type": "pass"})
    assert [card.code for card in d.state.zones.face_up(1)] == ["Ah"] and d.stack(1) == 0
    assert d.replayed() == d.state


def test_fire_sale_sells_unseen_cards_an_unbid_one_stays_on_the_deck_and_everyone_keeps_five(dealt):
    d = dealt(FIRE_SALE)
    assert offered(d, 1).keys() >= {"bid", "pass"}  # nobody must open
    for seat in (1, 2, 3):
        d.act(seat, {"type": "pass"})
    assert d.state.bought == () and all(d.state.down_count(seat) == 6 for seat in (1, 2, 3))
    assert "bid" in offered(d, 2) and "bid" not in offered(d, 1)  # the second auction opens a seat further round
    d.act(2, {"type": "bid", "amount": 10})
    d.act(3, {"type": "bid", "amount": 15})
    d.act(1, {"type": "pass"})
    d.act(2, {"type": "pass"})
    assert d.state.down_count(3) == 7 and d.stack(3) == 500 - 5 - 15 and d.state.pot == 15 + 15
    for _ in range(2):  # two more auctions nobody bids at
        for seat in d.state.contenders():
            if "pass" in offered(d, seat):
                d.act(seat, {"type": "pass"})
        for seat in d.state.contenders():
            if "pass" in offered(d, seat):
                d.act(seat, {"type": "pass"})
    assert offered(d, 3)["discard"]["count"] == 2 and offered(d, 1)["discard"]["count"] == 1
    assert d.replayed() == d.state


def test_a_player_who_folded_neither_bids_nor_leads_and_an_auction_nobody_may_bid_at_turns_up_no_card(dealt):
    d = dealt(BID_POKER)
    d.act(1, {"type": "bet", "amount": 10})
    d.act(2, {"type": "fold"})
    d.act(3, {"type": "call"})
    d.act(d.dealer, {"type": "community", "cards": ["Ah"]})
    d.act(1, {"type": "bid", "amount": 5})
    d.act(3, {"type": "pass"})
    checked(d, 1, 3)
    d.act(d.dealer, {"type": "community", "cards": ["Kh"]})  # seat 2 would lead: seat 3 does, alone
    assert offered(d, 3)["bid"]["min"] == 5 and "pass" not in offered(d, 3)
    d.act(3, {"type": "bid", "amount": 5})
    checked(d, 1, 3)  # the third auction: everyone still in has bought, so no card is turned; its bet follows
    assert "community" not in offered(d, 3)
    checked(d, 1, 3)
    assert d.state.at_showdown or d.state.result is not None
    assert d.replayed() == d.state
