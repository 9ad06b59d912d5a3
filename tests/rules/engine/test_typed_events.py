"""Typed events: a payload dataclass per event type, the same JSON stored as before, one registry."""

from dataclasses import dataclass

import pytest

from referee.rules.engine.events import Event
from referee.rules.engine.typed import Kind, registry
from referee.rules.poker.variant import ENGINE_EVENTS


@dataclass(frozen=True)
class Drew:
    count: int
    show: str | None = None


def _fold(state, event, drew):
    return state + [drew]


DRAW = Kind("draw", Drew, _fold)


def test_a_draft_writes_its_fields_and_leaves_out_what_is_none():
    assert DRAW.draft("seat:1", Drew(2)).payload == {"count": 2}
    assert DRAW.draft("seat:1", Drew(4, "As")).payload == {"count": 4, "show": "As"}


def test_a_stored_payload_is_read_back_without_the_nights_bookkeeping():
    event = Event(7, "draw", "seat:1", {"count": 4, "show": "As", "deal": 3, "hidden": {"command": {}}})
    assert DRAW.apply([], event) == [Drew(4, "As")]


def test_a_misspelt_or_missing_field_fails_loudly():
    with pytest.raises(TypeError):
        DRAW.apply([], Event(1, "draw", "seat:1", {"cuont": 2}))


def test_an_event_type_is_registered_once():
    with pytest.raises(ValueError):
        registry(DRAW, Kind("draw", Drew, _fold))
    assert {"forced_bets", "cards", "showdown", "uncontested", "charge", "redeal"} <= set(ENGINE_EVENTS)


@dataclass(frozen=True)
class Ruled:
    winner: int | None  # no default: the key is always written
    from_: int | None = None  # stored as "from", a Python keyword


RULED = Kind("ruled", Ruled, _fold)


def test_a_field_without_a_default_is_written_even_when_null():
    assert RULED.draft("referee", Ruled(None)).payload == {"winner": None}
    assert RULED.apply([], Event(1, "ruled", "referee", {"winner": None})) == [Ruled(None)]


def test_a_keyword_key_is_a_field_named_with_a_trailing_underscore():
    assert RULED.draft("referee", Ruled(2, 1)).payload == {"winner": 2, "from": 1}
    assert RULED.apply([], Event(1, "ruled", "referee", {"winner": 2, "from": 1})) == [Ruled(2, 1)]
