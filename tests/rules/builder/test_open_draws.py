"""Draws dealt face up or said openly, from the public catalogue (ichabod801/poker_db): Windows (#461) and its
child Macintosh II (#822), "everyone declares how many cards they are drawing before any cards are dealt. Cards
drawn are dealt face up"; Flip'em (#460), "each player flips all five cards face up, and then may draw up to
three cards (four if they show an ace). Draw cards come back face down"; English Stud (#188) and English Stud III
(#602), "each player may draw one card if they wish", a face-down card for one dealt down, a face-up card for one
dealt up, free. Seat 3 deals: seat 1 draws first."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.rules.builder import definition as builder
from referee.rules.core.cards import parse_card, parse_cards
from tests.support.defined_play import played_to_its_end

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
WINDOWS, FLIP_EM, ENGLISH_STUD = (json.loads((SHIPPED / f"{key}.json").read_text())
                                  for key in ("windows", "flip_em", "english_stud"))
OPEN_DRAW = WINDOWS["script"][2]  # a draw declared, face-up cards too, the new cards dealt face up
# "The wild rank is equal to the latest edition of the Macintosh operating system": Mac OS X, ten.
MACINTOSH_II = {**WINDOWS, "name": "Macintosh II", "wild": [{"kind": "ranks", "ranks": ["10"]}]}
FREE_DRAW = ENGLISH_STUD["script"][-2]  # one card changed free, a face-up card for one dealt face up
ENGLISH_STUD_III = {"name": "English stud III", "stud": True, "most_players": 8, "script": [
    {"kind": "deal", "down": 1, "up": 1}, {"kind": "bet"}, *({"kind": "deal", "up": 1}, {"kind": "bet"}) * 2,
    {"kind": "deal", "down": 1}, {"kind": "bet"}, FREE_DRAW, {"kind": "bet"}]}

# Buck Shot (#821), but for its second draw "starting with the dealer and going counter-clockwise", which is
# played clockwise from the dealer's left here: each player's new cards turned up before the next draws.
BUCK_SHOT = {"name": "Buck shot", "most_players": 4, "script": [
    {"kind": "deal", "down": 3}, {"kind": "bet"}, {"kind": "deal", "down": 2}, {"kind": "bet"}, OPEN_DRAW,
    {"kind": "bet"}, {**OPEN_DRAW, "declared": False}, {"kind": "bet"}]}


def _checked_round(d) -> None:
    while d.state.current.name == "betting":
        d.act(d.state.to_act(), {"type": "check"})


def test_everyone_says_how_many_they_draw_before_the_dealer_turns_up_any_new_card(dealt):
    d = dealt(WINDOWS)
    _checked_round(d)
    d.act(1, {"type": "draw", "count": 2})
    assert d.refuse(3, {"type": "deal_up", "cards": {"1": "7h"}}).code == "no_up_cards_now"
    d.act(2, {"type": "draw", "count": 0})
    d.act(3, {"type": "draw", "count": 3, "show": "As"})
    [offer] = [a for a in d.variant.legal_actions(d.state, 3) if a["type"] == "deal_up"]
    assert offer["seats"] == [1, 3] and d.state.zones.known[3] == (parse_card("As"),)
    assert d.refuse(3, {"type": "deal_up", "cards": {"2": "7h"}}).code == "no_card_due"
    d.act(3, {"type": "deal_up", "cards": {"1": "7h", "3": "Kd"}})
    d.act(3, {"type": "deal_up", "cards": {"1": "7c", "3": "Kc"}})
    assert d.state.current.name == "draw"  # seat 3 is owed one more
    d.act(3, {"type": "deal_up", "cards": {"3": "Ks"}})
    assert d.state.current.name == "betting"
    assert d.state.zones.face_up(1) == tuple(parse_cards(["7h", "7c"])) and d.state.down_count(1) == 3
    assert d.state.down_count(3) == 2 and d.state.zones.dealt == 15 + 5
    assert d.replayed() == d.state


def test_without_declaring_each_players_new_cards_are_turned_up_before_the_next_player_draws(dealt):
    d = dealt({**WINDOWS, "script": [{"kind": "deal", "down": 5}, {"kind": "bet"},
                                     {**OPEN_DRAW, "declared": False}, {"kind": "bet"}]})
    _checked_round(d)
    d.act(1, {"type": "draw", "count": 1})
    assert d.refuse(2, {"type": "draw", "count": 0}).message == \
        "The dealer deals the cards drawn face up before the next player draws."
    d.act(3, {"type": "deal_up", "cards": {"1": "9h"}})
    assert d.state.to_act() == 2 and d.state.zones.face_up(1) == (parse_card("9h"),)


def test_a_face_up_card_is_thrown_away_by_name_at_the_second_draw(dealt):
    d = dealt(WINDOWS)
    _checked_round(d)
    for seat in (1, 2, 3):
        d.act(seat, {"type": "draw", "count": 1})
    d.act(3, {"type": "deal_up", "cards": {"1": "2h", "2": "3h", "3": "4h"}})
    _checked_round(d)
    assert d.refuse(1, {"type": "draw", "count": 0, "discard_up": ["3h"]}).code == "not_your_card"
    assert d.refuse(1, {"type": "draw", "count": 3, "discard_up": ["2h"]}).message == \
        "You may draw at most 3 cards; 4 if you show an ace you keep."
    d.act(1, {"type": "draw", "count": 2, "discard_up": ["2h"]})
    assert d.state.zones.face_up(1) == () and d.state.down_count(1) == 2 and d.state.changed[1] == 3
    assert "2h" in str(d.events[-1].payload)  # named for all to see


def test_flip_em_turns_every_card_up_and_the_draw_throws_face_up_cards_for_new_ones_face_down(dealt):
    d = dealt(FLIP_EM)
    _checked_round(d)
    hands = {1: "As Kd 7c 4h 2s", 2: "Qh Qd 9c 8c 3d", 3: "Jh Td 6s 5s 5c"}
    for seat, hand in hands.items():
        d.act(seat, {"type": "roll_up", "cards": hand.split()})
    assert d.state.down_count(1) == 0 and len(d.state.zones.face_up(1)) == 5
    assert d.refuse(1, {"type": "draw", "count": 1}).code == "too_many_drawn"
    assert d.refuse(1, {"type": "draw", "count": 0, "discard_up": ["As", "Kd", "7c", "4h"], "show": "As"}).code \
        == "shown_card_missing"
    d.act(1, {"type": "draw", "count": 0, "discard_up": ["Kd", "7c", "4h", "2s"], "show": "As"})
    assert d.state.zones.face_up(1) == (parse_card("As"),) and d.state.down_count(1) == 4
    assert d.refuse(2, {"type": "draw", "count": 0, "discard_up": ["9c", "8c", "3d", "Qd"]}).code == \
        "too_many_drawn"  # four only showing an ace


def test_a_plain_draw_changes_face_down_cards_only_and_declaring_needs_cards_dealt_face_up(dealt):
    d = dealt({"name": "Plain", "script": [{"kind": "deal", "down": 2, "up": 1}, {"kind": "draw", "most": 2}]})
    d.act(3, {"type": "deal_up", "cards": {"1": "2h", "2": "3h", "3": "4h"}})
    assert d.refuse(1, {"type": "draw", "count": 0, "discard_up": ["2h"]}).message == \
        "At this draw only face-down cards are changed."
    assert [a for a in d.variant.legal_actions(d.state, 1) if a["type"] == "draw"][0]["fields"][-1]["name"] == "cards"
    declared = {"name": "Said", "script": [{"kind": "deal", "down": 5}, {"kind": "draw", "most": 3, "declared": True}]}
    assert builder.problems(declared) == [
        "Script step 2 (draw): saying how many you draw before any card is dealt (declared) matters only when the "
        "new cards come face up: deal them face up (dealt: up), or leave out declared."]


def test_the_rule_texts_say_the_draws_in_words():
    said = " ".join(builder.rule_text(WINDOWS))
    assert "Everyone in turn says how many cards they draw before any is dealt: draw up to 3 (4 showing an ace " \
           "you keep), face-up cards too, named for all to see; the new cards are dealt face up." in said
    assert "Everyone still in turns up all their face-down cards, all at once." in builder.rule_text(FLIP_EM)
    assert "Each player in turn may replace one card for free" in " ".join(builder.rule_text(ENGLISH_STUD))


@pytest.mark.parametrize("definition, seed, players", [
    pytest.param(WINDOWS, 1, 4, id="Windows"), pytest.param(WINDOWS, 2, 2, id="Windows heads up"),
    pytest.param(MACINTOSH_II, 3, 3, id="Macintosh II"), pytest.param(BUCK_SHOT, 2, 4, id="Buck shot"), pytest.param(FLIP_EM, 1, 6, id="Flip'em"),
    pytest.param(FLIP_EM, 4, 3, id="Flip'em three"), pytest.param(ENGLISH_STUD, 2, 5, id="English stud"),
    pytest.param(ENGLISH_STUD_III, 5, 4, id="English stud III")])
def test_the_catalogue_games_are_accepted_and_played_to_their_end(definition, seed, players):
    played_to_its_end(definition, seed, players)


# Draws of every kind between bets and a turning up of whole hands in a five-card game (a card up too, or not)
# of up to four players: each definition the builder accepts is played to its end from random legal actions and
# replays to the same night.
DRAWS = st.fixed_dictionaries({"kind": st.just("draw"), "most": st.integers(0, 4)}, optional={
    "most_with_ace": st.integers(1, 5), "cards": st.sampled_from(["down", "any"]),
    "dealt": st.sampled_from(["down", "up"]), "declared": st.booleans()})
STEPS = st.one_of(DRAWS, st.just({"kind": "bet"}), st.just({"kind": "roll_up", "cards": "all"}))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(script=st.lists(STEPS, min_size=1, max_size=4), up=st.integers(0, 1), seed=st.integers(0, 2**32 - 1),
       players=st.integers(2, 4))
def test_any_open_draw_accepted_is_played_to_its_end(script, up, seed, players):
    definition = {"name": "Open", "most_players": 4, "script": [{"kind": "deal", "down": 5, "up": up}, *script]}
    if not builder.problems(definition):
        played_to_its_end(definition, seed, players)
