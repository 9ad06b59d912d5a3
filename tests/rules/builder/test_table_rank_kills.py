"""A card turned up of the table card's rank folds its hand (`table_rank_kills`): Mexican Sweat of the public
catalogue of home variants (ichabod801/poker_db, all_md/flip/07-card.md, #560), a Beat It game with a table card:
"If the first card you flip up is the same rank as the table card, you must fold" (`"first": true`); without
`first`, any card turned up of that rank folds it (Mexican Armpit's "if a player flips a card of the same rank as
the third table card, they automatically fold", of one table card). Written from its rule text, shipped,
accepted and played to its end; the kills decided as the text says, with set cards."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from tests.rules.builder.test_beat_it import BEAT_IT, SEVEN_UNSEEN, turn
from tests.support.defined_play import played_to_its_end

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions" / "mexican_sweat.json"
MEXICAN_SWEAT = json.loads(SHIPPED.read_text())
ANY_CARD = {**BEAT_IT, "name": "Sweat of any card", "on_cards": [{"kind": "table_rank_kills"}]}


def test_the_shipped_mexican_sweat_is_its_catalogue_text():
    assert MEXICAN_SWEAT["name"] == "Mexican Sweat" and builder.problems(MEXICAN_SWEAT) == []
    assert MEXICAN_SWEAT["script"] == [{"kind": "deal", "down": 7}, {"kind": "beat_it", "table_card": True}]
    assert MEXICAN_SWEAT["on_cards"] == [{"kind": "table_rank_kills", "first": True}]
    assert builder.rule_text(MEXICAN_SWEAT)[-1] == \
        "A player whose first card turned up has the table card's rank folds: their hand is dead."
    assert builder.rule_text(ANY_CARD)[-1] == \
        "A player who turns up a card of the table card's rank folds: their hand is dead."


@pytest.mark.parametrize("definition", [MEXICAN_SWEAT, ANY_CARD], ids=lambda d: d["name"])
def test_the_games_are_played_to_their_end(definition):
    said = Counter()
    for seed, players in ((0, 2), (1, 4), (2, 7), (3, 5), (4, 6)):
        night = played_to_its_end(definition, seed, players)
        said.update(event.type for event in night.log)
    assert said["lay"] == 5 and said["turn_up"] and said["beats"] and said["killed"]


# The table card, then the cards turned up in turn (each by the player whose turn it is), and who is then out.
CASES = [
    pytest.param(MEXICAN_SWEAT, "7s", ["7c"], {1}, id="a first card of the table card's rank folds"),
    pytest.param(MEXICAN_SWEAT, "7s", ["2c", "3d", "7c"], set(), id="a later card of its rank does not"),
    pytest.param(MEXICAN_SWEAT, "7s", ["8c", "7h"], {2}, id="the second player's first card folds them"),
    pytest.param(MEXICAN_SWEAT, "7s", ["6c", "8h"], set(), id="other ranks do not"),
    pytest.param(ANY_CARD, "7s", ["2c", "3d", "7c"], {1}, id="without first: any card of its rank folds"),
    pytest.param(ANY_CARD, "Ks", ["Kc"], {1}, id="without first: the first card too"),
]


@pytest.mark.parametrize("definition, table, cards, out", CASES)
def test_a_card_of_the_table_cards_rank_folds_its_hand_as_the_rule_says(dealt, definition, table, cards, out):
    d = dealt(definition)
    d.act(3, {"type": "lay", "cards": [table]})
    for code in cards:
        if d.state.current.name == "betting":
            d.act(d.state.to_act(), {"type": "check"})
            while d.state.current.name == "betting":
                d.act(d.state.to_act(), {"type": "check"})
        turn(d, code)
    assert d.state.killed == frozenset(out) and not (out & d.state.in_hand)
    assert d.replayed() == d.state


def test_a_player_folded_by_the_table_cards_rank_passes_the_turn_with_no_bet(dealt):
    d = dealt(MEXICAN_SWEAT)
    d.act(3, {"type": "lay", "cards": ["Qd"]})
    drafts = d.act(1, {"type": "turn_up", "card": "Qc"})
    assert [draft.type for draft in drafts] == ["turn_up", "killed"]
    assert drafts[-1].payload["says"] == "Seat 1 is out of the deal: Q♣: the first card turned up, of the table " \
                                      "card's rank, kills the hand."
    assert d.state.current.name == "turning" and d.state.to_act() == 2 and d.state.rounds_played == 0


def test_the_last_player_left_takes_the_pot(dealt):
    d = dealt(MEXICAN_SWEAT, {1: 500, 2: 500})
    d.act(2, {"type": "lay", "cards": ["4h"]})
    drafts = d.act(1, {"type": "turn_up", "card": "4c"})
    assert [draft.type for draft in drafts][-1] == "uncontested"
    assert d.state.result["pots"][0]["winners"] == [2] and d.stack(2) == 505


def test_the_piece_needs_a_table_card():
    plain = {**MEXICAN_SWEAT, "script": [SEVEN_UNSEEN, {"kind": "beat_it"}]}
    assert builder.problems(plain) == [
        "On cards rule 1 (table_rank_kills) folds a hand by the table card's rank, but no card is turned up on the "
        "table: give the beat_it step a table card (table_card)."]
    stud = {**MEXICAN_SWEAT, "script": [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}]}
    assert builder.problems(stud) == [
        "On cards rule 1 (table_rank_kills) folds a hand by the table card's rank, but no card is turned up on the "
        "table: add a beat_it step with a table card."]
