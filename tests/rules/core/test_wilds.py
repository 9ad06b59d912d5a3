import pytest

from referee.rules.core.cards import parse_card, parse_cards
from referee.rules.core.errors import RuleError
from referee.rules.core.wilds import (
    NO_WILDS,
    Wild,
    deuces,
    follows_a_queen,
    jokers,
    king_of_diamonds,
    lowest_card,
    of_cards,
    of_ranks,
    primes,
    threes_and_nines,
)

AXE_GAME = deuces() | of_ranks(11) | king_of_diamonds()


@pytest.mark.parametrize(
    "rule, wild, natural",
    [
        (NO_WILDS, "", "2c 3d Kd As"),
        (deuces(), "2c 2d 2h 2s", "3c Ad Kd"),
        (threes_and_nines(), "3c 9s 9d", "2c 6s Ks"),
        (primes(), "2c 3d 5h 7s", "4c 6d 8h 9s Tc Ad"),
        (king_of_diamonds(), "Kd", "Kc Kh Ks Qd Ad"),
        (jokers(), "Jk Jk1 Jk2", "Js Ac"),
        (AXE_GAME, "2s Jc Jd Kd", "Kc Qd 7s"),
        (of_ranks(12, 7), "Qs 7c", "Kc 6d"),
        (of_cards(["4h", "9c"]), "4h 9c", "4c 9h"),
    ],
)
def test_which_cards_are_wild(rule, wild, natural):
    for card in parse_cards(wild):
        assert rule.is_wild(card), f"{card} should be wild"
    for card in parse_cards(natural):
        assert not rule.is_wild(card), f"{card} should be natural"


def test_split_keeps_the_naturals_and_the_wilds_in_order():
    cards = parse_cards("7s 2c Kd 7h Jk 2h")
    assert (deuces() | jokers()).split(cards) == (parse_cards("7s Kd 7h"), parse_cards("2c Jk 2h"))
    assert deuces().naturals(parse_cards("7s 2c 7h")) == parse_cards("7s 7h")


@pytest.mark.parametrize(
    "rule, words",
    [
        (NO_WILDS, "No wild cards"),
        (deuces(), "Deuces are wild"),
        (threes_and_nines(), "Threes and nines are wild"),
        (primes(), "Deuces, threes, fives and sevens are wild"),
        (king_of_diamonds(), "The K♦ is wild"),
        (jokers(), "Jokers are wild"),
        (AXE_GAME, "Deuces, jacks and the K♦ are wild"),
    ],
)
def test_rules_in_words(rule, words):
    assert rule.words == words


def test_rules_are_values_and_combine():
    assert of_ranks(3, 9) == threes_and_nines()
    assert of_cards(["Kd"]) == Wild(cards=frozenset({parse_card("Kd")}))
    assert (deuces() | NO_WILDS) == deuces()
    assert not NO_WILDS and deuces() and jokers() and king_of_diamonds()


def test_a_rank_that_is_no_rank_is_refused():
    with pytest.raises(RuleError):
        of_ranks(1)


@pytest.mark.parametrize(
    "hand, wild",
    [
        ("Kd 4c 9s Ah 7h", "4c"),
        ("Kd 4c 9s 4h 7h", "4c 4h"),  # two lowest cards of one rank are both wild
        ("Jk As 2d", "2d"),  # a joker has no rank: never the lowest card
        ("Jk", ""),
        ("", ""),
    ],
)
def test_the_lowest_card_in_a_hand(hand, wild):
    assert lowest_card(parse_cards(hand)) == of_cards(parse_cards(wild))


@pytest.mark.parametrize(
    "face_up, wild",
    [
        ("3c Qh 7d 9s", "7d"),
        ("Qh 7d Qs 5c Kd", "5c"),  # the card after the latest queen
        ("Qh 7d 9s Qc", "7d"),  # a queen dealt last: the earlier follower stays wild
        ("Qh Qd 8c", "8c"),  # queen after queen: what follows the second
        ("Qh Qd", "Qd"),  # until then the second queen is the follower (wild as a queen anyway)
        ("3c 7d Qs", ""),
        ("", ""),
    ],
)
def test_the_card_that_follows_a_queen(face_up, wild):
    assert follows_a_queen(parse_cards(face_up)) == of_cards(parse_cards(wild))


def test_a_jokers_rank_makes_nothing_more_wild():
    """The rank of a card turned up (Tiramisu's middle card, Stampede's, the lowest showing) may be a joker's."""
    assert of_ranks(0, 7) == of_ranks(7)
    assert of_ranks(0) == NO_WILDS
