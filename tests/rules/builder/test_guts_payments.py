"""Three guts rules of who pays what: nobody in and the best hand antes for everyone (`best_hand_antes`, Best
Hand Pays), a loser's match multiplied by the hand they lost to (`losers_match`'s `beaten_by`, Two Card Guts
III), and a high-low split played against a table's hand, each half beaten there or kept (Eastern Western).
Scenarios at a night of three, then the shipped games played deal after deal to the end of their game."""

from __future__ import annotations

import json
import random

import pytest

from referee.rules.builder import definition as builder
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules.night.games import variant_of
from tests.rules.builder.test_guts import GUTS, SHIPPED, pot, stacks, table
from tests.rules.builder.test_guts import deal as guts_deal
from tests.rules.builder.test_table_hand import deal
from tests.rules.test_every_game import Night, play
from tests.support.defined_play import played_to_its_end

GAMES = {name: json.loads((SHIPPED / f"{name}.json").read_text())
         for name in ("best_hand_pays", "two_card_guts_iii", "eastern_western")}
ANTES = {**GUTS, "script": [{"kind": "deal", "down": 3}, {"kind": "in_out", "together": False,
                                                          "nobody_in": "best_hand_antes"}]}


@pytest.mark.parametrize("hands, stack, paid, said", [
    pytest.param({1: "As Ad 2c", 2: "Ks Kd 3c", 3: "4s 5d 7c"}, 1000, {"1": 75},
                 "Nobody wins the pot: nobody went in, and the best hand antes 25¢ for each of the 3 players; it "
                 "stays for the next deal. Seat 1 pays 75¢ into the pot of the next deal.", id="the best pays 3 antes"),
    pytest.param({1: "As Ad 2c", 2: "Ah Ac 2d", 3: "4s 5d 7c"}, 1000, {"1": 75, "2": 75},
                 "Nobody wins the pot: nobody went in, and the best hand antes 25¢ for each of the 3 players; it "
                 "stays for the next deal. Seat 1 and seat 2 each pay 75¢ into the pot of the next deal.",
                 id="tied best hands each pay"),
    pytest.param({1: "As Ad 2c", 2: "Ks Kd 3c", 3: "4s 5d 7c"}, 65, {"1": 40},
                 "Nobody wins the pot: nobody went in, and the best hand antes 25¢ for each of the 3 players; it "
                 "stays for the next deal. Seat 1 owes 75¢ but has only 40¢: pays it all.", id="short: all it has"),
])
def test_nobody_in_and_the_best_hand_antes_for_everyone(hands, stack, paid, said):
    night = table(ANTES, stacks=(stack, 1000, 1000))
    ruling = guts_deal(night, hands, {1: "out", 2: "out", 3: "out"})
    assert ruling["matched"] == paid and ruling["summary"] == said
    assert pot(night) == 75 + sum(paid.values())
    assert sum(stacks(night).values()) + pot(night) == stack + 2000


def test_one_in_and_nobody_antes_for_anyone():
    night = table(ANTES)
    ruling = guts_deal(night, {1: "As Ad 2c", 2: "Ks Kd 3c", 3: "4s 5d 7c"}, {1: "out", 2: "in", 3: "out"})
    assert "matched" not in ruling and stacks(night) == {1: 975, 2: 1050, 3: 975}


def test_the_one_in_who_posted_no_blind_takes_the_blinds_of_those_out():
    night = table({"name": "Blind guts", "blinds": True, "script": [{"kind": "deal", "down": 1}, {"kind": "in_out"}]})
    ruling = guts_deal(night, {1: "As", 2: "Ks", 3: "4s"}, {1: "in", 2: "out", 3: "out"}, dealer=1)
    assert ruling["summary"] == "The pot of 10¢: seat 1."
    assert stacks(night) == {1: 1010, 2: 995, 3: 995}


TIMES = GAMES["two_card_guts_iii"]


