"""Games of the public catalogue of home variants, each made exact by a piece of its own: Four Card Stud's
three-card hands, Joker Stud's joker that wins the pot when dealt face up, Countdown's wild rank that follows
the players still in, Nine Card Wild Discard's cards turned up from those just dealt, and Mexican Draw's deck
without its deuces, eights, nines and tens, with four jokers. Each definition is
written from its rule text, accepted, and played to its end; each piece decides as its rule says."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.core.cards import parse_cards
from referee.rules.core.decks import deck
from referee.rules.core.hands import evaluate
from referee.rules.core.three_card import three_card_hand
from referee.rules.core.wilds import NO_WILDS, of_ranks
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
NINE_CARD_WILD_DISCARD = {
    "name": "Nine card wild discard", "stud": True, "most_players": 5,
    "description": "Three down, one thrown away and one of them turned up; twice two more down, one of them turned "
                   "up; then one up and one down. Your lowest face-down card is wild for you.",
    "script": [{"kind": "deal", "down": 3}, {"kind": "discard", "count": 1}, {"kind": "roll_up", "cards": "last_dealt"},
               {"kind": "bet"}, {"kind": "deal", "down": 2}, {"kind": "discard", "count": 1},
               {"kind": "roll_up", "cards": "last_dealt"}, {"kind": "bet"}, {"kind": "deal", "down": 2},
               {"kind": "roll_up", "cards": "last_dealt"}, {"kind": "bet"}, {"kind": "deal", "up": 1},
               {"kind": "bet"}, {"kind": "deal", "down": 1}, {"kind": "bet"}],
    "wild": [{"kind": "hole_card", "which": "lowest"}],
}
MEXICAN_DRAW = {
    "name": "Mexican draw", "without": ["2", "8", "9", "10"], "most_players": 7,
    "description": "Five-card draw with the deuces, eights, nines and tens taken out and four jokers, wild; a flush "
                   "beats a full house.",
    "script": [{"kind": "deal", "down": 5}, {"kind": "bet"}, {"kind": "draw", "most": 3, "most_with_ace": 4},
               {"kind": "bet"}],
    "wild": [{"kind": "jokers", "count": 4}], "showdown": [{"kind": "flush_beats_full_house"}],
}
GAMES = {name: json.loads((SHIPPED / f"{name}.json").read_text())
         for name in ("four_card_stud", "joker_stud", "countdown")} | {
    "nine_card_wild_discard": NINE_CARD_WILD_DISCARD, "mexican_draw": MEXICAN_DRAW}


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("seed", range(6))
def test_each_catalogue_game_is_accepted_and_played_to_its_end(name, seed):
    played_to_its_end(GAMES[name], seed, players=2 + seed, chairs=7)


# Three-card hands, best first within each row's pair: (better, worse).
THREE_CARDS = [
    pytest.param("2h 3h 4h", "Ac Ad As", id="a straight flush beats three of a kind"),
    pytest.param("5c 5d 5h", "Qs Kd Ah", id="three of a kind beats a straight"),
    pytest.param("2c 3d 4h", "Ah Kh 9h", id="a straight beats a flush"),
    pytest.param("2h 7h 9h", "As Ad Kc", id="a flush beats a pair"),
    pytest.param("Qs Kd Ah", "Jc Qd Kh", id="the ace-high straight is the best"),
    pytest.param("2c 3d 4h", "Ac 2d 3h", id="A-2-3 is the lowest straight"),
    pytest.param("Ac Kd 2h", "Qs Jd 9c", id="K-A-2 is no straight: ace high"),
    pytest.param("2h 5h Kc 9h", "Ac Ad 4s 7d", id="four cards play their best three: the flush in them"),
]


@pytest.mark.parametrize("better, worse", THREE_CARDS)
def test_three_card_hands_rank_straights_and_flushes(better, worse):
    assert three_card_hand(parse_cards(better), NO_WILDS) > three_card_hand(parse_cards(worse), NO_WILDS)


@pytest.mark.parametrize("cards, wild, said", [
    ("7h 8h 9h", NO_WILDS, "Straight flush, nine high"),
    ("Ah Kh 2c 2h", NO_WILDS, "Flush, ace high"),
    ("Jc Qd 5s", of_ranks(5), "Straight, king high"),
    ("2h 9h 5s", of_ranks(5), "Flush, ace high"),
    ("Qc Qd 7s 3h", NO_WILDS, "Pair of queens, seven kicker"),
])
def test_a_three_card_hand_is_said_as_players_say_it(cards, wild, said):
    assert three_card_hand(parse_cards(cards), wild).words == said


def test_four_card_stud_pays_the_best_three_card_hand(dealt):
    ruling = Stud(dealt(GAMES["four_card_stud"])).play({1: ("Ac Ad Kc", "As"), 2: ("4h 5h 7h", "6h"),
                                                        3: ("Qs Kd 2c", "Jd")})
    assert {seat: hand["words"] for seat, hand in ruling["hands"].items()} == {
        "1": "Three of a kind, aces", "2": "Straight flush, seven high", "3": "Straight, king high"}
    assert ruling["pots"][0]["paid"] == {"2": 15}


def test_a_joker_dealt_face_up_wins_the_pot_at_once(dealt):
    d = dealt(GAMES["joker_stud"])
    stud = Stud(d)
    stud.turn("9c Kd 2h")  # the king showing bets first
    d.act(2, {"type": "bet", "amount": 25})
    d.act(3, {"type": "fold"})
    d.act(1, {"type": "call"})
    drafts = d.act(d.dealer, {"type": "deal_up", "cards": {"1": "5s", "2": "Jk"}})
    assert [draft.type for draft in drafts[-2:]] == ["won_at_once", "uncontested"]
    assert drafts[-2].payload["says"] == "Seat 2 wins the pot at once: Jk: a joker dealt face up wins the pot."
    assert d.state.result is not None and d.stack(2) == 500 + 5 + 5 + 25
    assert d.replayed() == d.state


def test_a_player_all_in_for_less_wins_with_a_joker_only_what_they_matched(dealt):
    d = dealt(GAMES["joker_stud"], {1: 500, 2: 20, 3: 500})
    stud = Stud(d)
    stud.turn("9c Kd 2h")
    d.act(2, {"type": "all_in"})
    d.act(3, {"type": "raise", "amount": 25})
    d.act(1, {"type": "call"})
    d.act(d.dealer, {"type": "deal_up", "cards": {"1": "5s", "2": "Jk", "3": "3c"}})
    # Seat 2 put in 20¢ (its ante and 15¢): it wins 20¢ from each; seats 1 and 3 take back the 10¢ more each put in.
    assert (d.stack(1), d.stack(2), d.stack(3)) == (480, 60, 480)


def test_the_wild_rank_counts_the_players_still_in(dealt):
    d = dealt(GAMES["countdown"], {1: 500, 2: 500, 3: 500, 4: 500})
    stud = Stud(d)
    stud.turn("9c Kd 2h 4s")
    assert d.state.wild(None).words == "Fours are wild"
    while (seat := d.state.to_act()) is not None:  # the wild four showing bets first; seat 3 folds
        d.act(seat, {"type": "fold" if seat == 3 else "check"})
    assert d.state.wild(1).words == "Threes are wild"


def test_only_a_card_just_dealt_is_turned_up(dealt):
    d = dealt(NINE_CARD_WILD_DISCARD)
    for seat, hand in ((1, "2c 3c 4c"), (2, "2d 3d 4d"), (3, "2h 3h 4h")):
        d.act(seat, {"type": "cards", "cards": hand.split()})
        d.act(seat, {"type": "discard", "cards": hand.split()[:1]})
    for seat in (1, 2, 3):
        d.act(seat, {"type": "roll_up", "cards": [f"3{'cdh'[seat - 1]}"]})
    Stud(d).checks()
    d.act(1, {"type": "cards", "cards": ["4c", "9c", "Tc"]})  # the 4♣ was dealt before: 9♣ and 10♣ just now
    for seat, card in ((1, "9c"), (2, "Ad"), (3, "As")):
        d.act(seat, {"type": "discard", "cards": [card]})
    assert d.state.current.offers(d.state, 1)[0]["fields"][0]["choices"] == ["Tc"]
    refused = d.refuse(1, {"type": "roll_up", "cards": ["4c"]})
    assert (refused.code, refused.message) == ("not_just_dealt", "You held 4♣ before the last deal: turn up one "
                                                                 "of the cards just dealt to you.")
    d.act(1, {"type": "roll_up", "cards": ["Tc"]})


def test_a_stud_game_may_open_its_first_bet_left_of_the_dealer_before_any_card_shows(dealt):
    definition = {"name": "Blind stud", "stud": True,
                  "script": [{"kind": "deal", "down": 2}, {"kind": "bet", "first": "dealer_left"},
                             {"kind": "deal", "up": 1}, {"kind": "bet"}]}
    assert builder.problems(definition) == []
    assert builder.problems({**definition, "script": [definition["script"][0], {"kind": "bet"}]}) == [
        "In a stud game the best hand showing bets first: deal a card face up before the first bet, or let the "
        "player left of the dealer open it (first: dealer_left)."]
    d = dealt(definition)
    assert d.state.to_act() == 1


@pytest.mark.parametrize("cards, said", [
    ("7c Jd Qh Kd As", "Straight, ace high"),  # the eight to ten are out: seven and jack are in a row
    ("Ac 3d 4h 5d 6s", "Straight, six high"),  # the deuce is out: A-3-4-5-6 is the lowest straight
    ("Jk1 Jk2 Jk3 Jk4 Kd", "Five of a kind, kings"),
])
def test_the_mexican_deck_makes_its_straights_of_the_ranks_left(cards, said):
    game = builder.game(MEXICAN_DRAW)
    mexican = deck(game.deck, game.jokers, game.without)
    assert len(mexican) == 40
    assert evaluate(parse_cards(cards), game.wild, mexican).words == said


def test_a_card_taken_out_of_the_deck_is_refused(dealt):
    d = dealt(MEXICAN_DRAW)
    refused = d.refuse(1, {"type": "cards", "cards": ["8s", "Ah", "Kh", "Qh", "Jh"]})
    assert refused.message == "8♠ is not in the 52-card deck without its deuces, eights, nines and tens, with four jokers"
