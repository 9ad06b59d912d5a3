import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.rules.core.cards import ALL_CARDS, JOKER, JOKERS, Card, parse_card, parse_cards, show
from referee.rules.core.errors import RuleError


@pytest.mark.parametrize(
    "text, rank, suit",
    [
        ("As", 14, "s"),
        ("AS", 14, "s"),
        ("as", 14, "s"),
        ("Td", 10, "d"),
        ("10d", 10, "d"),
        ("10D", 10, "d"),
        ("7♥", 7, "h"),
        ("7♥\ufe0f", 7, "h"),
        ("Q♣", 12, "c"),
        ("q♣", 12, "c"),
        ("2c", 2, "c"),
        ("Kd", 13, "d"),
        ("jh", 11, "h"),
        ("9♠", 9, "s"),
        ("  8s ", 8, "s"),
    ],
)
def test_a_card_is_written_as_the_rulings_say(text, rank, suit):
    card = parse_card(text)
    assert (card.rank, card.suit, card.is_joker) == (rank, suit, False)


@pytest.mark.parametrize(
    "text, index, code", [("Jk", 0, "Jk"), ("jk", 0, "Jk"), ("JK1", 1, "Jk1"), ("Jk2", 2, "Jk2")]
)
def test_jokers(text, index, code):
    card = parse_card(text)
    assert card.is_joker and (card.rank, card.suit, card.index) == (0, "", index)
    assert card.code == code and str(card) == code


@pytest.mark.parametrize(
    "text", ["1x", "1s", "11h", "Ax", "A", "s", "", "10", "Jk5", "Joker", "A♠♠", "0h", "Ac d"]
)
def test_anything_else_is_refused_with_how_to_write_a_card(text):
    with pytest.raises(RuleError) as refusal:
        parse_card(text)
    assert refusal.value.code == "bad_card"
    assert f"'{text}' is not a card" in refusal.value.message


def test_the_refusal_says_how_cards_are_written():
    sentence = r"^'1x' is not a card: ranks are 2-10, J, Q, K, A; suits c, d, h, s$"
    with pytest.raises(RuleError, match=sentence):
        parse_card("1x")


@pytest.mark.parametrize(
    "code, shown",
    [("As", "A♠"), ("Td", "10♦"), ("7h", "7♥"), ("Qc", "Q♣"), ("2s", "2♠"), ("Jk", "Jk"), ("Jk1", "Jk1")],
)
def test_cards_are_shown_with_suit_symbols_and_stored_in_ascii(code, shown):
    card = parse_card(code)
    assert str(card) == shown
    assert card.code == code


@pytest.mark.parametrize(
    "texts",
    ["As Kd 10h", "As,Kd,10h", "As, Kd , 10h", ["As", "Kd", "10h"], ("A♠", "K♦", "T♥")],
)
def test_several_cards_from_a_list_or_one_string(texts):
    assert parse_cards(texts) == (Card(14, "s"), Card(13, "d"), Card(10, "h"))


def test_no_cards_is_an_empty_hand():
    assert parse_cards("") == () and parse_cards([]) == ()


def test_one_bad_card_refuses_the_whole_entry():
    with pytest.raises(RuleError, match="'1x' is not a card"):
        parse_cards("As 1x Kd")


@pytest.mark.parametrize(
    "low, high",
    [
        ("2s", "3c"),
        ("Kh", "Ks"),
        ("Tc", "Td"),
        ("Td", "Th"),
        ("Th", "Ts"),
        ("Ks", "Ac"),
        ("Jk", "2c"),
        ("Jk1", "Jk2"),
    ],
)
def test_order_is_rank_then_clubs_diamonds_hearts_spades_jokers_lowest(low, high):
    assert parse_card(low) < parse_card(high)


@given(st.sampled_from(ALL_CARDS + (JOKER,) + JOKERS))
def test_every_card_reads_back_from_its_code_and_from_how_it_is_shown(card):
    assert parse_card(card.code) is card
    assert parse_card(str(card)) == card


def test_the_deck_of_codes_is_52_distinct_cards_that_hash_as_values():
    assert len(set(ALL_CARDS)) == 52
    assert Card(14, "s") == parse_card("As") and hash(Card(14, "s")) == hash(parse_card("As"))
    assert show(parse_cards("As 10d Jk")) == "A♠ 10♦ Jk"


@pytest.mark.parametrize(
    "rank, suit, index", [(1, "s", 0), (15, "h", 0), (10, "x", 0), (0, "", 5), (5, "", 0), (0, "s", 0)]
)
def test_a_card_that_cannot_exist_cannot_be_made(rank, suit, index):
    with pytest.raises(RuleError):
        Card(rank, suit, index)


def test_a_card_is_frozen():
    with pytest.raises(AttributeError):
        parse_card("As").rank = 2
