"""Ranks wild on one side of a high-low split (Howdy Doody: "threes are wild in high hands, kings are wild in low
hands"), two cards of a hand wild together (Craw Worm: "consecutive cards of the same suit are wild"; Snake Eyes:
"pairs of the same color are wild"), a least hand to win (Three Card Man or Mouse: "to win you must have a
queen high hand or better") and a suit called a rank up or down (Ambivalent Clubs: "clubs may be called one rank
higher or lower than their actual rank"): the catalogue's games that need them (ichabod801/poker_db), each written from its
numbered rule text, accepted and played to its end; each piece decides as its rule says, in the table's words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.core.called import CalledRanks
from referee.rules.core.cards import parse_cards
from referee.rules.core.wilds import NO_WILDS, deuces, sided
from tests.rules.builder.test_guts import deal, pot, stacks, table
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
HOWDY_DOODY = json.loads((SHIPPED / "howdy_doody.json").read_text())
PASS_AND_BET = [{"kind": "pass", "to": "left", "count": count} for count in (4, 3, 2, 1)]
ANACONDA_WITH_A_TWIST_II = {  # #799: no discard, all seven stacked; four turned up, the last three stay down
    "name": "Anaconda with a twist II", "most_players": 7,
    "script": [{"kind": "deal", "down": 7},
               *[step for passed in PASS_AND_BET for step in (passed, {"kind": "bet", "first": "dealer_left"})],
               {"kind": "stack"},
               *[step for _ in range(4) for step in ({"kind": "flip_top"}, {"kind": "bet", "first": "best_showing"})],
               {"kind": "declare", "sides": "high_or_low"}],
    "wild": [{"kind": "high_low_ranks", "high": ["3"], "low": ["K"]}], "showdown": [{"kind": "high_low"}],
}
MAN_OR_MOUSE = {  # #339: "No passing is allowed": each says in or out in turn, as every guts game here does
    "name": "Three card man or mouse", "most_players": 13,
    "script": [{"kind": "deal", "down": 3}, {"kind": "in_out", "together": False}],
    "showdown": [{"kind": "least_to_win", "hand": "high_card", "rank": "Q"}, {"kind": "losers_match"}],
}
CRAW_WORM = {**HOWDY_DOODY, "name": "Craw worm", "description": "",  # #398 and #410: Anaconda and a wild rule
             "wild": [{"kind": "wild_pairs", "pairs": "suited_connectors"}]}
SNAKE_EYES = {**CRAW_WORM, "name": "Snake eyes", "wild": [{"kind": "wild_pairs", "pairs": "same_colour"}]}
AMBIVALENT_CLUBS = {  # #162: seven-card stud in the standard order, the best hand showing opening each round
    "name": "Ambivalent clubs", "stud": True, "most_players": 7,
    "script": [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 1}, {"kind": "bet"},
               {"kind": "deal", "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 1}, {"kind": "bet"},
               {"kind": "deal", "down": 1}, {"kind": "bet"}],
    "showdown": [{"kind": "called_ranks", "suit": "c"}],
}
GAMES = {"howdy_doody": HOWDY_DOODY, "ambivalent_clubs": AMBIVALENT_CLUBS, "craw_worm": CRAW_WORM, "snake_eyes": SNAKE_EYES,
         "anaconda_with_a_twist_ii": ANACONDA_WITH_A_TWIST_II,
         "three_card_man_or_mouse": MAN_OR_MOUSE}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_catalogue_game_is_accepted_and_played_to_its_end(name):
    played_to_its_end(GAMES[name], name, 4)


SIDED_STUD = {"name": "Sided stud", "stud": True, "ante": 20,
              "script": [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 2},
                         {"kind": "bet"}],
              "wild": [{"kind": "high_low_ranks", "high": ["3"], "low": ["K"]}],
              "showdown": [{"kind": "high_low", "low": "8"}]}


def test_threes_are_wild_in_the_high_hand_and_natural_in_the_low_kings_the_other_way_round(dealt):
    """Seat 1's two threes make three kings for high, but pair each other for low: no low of eight or better.
    Seat 2's king is a plain king high, but an ace in its low."""
    stud = Stud(dealt(SIDED_STUD))
    stud.deal({1: "3h 3d Kc", 2: "Kd 2h 4s", 3: "Qs Qd 9h"})
    ruling = stud.showdown({1: "8s 7c", 2: "5c 6d", 3: "Jc Tc"})
    assert ruling["pots"][0]["paid"] == {"1": 30, "2": 30}
    assert ruling["summary"] == "The pot of 60¢: seat 1 takes 30¢, the high half, with three of a kind, kings, " \
                                "eight kicker; seat 2 takes 30¢, the low half, with six-five low (6-5-4-2-A)."
    assert ruling["hands"]["2"]["words"] == "High card, king"


