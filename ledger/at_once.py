"""The statements that write an append: the events inserted and the head compared and moved, and on
PostgreSQL all of it, balances included, as one statement, where a round trip saved is worth more than a
statement."""

from __future__ import annotations

from functools import lru_cache

from sqlalchemy import bindparam, func, insert, select, update

from . import balances
from .models import EventRow, StreamRow

_events, _streams = EventRow.__table__, StreamRow.__table__

EVENT_COLUMNS = tuple(column.name for column in _events.columns)
BALANCE_COLUMNS = ("stream_id", "account", "amount")

# Statements of every append, built once so that each is compiled once.
INSERT_EVENTS = insert(_events)
MOVE_HEAD = (update(_streams)
             .where(_streams.c.id == bindparam("stream"), _streams.c.head_version == bindparam("from_version"),
                    _streams.c.head_hash == bindparam("from_hash"))
             .values(head_version=bindparam("to_version"), head_hash=bindparam("to_hash")))


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
    parts = [select(func.count()).select_from(added).scalar_subquery().label("added"),
             select(func.count()).select_from(moved).scalar_subquery().label("moved")]
    if changes:
        posted = balances.added_on_postgresql([{column: bindparam(f"b{n}_{column}") for column in BALANCE_COLUMNS}
                                               for n in range(changes)]).cte("posted")
        return str(select(*parts, posted.c.account, posted.c.amount).select_from(posted).compile(dialect=dialect))
    return str(select(*parts).compile(dialect=dialect))
