"""The guts games of the public catalogue of home variants (ichabod801/poker_db, all_md/guts) that a table can
define exactly, each written step by step from its numbered rule text: every one is accepted, and a deal of
each is played to its end from random legal actions."""

from __future__ import annotations

import random

import pytest

from referee.rules.builder import definition as builder
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules.night.games import variant_of
from tests.rules.test_every_game import Night, play

IN_TURN = {"kind": "in_out", "together": False}  # "Declare in/out one at a time, starting with the player to the left"
AT_ONCE = {"kind": "in_out"}  # "Declare in/out simultaneously"
MATCH = [{"kind": "losers_match"}]  # "Anyone who went in and lost must match the pot. If no one went in or ..."
ACE_DRAW = {"kind": "draw", "most": 3, "most_with_ace": 4}
LOW = {"kind": "lowball", "ranking": "ace_to_five"}  # "Showdown, low hand wins." (as Three Card Low Guts)


def twist(most: int) -> dict:
    """"Each player may twist up to N cards for minimum bet each": the house's smallest bet, 5¢."""
    return {"kind": "twist", "most": most, "price": 5}


def down(count: int) -> dict:
    return {"kind": "deal", "down": count}


def wild(*ranks: str) -> list:
    return [{"kind": "ranks", "ranks": list(ranks)}]


def fold_on(*ranks: str) -> list:
    """"If you are dealt a face up wild card, you must fold.\""""
    return [{"kind": "kill", "cards": [rank + suit for rank in ranks for suit in "cdhs"]}]


CATALOGUE = {  # id: (name, definition without its name)
    6: ("Three Card Guts", {"script": [down(3), IN_TURN, {"kind": "draw", "most": 1}], "showdown": MATCH}),
    7: ("Five Card Guts", {"script": [down(5), IN_TURN, ACE_DRAW], "showdown": MATCH}),
    324: ("Cahones", {"script": [down(3), IN_TURN, twist(3)], "showdown": MATCH}),
    325: ("Deadly 69s", {"script": [down(2), IN_TURN, {"kind": "deal", "up": 1}], "wild": wild("6", "9"),
                         "on_cards": fold_on("6", "9"), "showdown": MATCH}),
    328: ("Four Card Guts", {"script": [down(4), IN_TURN, {"kind": "draw", "most": 2}], "showdown": MATCH}),
    334: ("PJ", {"script": [down(3), IN_TURN], "wild": wild("10", "2", "4"), "showdown": MATCH}),
    336: ("The Drop", {"script": [down(3), IN_TURN, {"kind": "draw", "most": 1}], "showdown": MATCH}),
    337: ("Three Card Guts, Weenie Rule", {"script": [down(3), {**IN_TURN, "nobody_in": "best_hand_matches"},
                                                             {"kind": "draw", "most": 1}], "showdown": MATCH}),
    338: ("Three Card Low Guts", {"script": [down(3), IN_TURN, {"kind": "draw", "most": 1}],
                                  "showdown": [LOW, *MATCH]}),
    340: ("Three Card Punishment", {"script": [down(3), {**AT_ONCE, "nobody_in": "outs_match"},
                                               {"kind": "draw", "most": 1}], "showdown": MATCH}),
    341: ("Three Card Screw", {"script": [down(3), {**AT_ONCE, "nobody_in": "ante_again"},
                                          {"kind": "draw", "most": 1}], "showdown": MATCH}),
    343: ("Two and One", {"script": [down(2), IN_TURN, down(1)], "showdown": MATCH}),
    344: ("Two Card Guts", {"script": [down(2), IN_TURN], "showdown": MATCH}),
    353: ("Cowgirl", {"script": [down(5), IN_TURN, {"kind": "draw", "most": 1}], "showdown": MATCH}),
    354: ("Cowpie Guts", {"script": [down(5), IN_TURN], "showdown": MATCH}),
    358: ("Everybody Antes", {"script": [down(5), IN_TURN, ACE_DRAW],
                              "showdown": [{"kind": "losers_match", "ante": "every"}]}),
    359: ("Five Card Fierce", {"script": [down(3), IN_TURN, down(2)], "showdown": MATCH}),
    360: ("Five Card Guts with a Draw", {"script": [down(5), ACE_DRAW, IN_TURN], "showdown": MATCH}),
    361: ("Five Card Guts, Weenie Rule", {"script": [down(5), {**IN_TURN, "nobody_in": "best_hand_matches"},
                                                            ACE_DRAW], "showdown": MATCH}),
    362: ("Five Card Punishment", {"script": [down(5), {**AT_ONCE, "nobody_in": "outs_match"}, ACE_DRAW],
                                   "showdown": MATCH}),
    363: ("Five Card Screw", {"script": [down(5), {**AT_ONCE, "nobody_in": "ante_again"}, ACE_DRAW],
                             "showdown": MATCH}),
    366: ("In/Out", {"script": [down(5), IN_TURN, {"kind": "deal", "community": 3}], "showdown": MATCH}),
    367: ("Jacks and Piss", {"script": [{"kind": "deal", "down": 4, "community": 1}, IN_TURN,
                                        {"kind": "draw", "most": 4}, {"kind": "bet", "first": "dealer_left"}],
                            "wild": [*wild("J"), {"kind": "middle_card"}], "showdown": MATCH}),
    372: ("Three to Five", {"script": [down(3), IN_TURN, down(2), {"kind": "bet", "first": "dealer_left"}],
                            "showdown": MATCH}),
    750: ("Cahones Lowball", {"script": [down(3), IN_TURN, twist(3)], "showdown": [LOW, *MATCH]}),
    751: ("Two Card Cahones", {"script": [down(2), IN_TURN, twist(2)], "showdown": MATCH}),
    753: ("Deadly Sevens", {"script": [down(2), IN_TURN, {"kind": "deal", "up": 1}], "wild": wild("7"),
                            "on_cards": fold_on("7"), "showdown": MATCH}),
    767: ("Fierce", {"script": [down(1), IN_TURN, {"kind": "deal", "up": 1}], "showdown": MATCH}),
    777: ("Three Flip Two", {"script": [down(3), IN_TURN, down(2)], "wild": wild("2", "3"), "showdown": MATCH}),
    780: ("Burn", {"script": [{"kind": "deal", "down": 4, "community": 1}, AT_ONCE,
                              {"kind": "bet", "first": "dealer_left"}],
                   "wild": [*wild("J"), {"kind": "middle_card"}], "showdown": MATCH}),
    785: ("Seven Card Guts", {"script": [down(5), IN_TURN, down(2)], "showdown": MATCH}),
    1001: ("Two Card Lowball Cohones", {"script": [down(2), IN_TURN, twist(2)], "showdown": [LOW, *MATCH]}),
    1090: ("Piranha", {"script": [{"kind": "deal", "down": 4, "community": 3}, AT_ONCE,
                                  {"kind": "deal", "community": 2}], "showdown": MATCH}),
}


def defined(number: int) -> dict:
    name, definition = CATALOGUE[number]
    return {"name": f"{name} #{number}", "most_players": 5, **definition}


@pytest.mark.parametrize("number", sorted(CATALOGUE))
def test_a_catalogue_guts_game_is_defined_and_played_to_its_end(number):
    definition = defined(number)
    assert builder.problems(definition) == []
    night = Night(builder.key_of(definition["name"]), [1000] * 4, random.Random(number), variant=True)
    night.do(HOST, {"type": "define_game", "definition": definition})
    night.variant = variant_of(night.live, night.key)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 4})
    play(night)
    assert night.live.deal is None
    assert rules.replay(night.log) == night.live
