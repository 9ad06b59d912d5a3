"""A table's whole log to a file and back, for the operator's backups and for moving a night between
databases: every row as stored, hidden cards included, so this is never a player's read."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine

from ledger import access, archive
from ledger.db import UnitOfWork
from referee.rules.engine.events import HOST

from .errors import ServiceError
from .tables import open_table


def export_log(engine: Engine, table_id: str) -> dict[str, Any]:
    with UnitOfWork(engine) as session:
        open_table(session, table_id)  # a table that is not there is said so
        return archive.export(session, table_id)


def restore_log(engine: Engine, data: Any) -> tuple[str, str]:
    """The log restored, with a new host link (links are not part of a log); the table id and host token."""
    try:
        with UnitOfWork(engine, write=True) as session:
            table_id = archive.restore(session, data)
            return table_id, access.issue(session, table_id, HOST)
    except archive.Unrestorable as refusal:
        raise ServiceError("unrestorable", str(refusal)) from None

