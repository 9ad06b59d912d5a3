"""A write transaction on PostgreSQL in two round trips where a plain one takes four (BEGIN, the stream's
head, the write, COMMIT): BEGIN goes with the first statement, and the append's write with COMMIT, each pair
sent at once in psycopg's pipeline mode.

The connection is in the driver's autocommit mode and the transaction is opened by a BEGIN of our own, held
back until the first statement: sent together with it when that is the stream's head (`first`), else alone
just before whatever statement comes first, so that no statement ever runs outside the transaction. The
append's write (`last`) is held back until the commit and sent with it; a statement that comes first sends
it before itself. That write fails as a whole when the head is not where it expected (`at_once`), so the
COMMIT after it never commits an append that did not move the head.
"""

from __future__ import annotations

from contextlib import nullcontext
from typing import Callable

from sqlalchemy import Connection, Engine, event, exc

# psycopg is imported where it is used: it comes with the postgres extra, and only PostgreSQL engines get here.

PIPELINED = "pipelined"  # this transaction sends its BEGIN and its COMMIT each with a statement
UNBEGUN = "pipelined_unbegun"  # the transaction's BEGIN is yet to be sent
LAST = "pipelined_last"  # the write to send with COMMIT: (statements, what judges their outcome)

Statements = list[tuple[str, dict]]
# Given the rows of the first statement, or the error the statements failed with: raises if the write failed.
Outcome = Callable[[list | None, exc.DBAPIError | None], None]


def install(engine: Engine) -> None:
    @event.listens_for(engine, "before_cursor_execute")
    def _before(connection, _cursor, _statement, _parameters, _context, _executemany):
        _sent_before(connection)

    @event.listens_for(engine, "commit")
    def _commit(connection):
        if LAST in connection.info:
            _sent_before(connection)  # a commit outside `commit` below: the held write is not lost
        _forget(connection)

    @event.listens_for(engine, "rollback")
    def _rollback(connection):
        _forget(connection)

    @event.listens_for(engine, "checkin")
    def _checkin(_dbapi_connection, record):
        for held_back in (PIPELINED, UNBEGUN, LAST):  # the pooled connection's next user starts afresh
            record.info.pop(held_back, None)


def begin_later(connection: Connection) -> None:
    """This connection's transaction (its driver in autocommit mode) begins with its first statement."""
    connection.info[PIPELINED] = connection.info[UNBEGUN] = True


def unbegun(connection: Connection) -> bool:
    """Whether this connection's transaction is yet to send its BEGIN (with its first statement)."""
    return UNBEGUN in connection.info


def locked(connection: Connection, stream_id: str) -> None:
    """This transaction holds the lock of the stream's row: its append's write may wait for the COMMIT."""
    if PIPELINED in connection.info:
        connection.info[PIPELINED] = stream_id


def holding(connection: Connection, stream_id: str) -> bool:
    """Whether this connection's transaction holds its write to the stream back for its COMMIT: only once it
    holds the stream's lock, so that the write has nobody to lose to, and an append that did not lock (a
    caller that expects Conflict from `store.append` itself) is sent at once."""
    return connection.info.get(PIPELINED) == stream_id


def first(connection: Connection, statements: Statements) -> list[list]:
    """The rows of each statement (named tuples), all sent at once, with the transaction's BEGIN if that is
    still to be sent: one round trip."""
    import psycopg
    from psycopg.rows import namedtuple_row

    driver = _driver(connection)
    unbegun = connection.info.pop(UNBEGUN, False)
    _sent_before(connection)
    try:
        with driver.pipeline():
            if unbegun:
                driver.execute("BEGIN")
            cursors = [driver.cursor(row_factory=namedtuple_row).execute(sql, parameters)
                       for sql, parameters in statements]
            return [cursor.fetchall() for cursor in cursors]
    except psycopg.Error as error:
        raise _wrapped(connection, error, *statements[0]) from error


def last(connection: Connection, statements: Statements, outcome: Outcome) -> None:
    """Hold `statements` (an append's write) until the commit, where `outcome` judges them."""
    _sent_before(connection)
    connection.info[LAST] = (statements, outcome)


def with_commit(connection: Connection, sql: str, parameters: dict) -> None:
    """`sql` sent with the COMMIT, after the held write, in the same round trip (and never if the write
    fails); sent at once in a transaction that holds no write."""
    held_back = connection.info.get(LAST)
    if held_back is None:
        connection.exec_driver_sql(sql, parameters)
        return
    statements, outcome = held_back
    connection.info[LAST] = ([*statements, (sql, parameters)], outcome)


def commit(connection: Connection) -> None:
    """Send COMMIT with the held write, in one round trip, or raise what its outcome raises (the write then
    failed as a whole, and the COMMIT after it was not run)."""
    held_back = connection.info.pop(LAST, None)
    connection.info.pop(UNBEGUN, None)  # nothing was sent: there is no transaction to commit
    if held_back is not None:
        _send(connection, *held_back, committed=True)


def _sent_before(connection: Connection) -> None:
    """What the transaction holds back, sent before another statement: BEGIN, then the held write."""
    if connection.info.pop(UNBEGUN, False):
        _driver(connection).execute("BEGIN")
    held_back = connection.info.pop(LAST, None)
    if held_back is not None:
        _send(connection, *held_back, committed=False)


def _send(connection: Connection, statements: Statements, outcome: Outcome, committed: bool) -> None:
    """The held write sent, with COMMIT after it in the same round trip if `committed`, and judged."""
    import psycopg

    driver = _driver(connection)
    try:
        with driver.pipeline() if committed else nullcontext() as pipeline:
            cursors = [driver.execute(sql, parameters) for sql, parameters in statements]
            if committed:
                driver.execute("COMMIT")
                pipeline.sync()
            rows = cursors[0].fetchall()
    except psycopg.Error as error:
        wrapped = _wrapped(connection, error, *statements[0])
        outcome(None, wrapped)
        raise wrapped from error
    outcome(rows, None)


def _forget(connection: Connection) -> None:
    connection.info.pop(PIPELINED, None)
    connection.info.pop(UNBEGUN, None)
    connection.info.pop(LAST, None)


def _driver(connection: Connection):
    return connection.connection.driver_connection


def _wrapped(connection: Connection, error: Exception, sql: str, parameters: dict) -> exc.DBAPIError:
    """The driver's error as SQLAlchemy raises it (an IntegrityError for a taken key), the connection let go
    of if it was lost, as SQLAlchemy does for the statements it sends itself."""
    if connection.dialect.is_disconnect(error, connection.connection.dbapi_connection, None):
        connection.invalidate(error)
    import psycopg

    return exc.DBAPIError.instance(sql, parameters, error, psycopg.Error)
