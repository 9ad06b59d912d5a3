"""Who wins beyond how hands rank: a named hand beats every other (Jack Shit: "a jack high (no sets or runs) beats
everything else"), a hand with a rank in it loses to every hand without (Neal Deal Men's queens), the
second-best hand wins (Vice President), half of each pot to the middle hand (Mediocre). Deals played with set
cards through the engine: who is paid, and the ruling's words naming the hands and their cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"

STUD = [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 2}, {"kind": "bet"}]
SEVEN = [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 3}, {"kind": "bet"},
         {"kind": "deal", "down": 1}, {"kind": "bet"}]
JACK_HIGH = {"kind": "beats_all", "rank": "J"}
QUEENS_LOSE = {"kind": "rank_loses", "rank": "Q"}
SECOND = {"kind": "place_wins"}
PLACE_AND_SHOW = {"kind": "place_wins", "place": 2, "split_with": 3}  # Five Draw Place and Show (#471)
MIDDLE = {"kind": "middle_half"}

# Each hand: (up cards, face-down cards shown).
FLUSH_WITH_QUEEN = ("Ah Qh 9h", "6h 2h")
JACK_NINE = ("Js 9d 7c", "5h 3s")
KINGS_WITH_QUEEN = ("Kc Kd 4s", "Qc 2d")
FIVES = ("5s 5d 7c", "9c 3s")
TEN_HIGH = ("2s 3h 4d", "8h Td")


def stud(*showdown, script=STUD, wild=()) -> dict:
    return {"name": "Placed", "stud": True, "most_players": 6, "script": script, "showdown": list(showdown),
            "wild": list(wild)}


def played(dealt, definition, hands) -> dict:
    return Stud(dealt(definition, {seat: 500 for seat in hands})).play(hands)


BEATS_ALL = [
    pytest.param(JACK_HIGH, {1: FLUSH_WITH_QUEEN, 2: JACK_NINE, 3: KINGS_WITH_QUEEN}, {"2": 15},
                 "The pot of 15¢: seat 2 with high card, jack. Seat 2's high card, jack (J♠ 9♦ 7♣ 5♥ 3♠) beats seat "
                 "1's flush, ace high (A♥ Q♥ 9♥ 6♥ 2♥) and seat 3's pair of kings, queen kicker (K♦ K♣ Q♣ 4♠ 2♦): "
                 "jack high beats every other hand.", id="jack high beats a flush and a pair"),
    pytest.param(JACK_HIGH, {1: ("Jh 8d 7s", "5c 3d"), 2: JACK_NINE}, {"2": 10},
                 "The pot of 10¢: seat 2 with high card, jack.", id="two jack highs compare by their kickers"),
    pytest.param(JACK_HIGH, {1: ("Jh Td 9s", "8c 7d"), 2: JACK_NINE}, {"2": 10},
                 "The pot of 10¢: seat 2 with high card, jack. Seat 2's high card, jack (J♠ 9♦ 7♣ 5♥ 3♠) beats seat "
                 "1's straight, jack high (J♥ 10♦ 9♠ 8♣ 7♦): jack high beats every other hand.",
                 id="a jack-high straight is a run, not jack high"),
    pytest.param(JACK_HIGH, {1: FLUSH_WITH_QUEEN, 2: ("Qs 9d 7c", "5h 3s")}, {"1": 10},
                 "The pot of 10¢: seat 1 with flush, ace high.", id="no jack high: the best hand wins as usual"),
    pytest.param({"kind": "beats_all", "hand": "pair", "rank": "2"}, {1: FLUSH_WITH_QUEEN, 2: ("2s 2d 7c", "5h 3s"),
                                                                       3: ("7h 4d 4h", "7d 3c")}, {"2": 15},
                 "The pot of 15¢: seat 2 with pair of deuces, seven kicker. Seat 2's pair of deuces, seven kicker "
                 "(2♠ 2♦ 7♣ 5♥ 3♠) beats seat 1's flush, ace high (A♥ Q♥ 9♥ 6♥ 2♥) and seat 3's two pair, sevens "
                 "and fours, three kicker (7♥ 7♦ 4♥ 4♦ 3♣): a pair of deuces beats every other hand.",
                 id="a pair of deuces, and only one pair, beats every other hand"),
]


@pytest.mark.parametrize("piece, hands, paid, summary", BEATS_ALL)
def test_the_named_hand_beats_every_other(dealt, piece, hands, paid, summary):
    ruling = played(dealt, stud(piece), hands)
    assert ruling["pots"][0]["paid"] == paid
    assert ruling["summary"] == summary


def test_of_seven_cards_a_hand_plays_the_five_that_make_it_jack_high(dealt):
    """Seat 1's seven cards make a pair of kings, and, without the kings, jack high: jack high is the better."""
    ruling = played(dealt, stud(JACK_HIGH, script=SEVEN), {1: ("Js 9d 7c Kh", "5h 3s Kd"),
                                                            2: ("Ac Ad 4s 8c", "Qc 2d 6h")})
    assert ruling["pots"][0]["paid"] == {"1": 10}
    assert ruling["hands"]["1"]["words"] == "High card, jack"


