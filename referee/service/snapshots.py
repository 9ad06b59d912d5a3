"""Snapshots of a table's folded night: a cold load starts from the latest and folds only what follows.

A process that folds a table past a multiple of `EVERY` events keeps the night
as the table's snapshot. It is encoded and written once the transaction that
folded it has committed and let go of the write lock, in a short transaction of
its own: the writers queued behind an append never wait for a snapshot. A
worker that only caught up with another's appends finds that one's snapshot
and encodes nothing; one that cannot be written (another worker wrote that
version first) is skipped, never failing what folded it; a snapshot is only a
cache.

A cold load uses a snapshot only if its bytes still have their digest, decode
as a night of its version, and lead to the log: the event after it links to
its hash and no acknowledgement of damage follows it (checked with the events,
in `replay`). Any other snapshot is replaced, or dropped while the night is
still shorter than `EVERY`.

A snapshot's night holds only its last finished deal, so that a night of
thousands of deals loads as fast as a short one; the deals before it are kept
beside the snapshots, one row each, added as the snapshots pass them, and read
by `earlier_deals` only when a history asks. Of the older snapshots, one every
`RUNG` versions is kept: the state before an old deal is a snapshot and at most
that many events away, and storage grows as the log does.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from ledger import snapshots as kept
from ledger import store
from ledger.db import UnitOfWork, afterwards
from referee.rules.night import night as rules
from referee.rules.night.state import DealRecord, Deals
from referee.rules.night.undo import Taken

from . import snapshot_codec as codec

# Events between snapshots, chosen with benchmarks/snapshots.py. On a 10,000-event night a cold load folds
# at most EVERY - 1 events after the snapshot (about 0.2 ms each): with 100, at worst 1.2 times a cold load of
# a 100-event night (250: 3.3 times, 500: 6, 1000: 11; no snapshot: 120). A snapshot (12 KiB) is encoded in
# about 0.7 ms after the append that passes it, then stored in a write transaction of about 0.6 ms.
EVERY = 100
# Of the older snapshots, the first of every RUNG versions is kept (the state before an old deal, for its
# replay, folds at most this many events: about 0.1 s).
RUNG = 500

log = logging.getLogger(__name__)
FOUND, TODO = "snapshot_found", "snapshot_todo"


@dataclass(frozen=True)
class Keep:
    night: rules.Night | None  # None: drop the table's snapshot (the night is too short for one)
    hash: str
    # The snapshot found was not used: it goes, whatever another worker wrote since. Otherwise the night is
    # kept only if no worker kept one past the same multiple of EVERY already.
    replace: bool


def restore(session: Session, table_id: str) -> tuple[rules.Night, str] | None:
    """The table's snapshot as a night and the hash of its last event, if it is sound."""
    found = kept.latest(session, table_id)
    if found is None:
        return None
    night = _night_of(found)
    _found(session)[table_id] = found.version if night is not None else None
    return (night, found.hash) if night is not None else None


def before(session: Session, table_id: str, version: int) -> tuple[rules.Night, str] | None:
    """The table's newest sound snapshot at `version` or before, as a night and the hash of its last event
    (whether it leads to the log is for the caller to check with the events after it)."""
    found = kept.latest(session, table_id, at_most=version)
    night = _night_of(found) if found is not None else None
    return (night, found.hash) if night is not None else None


def keep(session: Session, table_id: str, since: int, night: rules.Night, hash_: str) -> None:
    """`night` (whose last event has `hash_`) was folded from the state at version `since` (0: from
    nothing). If that passed a multiple of EVERY, or the snapshot found was not the state folded from
    (unsound, or no longer leading to the log), keep `night` as the table's snapshot once `session` commits."""
    found = _found(session).pop(table_id, since)
    if found != since:
        work = Keep(night if night.version >= EVERY else None, hash_, replace=True)
    elif night.version // EVERY > since // EVERY:
        work = Keep(night, hash_, replace=False)
    else:
        return
    if TODO not in session.info:
        engine = session.get_bind()
        afterwards(session, lambda: _write(engine, session.info.pop(TODO)))
    session.info.setdefault(TODO, {})[table_id] = work


