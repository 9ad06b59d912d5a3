"""The discard family's match step: a card turned up in the middle, every card of its rank thrown out of the
hands, and a player who runs out of cards winning at once.

Seats 1 to 3 in that order; seat 3 deals.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.catalog import VARIANTS
from referee.rules.poker.view import view
from tests.rules.poker.conftest import Deal

SEATS = {1: 500, 2: 500, 3: 500}
SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"


def game(script, **more) -> dict:
    return {"name": "Matching", "script": [{"kind": "deal", "down": 3}, {"kind": "bet"}, *script], **more}


@pytest.fixture
def dealt(monkeypatch):
    def start(definition: dict, stacks=SEATS, hands=None) -> Deal:
        variant = builder.variant(definition)
        monkeypatch.setitem(VARIANTS, variant.key, variant)
        d = Deal(variant.key, stacks, dealer=max(stacks))
        for seat, cards in (hands or {}).items():
            d.act(seat, {"type": "cards", "cards": cards.split()})
        checks(d)
        return d
    return start


def checks(d: Deal) -> None:
    while d.state.current.name == "betting" and (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "check"})


def answer(d: Deal, shows: dict[int, str]) -> None:
    for seat in d.state.contenders():
        cards = shows.get(seat)
        d.act(seat, {"type": "show_rank", "cards": cards.split()} if cards else {"type": "none_of_rank"})


HANDS = {1: "Qs Qd 7c", 2: "Qh Kd 9s", 3: "Ah 8c 4s"}

MATCHES = [  # the step's values, what each seat shows of the queens, then each seat's face-down count
    pytest.param({}, {1: "Qs Qd", 2: "Qh"}, {1: 1, 2: 2, 3: 3}, id="every queen thrown away"),
    pytest.param({"replace": True}, {1: "Qs Qd", 2: "Qh"}, {1: 3, 2: 3, 3: 3}, id="discard and replace"),
]


@pytest.mark.parametrize("values, shows, counts", MATCHES)
def test_a_card_turned_up_throws_every_card_of_its_rank_out_of_the_hands(dealt, values, shows, counts):
    d = dealt(game([{"kind": "match", **values}, {"kind": "bet"}]), hands=HANDS)
    assert d.state.current.name == "matching" and d.state.to_act() == 3
    assert d.legal(3) >= {"community"} and "community" not in d.legal(1)
    d.act(3, {"type": "community", "cards": ["Qc"]})
    offered = {seat: d.legal(seat) for seat in SEATS}
    assert offered[1] == offered[2] == {"cards", "show_rank"} and offered[3] == {"cards", "none_of_rank"}
    assert d.refuse(1, {"type": "show_rank", "cards": ["Qs"]}).code == "show_them_all"
    answer(d, shows)
    assert {seat: d.state.down_count(seat) for seat in SEATS} == counts
    assert d.state.current.name == "betting"
    assert view(d.state, None)["piles"] == {"table": {"cards": ["Qc"], "down": 0}}
    assert d.state.zones.community == ()  # the table card plays in no hand


def test_a_player_who_runs_out_of_cards_wins_at_once(dealt):
    d = dealt(game([{"kind": "match"}, {"kind": "bet"}, {"kind": "match"}, {"kind": "bet"}],
                   showdown=[{"kind": "high_low"}]),
              hands={1: "Qs Qd Qh", 2: "Kd 9s 2c", 3: "Ah 8c 4s"})
    d.act(3, {"type": "community", "cards": ["Qc"]})
    answer(d, {1: "Qs Qd Qh"})
    assert d.state.at_showdown  # no more betting, no more cards
    for seat in (1, 2, 3):
        d.act(seat, {"type": "show"})
    ruling = d.state.result
    assert ruling["pots"][0]["paid"] == {"1": 15}
    assert ruling["hands"]["1"]["verdict"] == "ran out of cards"


def test_a_card_pairing_the_table_is_put_aside_when_the_table_never_pairs(dealt):
    d = dealt(game([{"kind": "match", "never_pair": True}, {"kind": "match", "never_pair": True}]),
              hands={1: "Qs Qd 7c", 2: "Kd 9s 2c", 3: "Ah 8c 4s"})
    d.act(3, {"type": "community", "cards": ["Qc"]})
    answer(d, {1: "Qs Qd"})
    d.act(3, {"type": "community", "cards": ["Qh"]})
    assert "community" in d.legal(3) and d.state.to_act() == 3  # another card is turned instead
    d.act(3, {"type": "community", "cards": ["7d"]})
    answer(d, {1: "7c"})
    assert d.state.at_showdown and d.state.down_count(1) == 0
    assert view(d.state, None)["piles"]["put aside"] == {"cards": ["Qh"], "down": 0}


def test_a_player_who_entered_no_hand_is_taken_at_their_word_until_the_showdown(dealt):
    d = dealt(game([{"kind": "match"}, {"kind": "bet"}]))
    d.act(3, {"type": "community", "cards": ["5c"]})
    assert {seat: d.legal(seat) for seat in SEATS} == {seat: {"cards", "show_rank", "none_of_rank"} for seat in SEATS}
    answer(d, {2: "5d"})
    assert d.state.down_count(2) == 2
    d.act(2, {"type": "cards", "cards": ["Kh", "6h"]})  # entered after: two cards now
    assert d.refuse(2, {"type": "cards", "cards": ["Kh", "6h", "7h"]}).code == "too_many_cards"


def test_the_match_step_reads_as_its_rule_and_is_checked_in_the_tables_words():
    said = builder.rule_text(game([{"kind": "match", "never_pair": True}]))
    assert "Turn up a card in the middle: everyone throws away every card of its rank; a player left with no card " \
           "wins at once; a card pairing one on the table is put aside, and the next turned instead." in said
    early = {"name": "Go", "script": [{"kind": "deal", "community": 1}, {"kind": "match"}, {"kind": "deal", "down": 2}]}
    assert "Script step 2 (match): everyone throws away the cards of its rank, but nobody holds a card then: " \
           "deal some before it." in builder.problems(early)
    many = game([{"kind": "match", "never_pair": True}] * 9, deck="piquet")
    assert "The table never pairs, so its 9 cards turned need as many ranks; the deck has 8: turn at most 8." \
        in builder.problems(many)
    crowded = game([{"kind": "match"}] * 40, most_players=5)
    assert "5 players with 3 cards each and 40 in the middle need 55 cards" in " ".join(builder.problems(crowded))


def test_florida_bingo_is_numbers_with_its_own_hands():
    numbers, florida = shipped("numbers"), shipped("florida_bingo")
    assert florida["script"] == numbers["script"]
    assert "an ace ½ or 15, a face card 1 or 10" in " ".join(builder.rule_text(florida))


@pytest.mark.parametrize("name", ["slugs"])
def test_a_shipped_game_of_the_discard_family_is_dealt_to_its_end(dealt, name):
    definition = json.loads((SHIPPED / f"{name}.json").read_text())
    d = dealt(definition, hands={1: "Qs Qd 7c 5h 2s 3d", 2: "Qh Kd 9s 3c 2d 8h", 3: "Ah 8c 4s Jd Jc 6d"})
    for seat, thrown in ((1, "3d"), (2, "8h"), (3, "6d")):
        d.act(seat, {"type": "discard", "cards": [thrown]})
    checks(d)
    for card, shows in (("Qc", {1: "Qs Qd", 2: "Qh"}), ("2h", {1: "2s", 2: "2d"}), ("Js", {3: "Jd Jc"}),
                        ("9c", {2: "9s"}), ("Td", {})):
        d.act(3, {"type": "community", "cards": [card]})
        answer(d, shows)
        checks(d)
    for seat in SEATS:
        d.act(seat, {"type": "show"})
    ruling = d.state.result
    # Seat 1 holds 7-5, seat 2 K-3, seat 3 A-8-4: the ace high takes the high half, 7-5 the low half.
    assert ruling["pots"][0]["paid"] == {"3": 10, "1": 5}
    assert d.replayed() == d.state


def shipped(name: str) -> dict:
    return json.loads((SHIPPED / f"{name}.json").read_text())


def turn_and_answer(d: Deal, turns) -> None:
    """Each card turned up in the middle, with what each seat shows of its rank; the bets checked through."""
    for card, shows in turns:
        d.act(3, {"type": "community", "cards": [card]})
        if "community" not in d.legal(3):
            answer(d, shows)
        checks(d)


POINTS = [  # the points rule's values, two hands, the first's words, which wins (1: the first, 0: a tie)
    pytest.param({"ace": 15}, "As Kd", "2c 3c 4c", "25 points", 1, id="an ace counts 15 for the high hand"),
    pytest.param({"ace": 11, "most": 21}, "As Kd", "Kc Qc", "21 points", 1, id="blackjack: an ace and a king"),
    pytest.param({"ace": 11, "most": 21}, "As Ad 9c", "Kc Qc", "21 points", 1, id="one ace counts 11, one 1"),
    pytest.param({"ace": 11, "most": 21}, "Kd Qd 5c", "2c 3c", "25 points: over", -1,
                 id="over 21 loses to any hand that isn't"),
    pytest.param({"ace": 11, "most": 21}, "Kd Qd 5c", "Kc Qc 6c", "25 points: over", 1,
                 id="of two over, the least over"),
    pytest.param({"ace": 15}, "Kd 5c", "Jc 5h", "15 points", 0, id="a king and a jack count the same"),
    pytest.param({"ace": 11, "most": 21, "low_face": 1}, "Kd Qd 5c", "2c 3c", "16 points", 1,
                 id="a face card counting 1 keeps a hand under the most"),
]

LOWS = [  # the points rule's values, a hand, its low in words
    pytest.param({}, "As Kd 5c", "16 points", id="an ace 1, a face card 10"),
    pytest.param({"low_ace": 1, "low_face": 1}, "As Kd 5c", "6½ points", id="Florida bingo: an ace ½, a face card 1"),
]


@pytest.mark.parametrize("values, cards, said", LOWS)
def test_the_low_of_a_hand_of_points_is_its_least_total(values, cards, said):
    from referee.rules.core.cards import parse_cards
    from referee.rules.core.points import Points
    from referee.rules.core.wilds import NO_WILDS
    points = Points(**values)
    assert points.low_said(points.low(parse_cards(cards.split()), (), NO_WILDS, None)) == said


@pytest.mark.parametrize("values, first, second, said, wins", POINTS)
def test_a_hand_of_points_is_the_total_of_its_cards(values, first, second, said, wins):
    from referee.rules.core.cards import parse_cards
    from referee.rules.core.points import Points
    from referee.rules.core.wilds import NO_WILDS
    points = Points(**values)
    one, other = (points.hand(parse_cards(cards.split()), (), NO_WILDS, None) for cards in (first, second))
    assert one.words == said
    assert (one > other) - (one < other) == wins


def test_the_points_rule_is_checked_in_the_tables_words():
    wild = game([{"kind": "match"}], showdown=[{"kind": "points"}], wild=[{"kind": "ranks", "ranks": ["2"]}])
    assert "No card is wild when a hand is the total of its cards: take out the rules that make cards wild." \
        in builder.problems(wild)
    qualified = game([{"kind": "match"}], showdown=[{"kind": "points"}, {"kind": "high_low", "low": "8"}])
    assert "leave the qualifier out of the high-low split" in " ".join(builder.problems(qualified))


def test_numbers_rotates_the_first_bet_and_splits_the_highest_and_the_lowest_total(dealt):
    d = dealt(shipped("numbers"), hands={1: "As Kd 9c 7h 2s", 2: "Ac 3d 2d 4h 5c", 3: "Qs Qd Jh Th 9h"})
    firsts = []
    for card in ("6c", "8d", "6h", "Kh", "3h", "Jc", "Tc"):
        firsts.append(d.state.to_act() if d.state.current.name == "betting" else None)
        d.act(3, {"type": "community", "cards": [card]})
        if "community" in d.legal(3):
            d.act(3, {"type": "community", "cards": ["4c" if card == "6h" else "2h"]})
            card = "4c" if card == "6h" else "2h"
        held = {seat: " ".join(c for c in cards.split() if c[0] == card[0])
                for seat, cards in {1: "As Kd 9c 7h 2s", 2: "Ac 3d 2d 4h 5c", 3: "Qs Qd Jh Th 9h"}.items()}
        answer(d, {seat: shown for seat, shown in held.items() if shown})
        if d.state.current.name == "betting":
            assert d.state.to_act() == [1, 2, 3][(len(firsts)) % 3]  # the k-th round opens k seats round
        checks(d)
    assert view(d.state, None)["piles"]["put aside"]["cards"] == ["6h"]  # the second six paired the table
    for seat in SEATS:
        d.act(seat, {"type": "show"})
    # Seat 1 holds A-9-7-2 (33, the ace 15), seat 2 A-2-5 (8 at least, the ace 1), seat 3 Q-Q-9 (29).
    assert d.state.result["pots"][0]["paid"] == {"1": 10, "2": 5}  # the odd chip goes high
    assert d.state.result["summary"] == ("The pot of 15¢: seat 1 takes 10¢, the high half, with 33 points; seat 2 "
                                         "takes 5¢, the low half, with 8 points.")


def test_three_hundred_thirty_three_plays_blackjack_hands(dealt):
    d = dealt(shipped("three_hundred_thirty_three"), hands={1: "As Kd 5c", 2: "Kc Qc 2h", 3: "9d 8c 7h"})
    turn_and_answer(d, [("3s", {}), ("4s", {}), ("6s", {}), ("Js", {})])
    for seat in SEATS:
        d.act(seat, {"type": "show"})
    # A-K-5 makes 16 (the ace 1); K-Q-2 makes 22 and 9-8-7 24, both over.
    assert d.state.result["pots"][0]["paid"] == {"1": 15}
    assert {seat: hand["words"] for seat, hand in d.state.result["hands"].items()} == {
        "1": "16 points", "2": "22 points: over", "3": "24 points: over"}


def test_flop_a_splits_the_pot_by_what_each_declares(dealt):
    d = dealt(shipped("flop_a"), hands={1: "As Kd 5c", 2: "2c 3d 4h", 3: "Qs Jd Th"})
    turn_and_answer(d, [("6c", {}), ("7c", {}), ("8c", {}), ("9c", {}), ("Kh", {1: "Kd"})])
    assert d.state.current.name == "declare"
    for seat, side in ((1, "low"), (2, "low"), (3, "high")):
        d.act(seat, {"type": "declare", "side": side})
    for seat in SEATS:
        d.act(seat, {"type": "show"})
    # A-5 is 6 at least (the ace 1) and the lowest; Q-J-10 is 30, the only hand declared high.
    assert d.state.result["pots"][0]["paid"] == {"3": 10, "1": 5}
    assert d.replayed() == d.state
