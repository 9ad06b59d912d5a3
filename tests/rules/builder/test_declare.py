"""High-low declaration: every player still in declares high, low or both in secret, the declarations are
revealed at once, and each pot's halves go to the best hands among those who declared each side."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from referee.rules.builder import definition as builder
from referee.rules.catalog import VARIANTS
from referee.rules.engine.events import HOST, visible_payload
from referee.rules.night import night as rules
from referee.rules.night.games import variant_of
from referee.rules.poker.phases import declare
from tests.rules.poker.conftest import Deal
from tests.rules.test_every_game import Night, play
from tests.support.stud import Stud

STUD = [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 2}, {"kind": "bet"}]
DECLARE = {"name": "Declare", "stud": True, "ante": 20, "script": STUD + [{"kind": "declare"}],
           "showdown": [{"kind": "high_low", "low": "8"}]}
SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
SHIPPED_DECLARE = json.loads((SHIPPED / "seven_card_stud_high_low_declare.json").read_text())


@pytest.fixture
def dealt(monkeypatch):
    def start(definition: dict = DECLARE, stacks=None) -> Deal:
        variant = builder.variant(definition)
        monkeypatch.setitem(VARIANTS, variant.key, variant)
        stacks = stacks or {1: 500, 2: 500, 3: 500}
        return Deal(variant.key, stacks, dealer=max(stacks))
    return start


# Each hand: (3 up cards, 2 down cards shown).
WHEEL = ("2c 3d 4h", "5s Ac")  # a five-high straight and the best low
WHEEL_TOO = ("2d 3h 4s", "5c Ad")
FLUSH = ("Kd Qd Jd", "9d 8d")  # no low
FULL_HOUSE = ("Ac Ah As", "Kc Kh")
EIGHT_LOW = ("2s 4d 6h", "7s 8c")  # 8-7-6-4-2: a low, and only eight high
KINGS = ("Kc Ks 9h", "7c 6c")  # a pair: no low
NOTHING = ("3c 5d 7h", "9s Jc")  # jack high, no low of eight or better

# Each case: the hands, what each seat declares, what each is paid from a pot of three 20¢ antes.
CASES = [
    pytest.param({1: WHEEL, 2: KINGS, 3: EIGHT_LOW}, {1: "both", 2: "high", 3: "low"}, {"1": 60},
                 id="both wins both halves: the whole pot"),
    pytest.param({1: WHEEL, 2: FLUSH, 3: EIGHT_LOW}, {1: "both", 2: "high", 3: "low"}, {"2": 30, "3": 30},
                 id="both wins the low but loses the high: nothing, the halves to the others"),
    pytest.param({1: FULL_HOUSE, 2: EIGHT_LOW, 3: NOTHING}, {1: "high", 2: "high", 3: "high"}, {"1": 60},
                 id="nobody declares low: the best hand takes all, though a low qualifies"),
    pytest.param({1: FULL_HOUSE, 2: EIGHT_LOW, 3: NOTHING}, {1: "low", 2: "low", 3: "low"}, {"2": 60},
                 id="nobody declares high: the best low takes all, though it is the worst hand"),
    pytest.param({1: FULL_HOUSE, 2: NOTHING, 3: EIGHT_LOW}, {1: "high", 2: "low", 3: "high"}, {"1": 60},
                 id="the only low declared doesn't qualify: the best high takes all"),
    pytest.param({1: WHEEL, 2: NOTHING, 3: WHEEL_TOO}, {1: "both", 2: "high", 3: "both"}, {"1": 30, "3": 30},
                 id="two both tie for both halves: they split each"),
    pytest.param({1: WHEEL, 2: EIGHT_LOW, 3: WHEEL_TOO}, {1: "both", 2: "low", 3: "high"}, {"1": 45, "3": 15},
                 id="both ties for the high and wins the low: half of one and all of the other"),
    pytest.param({1: WHEEL, 2: FLUSH, 3: ("2h 4s 5d", "7d 8h")}, {1: "both", 2: "both", 3: "both"},
                 {"1": 30, "2": 30}, id="everyone declares both and forfeits: split as if nobody had declared"),
]


def declared_deal(d: Deal, hands: dict, sides: dict) -> dict:
    stud = Stud(d)
    stud.deal({seat: up for seat, (up, _) in hands.items()})
    assert d.state.current.name == "declare"
    for seat, side in sides.items():
        d.act(seat, {"type": "declare", "side": side})
    return stud.showdown({seat: down for seat, (_, down) in hands.items()})


@pytest.mark.parametrize("hands, sides, paid", CASES)
def test_each_half_goes_to_the_best_hand_that_declared_for_it(dealt, hands, sides, paid):
    ruling = declared_deal(dealt(), hands, sides)
    assert ruling["pots"][0]["paid"] == paid


def test_each_side_pot_is_split_among_its_own_players_by_what_they_declared(dealt):
    d = dealt(stacks={1: 20, 2: 500, 3: 500})  # seat 1 is all in with the ante
    stud = Stud(d)
    stud.turn("2c Kd 3c")  # the first card up: seat 3's 3♣ is lowest and brings it in
    while (seat := d.state.to_act()) is not None:  # seats 2 and 3 put 10¢ more each into a side pot
        kinds = {action["type"] for action in d.variant.legal_actions(d.state, seat)}
        d.act(seat, {"type": "bet", "amount": 10} if "bet" in kinds else {"type": "call"} if "call" in kinds
              else {"type": "check"})
    stud.deal({1: "3d 4h", 2: "Qd Jd", 3: "5d 7h"})
    for seat, side in {1: "low", 2: "high", 3: "high"}.items():
        d.act(seat, {"type": "declare", "side": side})
    ruling = stud.showdown({1: WHEEL[1], 2: FLUSH[1], 3: NOTHING[1]})
    assert [pot["paid"] for pot in ruling["pots"]] == [{"2": 30, "1": 30}, {"2": 20}]


def test_nobody_sees_a_declaration_until_every_player_still_in_has_declared(dealt):
    d = dealt()
    Stud(d).deal({1: WHEEL[0], 2: FLUSH[0], 3: EIGHT_LOW[0]})
    [declared] = d.act(1, {"type": "declare", "side": "both"})
    for viewer in (2, 3, None):
        assert visible_payload(declared, viewer) == {}
        seen = d.variant.view(d.state, viewer)
        assert seen["declared"] == [1] and "your_declaration" not in seen and "declarations" not in seen
        assert "both" not in json.dumps(seen)
        if viewer:
            assert all(action.get("declared") is None for action in d.variant.legal_actions(d.state, viewer))
    assert d.variant.view(d.state, 1)["your_declaration"] == "both"
    d.act(1, {"type": "declare", "side": "low"})  # changed before the last one is in: still nobody else knows
    d.act(2, {"type": "declare", "side": "high"})
    assert "low" not in json.dumps(d.variant.view(d.state, 3))
    drafts = d.act(3, {"type": "declare", "side": "low"})
    assert drafts[-1].type == "declarations" and drafts[-1].actor == "referee"
    assert drafts[-1].payload["declared"] == {"1": "low", "2": "high", "3": "low"}
    for viewer in (1, 2, 3, None):
        assert d.variant.view(d.state, viewer)["declarations"] == {"1": "low", "2": "high", "3": "low"}
    assert d.state.at_showdown
    assert d.replayed() == d.state


def test_a_declaration_is_high_low_or_both_and_only_when_declaring(dealt):
    d = dealt()
    stud = Stud(d)
    assert d.refuse(1, {"type": "declare", "side": "high"}).code == "no_declaring_now"
    stud.deal({1: WHEEL[0], 2: FLUSH[0], 3: EIGHT_LOW[0]})
    assert d.refuse(1, {"type": "declare", "side": "sideways"}).message == "Declare high, low or both."
    assert d.legal(1) >= {"declare"}


HIGH_OR_LOW = {**DECLARE, "name": "High or low", "script": STUD + [{"kind": "declare", "sides": "high_or_low"}]}
# Declared before the last card and its bet, as some tables play: what was declared holds at the showdown.
EARLY = {**DECLARE, "name": "Early", "script": STUD[:3] + [{"kind": "declare"}, {"kind": "deal", "up": 1},
                                                           {"kind": "bet"}]}


def test_where_nobody_may_declare_both_a_player_declares_high_or_low(dealt):
    d = dealt(HIGH_OR_LOW)
    Stud(d).deal({1: WHEEL[0], 2: FLUSH[0], 3: EIGHT_LOW[0]})
    [offer] = [action for action in d.variant.legal_actions(d.state, 1) if action["type"] == "declare"]
    assert offer["fields"][0]["choices"] == ["high", "low"]
    assert d.refuse(1, {"type": "declare", "side": "both"}).message == "Declare high or low."
    assert "Everyone still in declares high or low, all at once." in builder.rule_text(HIGH_OR_LOW)
    for seat, side in {1: "low", 2: "high", 3: "low"}.items():
        d.act(seat, {"type": "declare", "side": side})
    ruling = Stud(d).showdown({1: WHEEL[1], 2: FLUSH[1], 3: EIGHT_LOW[1]})
    assert ruling["pots"][0]["paid"] == {"2": 30, "1": 30}


def test_a_declaration_before_the_last_card_holds_through_the_last_bet(dealt):
    d = dealt(EARLY)
    stud = Stud(d)
    stud.deal({1: WHEEL[0], 2: FLUSH[0], 3: EIGHT_LOW[0]})  # three up cards each, then the declaration
    assert d.state.current.name == "declare" and builder.problems(EARLY) == []
    for seat, side in {1: "both", 2: "high", 3: "low"}.items():
        d.act(seat, {"type": "declare", "side": side})
    assert d.variant.view(d.state, None)["declarations"] == {"1": "both", "2": "high", "3": "low"}
    stud.deal({1: "9h", 2: "2d", 3: "Kc"})  # the last card up and its bet, with everyone's declaration known
    ruling = stud.showdown({1: WHEEL[1], 2: FLUSH[1], 3: EIGHT_LOW[1]})
    assert ruling["pots"][0]["paid"] == {"2": 30, "3": 30}  # both loses the high to the flush: nothing
    assert d.replayed() == d.state


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4))
def test_a_declare_game_plays_from_its_legal_actions_with_money_kept_and_replay_equal(seed, players):
    """Random deals of the shipped game: the night checks after every event that no chip is made or lost,
    that the stored events fold to the same night, and that no view shows another seat's secret."""
    night = Night(builder.key_of(SHIPPED_DECLARE["name"]), [1000] * players, random.Random(seed), variant=True)
    night.do(HOST, {"type": "define_game", "definition": SHIPPED_DECLARE})
    night.variant = variant_of(night.live, night.key)
    for _ in range(4):  # few players fold seldom enough that most deals reach the declarations
        night.do(HOST, {"type": "start_deal", "variant": night.key})
        play(night)
        if night.live.deal is not None:  # still going on past the bound of steps
            break
    event(f"declarations revealed: {min(sum(e.type == 'declarations' for e in night.log), 2)}")
    assert rules.replay(night.log) == night.live
    assert_declarations_kept_secret(night.log)


