"""Cards of some ranks counting a rank lower (or higher, or either) than their own, whatever their suit, as Fuzzy
Numbers Draw's "threes through tens can count one rank lower than face value": deals played with set cards
through the engine, the best way of counting them wins; the game played to its end."""

from __future__ import annotations

import pytest

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

STUD = [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 2}, {"kind": "bet"}]
THREES_TO_TENS = ["3", "4", "5", "6", "7", "8", "9", "10"]
FUZZY = {"kind": "counted_ranks", "ranks": THREES_TO_TENS}
ACES = ("Ac Ad 4s", "Kh 2d")  # a pair of aces, each hand's rival


def stud(*showdown) -> dict:
    return {"name": "Fuzzy", "stud": True, "script": STUD, "showdown": list(showdown)}


@pytest.mark.parametrize("showdown, hand, winner, words", [
    pytest.param([FUZZY], ("5c 7d 8h", "9s Tc"), "1", "Straight, nine high",
                 id="the seven, eight, nine and ten a rank lower: a straight to the nine"),
    pytest.param([], ("5c 7d 8h", "9s Tc"), "2", "Pair of aces, king kicker", id="without the rule: no straight"),
    pytest.param([FUZZY], ("7c 7d 8h", "8s Kc"), "1", "Four of a kind, sevens, king kicker",
                 id="two eights counted sevens beside two sevens"),
    pytest.param([FUZZY], ("Ac Kd Qh", "Js 9c"), "1", "High card, ace",
                 id="a nine counts no higher: no straight; the aces are seat 2's"),
    pytest.param([{**FUZZY, "way": "either"}], ("As Kd Qh", "Js 9c"), "1", "Straight, ace high",
                 id="either way: the nine counted a ten"),
])
def test_a_hand_counts_its_cards_the_best_way(dealt, showdown, hand, winner, words):
    rival = ("Kh 2c 4d", "7s 9h") if hand[0].startswith("Ac") else ACES  # king high, however counted
    ruling = Stud(dealt(stud(*showdown), {1: 500, 2: 500})).play({1: hand, 2: rival})
    assert ruling["pots"][0]["winners"] == [int(winner)]
    assert ruling["hands"][winner]["words"] == words


def test_the_rule_reads_as_the_catalogue_says_it():
    assert "Threes, fours, fives, sixes, sevens, eights, nines and tens may count one rank lower than their own, " \
           "whatever their suit (a seven plays as a six or a seven; an ace above a king or below a deuce)." \
           in builder.rule_text(stud(FUZZY))


@pytest.mark.parametrize("definition, said", [
    ({**stud(FUZZY), "deck": "short"}, "A card called a rank up or down needs every rank beside its own: play it "
                                       "with the standard deck, every rank in it."),
    (stud(FUZZY, {"kind": "called_ranks", "suit": "c"}),
     "Cards called a rank up or down by their suit and counted so by their rank each say what a card may play as: "
     "keep one."),
])
def test_what_cant_be_played_is_refused_in_words(definition, said):
    assert said in builder.problems(definition)


FUZZY_NUMBERS_DRAW = {  # #429
    "name": "Fuzzy numbers draw", "most_players": 6,
    "script": [{"kind": "deal", "down": 5}, {"kind": "bet"}, {"kind": "draw", "most": 3, "most_with_ace": 4},
               {"kind": "bet", "big": True}],
    "showdown": [FUZZY],
}


@pytest.mark.parametrize("players", [2, 6])
def test_fuzzy_numbers_draw_is_played_to_its_end(players):
    for seed in range(2):
        played_to_its_end(FUZZY_NUMBERS_DRAW, seed, players)