def test_the_rules_and_the_table_say_which_ranks_are_wild_on_which_side():
    assert "Threes are wild in high hands only, kings in low hands only." in builder.rule_text(HOWDY_DOODY)
    assert (deuces() | sided(high=[3])).words == "Deuces are wild; threes in high hands only"
    howdy = sided(high=[3], low=[13])
    threes, kings = parse_cards("3h Kh")
    assert howdy.is_wild(threes) and not howdy.is_wild(kings)
    assert howdy.for_low.is_wild(kings) and not howdy.for_low.is_wild(threes)


PAIRED_STUD = {"name": "Paired stud", "stud": True, "ante": 20,
               "script": [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 2},
                          {"kind": "bet"}]}


@pytest.mark.parametrize("pairs, hands, summary", [
    pytest.param("suited_connectors", {1: ("8h Kc 7h", "2c 9s"), 2: ("Qd Qs 4c", "Jc 5h")},
                 "The pot of 40¢: seat 1 with three of a kind, kings, nine kicker.",
                 id="the 7♥ and 8♥ are wild: three kings beat two queens"),
    pytest.param("suited_connectors", {1: ("8h Kc 7d", "2c 9s"), 2: ("Qd Qs 4c", "Jc 5h")},
                 "The pot of 40¢: seat 2 with pair of queens, jack kicker.",
                 id="the 7♦ and 8♥ are not: king high loses"),
    pytest.param("suited_connectors", {1: ("Ad 5c 9h", "2d Ks"), 2: ("Qd Qs 4c", "Jc 5h")},
                 "The pot of 40¢: seat 1 with three of a kind, kings, nine kicker.",
                 id="an ace and a deuce are in a row, the ace low"),
    pytest.param("same_colour", {1: ("7h Kc 7d", "2c 9s"), 2: ("Qd Qs 4c", "Jc 5h")},
                 "The pot of 40¢: seat 1 with three of a kind, kings, nine kicker.",
                 id="the red sevens are wild"),
    pytest.param("same_colour", {1: ("7h Kc 7s", "2c 9s"), 2: ("Qd Qs 4c", "Jc 5h")},
                 "The pot of 40¢: seat 2 with pair of queens, jack kicker.",
                 id="a red seven and a black one are not"),
])
def test_two_cards_of_a_hand_that_go_together_are_both_wild_in_it(dealt, pairs, hands, summary):
    stud = Stud(dealt({**PAIRED_STUD, "wild": [{"kind": "wild_pairs", "pairs": pairs}]}, stacks={1: 500, 2: 500}))
    stud.deal({seat: up for seat, (up, _) in hands.items()})
    assert stud.showdown({seat: down for seat, (_, down) in hands.items()})["summary"] == summary


LUCKY_NINES = [{"kind": "wild_sums", "adds_to": 9, "multiplies_to": 9}]  # Lucky Nines (#647), its nines aside


@pytest.mark.parametrize("hands, summary", [
    pytest.param({1: ("4h Kc 5d", "2c Js"), 2: ("Qd Qs 4c", "Jc 8h")},
                 "The pot of 40¢: seat 1 with three of a kind, kings, jack kicker.", id="a four and a five add up to nine"),
    pytest.param({1: ("Ah Kc 8d", "2c Js"), 2: ("Qd Qs 4c", "Jc 8h")},
                 "The pot of 40¢: seat 1 with three of a kind, kings, jack kicker.", id="an ace counts one"),
    pytest.param({1: ("3h Kc 3s", "2c Js"), 2: ("Qd Qs 4c", "Jc 8h")},
                 "The pot of 40¢: seat 1 with three of a kind, kings, jack kicker.", id="two threes multiply to nine"),
    pytest.param({1: ("4h Kc 6d", "2c Js"), 2: ("Qd Qs 4c", "Jc 8h")},
                 "The pot of 40¢: seat 2 with pair of queens, jack kicker.", id="a four and a six do not"),
])
def test_two_cards_that_add_up_or_multiply_to_the_number_are_both_wild(dealt, hands, summary):
    stud = Stud(dealt({**PAIRED_STUD, "wild": LUCKY_NINES}, stacks={1: 500, 2: 500}))
    stud.deal({seat: up for seat, (up, _) in hands.items()})
    assert stud.showdown({seat: down for seat, (_, down) in hands.items()})["summary"] == summary


def test_lucky_nines_is_accepted_and_played_to_its_end():
    lucky_nines = {**AMBIVALENT_CLUBS, "name": "Lucky nines", "showdown": [],
                   "wild": [{"kind": "ranks", "ranks": ["9"]}, *LUCKY_NINES]}
    assert "Any two of a player's cards that add up to 9 or multiply to 9 are both wild in that hand (an ace counts " \
           "one; jacks, queens and kings count nothing)." in builder.rule_text(lucky_nines)
    assert builder.problems({**lucky_nines, "wild": [{"kind": "wild_sums"}]}) == [
        "Wild rule 1 (wild_sums) names no number: say what two cards add up to (adds_to), multiply to "
        "(multiplies_to), or both."]
    for seed in range(2):
        played_to_its_end(lucky_nines, seed, 3 + seed)


