"""With wild cards, the evaluator's value equals a brute-force oracle.

The oracle knows nothing of how the evaluator places wilds: it tries every
choice of five cards (or all of them, when fewer), and every card of the deck
for every wild in that choice, and keeps the best hand a plain five-card
classifier finds. A wild's suit matters only through whether the five cards
end up of one suit, so for the suits it tries "the suit the naturals share" and
"another suit", which covers every suit a wild could take.
"""

import random
from collections import Counter
from functools import lru_cache
from itertools import combinations, combinations_with_replacement

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.core.cards import JOKER, JOKERS
from referee.rules.core.decks import deck
from referee.rules.core.hand_values import CATEGORIES
from referee.rules.core.hands import evaluate
from referee.rules.core.wilds import jokers, of_cards, of_ranks

CATEGORY = {name: number for number, name in enumerate(CATEGORIES)}
STRAIGHTS = {
    "standard": [tuple(range(top, top - 5, -1)) for top in range(14, 5, -1)] + [(5, 4, 3, 2, 14)],
    "short": [tuple(range(top, top - 5, -1)) for top in range(14, 9, -1)] + [(9, 8, 7, 6, 14)],
}


@lru_cache(maxsize=None)
def classify(ranks, one_suit, kind):
    """The value of at most five cards of these ranks (sorted), one suit or not."""
    counts = Counter(ranks)
    shape = sorted(counts.values(), reverse=True)
    grouped = tuple(sorted(ranks, key=lambda rank: (counts[rank], rank), reverse=True))
    flush = len(ranks) == 5 and one_suit
    straight = next((run for run in STRAIGHTS[kind] if sorted(run) == sorted(ranks)), None)
    checks = [
        ("five_of_a_kind", shape[0] == 5, grouped),
        ("straight_flush", flush and straight, straight),
        ("four_of_a_kind", shape[0] == 4, grouped),
        ("full_house", shape[:2] == [3, 2], grouped),
        ("flush", flush, tuple(sorted(ranks, reverse=True))),
        ("straight", straight, straight),
        ("three_of_a_kind", shape[0] == 3, grouped),
        ("two_pair", shape[:2] == [2, 2], grouped),
        ("pair", shape[0] == 2, grouped),
        ("high_card", True, grouped),
    ]
    name, ranks_played = next((name, played) for name, holds, played in checks if holds)
    return (CATEGORY[name],) + ranks_played


def oracle(naturals, wild_count, kind):
    ranks = deck(kind).ranks
    size = min(5, len(naturals) + wild_count)
    best = (CATEGORY["nothing"],)
    if size == 0:
        return best
    for wilds_in in range(min(wild_count, size) + 1):
        for chosen in combinations(naturals, size - wilds_in):
            suits = {card.suit for card in chosen}
            for stand_ins in combinations_with_replacement(ranks, wilds_in):
                played = tuple(sorted([card.rank for card in chosen] + list(stand_ins)))
                one_suit_options = {len(suits) <= 1, len(suits) <= 1 and wilds_in == 0}
                for one_suit in one_suit_options:
                    best = max(best, classify(played, one_suit, kind))
    return best


def random_case(rng):
    """A random hand of 5 to 7 cards, 1 to 4 of them wild under a random rule.

    Half the hands draw their natural cards from a few suits or a run of ranks,
    so that flushes, straights and straight flushes made with wilds are common.
    """
    kind = rng.choice(["standard", "short"])
    ranks = deck(kind).ranks
    rule_kind = rng.choice(["ranks", "jokers", "cards", "mixed"])
    if rule_kind == "ranks":
        rule = of_ranks(*rng.sample(ranks, rng.randint(1, 2)))
    elif rule_kind == "jokers":
        rule = jokers()
    elif rule_kind == "cards":
        rule = of_cards(rng.sample(deck(kind).cards, rng.randint(4, 12)))
    else:
        rule = of_ranks(rng.choice(ranks)) | of_cards(rng.sample(deck(kind).cards, 4)) | jokers()
    naturals, wilds = rule.split(deck(kind, jokers=2 if rule.jokers else 0).cards)
    if rng.random() < 0.5:
        low = rng.randint(0, len(ranks) - 5)
        run, suits = ranks[low : low + rng.randint(5, 7)], rng.sample("cdhs", rng.randint(1, 2))
        naturals = [card for card in naturals if card.rank in run or card.suit in suits]
    size, wild_count = rng.randint(5, 7), rng.randint(1, min(4, len(wilds)))
    cards = rng.sample(naturals, size - wild_count) + rng.sample(wilds, wild_count)
    rng.shuffle(cards)
    return tuple(cards), rule, kind


