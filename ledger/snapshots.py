"""Snapshots: a stream's state folded up to a version, kept as opaque bytes so a cold load folds only the
events after it.

A snapshot is a cache. It names the event it was folded up to (version and hash)
and carries the digest of its bytes, so that a reader can tell a snapshot that
no longer leads to the log, or whose bytes changed, and drop it. The store
keeps the newest and, of the older ones, the first of each rung of versions
(`thin`), so that the state before any deal is a snapshot and at most a rung of
events away while the rows grow with the log, not with its square.

What a state would only accumulate (a night's finished deals) is kept beside
it as items, one row each, written once and read only when asked for: a
snapshot of a long night stays as small, and as quick to read, as one of a
short night.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from sqlalchemy import and_, delete, exists, func, select
from sqlalchemy.orm import Session

from .models import SnapshotItemRow, SnapshotRow


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


def thin(session: Session, stream_id: str, rung: int) -> None:
    """Keep the stream's newest snapshot and the oldest of each `rung` versions: drop the one before the
    newest unless it is the first of its rung."""
    versions = session.scalars(select(SnapshotRow.version).where(SnapshotRow.stream_id == stream_id)
                               .order_by(SnapshotRow.version.desc()).limit(2)).all()
    if len(versions) < 2:
        return
    before = versions[1]
    older = SnapshotRow.__table__.alias("older")
    same_rung = exists().where(and_(older.c.stream_id == stream_id, older.c.version < before,
                                    older.c.version >= before // rung * rung))
    session.execute(delete(SnapshotRow).where(SnapshotRow.stream_id == stream_id, SnapshotRow.version == before,
                                              same_rung))


@dataclass(frozen=True)
class Item:
    number: int
    digest: str
    item: str

    @property
    def intact(self) -> bool:
        return digest(self.item.encode()) == self.digest


def item_count(session: Session, stream_id: str) -> int:
    """How many items the stream keeps (numbered 1 to that, as they were added)."""
    return session.scalar(select(func.max(SnapshotItemRow.number)).where(SnapshotItemRow.stream_id == stream_id)) or 0


def add_items(session: Session, stream_id: str, first: int, items: list[str]) -> None:
    """Keep `items`, numbered from `first` on."""
    if items:
        session.execute(SnapshotItemRow.__table__.insert(),
                        [{"stream_id": stream_id, "number": first + offset, "digest": digest(item.encode()),
                          "item": item} for offset, item in enumerate(items)])


def items(session: Session, stream_id: str, through: int) -> list[Item]:
    """The stream's items numbered 1 to `through`, in order (fewer if some are missing)."""
    rows = session.execute(select(SnapshotItemRow.number, SnapshotItemRow.digest, SnapshotItemRow.item)
                           .where(SnapshotItemRow.stream_id == stream_id, SnapshotItemRow.number <= through)
                           .order_by(SnapshotItemRow.number))
    return [Item(*row) for row in rows]


def drop(session: Session, stream_id: str | None = None) -> int:
    """Delete the snapshots of one stream, or of every stream, and the items kept beside them; how many
    snapshots were deleted."""
    statement, beside = delete(SnapshotRow), delete(SnapshotItemRow)
    if stream_id is not None:
        statement = statement.where(SnapshotRow.stream_id == stream_id)
        beside = beside.where(SnapshotItemRow.stream_id == stream_id)
    session.execute(beside)
    return session.execute(statement).rowcount
