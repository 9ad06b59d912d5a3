"""Dog of the Nile (#851 of the public catalogue, ichabod801/poker_db): five-card stud, then "each player may
twist a card for max bet. If you twist an up card, you can get the new card down by flipping your hole card";
declared high or low, the low no higher than nine. The flip turns the hole card up for all to see, and the
replacement is dealt face down."""

from __future__ import annotations

import random

import pytest

from referee.rules.builder import definition as builder
from referee.rules.core.cards import parse_card
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules.night.games import variant_of
from tests.rules.test_every_game import Night, play
from tests.support.stud import Stud

# "Max bet": the house spread limit's largest bet, 25¢.
DOG_OF_THE_NILE = {"name": "Dog of the nile", "stud": True, "most_players": 8, "script": [
    {"kind": "deal", "down": 1, "up": 1}, {"kind": "bet"}, *({"kind": "deal", "up": 1}, {"kind": "bet"}) * 3,
    {"kind": "twist", "price": 25, "cards": "any", "flip": True}, {"kind": "bet"},
    {"kind": "declare", "sides": "high_or_low"}],
    "showdown": [{"kind": "high_low", "low": "9"}]}


def test_a_face_up_card_twisted_comes_back_face_down_when_its_player_turns_up_their_hole_card(dealt):
    d = dealt(DOG_OF_THE_NILE)
    Stud(d).turn("5c 9d Kh 2s Qc 3d 4h 8c 7d 7s Jc Td")
    while d.state.current.name == "betting":
        d.act(d.state.to_act(), {"type": "check"})
    [offer] = [a for a in d.variant.legal_actions(d.state, 1) if a["type"] == "twist_up"]
    assert [field["name"] for field in offer["fields"]] == ["card", "flip"]
    assert d.refuse(1, {"type": "twist_up", "card": "2s", "flip": "Qc"}).code == "card_in_play"
    d.act(1, {"type": "twist_up", "card": "2s", "flip": "Ah"})
    assert d.state.zones.face_up(1) == tuple(parse_card(c) for c in ("5c", "4h", "7s", "Ah"))
    assert d.state.down_count(1) == 1 and d.stack(1) == 470
    assert d.state.to_act() == 2  # no card for the dealer to deal face up: the next player's turn
    d.act(2, {"type": "twist_up", "card": "9d"})  # without the flip, its replacement comes face up as ever
    d.act(3, {"type": "deal_up", "cards": {"2": "6d"}})
    d.act(3, {"type": "draw", "count": 0})
    assert d.state.current.name == "betting" and d.replayed() == d.state


def test_only_a_face_up_cards_replacement_comes_face_down():
    twist = {"kind": "twist", "price": 25, "flip": True}
    assert builder.problems({"name": "Flip down", "script": [{"kind": "deal", "down": 5}, twist]}) == [
        "Script step 2 (twist): only a face-up card's replacement comes face down for a face-down card turned up "
        "(flip): let a face-up card be replaced (cards: any)."]
    assert "a face-up card with one dealt face up (or face down, its player turning up a face-down card in its " \
           "place)" in " ".join(builder.rule_text(DOG_OF_THE_NILE))


@pytest.mark.parametrize("seed", (1, 3))
def test_dog_of_the_nile_is_accepted_and_played_to_its_end(seed):
    assert builder.problems(DOG_OF_THE_NILE) == []
    night = Night(builder.key_of(DOG_OF_THE_NILE["name"]), [1000] * (2 + seed), random.Random(seed), variant=True)
    night.do(HOST, {"type": "define_game", "definition": DOG_OF_THE_NILE})
    night.variant = variant_of(night.live, night.key)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 1})
    play(night)
    assert night.live.deal is None
    assert rules.replay(night.log) == night.live
