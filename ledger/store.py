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
from typing import Any, Mapping, Sequence

from sqlalchemy import Connection, delete, func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from . import at_once, balances, pipelined
from .chain import ACKNOWLEDGED, GENESIS, event_hash, last_altered, outside_the_log, problems
from .events import NewEvent, StoredEvent, from_row, now_text, row_values, to_row, with_hash
from .at_once import INSERT_EVENTS, MOVE_HEAD
from .conflict import Conflict
from .models import BalanceRow, EventRow, SnapshotItemRow, SnapshotRow, StreamRow
from .statements import BATCH, HEAD_AND_LAST, HEAD_LAST_AND_KEY, KEYS, KEYS_ANY, LOAD, LOAD_UNTIL, LOCK


class KeyReused(Exception):
    """An idempotency key came back with a different request."""


@dataclass(frozen=True)
class Head:
    version: int
    hash: str


@dataclass(frozen=True)
class Damage:
    """Where a log's check failed, with the head its last append wrote and the last row found."""

    version: int
    reason: str
    stored: Head
    found: Head
    rows: int


class Damaged(Exception):
    """The log no longer matches its head, or verify found it broken: it is not extended."""

    def __init__(self, damage: Damage):
        super().__init__(f"the log failed its check at version {damage.version}: {damage.reason}")
        self.damage = damage


def create_stream(session: Session, stream_id: str) -> None:
    session.add(StreamRow(id=stream_id, created_at=datetime.now(timezone.utc), head_version=0, head_hash=GENESIS))
    session.flush()


@dataclass(frozen=True)
class Opened:
    """A stream as a transaction finds it: the head its last append wrote, and whether its rows still end
    there (else where its check fails)."""

    head: Head
    damage: Damage | None
    access_version: int = 0  # how many times the stream's access keys were removed or changed
    keyed: Mapping[str, int] = field(default_factory=dict)  # of the idempotency keys asked about, the batch of each used
    after: int | None = None  # the version `later` follows, if the opening read the events after it
    later: Sequence[StoredEvent] = ()


def open_stream(session: Session, stream_id: str, write: bool = False, keys: Sequence[str] = (),
                after: int | None = None) -> Opened | None:
    """One statement at the start of every append and read (one snapshot, even while others append), or
    None if there is no such stream. Only when the rows disagree with the head is the chain walked, to name
    the first version that is wrong; rows deleted or changed in place are marked on the stream by the
    database itself (migration 0003's triggers), so nothing here reads the whole log.

    With one request's idempotency key, the same statement finds the batch that key appended, if any; the keys
    of several requests take one more.

    A writer (`write`) on PostgreSQL locks the stream's row first, so that writers to one stream queue as
    SQLite's BEGIN IMMEDIATE makes them, instead of all but one failing their compare-and-set; what it reads
    then, in the same round trip (`_locked`), it reads once the lock is held. It may also ask for the events
    after a version (`after`, the one its process folded last): the next round trip would be for those."""
    connection = session.connection()
    if write and connection.dialect.name != "sqlite":
        row, keyed, later = _locked(connection, stream_id, keys, after)
    else:
        row, later = _head_row(connection, stream_id, keys), None
        if row is not None and len(keys) == 1:
            keyed = {keys[0]: row.keyed} if row.keyed is not None else {}
        else:
            keyed = dict(connection.execute(KEYS, {"stream": stream_id, "keys": list(keys)}).all()) if keys else {}
    if row is None:
        return None
    stored = Head(row.head_version, row.head_hash)
    found = _last(row)
    if row.failed_version is not None:
        damage = Damage(row.failed_version, row.failed_reason, stored, found, _rows(session, stream_id))
    elif found != stored:
        damage = _named(session, stream_id, stored, found, _rows(session, stream_id))
    else:
        damage = None
    return Opened(stored, damage, row.access_version, keyed, None if later is None else after, later or ())


