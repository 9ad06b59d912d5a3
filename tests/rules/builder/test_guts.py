"""Guts in a game a table defines: everyone says in or out (at once and secret, or in turn), those out throw
their cards in, the best hand takes the pot and every other player in matches it, and the deals share the
pot until one player goes in alone. Scenarios at a night of three, the shipped guts games played to the end
of their game, and the house's Guts side by side where its rules and the catalogue's agree."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from referee.rules.builder import definition as builder
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST, visible_payload
from referee.rules.night import night as rules
from referee.rules.night.games import variant_of
from referee.rules.poker.phases import in_out
from tests.rules.test_every_game import Night, play

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
GUTS_GAMES = ("three_card_guts", "two_card_guts", "five_card_guts", "piranha", "burn", "deadly_sevens",
              "beat_the_deck", "king_little")
GUTS = {"name": "In or out", "ante": 25, "script": [{"kind": "deal", "down": 3}, {"kind": "in_out"}],
        "showdown": [{"kind": "losers_match"}]}
IN_TURN = {**GUTS, "script": [{"kind": "deal", "down": 3}, {"kind": "in_out", "together": False}]}

ACES, KINGS, NOTHING, ACES_TOO = "As Ad 2c", "Ks Kd 3c", "4s 5d 7c", "Ah Ac 2d"


def table(definition: dict = GUTS, stacks=(1000, 1000, 1000)) -> Night:
    night = Night(builder.key_of(definition["name"]), list(stacks), random.Random(0), variant=True)
    night.do(HOST, {"type": "define_game", "definition": definition})
    night.variant = variant_of(night.live, night.key)
    return night


def deal(night: Night, hands: dict[int, str], words: dict[int, str], mucks=(), dealer: int = 3) -> dict:
    """One deal: everyone enters their cards, says their word (in the order given), and those still in at the
    showdown show or muck; the referee's ruling."""
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": dealer})
    for seat, cards in hands.items():
        night.do(f"seat:{seat}", {"type": "cards", "cards": cards.split()})
    for seat, word in words.items():
        night.do(f"seat:{seat}", {"type": "in_out", "say": word})
    while night.live.deal is not None:
        seat = next(seat for seat in night.live.deal.state.in_hand if seat not in night.live.deal.state.zones.shown)
        night.do(f"seat:{seat}", {"type": "muck" if seat in mucks else "show"})
    return night.log[-1].payload


def stacks(night: Night) -> dict[int, int]:
    return {seat: night.live.balance(f"stack:{seat}") for seat in (1, 2, 3)}


def pot(night: Night) -> int:
    return sum(amount for account, amount in night.live.accounts.items() if account.startswith("match:"))


SCENARIOS = [
    pytest.param({1: ACES, 2: KINGS, 3: NOTHING}, {1: "in", 2: "in", 3: "out"}, (), {1: 1050, 2: 900, 3: 975}, 75,
                 "The pot of 75¢: seat 1 with pair of aces, deuce kicker. Seat 2 pays 75¢ into the pot of the next "
                 "deal.", id="two in: the best hand takes the pot, the other matches it"),
    pytest.param({1: ACES, 2: KINGS, 3: NOTHING}, {1: "in", 2: "in", 3: "in"}, (), {1: 1050, 2: 900, 3: 900}, 150,
                 None, id="everyone in: every loser matches the pot"),
    pytest.param({1: ACES, 2: KINGS, 3: NOTHING}, {1: "out", 2: "in", 3: "out"}, (), {1: 975, 2: 1050, 3: 975}, 0,
                 "The pot of 75¢: seat 2.", id="one in takes the pot unseen: the game is over"),
    pytest.param({1: ACES, 2: KINGS, 3: NOTHING}, {1: "out", 2: "out", 3: "out"}, (), {1: 975, 2: 975, 3: 975}, 75,
                 "Nobody wins the pot: nobody went in; it stays for the next deal.", id="nobody in: the pot stays"),
    pytest.param({1: ACES, 2: ACES_TOO, 3: NOTHING}, {1: "in", 2: "in", 3: "in"}, (), {1: 975, 2: 975, 3: 975}, 75,
                 "Nobody wins the pot: the best hands tie; it stays for the next deal.",
                 id="the best hands tie: nobody wins or pays, a worse hand neither"),
    pytest.param({1: ACES, 2: KINGS, 3: NOTHING}, {1: "in", 2: "in", 3: "in"}, (3,), {1: 1050, 2: 900, 3: 900}, 150,
                 None, id="a hand mucked at the showdown has lost: it matches the pot"),
]