@pytest.mark.parametrize("hands, ghost, owed, said", [
    pytest.param({1: "As Ad", 2: "Ks Kd", 3: "4s 5d"}, "2c 3c", 225, "seat 1 with pair of aces",
                 id="lost to a pair of aces: three times"),
    pytest.param({1: "Qs Qd", 2: "Ks 2d", 3: "4s 5d"}, "2c 3c", 150, "seat 1 with pair of queens",
                 id="lost to a pair: twice"),
    pytest.param({1: "Qs Jd", 2: "Ks 2d", 3: "4s 5d"}, "2c 3h", 75, "seat 2 with high card, king",
                 id="lost to high card: once"),
    pytest.param({1: "Qs Jd", 2: "Ks 2d", 3: "4s 5d"}, "Tc Th", 150, "the table's hand, pair of tens, beats",
                 id="lost to the table's pair: twice"),
])
def test_a_loser_matches_the_pot_times_the_hand_they_lost_to(hands, ghost, owed, said):
    night = table({**TIMES, "ante": 25})
    ruling = deal(night, hands, {1: "in", 2: "in", 3: "in"}, ghost)
    winners = set(ruling["pots"][0]["winners"]) if ruling["pots"] and ruling["pots"][0]["winners"] else set()
    assert ruling["matched"] == {str(seat): owed for seat in (1, 2, 3) if seat not in winners}
    assert said in ruling["summary"] and f"each pay {'$' if owed >= 100 else ''}" in ruling["summary"]
    assert sum(stacks(night).values()) + pot(night) == 3000


@pytest.mark.parametrize("beaten_by", [[{"hand": "pair", "times": 1}], [{"hand": "pairs", "times": 2}],
                                       [{"hand": "pair", "times": 2}, {"hand": "pair", "times": 3}], "pair 2"])
def test_a_times_table_that_is_no_list_of_hands_is_refused_in_words(beaten_by):
    definition = {**TIMES, "showdown": [{"kind": "losers_match", "beaten_by": beaten_by}]}
    found = builder.problems(definition)
    assert found and all("beaten_by" in problem or "hand" in problem for problem in found)
    assert not any("$" in problem or "[0]" in problem for problem in found)


SPLIT = {**GAMES["eastern_western"], "ante": 25, "script": GAMES["eastern_western"]["script"][:3]}  # no draw


@pytest.mark.parametrize("hands, ghost, won, matched, kept, said", [
    pytest.param({1: "As Ad Ah 9c 8c", 2: "2s 3d 4h 6c 7d", 3: "Ks Qd Jh 9d 8s"}, "Kc Kd 5s 9h Th 3s",
                 {"1": 40, "2": 35}, {"3": 75}, 0, "The table's hand was pair of kings, ten kicker, with king-ten low",
                 id="both halves beat the table's"),
    pytest.param({1: "As Ad Ah 9c 8c", 2: "2s 3d 8h 9s Td", 3: "Ks Qd Jh 9d 8s"}, "7h 5s 4h 2h 3s Kc",
                 {"1": 40}, {"2": 75, "3": 75}, 35,
                 "35¢ of it stays for the next deal. The table's hand was high card, king, with seven-five low "
                 "(7-5-4-3-2); nobody beat its low, so the low half stays.", id="nobody beats its low: kept"),
    pytest.param({1: "Qs Qd 2h 9c 8c", 2: "2s 3d 4h 6c 7d", 3: "Js 7s 6h 4d 2c"}, "Kc Kd 5s 9h Th 3s",
                 {"2": 35}, {"1": 75, "3": 75}, 40, "nobody beat its high, so the high half stays",
                 id="nobody beats its high: kept"),
    pytest.param({1: "Qs Qd Jh 9c 8c", 2: "2s 3d 8h 9s Td", 3: "Ks Jd Tc 9d 7s"}, "Ac Ah 5s 4h 2h 3s",
                 {}, {"1": 75, "2": 75, "3": 75}, 75,
                 "Nobody wins the pot: the table's hand, straight, five high, with five-four low (5-4-3-2-A), "
                 "beats every hand shown, high and low; it stays", id="it beats both halves: it stands"),
])
def test_a_high_low_split_against_the_table_gives_each_half_only_to_a_hand_beating_it(hands, ghost, won, matched,
                                                                                      kept, said):
    night = table(SPLIT)
    ruling = deal(night, hands, {1: "in", 2: "in", 3: "in"}, ghost)
    assert (ruling["pots"][0]["paid"] if ruling["pots"] else {}) == won
    assert ruling["matched"] == matched and said in ruling["summary"]
    assert pot(night) == kept + sum(matched.values()), "the half kept and every match stay in the pot"
    assert sum(stacks(night).values()) + pot(night) == 3000


