"""A deal started by mistake is taken back whole by its dealer or the host, until a card or chip has moved: the
antes and blinds the referee took as it started go back, the log keeps both, and the night is as it was."""

from __future__ import annotations

from dataclasses import replace

import pytest

from referee.rules.catalog import VARIANTS
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from referee.rules.money.pots import CARRIED
from referee.rules.night import night as rules
from referee.rules.night.undo import TAKE_BACK_DEAL, can_take_back_deal
from tests.rules.night.test_all_killed import SIX_KILLS, play, six_kills  # noqa: F401 (a fixture)
from tests.support.guts_night import GutsNight
from tests.support.night import Night

TAKE_BACK = {"type": TAKE_BACK_DEAL}
BLINDS = {"betting": "no", "small_blind": 25, "big_blind": 50, "min_bet": 50}


def test_the_dealer_takes_back_a_deal_started_by_mistake_and_the_blinds_go_back():
    table = Night({1: 1000, 2: 1000, 3: 1000})
    before = table.night
    table.do(1, {"type": "start_deal", "variant": "holdem", "options": BLINDS})
    assert [table.stack(seat) for seat in (1, 2, 3)] == [1000, 975, 950]
    taken = table.do(1, TAKE_BACK)[0]
    assert taken.payload["says"] == ("deal 1 (Texas hold'em) is taken back before a card or chip moved: the chips "
                                     "it took go back")
    assert replace(table.night, version=before.version, taken_back=()) == before
    assert table.night.taken_back == ({"number": 1, "variant": "holdem", "by": "seat:1", "version": 7},)
    table.do(1, {"type": "start_deal", "variant": "five_card_draw"})  # the same dealer deals what was meant
    assert table.night.deal.number == 1 and table.night.deal.dealer == 1
    assert sum(1 for event in table.log if event.type == "deal_started") == 2  # the log keeps both


@pytest.mark.parametrize("who,refused", [(2, "Only P1, who deals it, or the host can take back deal 1."),
                                         (HOST, None), (1, None)])
def test_only_the_dealer_or_the_host_takes_a_deal_back(who, refused):
    table = Night({1: 1000, 2: 1000, 3: 1000})
    table.do(1, {"type": "start_deal", "variant": "five_card_draw"})
    actor = who if isinstance(who, str) else f"seat:{who}"
    assert can_take_back_deal(table.night, actor) is (refused is None)
    if refused:
        with pytest.raises(RuleError) as no:
            table.do(who, TAKE_BACK)
        assert no.value.message == refused
    else:
        table.do(who, TAKE_BACK)
        assert table.night.deal is None and table.stack(2) == 1000


def test_once_a_card_is_entered_the_deal_stays_until_that_entry_is_taken_back():
    table = Night({1: 1000, 2: 1000, 3: 1000})
    table.do(1, {"type": "start_deal", "variant": "five_card_draw"})
    table.do(2, {"type": "cards", "cards": ["As", "Ad", "Ac", "Kd", "2s"]})
    with pytest.raises(RuleError) as refused:
        table.do(1, TAKE_BACK)
    assert refused.value.message == ("Deal 1 can't be taken back: cards have been entered or chips bet since it "
                                     "started. Take back the last action, or play the deal out.")
    table.do(2, {"type": "take_back"})
    table.do(1, TAKE_BACK)
    assert table.night.deal is None and [table.stack(seat) for seat in (1, 2, 3)] == [1000] * 3


def test_a_bet_ends_the_chance_and_no_deal_means_nothing_to_take_back():
    table = Night({1: 1000, 2: 1000, 3: 1000})
    with pytest.raises(RuleError, match="No deal is being played"):
        table.do(HOST, TAKE_BACK)
    table.do(HOST, {"type": "start_deal", "variant": "holdem", "options": BLINDS, "dealer": 3})
    table.do(3, {"type": "call"})  # three-handed the dealer acts first
    assert not can_take_back_deal(table.night, HOST)
    with pytest.raises(RuleError, match="chips bet since it started"):
        table.do(HOST, TAKE_BACK)


def test_the_first_deal_of_guts_taken_back_gives_back_its_antes_and_no_game_goes_on():
    guts = GutsNight([500] * 4)
    before = guts.night
    guts.start(dealer=4)
    assert [guts.night.balance(rules.stack(seat)) for seat in range(1, 5)] == [495] * 4  # the antes
    guts.do(HOST, TAKE_BACK)  # the stored take-back folds as the one decided (the support checks it)
    assert replace(guts.night, version=before.version, taken_back=()) == before
    guts.do(HOST, {"type": "start_deal", "variant": "five_card_draw", "dealer": 4})  # guts never went on


def test_a_pot_carried_into_a_deal_taken_back_waits_for_the_next(six_kills):  # noqa: F811
    table = Night({1: 500, 2: 500, 3: 500})
    play(table, 3, {1: "6c", 2: "6d", 3: "6h"})
    assert table.night.balance(CARRIED) == 15
    table.do(HOST, {"type": "start_deal", "variant": "five_card_draw", "dealer": 1})
    assert table.night.balance(CARRIED) == 0
    table.do(HOST, TAKE_BACK)
    assert table.night.balance(CARRIED) == 15 and table.night.carried_by == {1: 5, 2: 5, 3: 5}


@pytest.mark.parametrize("key", sorted(VARIANTS))
def test_every_game_started_and_taken_back_leaves_the_night_as_it_was(key):
    variant = VARIANTS[key]
    table = Night({seat: 1000 for seat in range(1, variant.min_players + 1)})
    before = table.night
    table.do(HOST, {"type": "start_deal", "variant": key})
    table.do(HOST, TAKE_BACK)
    assert replace(table.night, version=before.version, taken_back=()) == before
    assert sum(table.night.accounts.values()) == 0 and rules.replay(table.log) == table.night
