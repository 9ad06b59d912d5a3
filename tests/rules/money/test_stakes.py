import pytest

from referee.rules.core.errors import RuleError
from referee.rules.money.stakes import (
    FIXED,
    NO,
    POT,
    SPREAD,
    STAKE_OPTIONS,
    Stakes,
    Structure,
    cents,
    stakes_from_options,
)


def test_no_options_means_nickel_quarter_spread_limit_without_forced_bets():
    stakes = stakes_from_options({})
    assert stakes == Stakes(Structure(SPREAD, min_bet=5, max_bet=25, max_raises=3))
    assert (stakes.ante, stakes.small_blind, stakes.big_blind, stakes.bring_in) == (0, 0, 0, 0)


def test_the_catalog_options_describe_the_defaults():
    defaults = {option.name: option.default for option in STAKE_OPTIONS}
    assert stakes_from_options(defaults) == stakes_from_options({})
    assert len(defaults) == len(STAKE_OPTIONS)
    assert {"betting", "ante", "small_blind", "big_blind", "bring_in"} <= set(defaults)


@pytest.mark.parametrize("options, expected", [
    ({"betting": FIXED, "small_bet": 10, "big_bet": 20, "ante": 5, "bring_in": 5},
     Stakes(Structure(FIXED, small_bet=10, big_bet=20), ante=5, bring_in=5)),
    ({"betting": NO, "min_bet": 10, "small_blind": 5, "big_blind": 10},
     Stakes(Structure(NO, min_bet=10), small_blind=5, big_blind=10)),
    ({"betting": POT, "min_bet": 25},
     Stakes(Structure(POT, min_bet=25))),
    ({"betting": SPREAD, "min_bet": 10, "max_bet": 50, "max_raises": 0},
     Stakes(Structure(SPREAD, min_bet=10, max_bet=50, max_raises=0))),
    ({"jokers": 2, "ante": 10}, Stakes(ante=10)),
], ids=["fixed limit stud", "no limit blinds", "pot limit", "spread uncapped",
        "other options ignored"])
def test_options_build_the_stakes(options, expected):
    assert stakes_from_options(options) == expected


@pytest.mark.parametrize("options, unit, field", [
    ({"betting": "table"}, 5, "betting"),
    ({"ante": 3}, 5, "ante"),
    ({"ante": 30, "min_bet": 25, "max_bet": 100}, 25, "ante"),
    ({"ante": -5}, 5, "ante"),
    ({"ante": True}, 5, "ante"),
    ({"max_bet": "25"}, 5, "max_bet"),
    ({"max_raises": 1.5}, 5, "max_raises"),
    ({"min_bet": 50, "max_bet": 25}, 5, "min_bet"),
    ({"min_bet": 0}, 5, "min_bet"),
    ({"betting": FIXED, "small_bet": 40, "big_bet": 20}, 5, "small_bet"),
    ({"betting": NO, "min_bet": 0}, 5, "min_bet"),
    ({"small_blind": 10, "big_blind": 5}, 5, "small_blind"),
])
def test_bad_options_are_refused_naming_the_option(options, unit, field):
    with pytest.raises(RuleError) as refused:
        stakes_from_options(options, unit=unit)
    assert refused.value.code == "bad_option"
    assert field in refused.value.fields


def test_amounts_must_be_multiples_of_the_smallest_chip():
    with pytest.raises(RuleError, match=r"multiple of 25¢ \(the smallest chip\)"):
        stakes_from_options({"min_bet": 10, "max_bet": 50}, unit=25)
    assert stakes_from_options({"min_bet": 25, "max_bet": 100, "max_raises": 4}, unit=25)


@pytest.mark.parametrize("amount, said", [
    (0, "0¢"), (5, "5¢"), (95, "95¢"), (100, "$1.00"), (125, "$1.25"), (1005, "$10.05"),
])
def test_amounts_read_as_players_say_them(amount, said):
    assert cents(amount) == said


@pytest.mark.parametrize("options, min_bet", [
    ({"betting": NO, "min_bet": 5, "small_blind": 25, "big_blind": 50}, 50),
    ({"betting": POT, "min_bet": 100, "small_blind": 25, "big_blind": 50}, 50),
    ({"betting": NO, "min_bet": 5, "small_blind": 40}, 40),  # a lone blind
    ({"betting": NO, "min_bet": 5}, 5),  # blinds off
    ({"betting": SPREAD, "min_bet": 5, "small_blind": 25, "big_blind": 50}, 5),
], ids=["no limit", "pot limit", "lone blind", "no blinds posted", "spread limit keeps its own"])
def test_in_pot_and_no_limit_a_game_with_blinds_makes_the_big_blind_the_smallest_bet(options, min_bet):
    assert stakes_from_options(options, blinds=True).structure.min_bet == min_bet
    assert stakes_from_options(options).structure.min_bet == options["min_bet"]
