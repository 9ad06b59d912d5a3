"""Wild cards that hang on the deal: ranks wild only in a hand holding enough of them (Kinky Sex Draw, #54: "sixes
are wild. Nines are wild. If you do not have at least two wilds of different rank, none of your wild cards are
wild"), a rank wild unless nobody holds one, then the next rank down held (Freak of Nature, #45: "sixes are wild,
but if no one has a six at the showdown, the next lowest rank that someone does have is wild"), each player's own
first card turned up (Kanakee, #208: "each player's first up card is wild for them, as are all other cards of the
same rank"), and a layout card wild by itself, not its rank (Iron Cross II, #1081: "the middle card in each
row of commons is wild"): the catalogue's games (ichabod801/poker_db, all_md/draw/05-card.md,
all_md/stud/07-card.md and all_md/common/07-card.md), written from their numbered rule text, accepted and played
to their end; each rule decides as it says, and the ruling says what was wild and why."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
KINKY_SEX_DRAW, FREAK_OF_NATURE, KANAKEE, IRON_CROSS_II, CRISS_CROSS = (
    json.loads((SHIPPED / f"{name}.json").read_text())
    for name in ("kinky_sex_draw", "freak_of_nature", "kanakee", "iron_cross_ii", "criss_cross"))
MAKING_BABIES = {**KINKY_SEX_DRAW, "name": "Making babies", "description": "",  # #60
                 "wild": [{"kind": "ranks_if_held", "ranks": ["2", "3", "4"], "holds": ["K", "Q"]}]}
CENTRE_ALONE = {**CRISS_CROSS, "name": "Centre alone", "description": "",
              "wild": [{"kind": "layout_card", "places": ["centre"], "alone": True}]}
GAMES = {"kinky_sex_draw": KINKY_SEX_DRAW, "freak_of_nature": FREAK_OF_NATURE, "making_babies": MAKING_BABIES,
         "kanakee": KANAKEE, "iron_cross_ii": IRON_CROSS_II}


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_game_is_accepted_and_played_to_its_end(name, players):
    played_to_its_end(GAMES[name], f"{name}-{players}", players)


SHOWN_DOWN = [{"kind": "deal", "down": 5}, {"kind": "bet"}]  # the draw left out: each hand is shown as dealt


def shown(dealt, definition: dict, hands: dict[int, str]) -> dict:
    stud = Stud(dealt({**definition, "script": SHOWN_DOWN, "ante": 10}, stacks={seat: 500 for seat in hands}))
    stud.deal({})
    return stud.showdown(hands)


@pytest.mark.parametrize("hands, summary", [
    pytest.param({1: "6h 9d Kc Ks 2h", 2: "Qh Qd Qc 3s 4h"},
                 "The pot of 20¢: seat 1 with four of a kind, kings, deuce kicker. Seat 1's sixes and nines are wild.",
                 id="a six and a nine: both wild, four kings"),
    pytest.param({1: "6h 6d Kc Ks 2h", 2: "Qh Qd Qc 3s 4h"},
                 "The pot of 20¢: seat 2 with three of a kind, queens, four kicker. Seat 1's sixes play natural: "
                 "wild cards of two different ranks are needed.",
                 id="two sixes and no nine: natural, two pair loses"),
    pytest.param({1: "9h 9d Kc Ks 2h", 2: "6h Qd Qc 9s 4h"},
                 "The pot of 20¢: seat 2 with four of a kind, queens, four kicker. Seat 1's nines play natural: "
                 "wild cards of two different ranks are needed; seat 2's sixes and nines are wild.",
                 id="each hand by its own cards"),
])
def test_kinky_sex_draw_sixes_and_nines_are_wild_only_together(dealt, hands, summary):
    assert shown(dealt, KINKY_SEX_DRAW, hands)["summary"] == summary


def test_making_babies_low_cards_are_wild_only_beside_a_king_and_a_queen(dealt):
    ruling = shown(dealt, MAKING_BABIES, {1: "Kh Qd 2c 3s 8h", 2: "Jh Jd Jc 2s 4h"})
    assert ruling["summary"] == "The pot of 20¢: seat 1 with three of a kind, kings, queen kicker. Seat 1's " \
                                "deuces and threes are wild; seat 2's deuces and fours play natural: a queen and " \
                                "a king are needed."


@pytest.mark.parametrize("hands, summary", [
    pytest.param({1: "6h Kd Kc 2s 3h", 2: "Qh Qd Qc 5s 4h"},
                 "The pot of 20¢: seat 1 with three of a kind, kings, three kicker.", id="a six is wild"),
    pytest.param({1: "5h Kd Kc 2s 3h", 2: "Qh Qd Qc 8s 9h"},
                 "The pot of 20¢: seat 1 with three of a kind, kings, three kicker. Nobody at the showdown holds a "
                 "six: fives are wild, the next rank down held.", id="no six: the fives"),
    pytest.param({1: "Kh Kd Jc 4s 8h", 2: "Qh Qd Qc 7s 4h"},
                 "The pot of 20¢: seat 2 with four of a kind, queens, seven kicker. Nobody at the showdown holds a "
                 "six: fours are wild, the next rank down held.", id="no six or five: the fours, in every hand"),
    pytest.param({1: "Ah Kd Kc 8s 9h", 2: "Qh Qd Qc 8c 7h"},
                 "The pot of 20¢: seat 1 with three of a kind, kings, nine kicker. Nobody at the showdown holds a "
                 "six: aces are wild, the next rank down held.", id="nothing below a six: the ace low, last"),
    pytest.param({1: "Th Kd Kc 8s 9h", 2: "Qh Qd Qc 8c 7h"},
                 "The pot of 20¢: seat 2 with three of a kind, queens, eight kicker. Nobody at the showdown holds a "
                 "six or a lower card: nothing is wild by that rule.", id="nothing lower at all"),
])
def test_freak_of_nature_sixes_are_wild_else_the_next_rank_down_held(dealt, hands, summary):
    assert shown(dealt, FREAK_OF_NATURE, hands)["summary"] == summary


def test_freak_of_nature_sixes_are_wild_until_the_showdown_says_otherwise(dealt):
    """Nobody has shown a card yet: a player's own hand counts its sixes wild, whatever the others hold."""
    stud = Stud(dealt({**FREAK_OF_NATURE, "script": SHOWN_DOWN}, stacks={1: 500, 2: 500}))
    stud.checks()
    assert stud.d.state.at_showdown and stud.d.state.wild(1).words == "Sixes are wild"
    stud.d.act(1, {"type": "show", "cards": "5h Kd Kc 2s 3h".split()})
    assert stud.d.state.wild(1).words == "Fives are wild"


