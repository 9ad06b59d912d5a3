"""Typed events: each event type has a payload dataclass, and folds through one registry.

A game declares its event types as `Kind(name, Payload, fold)`: the payload
is a frozen dataclass whose fields are the event's JSON payload (a field
that is None is left out of the JSON), and `fold(state, event, payload)` is
how the event changes the state. Drafting writes `Kind.draft(actor, payload,
postings)`; folding reads the stored JSON back into the dataclass, so a fold
never digs in a dict and a misspelt field fails loudly.

Stored payloads also carry the night's bookkeeping (the deal's number, the
command as sent): those keys are not fields and are passed over.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Callable, Generic, Iterable, Mapping, TypeVar

from .events import Draft, Event, Transfer

P = TypeVar("P")


@dataclass(frozen=True)
class Kind(Generic[P]):
    name: str
    payload: type[P]
    fold: Callable[[Any, Event, P], Any]

    def read(self, data: Mapping[str, Any]) -> P:
        names = {field.name for field in fields(self.payload)}
        return self.payload(**{key: value for key, value in data.items() if key in names})

    def draft(self, actor: str, payload: P, postings: tuple[Transfer, ...] = ()) -> Draft:
        data = {field.name: getattr(payload, field.name) for field in fields(payload)}
        return Draft(self.name, actor, {key: value for key, value in data.items() if value is not None}, postings)

    def apply(self, state: Any, event: Event) -> Any:
        return self.fold(state, event, self.read(event.payload))


def registry(*kinds: Kind) -> Mapping[str, Kind]:
    """Event kinds by name; a name registered twice is a mistake in the game's code."""
    found: dict[str, Kind] = {}
    for kind in kinds:
        if kind.name in found:
            raise ValueError(f"event type {kind.name!r} is registered twice")
        found[kind.name] = kind
    return found


def merged(*registries: Mapping[str, Kind] | Iterable[Kind]) -> Mapping[str, Kind]:
    return registry(*(kind for group in registries for kind in (group.values() if isinstance(group, Mapping) else group)))
