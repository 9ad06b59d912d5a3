"""Hands made with another player's face-up cards (`others_up`): a hand is exactly so many of its player's own
face-down cards and the face-up cards of one other player still in, never its own face-up cards nor a mix of two
players'; the ruling says whose cards each hand used; a stack of only some face-down cards (Love Canal's two);
Chernobyl, Love Canal and Roll'em played to their end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.core.cards import parse_cards
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
CHERNOBYL, LOVE_CANAL, ROLL_EM = (json.loads((SHIPPED / f"{name}.json").read_text())
                                  for name in ("chernobyl", "love_canal", "roll_em"))
# Each player three cards down and two up at once, a bet; a hand is its three down with another's two up.
OTHERS = {"name": "Others", "script": [{"kind": "deal", "down": 3, "up": 2}, {"kind": "bet"}],
          "showdown": [{"kind": "others_up", "own": 3}]}
DECLARED = {**OTHERS, "name": "Others declared", "script": OTHERS["script"] + [{"kind": "declare"}],
            "showdown": [{"kind": "high_low"}, {"kind": "others_up", "own": 3}]}

# Each case: each seat's (up cards, down cards), who is paid what, the winner's words, and what the summary says.
CASES = [
    pytest.param({1: ("Ah As", "Ac Ad 2c"), 2: ("Kh Ks", "Qc Qd 3c"), 3: ("4h 9s", "7c 8d 5c")}, {"1": 15},
                 "Two pair, aces and kings", "Seat 1's hand used seat 2's face-up cards",
                 id="a hand's own face-up cards are in none of its hands: seat 1's four aces are two pair"),
    pytest.param({1: ("7c 7d", "Th Jh Qh"), 2: ("Kh 2c", "4c 5d 9s"), 3: ("Ah 3d", "2d 4s 6c")}, {"2": 15},
                 "Pair of sevens", "Seat 1's hand used seat 3's face-up cards; seat 2's hand used seat 1's face-up",
                 id="one other player's face-up cards, never two players': no royal flush of seat 2's K and 3's A"),
    pytest.param({1: ("9c 9d", "Jc Qd 2s"), 2: ("Kh Ks", "3c 3d 3h"), 3: ("2c 5d", "8h 8s 4c")}, {"2": 15},
                 "Full house, threes over nines", "; seat 2's hand used seat 1's face-up cards;",
                 id="the best of every other player's cards: seat 1's nines make the full house, seat 3's none"),
]


@pytest.mark.parametrize("hands, paid, words, summary", CASES)
def test_a_hand_is_its_own_face_down_cards_with_one_other_players_face_up(dealt, hands, paid, words, summary):
    ruling = Stud(dealt(OTHERS)).play(hands)
    assert ruling["pots"][0]["paid"] == paid
    assert ruling["hands"][next(iter(paid))]["words"].startswith(words)
    assert summary in ruling["summary"]


def test_a_folded_players_face_up_cards_are_in_no_hand(dealt):
    d = dealt(OTHERS)
    stud = Stud(d)
    for seat, up in {1: "7c 7d", 2: "Kh Ks", 3: "Ah As"}.items():
        for card in up.split():
            d.act(d.dealer, {"type": "deal_up", "cards": {str(seat): card}})
    first = d.state.to_act()
    d.act(first, {"type": "bet", "amount": 10})
    while (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "fold"} if seat == 3 else {"type": "call"})
    assert 3 not in d.state.in_hand
    ruling = stud.showdown({1: "Ac Ad 2c", 2: "Qc Qd 3c"})
    # With seat 3's aces seat 1 would hold four aces; its hand is two pair with seat 2's kings.
    assert ruling["hands"]["1"]["words"].startswith("Two pair, aces and kings")
    assert "Seat 1's hand used seat 2's face-up cards" in ruling["summary"]


def test_a_hand_declared_high_low_says_whose_cards_each_half_used(dealt):
    d = dealt(DECLARED)
    stud = Stud(d)
    stud.deal({1: "Ah 2h", 2: "Kc Ks", 3: "3d 4d"})
    for seat, side in {1: "high", 2: "both", 3: "low"}.items():
        d.act(seat, {"type": "declare", "side": side})
    ruling = stud.showdown({1: "Qc Qd Qh", 2: "5c 6s 7d", 3: "Jc Js 9h"})
    # Seat 2's 7-6-5 make a straight with seat 3's 4-3, its best high, and 7-6-5-2-A with seat 1's, its best low.
    assert "seat 2's high hand used seat 3's face-up cards, its low seat 1's" in ruling["summary"]
    assert "Seat 1's hand used seat 2's face-up cards" in ruling["summary"]
    assert "seat 3's low hand used seat 1's face-up cards" in ruling["summary"]


@pytest.mark.parametrize("change, problem", [
    ({"showdown": [{"kind": "others_up", "own": 4}]},
     "A hand uses exactly 4 of its player's face-down cards, but each player holds 3 face down at the showdown."),
    ({"script": [{"kind": "deal", "down": 3, "up": 3}, {"kind": "bet"}]},
     "but each player has 3 face up at the showdown: turn up 2."),
    ({"script": OTHERS["script"] + [{"kind": "deal", "community": 1}, {"kind": "bet"}]},
     "so no card in the middle plays: deal none there."),
    ({"showdown": OTHERS["showdown"] + [{"kind": "hole_cards", "count": 2}]},
     "A hand of another player's face-up cards and hole cards each say how a hand is made: keep one."),
    ({"showdown": [{"kind": "others_up", "own": 3, "if": "mine"}],
      "options": [{"kind": "yes_no", "name": "mine", "help": "Hands of others' cards."}]},
     "A hand of another player's face-up cards can't depend on an option"),
])
def test_a_hand_of_others_cards_that_cant_be_made_is_refused_in_the_tables_words(change, problem):
    found = builder.problems({**OTHERS, **change})
    assert any(problem in said for said in found), found


def test_the_rule_reads_whose_cards_a_hand_plays():
    assert builder.rule_text(CHERNOBYL)[-1] == (
        "A hand is exactly 3 of its player's own face-down cards and the 2 face-up cards of one other player still "
        "in, the best of every such player; a player's own face-up cards are in no hand of theirs.")


def test_cards_speak_high_and_low_each_from_the_other_player_best_for_it(dealt):
    """Roll'em's hands: two of a player's own cards with another's three up, the high and the low apart."""
    game = {"name": "Others speak", "script": [{"kind": "deal", "down": 2, "up": 3}, {"kind": "bet"}],
            "showdown": [{"kind": "high_low"}, {"kind": "others_up", "own": 2}]}
    ruling = Stud(dealt(game)).play({1: ("Kc Kh 9d", "5c 6c"), 2: ("Ac Qs Jc", "Ks 2c"), 3: ("Ah 3d 4s", "Qh Jd")})
    # Seat 2's K♠ makes three kings with seat 1's kings, its 2♣ a K-4-3-2-A low with seat 3's A-3-4.
    assert "seat 2's high hand used seat 1's face-up cards, its low seat 3's" in ruling["summary"]


def test_love_canal_stacks_two_cards_turned_up_and_plays_three_of_the_other_four(dealt):
    d = dealt(LOVE_CANAL)
    stud = Stud(d)
    stud.checks()
    [offer] = [offer for offer in d.variant.legal_actions(d.state, 1) if offer["type"] == "stack"]
    assert offer["count"] == 2
    wrong = d.refuse(1, {"type": "stack", "cards": ["Ah", "As", "Ac"]})
    assert (wrong.code, wrong.message) == ("wrong_count", "Put 2 of your 6 face-down cards in your stack, each once, "
                                                          "the top card first.")
    d.act(1, {"type": "stack", "cards": ["Ah", "As"]})
    d.act(2, {"type": "stack", "cards": ["Kh", "Ks"]})
    drafts = d.act(3, {"type": "stack", "cards": ["4h", "9s"]})
    assert drafts[-1].payload["cards"] == {"1": ["Ah"], "2": ["Kh"], "3": ["4h"]}
    stud.checks()
    assert [d.state.zones.face_up(seat) for seat in (1, 2, 3)] == [
        parse_cards(["Ah", "As"]), parse_cards(["Kh", "Ks"]), parse_cards(["4h", "9s"])]
    assert d.state.down_count(1) == 4 and d.state.current.name == "declare"
    for seat in (1, 2, 3):
        d.act(seat, {"type": "declare", "side": "high"})
    ruling = stud.showdown({1: "Ac Ad 2c 3d", 2: "Qc Qd 3c 5h", 3: "7c 8d 5c Jd"})
    assert ruling["pots"][0]["paid"] == {"1": 15}
    assert ruling["hands"]["1"]["words"].startswith("Two pair, aces and kings")  # not four aces: its own are out
    assert "Seat 1's hand used seat 2's face-up cards" in ruling["summary"]
    assert d.replayed() == d.state


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("players", [2, 5, 8])
@pytest.mark.parametrize("game", [CHERNOBYL, LOVE_CANAL, ROLL_EM], ids=["chernobyl", "love_canal", "roll_em"])
def test_the_games_of_others_cards_play_to_their_end(game, seed, players):
    night = played_to_its_end(game, seed, players)
    assert night.live.seats  # the deal ended with money kept, replayed equal
