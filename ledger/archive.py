"""A stream's log as a file, and back: every row as it is stored, hashes and all, so that the chain verifies
wherever the log is restored. A restored log is trusted no more than any other: verify checks it."""

from __future__ import annotations

import json
import re
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from . import balances, store
from .events import StoredEvent, row_values
from .money import Posting
from .models import EventRow, StreamRow

FORMAT = "table-referee-log/1"
TEXT_COLUMNS = ("payload", "postings")  # stored as JSON text, written to the file as JSON


class Unrestorable(Exception):
    """The file is not a log this store can restore, or its stream is already here."""


def export(session: Session, stream_id: str) -> dict[str, Any]:
    rows = session.scalars(select(EventRow).where(EventRow.stream_id == stream_id).order_by(EventRow.version))
    return {"format": FORMAT, "stream": stream_id, "events": [_exported(row) for row in rows]}


def _exported(row: EventRow) -> dict[str, Any]:
    values = {column.name: getattr(row, column.name) for column in EventRow.__table__.columns
              if column.name != "stream_id"}
    if values["rules_version"] is None:
        del values["rules_version"]
    for name in TEXT_COLUMNS:
        values[name] = json.loads(values[name])
    return values


def as_text(log: dict[str, Any]) -> str:
    """An exported log as a file: an event a line, so that a diff shows which."""
    events = ",\n".join(json.dumps(event, sort_keys=True) for event in log["events"])
    return f'{{"format": {json.dumps(log["format"])}, "stream": {json.dumps(log["stream"])}, "events": [\n{events}\n]}}\n'


def restore(session: Session, data: Any) -> str:
    """The log written back under its own stream id, its head at its last row; returns the stream id."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("events"), list):
        raise Unrestorable(f"this is not a table's log exported by the referee (format {FORMAT})")
    stream_id = data.get("stream")
    if not isinstance(stream_id, str) or not re.fullmatch(r"[A-Za-z0-9_-]{1,32}", stream_id):
        raise Unrestorable("the file names no table")
    if session.get(StreamRow, stream_id) is not None:
        raise Unrestorable(f"table {stream_id} is already in this database")
    try:
        events = [_event(stream_id, row) for row in data["events"]]
        rows = [row_values(event) for event in events]
    except (TypeError, ValueError) as error:
        raise Unrestorable(f"an event of the file cannot be read: {error}") from None
    store.create_stream(session, stream_id)
    if rows:
        session.execute(EventRow.__table__.insert(), rows)
    last = max(events, key=lambda event: event.version, default=None)
    if last is not None:
        session.execute(StreamRow.__table__.update().where(StreamRow.id == stream_id)
                        .values(head_version=last.version, head_hash=last.hash))
        balances.post(session, stream_id, [p for event in events if event.version >= 1 for p in event.postings])
    return stream_id


def _event(stream_id: str, row: Any) -> StoredEvent:
    if not isinstance(row, dict):
        raise TypeError("an event is an object of its columns")
    optional = {"idempotency_key": None, "request_hash": None, "rules_version": None}
    postings = tuple(Posting(*posting) for posting in row.get("postings", ()))
    return StoredEvent(stream_id=stream_id, **{**optional, **row, "postings": postings})
