"""Fish Node: each player in turn lays a bait, plus or minus, acting on every holder of its rank; the Fish Flop.

Seats 1 to 3 in that order; seat 3 deals.
"""

from __future__ import annotations

import pytest

from referee.rules.games.passing.fish_node.flop import fish_sign
from referee.rules.poker.view import view

SEATS = {1: 500, 2: 500, 3: 500}
HANDS = {1: "Qs Qd 7c 5h 2s", 2: "Qh Kd Kc 9s 3d", 3: "Ah Ad 8c 6d 4s"}


def checks(d):
    while d.state.current.name == "betting" and (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "check"})


def to_the_baits(deal, **options):
    d = deal("fish_node", SEATS, dealer=3, **options)
    for seat, cards in HANDS.items():
        d.act(seat, {"type": "cards", "cards": cards.split()})
    checks(d)
    for seat in (1, 2, 3):
        d.act(seat, {"type": "draw", "count": 0})
    checks(d)
    assert d.state.current.name == "fish node" and d.state.to_act() == 1
    return d


def answer(d, shows: dict[int, str]):
    for seat in d.state.contenders():
        cards = shows.get(seat)
        d.act(seat, {"type": "show_rank", "cards": cards.split()} if cards else {"type": "none_of_rank"})


def up(d) -> dict[int, list[str]]:
    return {seat: [c.code for c in d.state.zones.face_up(seat)] for seat in SEATS}


BAITS = [  # the sign, what each seat shows then, each seat's cards up and face-down count after
    pytest.param("plus", {1: "Qd", 2: "Qh"}, {1: ["Qs", "Qd"], 2: ["Qh"], 3: []}, {1: 5, 2: 5, 3: 5},
                 id="plus: every queen laid in front, a card for each"),
    pytest.param("minus", {1: "Qd", 2: "Qh"}, {1: [], 2: [], 3: []}, {1: 5, 2: 5, 3: 5},
                 id="minus: every queen thrown away and replaced"),
]


@pytest.mark.parametrize("sign, shows, laid, counts", BAITS)
def test_a_bait_acts_on_its_player_and_every_holder_of_its_rank(deal, sign, shows, laid, counts):
    d = to_the_baits(deal)
    d.act(1, {"type": "bait", "card": "Qs", "sign": sign})
    assert f"lays the Q♠ as {sign} bait" in view(d.state, 2)["news"]
    answer(d, shows)
    assert up(d) == laid
    assert {seat: d.state.down_count(seat) for seat in SEATS} == counts
    assert view(d.state, 1)["your_cards"] == ["7c", "5h", "2s"]  # the new cards are entered by their owner
    assert d.state.to_act() == 2 and "bait" in d.legal(2)


def test_a_bait_is_a_card_of_the_players_own_hand(deal):
    d = to_the_baits(deal)
    assert d.refuse(1, {"type": "bait", "card": "Kh", "sign": "plus"}).code == "not_in_your_hand"
    assert d.refuse(2, {"type": "bait", "card": "Kd", "sign": "plus"}).code == "not_your_bait"
    assert d.refuse(1, {"type": "bait", "card": "Qs", "sign": "sideways"}).code == "bad_sign"


@pytest.mark.parametrize("signs, sign", [
    (["minus", "minus", "plus"], "plus"), (["plus", "plus", "minus"], "minus"),
    (["plus", "minus"], "minus"), (["minus"], "plus"), (["plus"], "minus"),
], ids=["more sideways: plus", "more upright: minus", "a tie: minus", "one sideways: plus", "one upright: minus"])
def test_the_fish_counts_the_opposite_of_most_of_its_cards_and_a_tie_goes_minus(signs, sign):
    assert fish_sign(signs) == sign


def test_the_fish_flops_and_each_of_its_cards_acts_in_turn(deal):
    d = to_the_baits(deal, fish_flop=True)
    d.act(1, {"type": "bait", "card": "7c", "sign": "plus"})
    answer(d, {1: ""})
    d.act(2, {"type": "bait", "card": "9s", "sign": "minus"})
    answer(d, {})
    d.act(3, {"type": "bait", "card": "Ah", "sign": "plus"})
    answer(d, {3: "Ad"})
    assert view(d.state, None)["piles"]["fish"] == {"cards": [], "down": 3, "lying": ["upright", "sideways",
                                                                                       "upright"]}
    checks(d)
    assert d.state.current.name == "fish flop"
    assert d.refuse(d.dealer, {"type": "flop", "cards": ["Kh", "Js"]}).code == "wrong_count"
    d.act(d.dealer, {"type": "flop", "cards": ["Kh", "Qc", "2c"]})
    assert "counts minus" in view(d.state, None)["news"]  # two upright, one sideways
    answer(d, {2: "Kd Kc"})  # the K♥: seat 2 throws both kings away
    assert d.state.down_count(2) == 5 and up(d)[2] == []
    answer(d, {1: "Qs Qd", 2: "Qh"})  # the Q♣
    answer(d, {1: "2s"})  # the 2♣
    checks(d)
    assert d.state.at_showdown
    assert d.replayed() == d.state


def test_without_the_fish_flop_the_showdown_follows_the_bet(deal):
    d = to_the_baits(deal)
    for seat, card in ((1, "7c"), (2, "9s"), (3, "8c")):
        d.act(seat, {"type": "bait", "card": card, "sign": "minus"})
        answer(d, {})
    checks(d)
    assert d.state.at_showdown and view(d.state, None)["piles"] == {}


def test_a_fish_flop_tie_counts_minus(deal):
    hands = {1: "Qs Qd 7c 5h 2s", 2: "Qh Kd Kc 9s 3d", 3: "Ah Ad 8c 6d 4s", 4: "Jh Jd Tc Td 9c"}
    d = deal("fish_node", {seat: 500 for seat in hands}, dealer=4, fish_flop=True)
    for seat, cards in hands.items():
        d.act(seat, {"type": "cards", "cards": cards.split()})
    checks(d)
    for seat in hands:
        d.act(seat, {"type": "draw", "count": 0})
    checks(d)
    for seat, card, sign in ((1, "7c", "plus"), (2, "9s", "minus"), (3, "8c", "plus"), (4, "Tc", "minus")):
        d.act(seat, {"type": "bait", "card": card, "sign": sign})
        answer(d, {1: "", 4: "9c"} if card == "9s" else {4: "Td"} if card == "Tc" else {})
    assert view(d.state, None)["piles"]["fish"]["lying"] == ["upright", "sideways", "upright", "sideways"]
    checks(d)
    d.act(d.dealer, {"type": "flop", "cards": ["Kh", "2c", "3c", "4c"]})
    assert "2 sideways, 2 upright: the whole fish counts minus" in view(d.state, 3)["news"]
    answer(d, {2: "Kd Kc"})
    assert d.state.down_count(2) == 5 and not d.state.zones.face_up(2)  # thrown away and replaced, not laid
