"""Verify a table's log, and rebuild the caches from the logs.

Verification walks the hash chain, then replays the log: every batch a player
started is decided again from the state before it, and what the referee
decides now must be exactly what was stored. The first difference is named.
"""

from __future__ import annotations

from sqlalchemy import Engine

from ledger import money, store
from ledger.db import UnitOfWork
from referee.rules.core.errors import RuleError
from referee.rules.night import night as rules
from referee.rules.night.deals import command_of

from . import replay
from .stream import to_event
from .tables import _require_table


def verify(engine: Engine, table_id: str) -> dict:
    with UnitOfWork(engine) as session:
        _require_table(session, table_id)
        events, unreadable = store.load_checked(session, table_id)
        cached = store.balances(session, table_id)
    head = {"version": events[-1].version, "hash": events[-1].hash} if events else {"version": 0, "hash": None}
    mismatch = _first_mismatch(events, unreadable, cached)
    return {"ok": mismatch is None, "head": head, "first_mismatch": mismatch}


def rebuild(engine: Engine) -> tuple[int, list[str]]:
    """Drop every cache and fold it again from the logs: the balances table in
    the database, and this process's folded table states.

    Returns the number of tables, and the tables whose log has an unreadable event.
    """
    with UnitOfWork(engine, write=True) as session:
        rebuilt = store.rebuild_balances(session)
    replay.forget()
    return rebuilt


def _first_mismatch(events, unreadable, cached) -> dict | None:
    broken = store.first_broken_link(events)
    if unreadable is not None and (broken is None or unreadable < broken):
        return {"version": unreadable, "reason": "the stored event cannot be read"}
    if broken is not None:
        return {"version": broken, "reason": "the hash chain does not match the stored event"}
    replayed = _replay_mismatch(events)
    if replayed is not None:
        return replayed
    folded = money.fold({}, [p for event in events for p in event.postings])
    if folded != cached:
        return {"version": None, "reason": "the balances cache differs from the log; run the rebuild command"}
    return None


def _replay_mismatch(events: list[store.StoredEvent]) -> dict | None:
    night = rules.Night()
    position = 0
    while position < len(events):
        head = events[position]
        batch = [e for e in events[position:] if e.batch == head.batch]
        if head.type not in ("table_opened", "seat_joined"):
            problem = _redecide(night, batch)
            if problem:
                return {"version": head.version, "reason": problem}
        for event in batch:
            try:
                night = rules.apply(night, to_event(event))
            except (KeyError, TypeError, ValueError, IndexError):
                return {"version": event.version, "reason": "the event cannot be replayed"}
        position += len(batch)
    return None


def _redecide(night: rules.Night, batch: list[store.StoredEvent]) -> str | None:
    head = batch[0]
    try:
        actor = head.payload.get("entered_by", head.actor)  # the host acting for a seat
        drafts = rules.decide(night, actor, command_of(to_event(head)))
    except RuleError as refusal:
        return f"the referee would refuse it now: {refusal.message}"
    except (KeyError, TypeError, ValueError):
        return "the stored event is not a command the referee understands"
    stored = [(e.type, e.actor, e.payload, [p.as_list() for p in e.postings]) for e in batch]
    decided = [(d.type, d.actor, dict(d.payload), [list(p) for p in d.postings]) for d in drafts]
    if stored != decided:
        return "replaying it gives a different ruling from the one stored"
    return None
