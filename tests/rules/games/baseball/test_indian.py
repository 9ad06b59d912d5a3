"""Indian midnight baseball: Midnight baseball, but the other players enter a player's cards as they
are turned up, and the player's own view says only "stop", "go", "option to buy" or "option to pay the
wild tax". Three seats, dealer 3: seat 1 turns first; the next seat clockwise enters each card.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from referee.rules.catalog import VARIANTS
from referee.rules.engine.events import visible_payload, visible_type
from referee.rules.games.baseball.midnight_turns import turner
from tests.rules.games.baseball.test_midnight import checks

SEATS = {1: 500, 2: 500, 3: 500}


def indian(deal, stacks=None, **options):
    stacks = stacks or SEATS
    return deal("indian_midnight_baseball", stacks, dealer=max(stacks), **options)


def turns(d, text: str):
    """Cards in the order turned up, each entered by the seat after the one turning; bets checked."""
    for code in text.split():
        checks(d)
        seat = turner(d.state)
        d.act(seat % 3 + 1, {"type": "turn_up", "card": code})
    checks(d)


def test_the_game_in_the_catalog():
    variant = VARIANTS["indian_midnight_baseball"]
    options = {o.name: o.default for o in variant.options}
    assert {k: options[k] for k in ("buy_price", "wild_tax", "tax_price", "rainout", "ante")} == {
        "buy_price": 25, "wild_tax": False, "tax_price": 25, "rainout": False, "ante": 5}


def test_the_others_enter_the_card_and_the_owner_may_not(deal):
    d = indian(deal)
    assert d.legal(1) == set() and d.legal(2) == {"turn_up"} and d.legal(3) == {"turn_up"}
    refused = d.refuse(1, {"type": "turn_up", "card": "As"})
    assert refused.code == "not_your_turn" and "As" not in refused.message
    d.act(2, {"type": "turn_up", "card": "5c"})
    assert d.state.current.name == "betting"


# Each: options, the cards turned up in order, the seat asked about (the owner), what the owner is told,
# and words the other seats see of the owner's hand.
SCENARIOS = [
    ({}, "5c", 1, "stop", "High card, five — beating"),
    ({}, "5c 2d", 2, "go", "turning up cards until it beats"),
    ({}, "5c Kd", 2, "stop", "High card, king — beating"),
    ({}, "5c 6s", 2, "stop", "dead: 6♠: a black six turned up kills the hand"),
    ({}, "5c 6h", 2, "stop", "High card, six — beating"),  # a red six is only a six
    ({}, "5c 2d 3d", 2, "stop", "wild"),  # the three is wild: a pair of... beating
    ({}, "5c 4d", 2, "option to buy", "High card, four"),
    ({"wild_tax": True}, "5c 9d", 2, "option to pay the wild tax", "High card, nine"),
    ({}, "Kc", 2, "go", "nothing showing yet"),  # not turned yet: more cards needed
]


@pytest.mark.parametrize("options,cards,owner,told,others_see", SCENARIOS)
def test_what_the_owner_is_told_and_the_others_see(deal, options, cards, owner, told, others_see):
    d = indian(deal, **options)
    turns(d, cards)
    own = d.variant.view(d.state, owner)
    assert own["you_are_told"] == told and own["showing"].get(str(owner), {"says": told})["says"] == told
    mine = next(seat for seat in own["seats"] if seat["seat"] == owner)
    assert mine["up"] == [] and own["your_hand"] is None
    turned = [code for code in cards.split() if code in {c.code for c in d.state.zones.face_up(owner)}]
    for spelled in turned:
        assert spelled not in str(own)
    for offer in d.variant.legal_actions(d.state, owner):
        assert not set(turned) & set(str(offer).replace("'", " ").split())
    for other in SEATS.keys() - {owner}:
        seen = d.variant.view(d.state, other)
        assert others_see in seen["showing"][str(owner)]["says"]
        assert next(s for s in seen["seats"] if s["seat"] == owner)["up"] == turned


def test_the_log_is_blind_to_the_owner_while_the_deal_is_played(deal):
    d = indian(deal)
    drafts = d.act(2, {"type": "turn_up", "card": "As"})
    assert [draft.type for draft in drafts] == ["turn_up", "beats"]
    assert all(visible_payload(draft, 1) == {"blind": 1} for draft in drafts)
    assert visible_payload(drafts[0], 2)["card"] == "As" and visible_payload(drafts[0], None)["card"] == "As"
    finished = replace(drafts[0], payload={**drafts[0].payload, "deal": 4})
    assert visible_payload(finished, 1, over={4})["card"] == "As"  # once the deal is over, the owner sees it


def test_after_the_deal_the_owner_sees_everything(deal):
    d = indian(deal, stacks={1: 500, 2: 500})
    for code in ("5c", "6s"):  # seat 2 killed by a black six: seat 1 wins
        checks(d)
        seat = turner(d.state)
        d.act(3 - seat, {"type": "turn_up", "card": code})
    checks(d)
    assert d.state.result is not None
    assert "dead" in d.variant.view(d.state, 2)["showing"]["2"]["says"]
    assert d.variant.view(d.state, 1)["seats"][0]["up"] == ["5c"]


def test_a_ruling_about_the_next_seat_is_blind_to_that_seat_not_to_the_one_who_acted(deal):
    d = indian(deal, stacks={1: 500, 2: 500})
    for code in "Ac 2c 2d 5h 7c 8s Td Jh Ah Kd Ks".split():  # seat 1 turns all seven; seat 2 beats it after
        checks(d)
        seat = turner(d.state)
        d.act(3 - seat, {"type": "turn_up", "card": code})
    assert d.state.zones.down_count(1) == 0 and turner(d.state) == 1
    drafts = []
    while d.state.result is None:  # the betting round closes; then seat 1, beaten and out of cards, is out
        drafts += d.act(d.state.to_act(), {"type": "check"})
    out = next(draft for draft in drafts if draft.type == "out")
    assert out.payload["seat"] == 1 and visible_payload(out, 1) == {"blind": 1}
    assert "without beating" in visible_payload(out, 2)["says"]
    assert all(draft.payload.get("blind") is None for draft in drafts if draft.type == "check")


def test_a_hand_killed_is_a_ruling_its_owner_reads_no_more_of_than_a_hand_told_to_stop(deal):
    d = indian(deal)
    turns(d, "Kd")
    drafts = d.act(3, {"type": "turn_up", "card": "6s"})  # seat 2's card
    killed = next(draft for draft in drafts if draft.type == "killed")
    assert visible_type(killed, 2) == "ruling" and visible_payload(killed, 2) == {"blind": 2}
    assert visible_type(killed, 1) == "killed" and visible_payload(killed, 1)["seat"] == 2
    finished = replace(killed, payload={**killed.payload, "deal": 4})
    assert visible_type(finished, 2, over={4}) == "killed"  # once the deal is over, the owner reads it
