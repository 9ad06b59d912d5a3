"""Access keys: secrets that let their bearer act as one principal of a stream.

Only a hash of each secret is stored, salted with the stream id so that short
codes (a join code) of different streams never collide; the secret itself is
shown once, when it is made.
"""

from __future__ import annotations

import secrets

from sqlalchemy.orm import Session

from .chain import digest
from .models import AccessKeyRow


def issue(session: Session, stream_id: str, principal: str, secret: str | None = None) -> str:
    """Store a new key for `principal` and return its secret."""
    secret = secret or secrets.token_urlsafe(24)
    session.add(AccessKeyRow(key_hash=_hash(stream_id, secret), stream_id=stream_id, principal=principal))
    session.flush()
    return secret


def principal_of(session: Session, stream_id: str, secret: str) -> str | None:
    """Who the bearer of `secret` is on this stream, or None."""
    row = session.get(AccessKeyRow, _hash(stream_id, secret))
    if row is None or row.stream_id != stream_id:
        return None
    return row.principal


def _hash(stream_id: str, secret: str) -> str:
    return digest(f"{stream_id}:{secret}")
