"""The event store: append-only streams with optimistic appends and a hash chain.

An append states the version its writer saw; if another write got there
first, nothing is written and `Conflict` is raised. A request's idempotency
key is stored on the first event it appended, so a retry finds that batch and
gets the same answer instead of writing again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Iterable, Sequence

from sqlalchemy import delete, func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from . import money
from .chain import GENESIS, event_hash
from .models import BalanceRow, EventRow, StreamRow
from .money import Posting


class Conflict(Exception):
    """Another write reached the stream first; nothing was written."""

    def __init__(self, expected: int | None, actual: int | None):
        super().__init__(f"expected version {expected}, the stream is at {actual}")
        self.expected = expected
        self.actual = actual


class KeyReused(Exception):
    """An idempotency key came back with a different request."""


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

    def content(self) -> dict[str, Any]:
        """Everything the hash covers."""
        return {
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


def now_text() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="microseconds")


def create_stream(session: Session, stream_id: str) -> None:
    session.add(StreamRow(id=stream_id, created_at=datetime.now(timezone.utc)))
    session.flush()


def stream_exists(session: Session, stream_id: str) -> bool:
    return session.get(StreamRow, stream_id) is not None


def head_version(session: Session, stream_id: str) -> int:
    version = session.scalar(select(func.max(EventRow.version)).where(EventRow.stream_id == stream_id))
    return version or 0


def load(session: Session, stream_id: str, after: int = 0) -> list[StoredEvent]:
    rows = session.scalars(
        select(EventRow)
        .where(EventRow.stream_id == stream_id, EventRow.version > after)
        .order_by(EventRow.version)
    )
    return [_from_row(row) for row in rows]


def load_checked(session: Session, stream_id: str) -> tuple[list[StoredEvent], int | None]:
    """The events up to the first row that cannot be decoded, and that row's version."""
    rows = session.scalars(select(EventRow).where(EventRow.stream_id == stream_id).order_by(EventRow.version))
    events = []
    for row in rows:
        try:
            events.append(_from_row(row))
        except (ValueError, TypeError):
            return events, row.version
    return events, None


def find_batch(session: Session, stream_id: str, key: str) -> list[StoredEvent] | None:
    """The events appended by the request that used `key`, if any."""
    first = session.scalar(
        select(EventRow).where(EventRow.stream_id == stream_id, EventRow.idempotency_key == key)
    )
    if first is None:
        return None
    rows = session.scalars(
        select(EventRow)
        .where(EventRow.stream_id == stream_id, EventRow.batch == first.version)
        .order_by(EventRow.version)
    )
    return [_from_row(row) for row in rows]


def append(
    session: Session,
    stream_id: str,
    expected: int,
    events: Sequence[NewEvent],
    *,
    key: str | None = None,
    request_hash: str | None = None,
) -> list[StoredEvent]:
    """Append `events` after version `expected`, or raise Conflict."""
    actual = head_version(session, stream_id)
    if actual != expected:
        raise Conflict(expected, actual)
    prev = _hash_of(session, stream_id, actual)
    recorded_at = now_text()
    stored: list[StoredEvent] = []
    for offset, new in enumerate(events):
        version = expected + 1 + offset
        draft = StoredEvent(
            stream_id=stream_id,
            version=version,
            batch=expected + 1,
            type=new.type,
            actor=new.actor,
            payload=new.payload,
            postings=tuple(new.postings),
            recorded_at=recorded_at,
            idempotency_key=key if offset == 0 else None,
            request_hash=request_hash if offset == 0 else None,
            prev_hash=prev,
            hash="",
        )
        prev = event_hash(prev, draft.content())
        stored.append(_with_hash(draft, prev))
    session.add_all(_to_row(event) for event in stored)
    try:
        session.flush()
    except IntegrityError as error:
        # The (stream, version) key or the idempotency key was taken by a
        # concurrent writer between our read and our insert.
        raise Conflict(expected, None) from error
    _post(session, stream_id, [p for event in stored for p in event.postings])
    return stored


def balances(session: Session, stream_id: str) -> dict[str, int]:
    rows = session.scalars(select(BalanceRow).where(BalanceRow.stream_id == stream_id))
    return {row.account: row.amount for row in rows if row.amount}


def rebuild_balances(session: Session) -> tuple[int, list[str]]:
    """Drop the balances cache and fold it again from every stream's log.

    Returns the number of streams and those whose log has an unreadable event
    (their cache holds what could be read; verify names the event).
    """
    session.execute(delete(BalanceRow))
    streams = session.scalars(select(StreamRow.id).order_by(StreamRow.id)).all()
    broken = []
    for stream_id in streams:
        events, unreadable = load_checked(session, stream_id)
        _post(session, stream_id, [p for event in events for p in event.postings])
        if unreadable is not None:
            broken.append(stream_id)
    return len(streams), broken


def first_broken_link(events: Iterable[StoredEvent]) -> int | None:
    """The first version whose hash or link does not match its content."""
    prev = GENESIS
    for expected_version, event in enumerate(events, start=1):
        if event.version != expected_version or event.prev_hash != prev:
            return expected_version
        if event_hash(prev, event.content()) != event.hash:
            return event.version
        prev = event.hash
    return None


def _post(session: Session, stream_id: str, postings: list[Posting]) -> None:
    for account, change in money.fold({}, postings).items():
        row = session.get(BalanceRow, (stream_id, account))
        if row is None:
            session.add(BalanceRow(stream_id=stream_id, account=account, amount=change))
        else:
            row.amount += change
    session.flush()


def _hash_of(session: Session, stream_id: str, version: int) -> str:
    if version == 0:
        return GENESIS
    return session.scalar(
        select(EventRow.hash).where(EventRow.stream_id == stream_id, EventRow.version == version)
    )


def _with_hash(event: StoredEvent, hash_: str) -> StoredEvent:
    return StoredEvent(**{**event.__dict__, "hash": hash_})


def _to_row(event: StoredEvent) -> EventRow:
    return EventRow(
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
    )


def _from_row(row: EventRow) -> StoredEvent:
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
    )