def test_a_player_alone_in_the_split_plays_both_halves_of_the_table_and_keeps_playing_for_the_rest():
    night = table(SPLIT)
    ruling = deal(night, {1: "As Ad Ah 9c 8c", 2: "2s 3d 4h 6c 7d", 3: "Ks Qd Jh 9d 8s"},
                  {1: "in", 2: "out", 3: "out"}, "7h 5s 4h 2h 3s Kc")
    assert ruling["pots"][0]["paid"] == {"1": 40} and "matched" not in ruling
    assert pot(night) == 35 and night.key in night.live.matches, "the low half kept: the game goes on"


def test_a_split_with_a_declaration_against_the_table_forfeits_a_both_that_loses_a_half_to_it():
    definition = {**SPLIT, "script": [*SPLIT["script"][:3], {"kind": "declare"}]}
    assert builder.problems(definition) == []
    night = table(definition)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 3})
    for seat, cards in {1: "As Ad Ah 9c 8c", 2: "2s 3d 8h 9s Td", 3: "Ks Qd Jh 9d 8s"}.items():
        night.do(f"seat:{seat}", {"type": "cards", "cards": cards.split()})
    for seat in (1, 2, 3):
        night.do(f"seat:{seat}", {"type": "in_out", "say": "in"})
    for seat, way in {1: "both", 2: "low", 3: "high"}.items():
        night.do(f"seat:{seat}", {"type": "declare", "side": way})
    night.do("seat:3", {"type": "table_hand", "cards": "7h 5s 4h 2h 3s Kc".split()})
    while night.live.deal is not None:
        state = night.live.deal.state
        night.do(f"seat:{next(s for s in state.contenders() if s not in state.zones.shown)}", {"type": "show"})
    ruling = night.log[-1].payload
    # Seat 1's trips beat the table's high, but its low does not beat the table's seven-five: declared both, it
    # forfeits both, and the high half goes to seat 3's king-queen, which beats the table's king-seven.
    assert ruling["pots"][0]["paid"] == {"3": 40} and ruling["matched"] == {"1": 75, "2": 75}
    assert "35¢ of it stays for the next deal" in ruling["summary"]


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("seed", range(4))
def test_each_game_is_played_deal_after_deal_to_the_end_of_its_game(name, seed):
    played_to_its_end(GAMES[name], seed, players=3 + seed % 3)
    night = Night(builder.key_of(GAMES[name]["name"]), [1000] * 4, random.Random(seed), variant=True)
    night.do(HOST, {"type": "define_game", "definition": GAMES[name]})
    night.variant = variant_of(night.live, night.key)
    for number in range(12):
        if sum(1 for seat in range(1, 5) if night.live.balance(f"stack:{seat}")) < 2:
            break  # one player took every chip
        night.do(HOST, {"type": "start_deal", "variant": night.key, **({"dealer": 1} if number == 0 else {})})
        play(night)
        if night.live.deal is not None or night.key not in night.live.matches:
            break  # random play stopped in the deal, or the game is over
    assert rules.replay(night.log) == night.live
