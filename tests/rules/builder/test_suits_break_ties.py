"""Suits breaking ties between hands otherwise equal (Tennessee and Arkansas Guts: "ties are broken by suits,
spades are best, then hearts, diamonds, and clubs"): a deal played with set cards through the engine, the better
suit of the first card that differs takes the pot and the ruling says why; a game that doesn't name the rule
still splits."""

from __future__ import annotations

import pytest

from referee.app.builder_pages import READERS
from referee.app.wording import on_a_page
from referee.rules.builder import definition as builder
from tests.rules.builder.test_guts import deal, stacks, table
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SUITS = {"kind": "suits_break_ties"}
HOLDEM = {"name": "Suited hold'em", "ante": 20,
          "script": [{"kind": "deal", "down": 2}, {"kind": "bet"}, {"kind": "deal", "community": 3}, {"kind": "bet"},
                     {"kind": "deal", "community": 1}, {"kind": "bet"}, {"kind": "deal", "community": 1},
                     {"kind": "bet"}],
          "showdown": [SUITS]}
STUD = {"name": "Suited stud", "stud": True, "ante": 20,
        "script": [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 2}, {"kind": "bet"}],
        "showdown": [SUITS]}
TENNESSEE = {  # #771 without its legs: one card each, in or out together, the highest card wins, losers match
    "name": "Tennessee guts", "most_players": 13,
    "script": [{"kind": "deal", "down": 1}, {"kind": "in_out"}],
    "showdown": [SUITS, {"kind": "losers_match"}],
}


def holdem(dealt, definition: dict, down: dict[int, str], board: str) -> dict:
    return Stud(dealt(definition, stacks={1: 500, 2: 500})).play({seat: ("", cards) for seat, cards in down.items()},
                                                                   board)


@pytest.mark.parametrize("down, board, summary", [
    pytest.param({1: "As 2c", 2: "Ah 3d"}, "Kd Qc 9s 7h 4c",
                 "The pot of 40¢: seat 1 with high card, ace. Seat 1's ace of spades beats seat 2's ace of hearts: "
                 "suits break ties.", id="ace high against ace high: the ace of spades"),
    pytest.param({1: "Ks Qd", 2: "Kh Qc"}, "Kc 9d 7h 4s 2d",
                 "The pot of 40¢: seat 1 with pair of kings, queen kicker. Seat 1's king of spades beats seat 2's "
                 "king of hearts: suits break ties.", id="the pair's better king before the kickers"),
    pytest.param({1: "8c 2c", 2: "8d 3d"}, "Ad Kh Qs Jc Th",
                 "The pot of 40¢ split: seat 1 and seat 2 with straight, ace high.",
                 id="both play the board: still a split"),
    pytest.param({1: "9c 3s", 2: "9h 2s"}, "Ad Kh Qs Jc 5d",
                 "The pot of 40¢: seat 2 with high card, ace. Seat 2's nine of hearts beats seat 1's nine of clubs: "
                 "suits break ties.", id="the board's cards alike, the first own card that differs"),
])
def test_the_better_suit_of_the_first_card_that_differs_takes_the_pot(dealt, down, board, summary):
    assert holdem(dealt, HOLDEM, down, board)["summary"] == summary


def test_without_the_rule_hands_otherwise_equal_split(dealt):
    plain = {**HOLDEM, "name": "Plain hold'em", "showdown": []}
    ruling = holdem(dealt, plain, {1: "As 2c", 2: "Ah 3d"}, "Kd Qc 9s 7h 4c")
    assert ruling["summary"] == "The pot of 40¢ split: seat 1 and seat 2 with high card, ace."


def test_the_table_may_rank_the_suits_its_own_way(dealt):
    hearts_first = {**HOLDEM, "showdown": [{**SUITS, "order": ["h", "s", "d", "c"]}]}
    assert "Suits break ties between hands otherwise equal, hearts best, then spades, diamonds and clubs" \
        in " ".join(builder.rule_text(hearts_first))
    ruling = holdem(dealt, hearts_first, {1: "As 2c", 2: "Ah 3d"}, "Kd Qc 9s 7h 4c")
    assert ruling["summary"] == "The pot of 40¢: seat 2 with high card, ace. Seat 2's ace of hearts beats seat 1's " \
                                "ace of spades: suits break ties."


