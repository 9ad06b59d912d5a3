"""An event as the store keeps it: what an append is given, what it stored, and its row."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any

from .models import EventRow
from .money import Posting


@dataclass(frozen=True)
class NewEvent:
    type: str
    actor: str
    payload: dict[str, Any] = field(default_factory=dict)
    postings: tuple[Posting, ...] = ()


@dataclass(frozen=True)
class StoredEvent:
    stream_id: str
    version: int
    batch: int
    type: str
    actor: str
    payload: dict[str, Any]
    postings: tuple[Posting, ...]
    recorded_at: str
    idempotency_key: str | None
    request_hash: str | None
    prev_hash: str
    hash: str
    # The version of the rules that decided the batch; None on rows recorded before versions were kept.
    rules_version: int | None = None

    def content(self) -> dict[str, Any]:
        """Everything the hash covers (the rules version only where it was recorded, so older rows keep
        their hashes)."""
        content = {
            "stream": self.stream_id,
            "version": self.version,
            "batch": self.batch,
            "type": self.type,
            "actor": self.actor,
            "payload": self.payload,
            "postings": [p.as_list() for p in self.postings],
            "recorded_at": self.recorded_at,
            "idempotency_key": self.idempotency_key,
            "request_hash": self.request_hash,
        }
        if self.rules_version is not None:
            content["rules_version"] = self.rules_version
        return content


def now_text() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def with_hash(event: StoredEvent, hash_: str) -> StoredEvent:
    return StoredEvent(**{**event.__dict__, "hash": hash_})


def to_row(event: StoredEvent) -> EventRow:
    return EventRow(**row_values(event))


def row_values(event: StoredEvent) -> dict[str, Any]:
    return dict(
        stream_id=event.stream_id,
        version=event.version,
        batch=event.batch,
        type=event.type,
        actor=event.actor,
        payload=json.dumps(event.payload, sort_keys=True),
        postings=json.dumps([p.as_list() for p in event.postings]),
        recorded_at=event.recorded_at,
        idempotency_key=event.idempotency_key,
        request_hash=event.request_hash,
        prev_hash=event.prev_hash,
        hash=event.hash,
        rules_version=event.rules_version,
    )


def from_row(row: EventRow) -> StoredEvent:
    return StoredEvent(
        stream_id=row.stream_id,
        version=row.version,
        batch=row.batch,
        type=row.type,
        actor=row.actor,
        payload=json.loads(row.payload),
        postings=tuple(Posting(*p) for p in json.loads(row.postings)),
        recorded_at=row.recorded_at,
        idempotency_key=row.idempotency_key,
        request_hash=row.request_hash,
        prev_hash=row.prev_hash,
        hash=row.hash,
        rules_version=row.rules_version,
    )
