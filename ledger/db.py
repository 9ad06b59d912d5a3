"""Connections to the database, and the unit of work around each request.

SQLite runs in WAL mode so readers never wait for the writer, and every write
transaction starts with BEGIN IMMEDIATE: two workers that both mean to write
queue for the lock up front instead of failing half-way through. On PostgreSQL
a writer locks its stream's row (`store.open_stream`); on both, the primary key
(stream, version) stays the backstop.
"""

from __future__ import annotations

import fcntl
import os
import threading
import time
import weakref
from pathlib import Path
from typing import Callable

from alembic import command
from alembic.config import Config
from sqlalchemy import Connection, Engine, create_engine, event, exc, make_url
from sqlalchemy.orm import Session

from . import pipelined
from .blocking import blocking

MIGRATIONS = Path(__file__).resolve().parent.parent / "migrations"


# A pooled PostgreSQL connection idle longer than this is pinged before it is handed out.
IDLE_PING = 10.0


# Connections each process keeps open, and how many more it may open for a burst (closing them after). A gevent
# worker serves hundreds of phones at once: with SQLAlchemy's default 5, a table's phones asking together
# overflowed it, and each PostgreSQL connection opened for a moment cost a server process started and signed in.
POOL_SIZE = 20
POOL_OVERFLOW = 10


def make_engine(url: str, pool_size: int = POOL_SIZE) -> Engine:
    url = driver_url(url)
    # The connection handed back last is handed out first (LIFO): between bursts a few connections do the work,
    # and the driver prepares a statement once a connection has sent it five times. Handed out in turn, each of
    # twenty seldom got there: appends to a busy table on PostgreSQL went from 250-270 to 300-330 a second.
    pool = {"pool_size": pool_size, "max_overflow": POOL_OVERFLOW, "pool_use_lifo": True}
    if not url.startswith("sqlite"):
        engine = _pinged_when_idle(create_engine(url, **pool))
        pipelined.install(engine)
        return engine
    in_memory = make_url(url).database in (None, "", ":memory:")  # a connection per thread, no pool to size
    engine = create_engine(url, connect_args={"timeout": 30, "check_same_thread": False}, **({} if in_memory else pool))

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


def _pinged_when_idle(engine: Engine) -> Engine:
    """A ping on every checkout would be one round trip more on every request, as many as a read takes. A
    connection the pool handed out moments ago is alive; one idle for a while (the server restarted, a
    proxy dropped it) is pinged first, and replaced if it does not answer. One that dies in use is
    invalidated by SQLAlchemy, with the rest of the pool."""

    @event.listens_for(engine, "connect")
    @event.listens_for(engine, "checkin")
    def _idle(_dbapi_connection, record):
        record.info["idle_since"] = time.monotonic()

    @event.listens_for(engine, "checkout")
    def _checkout(dbapi_connection, record, _proxy):
        if time.monotonic() - record.info.get("idle_since", float("-inf")) <= IDLE_PING:
            return
        try:
            engine.dialect.do_ping(dbapi_connection)  # as pool_pre_ping would
        except Exception as error:  # noqa: BLE001 - whatever broke it, the pool connects afresh
            raise exc.DisconnectionError() from error

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

    On SQLite the writers also queue before BEGIN IMMEDIATE, those of one process on a lock of its own and
    the processes on a lock file beside the database: a writer SQLite finds locked sleeps before it looks
    again, longer each time (up to 100 ms), so writers that took turns only through SQLite would spend
    their turns asleep, and a busy worker could keep another's waiting for half a second."""

    def __init__(self, engine: Engine, write: bool = False):
        self.engine = engine
        self.write = write
        self.turn = _writers(engine) if write and engine.dialect.name == "sqlite" else None
        # A writer on PostgreSQL sends its BEGIN and its COMMIT each with a statement (`pipelined`).
        self.pipelined = write and engine.dialect.name == "postgresql"

    def __enter__(self) -> Session:
        if self.turn:
            self.turn.acquire()
        try:
            self.session = Session(self.engine, expire_on_commit=False)
            options = {"write": self.write, **({"isolation_level": "AUTOCOMMIT"} if self.pipelined else {})}
            connection = self.session.connection(execution_options=options)
            if self.pipelined:
                pipelined.begin_later(connection)
        except BaseException:
            self._done()
            raise
        return self.session

    def __exit__(self, exc_type, exc, tb) -> None:
        committed = False
        try:
            if exc_type is None:
                # SQLite's commit waits on the disk (`blocking`); PostgreSQL's waits on a socket, which lets a
                # gevent worker's other requests run, and on a thread it would wait for the interpreter too.
                blocking(self._commit_and_let_in) if self.turn else self._commit()
                committed = True
            else:
                self.session.rollback()
        finally:
            self.session.close()
            self._done()
        for work in self.session.info.pop(AFTERWARDS, []) if committed else ():
            work()

    def _commit_and_let_in(self) -> None:
        """Commit, and let the next process's writer in at once, on the same thread: a gevent worker's writer
        would otherwise hold the lock file while it waits for its turn to run again."""
        self._commit()
        self.turn.wrote()
        self.turn.let_in()

    def _commit(self) -> None:
        if self.pipelined:
            self.session.flush()  # the ORM's writes first: the append's write goes with COMMIT
            pipelined.commit(self.session.connection())
        self.session.commit()

    def _done(self) -> None:
        if self.turn:
            self.turn.release()


