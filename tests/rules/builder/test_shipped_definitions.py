"""Each built-in house game that the definition language expresses has its definition in the repository,
and the definition plays like the game: a random deal of the built-in game, played from its own legal
actions, is played again command by command at a table that defined the game, and after every command both
tables hold the same money and the same deal (the cards in every zone, who is in, who is dead, the result).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.rules.builder.definition import key_of, problems
from referee.rules.engine.events import HOST, REFEREE, Event
from referee.rules.night import night as rules
from tests.rules.test_every_game import VARIANTS, Night, play

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
DEFINITIONS = {path.stem: json.loads(path.read_text()) for path in sorted(SHIPPED.glob("*.json"))}


def test_the_wild_stud_games_and_daytime_baseball_are_shipped_as_definitions():
    assert set(DEFINITIONS) >= {"queen_and_what_follows", "man_with_the_axe", "tiramisu", "exclusive_war",
                                "hi_di_deu_wi", "daytime_baseball", "salt_and_pepper", "plus_node",
                                "five_card_draw", "seven_card_stud", "holdem", "pineapple"}
    for key, definition in DEFINITIONS.items():
        assert problems(definition) == [], key


def essentials(night: rules.Night):
    """What a player can hold the referee to: the money, and the deal's cards, hands and result."""
    deal = night.deal
    state = None if deal is None else deal.state
    result = None if state is None else state.result
    kept = None if state is None else (state.stacks, state.paid, state.in_hand, state.killed, state.zones,
                                       result, state.dead_money, state.made_wild, state.owed, state.current.name)
    return night.accounts, kept


def requests(log: list[Event]):
    """The commands of the deal as the players sent them, in order, each with its actor."""
    for event in log:
        command = event.payload.get("hidden", {}).get("command") if isinstance(event.payload, dict) else None
        if event.type == "take_back":  # the author took their last action back at once
            command = {"type": "take_back"}
        if command is not None and event.actor != REFEREE:
            yield event, command


@pytest.mark.parametrize("key", sorted(set(DEFINITIONS) & set(VARIANTS)))  # the others are the house's own games
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), players=st.integers(2, 5), chosen=st.data())
def test_a_definition_plays_like_the_built_in_game(key, seed, players, chosen):
    """The game's own options (Daytime's wild tax and rainout) are the built-in game's, chosen alike, and so
    are its stakes (Omaha's pot limit, razz's bring-in)."""
    options = {**VARIANTS[key].game.defaults, **{entry["name"]: chosen.draw(st.booleans(), label=entry["name"])
                                                 for entry in DEFINITIONS[key].get("options", [])}}
    built_in = Night(key, [1000] * players, random.Random(seed))
    built_in.do(HOST, {"type": "start_deal", "variant": key, "dealer": 1, "options": options})
    play(built_in)

    definition = DEFINITIONS[key]
    original, twin = rules.Night(), rules.Night()
    for event in built_in.log[:players + 1]:  # the table opens and everyone buys in
        original, twin = rules.apply(original, event), rules.apply(twin, event)
    twin = _fold(twin, rules.decide(twin, HOST, {"type": "define_game", "definition": definition}))
    events = iter(built_in.log[players + 1:])
    for request, command in requests(built_in.log[players + 1:]):
        for event in events:  # the original table up to this request
            if event is request:
                break
            original = rules.apply(original, event)
        assert essentials(twin) == essentials(original), command
        if command["type"] == "start_deal":
            command = {**command, "variant": key_of(definition["name"])}
        twin = _fold(twin, rules.decide(twin, request.actor, command))
        original = rules.apply(original, request)
    for event in events:
        original = rules.apply(original, event)
    assert essentials(twin) == essentials(original)
    dealt = twin.deal or twin.deals[-1]
    assert dealt.variant == key_of(definition["name"])


def _fold(night: rules.Night, drafts) -> rules.Night:
    for draft in drafts:
        night = rules.apply(night, Event(night.version + 1, draft.type, draft.actor, draft.payload,
                                         tuple(draft.postings)))
    return night
