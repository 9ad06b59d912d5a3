"""The statements that write an append: the events inserted and the head compared and moved, and on
PostgreSQL all of it, balances included, as one statement, where a round trip saved is worth more than a
statement."""

from __future__ import annotations

from functools import lru_cache

from sqlalchemy import bindparam, insert, update
from sqlalchemy.dialects import postgresql
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.orm import Session

from . import pipelined
from .conflict import Conflict
from .models import EventRow, StreamRow

_events, _streams = EventRow.__table__, StreamRow.__table__
DIVISION_BY_ZERO = "22012"  # how the statement fails when the head was not where it expected

EVENT_COLUMNS = tuple(column.name for column in _events.columns)

# Statements of every append, built once so that each is compiled once.
INSERT_EVENTS = insert(_events)
MOVE_HEAD = (update(_streams)
             .where(_streams.c.id == bindparam("stream"), _streams.c.head_version == bindparam("from_version"),
                    _streams.c.head_hash == bindparam("from_hash"))
             .values(head_version=bindparam("to_version"), head_hash=bindparam("to_hash")))


def append(session: Session, stream_id: str, expected: int, rows: list[dict], move: dict,
           changes: list[dict]) -> None:
    """The append on PostgreSQL: the rows inserted, the head compared and moved, the balances added to, in
    one statement; or Conflict, with nothing written. In a transaction that holds the stream's lock and its
    write back for its COMMIT (`pipelined`), the balances back at zero are dropped by a statement sent with
    it, and a Conflict (which the lock leaves to a writer that took none) is raised by the commit."""
    connection = session.connection()

    def outcome(result: list | None, error: DBAPIError | None) -> None:
        if error is not None:
            # The version or the key taken by a concurrent writer, or the head moved on: nothing was written.
            if isinstance(error, IntegrityError) or getattr(error.orig, "sqlstate", None) == DIVISION_BY_ZERO:
                raise Conflict(expected, None) from error
            return
        if not result or result[0][1] != 1:
            raise Conflict(expected, None)

    write = (APPEND, values(rows, move, changes))
    zeros = [(DROP_ZEROS, {"stream": stream_id, "accounts": [row["account"] for row in changes]})] if changes else []
    if pipelined.holding(connection, stream_id):
        pipelined.last(connection, [write, *zeros], outcome)
        return
    try:
        result = connection.exec_driver_sql(*write).all()
    except DBAPIError as error:
        outcome(None, error)
        raise
    outcome(result, None)
    for statement in zeros:
        connection.exec_driver_sql(*statement)


def compiled(statement, dialect, values: dict) -> tuple[str, dict]:
    """`statement` as the driver is sent it, with its values: for a statement sent past SQLAlchemy."""
    text, defaults = _text(statement, dialect)
    return text, {**defaults, **values}


@lru_cache(maxsize=16)
def _text(statement, dialect) -> tuple[str, dict]:
    done = statement.compile(dialect=dialect)
    return str(done), dict(done.params)


def values(rows: list[dict], move: dict, changes: list[dict]) -> dict:
    """APPEND's values: a list of each column's values, whatever the number of rows."""
    return {**move, **{column: [row[column] for row in rows] for column in EVENT_COLUMNS},
            "accounts": [change["account"] for change in changes], "amounts": [change["amount"] for change in changes]}


def _append_text() -> str:
    """The one statement that inserts the events, moves the head and adds to the balances. Each column's values
    come as one array, so that its text is the same for any number of events: the driver parses it once, and
    the server prepares it once per connection."""
    arrays = ", ".join(f"%({column.name})s::{column.type.compile(postgresql.dialect())}[]" for column in _events.columns)
    # 1 / the rows moved: if the head was not where the append expected, the statement fails (division by
    # zero), so that a COMMIT sent with it commits nothing (`pipelined`).
    return f"""WITH added AS (
    INSERT INTO events ({", ".join(EVENT_COLUMNS)}) SELECT * FROM unnest({arrays}) RETURNING version
), moved AS (
    UPDATE streams SET head_version = %(to_version)s, head_hash = %(to_hash)s
    WHERE id = %(stream)s AND head_version = %(from_version)s AND head_hash = %(from_hash)s RETURNING id
), posted AS (
    INSERT INTO balances (stream_id, account, amount)
    SELECT %(stream)s, * FROM unnest(%(accounts)s::VARCHAR[], %(amounts)s::BIGINT[])
    ON CONFLICT (stream_id, account) DO UPDATE SET amount = balances.amount + excluded.amount
)
SELECT (SELECT count(*) FROM added) AS added, (SELECT 1 / count(*) FROM moved) AS moved"""


APPEND = _append_text()
# The balances of the accounts posted to that are back at zero dropped, whatever the append left them at (the
# text as psycopg is sent it: it goes with the COMMIT, past SQLAlchemy).
DROP_ZEROS = "DELETE FROM balances WHERE stream_id = %(stream)s AND amount = 0 AND account = ANY(%(accounts)s)"
