"""Every five-card hand of each deck falls into the category counts that
combinatorics gives, worked out here from the deck's shape alone."""

from collections import Counter
from itertools import combinations
from math import comb

import pytest

from referee.rules.core.decks import deck
from referee.rules.core.hands import evaluate

KNOWN_52 = {
    "straight_flush": 40,
    "four_of_a_kind": 624,
    "full_house": 3744,
    "flush": 5108,
    "straight": 10200,
    "three_of_a_kind": 54912,
    "two_pair": 123552,
    "pair": 1098240,
    "high_card": 1302540,
}


def expected_counts(ranks: int, suits: int, straights: int) -> dict[str, int]:
    """How many five-card hands of each category a deck of `ranks` ranks in
    `suits` suits holds, when `straights` rank sequences count as straights."""
    one_suit_straights = straights * suits
    return {
        "straight_flush": one_suit_straights,
        "four_of_a_kind": ranks * comb(suits, 4) * (ranks - 1) * suits,
        "full_house": ranks * comb(suits, 3) * (ranks - 1) * comb(suits, 2),
        "flush": suits * comb(ranks, 5) - one_suit_straights,
        "straight": straights * suits**5 - one_suit_straights,
        "three_of_a_kind": ranks * comb(suits, 3) * comb(ranks - 1, 2) * suits**2,
        "two_pair": comb(ranks, 2) * comb(suits, 2) ** 2 * (ranks - 2) * suits,
        "pair": ranks * comb(suits, 2) * comb(ranks - 1, 3) * suits**3,
        "high_card": (comb(ranks, 5) - straights) * (suits**5 - suits),
    }


def test_the_formula_gives_the_known_52_card_counts():
    assert expected_counts(13, 4, 10) == KNOWN_52
    assert sum(KNOWN_52.values()) == comb(52, 5)


@pytest.mark.parametrize(
    "kind, ranks, straights",
    [
        ("standard", 13, 10),  # A-2-3-4-5 up to 10-J-Q-K-A
        ("short", 9, 6),  # A-6-7-8-9 up to 10-J-Q-K-A
    ],
)
def test_every_five_card_hand(kind, ranks, straights):
    chosen = deck(kind)
    counts = Counter(evaluate(hand, deck=chosen).category for hand in combinations(chosen.cards, 5))
    expected = expected_counts(ranks, 4, straights)
    assert sum(expected.values()) == comb(len(chosen), 5)
    assert dict(counts) == expected
