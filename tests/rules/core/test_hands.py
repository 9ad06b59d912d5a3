"""The rulings on hands, as given-these-cards-expect-this tables."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.rules.core.cards import ALL_CARDS, Card, parse_cards
from referee.rules.core.decks import deck
from referee.rules.core.errors import RuleError
from referee.rules.core.hands import evaluate
from referee.rules.core.wilds import (
    NO_WILDS,
    deuces,
    follows_a_queen,
    jokers,
    king_of_diamonds,
    lowest_card,
    of_ranks,
    threes_and_nines,
)

SHORT = deck("short")


def hand(text, wild=NO_WILDS, in_deck=None):
    return evaluate(parse_cards(text), wild, in_deck)


@pytest.mark.parametrize(
    "cards, wild, category, words",
    [
        ("Qs Qh Qd 3c 3h", NO_WILDS, "full_house", "Full house, queens over threes"),
        ("As Ah Ad 2c 2h", NO_WILDS, "full_house", "Full house, aces over deuces"),
        ("As Ah Jk Jk1 Jk2", jokers(), "five_of_a_kind", "Five of a kind, aces"),
        ("9s 9h Ad 7c 3h", NO_WILDS, "pair", "Pair of nines, ace kicker"),
        ("9s 5d 7h 8c 6s", NO_WILDS, "straight", "Straight, nine high"),
        ("Kd Qs 9h 7c 3h", NO_WILDS, "high_card", "High card, king"),
        ("As Ks Qs Js Ts", NO_WILDS, "straight_flush", "Royal flush"),
        ("5h 6h 7h 8h 9h", NO_WILDS, "straight_flush", "Straight flush, nine high"),
        ("Jc Jd Jh Js Kc", NO_WILDS, "four_of_a_kind", "Four of a kind, jacks, king kicker"),
        ("Ah 9h 7h 4h 2h", NO_WILDS, "flush", "Flush, ace high"),
        ("As 2d 3h 4c 5s", NO_WILDS, "straight", "Straight, five high"),
        ("7s 7h 7d Ac 3h", NO_WILDS, "three_of_a_kind", "Three of a kind, sevens, ace kicker"),
        ("Ks Kh 5d 5c Qh", NO_WILDS, "two_pair", "Two pair, kings and fives, queen kicker"),
        ("6s 6h", NO_WILDS, "pair", "Pair of sixes"),
        ("2s 2h 2d 2c", NO_WILDS, "four_of_a_kind", "Four of a kind, deuces"),
        ("", NO_WILDS, "nothing", "No cards"),
        ("2c 2d 7s 7h 7c", deuces(), "five_of_a_kind", "Five of a kind, sevens"),
        ("2c 2d 7s 7h 9c", deuces(), "four_of_a_kind", "Four of a kind, sevens, nine kicker"),
        ("Kd 8s", king_of_diamonds(), "pair", "Pair of eights"),
        ("Jk", jokers(), "high_card", "High card, ace"),
        # Any number of cards: a Martian Poker player may own a dozen.
        ("2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh Ah", NO_WILDS, "straight_flush", "Royal flush"),
        ("2c 2d 2h 3c 3d 3h 4c 4d 4h 5c 5d 5h", NO_WILDS, "full_house", "Full house, fives over fours"),
        ("2c 2d 2h 3c 3d 3h 4c 4d 4h 5c 5d 5h Jk", jokers(), "straight_flush", "Straight flush, six high"),
        ("As 2c 3d 4h 5s 7c 8d 9h Jc Qd Kh", NO_WILDS, "straight", "Straight, five high"),
    ],
)
def test_category_and_words(cards, wild, category, words):
    played = hand(cards, wild)
    assert (played.category, played.words) == (category, words)


# (better, worse): the first hand must beat the second, and "=" rows must tie.
BEATS = [
    # The order of categories, best first.
    ("2c 2d 2h 2s Jk", "As Ks Qs Js Ts", jokers()),
    ("As Ks Qs Js Ts", "9h 9d 9c 9s 2c", NO_WILDS),
    ("9h 9d 9c 9s 2c", "Kh Kd Kc Qs Qh", NO_WILDS),
    ("2h 2d 2c 3s 3h", "Ah Kh Qh Jh 9h", NO_WILDS),
    ("7h 5h 4h 3h 2h", "Ac Kd Qh Js Ts", NO_WILDS),
    ("As 2d 3h 4c 5s", "Ah Ad Ac Ks Qh", NO_WILDS),
    ("2h 2d 2c 4s 5h", "Ah Ad Kc Ks Qh", NO_WILDS),
    ("3h 3d 2c 2s 4h", "Ah Ad Kc Qs Jh", NO_WILDS),
    ("2h 2d 3c 4s 5h", "Ah Kd Qc Js 9h", NO_WILDS),
    # Kickers decide, card by card.
    ("9s 9h Ad 7c 3h", "9d 9c Kd Qc Jh", NO_WILDS),
    ("9s 9h Ad 7c 4h", "9d 9c Ac 7d 3c", NO_WILDS),
    ("Ks Kh 5d 5c Qh", "Kd Kc 5h 5s Jh", NO_WILDS),
    ("Ks Kh 6d 6c 2h", "Kd Kc 5h 5s Ah", NO_WILDS),
    ("Ah Kh Qh Jh 9h", "As Ks Qs Js 8s", NO_WILDS),
    ("Ad Kc 9s 8h 6h", "As Kd 9c 8s 5d", NO_WILDS),
    ("Qs Qh Qd 3c 3h", "Js Jh Jd Ac Ah", NO_WILDS),
    ("Qs Qh Qd 4c 4h", "Qc Qs Qh 3c 3d", NO_WILDS),
    # Ace-low straights are the lowest; straights never wrap around.
    ("2s 3d 4h 5c 6s", "As 2d 3h 4c 5s", NO_WILDS),
    ("As 2d 3h 4c 5s", "Ks Qd 9h 4c 3s", NO_WILDS),
    ("Ah Ad 5c 6s 7h", "Qs Kd Ah 2c 3s", NO_WILDS),  # Q-K-A-2-3 is no straight: aces beat it
    ("Ts Jd Qh Kc As", "9s Td Jh Qc Ks", NO_WILDS),
    # Fewer than five cards: a missing kicker loses to any card.
    ("9s 9h 2c", "9d 9c", NO_WILDS),
    ("As", "Ks Qd", NO_WILDS),
    ("Ks Qd", "Kh", NO_WILDS),
    ("2c 2d 3s", "Ah Kh Qh Jh", NO_WILDS),  # no straights or flushes below five cards: a pair wins
    ("2c", "", NO_WILDS),
    # More than five cards play the best five.
    ("As Ks Qs Js 9s 2c 2d", "Ah Ad Ac Kd Qh", NO_WILDS),
    ("8c 8d 8h 7c 7d 7h Ks Kh", "8s 8c 8d 7s 7c 2h 3h 4h", NO_WILDS),  # eights full of kings
    # Wilds make the best hand they can.
    ("2c Ah Kh Qh Jh", "As Ks Qs Js 9s", deuces()),  # the wild completes the royal flush
    ("Jk Ah Kh 9h 3h", "Ac Kc Qc 9c 3c", jokers()),  # two aces of hearts in one flush
    ("3s 9d Ah", "Ac Ad Kh", threes_and_nines()),  # wild aces, three of a kind
    ("Jk Jk1 Jk2 Jk2 2c", "Jk Jk1 Jk2 Kc 2c", jokers()),  # spare wilds: five aces beat four kings
]


@pytest.mark.parametrize("better, worse, wild", BEATS)
def test_the_better_hand_wins(better, worse, wild):
    assert hand(better, wild) > hand(worse, wild)
    assert hand(worse, wild) < hand(better, wild)
    assert hand(better, wild) != hand(worse, wild)


@pytest.mark.parametrize(
    "first, second, wild",
    [
        ("As Ks Qs Js Ts", "Ah Kh Qh Jh Th", NO_WILDS),  # suits never break a tie
        ("9s 9h Ad 7c 3h", "9d 9c Ac 7d 3s", NO_WILDS),
        ("As 2d 3h 4c 5s", "Ah 2c 3s 4d 5h", NO_WILDS),
        ("Ks Qd", "Kh Qc", NO_WILDS),
        ("Ac Ad Kh Kc Qc 3d 4h", "As Ah Ks Kd Qs", NO_WILDS),  # seven cards or five: the best five are equal
        ("As Ah Kd Ks 9c 8c", "Ac Ad Kh Kc 9h 2h", NO_WILDS),
        ("2c 7d 7h Ks 3h", "7s 7c Jk Kh 3s", deuces() | jokers()),  # wild or natural, trips are trips
        ("", "", NO_WILDS),
    ],
)
def test_equal_hands_tie(first, second, wild):
    a, b = hand(first, wild), hand(second, wild)
    assert a == b and not a < b and not a > b and a <= b and a >= b and hash(a) == hash(b)


@pytest.mark.parametrize(
    "cards, deck_used, category, words",
    [
        ("Ah 6c 7d 8s 9h", SHORT, "straight", "Straight, nine high"),
        ("Ah 6c 7d 8s 9h", None, "high_card", "High card, ace"),
        ("Ah 6h 7h 8h 9h", SHORT, "straight_flush", "Straight flush, nine high"),
        ("As Kd Qh Jc Ts", SHORT, "straight", "Straight, ace high"),
        ("Ks Kh Kd 6c 6h", SHORT, "full_house", "Full house, kings over sixes"),
    ],
)
def test_the_36_card_deck(cards, deck_used, category, words):
    played = hand(cards, NO_WILDS, deck_used)
    assert (played.category, played.words) == (category, words)


def test_in_the_36_card_deck_a_flush_loses_to_a_full_house_and_a9_is_the_lowest_straight():
    assert hand("Ks Kh Kd 6c 6h", in_deck=SHORT) > hand("Ah Qh Th 8h 7h", in_deck=SHORT)
    assert hand("6s 7d 8h 9c Ts", in_deck=SHORT) > hand("As 6d 7h 8c 9s", in_deck=SHORT)
    assert hand("As 6d 7h 8c 9s", in_deck=SHORT) > hand("Ac Ad Kh Ks Qc", in_deck=SHORT)


@pytest.mark.parametrize(
    "cards, wild, deck_used, words",
    [
        # In the 36-card deck a wild cannot be a five: 6-7-8-9 and a wild is ten high.
        ("6s 7d 8h 9c Jk", jokers(), SHORT, "Straight, ten high"),
        ("Ac 7d 8h 9c Jk", jokers(), SHORT, "Straight, nine high"),
        ("Ac 2d 3h 4c Jk", jokers(), None, "Straight, five high"),
        ("Qs Ks Ac 2d Jk", jokers(), None, "Pair of aces, king kicker"),  # no wrap-around with a wild
    ],
)
def test_wilds_and_straights(cards, wild, deck_used, words):
    assert hand(cards, wild, deck_used).words == words


@pytest.mark.parametrize(
    "cards, wild, used, stands",
    [
        ("Qs 3c Qh 3h Qd", NO_WILDS, "Qs Qh Qd 3h 3c", {}),
        ("2c Ah Kh Qh Jh 7s 7d", deuces(), "Ah Kh Qh Jh 2c", {"2c": "Th"}),
        ("Jk Ah Kh 9h 3h 5s", jokers(), "Ah Jk Kh 9h 3h", {"Jk": "Ah"}),
        ("7s 7h Jk Jk1", jokers(), "7s 7h Jk Jk1", {"Jk": "7d", "Jk1": "7c"}),
        ("As Ah Ad Ac Jk", jokers(), "As Ah Ad Ac Jk", {"Jk": "As"}),
        ("Kd 8s 4c", king_of_diamonds(), "8s Kd 4c", {"Kd": "8h"}),
        ("As 2d 3h 4c 5s 9d", NO_WILDS, "5s 4c 3h 2d As", {}),
        ("9s 8d 7h Jk 5d", jokers(), "9s 8d 7h Jk 5d", {"Jk": "6s"}),
    ],
)
def test_the_cards_played_and_what_each_wild_stands_for(cards, wild, used, stands):
    played = hand(cards, wild)
    assert played.used == parse_cards(used)
    assert {wild.code: card.code for wild, card in played.wild_as.items()} == stands


def test_a_joker_counts_only_where_jokers_are_wild():
    with pytest.raises(RuleError) as refusal:
        hand("As Ks Jk", deuces())
    assert refusal.value.code == "joker_not_wild"
    assert hand("As Ks Jk", deuces() | jokers()).words == "Pair of aces, king kicker"


def test_all_wild_hands_are_aces():
    assert hand("2c 2d 2h 2s Jk", deuces() | jokers()).words == "Five of a kind, aces"
    assert hand("2c 2d 2h 2s Jk Jk1", deuces() | jokers()).words == "Five of a kind, aces"
    assert hand("2c 2d", deuces()).words == "Pair of aces"


def test_a_natural_pair_is_told_from_a_wild_one():
    rule = deuces() | of_ranks(11) | king_of_diamonds()
    cards = parse_cards("7s 7h Kd 2c Jd 4h 9s")
    sevens = [card for card in rule.naturals(cards) if card.rank == 7]
    assert len(sevens) == 2
    assert hand("7s 7h Kd 2c Jd 4h 9s", rule).words == "Five of a kind, sevens"


def test_queen_and_what_follows_is_chosen_during_the_deal():
    face_up = parse_cards("3c Qh 7d 9s Ah 7c")
    rule = of_ranks(12) | follows_a_queen(face_up)  # queens, and the 7♦ (not the other sevens)
    assert hand("7d Qs 7c 7h Kd", rule).words == "Four of a kind, sevens, king kicker"
    assert hand("7c 7s Kd Kh 2h", rule).words == "Two pair, kings and sevens, deuce kicker"


def test_the_lowest_card_in_each_hand_is_wild_for_that_hand_only():
    seats = {1: parse_cards("4c 9s 9h Ah Kd"), 2: parse_cards("4d 6s 6h 6d Ac")}
    played = {seat: evaluate(cards, lowest_card(cards)) for seat, cards in seats.items()}
    assert played[1].words == "Three of a kind, nines, ace kicker"
    assert played[1].wild_as == {parse_cards("4c")[0]: parse_cards("9d")[0]}
    assert played[2].words == "Four of a kind, sixes, ace kicker"
    assert played[2] > played[1]
    # With the man with the axe as well, and two fives for the lowest card: three wilds.
    cards = parse_cards("Kd 5s 5h 9c Qd")
    assert evaluate(cards, king_of_diamonds() | lowest_card(cards)).words == "Four of a kind, queens, nine kicker"


hands_of_cards = st.lists(st.sampled_from(ALL_CARDS), min_size=0, max_size=10, unique=True)
wild_rules = st.sampled_from([NO_WILDS, deuces(), threes_and_nines(), king_of_diamonds(), of_ranks(14, 13)])
SUIT_SWAPS = [dict(zip("cdhs", order)) for order in ("dchs", "shdc", "hsdc", "cdsh")]


@given(hands_of_cards, wild_rules, st.randoms(use_true_random=False))
def test_the_order_of_the_cards_does_not_matter(cards, wild, rng):
    shuffled = list(cards)
    rng.shuffle(shuffled)
    assert evaluate(cards, wild).value == evaluate(shuffled, wild).value


@given(hands_of_cards, st.sampled_from(SUIT_SWAPS))
def test_suits_are_all_equal(cards, swap):
    renamed = [Card(card.rank, swap[card.suit]) for card in cards]
    assert evaluate(cards) == evaluate(renamed)


@given(hands_of_cards, st.sampled_from(ALL_CARDS), wild_rules)
def test_one_more_card_never_makes_a_hand_worse(cards, extra, wild):
    if extra not in cards:
        assert evaluate(cards + [extra], wild) >= evaluate(cards, wild)


@given(hands_of_cards, wild_rules)
def test_a_hand_plays_at_most_five_of_its_own_cards(cards, wild):
    played = evaluate(cards, wild)
    assert len(played.used) == min(5, len(cards)) == len(set(played.used))
    assert set(played.used) <= set(cards)
    assert set(played.wild_as) == {card for card in played.used if wild.is_wild(card)}
