"""The statements the store reads a stream with, built once so that each is compiled once."""

from __future__ import annotations

from sqlalchemy import String, any_, bindparam, select
from sqlalchemy.dialects.postgresql import ARRAY

from .models import EventRow, StreamRow

_events = EventRow.__table__


def head_and_last(*more):
    """The stream row beside its last event, in one statement (built once)."""
    last = (select(EventRow.version, EventRow.hash).where(EventRow.stream_id == bindparam("stream_id"))
            .order_by(EventRow.version.desc()).limit(1).subquery())
    return select(
        StreamRow.head_version, StreamRow.head_hash, StreamRow.failed_version, StreamRow.failed_reason,
        StreamRow.access_version,
        select(last.c.version).scalar_subquery().label("last_version"),
        select(last.c.hash).scalar_subquery().label("last_hash"),
        *more,
    ).where(StreamRow.id == bindparam("stream_id"))


HEAD_AND_LAST = head_and_last()
HEAD_LAST_AND_KEY = head_and_last(
    select(_events.c.batch).where(_events.c.stream_id == bindparam("stream_id"),
                                  _events.c.idempotency_key == bindparam("key")).scalar_subquery().label("keyed"))
# A writer's lock on the stream's row (PostgreSQL): the statements sent after it see what the writer before
# it committed.
LOCK = select(StreamRow.id).where(StreamRow.id == bindparam("stream_id")).with_for_update()

LOAD = (select(_events).where(_events.c.stream_id == bindparam("stream"), _events.c.version > bindparam("after"))
        .order_by(_events.c.version))
LOAD_UNTIL = LOAD.where(_events.c.version <= bindparam("until"))
KEYS = select(_events.c.idempotency_key, _events.c.batch).where(
    _events.c.stream_id == bindparam("stream"), _events.c.idempotency_key.in_(bindparam("keys", expanding=True)))
# KEYS as a driver is sent it, past SQLAlchemy (which expands a list into one parameter each): PostgreSQL only.
KEYS_ANY = select(_events.c.idempotency_key, _events.c.batch).where(
    _events.c.stream_id == bindparam("stream"), _events.c.idempotency_key == any_(bindparam("keys", type_=ARRAY(String))))
BATCH = (select(_events).where(_events.c.stream_id == bindparam("stream"), _events.c.batch == bindparam("batch"))
         .order_by(_events.c.version))
