"""The hash chain: each event's hash covers its content and the hash before it."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from typing import Any, Iterable

GENESIS = "0" * 64


def canonical(data: Any) -> str:
    """One spelling of a JSON value, so equal data always hashes the same."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def event_hash(prev_hash: str, content: dict) -> str:
    return hashlib.sha256((prev_hash + canonical(content)).encode()).hexdigest()


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


# The event a host appends after looking at a damaged log: the log continues from its stored rows.
ACKNOWLEDGED = "damage_acknowledged"


@dataclass(frozen=True)
class Problem:
    version: int
    reason: str
    acknowledged_by: int | None = None


def problems(events: Iterable, after: int = 0, after_hash: str = GENESIS) -> list[Problem]:
    """Every place the chain breaks, in order, each with the acknowledgement that covers it, if any;
    `events` follow version `after`, whose hash is `after_hash` (a point already checked)."""
    chain = Chain(after, after_hash)
    for event in events:
        chain.add(event)
    return chain.problems()


class Chain:
    """The chain checked one event at a time, in version order, so a long log need not be held.

    A break stays open until an acknowledgement naming its version: the rows between are the damage the
    host looked at. An acknowledgement links to the stored row before it, and the chain goes on from it.
    A row stored below version 1 is outside the log; unless an acknowledgement lists it, it is damage named
    just after the last row of the log.
    """

    def __init__(self, after: int = 0, after_hash: str = GENESIS) -> None:
        self.found: list[Problem] = []
        self.open: Problem | None = None
        self.prev, self.expected, self.last_hash = after_hash, after + 1, after_hash
        self.outside: list[int] = []
        self.listed: set[int] = set()

    def add(self, event) -> None:
        if event.version < 1:
            self.outside.append(event.version)
            return
        if event.type == ACKNOWLEDGED:
            self.listed.update(event.payload.get("outside", ()))
        if event.type == ACKNOWLEDGED and self.open is not None:
            if event.payload.get("at_version") == self.open.version and _links(event, self.last_hash):
                self.found.append(Problem(self.open.version, self.open.reason, event.version))
                self.open, self.prev, self.expected = None, event.hash, event.version + 1
            self.last_hash = event.hash
            return
        self.last_hash = event.hash
        if self.open is not None:
            return
        if event.version != self.expected or event.prev_hash != self.prev:
            self.open = Problem(self.expected, "an event is missing or out of order here: the hash chain does not link")
        elif event_hash(self.prev, event.content()) != event.hash:
            self.open = Problem(event.version, "the hash chain does not match the stored event")
        else:
            self.prev, self.expected = event.hash, self.expected + 1

    def problems(self) -> list[Problem]:
        """What the events added so far show, as if the log ended there."""
        open_ = self.open
        strays = [version for version in self.outside if version not in self.listed]
        if strays and open_ is None:
            open_ = Problem(self.expected, f"a row was stored outside the log, at version {strays[0]}: rows were "
                                           "added or moved behind the referee's back")
        return self.found + ([open_] if open_ else [])


def last_altered(events: Iterable, start: int) -> int:
    """The last version of the damage that starts at `start`: the rows from there that do not hash to their
    own content, or are missing, until the chain links again."""
    by_version = {event.version: event for event in events}
    last, before = start, by_version.get(start - 1)
    for version in range(start, max(by_version, default=0) + 1):
        row = by_version.get(version)
        if row is None or event_hash(row.prev_hash, row.content()) != row.hash:
            last = version
        elif before is not None and row.prev_hash == before.hash:
            break
        before = row
    return last


def outside_the_log(events: Iterable) -> list[int]:
    """The versions of rows stored below version 1, which no log holds."""
    return [event.version for event in events if event.version < 1]


def _links(event, last_hash: str) -> bool:
    return event.prev_hash == last_hash and event_hash(last_hash, event.content()) == event.hash
