"""The split card beyond the highest of a suit: the lowest spade in the hole (Low Chicago), the highest or the
lowest by the spades dealt face up (John's Thumb), the highest hole card of any suit with a tie meaning no split
(High Metro), the lowest hole card likewise (Low Metro). Each shipped definition is accepted and played to its end; each rule decides as its text says,
and the ruling says who took the split half and by which card."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.rules.builder import definition as builder
from referee.rules.core.cards import parse_cards
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
GAMES = {name: json.loads((SHIPPED / f"{name}.json").read_text())
         for name in ("johns_thumb", "high_metro", "low_chicago")}
WITCH = json.loads((SHIPPED / "witch.json").read_text())


def stud(*showdown: dict) -> dict:
    """Seven-card stud (Witch's deal) with these rules of the showdown."""
    return {**WITCH, "name": "Split stud", "showdown": list(showdown), "on_cards": []}


@pytest.mark.parametrize("name", sorted(GAMES))
@pytest.mark.parametrize("players, seed", [(3, 1), (7, 2)])
def test_each_game_is_accepted_and_played_to_its_end(name, players, seed):
    played_to_its_end(GAMES[name], seed, players)


# Seat 1 holds the best hand (aces full) in every deal below, with no spade and nothing above a five in the hole:
# the others' cards decide the split half.
ACES_FULL = ("Ac Ad Ah 2d", "2c 3h 5h")


@pytest.mark.parametrize("game, hands, paid, said", [
    pytest.param(
        "low_chicago", {2: ("2s 5d 9h 4c", "3s Qs 7d"), 3: ("3c 4d 6h 7c", "5s Jc 8d")}, {"1": 10, "2": 5},
        "seat 2 takes 5¢, the half for the lowest spade, the 3♠",
        id="low chicago: the 3♠ in the hole, not the 2♠ face up"),
    pytest.param(
        "low_chicago", {2: ("2s 5d 9h 4c", "Th Qd 7d"), 3: ("3c 4d 6h 7c", "8h Jc 8d")}, {"1": 15},
        "seat 1 with full house",
        id="low chicago: nobody but the best hand holds a spade in the hole: it takes the pot"),
    pytest.param(
        "johns_thumb", {2: ("2s 5d 9h 4c", "3s Qs 7d"), 3: ("3c 4d 6h 7c", "5s Jc 8d")}, {"1": 10, "2": 5},
        "seat 2 takes 5¢, the half for the lowest spade, the 3♠, as 1 spade was dealt face up (odd)",
        id="john's thumb: one spade up, the lowest spade down"),
    pytest.param(
        "johns_thumb", {2: ("2s 5d 9h 4s", "3s Qs 7d"), 3: ("3c 4d 6h 7c", "5s Js 8d")}, {"1": 10, "2": 5},
        "seat 2 takes 5¢, the half for the highest spade, the Q♠, as 2 spades were dealt face up (even)",
        id="john's thumb: two spades up, the highest spade down"),
    pytest.param(
        "high_metro", {2: ("2s 5d 9h 4c", "Qh Qs 7d"), 3: ("3c 4d 6h 7c", "5s Jc 8d")}, {"1": 10, "2": 5},
        "seat 2 takes 5¢, the half for the highest hole card, the Q♥",
        id="high metro: the highest card in the hole, whatever its suit"),
    pytest.param(
        "high_metro", {2: ("2s 5d 9h 4c", "Kh Qs 7d"), 3: ("3c 4d 6h 7c", "Kd Jc 8d")}, {"1": 15},
        "seat 1 takes 15¢, the whole pot, with full house, aces over deuces: the highest hole cards tie, the K♥ and "
        "the K♦, so no card takes the other half",
        id="high metro: two kings in the hole tie, so there is no split card"),
])
def test_the_split_half_goes_to_the_card_the_rule_names(dealt, game, hands, paid, said):
    d = dealt(GAMES[game])
    ruling = Stud(d).play({1: ACES_FULL, **hands})
    assert ruling["pots"][0]["paid"] == paid
    assert said in ruling["summary"]


def test_hole_cards_of_any_suit_tied_share_the_half_by_default(dealt):
    d = dealt({**stud({"kind": "split_card", "face_down": True}), "ante": 20})
    ruling = Stud(d).play({1: ACES_FULL, 2: ("2s 5d 9h 4c", "Kh Qs 7d"), 3: ("3c 4d 6h 7c", "Kd Jc 8d")})
    assert ruling["pots"][0]["paid"] == {"1": 30, "2": 15, "3": 15}
    assert "seat 2 and seat 3 split 30¢, the half for the highest hole card, the K♥ and the K♦" in ruling["summary"]


# Low Metro, from the same catalogue: "the low card in the hole is the split-card. If there is a tie of
# split-cards, then there is no split-card."
LOW_METRO = {**stud({"kind": "split_card", "which": "lowest", "face_down": True, "tie": "none"}), "name": "Low metro"}


def test_low_metro_is_played_to_its_end_and_pays_the_lowest_hole_card_unless_it_ties(dealt):
    played_to_its_end(LOW_METRO, 3, 5)
    hands = {1: ("Ac Ad Ah 2d", "Kc Qh 5h"), 2: ("2s 5d 9h 4c", "3s Qs 7d"), 3: ("3c 4d 6h 7c", "Kd Jc 8d")}
    ruling = Stud(dealt(LOW_METRO)).play(hands)
    assert ruling["pots"][0]["paid"] == {"1": 10, "2": 5}
    assert "seat 2 takes 5¢, the half for the lowest hole card, the 3♠" in ruling["summary"]
    ruling = Stud(dealt(LOW_METRO)).play({**hands, 3: ("3c 4d 6h 7c", "3d Jc 8d")})
    assert ruling["pots"][0]["paid"] == {"1": 15}
    assert "the lowest hole cards tie, the 3♠ and the 3♦, so no card takes the other half" in ruling["summary"]


def test_the_hand_holding_the_split_card_and_the_best_hand_takes_both_halves(dealt):
    d = dealt(GAMES["high_metro"])
    ruling = Stud(d).play({1: ("Ac Ad Ah 2d", "As 3h 5h"), 2: ("2s 5d 9h 4c", "Qh Js 7d"),
                           3: ("3c 4d 6h 7c", "5s Jc 8d")})
    assert ruling["pots"][0]["paid"] == {"1": 15}  # four aces, and the A♠ is the highest hole card
    assert "seat 1 takes 5¢, the half for the highest hole card, the A♠" in ruling["summary"]


def test_the_highest_of_a_suit_reads_as_before(dealt):
    """The split card of a suit written the new way rules exactly as the rule of the highest of a suit."""
    hands = {1: ACES_FULL, 2: ("2s 5d 9h 4c", "3d Qd 7s"), 3: ("3c 4d 6h 7c", "5s Jd 8c")}
    old = Stud(dealt(stud({"kind": "half_to_highest_of_suit", "suit": "d", "face_down": True}))).play(hands)
    new = Stud(dealt(stud({"kind": "split_card", "suit": "d", "face_down": True}))).play(hands)
    assert old["summary"] == new["summary"] and old["pots"] == new["pots"] and old["hands"] == new["hands"]
    assert "seat 2 takes 5¢, the half for the highest diamond, the Q♦" in new["summary"]


def test_each_rule_reads_as_its_text():
    assert builder.rule_text(GAMES["johns_thumb"])[-1] == (
        "Half of each pot to the highest spade face down (aces high); when an odd number of spades were dealt "
        "face up, the lowest instead.")
    assert builder.rule_text(GAMES["high_metro"])[-1] == (
        "Half of each pot to the highest card of any suit face down (aces high); hands tied for it hold no split "
        "card: the best hand takes the pot.")


@pytest.mark.parametrize("showdown, said", [
    ([{"kind": "split_card", "odd_up_reverses": True}],
     "The split card changes ends when an odd number of its suit is dealt face up: name its suit, or leave that "
     "rule (odd_up_reverses) out."),
    ([{"kind": "split_card", "suit": "s"}, {"kind": "high_low"}],
     "High low and split card each split the pot: a game splits it one way, keep one."),
])
def test_a_split_card_the_game_cannot_play_is_refused_in_words(showdown, said):
    assert said in builder.problems(stud(*showdown))


DECK = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]


