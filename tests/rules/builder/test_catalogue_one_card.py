"""Five games of the public catalogue of home variants, each made exact by one piece: Five and Two's hand of
your own cards alone or with every middle card, High Heart's half of the pot to the highest heart still face
down, Witch's half to the queen of spades face down, Disclosure's roll-up of those who put chips in the round
before, and Balls to the Wall's losers who drew matching the pot twice. Each shipped definition is accepted and
played to its end; each piece decides as its rule says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.core.cards import parse_cards
from referee.rules.core.wilds import NO_WILDS
from referee.rules.engine.events import HOST
from tests.rules.builder.test_guts import pot, stacks, table
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
GAMES = {name: json.loads((SHIPPED / f"{name}.json").read_text())
         for name in ("five_and_two", "high_heart", "witch", "disclosure", "balls_to_the_wall")}


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("players", [3, 5])
def test_each_game_is_accepted_and_played_to_its_end(name, players):
    played_to_its_end(GAMES[name], players, players)


@pytest.mark.parametrize("own, middle, said", [
    ("Ah Kh Qh Jh 2c", "9h 3d", "High card, ace"),  # one middle heart makes no flush: both middle cards or none
    ("2c 2d 7s 8s 9c", "2h 2s", "Four of a kind, deuces"),  # both middle cards with three of your own
    ("5c 6d 7h 8s 9c", "Kd Kh", "Straight, nine high"),  # your own five beat the middle's pair of kings
    ("Ac Kd 7h 4s 2c", "Ad", "Pair of aces, king kicker"),  # the one middle card dealt so far with four of yours
])
def test_a_five_and_two_hand_is_all_of_the_middle_or_none_of_it(own, middle, said):
    game = builder.game(GAMES["five_and_two"])
    board = parse_cards(middle)
    assert game.holding.hand(parse_cards(own) + board, board, NO_WILDS, None).words.startswith(said)


def test_the_middle_rule_needs_a_middle_and_no_other_way_of_making_hands():
    five_and_two = GAMES["five_and_two"]
    no_middle = {**five_and_two, "script": five_and_two["script"][:4]}
    assert builder.problems(no_middle) == [
        "A hand is its player's own cards alone or with every card in the middle, but the script deals no card to "
        "the middle: deal some there, or leave the rule out."]
    both = {**five_and_two, "showdown": [*five_and_two["showdown"], {"kind": "hole_cards", "count": 3}]}
    assert builder.problems(both) == ["The hole cards rule and the all or none of the middle rule each say how a "
                                      "hand is made of its cards and the middle's: keep one."]


def _rolled_up(d, turned: dict[int, str]) -> Stud:
    for seat, cards in turned.items():
        d.act(seat, {"type": "roll_up", "cards": cards.split()})
    return Stud(d)


def test_the_highest_heart_still_face_down_takes_half_the_pot(dealt):
    d = dealt(GAMES["high_heart"])
    stud = _rolled_up(d, {1: "Ah 2h", 2: "2d 3c", 3: "As Ad"})  # seat 1's A♥ turned up no longer counts
    ruling = stud.play({1: ("3s 4d", "Kh 7c 8d"), 2: ("5d 6s", "Qh 9s Td"), 3: ("Ac Ks", "5c 6c 8c")})
    assert ruling["pots"][0]["paid"] == {"3": 10, "1": 5}
    assert "the half for the highest heart, the K♥" in ruling["summary"]


def test_the_queen_of_spades_face_down_takes_half_the_pot(dealt):
    d = dealt(GAMES["witch"])
    ruling = Stud(d).play({1: ("2c 5d 9h 4s", "Qs 3h 7d"), 2: ("Ac Ad Kc Ks", "Ah 6c 8d"),
                           3: ("3c 4d 6h 7s", "Jc 9c 2d")})
    assert ruling["pots"][0]["paid"] == {"2": 10, "1": 5}
    assert "the half for the split card, the Q♠" in ruling["summary"]


def test_the_queen_of_spades_dealt_face_up_deals_the_cards_again(dealt):
    d = dealt(GAMES["witch"])
    Stud(d).turn("2c 5d")
    drafts = d.act(d.dealer, {"type": "deal_up", "cards": {"3": "Qs"}})
    assert d.state.zones.face_up(1) == () and d.state.pot == 15
    assert any("Q♠" in json.dumps(draft.payload, ensure_ascii=False) for draft in drafts)


def test_only_those_who_put_chips_in_the_round_before_turn_a_card_up(dealt):
    d = dealt(GAMES["disclosure"])
    Stud(d).checks()  # nobody bet: nobody turns a card up, and the flop is due
    assert d.state.current.name == "dealing" and d.state.zones.shown == {}
    d.act(d.dealer, {"type": "community", "cards": ["2c", "7d", "Jh"]})
    d.act(1, {"type": "check"})
    d.act(2, {"type": "bet", "amount": 10})
    d.act(3, {"type": "fold"})
    d.act(1, {"type": "call"})
    assert [seat for seat in (1, 2, 3) if d.state.current.offers(d.state, seat)] == [1, 2]
    d.act(1, {"type": "roll_up", "cards": ["As"]})
    d.act(2, {"type": "roll_up", "cards": ["Kd"]})
    assert (d.state.zones.face_up(1), d.state.zones.face_up(2)) == (tuple(parse_cards("As")),
                                                                    tuple(parse_cards("Kd")))
    assert d.replayed() == d.state


def test_a_roll_up_of_those_who_bet_needs_a_betting_round_before_it():
    definition = {"name": "Early", "script": [{"kind": "deal", "down": 4}, {"kind": "roll_up", "who": "bettors"},
                                              {"kind": "bet"}]}
    assert builder.problems(definition) == [
        "Script step 2 (roll_up): those who bet turn up a card, but no betting round comes before it: add a bet "
        "step before it."]


def test_a_loser_who_drew_matches_the_pot_twice():
    night = table(GAMES["balls_to_the_wall"])
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 3})
    for seat, cards in ((1, "As Ad Ah Kc 2d"), (2, "3s 4d 7h 9c Jd"), (3, "5s 5d 8h 9s Qd")):
        night.do(f"seat:{seat}", {"type": "cards", "cards": cards.split()})
    for seat in (1, 2, 3):
        night.do(f"seat:{seat}", {"type": "in_out", "say": "in"})
    night.do("seat:1", {"type": "draw", "count": 0})
    night.do("seat:2", {"type": "draw", "count": 2, "cards": "3s 4d 7h 6c 2s".split()})
    night.do("seat:3", {"type": "draw", "count": 0})
    for seat in (1, 2, 3):
        night.do(f"seat:{seat}", {"type": "show"})
    assert night.live.deal is None
    assert stacks(night) == {1: 1000 - 5 + 15, 2: 1000 - 5 - 30, 3: 1000 - 5 - 15}
    assert pot(night) == 45
    assert "Seat 2 pays 30¢ into the pot of the next deal. Seat 3 pays 15¢" in night.log[-1].payload["summary"]


def test_drawing_twice_needs_a_draw():
    definition = {**GAMES["balls_to_the_wall"], "script": GAMES["balls_to_the_wall"]["script"][:2]}
    assert builder.problems(definition) == [
        "A loser who drew pays twice, but the script has no draw: add a draw step, or leave drew_double out."]


def test_a_player_all_in_from_the_ante_keeps_their_cards_down(dealt):
    d = dealt(GAMES["disclosure"], {1: 5, 2: 500, 3: 500})  # seat 1's ante is all it has
    d.act(2, {"type": "bet", "amount": 10})
    d.act(3, {"type": "call"})
    refused = d.refuse(1, {"type": "roll_up", "cards": ["As"]})
    assert (refused.code, refused.message) == ("did_not_bet", "You put no chips in the pot in the last betting "
                                                              "round: you keep your cards face down.")
    d.act(2, {"type": "roll_up", "cards": ["Kd"]})
    d.act(3, {"type": "roll_up", "cards": ["Qc"]})
    assert d.state.current.name == "dealing" and d.state.zones.face_up(1) == ()