def test_a_wild_card_counts_by_its_own_suit(dealt):
    """Seat 1's 2♠, wild, makes a second king beside the K♦ of the middle: a spade all the same, above seat 2's
    K♥."""
    wild = {**HOLDEM, "wild": [{"kind": "ranks", "ranks": ["2"]}]}
    ruling = holdem(dealt, wild, {1: "2s 3c", 2: "Kh 4d"}, "Kd Qc 9s 7h 5c")
    assert ruling["summary"] == "The pot of 40¢: seat 1 with pair of kings, queen kicker. Seat 1's deuce of spades " \
                                "beats seat 2's king of hearts: suits break ties."


def test_in_a_low_game_the_lowest_hands_compare_their_highest_card_first(dealt):
    razz = {**STUD, "name": "Suited razz", "showdown": [{"kind": "lowball", "ranking": "ace_to_five"}, SUITS]}
    ruling = Stud(dealt(razz, stacks={1: 500, 2: 500})).play({1: ("7h 4s 2s", "5c 3c"), 2: ("7s 4h 2h", "5d 3d")})
    assert ruling["summary"] == "The pot of 40¢: seat 2 with seven-five low (7-5-4-3-2). Seat 2's seven of spades " \
                                "beats seat 1's seven of hearts: suits break ties."


def test_the_low_half_goes_to_the_better_suit_too(dealt):
    """Both make 8-6-4-3-A for low: seat 1's eight of diamonds beats seat 3's eight of clubs. Seat 2's kings take
    the high half."""
    split = {**STUD, "name": "Suited high-low", "showdown": [{"kind": "high_low", "low": "8"}, SUITS]}
    ruling = Stud(dealt(split)).play({1: ("8d 6s 4s", "3h Ah"), 2: ("Ks Kd 9c", "Jc Qd"), 3: ("8c 6h 4d", "3s Ac")})
    assert ruling["pots"][0]["paid"] == {"1": 30, "2": 30}
    assert ruling["summary"].endswith("For low, seat 1's eight of diamonds beats seat 3's eight of clubs: suits "
                                      "break ties.")


def test_one_card_guts_the_ace_of_spades_beats_the_ace_of_hearts():
    night = table({**TENNESSEE, "ante": 25})
    ruling = deal(night, {1: "Ah", 2: "As", 3: "4c"}, {1: "in", 2: "in", 3: "out"})
    assert stacks(night) == {1: 900, 2: 1050, 3: 975}
    assert ruling["summary"] == "The pot of 75¢: seat 2 with high card, ace. Seat 2's ace of spades beats seat 1's " \
                                "ace of hearts: suits break ties. Seat 1 pays 75¢ into the pot of the next deal."
    assert "Bob's ace of spades beats Ann's ace of hearts: suits break ties." \
        in on_a_page(ruling["summary"], {1: "Ann", 2: "Bob", 3: "Cy"})


@pytest.mark.parametrize("definition", [HOLDEM, TENNESSEE], ids=["hold'em", "tennessee guts"])
@pytest.mark.parametrize("players", [2, 5])
def test_games_whose_suits_break_ties_are_played_to_their_end(definition, players):
    for seed in range(3):
        played_to_its_end(definition, seed, players)


@pytest.mark.parametrize("change, said", [
    ({"showdown": [{**SUITS, "order": ["s", "h", "d"]}]},
     'Showdown rule 1 (suits_break_ties): the order is the four suits, each once, the best first, like ["s", '
     '"h", "d", "c"]'),
    ({"showdown": [{**SUITS, "order": ["s", {}, "d", "c"]}]},
     'Showdown rule 1 (suits_break_ties): the order is the four suits, each once, the best first'),
    ({"showdown": [{**SUITS, "if": "suited"}], "options": [{"kind": "yes_no", "name": "suited", "help": "Suits count"}]},
     "The suits breaking ties can't depend on an option"),
    ({"showdown": [{"kind": "points"}, SUITS]},
     "A hand is the total of its cards, so the suits breaking ties has nothing to decide"),
])
def test_a_suit_order_that_cant_be_played_is_refused_in_words(change, said):
    assert any(found.startswith(said) for found in builder.problems({**HOLDEM, **change})), \
        builder.problems({**HOLDEM, **change})


def test_a_phone_may_type_the_suits_as_letters_or_symbols():
    assert READERS["suits"]("♠ ♥\ufe0f ♦ ♣") == READERS["suits"]("S, h, d, c") == ["s", "h", "d", "c"]
