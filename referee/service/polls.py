"""A phone's poll: who asks, and the table's version, as cheaply as the database allows.

Every phone at a table asks every second or two whether the table moved, and almost every time it has not.
On SQLite the processes sharing the file count their write transactions in the writers' lock file
(`ledger.db.writes`, one read of 8 bytes): while the count stands where it stood when this process last
read the table's head and the phone's key, neither can have changed, and the poll is answered from memory
without a statement. Otherwise, and always on PostgreSQL (whose writers may be other machines), one
statement reads the key and the head together.

The head comes with whether the log still ends there untouched, as every read checks it: a live part asked for
at that head is then drawn from the state this process already folded, without a transaction of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from sqlalchemy import Engine

from ledger import access
from ledger.db import database, writes
from ledger.store import Head

from .recent import Recent
from .tables import bearer_and_head


class Polled(NamedTuple):
    principal: str
    version: int
    intact: Head | None  # the head, if the log ends there and nothing marked it changed


@dataclass(frozen=True)
class _Seen:
    polled: Polled
    writes: int | None  # the write count before it was read


_seen = Recent(4096)  # by (database, table, key hash): never the token itself


def poll(engine: Engine, table_id: str, token: str | None) -> Polled:
    """The principal the token speaks for ("host" or "seat:N"), or Unauthorized; the table's version, and its
    head if the log is whole."""
    key = (database(engine), table_id, access.key_hash(table_id, token or ""))
    count = writes(engine)  # before the statement: a write after it moves the count on, and is seen next time
    seen = _seen.get(key)
    if seen is not None and count is not None and seen.writes == count:
        return seen.polled
    bearer, version, intact = bearer_and_head(engine, table_id, token)
    polled = Polled(bearer.principal, version, intact)
    _seen.put(key, _Seen(polled, count))
    return polled


def forget() -> None:
    _seen.clear()
