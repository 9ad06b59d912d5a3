"""RULINGS.md "Everywhere": if every hand still in is killed, nobody wins that pot: it is carried into the pot of
the next deal of the night, whatever the game; if the night closes first, it goes back to those who paid into it,
in proportion (option: split among the killed hands still in).

The game here exists for these tests: five-card stud in which a six in the hole kills the hand at the showdown.
"""

from __future__ import annotations

import pytest

from referee.rules.catalog import VARIANTS
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from referee.rules.money.pots import CARRIED
from referee.rules.night import night as rules
from referee.rules.night.settle import in_proportion
from referee.rules.poker.deal import PokerGame, Verdict
from referee.rules.poker.phases import Betting, Cards
from referee.rules.poker.variant import PokerVariant
from tests.support.night import Night

SIX_KILLS = PokerGame(
    key="test_six_kills", title="A six in the hole kills, as a test", description="Five-card stud; a six in the "
    "hole kills the hand.", phases=(Cards(down=1, up=4), Betting()), stud=True, defaults={"ante": 5},
    judge=lambda state, seat, cards: Verdict(killed=True, why="a six in the hole")
    if any(card.rank == 6 for card in state.zones.shown.get(seat, ())) else Verdict(),
)
UP = {1: ["2c", "5d", "9h", "Js"], 2: ["3c", "7d", "Th", "Qs"], 3: ["4c", "8d", "Tc", "Ks"]}


@pytest.fixture(autouse=True)
def six_kills(monkeypatch):
    monkeypatch.setitem(VARIANTS, SIX_KILLS.key, PokerVariant(SIX_KILLS))


def play(night: Night, dealer: int, down: dict[int, str], bet: int = 0) -> dict:
    """A deal: seat 1 bets `bet` (0: checks) and everyone calls, to the showdown; each shows its hole card."""
    night.do(HOST, {"type": "start_deal", "variant": SIX_KILLS.key, "dealer": dealer})
    for wave in range(4):
        night.do(dealer, {"type": "deal_up", "cards": {str(seat): cards[wave] for seat, cards in UP.items()}})
    while night.night.deal is not None and (seat := night.state.to_act()) is not None:
        if bet and "bet" in {a["type"] for a in night.night.deal.rules.legal_actions(night.state, seat)}:
            night.do(seat, {"type": "bet", "amount": bet})
        else:
            night.do(seat, {"type": "call"} if night.state.round.high > night.state.round.bets[seat]
                     else {"type": "check"})
    drafts = []
    for seat, card in down.items():
        drafts = night.do(seat, {"type": "show", "cards": [card]})
    return drafts[-1].payload


def test_every_hand_killed_nobody_wins_and_the_next_deal_of_any_game_takes_the_pot():
    night = Night({1: 500, 2: 500, 3: 500})
    ruling = play(night, 3, {1: "6c", 2: "6d", 3: "6h"})
    assert ruling["pots"][0]["winners"] == [] and ruling["pots"][0]["carried"] == {"1": 5, "2": 5, "3": 5}
    assert ruling["summary"] == ("Nobody wins the pot of 15¢: every hand still in is killed, and it is carried into "
                                 "the pot of the next deal.")
    assert night.night.balance(CARRIED) == 15 and not night.night.balanced
    night.do(HOST, {"type": "start_deal", "variant": "five_card_draw", "dealer": 1})  # another game takes it
    assert night.night.balance(CARRIED) == 0 and night.state.pot == 30
    for seat in (2, 3):
        night.do(seat, {"type": "fold"})
    assert night.stack(1) == 520  # 490 after two antes; the pot of 30: the antes of this deal and the carried 15


def test_a_pot_carried_when_the_night_closes_goes_back_in_proportion_to_what_each_paid():
    night = Night({1: 500, 2: 500, 3: 500})
    play(night, 3, {1: "6c", 2: "6d", 3: "6h"}, bet=20)
    assert night.night.balance(CARRIED) == 75 and night.night.carried_by == {1: 25, 2: 25, 3: 25}
    with pytest.raises(RuleError) as refused:
        rules.decide(night.night, HOST, {"type": "close"})
    assert "the pot nobody won (75¢, every hand still in killed)" in refused.value.message
    night.do(HOST, {"type": "settle_pot", "game": "carried"})
    assert [night.stack(seat) for seat in (1, 2, 3)] == [500, 500, 500]
    assert "nobody won" not in rules.closing_problem(night.night)


def test_the_table_may_split_it_among_the_killed_hands_still_in_instead():
    night = Night({1: 500, 2: 500, 3: 500})
    night.do(HOST, {"type": "start_deal", "variant": SIX_KILLS.key, "dealer": 3})
    for wave in range(4):
        night.do(3, {"type": "deal_up", "cards": {str(seat): cards[wave] for seat, cards in UP.items()}})
    night.do(night.state.to_act(), {"type": "bet", "amount": 20})
    while (seat := night.state.to_act()) is not None:
        night.do(seat, {"type": "fold"} if seat == 1 else {"type": "call"})
    for seat, card in {2: "6d", 3: "6h"}.items():
        night.do(seat, {"type": "show", "cards": [card]})
    carried = night.night.balance(CARRIED)
    assert carried == 55 and night.night.carried_killed == {2, 3}
    night.do(HOST, {"type": "settle_pot", "game": "carried", "among": "killed"})
    assert night.night.balance(CARRIED) == 0
    assert [night.stack(seat) for seat in (1, 2, 3)] == [495, 505, 500]  # 55¢ in two, the odd chip to seat 2


def test_shares_in_proportion_are_whole_chips_the_odd_ones_to_the_largest_payers():
    assert in_proportion(100, {1: 10, 2: 30}, 5) == [(1, 25), (2, 75)]
    assert in_proportion(25, {1: 10, 2: 10, 3: 20}, 5) == [(1, 5), (2, 5), (3, 15)]
