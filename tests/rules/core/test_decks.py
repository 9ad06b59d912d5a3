import pytest

from referee.rules.core.cards import parse_cards
from referee.rules.core.decks import Deck, deck
from referee.rules.core.errors import RuleError


@pytest.mark.parametrize(
    "kind, jokers, size, lowest",
    [
        ("standard", 0, 52, "2c"),
        ("standard", 1, 53, "Jk"),
        ("standard", 2, 54, "Jk1"),
        ("short", 0, 36, "6c"),
        ("short", 1, 37, "Jk"),
        ("short", 2, 38, "Jk1"),
    ],
)
def test_every_deck(kind, jokers, size, lowest):
    chosen = deck(kind, jokers)
    assert len(chosen) == size == len(set(chosen.cards))
    assert min(chosen.cards) == parse_cards(lowest)[0]
    assert (chosen.kind, chosen.jokers) == (kind, jokers)


def test_the_short_deck_is_six_through_ace():
    assert deck("short").ranks == (6, 7, 8, 9, 10, 11, 12, 13, 14)
    assert {card.rank for card in deck("short").cards} == set(range(6, 15))


@pytest.mark.parametrize("kind, lowest", [("standard", (5, 4, 3, 2, 14)), ("short", (9, 8, 7, 6, 14))])
def test_the_lowest_straight_uses_the_ace_low(kind, lowest):
    assert deck(kind).lowest_straight == lowest


def test_entered_cards_that_fit_pass():
    deck().check(parse_cards("As Kd 10h 2c"))
    deck("short", 2).check(parse_cards("As Jk1 Jk2 6c"))
    deck().check([])


@pytest.mark.parametrize(
    "kind, jokers, entered, code, wrong, says",
    [
        ("short", 0, "As 5c Kd", "not_in_deck", "5c", "5♣ is not in the 36-card deck (six through ace)"),
        ("standard", 0, "As Jk", "not_in_deck", "Jk", "Jk is not in the 52-card deck"),
        ("standard", 1, "Jk1", "not_in_deck", "Jk1", "enter the joker as Jk"),
        ("standard", 2, "As Jk", "not_in_deck", "Jk", "enter the jokers as Jk1 and Jk2"),
        ("standard", 0, "As Kd As", "duplicate_card", "As", "A♠ is entered twice"),
        ("standard", 2, "Jk1 2c Jk1", "duplicate_card", "Jk1", "Jk1 is entered twice"),
    ],
)
def test_a_card_that_does_not_fit_is_named(kind, jokers, entered, code, wrong, says):
    with pytest.raises(RuleError) as refusal:
        deck(kind, jokers).check(parse_cards(entered))
    assert refusal.value.code == code
    assert refusal.value.fields == {"card": wrong}
    assert says in refusal.value.message


@pytest.mark.parametrize("kind, jokers", [("pinochle", 0), ("standard", 5), ("short", -1)])
def test_no_other_deck(kind, jokers):
    with pytest.raises(RuleError) as refusal:
        Deck(kind, jokers)
    assert refusal.value.code == "bad_deck"


def test_decks_are_values():
    assert deck("short", 1) == Deck("short", 1)
    assert deck("short") != deck("standard")
