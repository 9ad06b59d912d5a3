"""Reading and writing PHH: actions as written in the standard, bad files refused with the reason."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.core.cards import ALL_CARDS, parse_card
from referee.rules.phh.notation import Action, BadHistory, HandHistory, format_history, parse_action, parse_history


def cards(text: str):
    return tuple(None if text[i:i + 2] == "??" else parse_card(text[i:i + 2]) for i in range(0, len(text), 2))


@pytest.mark.parametrize("written,expected", [
    ("d db Jc3d5c", Action("db", cards=cards("Jc3d5c"))),
    ("d dh p2 ????", Action("dh", 2, cards("????"))),
    ("d dh p1 ????2c  # third street", Action("dh", 1, cards("????2c"))),
    ("p1 pb", Action("pb", 1)),
    ("p3 cbr 232600", Action("cbr", 3, amount=Decimal(232600))),
    ("p2 cbr 0.75", Action("cbr", 2, amount=Decimal("0.75"))),
    ("  p3   cc  ", Action("cc", 3)),
    ("p2 f # Antonius", Action("f", 2)),
    ("p1 sd", Action("sd", 1)),
    ("p4 sd AsQs", Action("sd", 4, cards("AsQs"))),
    ("p1 sm Ac2d", Action("sm", 1, cards("Ac2d"))),
    ("p2 sm", Action("sm", 2)),
    ("p2 sm -", Action("sm", 2, as_dealt=True)),
    ("p2 sm ??Ad", Action("sm", 2, cards("??Ad"))),
    ("", None),
    ("# Burn card 6s is exposed", None),
])
def test_an_action_is_read_as_the_standard_writes_it(written, expected):
    assert parse_action(written, 1, 4) == expected


@pytest.mark.parametrize("written,reason", [
    ("p5 cc", "'p5' is not one of the 4 players, p1 to p4"),
    ("p0 f", "'p0' is not one of the 4 players"),
    ("d dh p1 Acx", "cards are written two characters each"),
    ("d dh p1 Zz2d", "'Zz' is not a card"),
    ("d dh p1 10d2d", "cards are written two characters each"),
    ("d db", "the dealer's actions are 'd db CARDS' and 'd dh pN CARDS'"),
    ("d xx Ac", "the dealer's actions are"),
    ("p1 xx", "a player's actions are pb, cbr, cc, f, sd and sm"),
    ("p1", "a player's actions are"),
    ("p1 cbr", "'cbr' takes the amount"),
    ("p1 cbr -5", "'-5' is not an amount more than nothing"),
    ("p1 cbr lots", "'lots' is not an amount more than nothing"),
    ("p1 cc 5", "too many words for 'cc'"),
    ("p1 sm Ac2d Kh", "too many words for 'sm'"),
])
def test_a_bad_action_is_refused_with_the_notation(written, reason):
    with pytest.raises(BadHistory) as refusal:
        parse_action(written, 7, 4)
    assert refusal.value.message.startswith(f"Action 7, '{written}': ")
    assert reason in refusal.value.message


GOOD = """variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 150]
actions = ["d dh p1 ????", "d dh p2 ????", "p2 f"]
"""


@pytest.mark.parametrize("change,reason", [
    (("variant = \"NT\"", "variant = ["), "it is not valid TOML"),
    (("\"NT\"", "\"NLHE\""), "'NLHE' is not a PHH variant code"),
    (("\"NT\"", "[\"NT\"]"), "'['NT']' is not a PHH variant code"),
    (("min_bet = 2\n", ""), "A hand of no-limit Texas hold'em (NT) needs the field 'min_bet'"),
    (("\"NT\"", "\"_holdem\""), "A hand of the house game Texas hold'em (_holdem) needs the field "
                                 "'_betting', one of spread, fixed, pot, no."),
    (("\"NT\"", "\"_holdem\"\n_betting = \"limit\""), "needs the field '_betting'"),
    (("\"NT\"", "\"_holdem\"\n_betting = \"spread\""), "(_holdem) needs the field '_max_bet'"),
    (("\"NT\"", "\"_holdem\"\n_betting = \"spread\"\n_max_bet = 25\n_max_raises = 1.5"),
     "'_max_raises' must be a whole number"),
    (("\"NT\"", "\"_five_card_draw\"\n_betting = \"fixed\""), "(_five_card_draw) needs the field 'small_bet'"),
    (("\"NT\"", "\"F7S\""), "needs the field 'bring_in'"),
    (("antes = [0, 0]", "antes = [0, 0, 0]"), "'antes' has 3 numbers, one per player: it needs 2"),
    (("[200, 150]", "[200]"), "at least two players"),
    (("[200, 150]", "[200, -1]"), "'starting_stacks' must be a number, 0 or more"),
    (("[200, 150]", "[200, nan]"), "'starting_stacks' must be a number, 0 or more"),
    (("[200, 150]", "[200, \"lots\"]"), "'starting_stacks' must be a number, 0 or more"),
    (("min_bet = 2", "min_bet = true"), "'min_bet' must be a number"),
    (("actions = [", "actions = [1, "), "'actions' must be a list of action strings"),
    (("\"p2 f\"", "\"p3 f\""), "'p3' is not one of the 2 players"),
    (("starting_stacks", "finishing_stacks = [1]\nstarting_stacks"), "'finishing_stacks' has 1 numbers"),
])
def test_a_bad_file_is_refused_with_what_is_wrong(change, reason):
    with pytest.raises(BadHistory) as refusal:
        parse_history(GOOD.replace(*change))
    assert reason in refusal.value.message


def test_a_file_is_read_with_its_optional_fields_and_unknown_fields_are_passed_over():
    history = parse_history(GOOD + 'hand = "Hand #12"\nplayers = ["Ann", ""]\nseats = [3, 7]\n'
                            'finishing_stacks = [201, 149.5]\nwinnings = [51, 0]\n_sponsors = ["x", "y"]\n'
                            'venue = "Home"\ntime = 00:04:24\n_rake = 0.05\n_rake_cap = 3\n')
    assert history.hand == "Hand #12"
    assert history.players == ("Ann", "")
    assert history.seats == (3, 7)
    assert history.finishing_stacks == (Decimal(201), Decimal("149.5"))
    assert history.winnings == (Decimal(51), Decimal(0))
    assert (history.rake, history.rake_cap) == (Decimal("0.05"), Decimal(3))
    assert [history.name(1), history.name(2)] == ["p1 (Ann, seat 3)", "p2 (seat 7)"]


# Writing and reading back gives the same hand history.

amounts = st.decimals(min_value=0, max_value=10**9, places=2)
positive = st.decimals(min_value=Decimal("0.01"), max_value=10**9, places=2)
maybe_cards = st.lists(st.one_of(st.none(), st.sampled_from(ALL_CARDS)), min_size=1, max_size=7).map(tuple)
known_cards = st.lists(st.sampled_from(ALL_CARDS), max_size=5).map(tuple)


def actions(players: int):
    player = st.integers(1, players)
    return st.lists(st.one_of(
        st.builds(lambda c: Action("db", cards=c), maybe_cards),
        st.builds(lambda p, c: Action("dh", p, c), player, maybe_cards),
        st.builds(lambda p, v: Action(v, p), player, st.sampled_from(["pb", "cc", "f", "sm", "sd"])),
        st.builds(lambda p, a: Action("cbr", p, amount=a), player, positive),
        st.builds(lambda p, c: Action("sd", p, c), player, known_cards),
        st.builds(lambda p, c: Action("sm", p, c), player, maybe_cards),
        st.builds(lambda p: Action("sm", p, as_dealt=True), player),
    ), max_size=30).map(tuple)


@st.composite
def histories(draw):
    players = draw(st.integers(2, 9))
    per_player = st.lists(amounts, min_size=players, max_size=players).map(tuple)
    variant = draw(st.sampled_from(["NT", "FT", "F7S"]))
    stakes = {
        "NT": {"blinds_or_straddles": draw(per_player), "min_bet": draw(positive)},
        "FT": {"blinds_or_straddles": draw(per_player), "small_bet": draw(positive), "big_bet": draw(positive)},
        "F7S": {"bring_in": draw(positive), "small_bet": draw(positive), "big_bet": draw(positive)},
    }[variant]
    return HandHistory(
        variant=variant,
        antes=draw(per_player),
        starting_stacks=draw(st.lists(positive, min_size=players, max_size=players).map(tuple)),
        actions=draw(actions(players)),
        hand=draw(st.one_of(st.none(), st.integers(0, 10**6), st.text(max_size=12))),
        players=draw(st.lists(st.text(max_size=12), max_size=players).map(tuple)),
        seats=draw(st.lists(st.integers(1, 10), max_size=players).map(tuple)),
        finishing_stacks=draw(st.one_of(st.none(), per_player)),
        **stakes,
    )


@settings(max_examples=200, deadline=None)
@given(history=histories(), comment=st.text(max_size=60))
def test_a_written_hand_history_reads_back_the_same(history, comment):
    assert parse_history(format_history(history, comment)) == history
