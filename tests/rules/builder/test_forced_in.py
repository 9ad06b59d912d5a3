"""Who must go in at a guts declaration by the cards showing (`in_out`'s must_go_in): the high card showing
(Forced Guts), the low card, or the low card and every card pairing another player's (Pimp Guts). The forced
player is offered only "in" and "out" is refused in the rule's words; the others choose freely."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end

FORCED = json.loads((Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
                     / "forced_guts.json").read_text())


def forcing(rule: str) -> dict:
    return {"name": "Forcing", "script": [{"kind": "deal", "down": 2, "up": 1},
                                          {"kind": "in_out", "must_go_in": rule}],
            "showdown": [{"kind": "losers_match"}]}


def declaring(dealt, rule: str, up: dict[int, str]):
    """A deal of four where each seat's face-up card is `up`'s, dealt from the dealer's left: at the words."""
    d = dealt(forcing(rule), {1: 500, 2: 500, 3: 500, 4: 500})
    for seat in (1, 2, 3, 4):
        d.act(d.dealer, {"type": "deal_up", "cards": {str(seat): up[seat]}})
    return d


def offered(d, seat: int) -> list:
    return next(field["choices"] for action in d.variant.legal_actions(d.state, seat)
                if action["type"] == "in_out" for field in action["fields"])


@pytest.mark.parametrize("rule, up, forced", [
    ("high_card_showing", {1: "Kc", 2: "As", 3: "2d", 4: "9h"}, {2}),
    ("high_card_showing", {1: "Ac", 2: "As", 3: "2d", 4: "9h"}, {1, 2}),  # tied: both go in
    ("low_card_showing", {1: "Kc", 2: "As", 3: "2d", 4: "9h"}, {3}),  # aces high: the deuce is low
    ("low_card_or_paired_showing", {1: "Kc", 2: "Kd", 3: "3d", 4: "9h"}, {1, 2, 3}),
    ("low_card_or_paired_showing", {1: "Kc", 2: "Qd", 3: "3d", 4: "9h"}, {3}),
])
def test_only_the_forced_players_are_held_to_in(dealt, rule, up, forced):
    d = declaring(dealt, rule, up)
    assert {seat for seat in (1, 2, 3, 4) if offered(d, seat) == ["in"]} == forced
    assert all(offered(d, seat) == ["in", "out"] for seat in {1, 2, 3, 4} - forced)


def test_the_high_card_showing_is_refused_out_in_the_rules_words(dealt):
    d = declaring(dealt, "high_card_showing", {1: "Kc", 2: "As", 3: "2d", 4: "9h"})
    refusal = d.refuse(2, {"type": "in_out", "say": "out"})
    assert (refusal.code, str(refusal)) == ("must_go_in", "The high card showing must go in: you must say in.")
    d.act(2, {"type": "in_out", "say": "in"})
    d.act(1, {"type": "in_out", "say": "out"})  # the others may go out


def test_a_forced_player_going_in_alone_takes_the_pot(dealt):
    d = declaring(dealt, "high_card_showing", {1: "Kc", 2: "As", 3: "2d", 4: "9h"})
    for seat, word in ((1, "out"), (2, "in"), (3, "out"), (4, "out")):
        d.act(seat, {"type": "in_out", "say": word})
    assert d.state.in_hand == {2}
    assert d.stack(2) == 500 + 15  # the antes of the other three


def test_forcing_before_any_card_is_up_is_refused_in_words():
    definition = {**forcing("high_card_showing"), "script": [{"kind": "deal", "down": 3},
                                                             {"kind": "in_out", "must_go_in": "high_card_showing"}]}
    assert builder.problems(definition) == [
        "Script step 2 (in_out): a player must go in by the cards showing, but no card is face up by then: deal "
        "one up before it."]


def test_a_rule_nobody_knows_is_refused_in_words():
    definition = {**forcing("high_card_showing")}
    definition["script"] = [{"kind": "deal", "down": 2, "up": 1}, {"kind": "in_out", "must_go_in": "kings"}]
    assert builder.problems(definition) == [
        "Script step 2 (in_out): the must go in is high_card_showing or low_card_showing or "
        "low_card_or_paired_showing."]


def test_the_rule_reads_as_its_text():
    assert "the high card showing must go in (ties all go in; aces high)" in " ".join(builder.rule_text(FORCED))


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("players", [2, 5])
def test_forced_guts_is_played_to_its_end(seed, players):
    played_to_its_end(FORCED, seed, players)


PIMP = {"name": "Pimp guts", "most_players": 13, "script": [
    {"kind": "deal", "down": 2, "up": 1},
    {"kind": "in_out", "together": False, "must_go_in": "low_card_or_paired_showing"}],
    "showdown": [{"kind": "losers_match"}]}


@pytest.mark.parametrize("seed", [1, 2])
def test_pimp_guts_is_played_to_its_end(seed):
    played_to_its_end(PIMP, seed, 6)
