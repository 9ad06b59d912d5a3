"""Several mechanics in one game: each extension's hooks, applied in order."""

from __future__ import annotations

from types import MappingProxyType, SimpleNamespace

from referee.rules.core.cards import parse_cards
from referee.rules.poker.deal import NO_EXTENSION, Extension
from referee.rules.poker.extensions import Extensions, combined

HAND, UP, MIDDLE, EXTRA = parse_cards("As Kd"), parse_cards("7c"), parse_cards("2h 3h"), parse_cards("Jk")
STATE = SimpleNamespace(zones=SimpleNamespace(shown={1: HAND}, face_up=lambda seat: UP, community=MIDDLE))


class WithoutTheMiddle(Extension):
    drafters = MappingProxyType({"a": "first"})

    def hand_cards(self, state, seat):
        return state.zones.shown[seat] + state.zones.face_up(seat)

    def view(self, state, viewer):
        return {"news": "first", "middle": "not played"}

    def must_show(self, state):
        return frozenset({2})


class WithAStandIn(Extension):
    drafters = MappingProxyType({"a": "second", "b": "second"})

    def hand_cards(self, state, seat):
        return super().hand_cards(state, seat) + EXTRA

    def view(self, state, viewer):
        return {"news": "second"}

    def must_show(self, state):
        return frozenset({3})


BOTH = Extensions((WithoutTheMiddle(), WithAStandIn()))


def test_a_hand_plays_what_each_adds_and_nothing_any_takes_away():
    assert BOTH.hand_cards(STATE, 1) == HAND + UP + EXTRA


def test_the_first_mechanics_own_an_action_both_offer_and_views_merge_in_order():
    assert dict(BOTH.drafters) == {"a": "first", "b": "second"}
    assert BOTH.folds("b") and not BOTH.folds("c")
    assert BOTH.view(STATE, None) == {"news": "second", "middle": "not played"}


def test_the_showdown_waits_for_every_seat_any_mechanics_need():
    assert BOTH.must_show(STATE) == {2, 3}


def test_one_mechanics_stay_themselves_and_none_are_none():
    one = WithAStandIn()
    assert combined((one,)) is one and combined(()) is NO_EXTENSION
