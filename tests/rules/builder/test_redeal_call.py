"""Captain Razz (#586 of the public catalogue, ichabod801/poker_db): razz, and after the last bet "if the player
with the low hand showing wants, there is a redeal". The step offers that player alone a redeal or play on; a
redeal deals the script again to the players still in, the pot staying, and the call comes again."""

from __future__ import annotations

import pytest

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

CAPTAIN_RAZZ = {"name": "Captain razz", "stud": True, "most_players": 7, "script": [
    {"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, *({"kind": "deal", "up": 1}, {"kind": "bet"}) * 3,
    {"kind": "deal", "down": 1}, {"kind": "bet"}, {"kind": "redeal_call"}],
    "showdown": [{"kind": "lowball", "ranking": "ace_to_five"}]}
# The up cards, wave by wave from the dealer's left: seat 2 shows 5-4-3-2, the lowest hand.
UP = "Kc 2d 9h Qc 3d 9s Jc 4d 8h Tc 5d 7h"


def _to_the_call(d) -> None:
    stud = Stud(d)
    stud.turn(UP)
    while d.state.current.name == "betting":
        d.act(d.state.to_act(), {"type": "check"})


def test_the_player_showing_the_lowest_hand_calls_a_redeal_and_the_pot_stays(dealt):
    d = dealt(CAPTAIN_RAZZ)
    _to_the_call(d)
    assert d.state.current.name == "redeal_call" and d.state.to_act() == 2
    assert [a for a in d.variant.legal_actions(d.state, 1) if a["type"] == "call_redeal"] == []
    assert d.refuse(1, {"type": "call_redeal", "say": "redeal"}).message == \
        "Only the player showing the lowest hand may call a redeal."
    d.act(2, {"type": "call_redeal", "say": "redeal"})
    assert d.state.zones.face_up(2) == () and d.state.pot == 15 and d.stack(1) == 495  # nobody antes again
    _to_the_call(d)
    d.act(2, {"type": "call_redeal", "say": "play on"})
    ruling = Stud(d).showdown({1: "Ac Ad As", 2: "6c 6s 7d", 3: None})
    assert ruling["pots"][0]["paid"] == {"2": 15}
    assert d.replayed() == d.state


def test_a_redeal_is_called_in_a_low_game_once_a_card_is_face_up():
    script = [{"kind": "redeal_call"}, {"kind": "deal", "down": 5}, {"kind": "bet"}]
    assert builder.problems({"name": "High call", "script": script}) == [
        "Script step 1 (redeal_call): the lowest hand showing calls a redeal in a low game: add a lowball rule to "
        "the showdown.",
        "Script step 1 (redeal_call): the player showing the lowest hand calls it, but no card is face up by then: "
        "deal one up before it."]
    assert "The player showing the lowest hand may call a redeal: the cards are dealt again to the players still " \
           "in, the pot stays." in builder.rule_text(CAPTAIN_RAZZ)


@pytest.mark.parametrize("seed", (1, 3))
def test_captain_razz_is_accepted_and_played_to_its_end(seed):
    played_to_its_end(CAPTAIN_RAZZ, seed, 2 + seed)
