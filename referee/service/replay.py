"""The state of a table: its log folded by the engine, kept warm between requests.

Folding the whole log on every request makes each append cost as much as the
night is long. So each process keeps the last state it folded per table and
only folds the events appended since. The cache never decides anything on its
own: the events after its version always come from the database, and a cached
state whose last hash does not lead to the next event is dropped, as is one
that an acknowledgement of damage follows (the rows before it may have
changed). The database stays the only truth, and every worker catches up on
its own. A process that has not folded a table yet starts from the table's
snapshot (`snapshots`), on the same conditions.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from ledger import store
from ledger.chain import ACKNOWLEDGED
from ledger.db import database
from referee.rules.night import night as rules

from . import snapshots
from .errors import LogDamaged
from .recent import Recent
from .stream import to_event

CAPACITY = 256
UNFOLDABLE = (KeyError, TypeError, ValueError, IndexError, AttributeError)


@dataclass(frozen=True)
class Folded:
    night: rules.Night
    hash: str


_cache = Recent(CAPACITY)  # by (database, table): the state this process folded last
_checked = Recent(CAPACITY)  # by (database, table): the state where verify last found the log sound


def warm(key: tuple[str, str], head: store.Head) -> rules.Night | None:
    """The state this process folded for (database, table) if it is the one at `head`."""
    folded = _cache.get(key)
    return folded.night if folded and (folded.night.version, folded.hash) == (head.version, head.hash) else None


def folded_version(session: Session, table_id: str) -> int | None:
    """The version of the state this process folded for the table, if it has one: where the events to fold
    next start."""
    folded = _cache.get((database(session.get_bind()), table_id))
    return folded.night.version if folded else None


def load_night(session: Session, table_id: str, head: store.Head | None = None,
               opened: store.Opened | None = None) -> rules.Night:
    """The table's state folded up to its head. Given the head this transaction read, a warm state at that
    head is used without another statement; given what it opened the table with, the events it read then."""
    key = (database(session.get_bind()), table_id)
    if head and (night := warm(key, head)):
        return night
    folded = _cache.get(key)
    kept = folded is not None
    folded = folded or _restored(session, table_id)
    after = folded.night.version if folded else 0
    read = opened is not None and opened.after == after
    events = list(opened.later) if read else store.load(session, table_id, after)
    if folded and _stale(session, table_id, folded, events):
        folded, events = None, store.load(session, table_id)
    if not events and (kept or folded is None):
        return folded.night if folded else rules.Night()
    night = fold(events, folded.night if folded else rules.Night())
    hash_ = events[-1].hash if events else folded.hash
    _cache.put(key, Folded(night, hash_))
    snapshots.keep(session, table_id, after if folded else 0, night, hash_)
    return night


def _restored(session: Session, table_id: str) -> Folded | None:
    """A cold start: the table's snapshot, if it is sound (`_stale` then checks that it leads to the log)."""
    found = snapshots.restore(session, table_id)
    return Folded(*found) if found else None


def state_at(session: Session, table_id: str, version: int, hash_: str | None = None) -> rules.Night:
    """The table's state at `version` (which its log has passed; `hash_`, that event's hash, if known): the
    warm state, or the one last checked, if either stands there; else folded from the newest snapshot at
    that version or before which still names its event, or from the start."""
    key = (database(session.get_bind()), table_id)
    kept = [_cache.get(key), _checked.get(key)]
    for folded in kept:
        if folded and (folded.night.version, folded.hash) == (version, hash_):
            return folded.night
    found = snapshots.before(session, table_id, version)
    if found is not None:
        night, snapshot_hash = found
        events = store.load(session, table_id, night.version - 1, version)  # the snapshot's own event first
        if events and events[0].hash == snapshot_hash and not any(e.type == ACKNOWLEDGED for e in events):
            return fold(events[1:], night)
    return fold(store.load(session, table_id, until=version))


def with_every_deal(session: Session, table_id: str, night: rules.Night) -> rules.Night:
    """`night` holding every finished deal, for a history: the deals a snapshot keeps beside it are read (and
    the warm state keeps them from then on), or, if they are not sound, the log is folded again."""
    if night.deals.whole:
        return night
    earlier = snapshots.earlier_deals(session, table_id, night.deals)
    if earlier is None:
        whole = fold(store.load(session, table_id, until=night.version))
    else:
        whole = replace(night, deals=night.deals.with_earlier(earlier))
    key = (database(session.get_bind()), table_id)
    folded = _cache.get(key)
    if folded is not None and folded.night is night:
        _cache.put(key, Folded(whole, folded.hash))
    return whole


def remember(engine: Engine, table_id: str, night: rules.Night, hash_: str) -> None:
    """The state this process just committed, so that its next request on the table reads nothing more."""
    _cache.put((database(engine), table_id), Folded(night, hash_))


def remember_checked(engine: Engine, table_id: str, night: rules.Night, hash_: str) -> None:
    """The state where verify last found the log sound, from which the next check goes on."""
    _checked.put((database(engine), table_id), Folded(night, hash_))


def _stale(session: Session, table_id: str, folded: Folded, events: Sequence[store.StoredEvent]) -> bool:
    """The cached state no longer leads to the log: the next row does not link to it, an acknowledgement
    of damage follows it, or (nothing new) the head is no longer the one it folded."""
    if events:
        return events[0].prev_hash != folded.hash or any(e.type == ACKNOWLEDGED for e in events)
    return store.stored_head(session, table_id).hash != folded.hash


def fold(events: Sequence[store.StoredEvent], night: rules.Night | None = None,
         acknowledged: int | None = None) -> rules.Night:
    """The events folded onto `night`. Before an acknowledgement of damage (the last among `events`, unless
    given), an event that no longer folds (a void whose entry was deleted) is passed over, as the host
    accepted; after it, it is damage."""
    if acknowledged is None:
        acknowledged = max((e.version for e in events if e.type == ACKNOWLEDGED), default=0)
    night = night if night is not None else rules.Night()
    for event in events:
        try:
            night = rules.apply(night, to_event(event))
        except UNFOLDABLE:
            if event.version > acknowledged:
                raise LogDamaged(event.version, "the stored event cannot be replayed")
    return night


def forget() -> None:
    """Drop every folded state, so the next read folds the whole log again."""
    _cache.clear()
    _checked.clear()