def _head_row(connection: Connection, stream_id: str, keys: Sequence[str]):
    statement = HEAD_LAST_AND_KEY if len(keys) == 1 else HEAD_AND_LAST
    values = {"stream_id": stream_id, **({"key": keys[0]} if len(keys) == 1 else {})}
    if pipelined.unbegun(connection):  # the transaction's first statement: sent with its BEGIN
        [rows] = pipelined.first(connection, [at_once.compiled(statement, connection.dialect, values)])
        return rows[0] if rows else None
    return connection.execute(statement, values).one_or_none()


def _locked(connection: Connection, stream_id: str, keys: Sequence[str], after: int | None):
    """The stream's row locked, then its head and last row, the batches of `keys` and the events after
    `after`: one round trip (with the transaction's BEGIN), each statement after the lock seeing what the
    writer it waited for committed."""
    values = {"stream_id": stream_id, "stream": stream_id, "keys": list(keys), "after": after}
    wanted = [LOCK, HEAD_AND_LAST, *([KEYS_ANY] if keys else []), *([LOAD] if after is not None else [])]
    found = pipelined.first(connection, [at_once.compiled(statement, connection.dialect, values)
                                         for statement in wanted])
    pipelined.locked(connection, stream_id)
    if not found[1]:
        return None, {}, None
    keyed = dict(found[2]) if keys else {}
    later = [from_row(event) for event in found[-1]] if after is not None else None
    return found[1][0], keyed, later


def intact_head(row) -> Head | None:
    """The head a row of `head_and_last` names, if the stream's rows end there and nothing marked them changed:
    what a read that finds no damage goes on from."""
    stored = Head(row.head_version, row.head_hash)
    return stored if row.failed_version is None and _last(row) == stored else None


def _last(row) -> Head:
    return Head(row.last_version, row.last_hash) if row.last_version is not None else Head(0, GENESIS)


def stream_exists(session: Session, stream_id: str) -> bool:
    return session.get(StreamRow, stream_id) is not None


def head_version(connection: Connection | Session, stream_id: str) -> int | None:
    """The stream's version, or None if there is no such stream."""
    return connection.scalar(select(StreamRow.head_version).where(StreamRow.id == stream_id))


def stored_head(session: Session, stream_id: str) -> Head:
    """The head the last append wrote."""
    row = session.execute(select(StreamRow.head_version, StreamRow.head_hash).where(StreamRow.id == stream_id)).one()
    return Head(row.head_version, row.head_hash)


def damage(session: Session, stream_id: str) -> Damage | None:
    """Whether the rows still end at the head and nobody changed them, and verify found nothing; else where not."""
    return open_stream(session, stream_id).damage


def require_intact(session: Session, stream_id: str) -> Head:
    """The stored head, or Damaged."""
    return intact(open_stream(session, stream_id))


def intact(opened: Opened) -> Head:
    if opened.damage is not None:
        raise Damaged(opened.damage)
    return opened.head


def _rows(session: Session, stream_id: str) -> int:
    return session.scalar(select(func.count()).select_from(EventRow).where(EventRow.stream_id == stream_id))


def _named(session: Session, stream_id: str, stored: Head, found: Head, rows: int) -> Damage:
    events, unreadable = load_checked(session, stream_id)
    broken = [p for p in problems(events) if p.acknowledged_by is None]
    if unreadable is not None and (not broken or unreadable < broken[0].version):
        return Damage(unreadable, "the stored event cannot be read", stored, found, rows)
    if broken:
        return Damage(broken[0].version, broken[0].reason, stored, found, rows)
    if found.version > stored.version:
        return Damage(stored.version + 1, f"the log goes on past version {stored.version}, where its last append "
                                          "ended: events were added behind the referee's back", stored, found, rows)
    if found.version < stored.version:
        return Damage(found.version + 1, f"the log ends at version {found.version}, but its last append reached "
                                         f"version {stored.version}", stored, found, rows)
    return Damage(stored.version, "the last event is not the one its append wrote: the chain was rewritten",
                  stored, found, rows)


@dataclass(frozen=True)
class Checkpoint:
    """How far verify has checked the log and found it sound, the rules version its audit re-decided the
    batches under, and what that audit found decided otherwise (plain data, as the audit wrote it)."""

    head: Head
    audited_rules: int
    rules_changes: list