@pytest.mark.parametrize("hands, words, mucks, after, next_pot, summary", SCENARIOS)
def test_a_deal_of_guts(hands, words, mucks, after, next_pot, summary):
    night = table()
    ruling = deal(night, hands, words, mucks)
    assert stacks(night) == after
    assert pot(night) == next_pot
    assert bool(night.live.matches) == bool(next_pot)
    if summary is not None:
        assert ruling["summary"] == summary


def test_the_next_deal_plays_for_the_pot_without_an_ante_until_one_player_goes_in_alone():
    night = table()
    deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, {1: "in", 2: "in", 3: "in"})
    assert pot(night) == 150
    ruling = deal(night, {1: KINGS, 2: ACES, 3: NOTHING}, {2: "in", 3: "out", 1: "out"}, dealer=1)
    assert ruling["summary"] == "The pot of $1.50: seat 2."
    assert stacks(night) == {1: 1050, 2: 1050, 3: 900} and pot(night) == 0 and not night.live.matches
    deal(night, {1: KINGS, 2: ACES, 3: NOTHING}, {1: "out", 2: "out", 3: "out"}, dealer=2)
    assert pot(night) == 75, "a new game: everyone antes again"


def test_with_an_ante_every_deal_everyone_antes_again():
    night = table({**GUTS, "showdown": [{"kind": "losers_match", "ante": "every"}]})
    deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, {1: "out", 2: "out", 3: "out"})
    deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, {1: "out", 2: "out", 3: "out"}, dealer=1)
    assert pot(night) == 150 and stacks(night) == {1: 950, 2: 950, 3: 950}


def test_nobody_in_and_everyone_antes_again_when_the_game_says_so():
    night = table({**GUTS, "script": [{"kind": "deal", "down": 3}, {"kind": "in_out", "nobody_in": "ante_again"}]},
                  stacks=(1000, 1000, 40))
    ruling = deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, {1: "out", 2: "out", 3: "out"})
    assert night.log[-2].type == "paid_in" and night.log[-2].payload["paid"] == {"1": 25, "2": 25, "3": 15}
    assert ruling["summary"] == "Nobody wins the pot: nobody went in; it stays for the next deal."
    assert pot(night) == 140 and stacks(night) == {1: 950, 2: 950, 3: 0}


WEENIE = {**GUTS, "script": [{"kind": "deal", "down": 3}, {"kind": "in_out", "nobody_in": "best_hand_matches"},
                              {"kind": "draw", "most": 1}]}


def test_with_the_weenie_rule_nobody_in_shows_at_once_and_the_best_hand_matches_the_pot():
    night = table(WEENIE)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 3})
    for seat, cards in {1: ACES, 2: KINGS, 3: NOTHING}.items():
        night.do(f"seat:{seat}", {"type": "cards", "cards": cards.split()})
    for seat in (1, 2, 3):
        night.do(f"seat:{seat}", {"type": "in_out", "say": "out"})
    state = night.live.deal.state
    assert state.at_showdown and state.in_hand == {1, 2, 3}, "no draw: straight to the showdown"
    with pytest.raises(RuleError) as refused:
        rules.decide(night.live, "seat:1", {"type": "muck"})
    assert refused.value.code == "must_show"
    for seat in (1, 2, 3):
        night.do(f"seat:{seat}", {"type": "show"})
    ruling = night.log[-1].payload
    assert ruling["summary"] == ("Nobody wins the pot: nobody went in; it stays for the next deal. Seat 1 pays 75¢ "
                                 "into the pot of the next deal.")
    assert pot(night) == 150 and stacks(night) == {1: 900, 2: 975, 3: 975}