RANK_LOSES = [
    pytest.param({1: FLUSH_WITH_QUEEN, 2: FIVES, 3: KINGS_WITH_QUEEN}, {"2": 15},
                 "The pot of 15¢: seat 2 with pair of fives, nine kicker. Seat 2's pair of fives, nine kicker (5♠ 5♦ "
                 "9♣ 7♣ 3♠) beats seat 1's flush, ace high (A♥ Q♥ 9♥ 6♥ 2♥) and seat 3's pair of kings, queen kicker "
                 "(K♦ K♣ Q♣ 4♠ 2♦): a hand with a queen loses to every hand without one.",
                 id="a pair of fives without a queen beats a flush and kings with one"),
    pytest.param({1: FLUSH_WITH_QUEEN, 3: KINGS_WITH_QUEEN}, {"1": 10},
                 "The pot of 10¢: seat 1 with flush, ace high.", id="both hold a queen: they compare as usual"),
    pytest.param({1: FIVES, 2: TEN_HIGH}, {"1": 10},
                 "The pot of 10¢: seat 1 with pair of fives, nine kicker.", id="neither holds one: as usual"),
]


@pytest.mark.parametrize("hands, paid, summary", RANK_LOSES)
def test_a_hand_with_a_queen_loses_to_every_hand_without(dealt, hands, paid, summary):
    ruling = played(dealt, stud(QUEENS_LOSE), hands)
    assert ruling["pots"][0]["paid"] == paid
    assert ruling["summary"] == summary


def test_a_wild_card_standing_for_a_queen_is_no_queen(dealt):
    """Seat 2's deuce, wild, makes an ace-high straight standing for a queen: no queen is in the hand. Seat 1's
    three queens are."""
    wild = [{"kind": "ranks", "ranks": ["2"]}]
    ruling = played(dealt, stud(QUEENS_LOSE, wild=wild), {1: ("Qs Qd Qh", "3c 4d"), 2: ("Kc Jd Ts", "Ah 2c")})
    assert ruling["pots"][0]["paid"] == {"2": 10}
    assert ruling["hands"]["2"]["words"] == "Straight, ace high"


def test_of_seven_cards_a_hand_leaves_its_queen_out(dealt):
    ruling = played(dealt, stud(QUEENS_LOSE, script=SEVEN), {1: ("Qs 9d 7c 4h", "5h 3s 2d"),
                                                              2: ("Qc Qd Qh 8c", "Kc Kd 6h")})
    assert ruling["pots"][0]["paid"] == {"1": 10}
    assert ruling["hands"]["1"]["words"] == "High card, nine"


