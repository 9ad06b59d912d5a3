"""Effects on cards as they turn up, and scripts that repeat, loop and go player by player.

The games here exist only for these tests: each puts one piece of the engine
to work the way a house game will (baseball's black six, its four, the wild
tax and the rainout; a loop until a condition; a phase for each player).
"""

from __future__ import annotations

import pytest

from referee.rules.catalog import VARIANTS
from referee.rules.core.wilds import threes_and_nines
from referee.rules.poker.deal import PokerGame
from referee.rules.poker.effects import Charge, Kill, MakeWild, OfferCard, Redeal, black_six, rank_of
from referee.rules.poker.phases import Betting, Cards, Draw
from referee.rules.poker.script import EachPlayer, Repeat, Until
from referee.rules.poker.variant import PokerVariant

BASEBALL = PokerGame(
    key="test_baseball", title="Baseball, as a test", description="Stud with baseball's effects.",
    phases=(Cards(down=2, up=1), Betting(), Cards(up=1), Betting(), Cards(up=1), Betting()),
    stud=True, wild=threes_and_nines(), defaults={"ante": 5},
    effects=(
        Kill(black_six, "a black six turned up kills the hand"),
        OfferCard(rank_of(4), lambda options: 25, "a four turned up: one more card for 25¢"),
        Charge(rank_of(3, 9), lambda options: 25, "the wild tax"),
        Redeal(lambda card: card.code == "7d", "rainout"),
    ),
)

WILD_FIVES = PokerGame(
    key="test_wild_fives", title="Wild fives, as a test", description="A five turned up is wild.",
    phases=(Cards(down=1, up=1), Betting(), Cards(up=1), Betting()),
    stud=True, defaults={"ante": 5},
    effects=(MakeWild(rank_of(5)), MakeWild(rank_of(8), for_all=False)),
)

LOOPS = PokerGame(
    key="test_loops", title="Loops, as a test", description="A board dealt until it has four cards.",
    phases=(
        Cards(down=2), Betting(),
        Until(lambda state: len(state.zones.community) >= 4, (Cards(community=2), Betting())),
        Repeat(2, (Cards(community=1),)),
        EachPlayer(Draw(most=1)),
    ),
    defaults={"ante": 5},
)


@pytest.fixture
def game(monkeypatch, deal):
    def start(pokergame, stacks, **options):
        monkeypatch.setitem(VARIANTS, pokergame.key, PokerVariant(pokergame))
        return deal(pokergame.key, stacks, dealer=max(stacks), **options)
    return start


def test_a_black_six_turned_up_kills_the_hand_at_once(game):
    d = game(BASEBALL, {1: 500, 2: 500, 3: 500})
    d.act(3, {"type": "deal_up", "cards": {"1": "Kh", "2": "6s", "3": "Qd"}})
    assert d.state.in_hand == {1, 3} and d.state.killed == {2}
    assert d.variant.view(d.state, None)["seats"][1]["killed"] == "6♠: a black six turned up kills the hand"
    assert "deal_up" not in d.legal(3) and "check" in d.legal(1) | d.legal(3)
    assert d.replayed() == d.state


def test_the_last_hand_left_after_a_kill_takes_the_pot(game):
    d = game(BASEBALL, {1: 500, 2: 500})
    d.act(2, {"type": "deal_up", "cards": {"1": "6c", "2": "Qd"}})
    assert d.state.result is not None and d.stack(2) == 505


def test_a_four_turned_up_offers_its_owner_a_card_they_pay_for(game):
    d = game(BASEBALL, {1: 500, 2: 500, 3: 500})
    d.act(3, {"type": "deal_up", "cards": {"1": "4h", "2": "Kd", "3": "Qd"}})
    assert d.state.current.name == "purchase" and d.state.to_act() == 1
    assert d.legal(1) >= {"buy", "decline"} and not d.legal(2) - {"cards"}
    assert d.refuse(2, {"type": "buy"}).code == "no_offer"
    d.act(1, {"type": "buy"})
    assert d.stack(1) == 470 and d.state.pot == 40 and d.state.down_count(1) == 3
    assert d.state.current.name == "betting"
    d.act(1, {"type": "cards", "cards": ["As", "Ad", "Ac"]})
    assert d.replayed() == d.state


def test_a_purchase_or_a_tax_is_no_bet_the_ruling_gives_back(game):
    d = game(BASEBALL, {1: 500, 2: 500})
    d.act(2, {"type": "deal_up", "cards": {"1": "4h", "2": "3d"}})  # seat 2 is taxed, seat 1 may buy
    d.act(1, {"type": "buy"})
    assert d.state.pot == 60 and d.state.dead_money == 50
    d.act(2, {"type": "check"})  # the wild 3♦ bets first
    d.act(1, {"type": "check"})
    for up in ({"1": "Kh", "2": "Kd"}, {"1": "Qh", "2": "Qd"}):
        d.act(2, {"type": "deal_up", "cards": up})
        d.act(2, {"type": "check"})
        d.act(1, {"type": "check"})
    d.act(1, {"type": "show", "cards": ["Ah", "Ac", "As"]})
    drafts = d.act(2, {"type": "show", "cards": ["2h", "5c"]})
    assert drafts[-1].payload["refunds"] == {} and drafts[-1].payload["pots"][0]["amount"] == 60
    assert d.stack(1) == 500 - 5 - 25 + 60 and d.stack(2) == 500 - 5 - 25


