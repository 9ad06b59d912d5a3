"""Plus Node: each player in turn turns a node card; every player still in answers for its rank at once.

Seats 1 to 3 in that order; seat 3 deals.
"""

from __future__ import annotations

import pytest

from referee.rules.poker.view import view

SEATS = {1: 500, 2: 500, 3: 500}
HANDS = {1: "Qs Qd 7c 5h 2s", 2: "Qh Kd Kc 9s 3d", 3: "Ah Ad 8c 6d 4s"}


def to_the_nodes(deal, seats=SEATS, hands=HANDS, **options):
    d = deal("plus_node", seats, dealer=max(seats), **options)
    for seat, cards in hands.items():
        d.act(seat, {"type": "cards", "cards": cards.split()})
    checks(d)
    for seat in d.state.contenders():
        d.act(seat, {"type": "draw", "count": 0})
    checks(d)
    assert d.state.current.name == "nodes"
    return d


def checks(d):
    while d.state.current.name == "betting" and (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "check"})


def answer(d, shows: dict[int, str]):
    for seat in d.state.contenders():
        cards = shows.get(seat)
        d.act(seat, {"type": "show_rank", "cards": cards.split()} if cards else {"type": "none_of_rank"})


NODES = [  # the node, the card turned, what each seat shows, then each seat's face-down count
    pytest.param("plus", "Qc", {1: "Qs Qd", 2: "Qh"}, {1: 7, 2: 6, 3: 5}, id="plus: a card more for each queen"),
    pytest.param("minus", "Qc", {1: "Qs Qd", 2: "Qh"}, {1: 5, 2: 5, 3: 5}, id="minus: each queen thrown, replaced"),
    pytest.param("plus", "Jc", {}, {1: 5, 2: 5, 3: 5}, id="a node card nobody holds"),
]


@pytest.mark.parametrize("node, card, shows, counts", NODES)
def test_a_node_card_acts_on_every_holder_of_its_rank(deal, node, card, shows, counts):
    d = to_the_nodes(deal)
    assert {a["type"] for a in d.variant.legal_actions(d.state, 1)} >= {"flip"}
    d.act(1, {"type": "flip", "node": node, "cards": [card]})
    assert all("flip" not in d.legal(seat) for seat in SEATS)
    answer(d, shows)
    assert {seat: d.state.down_count(seat) for seat in SEATS} == counts
    known = {seat: [c.code for c in d.state.zones.known.get(seat, ())] for seat in SEATS}
    assert known == ({seat: cards.split() for seat, cards in shows.items()} | {3: []} if node == "plus"
                     else {1: [], 2: [], 3: []}) or not shows
    if node == "minus" and shows:
        assert view(d.state, 1)["your_cards"] == ["7c", "5h", "2s"]  # the new cards are entered by their owner
    assert d.state.to_act() == 2 and "flip" in d.legal(2)  # the next player's turn


def test_the_answers_are_asked_of_everyone_at_once_and_a_false_none_is_refused_privately(deal):
    d = to_the_nodes(deal)
    d.act(1, {"type": "flip", "node": "minus", "cards": ["Kh"]})
    offered = {seat: d.legal(seat) for seat in SEATS}
    assert offered[2] == {"cards", "show_rank"}  # seat 2 entered two kings: only the true answer is offered
    assert offered[1] == offered[3] == {"cards", "none_of_rank"}
    refusal = d.refuse(2, {"type": "none_of_rank"})
    assert refusal.code == "you_hold_it" and "K♦" in refusal.message
    assert d.refuse(2, {"type": "show_rank", "cards": ["Kd"]}).code == "show_them_all"
    assert d.refuse(2, {"type": "show_rank", "cards": ["Kd", "Qh"]}).code == "wrong_rank"
    d.act(3, {"type": "none_of_rank"})
    assert d.refuse(3, {"type": "none_of_rank"}).code == "already_answered"
    assert d.state.down_count(2) == 5
    d.act(2, {"type": "show_rank", "cards": ["Kd", "Kc"]})
    d.act(1, {"type": "none_of_rank"})
    assert d.state.down_count(2) == 5 and view(d.state, 2)["your_cards"] == ["Qh", "9s", "3d"]


def test_a_player_who_entered_no_hand_is_taken_at_their_word(deal):
    d = to_the_nodes(deal, hands={1: HANDS[1]})
    d.act(1, {"type": "flip", "node": "plus", "cards": ["Kh"]})
    d.act(2, {"type": "none_of_rank"})  # seat 2 holds two kings, but never entered them
    assert d.state.current.name == "nodes"


def test_each_player_turns_one_card_and_a_node_emptied_can_not_be_chosen(deal):
    seats = {seat: 500 for seat in range(1, 7)}
    hands = {1: "2c 2d 2h 3c 3d", 2: "4c 4d 4h 5c 5d", 3: "6c 6d 6h 7c 7d", 4: "8c 8d 8h 9c 9d",
             5: "Tc Td Th Jc Jd", 6: "Qc Qd Qh Kc Kd"}
    d = to_the_nodes(deal, seats, hands)
    for seat, card in zip(range(1, 5), ("As", "Ks", "Qs", "Js")):
        assert d.state.to_act() == seat
        d.act(seat, {"type": "flip", "node": "plus", "cards": [card]})
        answer(d, {other: " ".join(c for c in hands[other].split() if c[0] == card[0]) for other in seats
                   if any(c[0] == card[0] for c in hands[other].split())})
    assert d.refuse(5, {"type": "flip", "node": "plus", "cards": ["Ts"]}).code == "no_such_node"
    offer = next(a for a in d.variant.legal_actions(d.state, 5) if a["type"] == "flip")
    assert offer["fields"][0]["choices"] == ["minus"]
    assert d.refuse(1, {"type": "flip", "node": "minus", "cards": ["Ts"]}).code == "not_your_flip"
    d.act(6, {"type": "flip", "node": "minus", "cards": ["Ts"]})  # the dealer may enter it for them
    assert d.state.pending.get("flipped")


def test_a_whole_deal_to_the_showdown(deal):
    d = to_the_nodes(deal)
    d.act(1, {"type": "flip", "node": "plus", "cards": ["Qc"]})
    answer(d, {1: "Qs Qd", 2: "Qh"})
    d.act(1, {"type": "cards", "cards": "Qs Qd 7c 5h 2s 9h 9d".split()})  # two more cards
    d.act(2, {"type": "flip", "node": "minus", "cards": ["9c"]})
    answer(d, {1: "9h 9d", 2: "9s"})
    d.act(3, {"type": "flip", "node": "plus", "cards": ["Ac"]})
    answer(d, {3: "Ah Ad"})
    checks(d)
    assert d.state.at_showdown
    assert d.refuse(1, {"type": "show", "cards": "Js Jd 7c 5h 2s Th 8d".split()}).code == "shown_card_missing"
    d.act(1, {"type": "show", "cards": "Qs Qd 7c 5h 2s Th 8d".split()})
    d.act(2, {"type": "show", "cards": "Qh Kd Kc 3d 3h 5c".split()})
    d.act(3, {"type": "show", "cards": "Ah Ad 8c 6d 4s As 2d".split()})
    hands = d.state.result["hands"]
    assert hands["3"]["words"].startswith("Three of a kind, aces")
    assert d.state.result["pots"][0]["paid"] == {"3": 15}
    assert d.replayed() == d.state
