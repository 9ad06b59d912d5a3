"""Connections to the database, and the unit of work around each request.

SQLite runs in WAL mode so readers never wait for the writer, and every write
transaction starts with BEGIN IMMEDIATE: two workers that both mean to write
queue for the lock up front instead of failing half-way through. PostgreSQL
needs nothing special: the primary key (stream, version) settles races.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable
from weakref import WeakKeyDictionary

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, Engine, create_engine, event
from sqlalchemy.orm import Session

MIGRATIONS = Path(__file__).resolve().parent.parent / "migrations"


def make_engine(url: str) -> Engine:
    url = driver_url(url)
    if not url.startswith("sqlite"):
        return create_engine(url, pool_pre_ping=True)
    engine = create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})

    @event.listens_for(engine, "connect")
    def _connect(dbapi_connection, _record):
        # Hand transaction control to the "begin" hook below.
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA journal_mode=WAL")
        cursor.execute("PRAGMA busy_timeout=30000")
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _begin(connection):
        if connection.get_execution_options().get("single"):
            return
        write = connection.get_execution_options().get("write", False)
        connection.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

    return engine


def single_statement(engine: Engine) -> Connection:
    """A connection for a read of one statement, without a transaction around it: one snapshot is all it
    needs. On PostgreSQL that saves the BEGIN and the end of a transaction, two round trips; and a ROLLBACK
    would drop the connection's prepared statements, which the next request then prepares again."""
    connection = engine.connect()
    if engine.dialect.name == "sqlite":
        return connection.execution_options(single=True)  # the "begin" hook then sends no BEGIN
    return connection.execution_options(isolation_level="AUTOCOMMIT")


def migrate(url: str) -> None:
    """Bring the schema at `url` up to the newest migration."""
    command.upgrade(alembic_config(url), "head")


def alembic_config(url: str) -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    config.set_main_option("sqlalchemy.url", driver_url(url).replace("%", "%%"))
    return config


def driver_url(url: str) -> str:
    """A plain postgresql:// URL, as most tools write it, means psycopg 3: the
    driver the postgres extra installs (SQLAlchemy would look for psycopg2)."""
    for plain in ("postgresql://", "postgres://"):
        if url.startswith(plain):
            return "postgresql+psycopg://" + url[len(plain):]
    return url


class UnitOfWork:
    """One transaction: commit on success, roll back on any error.

    On SQLite the writers of one process also queue on a lock of its own before BEGIN IMMEDIATE: a writer
    SQLite finds locked sleeps a millisecond or more before it looks again, so threads that took turns
    only through SQLite would spend their turns asleep."""

    def __init__(self, engine: Engine, write: bool = False):
        self.engine = engine
        self.write = write
        self.turn = _writers(engine) if write and engine.dialect.name == "sqlite" else None

    def __enter__(self) -> Session:
        if self.turn:
            self.turn.acquire()
        try:
            self.session = Session(self.engine, expire_on_commit=False)
            self.session.connection(execution_options={"write": self.write})
        except BaseException:
            self._done()
            raise
        return self.session

    def __exit__(self, exc_type, exc, tb) -> None:
        committed = False
        try:
            if exc_type is None:
                self.session.commit()
                committed = True
            else:
                self.session.rollback()
        finally:
            self.session.close()
            self._done()
        for work in self.session.info.pop(AFTERWARDS, []) if committed else ():
            work()

    def _done(self) -> None:
        if self.turn:
            self.turn.release()


AFTERWARDS = "afterwards"


def afterwards(session: Session, work: Callable[[], None]) -> None:
    """Run `work` once the session's unit of work has committed and let go of the write lock (not at all if
    it rolls back): for what may follow a transaction without holding up the writers queued behind it."""
    session.info.setdefault(AFTERWARDS, []).append(work)


_turns: WeakKeyDictionary[Engine, threading.Lock] = WeakKeyDictionary()
_turns_lock = threading.Lock()


def _writers(engine: Engine) -> threading.Lock:
    with _turns_lock:
        return _turns.setdefault(engine, threading.Lock())
