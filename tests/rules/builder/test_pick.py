"""Cards picked from the table in turn: Choose Your Own of the public catalogue of home variants
(ichabod801/poker_db, all_md/stud, #174: "deal one card up to the table per player. Starting with the low hand
and going up in hand order, each player picks one of the cards and adds it to their hand"), written step by
step from its rule text, accepted and played to its end; each pick decides as the rule says, the refusals in the
table's words."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.poker.phases.pick import PICKS
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
CHOOSE_YOUR_OWN = json.loads((SHIPPED / "choose_your_own.json").read_text())


def test_choose_your_own_is_accepted_and_played_to_its_end():
    picked = Counter()
    for seed, players in ((0, 2), (1, 4), (2, 7)):
        night = played_to_its_end(CHOOSE_YOUR_OWN, seed, players)
        picked.update(event.type for event in night.log)
    assert picked["pick_card"]  # the cards on the table were picked


def to_the_first_pick(dealt, definition=CHOOSE_YOUR_OWN, ups="2c 7d Ah"):
    """A deal of `definition` to its first pick: seat 1 shows the 2♣, seat 2 the 7♦, seat 3 (the dealer) the A♥,
    and the first betting round checked through."""
    d = dealt(definition)
    stud = Stud(d)
    stud.turn(ups)
    stud.checks()
    return d


def lying(d) -> list[str]:
    return [card.code for card in d.state.zones.pile(PICKS)]


def test_one_card_for_each_player_is_turned_up_then_picked_from_the_lowest_hand_showing(dealt):
    d = to_the_first_pick(dealt)
    assert d.state.current.name == "pick" and d.state.to_act() is None
    assert d.legal(3) >= {"lay"} and "pick_card" not in d.legal(1)
    d.act(d.dealer, {"type": "lay", "cards": ["5s"]})
    d.act(d.dealer, {"type": "lay", "cards": ["9d", "Kc"]})
    assert lying(d) == ["5s", "9d", "Kc"] and d.state.to_act() == 1  # the deuce showing is the lowest hand
    assert d.variant.view(d.state, None)["piles"] == {
        "to pick": {"cards": ["5s", "9d", "Kc"], "down": 0, "lying": ["seat 1 picks now"]}}  # every phone sees it
    offered = {offer["type"]: offer for offer in d.variant.legal_actions(d.state, 1)}
    assert offered["pick_card"]["cards"] == ["5s", "9d", "Kc"] and "pick_card" not in d.legal(2)
    d.act(1, {"type": "pick_card", "card": "Kc"})
    assert [card.code for card in d.state.zones.face_up(1)] == ["2c", "Kc"]
    assert d.state.to_act() == 2  # the seven picks next, though the deuce now shows a king
    d.act(2, {"type": "pick_card", "card": "5s"})
    assert d.state.to_act() == 3
    d.act(3, {"type": "pick_card", "card": "9d"})  # the last card, to the best hand showing
    assert lying(d) == [] and d.state.current.name == "betting"
    assert d.state.to_act() == 3 and d.stack(1) == 500 - 5  # the ace showing bets first; the picks cost nothing
    assert d.replayed() == d.state


def test_refusals_say_whose_pick_it_is_and_which_cards_lie_there(dealt):
    d = to_the_first_pick(dealt)
    assert d.refuse(1, {"type": "pick_card", "card": "5s"}).message == \
        "The cards to pick are still being turned up."
    assert d.refuse(d.dealer, {"type": "lay", "cards": ["5s", "9d", "Kc", "Qh"]}).message == \
        "Only 3 more cards to pick come now, one for each player still in."
    d.act(d.dealer, {"type": "lay", "cards": ["5s", "9d", "Kc"]})
    assert d.refuse(2, {"type": "pick_card", "card": "5s"}).message == "It is seat 1's turn to pick a card."
    assert d.refuse(1, {"type": "pick_card", "card": "Qh"}).message == \
        "Q♥ is not among the cards to pick: pick one of 5♠, 9♦, K♣."
    assert d.refuse(d.dealer, {"type": "lay", "cards": ["Qh"]}).code == "no_cards_now"


def test_a_player_who_folded_gets_no_card_and_dealer_left_picks_in_seat_order(dealt):
    definition = {**CHOOSE_YOUR_OWN, "script": [
        {"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "pick", "first": "dealer_left"},
        {"kind": "bet"}]}
    d = dealt(definition)
    Stud(d).turn("2c 7d Ah")
    d.act(3, {"type": "check"})
    d.act(1, {"type": "check"})
    d.act(2, {"type": "fold"})
    d.act(d.dealer, {"type": "lay", "cards": ["5s", "9d"]})  # two players still in: two cards
    assert lying(d) == ["5s", "9d"] and d.state.to_act() == 1
    assert d.refuse(d.dealer, {"type": "lay", "cards": ["Kc"]}).code == "no_cards_now"
    d.act(1, {"type": "pick_card", "card": "9d"})
    d.act(3, {"type": "pick_card", "card": "5s"})
    assert d.state.current.name == "betting" and d.replayed() == d.state


def test_the_rule_text_and_the_check_speak_the_tables_words():
    words = builder.variant(CHOOSE_YOUR_OWN).game.description
    assert "Deal one card face up to the table for each player still in; each player in turn, from the worst " \
           "hand showing up to the best, picks one of them, face up in front of them" in words
    blind = {"name": "Draft", "stud": True, "script": [
        {"kind": "deal", "down": 2}, {"kind": "bet", "first": "dealer_left"}, {"kind": "pick"}, {"kind": "bet"}]}
    assert "Script step 3 (pick): the worst hand showing picks first, but no card is face up by then: deal one " \
           "up before it, or let the player left of the dealer pick first (first: dealer_left)." in \
           builder.problems(blind)
    assert not any("(pick)" in said for said in builder.problems(
        {**blind, "script": [*blind["script"][:2], {"kind": "pick", "first": "dealer_left"}, {"kind": "bet"}]}))


@pytest.mark.parametrize("players, fits", [(7, True), (8, False)])
def test_the_deck_counts_a_card_picked_for_each_player(players, fits):
    problems = builder.problems({**CHOOSE_YOUR_OWN, "most_players": players})
    assert (not any("need" in said for said in problems)) == fits