CASES = [random_case(random.Random(seed)) for seed in range(3000)]


@pytest.mark.parametrize(
    "cards, rule, kind", CASES, ids=[f"{' '.join(c.code for c in cards)} / {kind}" for cards, _, kind in CASES]
)
def test_the_value_equals_the_brute_force_oracle(cards, rule, kind):
    naturals, wilds = rule.split(cards)
    hand = evaluate(cards, rule, deck(kind))
    assert hand.value == oracle(naturals, len(wilds), kind)
    # The cards it says it plays make that value, the wilds standing in as it says.
    assert set(hand.used) <= set(cards) and len(hand.used) == 5
    assert set(hand.wild_as) == set(hand.used) & set(wilds)
    assert all(card in deck(kind) for card in hand.wild_as.values())
    played = hand.played
    one_suit = len({card.suit for card in played}) == 1
    assert classify(tuple(sorted(card.rank for card in played)), one_suit, kind) == hand.value


def test_the_cases_cover_every_number_of_wilds_both_decks_and_every_category():
    covered = Counter((len(rule.split(cards)[1]), kind) for cards, rule, kind in CASES)
    assert all(covered[wilds, kind] >= 50 for wilds in range(1, 5) for kind in ("standard", "short"))
    categories = Counter(evaluate(cards, rule, deck(kind)).category for cards, rule, kind in CASES)
    # A wild turns high card into a pair and two pair into a full house.
    impossible = ("nothing", "high_card", "two_pair")
    assert all(categories[name] >= 20 for name in CATEGORIES if name not in impossible)


def literal_oracle(naturals, wild_count, kind):
    """The oracle without the shortcut on suits: every card of the deck, for
    every wild, and the best five of what that makes (slow: up to three wilds)."""
    best = (CATEGORY["nothing"],)
    for stand_ins in combinations_with_replacement(deck(kind).cards, wild_count):
        made = list(naturals) + list(stand_ins)
        for five in combinations(made, min(5, len(made))):
            ranks = tuple(sorted(card.rank for card in five))
            best = max(best, classify(ranks, len({card.suit for card in five}) == 1, kind))
    return best


# Up to three wilds in five cards, two in six, one in seven.
LITERAL_CASES = [(cards, rule, kind) for cards, rule, kind in CASES if len(cards) + len(rule.split(cards)[1]) <= 8][:80]


@pytest.mark.parametrize("cards, rule, kind", LITERAL_CASES)
def test_the_shortcut_on_suits_is_the_same_as_trying_every_card(cards, rule, kind):
    naturals, wilds = rule.split(cards)
    assert evaluate(cards, rule, deck(kind)).value == literal_oracle(naturals, len(wilds), kind)


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(["standard", "short"]),
    st.integers(min_value=0, max_value=10),
    st.integers(min_value=0, max_value=4),
    st.randoms(use_true_random=False),
)
def test_any_size_of_hand_equals_the_oracle(kind, size, wild_count, rng):
    """Hands of 0 to 10 cards with 0 to 4 jokers, wild."""
    wild_count = min(wild_count, size)
    jokers_in = [JOKER, *JOKERS, JOKER][:wild_count]
    cards = rng.sample(deck(kind).cards, size - wild_count) + jokers_in
    naturals = cards[: size - wild_count]
    assert evaluate(cards, jokers(), deck(kind)).value == oracle(naturals, wild_count, kind)
