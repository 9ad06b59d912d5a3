"""Dog of the Nile (#851 of the public catalogue, ichabod801/poker_db): five-card stud, then "each player may
twist a card for max bet. If you twist an up card, you can get the new card down by flipping your hole card";
declared high or low, the low no higher than nine. The flip turns the hole card up for all to see, and the
replacement is dealt face down."""

from __future__ import annotations

import pytest

from referee.rules.builder import definition as builder
from referee.rules.core.cards import parse_card
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

# "Max bet": the house spread limit's largest bet, 25¢.
DOG_OF_THE_NILE = {"name": "Dog of the nile", "stud": True, "most_players": 8, "script": [
    {"kind": "deal", "down": 1, "up": 1}, {"kind": "bet"}, *({"kind": "deal", "up": 1}, {"kind": "bet"}) * 3,
    {"kind": "twist", "price": 25, "cards": "any", "flip": True}, {"kind": "bet"},
    {"kind": "declare", "sides": "high_or_low"}],
    "showdown": [{"kind": "high_low", "low": "9"}]}


def _dog(down: int, first: str | None, declared: bool, wild: bool) -> dict:
    """A game of the Dog of the Nile family: one card down and one up, or two down and one of them turned up;
    three more up, the twist with its flip, a bet after each; declared or not; the low hole card wild or not."""
    bet = {"kind": "bet", **({"first": first} if first else {})}
    start = [{"kind": "deal", "down": 1, "up": 1}] if down == 1 else [{"kind": "deal", "down": 2}, {"kind": "roll_up"}]
    script = [*start, bet, *({"kind": "deal", "up": 1}, bet) * 3, DOG_OF_THE_NILE["script"][-3], bet]
    return {"stud": True, "most_players": 8, "script": script + ([DOG_OF_THE_NILE["script"][-1]] if declared else []),
            "showdown": DOG_OF_THE_NILE["showdown"], **({"wild": [{"kind": "hole_card"}]} if wild else {})}


# The family's children (#1036 to #1040), by their rule texts: "the highest showing high hand and the lowest
# showing low hand split the pot" is a split with no declaration; "subsequent rounds rotate" is `rotating`.
FAMILY = {"Barking Dog of the Nile": _dog(1, None, False, False), "Mad Dog of the Nile": _dog(2, "rotating", False, True),
          "Rolling Dog of the Nile": _dog(2, None, True, False), "Shifting Dog of the Nile": _dog(2, None, True, True),
          "Spinning Dog of the Nile": _dog(1, "rotating", True, False)}


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


@pytest.mark.parametrize("definition, seed", [pytest.param(DOG_OF_THE_NILE, 3, id="Dog of the Nile")] + [
    pytest.param({"name": name, **definition}, 1 + len(name) % 3, id=name) for name, definition in FAMILY.items()])
def test_dog_of_the_nile_and_its_family_are_accepted_and_played_to_their_end(definition, seed):
    played_to_its_end(definition, seed, 2 + seed)
