"""Wild cards that hang on others in the hand: ranks wild in a hand holding a wild card of another rank
(Insanity, #203: "aces are wild; if you have a four, all of your threes are wild; if you have a wild three, all
of your twos are wild") and cards of one suit wild beside their match (Girl's Best Friend, #197: "hearts are
wild if they have a matching diamond"), both of all_md/stud/07-card.md: each game written from its numbered rule
text, accepted and played to its end; each hand's wild cards are its own, and the ruling says which were wild
and why."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from tests.rules.builder.test_dealt_wilds import KINKY_SEX_DRAW, shown
from tests.support.defined_play import played_to_its_end

INSANITY = json.loads((Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions" /
                       "insanity.json").read_text())
# The same wild cards in five-card hands shown as dealt, so each scenario names every card of a hand.
INSANE_DRAW = {**KINKY_SEX_DRAW, "name": "Insane draw", "description": "", "wild": INSANITY["wild"]}


@pytest.mark.parametrize("players", [2, 5, 7])
def test_insanity_is_accepted_and_played_to_its_end(players):
    played_to_its_end(INSANITY, f"insanity-{players}", players)


@pytest.mark.parametrize("hands, summary", [
    pytest.param({1: "4h 3d 2c Ks Kh", 2: "Qh Qd Qc 5s 9h"},
                 "The pot of 20¢: seat 1 with four of a kind, kings, four kicker. Seat 1's threes are wild; "
                 "seat 1's deuces are wild: a wild three is held.",
                 id="a four makes the three wild, the wild three the deuce"),
    pytest.param({1: "3h 3d 2c Ks 8h", 2: "Qh Qd Jc 5s 9h"},
                 "The pot of 20¢: seat 2 with pair of queens, jack kicker. Seat 1's threes play "
                 "natural: a four is needed; seat 1's deuces play natural: a wild three is needed.",
                 id="no four: threes and deuces natural"),
    pytest.param({1: "4h 2d 2c Ks 8h", 2: "Qh Qd Jc 5s 9h"},
                 "The pot of 20¢: seat 2 with pair of queens, jack kicker. Seat 1's deuces play natural: "
                 "a wild three is needed.",
                 id="a four but no three: deuces natural"),
    pytest.param({1: "Ah 7d 7c Ks 8h", 2: "4h 3d 2c 9s 9h"},
                 "The pot of 20¢: seat 2 with four of a kind, nines, four kicker. Seat 2's threes are wild; "
                 "seat 2's deuces are wild: a wild three is held.",
                 id="each hand by its own cards: the ace wild, the chain better"),
])
def test_insanity_deuces_are_wild_only_beside_a_wild_three(dealt, hands, summary):
    assert shown(dealt, INSANE_DRAW, hands)["summary"] == summary


def test_the_rules_say_which_cards_are_wild_and_when():
    assert "Threes are wild only in a hand holding a four; deuces are wild too in a hand holding a wild three; " \
           "elsewhere they play natural." in builder.rule_text(INSANITY)


def test_a_rank_wild_beside_itself_is_refused():
    wild = {"kind": "ranks_if_held", "ranks": ["3"], "holds": ["4"], "then": ["2", "3"]}
    assert "Wild rule 1 (ranks_if_held) names threes both as its ranks and as the ranks wild beside them " \
           "(then): name each once." in builder.problems({**INSANITY, "wild": [wild]})


def test_without_then_a_hand_of_deuces_and_a_wild_three_plays_its_deuces_natural(dealt):
    wild = [{"kind": "ranks_if_held", "ranks": ["3"], "holds": ["4"]}]
    ruling = shown(dealt, {**INSANE_DRAW, "wild": wild}, {1: "4h 3d 2c Ks 8h", 2: "Qh Qd Qc 5s 9h"})
    assert ruling["summary"] == "The pot of 20¢: seat 2 with three of a kind, queens, nine kicker. Seat 1's " \
                                "threes are wild."


GIRLS_BEST_FRIEND = json.loads((Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions" /
                                "girls_best_friend.json").read_text())  # #197, all_md/stud/07-card.md
DIAMOND_DRAW = {**KINKY_SEX_DRAW, "name": "Diamond draw", "description": "", "wild": GIRLS_BEST_FRIEND["wild"]}


@pytest.mark.parametrize("players", [2, 5, 7])
def test_girls_best_friend_is_accepted_and_played_to_its_end(players):
    played_to_its_end(GIRLS_BEST_FRIEND, f"girls-best-friend-{players}", players)


@pytest.mark.parametrize("hands, summary", [
    pytest.param({1: "7h 7d Kc Ks 2c", 2: "Qh Qd Qc 5s 9h"},
                 "The pot of 20¢: seat 1 with three of a kind, kings, seven kicker. Wild beside the diamond of "
                 "their rank: seat 1's 7♥, seat 2's Q♥.",
                 id="a heart beside its diamond is wild, the diamond is not"),
    pytest.param({1: "7h 8d Kc Ks 2c", 2: "Ac Ad 3c 5s 9c"},
                 "The pot of 20¢: seat 2 with pair of aces, nine kicker.",
                 id="a heart beside another diamond plays natural"),
    pytest.param({1: "7h 7d 9h 9d 2c", 2: "Ah Ad Kc 5s 9c"},
                 "The pot of 20¢: seat 1 with three of a kind, nines, seven kicker. Wild beside the diamond of "
                 "their rank: seat 1's 7♥ 9♥, seat 2's A♥.",
                 id="each heart its own diamond"),
])
def test_girls_best_friend_hearts_are_wild_beside_their_diamonds(dealt, hands, summary):
    assert shown(dealt, DIAMOND_DRAW, hands)["summary"] == summary


def test_the_matched_suit_rule_says_which_cards_are_wild():
    assert "Each of a hand's hearts is wild when the hand holds the diamond of its rank; elsewhere it plays " \
           "natural." in builder.rule_text(GIRLS_BEST_FRIEND)


def test_a_suit_matched_with_itself_is_refused():
    wild = {"kind": "suit_if_matched", "suit": "h", "match": "h"}
    assert "Wild rule 1 (suit_if_matched) matches hearts with themselves: name another suit to match." \
           in builder.problems({**GIRLS_BEST_FRIEND, "wild": [wild]})
