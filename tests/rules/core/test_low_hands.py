"""Low hands for a high-low split: ace to five, five different ranks, no card above the qualifier."""

from __future__ import annotations

import pytest

from referee.rules.core.cards import parse_cards
from referee.rules.core.low_hands import low, low_name
from referee.rules.core.wilds import NO_WILDS, jokers, of_ranks

LOWS = [
    ("As 2d 3h 4c 5s", NO_WILDS, "Five-four low (5-4-3-2-A)"),  # the wheel: a straight is no bar to a low
    ("2h 3h 4h 5h 7h", NO_WILDS, "Seven-five low (7-5-4-3-2)"),  # nor a flush
    ("8c 6d 4h 3s 2c Kd Qs", NO_WILDS, "Eight-six low (8-6-4-3-2)"),  # the best five of seven
    ("8c 7d 7h 3s 2c As", NO_WILDS, "Eight-seven low (8-7-3-2-A)"),  # a pair plays one card of its rank
    ("9c 7d 6h 3s 2c", NO_WILDS, None),  # a nine is above eight
    ("As Ad 2c 2d 3h", NO_WILDS, None),  # three ranks make no low
    ("Kd 4h 6s 7c 8d", of_ranks(13), "Eight-seven low (8-7-6-4-A)"),  # a wild card is the lowest rank the hand lacks
    ("Jk 2h 3s 8c 8d", jokers(), None),  # the joker plays as an ace: four ranks still make no low
]


@pytest.mark.parametrize("cards, wild, said", LOWS)
def test_the_best_low_eight_or_better(cards, wild, said):
    value = low(parse_cards(cards), wild, 8)
    assert (low_name(value) if value else None) == said


def test_a_lower_highest_card_wins_then_the_next():
    assert low(parse_cards("7c 5d 4h 3s 2c"), NO_WILDS, 8) < low(parse_cards("8c 4d 3h 2s Ac"), NO_WILDS, 8)
    assert low(parse_cards("8c 6d 3h 2s Ac"), NO_WILDS, 8) < low(parse_cards("8c 6d 4h 2s Ac"), NO_WILDS, 8)