def assert_declarations_kept_secret(log) -> None:
    """Replayed event by event: until the referee reveals them, nobody's view or log shows another seat's
    declaration (their own view shows theirs)."""
    night = rules.Night()
    for logged in log:
        night = rules.apply(night, logged)
        if logged.type == "declare":
            assert all("hidden" not in visible_payload(logged, viewer) for viewer in (None, *night.seat_numbers())
                       if viewer != int(logged.actor[5:]))
        deal = night.deal
        if deal is None or deal.state.current.name != "declare":
            continue
        secrets = {seat: side for seat in deal.seats if (side := declare.secret(deal.state, seat))}
        for viewer in (None, *deal.seats):
            seen = deal.rules.view(deal.state, viewer)
            assert "declarations" not in seen
            assert seen.get("your_declaration") == secrets.get(viewer)
            assert set(seen["declared"]) == set(secrets)


def test_a_deal_rained_out_at_the_showdown_declares_again(dealt):
    rainy = {**DECLARE, "on_cards": [{"kind": "rainout", "cards": ["7d"], "shown_too": True}]}
    d = dealt(rainy)
    Stud(d).deal({1: WHEEL[0], 2: FLUSH[0], 3: EIGHT_LOW[0]})
    for seat, side in {1: "both", 2: "high", 3: "low"}.items():
        d.act(seat, {"type": "declare", "side": side})
    assert d.state.at_showdown
    drafts = d.act(3, {"type": "show", "cards": ["7d", "8c"]})  # the 7♦ in the hole rains the deal out
    assert drafts[-1].type == "redeal"
    assert "declarations" not in d.variant.view(d.state, None) and not declare.revealed(d.state)
    Stud(d).deal({1: WHEEL[0], 2: FLUSH[0], 3: EIGHT_LOW[0]})
    assert d.state.current.name == "declare" and d.variant.view(d.state, 1)["declared"] == []


def test_a_betting_round_may_follow_the_declarations_made_known_to_all(dealt):
    d = dealt({**DECLARE, "script": STUD + [{"kind": "declare"}, {"kind": "bet"}]})
    stud = Stud(d)
    stud.deal({1: WHEEL[0], 2: FLUSH[0], 3: EIGHT_LOW[0]})
    for seat, side in {1: "both", 2: "high", 3: "low"}.items():
        d.act(seat, {"type": "declare", "side": side})
    assert d.state.current.name == "betting" and d.variant.view(d.state, 2)["declarations"]["1"] == "both"
    assert d.state.to_act() == 2  # the king high showing opens
    d.act(2, {"type": "bet", "amount": 20})
    d.act(3, {"type": "fold"})  # the only player who declared low alone
    d.act(1, {"type": "call"})
    ruling = stud.showdown({1: WHEEL[1], 2: FLUSH[1]})
    assert ruling["pots"][0]["paid"] == {"2": 100}  # both loses the high to the flush: the whole pot to it
    assert d.replayed() == d.state