def _dealt_at_random(dealt, game: str, seed) -> tuple[dict, dict, dict]:
    """A deal of three seats, each four cards up and three down, from a deck shuffled by `seed`; the ruling, and
    each seat's up and down cards."""
    cards = list(DECK)
    random.Random(seed).shuffle(cards)
    up = {seat: parse_cards(" ".join(cards[7 * seat - 7: 7 * seat - 3])) for seat in (1, 2, 3)}
    down = {seat: parse_cards(" ".join(cards[7 * seat - 3: 7 * seat])) for seat in (1, 2, 3)}
    hands = {seat: (" ".join(c.code for c in up[seat]), " ".join(c.code for c in down[seat])) for seat in up}
    return Stud(dealt(GAMES[game])).play(hands), up, down


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10 ** 6))
def test_high_metro_pays_the_one_highest_hole_card_or_nobody_when_it_ties(dealt, seed):
    ruling, _, down = _dealt_at_random(dealt, "high_metro", seed)
    paid = ruling["pots"][0]["paid"]
    assert sum(paid.values()) == ruling["pots"][0]["amount"]
    top = max(card.rank for cards in down.values() for card in cards)
    holders = {seat: [card for card in cards if card.rank == top] for seat, cards in down.items()}
    holders = {seat: cards for seat, cards in holders.items() if cards}  # one player's two aces are no tie
    if len(holders) > 1:
        assert "half for" not in ruling["summary"] and "no card takes the other half" in ruling["summary"]
    else:
        [(seat, cards)] = holders.items()
        assert str(seat) in paid
        assert any(f"the half for the highest hole card, the {card}." in ruling["summary"] for card in cards)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 10 ** 6))
def test_johns_thumb_pays_the_end_of_the_spades_the_spades_turned_up_say(dealt, seed):
    ruling, up, down = _dealt_at_random(dealt, "johns_thumb", seed)
    odd = sum(card.suit == "s" for cards in up.values() for card in cards) % 2
    spades = {card: seat for seat, cards in down.items() for card in cards if card.suit == "s"}
    if not spades:
        assert "half for" not in ruling["summary"]
        return
    card = (min if odd else max)(spades)
    said = f"the half for the {'lowest' if odd else 'highest'} spade, the {card}"
    assert str(spades[card]) in ruling["pots"][0]["paid"] and said in ruling["summary"]
