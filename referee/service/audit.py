"""Verify a table's log, and rebuild the caches from the logs.

Verification compares the stored head with the last row, walks the hash
chain, then replays the log: every batch a player started is decided again
from the state before it, and what the referee decides now must be exactly
what was stored. The first difference is named, and recorded on the stream so
that no worker extends the log until the host acknowledges it. Damage the host
acknowledged is reported, never hidden.
"""

from __future__ import annotations

from itertools import groupby

from sqlalchemy import Engine

from ledger import balances, money, store
from ledger.chain import ACKNOWLEDGED, GENESIS, event_hash, problems
from ledger.db import UnitOfWork
from referee.rules.core.errors import RuleError
from referee.rules.night import night as rules
from referee.rules.night.deals import command_of

from . import replay, snapshots
from .errors import LogDamaged
from .stream import to_event
from .tables import open_table

PLAYERS_DO_NOT_DECIDE = ("table_opened", "seat_joined", ACKNOWLEDGED)


def verify(engine: Engine, table_id: str, since: int | None = None, hash_: str | None = None) -> dict:
    """The full check's report; with `since` and `hash_`, also whether the log still extends that head."""
    with UnitOfWork(engine) as session:
        opened = open_table(session, table_id)
        events, unreadable = store.load_checked(session, table_id)
        cached = balances.of(session, table_id)
    mismatch = _first_mismatch(events, unreadable, cached, opened.damage)
    _remember(engine, table_id, opened, events, mismatch)
    report = {"ok": mismatch is None, "head": {"version": opened.head.version, "hash": opened.head.hash},
              "first_mismatch": mismatch, "acknowledged": acknowledged(events)}
    if since is not None:
        report["extends"] = _extends(events, since, hash_, mismatch["version"] if mismatch else None)
    return report


def check(engine: Engine, table_id: str) -> dict:
    """The same check as `verify`, of only what was appended since the last one that found the log sound:
    the chain from that point, every batch after it decided again from the state there, and the balances
    against the state now. Anything amiss, or no such point yet, and the full check runs to name it."""
    with UnitOfWork(engine) as session:
        opened = open_table(session, table_id)
        start = store.checkpoint(session, table_id)
        if opened.damage is not None or start.version == 0:
            start = None
        else:
            events = store.load(session, table_id, start.version)
            night = replay.state_at(session, table_id, start.version, start.hash)
            cached = balances.of(session, table_id)
    if start is None or problems(events, start.version, start.hash):
        return verify(engine, table_id)
    if any(e.type == ACKNOWLEDGED for e in events) or _replay_mismatch(events, night) is not None:
        return verify(engine, table_id)
    night = replay.fold(events, night)
    if night.accounts != cached:
        return verify(engine, table_id)
    _remember(engine, table_id, opened, events, None)
    if events:
        replay.remember_checked(engine, table_id, night, events[-1].hash)
    return {"ok": True, "head": {"version": opened.head.version, "hash": opened.head.hash}, "first_mismatch": None,
            "checked_from": start.version}


def _remember(engine: Engine, table_id: str, opened: store.Opened, events, mismatch: dict | None) -> None:
    """What a check found, kept on the stream: a failure stops appends; a sound log is not checked again."""
    if mismatch is not None and mismatch["version"] is not None and opened.damage is None:
        with UnitOfWork(engine, write=True) as session:
            store.record_failure(session, table_id, mismatch["version"], mismatch["reason"])
    elif mismatch is None and events and events[-1].version > 0:
        with UnitOfWork(engine, write=True) as session:
            store.advance_checkpoint(session, table_id, store.Head(events[-1].version, events[-1].hash))


def acknowledged(events: list[store.StoredEvent]) -> list[dict]:
    """The damage the host acknowledged, where, and what was found then."""
    return [{"version": e.version, **e.payload} for e in events if e.type == ACKNOWLEDGED]


def rebuild(engine: Engine) -> tuple[int, list[str]]:
    """Drop every cache and fold it again from the logs: the balances table in
    the database, the snapshots of the tables' folded states (written afresh
    for every table long enough to have one), and this process's folded states.

    Returns the number of tables, and the tables whose log has an unreadable event.
    """
    with UnitOfWork(engine, write=True) as session:
        rebuilt = store.rebuild_balances(session)
        snapshots.rebuild(session, replay.fold)
    replay.forget()
    return rebuilt


def extends(engine: Engine, table_id: str, since: int, hash_: str) -> bool:
    """Whether the log still extends the head a phone saw, cheaply: only the rows from it on are read."""
    with UnitOfWork(engine) as session:
        damage = open_table(session, table_id).damage
        events = store.load(session, table_id, max(since - 1, 0))
    return _extends(events, since, hash_, damage.version if damage else None)


def _extends(events, since: int, hash_: str | None, damaged_at: int | None) -> bool:
    """The row at `since` is still the one with `hash_`, the rows after it link to it, and nothing up to it
    was found damaged, or acknowledged as damaged after it."""
    if since == 0:
        return hash_ == GENESIS
    later = [e for e in events if e.version >= since]
    if not later or later[0].version != since or later[0].hash != hash_:
        return False
    if damaged_at is not None and damaged_at <= since:
        return False
    if any(e.type == ACKNOWLEDGED and e.payload.get("at_version", 0) <= since for e in later):
        return False
    return all(e.version == before.version + 1 and e.prev_hash == before.hash
               and event_hash(before.hash, e.content()) == e.hash for before, e in zip(later, later[1:]))


def _first_mismatch(events, unreadable, cached, damage: store.Damage | None) -> dict | None:
    broken = [p for p in problems(events) if p.acknowledged_by is None]
    if unreadable is not None and (not broken or unreadable < broken[0].version):
        return {"version": unreadable, "reason": "the stored event cannot be read"}
    if broken:
        return {"version": broken[0].version, "reason": broken[0].reason}
    if damage is not None:
        return {"version": damage.version, "reason": damage.reason}
    replayed = _replay_mismatch(events)
    if replayed is not None:
        return replayed
    folded = money.fold({}, [p for event in events for p in event.postings])
    if folded != cached:
        return {"version": None, "reason": "the balances cache differs from the log; run the rebuild command"}
    return None


def _replay_mismatch(events: list[store.StoredEvent], night: rules.Night | None = None) -> dict | None:
    """The first batch the referee would now decide otherwise, deciding each from the state before it (given
    `night`, the events follow it). Batches before the last acknowledgement of damage are folded as stored:
    the host accepted them as they stand."""
    acknowledged_at = max((e.version for e in events if e.type == ACKNOWLEDGED), default=0)
    night = night or rules.Night()
    for _, grouped in groupby(events, key=lambda event: event.batch):
        batch = list(grouped)
        head = batch[0]
        if head.type not in PLAYERS_DO_NOT_DECIDE and head.version > acknowledged_at:
            problem = _redecide(night, batch)
            if problem:
                return {"version": head.version, "reason": problem}
        try:
            night = replay.fold(batch, night, acknowledged_at)
        except LogDamaged:
            return {"version": head.version, "reason": "the event cannot be replayed"}
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

