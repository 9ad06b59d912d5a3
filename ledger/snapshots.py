"""Snapshots: a stream's state folded up to a version, kept as opaque bytes so a cold load folds only the
events after it.

A snapshot is a cache. It names the event it was folded up to (version and hash)
and carries the digest of its bytes, so that a reader can tell a snapshot that
no longer leads to the log, or whose bytes changed, and drop it. The store
keeps every one it is given, so that the state before any deal is a snapshot and
a few events away.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from sqlalchemy import delete, select
from sqlalchemy.orm import Session

from .models import SnapshotRow


@dataclass(frozen=True)
class Snapshot:
    stream_id: str
    version: int
    hash: str
    digest: str
    state: bytes

    @property
    def intact(self) -> bool:
        """Whether the bytes are still those the snapshot was written with."""
        return digest(self.state) == self.digest


def digest(state: bytes) -> str:
    return hashlib.sha256(state).hexdigest()


def save(session: Session, stream_id: str, version: int, hash_: str, state: bytes) -> None:
    """Keep `state` as the stream's snapshot at `version` (in place of one at that version)."""
    session.execute(delete(SnapshotRow).where(SnapshotRow.stream_id == stream_id, SnapshotRow.version == version))
    session.add(SnapshotRow(stream_id=stream_id, version=version, hash=hash_, digest=digest(state), state=state))
    session.flush()


def latest_version(session: Session, stream_id: str) -> int | None:
    return session.scalar(select(SnapshotRow.version).where(SnapshotRow.stream_id == stream_id)
                          .order_by(SnapshotRow.version.desc()).limit(1))


def latest(session: Session, stream_id: str, at_most: int | None = None) -> Snapshot | None:
    """The stream's newest snapshot, or the newest at `at_most` or before."""
    query = (select(SnapshotRow.stream_id, SnapshotRow.version, SnapshotRow.hash, SnapshotRow.digest,
                    SnapshotRow.state).where(SnapshotRow.stream_id == stream_id))
    if at_most is not None:
        query = query.where(SnapshotRow.version <= at_most)
    row = session.execute(query.order_by(SnapshotRow.version.desc()).limit(1)).first()
    return Snapshot(row.stream_id, row.version, row.hash, row.digest, bytes(row.state)) if row else None


def drop(session: Session, stream_id: str | None = None) -> int:
    """Delete the snapshots of one stream, or of every stream; how many were deleted."""
    statement = delete(SnapshotRow)
    if stream_id is not None:
        statement = statement.where(SnapshotRow.stream_id == stream_id)
    return session.execute(statement).rowcount