def test_offers_made_in_one_wave_come_in_playing_order(game):
    d = game(BASEBALL, {1: 500, 2: 500, 3: 500})
    d.act(3, {"type": "deal_up", "cards": {"1": "Kh", "2": "4d", "3": "4c"}})
    assert d.state.to_act() == 2
    d.act(2, {"type": "decline"})
    assert d.state.to_act() == 3 and d.state.current.name == "purchase"


def test_a_purchase_a_player_cannot_afford_is_not_offered(game):
    d = game(BASEBALL, {1: 20, 2: 500})
    d.act(2, {"type": "deal_up", "cards": {"1": "4h", "2": "Kd"}})
    assert "buy" not in d.legal(1) and "decline" in d.legal(1)
    d.act(1, {"type": "decline"})
    assert d.state.down_count(1) == 2 and d.state.current.name == "betting"


TAXES = [
    # the card turned up, the stack behind after the ante, what is charged, what is short
    ("3h", 495, 25, None),
    ("9c", 495, 25, None),
    ("3h", 15, 15, 10),
    ("Kh", 495, None, None),
]


@pytest.mark.parametrize("card, behind, charged, short", TAXES)
def test_the_wild_tax_is_charged_as_the_card_turns_up(game, card, behind, charged, short):
    d = game(BASEBALL, {1: behind + 5, 2: 500})
    drafts = d.act(2, {"type": "deal_up", "cards": {"1": card, "2": "Qd"}})
    charges = [draft for draft in drafts if draft.type == "charge"]
    if charged is None:
        assert not charges
        return
    assert charges[0].payload["amount"] == charged and charges[0].payload.get("short") == short
    assert charges[0].payload["rule"].endswith("the wild tax")
    assert d.stack(1) == behind - charged and d.state.pot == 10 + charged


def test_a_rainout_deals_everything_again_and_the_pot_stays(game):
    d = game(BASEBALL, {1: 500, 2: 500, 3: 500})
    d.act(3, {"type": "deal_up", "cards": {"1": "Kh", "2": "2s", "3": "Qd"}})
    d.act(1, {"type": "bet", "amount": 10})
    d.act(2, {"type": "fold"})
    d.act(3, {"type": "call"})
    drafts = d.act(3, {"type": "deal_up", "cards": {"1": "7d", "3": "Jd"}})
    assert drafts[-1].type == "redeal" and drafts[-1].payload["players"] == [1, 3]
    assert d.state.pot == 35 and d.state.in_hand == {1, 3}
    assert d.state.zones.up == {} and d.state.down_count(1) == 2 and d.legal(3) >= {"deal_up"}
    d.act(3, {"type": "deal_up", "cards": {"1": "Kh", "3": "7d"}})  # the cards are dealt again
    assert d.replayed() == d.state


def test_a_card_turned_up_makes_its_rank_wild_for_all_or_for_its_owner(game):
    d = game(WILD_FIVES, {1: 500, 2: 500, 3: 500})
    assert not d.state.wild(None)
    d.act(3, {"type": "deal_up", "cards": {"1": "5h", "2": "8d", "3": "Qd"}})
    assert d.state.wild(None).words == "Fives are wild"
    assert d.state.wild(2).words == "Fives and eights are wild" and d.state.wild(1).words == "Fives are wild"
    assert d.variant.view(d.state, 3)["wilds"] == "Fives are wild"


def test_a_script_loops_until_its_condition_repeats_and_goes_player_by_player(game):
    d = game(LOOPS, {1: 500, 2: 500, 3: 500})
    for seat in (1, 2, 3):
        d.act(seat, {"type": "check"})
    for round_ in range(2):  # two cards a time until the board has four
        assert d.legal(3) >= {"community"}
        d.act(3, {"type": "community", "cards": [["2h", "3h"], ["4h", "5h"]][round_]})
        for seat in (1, 2, 3):
            d.act(seat, {"type": "check"})
    d.act(3, {"type": "community", "cards": ["6h"]})
    d.act(3, {"type": "community", "cards": ["7h"]})
    assert len(d.state.zones.community) == 6
    for seat in (1, 2, 3):  # a draw phase of its own for each player in turn
        assert d.state.to_act() == seat and d.state.current.name == "draw"
        assert d.refuse(seat, {"type": "draw", "count": 2}).code == "too_many_drawn"
        d.act(seat, {"type": "draw", "count": 1})
    assert d.state.at_showdown and d.replayed() == d.state
