"""The pieces that say how a defined game makes and ranks its hands, each at a showdown: the lowest hand wins
(ace to five, deuce to seven, badugi), a hand uses exactly or at most some of its player's own cards, a high-low
split with no qualifier, a flush over a full house, and the 32-card deck; with the sentences that refuse what
can't be played and the most players a deck deals to; and any game of these pieces is played to its end."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from referee.rules.builder import definition as builder
from referee.rules.builder.rankings import LOW_RANKINGS, USES
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules.poker.phases.betting import OPENERS
from tests.rules.test_every_game import Night, play
from tests.support.stud import Stud

STUD = [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 2}, {"kind": "bet"}]
BOARD = [{"kind": "deal", "down": 4}, {"kind": "bet"}, {"kind": "deal", "community": 5}, {"kind": "bet"}]


def stud(showdown: list, deck: str = "standard") -> dict:
    return {"name": "Ranked", "stud": True, "deck": deck, "most_players": 6, "script": STUD, "showdown": showdown}


THREE = {1: 500, 2: 500, 3: 500}
WHEEL, SEVEN_FIVE, KINGS_FULL = ("Ac 2d 3h", "4s 5c"), ("7c 5d 4h", "3s 2c"), ("Kc Kd Kh", "Qs Qc")

# Each: the showdown pieces, each seat's (3 up cards, 2 down cards shown), the winner and the words it wins with.
LOWS = [
    pytest.param([{"kind": "lowball", "ranking": "ace_to_five"}], "1", "five-four low (5-4-3-2-A)",
                 id="ace to five: the wheel is the best hand"),
    pytest.param([{"kind": "lowball", "ranking": "deuce_to_seven"}], "2", "seven-five low (7-5-4-3-2)",
                 id="deuce to seven: the ace is high, 7-5-4-3-2 the best hand"),
    pytest.param([{"kind": "lowball", "ranking": "badugi"}], "1", "number one badugi (4-3-2-A)",
                 id="badugi: four suits and ranks, aces low"),
    pytest.param([], "3", "full house, kings over queens", id="no low ranking: the best high hand"),
]


@pytest.mark.parametrize("showdown, winner, words", LOWS)
def test_the_lowest_hand_wins_as_the_ranking_says(dealt, showdown, winner, words):
    ruling = Stud(dealt(stud(showdown), THREE)).play({1: WHEEL, 2: SEVEN_FIVE, 3: KINGS_FULL})
    assert ruling["pots"][0]["paid"] == {winner: 15}
    assert ruling["summary"] == f"The pot of 15¢: seat {winner} with {words}."


BOARD_CARDS = "Ah Kh Qh Jh 2c"  # four hearts
HOLES = [
    pytest.param([{"kind": "hole_cards", "count": 2}], 2,
                 "flush, ace high", id="exactly two: one heart in the hand makes no flush, two do"),
    pytest.param([{"kind": "hole_cards", "count": 1, "use": "at_most"}], 1,
                 "royal flush", id="at most one: the ten of hearts and four of the board"),
    pytest.param([], 1, "royal flush", id="no rule: the best five of all"),
    pytest.param([{"kind": "hole_cards", "count": 2}, {"kind": "lowball", "ranking": "ace_to_five"}], 1,
                 "jack-four low (J-4-3-2-A)", id="exactly two for a low hand too: two of the four low cards"),
]


@pytest.mark.parametrize("showdown, winner, words", HOLES)
def test_a_hand_uses_as_many_of_its_own_cards_as_the_game_says(dealt, showdown, winner, words):
    d = dealt({"name": "Holes", "script": BOARD, "showdown": showdown}, {1: 500, 2: 500})
    ruling = Stud(d).play({1: ("", "Th 3c 4d 5s"), 2: ("", "9h 8h 7c 7d")}, middle=BOARD_CARDS)
    assert ruling["pots"][0]["winners"] == [winner]
    assert ruling["summary"].endswith(f"seat {winner} with {words}.")


def test_a_high_low_split_with_no_qualifier_gives_the_low_half_to_the_lowest_pair(dealt):
    ruling = Stud(dealt(stud([{"kind": "high_low"}]), THREE)).play(
        {1: KINGS_FULL, 2: ("9c 9d Th", "Js Qd"), 3: ("Tc Td Jd", "8s 2h")})
    assert ruling["pots"][0]["paid"] == {"1": 10, "2": 5}
    assert ruling["summary"] == ("The pot of 15¢: seat 1 takes 10¢, the high half, with full house, kings over "
                                 "queens; seat 2 takes 5¢, the low half, with pair of nines, queen kicker.")
    assert ruling["hands"]["2"]["verdict"] == "its low: pair of nines, queen kicker"


def test_with_an_eight_or_better_qualifier_the_same_hands_make_no_low(dealt):
    ruling = Stud(dealt(stud([{"kind": "high_low", "low": "8"}]), THREE)).play(
        {1: KINGS_FULL, 2: ("9c 9d Th", "Js Qd"), 3: ("Tc Td Jd", "8s 2h")})
    assert ruling["pots"][0]["paid"] == {"1": 15}


FLUSH, FULL_HOUSE = ("Ah Kh 9h", "8h 6h"), ("Ac As Ad", "Kc Kd")
STRAIGHT, TRIPS = ("Jc Td 9s", "8c 7d"), ("Qc Qd Qs", "9c 7c")
ORDERS = [
    pytest.param([], {1: FLUSH, 2: FULL_HOUSE}, 2, id="as usual: a full house beats a flush"),
    pytest.param([{"kind": "flush_beats_full_house"}], {1: FLUSH, 2: FULL_HOUSE}, 1, id="a flush beats a full house"),
    pytest.param([{"kind": "flush_beats_full_house"}], {1: STRAIGHT, 2: TRIPS}, 1,
                 id="a straight still beats three of a kind"),
    pytest.param([{"kind": "flush_beats_full_house", "trips_beat_straight": True}], {1: STRAIGHT, 2: TRIPS}, 2,
                 id="three of a kind beats a straight too"),
]


@pytest.mark.parametrize("showdown, hands, winner", ORDERS)
def test_the_short_deck_order_of_the_hands(dealt, showdown, hands, winner):
    ruling = Stud(dealt(stud(showdown, deck="short"), {1: 500, 2: 500})).play(hands)
    assert ruling["pots"][0]["winners"] == [winner]


def test_the_32_card_deck_runs_seven_to_ace(dealt):
    d = dealt(stud([], deck="piquet"), {1: 500, 2: 500})
    with pytest.raises(RuleError) as refused:
        d.act(2, {"type": "deal_up", "cards": {"1": "6c"}})
    assert refused.value.message == "6♣ is not in the 32-card deck (seven through ace)"
    ruling = Stud(d).play({1: ("Ac 7d 8h", "9s Tc"), 2: ("Kc Kd Qh", "Js 9c")})
    assert ruling["summary"] == "The pot of 10¢: seat 1 with straight, ten high."


def test_a_hold_em_game_may_allow_as_many_players_as_the_deck_deals_to():
    holdem = {"name": "Big table", "blinds": True, "script": [{"kind": "deal", "down": 2}, {"kind": "bet"},
                                                              {"kind": "deal", "community": 5}, {"kind": "bet"}]}
    assert builder.problems({**holdem, "most_players": 23}) == []
    assert builder.variant({**holdem, "most_players": 23}).max_players == 23
    assert builder.problems({**holdem, "most_players": 24}) == [
        "24 players with 2 cards each and 5 in the middle need 53 cards; the deck has 52: allow at most 23 players."]


READS = [
    ({"kind": "lowball", "ranking": "ace_to_five"}, "The lowest hand wins, ace to five: aces low, straights and "
                                                    "flushes don't count, 5-4-3-2-A is the best hand."),
    ({"kind": "lowball", "ranking": "deuce_to_seven"}, "The lowest hand wins, deuce to seven: aces high, straights "
                                                       "and flushes count against the hand, 7-5-4-3-2 is the best "
                                                       "hand."),
    ({"kind": "hole_cards", "count": 2}, "A hand uses exactly 2 of its player's own cards, the rest of its five "
                                         "from the middle."),
    ({"kind": "hole_cards", "count": 1, "use": "at_most"}, "A hand uses at most 1 of its player's own cards, the "
                                                           "rest of its five from the middle."),
    ({"kind": "high_low"}, "Half of each pot to the best hand, half to the lowest hand, ace to five (a pair or "
                           "worse if none is lower)."),
    ({"kind": "flush_beats_full_house", "trips_beat_straight": True}, "A flush beats a full house; three of a "
                                                                      "kind beats a straight."),
]


@pytest.mark.parametrize("piece, said", READS)
def test_each_ranking_piece_reads_as_its_rule(piece, said):
    definition = {"name": "Go", "script": BOARD, "showdown": [piece]}
    assert builder.problems(definition) == []
    assert said in builder.rule_text(definition)


REFUSED = [
    ({"script": STUD, "showdown": [{"kind": "lowball", "ranking": "deuce_to_seven"}],
      "wild": [{"kind": "ranks", "ranks": ["2"]}]},
     "No card is wild in deuce-to-seven low: take out the rules that make cards wild, or rank the hands ace to "
     "five."),
    ({"script": STUD + [{"kind": "second_deck"}], "showdown": [{"kind": "lowball", "ranking": "badugi"}]},
     "No card is wild in badugi: take out the rules that make cards wild, or rank the hands ace to five."),
    ({"script": STUD, "showdown": [{"kind": "lowball", "ranking": "ace_to_five"}, {"kind": "high_low"}]},
     "The lowest hand wins the pot, so the high-low split has nothing to decide: keep one."),
    ({"script": STUD, "showdown": [{"kind": "hole_cards", "count": 2}]},
     "A hand uses some of its player's own cards and the rest from the middle, but the script deals no card to "
     "the middle: deal some there, or leave the hole cards rule out."),
    ({"script": BOARD, "showdown": [{"kind": "hole_cards", "count": 5}]},
     "A hand uses exactly 5 of its player's own cards, but each player holds 4 at the showdown: use at most 4."),
    ({"script": BOARD, "showdown": [{"kind": "lowball", "ranking": "ace_to_five", "if": "low"}],
      "options": [{"kind": "yes_no", "name": "low", "help": "Low."}]},
     "The low ranking can't depend on an option: hands are made and ranked the same every deal."),
]


@pytest.mark.parametrize("definition, said", REFUSED)
def test_a_ranking_that_cant_be_played_is_refused_in_words(definition, said):
    assert said in builder.problems({"name": "Go", **definition})


@st.composite
def ranked_games(draw) -> dict:
    """A game of the ranking pieces: hands with or without a middle, dealt down and up, ranked any way."""
    down, up, middle = draw(st.integers(1, 5)), draw(st.integers(0, 2)), draw(st.integers(0, 5))
    stud = bool(up) and draw(st.booleans())
    script = [{"kind": "deal", "down": down, "up": up, "community": middle},
              {"kind": "bet", **({"first": draw(st.sampled_from(OPENERS))} if up else {})}]
    if draw(st.booleans()):
        script += [{"kind": "draw", "most": draw(st.integers(0, down))}, {"kind": "bet", "first": "last_raiser"}]
    showdown = []
    if draw(st.booleans()):
        showdown.append({"kind": "lowball", "ranking": draw(st.sampled_from(sorted(LOW_RANKINGS)))})
    elif draw(st.booleans()):
        showdown.append({"kind": "high_low", **({"low": "8"} if draw(st.booleans()) else {})})
    if middle and draw(st.booleans()):
        showdown.append({"kind": "hole_cards", "count": draw(st.integers(1, down + up)),
                         "use": draw(st.sampled_from(USES))})
    if not any(entry["kind"] == "lowball" for entry in showdown) and draw(st.booleans()):
        showdown.append({"kind": "flush_beats_full_house", "trips_beat_straight": draw(st.booleans())})
    wild = [{"kind": "jokers", "count": 1}] if draw(st.booleans()) else []
    return {"name": "Ranked", "stud": stud, "deck": draw(st.sampled_from(["standard", "short", "piquet"])),
            "most_players": 3, "script": script, "showdown": showdown, "wild": wild}


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(definition=ranked_games(), seed=st.integers(0, 2**32 - 1))
def test_any_game_of_the_ranking_pieces_is_refused_in_words_or_played_to_its_end(definition, seed):
    found = builder.problems(definition)
    event("refused" if found else "played")
    if found:
        assert all(problem.endswith(".") for problem in found)
        return
    night = Night(builder.key_of(definition["name"]), [1000, 1000, 1000], random.Random(seed), variant=True)
    night.do("seat:1", {"type": "define_game", "definition": definition})
    night.variant = builder.variant(definition)
    night.do(HOST, {"type": "start_deal", "variant": night.variant.key, "dealer": 1})
    play(night)
    assert night.live.deal is None or night.live.deal.state.result is not None
    assert rules.replay(night.log) == night.live
