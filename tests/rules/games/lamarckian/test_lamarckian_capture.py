"""How marks capture from the pool, card by card."""

import pytest

from referee.rules.core.cards import parse_card, parse_cards
from referee.rules.games.lamarckian.capture import play_mark, resolution_order


def play_turn(pool, marks):
    """Every mark played in order: [(seat, mark, taken, pool after)], and the pool left."""
    pool = parse_cards(pool)
    steps = []
    for seat, mark in resolution_order({seat: parse_card(card) for seat, card in marks.items()}):
        capture, pool = play_mark(pool, seat, mark)
        steps.append((seat, str(mark), {str(card) for card in capture.taken}, {str(card) for card in pool}))
    return steps


def test_the_rule_texts_worked_example():
    steps = play_turn("Ah Qc 9s 5h", {1: "As", 2: "10c", 3: "9h"})
    assert steps == [
        (1, "A♠", {"A♥", "9♠"}, {"A♠", "Q♣", "5♥"}),
        (2, "10♣", {"Q♣"}, {"A♠", "5♥", "10♣"}),
        (3, "9♥", {"5♥"}, {"A♠", "10♣", "9♥"}),
    ]


@pytest.mark.parametrize(
    "marks, order",
    [
        ({1: "Kc", 2: "Ks", 3: "Kd", 4: "Kh"}, [2, 4, 3, 1]),  # same rank: spades, hearts, diamonds, clubs
        ({1: "2s", 2: "Ac", 3: "10h"}, [2, 3, 1]),  # rank first: a club ace beats a spade deuce
        ({1: "9d", 2: "9c", 3: "10c"}, [3, 1, 2]),
    ],
)
def test_marks_are_played_from_the_highest(marks, order):
    assert [seat for seat, _ in resolution_order({s: parse_card(c) for s, c in marks.items()})] == order


@pytest.mark.parametrize(
    "pool, marks, expected",
    [
        # Equal ranks resolve by suit, and each king takes the king that fell in before it.
        (
            "2c 3d 4s 5h",
            {1: "Kc", 2: "Ks", 3: "Kd"},
            [
                (2, "K♠", {"4♠"}, {"2♣", "3♦", "5♥", "K♠"}),
                (3, "K♦", {"3♦", "K♠"}, {"2♣", "5♥", "K♦"}),
                (1, "K♣", {"2♣", "K♦"}, {"5♥", "K♣"}),
            ],
        ),
        # A mark that takes nothing falls in, and a later mark of its suit takes it.
        (
            "2d 3d 4d 5d",
            {1: "Ac", 2: "7c", 3: "6h"},
            [
                (1, "A♣", set(), {"2♦", "3♦", "4♦", "5♦", "A♣"}),
                (2, "7♣", {"A♣"}, {"2♦", "3♦", "4♦", "5♦", "7♣"}),
                (3, "6♥", set(), {"2♦", "3♦", "4♦", "5♦", "7♣", "6♥"}),
            ],
        ),
        # One mark takes its suit and its rank at once.
        (
            "Qh 7s Qc 2s",
            {1: "Qs", 2: "3d"},
            [
                (1, "Q♠", {"Q♥", "7♠", "Q♣", "2♠"}, {"Q♠"}),
                (2, "3♦", set(), {"Q♠", "3♦"}),
            ],
        ),
        # A rank match of another suit is taken too, not only the suit.
        (
            "8c 8d 8h Ks",
            {1: "8s"},
            [(1, "8♠", {"8♣", "8♦", "8♥", "K♠"}, {"8♠"})],
        ),
    ],
)
def test_captures(pool, marks, expected):
    assert play_turn(pool, marks) == expected
