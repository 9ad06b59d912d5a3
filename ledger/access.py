"""Access keys: secrets that let their bearer act as one principal of a stream.

Only a hash of each secret is stored, salted with the stream id so that short
codes (a join code) of different streams never collide; the secret itself is
shown once, when it is made.
"""

from __future__ import annotations

import secrets
from typing import Collection

from sqlalchemy import Connection, and_, bindparam, delete, func, select
from sqlalchemy.orm import Session

from .chain import digest
from .models import AccessKeyRow, StreamRow
from .statements import head_and_last
from .store import Head, intact_head


def issue(session: Session, stream_id: str, principal: str, secret: str | None = None) -> str:
    """Store a new key for `principal` and return its secret."""
    secret = secret or secrets.token_urlsafe(24)
    session.add(AccessKeyRow(key_hash=key_hash(stream_id, secret), stream_id=stream_id, principal=principal))
    session.flush()
    return secret


def principal_of(session: Session, stream_id: str, secret: str) -> str | None:
    """Who the bearer of `secret` is on this stream, or None."""
    row = session.get(AccessKeyRow, key_hash(stream_id, secret))
    if row is None or row.stream_id != stream_id:
        return None
    return row.principal


def bearer(connection: Connection | Session, stream_id: str, secret: str | None) -> tuple[str | None, int] | None:
    """Who the bearer of `secret` is on the stream (None: nobody), with the stream's access version; or None
    if there is no such stream. One indexed statement, so that knowing who asks costs no more than the
    stream's own row."""
    row = connection.execute(BEARER, {"stream_id": stream_id, "key_hash": key_hash(stream_id, secret or "")}).first()
    return None if row is None else ((row.principal if secret else None), row.access_version)


def bearer_and_head(connection: Connection | Session, stream_id: str,
                    secret: str | None) -> tuple[str | None, int, int, Head | None] | None:
    """`bearer`, with the stream's head version read in the same statement; and the head itself if the
    stream's rows end there and nothing marked them changed (None: a read must look closer)."""
    values = {"stream_id": stream_id, "key_hash": key_hash(stream_id, secret or "")}
    row = connection.execute(BEARER_AND_HEAD, values).first()
    if row is None:
        return None
    return (row.principal if secret else None), row.access_version, row.head_version, intact_head(row)


def _keyed(statement):
    return statement.outerjoin(AccessKeyRow, and_(AccessKeyRow.key_hash == bindparam("key_hash"),
                                                  AccessKeyRow.stream_id == StreamRow.id))


BEARER = _keyed(select(AccessKeyRow.principal, StreamRow.access_version).select_from(StreamRow)).where(
    StreamRow.id == bindparam("stream_id"))
BEARER_AND_HEAD = _keyed(head_and_last(AccessKeyRow.principal).select_from(StreamRow))


def revoke(session: Session, stream_id: str, principals: Collection[str]) -> None:
    """End every key of these principals on the stream."""
    session.execute(delete(AccessKeyRow).where(AccessKeyRow.stream_id == stream_id,
                                               AccessKeyRow.principal.in_(list(principals))))


def forget(session: Session, stream_id: str, secret: str) -> None:
    """End one key."""
    session.execute(delete(AccessKeyRow).where(AccessKeyRow.key_hash == key_hash(stream_id, secret),
                                               AccessKeyRow.stream_id == stream_id))


def counts(session: Session, stream_id: str) -> dict[str, int]:
    """How many keys each principal of the stream holds."""
    rows = session.execute(select(AccessKeyRow.principal, func.count()).where(AccessKeyRow.stream_id == stream_id)
                           .group_by(AccessKeyRow.principal)).all()
    return {principal: count for principal, count in rows}


def key_hash(stream_id: str, secret: str) -> str:
    return digest(f"{stream_id}:{secret}")
