"""The tables of the store. Alembic migrations create them; nothing else does."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, ForeignKey, LargeBinary, String, Text, UniqueConstraint
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from .chain import GENESIS


class Base(DeclarativeBase):
    pass


class StreamRow(Base):
    """A stream, with its head: written in the same transaction as each append, so a log cut short, thinned
    or rewritten no longer matches it."""

    __tablename__ = "streams"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    created_at: Mapped[datetime]
    head_version: Mapped[int] = mapped_column(server_default="0")
    head_hash: Mapped[str] = mapped_column(String(64), server_default=GENESIS)
    # A failed check: found by verify, or marked by the database when a row is deleted or changed in place.
    # Appends stop until the host acknowledges it.
    failed_version: Mapped[int | None]
    failed_reason: Mapped[str | None] = mapped_column(String(200))
    # How far verify has checked the log (and found it sound): later checks start from there.
    verified_version: Mapped[int] = mapped_column(server_default="0")
    verified_hash: Mapped[str] = mapped_column(String(64), server_default=GENESIS)
    # The rules version that audit was made under, and what it found decided otherwise today (JSON): a cache,
    # found again whenever the rules version moves on.
    audited_rules: Mapped[int] = mapped_column(server_default="0")
    rules_changes: Mapped[str] = mapped_column(Text, server_default="[]")
    # Access keys removed or changed (a link replaced, a phone signed out), counted by the database: a
    # principal remembered at one count is asked again at another.
    access_version: Mapped[int] = mapped_column(server_default="0")


class EventRow(Base):
    """One event. Rows are only ever inserted: a mistake is fixed by a new event."""

    __tablename__ = "events"
    # The primary key (stream_id, version) is the backstop against two
    # writers appending the same version.
    __table_args__ = (
        UniqueConstraint("stream_id", "idempotency_key", name="uq_events_stream_key"),
    )

    stream_id: Mapped[str] = mapped_column(ForeignKey("streams.id"), primary_key=True)
    version: Mapped[int] = mapped_column(primary_key=True)
    # The version of the first event appended by the same request.
    batch: Mapped[int]
    type: Mapped[str] = mapped_column(String(40))
    actor: Mapped[str] = mapped_column(String(40))
    payload: Mapped[str] = mapped_column(Text)
    postings: Mapped[str] = mapped_column(Text)
    recorded_at: Mapped[str] = mapped_column(String(40))
    idempotency_key: Mapped[str | None] = mapped_column(String(200))
    request_hash: Mapped[str | None] = mapped_column(String(64))
    prev_hash: Mapped[str] = mapped_column(String(64))
    hash: Mapped[str] = mapped_column(String(64))
    # The version of the rules that decided its batch (see `StoredEvent.rules_version`).
    rules_version: Mapped[int | None]


class SnapshotRow(Base):
    """Cache: a table's state folded up to `version` (whose event has `hash`), so that a cold load folds
    only the events after it. `digest` is the hash of `state`, so a corrupted snapshot is never used."""

    __tablename__ = "snapshots"

    stream_id: Mapped[str] = mapped_column(ForeignKey("streams.id"), primary_key=True)
    version: Mapped[int] = mapped_column(primary_key=True)
    hash: Mapped[str] = mapped_column(String(64))
    digest: Mapped[str] = mapped_column(String(64))
    state: Mapped[bytes] = mapped_column(LargeBinary)


class SnapshotItemRow(Base):
    """Cache: what a stream's snapshots keep beside their state because it only grows (a night's finished
    deals), one row per item, numbered from 1 in the order they came; `digest` is the hash of `item`."""

    __tablename__ = "snapshot_items"

    stream_id: Mapped[str] = mapped_column(ForeignKey("streams.id"), primary_key=True)
    number: Mapped[int] = mapped_column(primary_key=True)
    digest: Mapped[str] = mapped_column(String(64))
    item: Mapped[str] = mapped_column(Text)


class AccessKeyRow(Base):
    """A secret that lets its bearer act as one principal of one stream."""

    __tablename__ = "access_keys"

    key_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    stream_id: Mapped[str] = mapped_column(ForeignKey("streams.id"), index=True)
    principal: Mapped[str] = mapped_column(String(40))


class BalanceRow(Base):
    """Cache: each account's balance, folded from the postings of the log."""

    __tablename__ = "balances"

    stream_id: Mapped[str] = mapped_column(ForeignKey("streams.id"), primary_key=True)
    account: Mapped[str] = mapped_column(String(60), primary_key=True)
    amount: Mapped[int] = mapped_column(BigInteger)
