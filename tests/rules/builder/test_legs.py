"""Legs: a game won over several hands. The best hand of a deal takes a leg, not the pot, which stays; the first
player to take the legs the game asks for takes the pot and the game is over. In guts every other player in
matches the pot at each leg but the last. Scenarios at a night of three, and Three Card Man or Mouse with Legs
(ichabod801/poker_db, all_md/guts/03-card.md, #759) shipped and played to its end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.rules.builder import definition as builder
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from tests.rules.builder.test_guts import ACES, ACES_TOO, KINGS, NOTHING, deal, pot, stacks, table
from tests.support.defined_play import played_to_its_end

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
MAN_OR_MOUSE = json.loads((SHIPPED / "man_or_mouse_with_legs.json").read_text())

LEGS = {"name": "Guts for legs", "ante": 25, "script": [{"kind": "deal", "down": 3}, {"kind": "in_out"}],
        "showdown": [{"kind": "losers_match"}, {"kind": "legs", "to_win": 2}]}
ALL_IN = {1: "in", 2: "in", 3: "in"}


def test_the_best_hand_takes_a_leg_the_pot_stays_and_every_other_player_in_matches_it():
    night = table(LEGS)
    ruling = deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, ALL_IN)
    assert ruling["summary"] == ("Nobody wins the pot: seat 1 takes a leg with pair of aces, deuce kicker, their "
                                 "first of 2; it stays for the next deal. Seat 2 and seat 3 each pay 75¢ into the "
                                 "pot of the next deal.")
    assert ruling["legs"] == {"1": 1}
    assert stacks(night) == {1: 975, 2: 900, 3: 900} and pot(night) == 225


def test_the_last_leg_takes_the_pot_nobody_matches_and_the_next_game_starts_from_no_legs():
    night = table(LEGS)
    deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, ALL_IN)
    ruling = deal(night, {1: KINGS, 2: NOTHING, 3: ACES}, ALL_IN, dealer=1)
    assert ruling["legs"] == {"1": 1, "3": 1}, "a leg each: nobody has two"
    assert pot(night) == 225 + 2 * 225
    ruling = deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, ALL_IN, dealer=2)
    assert ruling["summary"] == ("The pot of $6.75: seat 1 with pair of aces, deuce kicker. Seat 1's second leg "
                                 "wins the game.")
    assert ruling["legs"] == {} and "matched" not in ruling
    assert pot(night) == 0 and not night.live.matches
    assert stacks(night) == {1: 1425, 2: 675, 3: 900}
    ruling = deal(night, {1: KINGS, 2: ACES, 3: NOTHING}, ALL_IN, dealer=3)
    assert ruling["legs"] == {"2": 1}, "a new game: seat 1's legs are gone"
    assert rules.replay(night.log) == night.live


@pytest.mark.parametrize("hands, words, why", [
    ({1: ACES, 2: ACES_TOO, 3: NOTHING}, ALL_IN, "the best hands tie"),
    ({1: ACES, 2: KINGS, 3: NOTHING}, {1: "out", 2: "out", 3: "out"}, "nobody went in"),
])
def test_a_tie_or_nobody_in_takes_no_leg_and_nobody_pays(hands, words, why):
    night = table(LEGS)
    ruling = deal(night, hands, words)
    assert ruling["summary"] == f"Nobody wins the pot: {why}; it stays for the next deal."
    assert ruling.get("legs", {}) == {} and stacks(night) == {1: 975, 2: 975, 3: 975} and pot(night) == 75


def test_a_player_alone_in_shows_their_hand_and_takes_a_leg():
    night = table(LEGS)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 3})
    for seat, cards in {1: ACES, 2: KINGS, 3: NOTHING}.items():
        night.do(f"seat:{seat}", {"type": "cards", "cards": cards.split()})
    for seat, word in {1: "out", 2: "in", 3: "out"}.items():
        night.do(f"seat:{seat}", {"type": "in_out", "say": word})
    assert night.live.deal is not None and night.live.deal.state.at_showdown, "the leg is taken by a hand shown"
    night.do("seat:2", {"type": "show"})
    ruling = night.log[-1].payload
    assert ruling["legs"] == {"2": 1} and "matched" not in ruling and pot(night) == 75


def test_nobody_queen_high_takes_no_leg():
    night = table({**LEGS, "showdown": [{"kind": "least_to_win", "rank": "Q"}, *LEGS["showdown"]]})
    ruling = deal(night, {1: "Js 9d 2c", 2: "Td 8s 3c", 3: NOTHING}, ALL_IN)
    assert ruling["summary"] == "Nobody wins the pot: nobody holds queen high or better; it stays for the next deal."
    assert ruling["legs"] == {} and pot(night) == 75


def test_in_a_game_without_guts_a_leg_costs_nobody_anything():
    night = table({"name": "Showdown for legs", "ante": 25, "script": [{"kind": "deal", "down": 3}],
                   "showdown": [{"kind": "legs", "to_win": 2}]})
    ruling = deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, {})
    assert ruling["legs"] == {"1": 1} and "matched" not in ruling and pot(night) == 75
    deal(night, {1: KINGS, 2: NOTHING, 3: ACES}, {}, dealer=1)
    ruling = deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, {}, dealer=2)
    assert ruling["pots"][0]["winners"] == [1] and ruling["pots"][0]["amount"] == 225
    assert stacks(night) == {1: 1150, 2: 925, 3: 925}


def test_every_phone_shows_each_players_legs_and_how_many_win():
    night = table(LEGS)
    deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, ALL_IN)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 1})
    for viewer in (None, 1, 2):
        seen = night.variant.view(night.live.deal.state, viewer)
        assert seen["legs"] == {"1": 1} and seen["legs_to_win"] == 2


@pytest.mark.parametrize("showdown, problem", [
    ([{"kind": "legs", "to_win": 3, "if": "legs"}],
     "The legs can't depend on an option: a game is played for legs at every deal of it."),
    ([{"kind": "legs", "to_win": 3}, {"kind": "legs", "to_win": 4}],
     "The legs are named twice: say once how many legs win the pot."),
])
def test_the_legs_are_named_once_and_for_every_deal(showdown, problem):
    definition = {**LEGS, "showdown": showdown,
                  "options": [{"name": "legs", "kind": "yes_no", "default": False, "help": "play for legs"}]}
    assert problem in builder.problems(definition)


@pytest.mark.parametrize("seed, players", [(1, 3), (2, 5), (3, 8)])
def test_man_or_mouse_with_legs_is_played_to_its_end(seed, players):
    played_to_its_end(MAN_OR_MOUSE, seed, players)


def test_man_or_mouse_with_legs_goes_to_four_legs_everyone_showing():
    night = table(MAN_OR_MOUSE)
    for number, dealer in enumerate((3, 1, 2), 1):
        ruling = deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, {}, dealer=dealer)
        assert ruling["legs"] == {"1": number}
    assert pot(night) == 15 * 3 ** 3, "everyone in: both losers match the pot at each leg"
    ruling = deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, {}, dealer=3)
    assert ruling["summary"].endswith("Seat 1's fourth leg wins the game.") and pot(night) == 0


def test_a_pot_the_host_settles_ends_the_game_and_its_legs():
    night = table(LEGS)
    deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, ALL_IN)
    night.do(HOST, {"type": "settle_pot", "game": night.key})
    assert pot(night) == 0 and not night.live.matches
    ruling = deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, ALL_IN, dealer=1)
    assert ruling["legs"] == {"1": 1}, "a new game: seat 1's first leg again, not the second"
    assert rules.replay(night.log) == night.live


# Tennessee guts (#771) and Arkansas guts (#1008), all_md/guts/02-card-.md: one card each, in or out at once, three
# legs; the lowest card takes the leg in Arkansas guts; ties are broken by suit, spades best, then hearts, diamonds
# and clubs.
TENNESSEE = {"name": "Tennessee guts", "most_players": 13, "ante": 5,
             "script": [{"kind": "deal", "down": 1}, {"kind": "in_out"}],
             "showdown": [{"kind": "losers_match"}, {"kind": "legs", "to_win": 3}, {"kind": "suits_break_ties"}]}
ARKANSAS = {**TENNESSEE, "name": "Arkansas guts",
            "showdown": [{"kind": "lowball", "ranking": "ace_to_five"}, *TENNESSEE["showdown"]]}


@pytest.mark.parametrize("definition", [TENNESSEE, ARKANSAS], ids=["tennessee", "arkansas"])
@pytest.mark.parametrize("seed, players", [(4, 3), (5, 6)])
def test_the_one_card_games_for_legs_are_played_to_their_end(definition, seed, players):
    played_to_its_end(definition, seed, players)


def test_in_arkansas_guts_the_lowest_card_takes_the_leg():
    night = table(ARKANSAS)
    ruling = deal(night, {1: "Ks", 2: "3d", 3: "9c"}, ALL_IN)
    assert ruling["legs"] == {"2": 1} and ruling["matched"] == {"1": 15, "3": 15}


def test_in_arkansas_guts_a_tie_for_the_lowest_card_is_broken_by_suit():
    for hands, spade in (({1: "3d", 2: "3s", 3: "9c"}, "2"), ({1: "3s", 2: "3d", 3: "9c"}, "1")):
        ruling = deal(table(ARKANSAS), hands, ALL_IN)
        assert ruling["legs"] == {spade: 1}, "the three of spades beats the three of diamonds"
