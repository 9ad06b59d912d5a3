"""Omaha's hands: exactly two hole cards and three of the board, for high and for low.

The scenario tables are hands where a best five of all nine cards would say
something else. The properties hold the evaluators to a brute force written
plainly here: every two-and-three hand ranked by a naive ranking of five
cards, and every low by its five ranks, on random deals.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.core.cards import ALL_CARDS, parse_cards
from referee.rules.core.hands import evaluate
from referee.rules.core.low_hands import low_name
from referee.rules.core.omaha import omaha_high, omaha_low

HIGHS = [
    # hole, board, Omaha's hand, what the best five of all nine cards would be
    ("Ah Kc 7d 2s", "Qh Jh 9h 3h 4c", "High card, ace", "Flush, ace high"),  # one heart in the hand: no flush
    ("Ah Kh 7d 2s", "Qh Jh 9h 3h 4c", "Flush, ace high", "Flush, ace high"),  # two hearts: a flush
    ("2c 2d 7h 9s", "As Ad Ah Ac Kd", "Full house, aces over deuces", "Four of a kind, aces, king kicker"),
    ("Qc Jd 3h 3s", "5s 6d 7c 8h 9s", "Pair of threes, nine kicker", "Straight, nine high"),  # the board's straight
    ("Kc Kd Kh 4s", "As 9d 7c 3h 2s", "Pair of kings, ace kicker", "Three of a kind, kings, ace kicker"),
    ("Qc Qd 7h 2s", "Ac Ad Kh Ks 3d", "Two pair, aces and queens, king kicker",
     "Two pair, aces and kings, queen kicker"),  # the board's two pair: only one of them plays
]


@pytest.mark.parametrize("hole, board, omaha, nine", HIGHS)
def test_a_hand_plays_exactly_two_hole_cards_and_three_of_the_board(hole, board, omaha, nine):
    hole, board = parse_cards(hole), parse_cards(board)
    hand = omaha_high(hole, board)
    assert hand.words == omaha
    assert evaluate(hole + board).words == nine
    assert len(set(hand.used) & set(hole)) == 2 and len(set(hand.used) & set(board)) == 3


LOWS = [
    # hole, board, Omaha's low
    ("As 2d Kc Kh", "3c 4d 5h Qs Jd", "Five-four low (5-4-3-2-A)"),  # the wheel, with the ace and the deuce
    ("As Kd Qc Jh", "2c 3d 4h 5s 8d", "No low"),  # one low card in the hand: the board's low is not its
    ("As 2d 3c 4h", "6c 8d Kh Qs Jd", "No low"),  # only two low cards on the board
    ("As 2d 3c 4h", "5c 6d 7h Qs Jd", "Seven-six low (7-6-5-2-A)"),  # all three of the board's low cards play
    ("As 2d 6c 7h", "2c 3d 8h Qs Jd", "Eight-six low (8-6-3-2-A)"),  # the board's deuce: the ace and the six
    ("Ah 8d 8c Kh", "2c 3d 4h Qs Jd", "Eight-four low (8-4-3-2-A)"),  # a pair in the hand plays one eight
    ("Ah 9d Tc Kh", "2c 3d 4h Qs 5d", "No low"),  # a nine is above eight
]


@pytest.mark.parametrize("hole, board, said", LOWS)
def test_a_low_is_two_hole_cards_and_three_of_the_board(hole, board, said):
    assert low_name(omaha_low(parse_cards(hole), parse_cards(board))) == said


def test_before_the_board_has_three_cards_a_hand_plays_its_best_two_with_it():
    assert omaha_high(parse_cards("Ac Ad Kh Ks"), ()).words == "Pair of aces"
    assert omaha_high(parse_cards("Ac Ad Kh Ks"), parse_cards("Qd 2c")).words == "Pair of aces, queen kicker"
    assert omaha_low(parse_cards("Ac 2d 3h 4s"), ()) is None


# The brute force: five cards ranked plainly, every two-and-three hand tried.

STRAIGHTS = [list(range(top, top - 5, -1)) for top in range(14, 5, -1)] + [[5, 4, 3, 2, 14]]


def naive_rank(five) -> tuple:
    """(category, ranks in the order they count): 8 straight flush ... 0 high card."""
    counts = Counter(card.rank for card in five)
    ranks = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    flush = len({card.suit for card in five}) == 1
    straight = next((run for run in STRAIGHTS if sorted(run) == sorted(counts)), None)
    top = straight and straight[0]  # the five, in the wheel: its ace plays low
    if straight and flush:
        return (8, top)
    if shape == [4, 1]:
        return (7, *ranks)
    if shape == [3, 2]:
        return (6, *ranks)
    if flush:
        return (5, *ranks)
    if straight:
        return (4, top)
    if shape == [3, 1, 1]:
        return (3, *ranks)
    if shape == [2, 2, 1]:
        return (2, *ranks)
    if shape == [2, 1, 1, 1]:
        return (1, *ranks)
    return (0, *ranks)


def naive_low(five):
    """The five ranks highest first (ace 1), if they are five different ranks of eight or lower."""
    ranks = sorted({1 if card.rank == 14 else card.rank for card in five}, reverse=True)
    return tuple(ranks) if len(ranks) == 5 and ranks[0] <= 8 else None


def fives(hole, board):
    return [two + three for two in combinations(hole, 2) for three in combinations(board, 3)]


def brute_high(hole, board):
    return max(naive_rank(five) for five in fives(hole, board))


def brute_low(hole, board):
    return min((value for five in fives(hole, board) if (value := naive_low(five))), default=None)


LOW_CARDS = tuple(card for card in ALL_CARDS if card.rank <= 9 or card.rank == 14)  # aces to nines: many lows


def deals(players: int, cards=ALL_CARDS):
    """A board of five and `players` hands of four or five hole cards, from one shuffled deck of `cards`."""
    return st.tuples(st.sampled_from([4, 5]), st.permutations(cards)).map(
        lambda drawn: (drawn[1][:5], [drawn[1][5 + n * drawn[0]:5 + (n + 1) * drawn[0]] for n in range(players)]))


@settings(max_examples=400, deadline=None)
@given(deal=deals(2))
def test_the_best_high_agrees_with_the_brute_force(deal):
    board, (first, second) = deal
    ours = omaha_high(first, board), omaha_high(second, board)
    for hole, hand in zip((first, second), ours):
        assert len(set(hand.used) & set(hole)) == 2 and len(set(hand.used) & set(board)) == 3
        assert naive_rank(hand.used) == brute_high(hole, board)
    theirs = brute_high(first, board), brute_high(second, board)
    assert (ours[0] > ours[1]) - (ours[0] < ours[1]) == (theirs[0] > theirs[1]) - (theirs[0] < theirs[1])


@settings(max_examples=400, deadline=None)
@given(deal=deals(1) | deals(1, LOW_CARDS))
def test_the_best_low_agrees_with_the_brute_force(deal):
    board, (hole,) = deal
    assert omaha_low(hole, board) == brute_low(hole, board)
