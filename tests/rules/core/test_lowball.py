"""The low games' rankings: ace-to-five, deuce-to-seven and badugi, in players' words, held to a brute force.

The scenario tables say what players say of a hand. The properties hold each
evaluator to a ranking written plainly here (every five cards of a hand, or
every set of cards of different suits and ranks for badugi, each ranked from
its counts), on random hands: the evaluator plays one of the best, and two
hands compare as their best do.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.core.ace_to_five import ace_to_five
from referee.rules.core.badugi import badugi
from referee.rules.core.cards import ALL_CARDS, parse_cards
from referee.rules.core.deuce_to_seven import deuce_to_seven
from referee.rules.core.errors import RuleError
from referee.rules.core.wilds import jokers, of_ranks

WORDS = [
    (ace_to_five, "7c 5d 4h 3s 2c", "Seven-five low (7-5-4-3-2)"),
    (ace_to_five, "As 2d 3h 4c 5s Ks Qd", "Five-four low (5-4-3-2-A)"),  # the wheel: no straight in a low
    (ace_to_five, "8h 6h 4h 2h Ah", "Eight-six low (8-6-4-2-A)"),  # nor a flush
    (ace_to_five, "9c 9d 5h 3s Ac Ad 9h", "Pair of aces, nine kicker"),  # three ranks and seven cards: one pair
    (ace_to_five, "Kc Kd Ks 2c 2d 3h 3s", "Two pair, threes and deuces, king kicker"),
    (ace_to_five, "6d 3c", "Six-three low (6-3)"),  # a stud hand showing plays what it has
    (deuce_to_seven, "7c 5d 4h 3s 2c", "Seven-five low (7-5-4-3-2)"),
    (deuce_to_seven, "As 2d 3h 4c 5s", "Ace-five low (A-5-4-3-2)"),  # the ace is high: no straight, ace high
    (deuce_to_seven, "6c 5d 4h 3s 2c", "Straight, six high"),  # a straight counts against the hand
    (deuce_to_seven, "2h 3h 4h 5h 7h", "Flush, seven high"),
    (deuce_to_seven, "2c 2d 7h 8s 9c", "Pair of deuces, nine kicker"),
    (badugi, "4c 3d 2h As", "Number one badugi (4-3-2-A)"),
    (badugi, "7c 4d 3h As", "Seven-four badugi (7-4-3-A)"),
    (badugi, "2s 3d 3c 4d", "Three-card badugi (4-3-2)"),  # a diamond and a three too many
    (badugi, "7c 5c 2h 2s", "Two-card badugi (5-2)"),
    (badugi, "Kc Kd Kh Ks", "One-card badugi (K)"),
]


@pytest.mark.parametrize("ranking, cards, said", WORDS)
def test_a_low_hand_is_said_as_players_say_it(ranking, cards, said):
    assert ranking(parse_cards(cards)).words == said


ORDERS = [
    # each ranking's hands, best first
    (ace_to_five, ["As 2d 3h 4c 5s", "Ac 2c 3c 4c 6c", "7c 5d 4h 3s 2c", "Kc Qd Jh Ts 9c", "2c 2d 7h 8s 9c",
                   "3c 3d 4h 5s 6c", "Ac Ad 2h 2s 3c", "2c 2d 2h 3s 4c", "Ac Ad As 2c 2d", "Ac Ad Ah As 2c"]),
    (deuce_to_seven, ["7c 5d 4h 3s 2c", "7c 6d 4h 3s 2c", "8c 5d 4h 3s 2c", "Ac Kd Qh Js 9c", "2c 2d 7h 8s 9c",
                      "As Ad 2h 3s 4c", "6c 5d 4h 3s 2c", "As Kd Qh Js Tc", "7h 5h 4h 3h 2h", "2c 2d 2h 3s 3c"]),
    (badugi, ["4c 3d 2h As", "5c 3d 2h As", "Kc Qd Jh Ts", "3c 2d Ah Ac", "Kc Qd Jh Jc", "2c 2d Ah Ac",
              "Ac 2c 3c 4c", "Kc Kd Kh Ks"]),
]


@pytest.mark.parametrize("ranking, hands", ORDERS)
def test_the_lower_hand_is_the_better(ranking, hands):
    values = [ranking(parse_cards(hand)) for hand in hands]
    assert values == sorted(values, reverse=True) and len(set(values)) == len(values)


def test_a_wild_card_is_the_lowest_rank_an_ace_to_five_hand_lacks():
    assert ace_to_five(parse_cards("Kd 4h 6s 7c 8d"), of_ranks(13)).words == "Eight-seven low (8-7-6-4-A)"
    assert ace_to_five(parse_cards("Jk 2h 3s 4c 5d"), jokers()).words == "Five-four low (5-4-3-2-A)"


@pytest.mark.parametrize("ranking", [deuce_to_seven, badugi])
def test_deuce_to_seven_and_badugi_have_no_wild_cards(ranking):
    with pytest.raises(RuleError) as refused:
        ranking(parse_cards("Kd 4h 6s 7c"), of_ranks(13))
    assert refused.value.code == "no_wilds_here"


# The plain rankings: a key for five cards (or a badugi's cards) where the least is the best.

SHAPES = {(1, 1, 1, 1, 1): 0, (2, 1, 1, 1): 1, (2, 2, 1): 2, (3, 1, 1): 3, (3, 2): 6, (4, 1): 7}
STRAIGHT, FLUSH, STRAIGHT_FLUSH = 4, 5, 8


def grouped(ranks: list[int]) -> tuple[int, ...]:
    counts = Counter(ranks)
    return tuple(sorted(ranks, key=lambda rank: (counts[rank], rank), reverse=True))


def plain_ace_to_five(five) -> tuple:
    ranks = [1 if card.rank == 14 else card.rank for card in five]
    return SHAPES[tuple(sorted(Counter(ranks).values(), reverse=True))], grouped(ranks)


def plain_deuce_to_seven(five) -> tuple:
    ranks = [card.rank for card in five]
    category = SHAPES[tuple(sorted(Counter(ranks).values(), reverse=True))]
    straight = category == 0 and max(ranks) - min(ranks) == 4
    flush = len({card.suit for card in five}) == 1
    category = STRAIGHT_FLUSH if straight and flush else FLUSH if flush else STRAIGHT if straight else category
    return category, grouped(ranks)


def plain_badugi(cards) -> tuple:
    return min((-len(some), sorted((1 if card.rank == 14 else card.rank for card in some), reverse=True))
               for size in range(1, len(cards) + 1) for some in combinations(cards, size)
               if len({card.suit for card in some}) == len({card.rank for card in some}) == size)


def best_five(plain):
    """The least key of any five of the cards."""
    return lambda cards: min(plain(five) for five in combinations(cards, 5))


# Each ranking, the key of the cards it plays, the least key of a hand, and the most cards a hand holds.
PLAIN = [(ace_to_five, plain_ace_to_five, best_five(plain_ace_to_five), 7),
         (deuce_to_seven, plain_deuce_to_seven, best_five(plain_deuce_to_seven), 7),
         (badugi, plain_badugi, plain_badugi, 4)]


@pytest.mark.parametrize("ranking, played, best, most", PLAIN, ids=["ace_to_five", "deuce_to_seven", "badugi"])
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_each_ranking_agrees_with_a_brute_force(ranking, played, best, most, data):
    size = data.draw(st.integers(min(5, most), most))
    dealt = data.draw(st.permutations(ALL_CARDS))[:2 * size]
    ours, theirs = [ranking(dealt[:size]), ranking(dealt[size:])], [best(dealt[:size]), best(dealt[size:])]
    assert played(ours[0].used) == theirs[0]  # the cards played are one of the best hands
    assert (ours[0] > ours[1]) == (theirs[0] < theirs[1]) and (ours[0] == ours[1]) == (theirs[0] == theirs[1])
