"""The state of a table: its log folded by the engine, kept warm between requests.

Folding the whole log on every request makes each append cost as much as the
night is long. So each process keeps the last state it folded per table and
only folds the events appended since. The cache never decides anything on its
own: the events after its version always come from the database, and a cached
state whose last hash does not lead to the next event is dropped. The database
stays the only truth, and every worker catches up on its own.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from sqlalchemy.orm import Session

from ledger import store
from referee.rules.night import night as rules

from .stream import to_event

CAPACITY = 256


@dataclass(frozen=True)
class Folded:
    night: rules.Night
    hash: str


_cache: OrderedDict[tuple[str, str], Folded] = OrderedDict()
_lock = threading.Lock()


def load_night(session: Session, table_id: str) -> rules.Night:
    key = (str(session.get_bind().url), table_id)
    with _lock:
        folded = _cache.get(key)
    after = folded.night.version if folded else 0
    events = store.load(session, table_id, after)
    if folded and events and events[0].prev_hash != folded.hash:
        folded, events = None, store.load(session, table_id)
    if not events:
        return folded.night if folded else rules.Night()
    night = folded.night if folded else rules.Night()
    for event in events:
        night = rules.apply(night, to_event(event))
    with _lock:
        _cache[key] = Folded(night, events[-1].hash)
        _cache.move_to_end(key)
        while len(_cache) > CAPACITY:
            _cache.popitem(last=False)
    return night


def forget() -> None:
    """Drop every folded state, so the next read folds the whole log again."""
    with _lock:
        _cache.clear()