def test_freak_of_nature_reads_only_the_hands_at_the_showdown(dealt):
    """Seat 3's six is mucked: not at the showdown, so the fives are wild."""
    ruling = shown(dealt, FREAK_OF_NATURE, {3: None, 1: "5h Kd Kc 2s 3h", 2: "Qh Qd Qc 8s 9h"})
    assert ruling["pots"][0]["winners"] == [1]


@pytest.mark.parametrize("which, said, winner", [
    ("first", "seat 1 with three of a kind, kings, deuce kicker. Wild for each by their first card turned up: "
              "seat 1 sevens (the 7♥), seat 2 kings (the K♦).", 1),
    ("last", "seat 2 with three of a kind, queens, king kicker. Wild for each by their latest card turned up: "
             "seat 1 kings (the K♣), seat 2 threes (the 3♠).", 2),
])
def test_a_players_own_first_or_latest_card_up_is_wild_for_them(dealt, which, said, winner):
    game = {**KANAKEE, "script": KANAKEE["script"][:6], "ante": 10, "wild": [{"kind": "own_up_card", "which": which}]}
    ruling = Stud(dealt(game, stacks={1: 500, 2: 500})).play({1: ("7h Kc", "7d 2c"), 2: ("Kd 3s", "Qs Qh")})
    assert ruling["pots"][0]["winners"] == [winner]
    assert ruling["summary"] == f"The pot of 20¢: {said}"


CROSS = "Ah Qh 2c Jh 7s"  # turned top, right, bottom, left, centre: the column A♥ 7♠ 2♣, the row J♥ 7♠ Q♥


@pytest.mark.parametrize("definition, words", [
    (CRISS_CROSS, "Five of a kind, aces"), (CENTRE_ALONE, "Four of a kind, sevens")])
def test_a_layout_card_wild_alone_leaves_the_others_of_its_rank_natural(dealt, definition, words):
    down = {1: "Kc Kd 4d 5d", 2: "7c 7d 7h 4s", 3: "9c 9d 8s 6s"}
    ruling = Stud(dealt(definition)).play({seat: ("", cards) for seat, cards in down.items()}, CROSS)
    assert ruling["pots"][0]["winners"] == [2] and ruling["hands"]["2"]["words"].startswith(words)


def test_the_rules_say_which_cards_are_wild_and_when():
    assert "Sixes and nines are wild only in a hand holding wild cards of two different ranks among them; " \
           "elsewhere they play natural." in builder.rule_text(KINKY_SEX_DRAW)
    assert "Sixes are wild; when nobody at the showdown holds one, the next rank down that someone holds (the ace " \
           "low, last)." in builder.rule_text(FREAK_OF_NATURE)
    assert "The centre card of the layout is wild in every hand, it alone, not its rank." in builder.rule_text(
        CENTRE_ALONE)
    assert "The top and bottom cards of the layout are wild in every hand, they alone, not their ranks." in \
        builder.rule_text(IRON_CROSS_II)


@pytest.mark.parametrize("wild, said", [
    ({"kind": "ranks_if_held", "ranks": ["6", "9"]}, "Wild rule 1 (ranks_if_held) says no condition"),
    ({"kind": "ranks_if_held", "ranks": ["10", "T"], "different": 2},
     "Wild rule 1 (ranks_if_held) asks for cards of 2 different ranks among 1: no hand could have them."),
    ({"kind": "rank_or_lower", "rank": "6", "if": "lowball"}, "Wild rule 1 (rank_or_lower) can't depend on an option"),
])
def test_a_deal_wild_that_could_never_apply_or_depends_on_an_option_is_refused(wild, said):
    definition = {**KINKY_SEX_DRAW, "wild": [wild],
                  "options": [{"kind": "yes_no", "name": "lowball", "help": "Low wins."}]}
    assert any(found.startswith(said) for found in builder.problems(definition))