PLACES = [
    pytest.param(SECOND, {1: FLUSH_WITH_QUEEN, 2: FIVES, 3: KINGS_WITH_QUEEN}, {"3": 15},
                 "The pot of 15¢: seat 3 takes 15¢, the second-best hand, with pair of kings, queen kicker (K♦ K♣ Q♣ "
                 "4♠ 2♦), below seat 1's flush, ace high (A♥ Q♥ 9♥ 6♥ 2♥).", id="the second-best of three"),
    pytest.param(SECOND, {1: FIVES, 2: TEN_HIGH}, {"2": 10},
                 "The pot of 10¢: seat 2 takes 10¢, the second-best hand, with high card, ten (10♦ 8♥ 4♦ 3♥ 2♠), "
                 "below seat 1's pair of fives, nine kicker (5♠ 5♦ 9♣ 7♣ 3♠).", id="heads up the worse hand wins"),
    pytest.param(SECOND, {1: ("Ks Kh 9d", "7s 3c"), 2: ("Kc Kd 9h", "7h 3d"), 3: FIVES}, {"3": 15},
                 "The pot of 15¢: seat 3 takes 15¢, the second-best hand, with pair of fives, nine kicker (5♠ 5♦ 9♣ "
                 "7♣ 3♠), below seat 1's pair of kings, nine kicker (K♠ K♥ 9♦ 7♠ 3♣); seat 2's pair of kings, nine "
                 "kicker (K♦ K♣ 9♥ 7♥ 3♦).", id="tied best hands share the first place"),
    pytest.param(SECOND, {1: ("Ks Kh 9d", "7s 3c"), 2: ("Kc Kd 9h", "7h 3d")}, {"1": 5, "2": 5},
                 "The pot of 10¢: seat 1 and seat 2 split 10¢, the second-best hand (every hand shown alike), with "
                 "pair of kings, nine kicker (K♠ K♥ 9♦ 7♠ 3♣).", id="every hand alike: they split"),
    pytest.param({"kind": "place_wins", "place": 3}, {1: FIVES, 2: TEN_HIGH}, {"2": 10},
                 "The pot of 10¢: seat 2 takes 10¢, the third-best hand (the worst hand shown), with high card, ten "
                 "(10♦ 8♥ 4♦ 3♥ 2♠).", id="fewer places than the third: the last wins"),
    pytest.param(PLACE_AND_SHOW, {1: FLUSH_WITH_QUEEN, 2: FIVES, 3: KINGS_WITH_QUEEN, 4: TEN_HIGH}, {"3": 10, "2": 10},
                 "The pot of 20¢: seat 3 takes 10¢, the second-best hand's half, with pair of kings, queen kicker "
                 "(K♦ K♣ Q♣ 4♠ 2♦), below seat 1's flush, ace high (A♥ Q♥ 9♥ 6♥ 2♥); seat 2 takes 10¢, the "
                 "third-best hand's half, with pair of fives, nine kicker (5♠ 5♦ 9♣ 7♣ 3♠), below seat 1's flush, "
                 "ace high (A♥ Q♥ 9♥ 6♥ 2♥); seat 3's pair of kings, queen kicker (K♦ K♣ Q♣ 4♠ 2♦).",
                 id="the second-best and the third-best split"),
    pytest.param(PLACE_AND_SHOW, {1: FLUSH_WITH_QUEEN, 2: FIVES, 3: KINGS_WITH_QUEEN}, {"3": 10, "2": 5},
                 "The pot of 15¢: seat 3 takes 10¢, the second-best hand's half, with pair of kings, queen kicker "
                 "(K♦ K♣ Q♣ 4♠ 2♦), below seat 1's flush, ace high (A♥ Q♥ 9♥ 6♥ 2♥); seat 2 takes 5¢, the "
                 "third-best hand's half, with pair of fives, nine kicker (5♠ 5♦ 9♣ 7♣ 3♠), below seat 1's flush, "
                 "ace high (A♥ Q♥ 9♥ 6♥ 2♥); seat 3's pair of kings, queen kicker (K♦ K♣ Q♣ 4♠ 2♦).",
                 id="the odd chip to the second-best"),
    pytest.param(PLACE_AND_SHOW, {1: FIVES, 2: TEN_HIGH}, {"2": 10},
                 "The pot of 10¢: seat 2 takes 10¢, both halves, the second-best hand's and the third-best hand's "
                 "(the worst hand shown), with high card, ten (10♦ 8♥ 4♦ 3♥ 2♠).",
                 id="of two hands the worse is second and last: both halves"),
    pytest.param(MIDDLE, {1: FLUSH_WITH_QUEEN, 2: FIVES, 3: KINGS_WITH_QUEEN, 4: TEN_HIGH}, {"1": 10, "3": 10},
                 "The pot of 20¢: seat 1 takes 10¢, the best hand's half, with flush, ace high (A♥ Q♥ 9♥ 6♥ 2♥); seat "
                 "3 takes 10¢, the middle hand's half, with pair of kings, queen kicker (K♦ K♣ Q♣ 4♠ 2♦), of 4 hands "
                 "shown.", id="of four, the better of the two in the middle"),
    pytest.param(MIDDLE, {1: FLUSH_WITH_QUEEN, 2: FIVES, 3: KINGS_WITH_QUEEN}, {"1": 10, "3": 5},
                 "The pot of 15¢: seat 1 takes 10¢, the best hand's half, with flush, ace high (A♥ Q♥ 9♥ 6♥ 2♥); seat "
                 "3 takes 5¢, the middle hand's half, with pair of kings, queen kicker (K♦ K♣ Q♣ 4♠ 2♦), of 3 hands "
                 "shown.", id="of three, the middle one; the odd chip to the best hand"),
    pytest.param(MIDDLE, {1: FIVES, 2: TEN_HIGH}, {"1": 10},
                 "The pot of 10¢: seat 1 takes 10¢, both halves, the best hand's and the middle hand's of 2 shown, "
                 "with pair of fives, nine kicker (5♠ 5♦ 9♣ 7♣ 3♠).", id="of two, the better: the best hand takes both halves"),
]


