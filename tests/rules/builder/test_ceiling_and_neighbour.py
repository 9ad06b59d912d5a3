"""A hand too good to win (Jacks High: "if you have a pair of jacks or better, you cannot win unless everyone else
folds") and the best hand's left neighbour sharing the pot (Love thy Neighbor: "the high hand splits the pot with
the player to their left"). Deals played with set cards through the engine: who is paid, and the ruling's words
saying why each won."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"

STUD = [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 2}, {"kind": "bet"}]
JACKS_UP = {"kind": "or_better_loses", "hand": "pair", "rank": "J"}
NEIGHBOUR = {"kind": "left_neighbour_half"}

# Each hand: (up cards, face-down cards shown; None mucks).
JACKS = ("Js Jd 9c", "7h 5s")
TENS = ("Ts Td Ac", "Kh 5d")
FLUSH = ("Ah Qh 9h", "6h 2h")
KING_HIGH = ("Kc 9d 7s", "4c 2d")
QUEEN_HIGH = ("Qc 9s 7d", "4h 3c")


def stud(*showdown, players: int = 6) -> dict:
    return {"name": "Ruled", "stud": True, "most_players": players, "script": STUD, "showdown": list(showdown)}


def played(dealt, definition, hands, folded=()) -> dict:
    """The ruling of a deal of these hands; the seats in `folded` fold at the first bet, everyone else checks."""
    stud = Stud(dealt(definition, {seat: 500 for seat in hands}))
    stud.turn(" ".join(up.split()[0] for up, _ in hands.values()))
    while (seat := stud.d.state.to_act()) is not None:
        drafts = stud.d.act(seat, {"type": "fold" if seat in folded else "check"})
        if drafts and drafts[-1].type == "uncontested":  # everyone else folded
            return drafts[-1].payload
    still = {seat: (" ".join(up.split()[1:]), down) for seat, (up, down) in hands.items() if seat not in folded}
    return stud.play(still)


CEILING = [
    pytest.param({1: JACKS, 2: TENS, 3: FLUSH}, {"2": 15},
                 "The pot of 15¢: seat 2 with pair of tens, ace kicker. Seat 2's pair of tens, ace kicker (10♠ 10♦ A♣ "
                 "K♥ 5♦) beats seat 1's pair of jacks, nine kicker (J♠ J♦ 9♣ 7♥ 5♠) and seat 3's flush, ace high "
                 "(A♥ Q♥ 9♥ 6♥ 2♥): a pair of jacks or better loses to every hand below it.",
                 id="the best hand below the ceiling wins, past a pair of jacks and a flush"),
    pytest.param({1: FLUSH, 2: KING_HIGH, 3: QUEEN_HIGH}, {"2": 15},
                 "The pot of 15¢: seat 2 with high card, king. Seat 2's high card, king (K♣ 9♦ 7♠ 4♣ 2♦) beats "
                 "seat 1's flush, ace high (A♥ Q♥ 9♥ 6♥ 2♥): a pair of jacks or better loses to every hand below it.",
                 id="below the ceiling hands compare as usual: king high beats queen high"),
    pytest.param({1: JACKS, 2: FLUSH}, {"2": 10}, "The pot of 10¢: seat 2 with flush, ace high.",
                 id="every hand at the ceiling: the best of them wins"),
    pytest.param({1: ("Th Tc 9c", "7h 5s"), 2: TENS}, {"2": 10}, "The pot of 10¢: seat 2 with pair of tens, ace "
                                                                 "kicker.",
                 id="a pair of tens is below a pair of jacks: ranked as usual"),
]


@pytest.mark.parametrize("hands, paid, summary", CEILING)
def test_a_hand_at_the_ceiling_loses_to_every_hand_below_it(dealt, hands, paid, summary):
    ruling = played(dealt, stud(JACKS_UP), hands)
    assert ruling["pots"][0]["paid"] == paid
    assert ruling["summary"] == summary


def test_a_hand_at_the_ceiling_wins_when_everyone_else_folds(dealt):
    ruling = played(dealt, stud(JACKS_UP), {1: FLUSH, 2: KING_HIGH, 3: QUEEN_HIGH}, folded=(2, 3))
    assert ruling["pots"][0]["paid"] == {"1": 15}


def test_a_high_card_ceiling_is_named_as_the_least_hand_is(dealt):
    ruling = played(dealt, stud({"kind": "or_better_loses", "rank": "K"}), {1: KING_HIGH, 2: QUEEN_HIGH})
    assert ruling["pots"][0]["paid"] == {"2": 10}
    assert ruling["summary"].endswith("king high or better loses to every hand below it.")


NEIGHBOURS = [
    pytest.param({1: FLUSH, 2: KING_HIGH, 3: QUEEN_HIGH}, (), {"1": 10, "2": 5},
                 "The pot of 15¢: seat 1 takes 10¢, the best hand's half, with flush, ace high (A♥ Q♥ 9♥ 6♥ 2♥); "
                 "seat 2 takes 5¢, the other half as seat 1's left neighbour, whatever they hold.",
                 id="the left neighbour takes half whatever it holds; the best hand's half takes the odd chip"),
    pytest.param({1: KING_HIGH, 2: QUEEN_HIGH, 3: FLUSH}, (), {"3": 10, "1": 5},
                 "The pot of 15¢: seat 3 takes 10¢, the best hand's half, with flush, ace high (A♥ Q♥ 9♥ 6♥ 2♥); "
                 "seat 1 takes 5¢, the other half as seat 3's left neighbour, whatever they hold.",
                 id="the left of the last seat is the first"),
    pytest.param({1: FLUSH, 2: KING_HIGH, 3: QUEEN_HIGH, 4: JACKS}, (2,), {"1": 10, "3": 10},
                 "The pot of 20¢: seat 1 takes 10¢, the best hand's half, with flush, ace high (A♥ Q♥ 9♥ 6♥ 2♥); "
                 "seat 3 takes 10¢, the other half as the next player still in on seat 1's left, whatever they hold.",
                 id="a neighbour who folded is passed by"),
    pytest.param({1: FLUSH, 2: KING_HIGH, 3: QUEEN_HIGH}, (2, 3), {"1": 15}, None,
                 id="everyone else folded: the pot is the best hand's alone"),
]


@pytest.mark.parametrize("hands, folded, paid, summary", NEIGHBOURS)
def test_the_best_hand_splits_each_pot_with_its_left_neighbour(dealt, hands, folded, paid, summary):
    ruling = played(dealt, stud(NEIGHBOUR), hands, folded)
    assert ruling["pots"][0]["paid"] == paid
    if summary:
        assert ruling["summary"] == summary


def test_a_neighbour_who_mucks_still_shares(dealt):
    ruling = played(dealt, stud(NEIGHBOUR), {1: FLUSH, 2: (KING_HIGH[0], None), 3: QUEEN_HIGH})
    assert ruling["pots"][0]["paid"] == {"1": 10, "2": 5}


def test_tied_best_hands_split_a_half_and_their_neighbours_the_other(dealt):
    ruling = played(dealt, stud(NEIGHBOUR), {1: ("Ah Qh 9h", "6h 2h"), 2: KING_HIGH, 3: ("As Qs 9s", "6s 2s"),
                                             4: ("Qc Td 7d", "4h 3c")})
    assert ruling["pots"][0]["paid"] == {"1": 5, "3": 5, "2": 5, "4": 5}
    assert "seat 2 and seat 4 split 10¢, the other half as seat 1's left neighbour and seat 3's left neighbour, " \
           "whatever they hold" in ruling["summary"]


REFUSED = [
    (stud(NEIGHBOUR, {"kind": "high_low"}),
     "High low and left neighbour half each split the pot: a game splits it one way, keep one."),
    (stud(NEIGHBOUR, {"kind": "losers_match"}),
     "The left neighbour's half gives the pot to another hand than the best, so who loses the showdown and "
     "matches the pot can't be said: keep one."),
    (stud(NEIGHBOUR, {"kind": "low_when_few"}),
     "The lowest hand takes the pot when few are at the showdown, but half of each pot goes to the best hand's "
     "left neighbour: keep one."),
    (stud(JACKS_UP, {"kind": "lowball", "ranking": "ace_to_five"}),
     "The hand too good to win reorders the high hands, so the low ranking can't be played with it: keep one."),
    (stud(JACKS_UP, {"kind": "beats_all", "rank": "J"}),
     "The hand that beats every other and the hand too good to win each lift some hands above others: keep one."),
    ({**stud(JACKS_UP), "wild": [{"kind": "ranks", "ranks": ["2"]}]},
     "A wild card could make a hand too good to win or keep it below: take out the rules that make cards wild."),
]


@pytest.mark.parametrize("definition, said", REFUSED)
def test_what_cant_be_played_is_refused_in_words(definition, said):
    assert said in builder.problems(definition)


@pytest.mark.parametrize("key", ["jacks_high", "love_thy_neighbor"])
@pytest.mark.parametrize("players", [2, 3, 6])
def test_the_catalogue_games_are_played_to_their_end(key, players):
    definition = json.loads((SHIPPED / f"{key}.json").read_text())
    assert builder.problems(definition) == []
    for seed in range(2):
        night = played_to_its_end(definition, seed, players)
        assert len(night.live.deals) == 1
        assert sum(night.live.accounts.values()) == 0  # every cent posted from one account to another
