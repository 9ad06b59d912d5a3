"""A draw that may not throw away cards of named ranks: Rubidoux of the public catalogue of home variants
(ichabod801/poker_db, all_md/draw): "each player may draw up to three cards, four if they show an ace. You may
not get rid of threes or fours while drawing." Each case what the player is told, or the draw as recorded."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.core.cards import parse_card
from tests.support.defined_play import played_to_its_end

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
RUBIDOUX = json.loads((SHIPPED / "rubidoux.json").read_text())
REFUSAL = "You may not throw away a three or a four in Rubidoux's draw."


def at_the_draw(dealt, hand: str | None):
    """A deal of Rubidoux at its draw, seat 1 to draw first, holding `hand` as entered (or nothing entered)."""
    d = dealt(RUBIDOUX)
    if hand:
        d.act(1, {"type": "cards", "cards": hand.split()})
    for _ in range(3):
        d.act(d.state.to_act(), {"type": "check"})
    assert d.state.current.name == "draw" and d.state.to_act() == 1
    return d


CASES = [  # hand entered before the draw, the draw, the refusal (None: the draw is recorded)
    ("3c 4d Kh Qs Jd", {"count": 3, "keep": ["3c", "4d"]}, None),
    ("3c 4d Kh Qs Jd", {"count": 2, "keep": ["3c", "4d", "Kh"]}, None),
    ("3c 4d Kh Qs Jd", {"count": 3, "keep": ["3c", "Kh"]}, REFUSAL),
    ("3c 4d Kh Qs Jd", {"count": 1, "keep": ["3c", "4d", "Kh", "Qs"]}, None),
    ("3c Ah Kh Qs Jd", {"count": 3, "show": "Ah"}, None),
    ("3c Ah Kh Qs Jd", {"count": 4, "show": "Ah"}, "You may not throw away a three or a four in Rubidoux's draw: "
                                                   "you hold 1 of them face down and keep the A♥ you show, so you "
                                                   "may change at most 3."),
    ("3c 3d 4h Qs Jd", {"count": 3}, "You may not throw away a three or a four in Rubidoux's draw: you hold 3 "
                                     "of them face down, so you may change at most 2."),
    ("3c 4d Kh Qs Jd", {"count": 3, "cards": ["3c", "4d", "2s", "5s", "6s"]}, None),
    ("3c 4d Kh Qs Jd", {"count": 3, "cards": ["3c", "Kh", "2s", "5s", "6s"]}, REFUSAL),
    (None, {"count": 3}, None),  # nothing entered: the player's word, as at a real table
    ("3c 4d Kh Qs Jd", {"count": 0}, None),
]


@pytest.mark.parametrize("hand, draw, refusal", CASES)
def test_a_draw_keeping_threes_and_fours(dealt, hand, draw, refusal):
    d = at_the_draw(dealt, hand)
    if refusal:
        refused = d.refuse(1, {"type": "draw", **draw})
        assert (refused.code, refused.message) == ("kept_rank", refusal)
        assert d.state.to_act() == 1
        return
    d.act(1, {"type": "draw", **draw})
    assert d.state.changed[1] == draw["count"] and d.state.to_act() == 2
    assert d.replayed() == d.state


def test_the_offer_says_which_ranks_are_kept_and_other_draws_say_nothing(dealt):
    d = at_the_draw(dealt, None)
    offer = next(a for a in d.variant.legal_actions(d.state, 1) if a["type"] == "draw")
    assert offer["kept"] == "threes or fours"
    plain = {**RUBIDOUX, "script": [step if step["kind"] != "draw" else {"kind": "draw", "most": 3}
                                    for step in RUBIDOUX["script"]]}
    d = dealt(plain)
    for _ in range(3):
        d.act(d.state.to_act(), {"type": "check"})
    offer = next(a for a in d.variant.legal_actions(d.state, 1) if a["type"] == "draw")
    assert "kept" not in offer
    d.act(1, {"type": "cards", "cards": ["3c", "4d", "Kh", "Qs", "Jd"]})
    d.act(1, {"type": "draw", "count": 3, "keep": ["Kh", "Qs"]})  # today's draw: any card may go
    assert d.state.changed[1] == 3


def test_a_face_up_card_of_a_kept_rank_may_not_be_thrown_away(dealt):
    flipped = {"name": "Kept flip", "most_players": 4, "script": [
        {"kind": "deal", "down": 5}, {"kind": "roll_up", "cards": "all"}, {"kind": "bet"},
        {"kind": "draw", "most": 3, "cards": "any", "keeps": ["4"]}, {"kind": "bet"}]}
    assert builder.problems(flipped) == []
    d = dealt(flipped)
    for seat in (1, 2, 3):
        d.act(seat, {"type": "roll_up", "cards": [f"4{'cdh'[seat - 1]}", f"K{'cdh'[seat - 1]}", f"Q{'cdh'[seat - 1]}",
                                                  f"J{'cdh'[seat - 1]}", f"9{'cdh'[seat - 1]}"]})
    for _ in range(3):
        d.act(d.state.to_act(), {"type": "check"})
    refused = d.refuse(1, {"type": "draw", "count": 0, "discard_up": ["4c"]})
    assert refused.message == "You may not throw away a four in Kept flip's draw."
    d.act(1, {"type": "draw", "count": 0, "discard_up": ["Kc"]})
    assert parse_card("4c") in d.state.zones.face_up(1)


def test_the_rule_in_words_and_its_check():
    step = next(step for step in RUBIDOUX["script"] if step["kind"] == "draw")
    assert "Draw up to 3 (4 showing an ace you keep); threes and fours may not be thrown away." in \
        builder.rule_text(RUBIDOUX)
    bad = {**RUBIDOUX, "script": [*RUBIDOUX["script"][:2], {**step, "keeps": ["3", "Z"]}, RUBIDOUX["script"][3]]}
    assert builder.problems(bad)


@pytest.mark.parametrize("seed", range(3))
def test_rubidoux_is_played_to_its_end(seed):
    played_to_its_end(RUBIDOUX, seed, 3 + seed)
