"""Wild ranks the dealer names as they deal: Dice (#182, ichabod801/poker_db), "Roll two six sided dice ... The
rank equal to the sum of the dice are wild. The ranks equal to each individual die are wild." The table rolls
real dice; the dealer enters the ranks they show in the game's rank options, and the referee makes them wild."""

from __future__ import annotations

import pytest

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

DIE = "The rank of {} (a one: an ace; eleven: a jack; twelve: a queen)."
DICE = {
    "name": "Dice", "stud": True, "description": "Seven-card stud; the ranks of two dice and of their sum are wild.",
    "script": [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 1}, {"kind": "bet"},
               {"kind": "deal", "up": 1}, {"kind": "bet", "big": True}, {"kind": "deal", "up": 1},
               {"kind": "bet", "big": True}, {"kind": "deal", "down": 1}, {"kind": "bet", "big": True}],
    "wild": [{"kind": "named_ranks", "options": ["first_die", "second_die", "dice_sum"]}],
    "options": [{"kind": "rank", "name": name, "help": DIE.format(said)} for name, said in (
        ("first_die", "the first die"), ("second_die", "the second die"), ("dice_sum", "the dice's sum"))],
}
SHORT = {**DICE, "ante": 20, "script": [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"},
                                        {"kind": "deal", "up": 2}, {"kind": "bet"}]}


def test_the_ranks_the_dealer_names_are_wild_and_the_table_is_told(dealt):
    d = dealt(SHORT, stacks={1: 500, 2: 500}, first_die="4", second_die="6", dice_sum="10")
    assert d.variant.view(d.state, None)["wilds"] == "Fours, sixes and tens are wild"
    stud = Stud(d)
    stud.deal({1: "4h Kc 6d", 2: "Qd Qs 9c"})
    ruling = stud.showdown({1: "7c 8s", 2: "Jc 5h"})
    assert ruling["summary"] == "The pot of 40¢: seat 1 with three of a kind, kings, eight kicker."


@pytest.mark.parametrize("named, said", [({"first_die": "A", "second_die": "A", "dice_sum": "2"},
                                          "Deuces and aces are wild"),
                                         ({}, "No wild cards")], ids=["snake eyes", "not named"])
def test_a_rank_named_twice_is_wild_once_and_none_named_makes_nothing_wild(dealt, named, said):
    d = dealt(SHORT, stacks={1: 500, 2: 500}, **named)
    assert d.variant.view(d.state, None)["wilds"] == said


def test_dice_reads_as_its_rules_and_is_played_to_its_end():
    said = builder.rule_text(DICE)
    assert "The ranks the dealer names as they deal (first die, second die, dice sum) are wild." in said
    assert "Option first die (a rank the dealer names as they deal, or none): The rank of the first die (a one: an " \
           "ace; eleven: a jack; twelve: a queen)." in said
    for seed in range(2):
        played_to_its_end(DICE, seed, 3 + seed)


@pytest.mark.parametrize("options, said", [
    (DICE["options"][:2], "Wild rule 1 (named_ranks) names the option dice_sum, which the game doesn't have: add a "
                          "rank option of that name."),
    (DICE["options"][:2] + [{"kind": "yes_no", "name": "dice_sum", "help": "Dice."}],
     "Wild rule 1 (named_ranks) names the option dice_sum, which is yes or no, not a rank: name a rank option."),
])
def test_a_wild_rank_named_in_an_option_the_game_lacks_is_refused(options, said):
    assert builder.problems({**DICE, "options": options}) == [said]
