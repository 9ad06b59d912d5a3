"""A phone's poll: who asks, and the table's version, as cheaply as the database allows.

Every phone at a table asks every second or two whether the table moved, and almost every time it has not.
On SQLite the processes sharing the file count their write transactions in the writers' lock file
(`ledger.db.writes`, one read of 8 bytes): while the count stands where it stood when this process last
read the table's head and the phone's key, neither can have changed, and the poll is answered from memory
without a statement. Otherwise, and always on PostgreSQL (whose writers may be other machines), one
statement reads the key and the head together.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Engine

from ledger import access
from ledger.db import writes

from .recent import Recent
from .tables import bearer_and_head


@dataclass(frozen=True)
class _Seen:
    principal: str
    version: int
    writes: int | None  # the write count before they were read


_seen = Recent(4096)  # by (database, table, key hash): never the token itself


def poll(engine: Engine, table_id: str, token: str | None) -> tuple[str, int]:
    """The principal the token speaks for ("host" or "seat:N"), or Unauthorized; and the table's version."""
    key = (str(engine.url), table_id, access.key_hash(table_id, token or ""))
    count = writes(engine)  # before the statement: a write after it moves the count on, and is seen next time
    seen = _seen.get(key)
    if seen is not None and count is not None and seen.writes == count:
        return seen.principal, seen.version
    bearer, version = bearer_and_head(engine, table_id, token)
    _seen.put(key, _Seen(bearer.principal, version, count))
    return bearer.principal, version


def forget() -> None:
    _seen.clear()