def rebuild(session: Session, table_id: str, last: store.StoredEvent | None, night: rules.Night) -> None:
    """Drop the table's snapshots and, if it has EVERY events or more (`last` the last of them), keep `night`
    (its events folded)."""
    kept.drop(session, table_id)
    if last is None or last.version < EVERY:
        return
    try:
        kept.save(session, table_id, last.version, last.hash, codec.encode(flat(night)))
        _keep_deals(session, table_id, night.deals)
    except codec.Unwritable as error:
        log.warning("the night of table %s is not kept as a snapshot: %s", table_id, error)


def flat(night: rules.Night) -> rules.Night:
    """The night as a snapshot keeps it: with only its last finished deal, as are the nights it holds to go
    back to (the deal's start, an action's), which would otherwise carry every deal of the night."""
    undo = night.undo and replace(night.undo, taken=tuple(_flat_taken(taken) for taken in night.undo.taken))
    return replace(night, deals=night.deals.latest(), opening=_flat_taken(night.opening), undo=undo)


def _flat_taken(taken: Taken | None) -> Taken | None:
    return taken and replace(taken, before=flat(taken.before))


def earlier_deals(session: Session, table_id: str, deals: Deals) -> tuple[DealRecord, ...] | None:
    """The finished deals before those `deals` holds, as kept beside the snapshots; None if they are not all
    there, or not sound, or do not lead to the ones held."""
    missing = deals.count - len(deals.known)
    found = kept.items(session, table_id, missing)
    try:
        records = tuple(codec.decode_deal(item.item) for item in found if item.intact)
    except codec.Unreadable as refusal:
        log.warning("the deals kept for table %s are refused: %s", table_id, refusal)
        return None
    follows = not deals.known or not records or records[-1].last_version < deals.known[0].first_version
    if len(records) != missing or not follows or any(r.number != n for n, r in enumerate(records, 1)):
        log.warning("the deals kept for table %s are not all there or not sound", table_id)
        return None
    return records


def _keep_deals(session: Session, table_id: str, deals: Deals) -> None:
    """Keep beside the snapshots the deals finished since the last kept, if the night still holds them."""
    stored = kept.item_count(session, table_id)
    first_held = deals.count - len(deals.known) + 1
    if first_held <= stored + 1 <= deals.count:
        kept.add_items(session, table_id, stored + 1,
                       [codec.encode_deal(record) for record in deals.known[stored + 1 - first_held:]])


def _night_of(found: kept.Snapshot) -> rules.Night | None:
    if not found.intact:
        log.warning("the snapshot of table %s at version %s has changed: it is replaced", found.stream_id,
                    found.version)
        return None
    try:
        night = codec.decode(found.state)
    except codec.Unreadable as refusal:
        log.warning("the snapshot of table %s at version %s is refused: %s", found.stream_id, found.version,
                    refusal)
        return None
    return night if night.version == found.version else None


def _save(session: Session, table_id: str, work: Keep, state: bytes | None) -> None:
    if work.night is None or work.replace:  # a snapshot was found unsound: none of the table's is trusted
        kept.drop(session, table_id)
    if state is None:
        return
    if not work.replace and _kept_past(session, table_id, work.night):
        return
    kept.save(session, table_id, work.night.version, work.hash, state)
    kept.thin(session, table_id, RUNG)
    _keep_deals(session, table_id, work.night.deals)


def _kept_past(session: Session, table_id: str, night: rules.Night) -> bool:
    """Whether the table has a snapshot past the same multiple of EVERY as `night`, or a later one."""
    return (kept.latest_version(session, table_id) or 0) // EVERY >= night.version // EVERY


def _found(session: Session) -> dict[str, int | None]:
    """The version of the snapshot each table's fold in this session started from (None: it was unsound)."""
    return session.info.setdefault(FOUND, {})


def _write(engine: Engine, todo: dict[str, Keep]) -> None:
    for table_id, work in todo.items():
        try:
            if not work.replace:
                with UnitOfWork(engine) as session:  # a read costs less than the encoding `_save` would drop
                    if _kept_past(session, table_id, work.night):
                        continue  # most often by the worker that appended it: this one only caught up
            state = codec.encode(flat(work.night)) if work.night is not None else None  # before taking the lock
            with UnitOfWork(engine, write=True) as session:
                _save(session, table_id, work, state)
        except Exception as error:  # noqa: BLE001 - a cache that cannot be written is skipped, whatever the cause
            log.warning("the snapshot of table %s was not written: %r", table_id, error)
