"""The games a table can deal: the built-in catalog, and the games the table defined on its log.

A definition is recorded as a `define_game` event, by the host or any seat,
so a replay of the night builds the same game from the same data. A name is
taken once per table: a deal in the log always finds the game it was dealt in.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ..builder import definition as builder
from ..catalog import VARIANTS
from ..core.errors import RuleError
from ..engine.events import Draft, Event
from ..engine.variant import Variant
from .state import Night


def variant_of(night: Night, key: Any) -> Variant | None:
    """The game dealt under this key at this table, if there is one."""
    if key in VARIANTS:
        return VARIANTS[key]
    if isinstance(key, str) and key in night.games:
        return builder.variant(night.games[key])
    return None


def table_variants(night: Night) -> list[Variant]:
    """Every game this table can deal: the built-in ones, then its own in the order it defined them."""
    return list(VARIANTS.values()) + [builder.variant(definition) for definition in night.games.values()]


def title_of(night: Night, key: str) -> str:
    found = variant_of(night, key)
    return found.title if found is not None else key


def decide_define(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    definition = command.get("definition")
    found = builder.problems(definition)
    if found:
        listed = " ".join(f"{number}. {problem}" for number, problem in enumerate(found, 1))
        raise RuleError("bad_definition", f"This game can't be played as defined: {listed}", {"definition": found})
    builder.priced_in_chips(definition, night.unit)
    key = builder.key_of(definition["name"])
    if key in night.games or key in VARIANTS or any(v.title.lower() == definition["name"].strip().lower()
                                                     for v in VARIANTS.values()):
        raise RuleError("game_name_taken", f"This table already has a game called {definition['name'].strip()}: "
                                           "give the new one another name.")
    return [Draft("define_game", actor, {"key": key, "definition": dict(definition)})]


def apply_define(night: Night, event: Event) -> Night:
    return replace(night, games={**night.games, event.payload["key"]: event.payload["definition"]})
