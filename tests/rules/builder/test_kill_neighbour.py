"""A card that kills another player's hand, and jokers that are not wild: Manslaughter of the public catalogue of
home variants (ichabod801/poker_db, all_md/stud/07-card.md), written step by step from its numbered rule text,
accepted and played to its end; the hand on the joker's right folded as the text says."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.builder.pieces import FAMILIES
from referee.rules.core.cards import parse_cards
from tests.support.defined_play import played_to_its_end

BET = {"kind": "bet"}  # "Normal betting round, with the player with the high hand showing opening."
UP = {"kind": "deal", "up": 1}  # "Deal one card up to each player."
SEVEN_STUD = [{"kind": "deal", "down": 2, "up": 1}, BET, UP, BET, UP, BET, UP, BET, {"kind": "deal", "down": 1}, BET]

MANSLAUGHTER = {
    "name": "Manslaughter", "stud": True,
    "description": "Seven-card stud with one joker in the deck, not wild: a joker dealt face up folds the hand "
                   "of the player on its owner's right.",
    "script": SEVEN_STUD,
    "wild": [{"kind": "jokers", "count": 1, "dead": True}],  # "Use a 52 card deck with one joker added."
    # "If a joker is ever dealt face up, the player to the right of the joker must fold."
    "on_cards": [{"kind": "kill", "cards": ["Jk"], "whose": "right"}],
}

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions" / "manslaughter.json"


def test_the_shipped_manslaughter_is_its_catalogue_text():
    shipped = json.loads(SHIPPED.read_text())
    assert {part: shipped[part] for part in ("stud", "script", "wild", "on_cards")} == \
        {part: MANSLAUGHTER[part] for part in ("stud", "script", "wild", "on_cards")}


def test_manslaughter_is_accepted_and_played_to_its_end():
    said = Counter()
    for seed, players in ((0, 2), (1, 4), (2, 5), (3, 6), (42, 7)):
        night = played_to_its_end(MANSLAUGHTER, seed, players)
        said.update(event.type for event in night.log)
    assert said["killed"]  # a joker turned up in the last of these deals, and folded its neighbour


def test_the_rules_read_as_the_table_says_them():
    kill, jokers = FAMILIES["on_cards"]["kill"], FAMILIES["wild"]["jokers"]
    assert kill.words(**kill.values(MANSLAUGHTER["on_cards"][0])) == \
        "A joker dealt face up kills the hand of the player on its owner's right"
    assert kill.words(**kill.values({"kind": "kill", "cards": ["Kd"]})) == "K♦ dealt face up kills the hand"
    assert jokers.words(**jokers.values(MANSLAUGHTER["wild"][0])) == \
        "1 joker in the deck, not wild: a joker counts for nothing in any hand"


@pytest.mark.parametrize("owner, killed", [(2, 1), (1, 3), (3, 2)])
def test_a_joker_face_up_folds_the_hand_on_its_owners_right(dealt, owner, killed):
    d = dealt(MANSLAUGHTER)
    cards = {"1": "Kc", "2": "Qh", "3": "5d"}
    cards[str(owner)] = "Jk"
    d.act(3, {"type": "deal_up", "cards": cards})
    assert d.state.in_hand == {1, 2, 3} - {killed}
    assert d.replayed() == d.state


def test_a_folded_neighbour_is_passed_over_for_the_next_still_in(dealt):
    d = dealt(MANSLAUGHTER, {1: 500, 2: 500, 3: 500, 4: 500})
    d.act(4, {"type": "deal_up", "cards": {"1": "Kc", "2": "Qh", "3": "Jk", "4": "5d"}})
    assert d.state.in_hand == {1, 3, 4}
    assert d.replayed() == d.state


def test_a_joker_killing_the_last_other_player_leaves_the_pot_to_its_owner(dealt):
    d = dealt(MANSLAUGHTER, {1: 500, 2: 500})
    d.act(2, {"type": "deal_up", "cards": {"1": "Jk", "2": "5d"}})
    assert d.state.result is not None and d.stack(1) == 505


def test_a_dead_joker_is_not_wild_and_leaves_the_hand_it_is_in():
    jokers = FAMILIES["wild"]["jokers"]
    dead, wild = jokers.part(MANSLAUGHTER["wild"][0]), jokers.part({"kind": "jokers", "count": 1})
    assert dead.jokers == wild.jokers == 1
    assert wild.wild.jokers and not (dead.wild and dead.wild.jokers)
    assert dead.jokers_dead and not wild.jokers_dead and dead.extension is None


def test_a_joker_killing_a_hand_needs_one_in_the_deck_and_dead_and_table_only_clash():
    no_joker = dict(MANSLAUGHTER, wild=[])
    assert builder.problems(no_joker) == [
        "A joker dealt face up kills a hand, but the deck has no joker: add jokers to the wild cards."]
    both = dict(MANSLAUGHTER, wild=[{"kind": "jokers", "count": 1, "dead": True, "table_only": True}])
    assert "The jokers are wild in the table's hand, and also not wild at all: leave out table_only, or dead." \
        in builder.problems(both)


def test_a_dead_joker_plays_as_nothing_in_a_hand_or_a_hand_showing(dealt):
    d = dealt(MANSLAUGHTER, {1: 500, 2: 500, 3: 500})
    d.act(3, {"type": "deal_up", "cards": {"1": "Kc", "2": "Jk", "3": "Kd"}})
    game = d.state.game
    hand = game.holding.hand(parse_cards("Jk Kc Kh 7h 2s 3c"), (), d.state.wild(1), d.state.deck)
    assert hand.words.startswith("Pair of kings") and all(not card.is_joker for card in hand.used)
    assert game.holding.showing(parse_cards("Jk"), d.state.wild(1), d.state.deck) < \
        game.holding.showing(parse_cards("2c"), d.state.wild(1), d.state.deck)
    assert d.state.in_hand == {2, 3}  # the joker's owner on seat 2 folded seat 1, on their right
