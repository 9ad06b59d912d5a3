"""Typed events: each event type has a payload dataclass, and folds through one registry.

A game declares its event types as `Kind(name, Payload, fold)`: the payload
is a frozen dataclass whose fields are the event's JSON payload, and
`fold(state, event, payload)` is how the event changes the state. Drafting
writes `Kind.draft(actor, payload, postings)`; folding reads the stored JSON
back into the dataclass, so a fold never digs in a dict and a misspelt field
fails loudly.

A field that defaults to None is left out of the JSON while it is None; a
field without a default is always written, null included (some payloads
always carry a key whose value may be null). A key that is a Python keyword
("is", "from") is a field named with a trailing underscore (`is_`, `from_`).

Stored payloads also carry the night's bookkeeping (the deal's number, the
command as sent): those keys are not fields and are passed over.
"""

from __future__ import annotations

import keyword
from dataclasses import MISSING, Field, dataclass, fields
from typing import Any, Callable, Generic, Mapping, TypeVar

from .events import Draft, Event, Transfer

P = TypeVar("P")


@dataclass(frozen=True)
class Kind(Generic[P]):
    name: str
    payload: type[P]
    fold: Callable[[Any, Event, P], Any]

    def read(self, data: Mapping[str, Any]) -> P:
        names = {_key(field): field.name for field in fields(self.payload)}
        return self.payload(**{names[key]: value for key, value in data.items() if key in names})

    def draft(self, actor: str, payload: P, postings: tuple[Transfer, ...] = ()) -> Draft:
        data = {}
        for field in fields(payload):
            value = getattr(payload, field.name)
            if value is not None or _required(field):
                data[_key(field)] = value
        return Draft(self.name, actor, data, postings)

    def apply(self, state: Any, event: Event) -> Any:
        return self.fold(state, event, self.read(event.payload))


def _key(field: Field) -> str:
    stem = field.name.removesuffix("_")
    return stem if keyword.iskeyword(stem) else field.name


def _required(field: Field) -> bool:
    return field.default is MISSING and field.default_factory is MISSING


def registry(*kinds: Kind) -> Mapping[str, Kind]:
    """Event kinds by name; a name registered twice is a mistake in the game's code."""
    found: dict[str, Kind] = {}
    for kind in kinds:
        if kind.name in found:
            raise ValueError(f"event type {kind.name!r} is registered twice")
        found[kind.name] = kind
    return found