PUNISHMENT = {**GUTS, "script": [{"kind": "deal", "down": 3}, {"kind": "in_out", "nobody_in": "outs_match"}]}


def test_with_punishment_fewer_than_two_in_and_everyone_out_matches_the_pot():
    night = table(PUNISHMENT)
    deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, {1: "out", 2: "out", 3: "out"})
    assert night.log[-2].payload == {"paid": {"1": 75, "2": 75, "3": 75}, "rule": "fewer than two went in: everyone "
                                     "out matches the pot", "deal": 1}
    assert pot(night) == 300 and stacks(night) == {1: 900, 2: 900, 3: 900}
    ruling = deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, {1: "out", 2: "out", 3: "in"}, dealer=1)
    assert ruling["summary"] == ("The pot of $3.00: seat 3. Seat 2 and seat 1 each pay $3.00 into the pot of "
                                 "the next deal.")
    assert pot(night) == 600 and stacks(night) == {1: 600, 2: 600, 3: 1200}


@pytest.mark.parametrize("rule, first", [("outs_match", "in"), ("best_hand_matches", "out")])
def test_a_rule_that_pays_into_the_next_pot_keeps_the_pot_without_losers_matching(rule, first):
    night = table({"name": "Plain", "ante": 25, "script": [{"kind": "deal", "down": 3},
                                                            {"kind": "in_out", "nobody_in": rule}]})
    deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, {1: first, 2: "out", 3: "out"})
    assert pot(night) == 150 and sum(stacks(night).values()) == 3000 - 150


LOW = {"name": "Low guts", "ante": 25, "script": GUTS["script"],
       "showdown": [{"kind": "lowball", "ranking": "ace_to_five"}, {"kind": "losers_match"}]}


def test_in_low_guts_the_lowest_hand_takes_the_pot():
    night = table(LOW)
    ruling = deal(night, {1: ACES, 2: "Ah 2d 3c", 3: NOTHING}, {1: "in", 2: "in", 3: "in"})
    assert ruling["pots"][0]["winners"] == [2] and ruling["matched"] == {"1": 75, "3": 75}


def test_a_loser_short_of_the_pot_pays_all_they_have():
    night = table(stacks=(1000, 50, 1000))
    ruling = deal(night, {1: ACES, 2: KINGS, 3: NOTHING}, {1: "in", 2: "in", 3: "in"})
    assert ruling["matched"] == {"2": 25, "3": 75}
    assert ruling["summary"].endswith("Seat 3 pays 75¢ into the pot of the next deal. Seat 2 owes 75¢ but has only "
                                      "25¢: pays it all.")
    assert stacks(night)[2] == 0 and pot(night) == 100


def test_words_said_at_once_are_secret_until_all_are_in_and_may_change():
    night = table()
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 3})
    night.do("seat:1", {"type": "in_out", "say": "in"})
    night.do("seat:1", {"type": "in_out", "say": "out"})
    night.do("seat:2", {"type": "in_out", "say": "in"})
    said = night.log[-1]
    assert "hidden" not in visible_payload(said, 1) and "hidden" not in visible_payload(said, None)
    state = night.live.deal.state
    for viewer in (None, 1, 3):
        seen = night.variant.view(state, viewer)
        assert seen["said_in_or_out"] == [1, 2] and seen.get("your_word") == {1: "out"}.get(viewer)
    assert night.variant.view(state, 2)["your_word"] == "in"
    night.do("seat:3", {"type": "in_out", "say": "in"})
    assert night.log[-1].type == "in_or_out" and night.log[-1].payload["lines"] == [
        {"seats": [2, 3], "says": "are in"}, {"seats": [1], "says": "is out"}]
    assert night.live.deal.state.in_hand == {2, 3} and night.live.deal.state.at_showdown


