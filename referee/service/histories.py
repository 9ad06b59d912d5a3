"""Hand histories: a finished deal as a PHH file, a night as a series file, and PHH files replayed."""

from __future__ import annotations

from sqlalchemy import Engine

from ledger import store
from ledger.db import UnitOfWork
from referee.rules.phh import export as phh_export
from referee.rules.phh import series as phh_series

from .stream import to_event
from .tables import _require_table


def deal_history(engine: Engine, table_id: str, number: int) -> str:
    """Deal `number` of the table as a PHH file. It holds only what the whole table saw."""
    with UnitOfWork(engine) as session:
        _require_table(session, table_id)
        events = store.load(session, table_id)
    return phh_export.export_deal([to_event(event) for event in events], number)


def night_history(engine: Engine, table_id: str) -> str:
    """Every finished deal of the table PHH writes, as one series file (.phhs)."""
    with UnitOfWork(engine) as session:
        _require_table(session, table_id)
        events = store.load(session, table_id)
    return phh_export.export_night([to_event(event) for event in events])


def replay_history(text: str, house_rake=None) -> list[phh_series.HandReport]:
    """Each hand of a PHH file (.phh) or series file (.phhs) played through the engine, with its outcome;
    a RuleError says why the file is no hand history at all. `house_rake`: (share, cap) for hands without one."""
    return phh_series.replay_file(text, house_rake)
