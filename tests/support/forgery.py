"""Forging a table's log the way a careful tamperer would, for the tests that prove it is still caught."""

from __future__ import annotations

import json

from sqlalchemy import Engine, text

from ledger import store
from ledger.chain import event_hash
from ledger.db import UnitOfWork


def rewrite_with_the_chain(engine: Engine, table_id: str, version: int, changes: dict) -> str:
    """The payload at `version` changed, and every hash from there recomputed so that the chain links again;
    returns the new last hash (the stored head still names the old one)."""
    with UnitOfWork(engine, write=True) as session:
        events = store.load(session, table_id)
        forged = events[version - 1].payload | changes
        session.execute(text("UPDATE events SET payload = :p WHERE stream_id = :t AND version = :v"),
                        {"p": json.dumps(forged), "t": table_id, "v": version})
        prev = events[version - 2].hash
        for event in store.load(session, table_id)[version - 1:]:
            new = event_hash(prev, event.content())
            session.execute(text("UPDATE events SET hash = :h, prev_hash = :p WHERE stream_id = :t AND version = :v"),
                            {"h": new, "p": prev, "t": table_id, "v": event.version})
            prev = new
    return prev