def checkpoint(session: Session, stream_id: str) -> Checkpoint:
    row = session.execute(select(StreamRow.verified_version, StreamRow.verified_hash, StreamRow.audited_rules,
                                 StreamRow.rules_changes).where(StreamRow.id == stream_id)).one()
    return Checkpoint(Head(row.verified_version, row.verified_hash), row.audited_rules, json.loads(row.rules_changes))


def advance_checkpoint(session: Session, stream_id: str, verified: Checkpoint) -> None:
    """Verify found the log sound up to `verified`: later checks start there (it never moves back)."""
    session.execute(update(StreamRow).where(StreamRow.id == stream_id,
                                            StreamRow.verified_version <= verified.head.version,
                                            StreamRow.failed_version.is_(None))
                    .values(verified_version=verified.head.version, verified_hash=verified.head.hash,
                            audited_rules=verified.audited_rules, rules_changes=json.dumps(verified.rules_changes)))


def record_failure(session: Session, stream_id: str, version: int, reason: str) -> None:
    """Verify found the log broken where no append looks (an edited row): appends stop until acknowledged."""
    session.execute(update(StreamRow).where(StreamRow.id == stream_id)
                    .values(failed_version=version, failed_reason=reason[:200]))


def acknowledge(session: Session, stream_id: str, payload: dict[str, Any], *, key: str | None = None,
                request_hash: str | None = None, rules_version: int | None = None) -> StoredEvent:
    """The host's acknowledgement of the damage found at `payload["at_version"]`, appended after the last
    stored row: the log goes on from there, with a head and a count that match the rows as they stand, and
    the balances folded from them again. It records how far the damage runs (`through`), when the host
    looked, and the rows found outside the log, so that they are part of what the host looked at."""
    last = session.execute(select(EventRow.version, EventRow.hash).where(EventRow.stream_id == stream_id)
                           .order_by(EventRow.version.desc()).limit(1)).first()
    after = Head(last.version, last.hash) if last and last.version >= 1 else Head(0, GENESIS)
    events, _ = load_checked(session, stream_id)
    at = payload["at_version"]
    payload = {**payload, "through": max(at, last_altered(events, at)), "acknowledged_at": now_text(),
               **({"outside": outside} if (outside := outside_the_log(events)) else {})}
    stored = seal([NewEvent(ACKNOWLEDGED, "host", payload)], stream_id, after, key, request_hash, rules_version)[0]
    session.add(to_row(stored))
    try:
        session.flush()
    except IntegrityError as error:
        raise Conflict(after.version, None) from error  # another acknowledgement got there first
    # The rows before it are as the host found them: the next verify checks them all again, and no state
    # folded from them before is used.
    session.execute(update(StreamRow).where(StreamRow.id == stream_id).values(
        head_version=stored.version, head_hash=stored.hash, failed_version=None, failed_reason=None,
        verified_version=0, verified_hash=GENESIS, audited_rules=0, rules_changes="[]"))
    session.execute(delete(SnapshotRow).where(SnapshotRow.stream_id == stream_id))
    session.execute(delete(SnapshotItemRow).where(SnapshotItemRow.stream_id == stream_id))
    session.execute(delete(BalanceRow).where(BalanceRow.stream_id == stream_id))
    session.flush()
    balances.post(session, stream_id, [p for event in events + [stored] if event.version >= 1
                                       for p in event.postings])
    return stored


def load(session: Session, stream_id: str, after: int = 0, until: int | None = None) -> list[StoredEvent]:
    """The events after version `after` (up to `until`), read as plain rows: no ORM objects to build."""
    statement, values = (LOAD, {}) if until is None else (LOAD_UNTIL, {"until": until})
    rows = session.connection().execute(statement, {"stream": stream_id, "after": after, **values})
    return [from_row(row) for row in rows]


def load_checked(session: Session, stream_id: str) -> tuple[list[StoredEvent], int | None]:
    """The events up to the first row that cannot be decoded, and that row's version."""
    rows = session.scalars(select(EventRow).where(EventRow.stream_id == stream_id).order_by(EventRow.version))
    events = []
    for row in rows:
        try:
            events.append(from_row(row))
        except (ValueError, TypeError):
            return events, row.version
    return events, None


