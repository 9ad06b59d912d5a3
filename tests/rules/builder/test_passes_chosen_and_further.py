"""Passes of the catalogue that go further, both ways, whose size a player chooses, or of a card dealt face up:
Progressive Pass Anaconda's cards passed two and three seats along; Bisexual's and Anaconda II's cards passed to
the left and to the right at once; Shift's pass of as many cards, from none to four, as the last to bet or raise
says; and the Crazy Fives family's card dealt up that its player may pass on to the next (Plain Push, Polish II,
Pussy Cat)."""

from __future__ import annotations

import pytest

from referee.rules.builder import definition as builder
from referee.rules.core.cards import parse_cards
from tests.rules.builder.test_pass_and_stack import FOUR, HANDS, passes, yours
from tests.rules.builder.test_shipped_definitions import DEFINITIONS
from tests.rules.poker.conftest import Deal
from tests.support.defined_play import played_to_its_end

SHIFT = DEFINITIONS["shift"]


@pytest.fixture
def entered(dealt):
    """A deal of the script, each player having entered their cards (seat 1: As Ad Ac 2c 3d, and so on)."""
    def start(script: list, stacks: dict | None = None) -> Deal:
        d = dealt({"name": "Passing", "script": script}, stacks)
        for seat in d.state.contenders():
            d.act(seat, {"type": "cards", "cards": HANDS[seat].split()[:d.state.down_count(seat)]})
        return d
    return start


def test_cards_passed_two_seats_along_go_to_the_player_two_seats_to_the_left(entered):
    d = entered([{"kind": "deal", "down": 5}, {"kind": "pass", "to": "left", "count": 2, "seats": 2}, {"kind": "bet"}],
                FOUR)
    offered = next(a for a in d.variant.legal_actions(d.state, 1) if a["type"] == "pass_card")
    assert offered["to"] == 3 and offered["seats"] == 2 and offered["side"] == "left"
    passes(d, {1: "As Ad", 2: "Ks Kd", 3: "Qs Qd", 4: "Js Jd"}, to={1: 3, 2: 4, 3: 1, 4: 2})
    assert d.state.current.name == "betting"
    assert yours(d, 3) == {"As", "Ad", "Qc", "8c", "9d"} and yours(d, 2) == {"Js", "Jd", "Kc", "5c", "6d"}
    assert d.replayed() == d.state


def test_a_pass_that_would_come_round_to_its_giver_is_not_made(entered):
    d = entered([{"kind": "deal", "down": 5}, {"kind": "pass", "to": "left", "seats": 3}, {"kind": "bet"}])
    assert d.state.current.name == "betting"  # three seats along at a table of three: everyone keeps their cards
    assert yours(d, 1) == set(HANDS[1].split())


def test_seats_count_only_to_the_left_or_right():
    definition = {"name": "Far", "script": [{"kind": "deal", "down": 5}, {"kind": "pass", "to": "across", "seats": 2}]}
    assert builder.problems(definition) == [
        "Script step 2 (pass): across the table is one player; seats and the other side count only to the left or "
        "right."]


def test_the_last_to_bet_or_raise_chooses_how_many_cards_everyone_passes(entered):
    d = entered(SHIFT["script"])
    d.act(1, {"type": "check"})
    d.act(2, {"type": "bet", "amount": 10})
    d.act(3, {"type": "raise", "amount": 20})
    d.act(1, {"type": "call"})
    d.act(2, {"type": "call"})
    assert d.state.current.name == "pass"
    assert not {"pass_count", "pass_card"} & set(d.legal(1))
    assert d.refuse(1, {"type": "pass_card", "card": "As"}).code == "count_not_chosen"
    assert d.refuse(1, {"type": "pass_count", "count": 2}).code == "not_your_choice"
    assert d.refuse(3, {"type": "pass_count", "count": 5}).message == "Choose from 0 to 4 cards."
    d.act(3, {"type": "pass_count", "count": 2})
    assert d.refuse(3, {"type": "pass_count", "count": 1}).code == "not_your_choice"
    offered = next(a for a in d.variant.legal_actions(d.state, 1) if a["type"] == "pass_card")
    assert offered["count"] == 2 and offered["to"] == 2
    passes(d, {1: "2c 3d", 2: "5c 6d", 3: "8c 9d"}, to={1: 2, 2: 3, 3: 1})
    assert d.state.current.name == "betting"
    assert yours(d, 1) == {"As", "Ad", "Ac", "8c", "9d"}
    assert d.replayed() == d.state


def test_a_choice_of_no_card_passes_none_and_nobody_betting_leaves_it_to_the_player_left_of_the_dealer(entered):
    d = entered(SHIFT["script"])
    for seat in (1, 2, 3):
        d.act(seat, {"type": "check"})
    assert "pass_count" in d.legal(1) and "pass_count" not in d.legal(2)
    d.act(1, {"type": "pass_count", "count": 0})
    assert d.state.current.name == "betting" and yours(d, 1) == set(HANDS[1].split())
    assert d.replayed() == d.state


def test_the_words_of_the_new_passes():
    said = " ".join(builder.rule_text({**SHIFT, "script": [*SHIFT["script"],
                                                            {"kind": "pass", "to": "right", "seats": 2}]}))
    assert "chooses how many cards, from 0 to 4, everyone passes to the left" in said
    assert "Everyone passes a card to the player 2 seats to their right" in said


@pytest.mark.parametrize("seed", range(4))
def test_shift_is_accepted_and_played_to_its_end_from_random_legal_actions(seed):
    played(SHIFT, seed, players=2 + seed)


def played(definition: dict, seed: int, players: int) -> None:
    """The definition is accepted, and a deal of it played to its end from random legal actions; its replay
    equals the night played."""
    played_to_its_end(definition, seed, players)


