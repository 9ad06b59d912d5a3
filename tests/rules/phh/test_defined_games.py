"""A deal of a game the table defined, as a PHH file: the file carries the definition and the game's own
options, and replays under them to the table's stacks; a deal PHH can't say is refused with the reason.

Each shipped definition is dealt at random (tests/rules/test_every_game.py: a player who knows no game,
take-backs and corrections included) with options the game offers, then exported and replayed.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from referee.rules.builder import definition as builder
from referee.rules.builder.definition import problems
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST
from referee.rules.phh.export import Inexpressible, export_deal, export_night
from referee.rules.phh.notation import parse_history
from referee.rules.phh.replay import replay
from tests.rules.builder.test_definitions import definitions
from tests.rules.builder.test_shipped_definitions import DEFINITIONS
from tests.rules.test_every_game import Night, play, start

ALWAYS = ("holdem", "pineapple", "five_card_draw", "seven_card_stud")  # nothing in them PHH can't say
REASONS = ("PHH has no action for ", "A PHH hand starts and ends with its own pot", "PHH has no jokers")


def dealt(name: str, seed: int, players: int, options: dict | None = None) -> Night:
    """A night that defined the shipped game `name` and played one deal of it at random, with these options
    (None: options the game offers, chosen at random)."""
    definition = DEFINITIONS[name]
    players = min(players, builder.variant(definition).max_players)
    night = Night(builder.key_of(definition["name"]), [1000] * players, random.Random(seed),
                  variant=builder.variant(definition))
    night.do(HOST, {"type": "define_game", "definition": definition})
    if options is None:
        start(night, players)
    else:
        night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 1, "options": options})
    play(night)
    return night


def sayable(definition: dict) -> dict:
    """The definition without the script steps PHH has no action for, and without jokers (PHH has none):
    most deals of it then have a file."""
    return {**definition, "script": [entry for entry in definition["script"]
                                     if entry["kind"] in ("deal", "bet", "draw", "discard")],
            "wild": [entry for entry in definition.get("wild", []) if entry["kind"] != "jokers"]}


def exported_and_replayed(night: Night, definition: dict) -> str | None:
    """The night's first deal, if over, exported and replayed: None if it replays to the table's stacks, or the
    reason it has no hand history."""
    if night.live.deal is not None:
        return None  # still being played after the bound of steps: no hand history yet
    try:
        text = export_deal(night.log, 1)
    except Inexpressible as refusal:
        assert refusal.message.startswith(REASONS), refusal.message
        return refusal.message
    history = parse_history(text)
    assert history.variant == "_" + builder.key_of(definition["name"])
    assert history.definition == definition
    dealt_with = next(event for event in night.log if event.type == "deal_started").payload["options"]
    assert history.options == {option.name: dealt_with[option.name] for option in night.variant.game.options}
    replayed = replay(history)
    assert replayed.checked and replayed.agrees, replayed.differences()
    written = {card for action in history.actions for card in action.cards if card is not None}
    assert written <= night.public | night.gathered, "a card nobody was shown"
    return None


@pytest.mark.parametrize("name", sorted(DEFINITIONS))
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 5))
def test_a_deal_of_a_defined_game_replays_to_the_tables_stacks_or_is_refused_with_the_reason(name, seed, players):
    night = dealt(name, seed, players)
    refusal = exported_and_replayed(night, DEFINITIONS[name])
    assert refusal is None or name not in ALWAYS, refusal


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(definition=definitions().map(sayable), seed=st.integers(0, 2**32 - 1))
def test_any_definition_exports_a_deal_that_replays_or_says_why_not(definition, seed):
    if problems(definition):
        return
    night = Night(builder.key_of(definition["name"]), [1000] * 3, random.Random(seed),
                  variant=builder.variant(definition))
    night.do(HOST, {"type": "define_game", "definition": definition})
    players = min(3, night.variant.max_players)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 1, "seats": list(range(1, players + 1))})
    play(night)
    event("refused" if exported_and_replayed(night, definition) else "replayed")


def test_a_defined_game_is_written_with_its_definition_and_options():
    night = dealt("holdem", 7, 3, {})
    text = export_deal(night.log, 1)
    assert "# A game the table defined: _house:texas-hold-em-as-defined, its rules in _definition" in text
    fields = text.splitlines()
    assert 'variant = "_house:texas-hold-em-as-defined"' in fields
    assert f"_definition = {json.dumps(json.dumps(DEFINITIONS['holdem']))}" in fields
    assert "_options = {}" in fields


def test_a_game_whose_pot_outlives_the_deal_has_no_hand_history():
    night = dealt("monte_carlo", 3, 3, {})
    with pytest.raises(Inexpressible) as refused:
        export_deal(night.log, 1)
    assert refused.value.message == ("A PHH hand starts and ends with its own pot, and Monte Carlo (as defined) "
                                     "keeps its pot from deal to deal until someone wins it.")
    with pytest.raises(RuleError) as none:
        export_night(night.log)
    assert none.value.code == "no_phh_deals"


def changed(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new)


def test_a_file_whose_definition_the_builder_would_refuse_is_refused_with_every_problem():
    text = export_deal(dealt("five_card_draw", 1, 3, {}).log, 1)
    bad = changed(text, '{\\"kind\\": \\"draw\\", \\"most\\": 3', '{\\"kind\\": \\"draw\\", \\"most\\": 9')
    with pytest.raises(RuleError) as refused:
        replay(parse_history(bad))
    assert refused.value.message.startswith("The game in '_definition' can't be played as defined: Script step 3 "
                                            "(draw): the most ")


def test_a_file_whose_code_names_another_game_than_its_definition_is_refused():
    text = export_deal(dealt("five_card_draw", 1, 3, {}).log, 1)
    other = changed(text, 'variant = "_house:five-card-draw-as-defined"', 'variant = "_house:bat-ladders"')
    with pytest.raises(RuleError) as refused:
        replay(parse_history(other))
    assert refused.value.message == ("The variant _house:bat-ladders is not the game '_definition' defines, "
                                     "Five-card draw (as defined) (_house:five-card-draw-as-defined).")


@pytest.mark.parametrize("written, reason", [
    ("", "needs the field '_definition': the game's definition as JSON text"),
    ('_definition = "[1, 2]"', "needs the field '_definition'"),
    ('_definition = "{nope"', "needs the field '_definition'"),
    ("_definition = 3", "needs the field '_definition'"),
    ('_options = "rainout"', "'_options' must be a table of the game's own options"),
])
def test_a_defined_game_without_its_definition_is_no_hand_history(written, reason):
    text = export_deal(dealt("five_card_draw", 1, 3, {}).log, 1)
    name = written.split(" = ")[0] or "_definition"
    text = "\n".join(line for line in text.splitlines() if not line.startswith(name)) + "\n" + written
    with pytest.raises(RuleError) as refused:
        parse_history(text)
    assert reason in refused.value.message