def test_in_turn_each_says_it_from_the_dealers_left_for_all_to_hear():
    night = table(IN_TURN)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 3})
    with pytest.raises(RuleError) as refused:
        rules.decide(night.live, "seat:2", {"type": "in_out", "say": "in"})
    assert refused.value.message == "It is seat 1's turn to say in or out."
    night.do("seat:1", {"type": "in_out", "say": "out"})
    assert night.log[-1].type == "out" and night.variant.view(night.live.deal.state, 3)["in_or_out"] == {"1": "out"}
    with pytest.raises(RuleError) as refused:
        rules.decide(night.live, "seat:2", {"type": "in_out", "say": "maybe"})
    assert refused.value.message == "Say in or out."


def test_a_declaration_needs_cards_dealt_before_it():
    early = {**GUTS, "script": [{"kind": "in_out"}, {"kind": "deal", "down": 3}]}
    assert builder.problems(early) == ["Script step 1 (in_out): players say in or out on their cards: deal them "
                                       "some before it."]


@pytest.mark.parametrize("name", GUTS_GAMES)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 5))
def test_a_shipped_guts_game_is_played_deal_after_deal_with_money_kept(name, seed, players):
    """Random words and cards: the night checks after every event that no chip is made or lost and that the
    stored events fold to the same night; the game goes on while its pot holds chips."""
    definition = json.loads((SHIPPED / f"{name}.json").read_text())
    night = Night(builder.key_of(definition["name"]), [1000] * players, random.Random(seed), variant=True)
    night.do(HOST, {"type": "define_game", "definition": definition})
    night.variant = variant_of(night.live, night.key)
    for number in range(6):
        if sum(1 for seat in range(1, players + 1) if night.live.balance(f"stack:{seat}")) < 2:
            break  # one player took every chip: nobody is left to deal to
        button = {"dealer": 1} if number == 0 else {}  # then the button moves left, past a seat with no chips
        night.do(HOST, {"type": "start_deal", "variant": night.key, **button})
        play(night)
        if night.live.deal is not None or night.key not in night.live.matches:
            break
    event(f"deals: {min(number + 1, 3)}" + (", the game won" if night.key not in night.live.matches else ""))
    assert rules.replay(night.log) == night.live
    for logged in night.log:
        if logged.type == in_out.SECRET.name:
            assert all("hidden" not in visible_payload(logged, viewer) for viewer in (None, *range(1, players + 1))
                       if viewer != int(logged.actor[5:]))


HAND = st.lists(st.sampled_from(sorted({f"{rank}{suit}" for rank in "23456789TJQKA" for suit in "cdhs"})),
                min_size=6, max_size=6, unique=True)


@settings(max_examples=25, deadline=None)
@given(deals=st.lists(HAND, min_size=1, max_size=5))
def test_two_players_both_in_play_like_the_houses_guts(deals):
    """Two players who both go in every deal: the house's Guts (guts, then a challenge) and the defined game
    (in or out one at a time) move the same money deal after deal, ties and a short stack included."""
    house = Night("guts", [1000, 15], random.Random(0))
    defined = table({**IN_TURN, "ante": 5}, stacks=(1000, 15))
    for number, cards in enumerate(deals):
        if not all(night.live.balance("stack:2") for night in (house, defined)):
            break  # the short stack is out of chips: neither table deals them in again
        dealer = 2 - number % 2
        first, second = (1, 2) if dealer == 2 else (2, 1)
        hands = {first: cards[:3], second: cards[3:]}
        for night, words in ((house, ({"type": "guts"}, {"type": "challenge"})),
                             (defined, ({"type": "in_out", "say": "in"},) * 2)):
            night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": dealer})
            for seat, held in hands.items():
                night.do(f"seat:{seat}", {"type": "cards", "cards": held})
            night.do(f"seat:{first}", words[0])
            night.do(f"seat:{second}", words[1])
            for seat in (first, second):
                if night.live.deal is not None:
                    night.do(f"seat:{seat}", {"type": "show"})
        assert house.live.accounts == defined.live.accounts, number
