"""Each new head of a table, announced to whoever waits for it here: the phones' streams.

An append in this process announces its head as soon as it commits. Other processes hear of it through the
database: on PostgreSQL every process LISTENs on one channel and the append's own transaction NOTIFYs it (the
notice goes with its COMMIT, no round trip more, and only if it commits); on SQLite
a watcher reads the stored heads of the tables somebody here waits on, twenty times a second, when the
database's count of writes has moved since it last read them. Either way a
waiter is woken only by its own table, so thousands of idle streams cost nothing between appends.

The threads here are greenlets under gevent (its monkey-patching makes `threading` cooperative), and real
threads under `flask run`.
"""

from __future__ import annotations

import logging
import threading
import time
import weakref
from contextlib import contextmanager
from typing import Callable, Iterator

from sqlalchemy import Engine, select
from sqlalchemy.orm import Session

from ledger import pipelined
from ledger.db import single_statement, writes
from ledger.models import StreamRow
from ledger.store import Head

from .errors import TableNotFound

CHANNEL = "referee_heads"
NOTIFY = "SELECT pg_notify(%(channel)s, %(payload)s)"
WATCH_SECONDS = 0.05  # how often a SQLite watcher reads the stored heads
RETRY_SECONDS = 1.0  # before a lost PostgreSQL listener connects again
LISTEN_SECONDS = 5.0  # how often an idle listener looks whether its engine is gone

log = logging.getLogger(__name__)


class _Gone(Exception):
    """The herald's engine was let go of: its threads end."""


class _Table:
    """One table's latest head as this process knows it, and the streams waiting on it."""

    def __init__(self, lock: threading.Lock, head: Head):
        self.moved = threading.Condition(lock)
        self.head = head
        self.waiters = 0


class Herald:
    """The heads of one database, for this process."""

    def __init__(self, engine: Engine):
        # Its threads end once the engine is gone (a test's app, a closed pool): they hold only this herald.
        self.engine_ref = weakref.ref(engine)
        self.lock = threading.Lock()
        self.tables: dict[str, _Table] = {}
        self.postgres = engine.dialect.name == "postgresql"
        self.started = False

    def announce(self, table_id: str, head: Head) -> None:
        """`head` is stored: wake this table's waiters if it is newer than what they know."""
        with self.lock:
            table = self.tables.get(table_id)
            if table is not None and head.version > table.head.version:
                table.head = head
                table.moved.notify_all()

    @contextmanager
    def watching(self, table_id: str) -> Iterator[Watch]:
        """While open, this table's heads reach the watch; the first head is the stored one."""
        self._start(self._listen if self.postgres else self._watch)
        stored = stored_heads(self._engine(), [table_id]).get(table_id)
        if stored is None:
            raise TableNotFound(table_id)
        with self.lock:
            table = self.tables.get(table_id)
            if table is None:
                table = self.tables[table_id] = _Table(self.lock, stored)
            elif stored.version > table.head.version:
                table.head = stored
            table.waiters += 1
        try:
            yield Watch(table)
        finally:
            with self.lock:
                table.waiters -= 1
                if not table.waiters:
                    del self.tables[table_id]

    def _start(self, work: Callable[[], None]) -> None:
        """Its own thread for `work`, once: a process that only appends never listens."""
        with self.lock:
            if self.started:
                return
            self.started = True
        threading.Thread(target=work, name="heads listener", daemon=True).start()

    def _engine(self) -> Engine:
        engine = self.engine_ref()
        if engine is None:
            raise _Gone
        return engine

    def _watched(self) -> list[str]:
        with self.lock:
            return list(self.tables)

    def _caught_up(self) -> None:
        """The stored heads of the watched tables, announced: whatever moved while nobody was listening."""
        for table_id, head in stored_heads(self._engine(), self._watched()).items():
            self.announce(table_id, head)

    def _watch(self) -> None:
        seen = None  # the database's write count when the heads were last read
        while True:
            time.sleep(WATCH_SECONDS)
            try:
                count = writes(self._engine())  # before the read: a write after it moves the count on
                if self._watched() and (count is None or count != seen):
                    self._caught_up()
                    seen = count
            except _Gone:
                return
            except Exception:  # noqa: BLE001 - the database is away for a moment: look again
                log.warning("reading the stored heads failed", exc_info=True)

    def _listen(self) -> None:
        import psycopg

        url = self._engine().url.set(drivername="postgresql").render_as_string(hide_password=False)
        while True:
            try:
                with psycopg.connect(url, autocommit=True) as connection:
                    connection.execute(f"LISTEN {CHANNEL}")
                    self._caught_up()  # what was appended before the LISTEN took hold
                    while True:
                        for notice in connection.notifies(timeout=LISTEN_SECONDS):
                            table_id, version, hash_ = notice.payload.split(" ")
                            self.announce(table_id, Head(int(version), hash_))
                        self._engine()
            except _Gone:
                return
            except Exception:  # noqa: BLE001 - the connection was lost: listen again
                log.warning("listening for heads failed; listening again", exc_info=True)
            time.sleep(RETRY_SECONDS)


class Watch:
    def __init__(self, table: _Table):
        self.table = table

    def head(self) -> Head:
        return self.table.head

    def after(self, version: int, timeout: float) -> Head | None:
        """The first head past `version`, or None if none came within `timeout` seconds."""
        with self.table.moved:
            self.table.moved.wait_for(lambda: self.table.head.version > version, timeout)
            head = self.table.head
        return head if head.version > version else None


def stored_heads(engine: Engine, table_ids: list[str]) -> dict[str, Head]:
    if not table_ids:
        return {}
    query = select(StreamRow.id, StreamRow.head_version, StreamRow.head_hash).where(StreamRow.id.in_(table_ids))
    with single_statement(engine) as connection:
        return {row.id: Head(row.head_version, row.head_hash) for row in connection.execute(query)}


_heralds: weakref.WeakKeyDictionary[Engine, Herald] = weakref.WeakKeyDictionary()
_heralds_lock = threading.Lock()


def herald(engine: Engine) -> Herald:
    with _heralds_lock:
        if engine not in _heralds:
            _heralds[engine] = Herald(engine)
        return _heralds[engine]


def tell(session: Session, table_id: str, head: Head) -> None:
    """The other processes told of `head` by the transaction that writes it, as it commits (on SQLite they
    watch the stored heads)."""
    connection = session.connection()
    if connection.dialect.name == "postgresql":
        payload = f"{table_id} {head.version} {head.hash}"
        pipelined.with_commit(connection, NOTIFY, {"channel": CHANNEL, "payload": payload})


def announce(engine: Engine, table_id: str, head: Head) -> None:
    """`head` committed here: this process's waiters woken (the others were told by its transaction)."""
    herald(engine).announce(table_id, head)