def find_batch(session: Session, stream_id: str, key: str) -> list[StoredEvent] | None:
    """The events appended by the request that used `key`, if any."""
    batch = session.connection().execute(KEYS, {"stream": stream_id, "keys": [key]}).first()
    return None if batch is None else load_batch(session, stream_id, batch.batch)


def load_batch(session: Session, stream_id: str, batch: int) -> list[StoredEvent]:
    return [from_row(row) for row in session.connection().execute(BATCH, {"stream": stream_id, "batch": batch})]


def append(
    session: Session,
    stream_id: str,
    expected: int,
    events: Sequence[NewEvent],
    *,
    key: str | None = None,
    request_hash: str | None = None,
    head: Head | None = None,
    rules_version: int | None = None,
) -> list[StoredEvent]:
    """Append `events` (decided under `rules_version`) after version `expected`, with the new head, or raise
    Conflict (or Damaged). `head` is the intact head this transaction already read (`open_stream`), if it did."""
    head = head or require_intact(session, stream_id)
    if head.version != expected:
        raise Conflict(expected, head.version)
    stored = seal(events, stream_id, head, key, request_hash, rules_version)
    append_sealed(session, stream_id, head, stored)
    return stored


def append_sealed(session: Session, stream_id: str, head: Head, stored: Sequence[StoredEvent]) -> None:
    """Write events already sealed after `head` (one batch or several), move the head to the last of them and
    post their money; or raise Conflict, having written nothing, if another writer got there first."""
    connection = session.connection()
    rows = [row_values(event) for event in stored]
    move = {"stream": stream_id, "from_version": head.version, "from_hash": head.hash,
            "to_version": stored[-1].version, "to_hash": stored[-1].hash}
    postings = [p for event in stored for p in event.postings]
    if connection.dialect.name == "postgresql":  # a round trip saved is worth more than a statement there
        return at_once.append(session, stream_id, head.version, rows, move, balances.changes(stream_id, postings))
    try:
        connection.execute(INSERT_EVENTS, rows[0] if len(rows) == 1 else rows)  # one row: no executemany
    except IntegrityError as error:
        # The (stream, version) key or the idempotency key was taken by a
        # concurrent writer between our read and our insert.
        raise Conflict(head.version, None) from error
    # Compare and set: the head moves only from the one this append extended.
    if connection.execute(MOVE_HEAD, move).rowcount != 1:
        raise Conflict(head.version, None)
    balances.post(session, stream_id, postings)


def seal(events: Sequence[NewEvent], stream_id: str, after: Head, key: str | None,
         request_hash: str | None, rules_version: int | None = None) -> list[StoredEvent]:
    """The events as rows after `after`: one batch, decided under `rules_version`, each hash chained to the
    one before."""
    prev, recorded_at, stored = after.hash, now_text(), []
    for offset, new in enumerate(events):
        draft = StoredEvent(
            stream_id=stream_id,
            version=after.version + 1 + offset,
            batch=after.version + 1,
            type=new.type,
            actor=new.actor,
            payload=new.payload,
            postings=tuple(new.postings),
            recorded_at=recorded_at,
            idempotency_key=key if offset == 0 else None,
            request_hash=request_hash if offset == 0 else None,
            prev_hash=prev,
            hash="",
            rules_version=rules_version,
        )
        prev = event_hash(prev, draft.content())
        stored.append(with_hash(draft, prev))
    return stored


def stream_ids(session: Session) -> list[str]:
    return list(session.scalars(select(StreamRow.id).order_by(StreamRow.id)))


def rebuild_balances(session: Session, stream_id: str, folded: Mapping[str, int]) -> None:
    """Drop the stream's balances cache and write it again: each account as the log's postings fold
    (`money.fold`), so a long log is folded as it is read, never held whole."""
    session.execute(delete(BalanceRow).where(BalanceRow.stream_id == stream_id))
    balances.add(session, stream_id, folded)