CALLED_STUD = {**PAIRED_STUD, "name": "Called stud", "showdown": [{"kind": "called_ranks", "suit": "c"}]}


@pytest.mark.parametrize("hands, summary", [
    pytest.param({1: ("8h 7c 8d", "2s 3d"), 2: ("Qd Qs 4h", "Jh 5h")},
                 "The pot of 40¢: seat 1 with three of a kind, eights, three kicker.",
                 id="a 7♣ called an eight makes three eights"),
    pytest.param({1: ("9h Td Jc", "Qs Ac"), 2: ("Qd Qh 4h", "Jh 5h")},
                 "The pot of 40¢: seat 1 with straight, king high.",
                 id="an A♣ called a king fills a straight"),
    pytest.param({1: ("Ac 3d 4h", "5s 6d"), 2: ("Qd Qh 4s", "Jh 5h")},
                 "The pot of 40¢: seat 1 with straight, six high.",
                 id="an A♣ called a rank up is a deuce: 2-3-4-5-6"),
    pytest.param({1: ("8c 7c 2d", "3s 4h"), 2: ("Qd 6h 4s", "Jh 5h")},
                 "The pot of 40¢: seat 2 with high card, queen.",
                 id="no card is called as one the hand holds: 7♣ 8♣ are no pair of 8♣"),
])
def test_a_club_may_be_called_a_rank_higher_or_lower(dealt, hands, summary):
    stud = Stud(dealt(CALLED_STUD, stacks={1: 500, 2: 500}))
    stud.deal({seat: up for seat, (up, _) in hands.items()})
    assert stud.showdown({seat: down for seat, (_, down) in hands.items()})["summary"] == summary


def test_a_called_club_counts_in_the_best_hand_showing():
    """The 7♣ beside the 8♥ showing is a pair of eights: it beats a pair of sevens showing."""
    called = CalledRanks("c")
    assert called.showing(parse_cards("8h 7c"), NO_WILDS, None) > called.showing(parse_cards("7h 7d"), NO_WILDS, None)


SHOWN = {1: "Qs 5d 2c", 2: "Js 9d 7c", 3: "4s 5h 8c"}  # queen high, jack high, eight high


@pytest.mark.parametrize("hands, after, next_pot, summary", [
    pytest.param(SHOWN, {1: 1050, 2: 900, 3: 900}, 150, None, id="queen high wins, every other hand in matches"),
    pytest.param({**SHOWN, 1: "Jh 5d 2c"}, {1: 975, 2: 975, 3: 975}, 75,
                 "Nobody wins the pot: nobody holds queen high or better; it stays for the next deal.",
                 id="none queen high: nobody wins or pays"),
])
def test_a_hand_must_be_queen_high_or_better_to_win(hands, after, next_pot, summary):
    night = table({**MAN_OR_MOUSE, "ante": 25})
    ruling = deal(night, hands, {1: "in", 2: "in", 3: "in"})
    assert stacks(night) == after and pot(night) == next_pot
    if summary:
        assert ruling["summary"] == summary


def test_a_pair_can_be_the_least_hand_to_win():
    least = {**MAN_OR_MOUSE, "showdown": [{"kind": "least_to_win", "hand": "pair", "rank": "J"},
                                          {"kind": "losers_match"}]}
    assert "A hand must be a pair of jacks or better to win: with none, the pot stays for the next deal." \
        in builder.rule_text(least)
    night = table({**least, "ante": 25})
    ruling = deal(night, {1: "Ts Td 2c", 2: "As Kd 7c", 3: "4s 5h 8c"}, {1: "in", 2: "in", 3: "out"})
    assert ruling["summary"] == "Nobody wins the pot: nobody holds a pair of jacks or better; it stays for the next " \
                                "deal."


@pytest.mark.parametrize("change, said", [
    ({"showdown": []}, "Some ranks are wild in high hands only or in low hands only, but no pot is split high-low"),
    ({"wild": [{"kind": "high_low_ranks"}]}, "Wild rule 1 (high_low_ranks) names no rank"),
    ({"showdown": [{"kind": "high_low"}, {"kind": "least_to_win", "rank": "Q"}]},
     "Half of each pot goes to the lowest hand, so the least hand to win can't say who wins it"),
])
def test_a_side_or_a_least_hand_that_says_nothing_is_refused(change, said):
    definition = {**HOWDY_DOODY, **change}
    if not definition["showdown"]:
        definition["script"] = [step for step in definition["script"] if step["kind"] != "declare"]
    assert any(found.startswith(said) for found in builder.problems(definition))


def test_the_lowest_hand_or_points_leave_a_least_hand_nothing_to_decide():
    for ranking in ({"kind": "lowball", "ranking": "ace_to_five"}, {"kind": "points"}):
        found = builder.problems({**MAN_OR_MOUSE, "showdown": [ranking, *MAN_OR_MOUSE["showdown"]]})
        assert any("the least hand to win has nothing to decide" in said for said in found)