AFTERWARDS = "afterwards"


def afterwards(session: Session, work: Callable[[], None]) -> None:
    """Run `work` once the session's unit of work has committed and let go of the write lock (not at all if
    it rolls back): for what may follow a transaction without holding up the writers queued behind it."""
    session.info.setdefault(AFTERWARDS, []).append(work)


def database(engine: Engine) -> str:
    """The database an engine is on, as the processes' caches name it: the URL as text, rendered once per engine
    (rendering it quotes every part, about 25 µs, and every request names its database several times)."""
    named = _named.get(engine)
    if named is None:
        named = _named[engine] = str(engine.url)
    return named


_named: weakref.WeakKeyDictionary[Engine, str] = weakref.WeakKeyDictionary()


def writes(engine: Engine) -> int | None:
    """How many write transactions the processes sharing this SQLite file have committed (a counter in the
    writers' lock file, moved by each before it lets the next writer in): while it stands still, nothing in
    the database changed. None where there is no such counter (PostgreSQL, a database in memory)."""
    if engine.dialect.name != "sqlite":
        return None
    return _writers(engine).count()


class _Writers:
    """The turn of one SQLite database's writers: a thread lock (a lock file is held by a process, not a
    thread), then the lock file, whose waiters are woken as soon as it is free. The lock file also counts
    the write transactions committed (`writes`)."""

    def __init__(self, path: str | None):
        # A process forked from this one makes its own: through a descriptor they shared, the lock would not
        # keep one out while the other holds it.
        self.pid = os.getpid()
        self.threads = threading.Lock()
        self.file = os.open(f"{path}-writers", os.O_RDWR | os.O_CREAT, 0o600) if path else None
        self.file_held = False
        if self.file is not None:
            weakref.finalize(self, os.close, self.file)

    def acquire(self) -> None:
        self.threads.acquire()
        if self.file is None:
            return
        # The lock is taken here, and only waited for on another thread: taken there, a gevent worker's writer
        # would hold it on until its turn to run came again, keeping the other processes' writers waiting.
        try:
            while not _taken(self.file):
                blocking(_free, self.file)
        except BaseException:
            self.threads.release()
            raise
        self.file_held = True

    def wrote(self) -> None:
        """A write transaction committed while this turn is held: count it."""
        if self.file is not None:
            os.pwrite(self.file, (self.count() + 1).to_bytes(8, "little"), 0)

    def count(self) -> int | None:
        return int.from_bytes(os.pread(self.file, 8, 0), "little") if self.file is not None else None

    def let_in(self) -> None:
        """The lock file is let go of: the other processes' writers may go on."""
        if self.file_held:
            fcntl.flock(self.file, fcntl.LOCK_UN)
            self.file_held = False

    def release(self) -> None:
        self.let_in()
        self.threads.release()


def _taken(file: int) -> bool:
    try:
        fcntl.flock(file, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _free(file: int) -> None:
    """Until the lock file is free: taken as soon as it is, and let go of at once."""
    fcntl.flock(file, fcntl.LOCK_EX)
    fcntl.flock(file, fcntl.LOCK_UN)


_turns: weakref.WeakKeyDictionary[Engine, _Writers] = weakref.WeakKeyDictionary()
_turns_lock = threading.Lock()


def _writers(engine: Engine) -> _Writers:
    with _turns_lock:
        if engine not in _turns or _turns[engine].pid != os.getpid():
            path = engine.url.database
            _turns[engine] = _Writers(path if path and path != ":memory:" else None)
        return _turns[engine]
