"""A whole stream read in one pass, a chunk of rows at a time, for a check of a long log that must not hold
it whole (verify, rebuild)."""

from __future__ import annotations

from typing import Callable, Iterator

from sqlalchemy import bindparam, func, select
from sqlalchemy.orm import Session

from .chain import ACKNOWLEDGED
from .events import StoredEvent, from_row
from .models import EventRow

_events = EventRow.__table__
EVERY_ROW = select(_events).where(_events.c.stream_id == bindparam("stream")).order_by(_events.c.version)


class Unreadable(Exception):
    """A stored row that cannot be decoded, at `version`."""

    def __init__(self, version: int) -> None:
        super().__init__(version)
        self.version = version


def stream(session: Session, stream_id: str, chunk: int = 1000) -> Iterator[StoredEvent]:
    """Every stored row of the stream, outside the log too, in version order, read `chunk` rows at a time
    (a server-side cursor where the database has one); raises Unreadable at the first row that cannot be
    decoded."""
    # The option goes with this statement alone: set on the connection, it would stream every statement after
    # it in the transaction (a rebuild's writes), which PostgreSQL refuses.
    rows = session.connection().execute(EVERY_ROW, {"stream": stream_id}, execution_options={"yield_per": chunk})
    for row in rows:
        try:
            event = from_row(row)
        except (ValueError, TypeError):
            rows.close()
            raise Unreadable(row.version) from None
        yield event


def each(session: Session, stream_id: str, add: Callable[[StoredEvent], None]) -> int | None:
    """Every stored row of the stream given to `add` as it is read; the version of the first row that cannot
    be decoded (where the reading stopped), None if every row could be."""
    try:
        for event in stream(session, stream_id):
            add(event)
    except Unreadable as row:
        return row.version
    return None


def last_acknowledgement(session: Session, stream_id: str) -> int:
    """The version of the log's last acknowledgement of damage, 0 if none."""
    found = session.scalar(select(func.max(EventRow.version)).where(
        EventRow.stream_id == stream_id, EventRow.type == ACKNOWLEDGED, EventRow.version >= 1))
    return found or 0
