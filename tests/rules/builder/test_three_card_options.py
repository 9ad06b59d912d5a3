"""Three-card hands' options (`three_card_hands`): without straights and flushes, and with any two cards of
consecutive ranks counting as one wild card, as Consecutive Guts ranks its five cards. The default ranking is
unchanged. Consecutive guts played to its end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.builder import definition as builder
from referee.rules.core.cards import parse_cards
from referee.rules.core.decks import deck
from referee.rules.core.three_card import three_card_hand
from referee.rules.core.wilds import NO_WILDS
from tests.support.defined_play import played_to_its_end

CONSECUTIVE = json.loads((Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
                          / "consecutive_guts.json").read_text())


def fused(text: str):
    return three_card_hand(parse_cards(text.split()), NO_WILDS, None, runs=False, fused=True)


def plain(text: str):
    return three_card_hand(parse_cards(text.split()), NO_WILDS, None, runs=False)


@pytest.mark.parametrize("cards, said", [
    ("5s 6d Kc Kh 2c", "Three of a kind, kings"),  # the 5-6 as a king
    ("Ks Qd 9c 2h 7c", "Pair of nines, seven kicker"),  # the K-Q as a nine
    ("As 2d Kc Qh 9c", "Three of a kind, nines"),  # A-2 and K-Q: two wilds with the nine
    ("2c 3d 4h 5s 6c", "Three of a kind, sixes"),  # 2-3 and 4-5 with the six
    ("2c 7d 9h Js Kc", "High card, king"),  # no two ranks in a row
])
def test_two_cards_in_a_row_count_as_one_wild(cards, said):
    assert fused(cards).words == said


@pytest.mark.parametrize("cards, said", [
    ("7h 8h 9h 2c 4d", "High card, nine"),  # no straight flush without straights and flushes
    ("2h 5h 9h Kh Jd", "High card, king"),
    ("Qc Qd 7s 3h 2d", "Pair of queens, seven kicker"),
])
def test_without_straights_and_flushes_only_kinds_count(cards, said):
    assert plain(cards).words == said


def test_the_default_three_card_hands_still_count_straights_and_flushes():
    assert three_card_hand(parse_cards("7h 8h 9h".split()), NO_WILDS).words == "Straight flush, nine high"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(deck().cards), min_size=3, max_size=6, unique=True))
def test_counting_pairs_as_wild_never_makes_a_hand_worse(cards):
    text = " ".join(card.code for card in cards)
    assert fused(text) >= plain(text)


def test_consecutive_guts_pays_the_wild_hand(dealt):
    d = dealt(CONSECUTIVE)
    for seat, cards in ((1, "5s 6d Kc Kh 2c"), (2, "Qs Qd 9h 2d 7s"), (3, "3c 8d Jh As 4h")):
        d.act(seat, {"type": "cards", "cards": cards.split()})
    for seat, word in ((1, "in"), (2, "in"), (3, "out")):
        d.act(seat, {"type": "in_out", "say": word})
    d.act(1, {"type": "show"})
    ruling = d.act(2, {"type": "show"})[-1].payload
    assert ruling["hands"]["1"]["words"] == "Three of a kind, kings"
    assert ruling["pots"][0]["paid"] == {"1": 15}
    assert (d.stack(1), d.stack(2), d.stack(3)) == (510, 480, 495)


def test_a_value_that_is_not_yes_or_no_is_refused_in_words():
    definition = {**CONSECUTIVE, "showdown": [{"kind": "three_card_hands", "consecutive_wild": "sometimes"}]}
    assert builder.problems(definition) == [
        "Showdown rule 1 (three_card_hands): the consecutive wild is yes or no (true or false)."]


def test_the_rule_reads_as_its_text():
    assert "any two cards of consecutive ranks (the ace next to the king and the deuce) count as one wild card" \
        in " ".join(builder.rule_text(CONSECUTIVE))


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("players", [2, 6])
def test_consecutive_guts_is_played_to_its_end(seed, players):
    played_to_its_end(CONSECUTIVE, seed, players)
