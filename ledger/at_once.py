"""The statements that write an append: the events inserted and the head compared and moved, and on
PostgreSQL all of it, balances included, as one statement, where a round trip saved is worth more than a
statement."""

from __future__ import annotations

from functools import lru_cache

from sqlalchemy import bindparam, func, insert, literal_column, select, update
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.orm import Session

from . import balances, pipelined
from .conflict import Conflict
from .models import EventRow, StreamRow

_events, _streams = EventRow.__table__, StreamRow.__table__
DIVISION_BY_ZERO = "22012"  # how the statement fails when the head was not where it expected

EVENT_COLUMNS = tuple(column.name for column in _events.columns)
BALANCE_COLUMNS = ("stream_id", "account", "amount")

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

    write = statement(connection.dialect, rows, move, changes)
    if pipelined.holding(connection, stream_id):
        zeros = [(DROP_ZEROS, {"stream": stream_id, "accounts": [row["account"] for row in changes]})]
        pipelined.last(connection, [write, *(zeros if changes else [])], outcome)
        return
    try:
        result = connection.exec_driver_sql(*write).all()
    except DBAPIError as error:
        outcome(None, error)
        raise
    outcome(result, None)
    balances.drop_zeros(session, stream_id, [(row.account, row.amount) for row in result if changes])


def compiled(statement, dialect, values: dict) -> tuple[str, dict]:
    """`statement` as the driver is sent it, with its values: for a statement sent past SQLAlchemy."""
    text, defaults = _text(statement, dialect)
    return text, {**defaults, **values}


@lru_cache(maxsize=16)
def _text(statement, dialect) -> tuple[str, dict]:
    done = statement.compile(dialect=dialect)
    return str(done), dict(done.params)


def statement(dialect, rows: list[dict], move: dict, changes: list[dict]) -> tuple[str, dict]:
    """The one statement that inserts `rows`, moves the head as `move` says and adds `changes` to the
    balances, with its values bound by name."""
    values = {**move, **{f"e{n}_{name}": value for n, row in enumerate(rows) for name, value in row.items()},
              **{f"b{n}_{name}": value for n, row in enumerate(changes) for name, value in row.items()}}
    return _compiled(dialect, len(rows), len(changes)), values


@lru_cache(maxsize=64)
def _compiled(dialect, events: int, changes: int) -> str:
    """Compiled once for each count of events and changes (SQLAlchemy caches no statement that inserts
    several rows by VALUES)."""
    added = (insert(_events).values([{column: bindparam(f"e{n}_{column}") for column in EVENT_COLUMNS}
                                     for n in range(events)]).returning(_events.c.version).cte("added"))
    moved = MOVE_HEAD.returning(_streams.c.id).cte("moved")
    # 1 / the rows moved: if the head was not where the append expected, the statement fails (division by
    # zero), so that a COMMIT sent with it commits nothing (`pipelined`).
    parts = [select(func.count()).select_from(added).scalar_subquery().label("added"),
             select(literal_column("1 / count(*)")).select_from(moved).scalar_subquery().label("moved")]
    if changes:
        posted = balances.added_on_postgresql([{column: bindparam(f"b{n}_{column}") for column in BALANCE_COLUMNS}
                                               for n in range(changes)]).cte("posted")
        return str(select(*parts, posted.c.account, posted.c.amount).select_from(posted).compile(dialect=dialect))
    return str(select(*parts).compile(dialect=dialect))


# The balances of the accounts posted to that are back at zero dropped, whatever the append left them at (the
# text as psycopg is sent it: it goes with the COMMIT, past SQLAlchemy).
DROP_ZEROS = "DELETE FROM balances WHERE stream_id = %(stream)s AND amount = 0 AND account = ANY(%(accounts)s)"
