"""Without wild cards, our order of hands agrees with treys (an oracle used
only here) on random 5-, 6- and 7-card hands of the 52-card deck."""

import random

import pytest
from treys import Card as TreysCard
from treys import Evaluator

from referee.rules.core.cards import ALL_CARDS
from referee.rules.core.hands import evaluate

PAIRS_PER_SIZE = 100_000
TREYS = Evaluator()
AS_TREYS = {card: TreysCard.new(card.code) for card in ALL_CARDS}
# treys' classes: 0 (royal flush) to 9 (high card)
TREYS_CATEGORIES = {
    0: "straight_flush",
    1: "straight_flush",
    2: "four_of_a_kind",
    3: "full_house",
    4: "flush",
    5: "straight",
    6: "three_of_a_kind",
    7: "two_pair",
    8: "pair",
    9: "high_card",
}


def compare(better, worse):
    """1, 0 or -1 as `better` beats, ties or loses to `worse`."""
    return (better > worse) - (better < worse)


@pytest.mark.parametrize("size", [5, 6, 7])
def test_order_and_category_agree_with_treys(size):
    rng = random.Random(size)
    disagreements = []
    for _ in range(PAIRS_PER_SIZE):
        first, second = rng.sample(ALL_CARDS, size), rng.sample(ALL_CARDS, size)
        ours = evaluate(first), evaluate(second)
        # treys scores 1 for the best hand: lower is better.
        theirs = [TREYS.evaluate([AS_TREYS[card] for card in hand], []) for hand in (first, second)]
        if compare(*ours) != compare(theirs[1], theirs[0]):
            disagreements.append((first, second))
        if ours[0].category != TREYS_CATEGORIES[TREYS.get_rank_class(theirs[0])]:
            disagreements.append((first,))
    assert disagreements[:5] == []