PUSH = [{"kind": "deal", "down": 1}, {"kind": "deal", "up": 1, "pass_on": True}, {"kind": "bet"}]


def test_a_card_dealt_up_may_be_passed_on_for_the_next_and_the_dealers_is_thrown_away(entered):
    d = entered(PUSH)
    assert d.legal(3) >= {"deal_up"} and "pass_on" not in d.legal(1)
    assert d.refuse(3, {"type": "deal_up", "cards": {"2": "2c"}}).code == "bad_cards"  # seat 1 is dealt first
    d.act(3, {"type": "deal_up", "cards": {"1": "2c"}})
    offered = next(a for a in d.variant.legal_actions(d.state, 1) if a["type"] == "pass_on")
    assert offered["card"] == "2c" and offered["to"] == 2
    d.act(1, {"type": "pass_on", "say": "pass"})
    assert d.refuse(2, {"type": "pass_on", "say": "keep"}).code == "not_your_turn"  # seat 1 is dealt first
    d.act(3, {"type": "deal_up", "cards": {"1": "Kd"}})
    assert "pass_on" not in d.legal(1)  # the card taken instead is kept
    d.act(2, {"type": "pass_on", "say": "keep"})
    d.act(3, {"type": "deal_up", "cards": {"3": "7h"}})
    d.act(3, {"type": "pass_on", "say": "pass"})
    d.act(3, {"type": "deal_up", "cards": {"3": "9s"}})
    assert d.state.current.name == "betting"
    assert [d.state.zones.face_up(seat) for seat in (1, 2, 3)] == [parse_cards([c]) for c in ("Kd", "2c", "9s")]
    assert d.replayed() == d.state


def test_a_card_passed_on_may_be_passed_on_again(entered):
    d = entered(PUSH)
    d.act(3, {"type": "deal_up", "cards": {"1": "2c"}})
    d.act(1, {"type": "pass_on", "say": "pass"})
    d.act(3, {"type": "deal_up", "cards": {"1": "Kd"}})
    d.act(2, {"type": "pass_on", "say": "pass"})
    d.act(3, {"type": "deal_up", "cards": {"2": "Jh"}})
    offered = next(a for a in d.variant.legal_actions(d.state, 3) if a["type"] == "pass_on")
    assert offered["card"] == "2c" and offered["to"] is None
    d.act(3, {"type": "pass_on", "say": "keep"})
    assert [d.state.zones.face_up(seat) for seat in (1, 2, 3)] == [parse_cards([c]) for c in ("Kd", "Jh", "2c")]


def test_a_card_passed_on_is_dealt_face_up_alone():
    definition = {"name": "Push", "script": [{"kind": "deal", "down": 1, "up": 1, "pass_on": True}]}
    assert builder.problems(definition) == [
        "Script step 1 (deal): a card passed on is dealt face up alone: say up 1 and nothing else."]


@pytest.mark.parametrize("name", ["plain_push", "polish_ii", "pussy_cat"])
@pytest.mark.parametrize("seed", range(2))
def test_each_push_game_is_accepted_and_played_to_its_end_from_random_legal_actions(name, seed):
    played(DEFINITIONS[name], seed, players=3 + 3 * seed)


def test_cards_passed_both_ways_at_once_each_go_their_way(entered):
    d = entered([{"kind": "deal", "down": 5}, {"kind": "pass", "to": "left", "count": 2, "other_side": 1},
                 {"kind": "bet"}], FOUR)
    offered = {a["side"]: a for a in d.variant.legal_actions(d.state, 1) if a["type"] == "pass_card"}
    assert offered["left"]["to"] == 2 and offered["left"]["count"] == 2 and offered["right"]["to"] == 4
    for seat in FOUR:
        cards = HANDS[seat].split()
        d.act(seat, {"type": "pass_card", "cards": cards[:2], "side": "left"})
        if seat == 1:
            assert d.refuse(1, {"type": "pass_card", "card": "As", "side": "right"}).code == "not_in_your_hand"
        d.act(seat, {"type": "pass_card", "card": cards[2], "side": "right"})
    for seat in FOUR:
        left, right = seat % 4 + 1, (seat - 2) % 4 + 1  # the receivers of each way
        cards = HANDS[seat].split()
        d.act(left, {"type": "receive", "cards": cards[:2], "side": "left"})
        d.act(right, {"type": "receive", "card": cards[2], "side": "right"})
    assert d.state.current.name == "betting"
    assert yours(d, 1) == {"2c", "3d", "Js", "Jd", "Kc"}  # two from seat 4 on the right, one from seat 2
    assert d.replayed() == d.state


@pytest.mark.parametrize("name", ["bisexual", "anaconda_ii"])
def test_each_game_passing_both_ways_is_accepted_and_played_to_its_end_from_random_legal_actions(name):
    played(DEFINITIONS[name], seed=5, players=5)


def test_at_a_table_of_two_cards_passed_both_ways_go_in_one_pass_to_the_other_player(entered):
    d = entered([{"kind": "deal", "down": 5}, {"kind": "pass", "to": "left", "count": 2, "other_side": 1},
                 {"kind": "bet"}], {1: 500, 2: 500})
    offered = [a for a in d.variant.legal_actions(d.state, 1) if a["type"] == "pass_card"]
    assert len(offered) == 1 and offered[0]["count"] == 3 and "both" not in offered[0]
    passes(d, {1: "As Ad Ac", 2: "Ks Kd Kc"}, to={1: 2, 2: 1})
    assert d.state.current.name == "betting" and yours(d, 1) == {"Ks", "Kd", "Kc", "2c", "3d"}
