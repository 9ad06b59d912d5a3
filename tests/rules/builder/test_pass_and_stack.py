"""The pass family's pieces at work in a deal of a defined game: several cards passed at once, to the left,
the right or across the table; and a stack of face-down cards turned up from the top in the order its
player chose in secret, a betting round between turns (Anaconda's roll-out); a discard of cards the player entered."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.rules.builder import definition as builder
from referee.rules.catalog import VARIANTS
from referee.rules.core.cards import parse_cards
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules.poker.view import view
from tests.rules.builder.test_shipped_definitions import DEFINITIONS
from tests.rules.poker.conftest import Deal
from tests.rules.test_every_game import Night, play, start

THREE = {1: 500, 2: 500, 3: 500}  # the dealer is seat 3: seat 1 is left of the dealer, then 2, then 3
FOUR = {1: 500, 2: 500, 3: 500, 4: 500}
HANDS = {1: "As Ad Ac 2c 3d", 2: "Ks Kd Kc 5c 6d", 3: "Qs Qd Qc 8c 9d", 4: "Js Jd Jc 7c 4d"}


@pytest.fixture
def dealt(monkeypatch):
    def start(script: list, stacks=THREE, **more) -> Deal:
        variant = builder.variant({"name": "Passing", "script": script, **more})
        monkeypatch.setitem(VARIANTS, variant.key, variant)
        d = Deal(variant.key, stacks, dealer=max(stacks))
        for seat in stacks:
            d.act(seat, {"type": "cards", "cards": HANDS[seat].split()[:d.state.down_count(seat)]})
        return d
    return start


def yours(d: Deal, seat: int) -> set[str]:
    return set(view(d.state, seat)["your_cards"])


def passes(d: Deal, gave: dict[int, str], to: dict[int, int]):
    for seat, cards in gave.items():
        d.act(seat, {"type": "pass_card", "cards": cards.split()})
    for seat, cards in gave.items():
        d.act(to[seat], {"type": "receive", "cards": cards.split()})


def test_three_cards_pass_to_the_left_at_once_and_nobody_else_sees_them(dealt):
    d = dealt([{"kind": "deal", "down": 5}, {"kind": "pass", "to": "left", "count": 3}, {"kind": "bet"}])
    d.act(1, {"type": "pass_card", "cards": ["As", "Ad", "Ac"]})
    assert "As" not in str(view(d.state, 2)) and "As" not in str(view(d.state, None))
    assert d.refuse(2, {"type": "receive", "cards": ["As", "Ad", "Ac"]}).code == "passes_not_chosen"
    d.act(2, {"type": "pass_card", "cards": ["Ks", "Kd", "Kc"]})
    d.act(3, {"type": "pass_card", "cards": ["Qs", "Qd", "Qc"]})
    offered = next(a for a in d.variant.legal_actions(d.state, 2) if a["type"] == "receive")
    assert offered["passed"] == "As,Ad,Ac" and offered["count"] == 3
    for seat, cards in ((2, "Ac As Ad"), (3, "Ks Kd Kc"), (1, "Qs Qd Qc")):  # any order
        d.act(seat, {"type": "receive", "cards": cards.split()})
    assert d.state.current.name == "betting"
    assert yours(d, 1) == {"2c", "3d", "Qs", "Qd", "Qc"} and yours(d, 2) == {"5c", "6d", "As", "Ad", "Ac"}
    assert d.replayed() == d.state


@pytest.mark.parametrize("cards, said", [
    (["As", "Ad"], "Name the 3 cards that are passed"),
    (["As", "As", "Ad"], "A♠ is entered twice"),
])
def test_a_pass_names_as_many_different_cards_as_the_step_says(dealt, cards, said):
    d = dealt([{"kind": "deal", "down": 5}, {"kind": "pass", "to": "left", "count": 3}, {"kind": "bet"}])
    assert d.refuse(1, {"type": "pass_card", "cards": cards}).message.startswith(said)
    assert d.refuse(1, {"type": "pass_card", "cards": ["Ks", "Ad", "Ac"]}).code == "not_in_your_hand"


def test_cards_entered_differently_are_asked_again_of_giver_and_receiver_only(dealt):
    d = dealt([{"kind": "deal", "down": 5}, {"kind": "pass", "to": "right", "count": 2}, {"kind": "bet"}])
    passes(d, {1: "2c 3d", 2: "5c 6d", 3: "8c 9d"}, to={1: 3, 2: 1, 3: 2})  # to the right
    assert d.state.current.name == "betting" and yours(d, 1) >= {"5c", "6d"}
    d = dealt([{"kind": "deal", "down": 5}, {"kind": "pass", "to": "right", "count": 2}, {"kind": "bet"}])
    for seat, cards in ((1, "2c 3d"), (2, "5c 6d"), (3, "8c 9d")):
        d.act(seat, {"type": "pass_card", "cards": cards.split()})
    d.act(3, {"type": "receive", "cards": ["2c", "4d"]})  # seat 1 passed the 3♦, not the 4♦
    asked = {seat: [a["type"] for a in d.variant.legal_actions(d.state, seat) if a.get("differ")] for seat in THREE}
    assert asked == {1: ["pass_card"], 2: [], 3: ["receive"]}
    d.act(3, {"type": "receive", "cards": ["3d", "2c"]})
    assert yours(d, 3) >= {"2c", "3d"} and not yours(d, 1) & {"2c", "3d"}
    assert d.replayed() == d.state


@pytest.mark.parametrize("stacks, across", [
    (FOUR, {1: 3, 2: 4, 3: 1, 4: 2}),  # the player facing each
    (THREE, {1: 2, 2: 3, 3: 1}),  # an odd table: the nearer of the two facing, on the left
])
def test_across_the_table_is_half_the_players_away(dealt, stacks, across):
    d = dealt([{"kind": "deal", "down": 5}, {"kind": "pass", "to": "across"}, {"kind": "bet"}], stacks=stacks)
    for seat in stacks:
        offered = next(a for a in d.variant.legal_actions(d.state, seat) if a["type"] == "pass_card")
        assert offered["to"] == across[seat] and offered["side"] == "across"
    passes(d, {seat: HANDS[seat].split()[0] for seat in stacks}, to=across)
    assert d.state.current.name == "betting"
    assert HANDS[1].split()[0] in yours(d, across[1])


ROLL_OUT = [{"kind": "deal", "down": 4}, {"kind": "stack"}, {"kind": "flip_top"}, {"kind": "bet"},
            {"kind": "flip_top", "count": 2}, {"kind": "bet"}]


def test_a_stack_is_turned_up_from_the_top_in_the_order_its_player_chose(dealt):
    d = dealt(ROLL_OUT)
    assert d.refuse(1, {"type": "stack", "cards": ["As", "Ad", "Ac"]}).code == "wrong_count"
    assert d.refuse(1, {"type": "stack", "cards": ["As", "Ad", "Ac", "Ks"]}).code == "not_your_card"
    d.act(1, {"type": "stack", "cards": ["2c", "As", "Ad", "Ac"]})
    d.act(1, {"type": "stack", "cards": ["As", "2c", "Ad", "Ac"]})  # changed before everyone stacked
    d.act(2, {"type": "stack", "cards": ["Ks", "5c", "Kd", "Kc"]})
    assert "stack:1" not in str(view(d.state, 2)) and "2c" not in str(view(d.state, 2))
    drafts = d.act(3, {"type": "stack", "cards": ["Qs", "Qd", "8c", "Qc"]})
    assert [draft.type for draft in drafts] == ["stack", "rolled_up"]
    assert drafts[1].payload["cards"] == {"1": ["As"], "2": ["Ks"], "3": ["Qs"]}
    assert d.state.current.name == "betting" and d.state.to_act() == 1
    assert "2c" not in str(view(d.state, 2)) and "Kd" not in str(view(d.state, 1))
    for seat in (1, 2, 3):
        d.act(seat, {"type": "check"})
    assert [d.state.zones.face_up(seat) for seat in (1, 2, 3)] == [
        parse_cards(["As", "2c", "Ad"]), parse_cards(["Ks", "5c", "Kd"]), parse_cards(["Qs", "Qd", "8c"])]
    assert d.state.down_count(1) == 1 and d.state.zones.entered[1] == parse_cards(["Ac"])
    assert d.replayed() == d.state


def test_nobody_turns_a_card_before_everyone_still_in_has_stacked(dealt):
    d = dealt([{"kind": "deal", "down": 4}, {"kind": "bet"}, *ROLL_OUT[1:]])
    d.act(1, {"type": "bet", "amount": 10})
    d.act(2, {"type": "fold"})
    d.act(3, {"type": "call"})
    assert "stack" not in d.legal(2)
    d.act(1, {"type": "stack", "cards": HANDS[1].split()[:4]})
    assert d.state.current.name == "stack" and not d.state.zones.up
    drafts = d.act(3, {"type": "stack", "cards": HANDS[3].split()[:4]})
    assert drafts[-1].payload["cards"] == {"1": ["As"], "3": ["Qs"]}


PASS_GAMES = ("anaconda", "basketball", "double_exposure", "pass_the_trash", "perfected_pass_the_trash",
              "progressive_pass_anaconda", "switch")


@pytest.mark.parametrize("name", PASS_GAMES)
@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 7))
def test_each_pass_game_shipped_is_played_to_its_end_from_random_legal_actions(name, seed, players):
    definition = DEFINITIONS[name]
    players = min(players, definition["most_players"])
    night = Night(builder.key_of(definition["name"]), [1000] * players, random.Random(seed),
                  variant=builder.variant(definition))
    night.do(HOST, {"type": "define_game", "definition": definition})
    start(night, players)
    play(night)
    assert night.live.deals, "no deal was played to its end"
    assert rules.replay(night.log) == night.live


def test_each_player_takes_a_card_at_random_from_the_player_on_their_left(dealt):
    d = dealt([{"kind": "deal", "down": 5}, {"kind": "take", "from": "left"}, {"kind": "bet"}])
    offered = next(a for a in d.variant.legal_actions(d.state, 2) if a["type"] == "pass_card")
    assert offered["taken"] is True and offered["to"] == 1  # seat 1, on seat 2's right, takes from seat 2
    passes(d, {1: "2c", 2: "5c", 3: "8c"}, to={1: 3, 2: 1, 3: 2})
    assert d.state.current.name == "betting"
    assert "5c" in yours(d, 1) and "8c" in yours(d, 2) and "2c" in yours(d, 3)


def test_the_ace_a_player_showed_to_draw_more_may_be_the_card_their_neighbour_takes(dealt):
    """Switch: the A♠ seat 1 showed at the draw stays in their hand, face down, for all that everyone saw it."""
    d = dealt([{"kind": "deal", "down": 5}, {"kind": "draw", "most": 3, "most_with_ace": 4},
               {"kind": "take", "from": "right"}, {"kind": "bet"}])
    d.act(1, {"type": "draw", "count": 4, "show": "As", "cards": ["As", "7h", "7d", "7s", "7c"]})
    d.act(2, {"type": "draw", "count": 0})
    d.act(3, {"type": "draw", "count": 0})
    passes(d, {1: "As", 2: "Ks", 3: "Qs"}, to={1: 2, 2: 3, 3: 1})
    assert "As" in yours(d, 2) and "As" not in yours(d, 1)


def test_a_deal_rained_out_by_a_card_turned_from_a_stack_is_stacked_again(dealt):
    d = dealt([{"kind": "deal", "down": 2}, {"kind": "stack"}, {"kind": "flip_top"}, {"kind": "bet"}],
              on_cards=[{"kind": "rainout", "cards": ["7d"]}])
    d.act(3, {"type": "cards", "cards": ["7d", "Qd"]})
    for seat, cards in ((1, "As Ad"), (2, "Ks Kd"), (3, "7d Qd")):
        d.act(seat, {"type": "stack", "cards": cards.split()})
    assert d.state.current.name == "stack" and not d.state.zones.up  # the 7♦ turned up rained the deal out
    assert all("stack" in d.legal(seat) for seat in THREE)
    for seat, cards in ((1, "2c 3d"), (2, "5c 6d"), (3, "8c 9d")):
        d.act(seat, {"type": "stack", "cards": cards.split()})
    assert d.state.current.name == "betting"
    assert [d.state.zones.face_up(seat) for seat in THREE] == [parse_cards([top]) for top in ("2c", "5c", "8c")]
    assert d.replayed() == d.state


def test_a_discard_names_cards_the_player_entered_and_throws_only_those(dealt):
    d = dealt([{"kind": "deal", "down": 4}, {"kind": "bet"}, {"kind": "discard", "count": 1}, {"kind": "bet"}])
    for seat in (1, 2, 3):
        d.act(seat, {"type": "check"})
    refused = d.refuse(1, {"type": "discard", "cards": ["9s"]})
    assert (refused.code, refused.message) == ("not_your_card", "9♠ is not among the cards you entered; throw "
                                               "away yours, or enter your cards again if they changed.")
    assert d.refuse(1, {"type": "discard", "cards": ["As", "Ad"]}).message == "Throw away one of your face-down cards."
    d.act(1, {"type": "discard", "cards": ["2c"]})
    assert yours(d, 1) == {"As", "Ad", "Ac"}