@pytest.mark.parametrize("piece, hands, paid, summary", PLACES)
def test_a_pot_won_by_a_place_other_than_the_first(dealt, piece, hands, paid, summary):
    ruling = played(dealt, stud(piece), hands)
    assert ruling["pots"][0]["paid"] == paid
    assert ruling["summary"] == summary


def test_a_mucked_hand_has_no_place(dealt):
    ruling = played(dealt, stud(SECOND), {1: (FLUSH_WITH_QUEEN[0], None), 2: FIVES, 3: TEN_HIGH})
    assert ruling["pots"][0]["paid"] == {"3": 15}


READS = [
    (JACK_HIGH, "Jack high (no pair, straight or flush, a jack the highest card) beats every other hand; two of "
                "them compare by their kickers."),
    ({"kind": "beats_all", "hand": "pair", "rank": "Q"}, "A pair of queens (one pair, nothing more) beats every "
                                                         "other hand; two of them compare by their kickers."),
    (QUEENS_LOSE, "A hand with a queen in it loses to every hand without one; hands alike in that compare as "
                  "usual."),
    (SECOND, "The second-best hand wins each pot: equal hands share a place and split what it wins; with fewer "
             "places among the hands shown, the last wins."),
    (PLACE_AND_SHOW, "The second-best hand and the third-best split each pot, the odd chip to the second: equal "
                     "hands share a place and split what it wins; with fewer places among the hands shown, the "
                     "last wins."),
    (MIDDLE, "Half of each pot to the best hand, half to the middle hand of those shown (of an even number, the "
             "better of the two in the middle)."),
]


@pytest.mark.parametrize("piece, said", READS)
def test_each_piece_reads_as_its_rule(piece, said):
    definition = stud(piece)
    assert builder.problems(definition) == []
    assert said in builder.rule_text(definition)


REFUSED = [
    (stud(JACK_HIGH, wild=[{"kind": "ranks", "ranks": ["2"]}]),
     "A wild card could make a hand the one that beats every other or keep it from being it: take out the rules "
     "that make cards wild."),
    (stud(JACK_HIGH, QUEENS_LOSE),
     "A hand that beats every other and a rank that loses each lift some hands above others: keep one."),
    (stud(QUEENS_LOSE, {"kind": "lowball", "ranking": "ace_to_five"}),
     "The rank that loses reorders the high hands, so the low ranking can't be played with it: keep one."),
    (stud(JACK_HIGH, {"kind": "least_to_win", "rank": "Q"}),
     "The hand that beats every other reorders the high hands, so the least hand to win can't be played with it: "
     "keep one."),
    (stud(SECOND, {"kind": "legs", "to_win": 3}),
     "The place that wins gives the pot to another hand than the best, so the best hand's legs can't be played "
     "with it: keep one."),
    (stud({**PLACE_AND_SHOW, "place": 3}),
     "The third-best hand can't split the pot with the third-best: name a later place to split with."),
    (stud(MIDDLE, {"kind": "high_low"}), "High low and middle half each split the pot: a game splits it one way, "
                                         "keep one."),
    ({**stud({**QUEENS_LOSE, "if": "queens"}), "options": [{"kind": "yes_no", "name": "queens", "help": "Q."}]},
     "The rank that loses can't depend on an option: hands rank the same every deal."),
]


@pytest.mark.parametrize("definition, said", REFUSED)
def test_what_cant_be_played_is_refused_in_words(definition, said):
    assert said in builder.problems(definition)


# Mediocre (#130) without its legs ("until someone takes half the pot three times"): five-card stud, half of
# each pot to the best hand, half to the middle one.
MEDIOCRE = {"name": "Mediocre without legs", "stud": True, "most_players": 10,
            "script": [{"kind": "deal", "down": 1, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 1},
                       {"kind": "bet"}, {"kind": "deal", "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 1},
                       {"kind": "bet"}],
            "showdown": [MIDDLE]}


@pytest.mark.parametrize("definition", [
    *(pytest.param(json.loads((SHIPPED / f"{key}.json").read_text()), id=key)
      for key in ("jack_shit", "vice_president", "five_draw_place_and_show", "neal_deal_men")),
    pytest.param(MEDIOCRE, id="mediocre"),
])
@pytest.mark.parametrize("players", [2, 3, 6])
def test_the_catalogue_games_are_played_to_their_end(definition, players):
    for seed in range(2):
        night = played_to_its_end(definition, seed, players)
        assert len(night.live.deals) == 1
        assert sum(night.live.accounts.values()) == 0  # every cent posted from one account to another
