"""Many writers on one stream: nothing lost, nothing twice, no gaps, a chain that verifies."""

from __future__ import annotations

import threading
import uuid
from collections import Counter

from ledger import store
from ledger.db import UnitOfWork
from ledger.store import NewEvent

THREADS = 8
APPENDS_PER_THREAD = 25
KEYS = 60  # fewer keys than attempts: many requests are retries of another's


def writer(engine, stream_id, number, outcomes, lock):
    for attempt in range(APPENDS_PER_THREAD):
        key = f"key-{(number * APPENDS_PER_THREAD + attempt) % KEYS}"
        stale = attempt % 3 == 0  # every third append starts from a version that is surely old
        while True:
            try:
                with UnitOfWork(engine, write=True) as session:
                    if store.find_batch(session, stream_id, key) is not None:
                        with lock:
                            outcomes["replayed"] += 1
                        break
                    expected = 0 if stale else store.head_version(session, stream_id)
                    store.append(session, stream_id, expected, [NewEvent("tick", f"seat:{number}", {"key": key})],
                                 key=key, request_hash=key)
                    with lock:
                        outcomes["written"] += 1
                    break
            except store.Conflict:
                with lock:
                    outcomes["conflicts"] += 1
                stale = False


def test_concurrent_appends_with_stale_versions_and_repeated_keys(engine):
    stream_id = uuid.uuid4().hex[:16]
    with UnitOfWork(engine, write=True) as session:
        store.create_stream(session, stream_id)
    outcomes, lock = Counter(), threading.Lock()
    threads = [threading.Thread(target=writer, args=(engine, stream_id, n, outcomes, lock)) for n in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    with UnitOfWork(engine) as session:
        events = store.load(session, stream_id)
    keys = Counter(event.payload["key"] for event in events)
    assert [event.version for event in events] == list(range(1, len(events) + 1))
    assert set(keys) == {f"key-{n}" for n in range(KEYS)}
    assert max(keys.values()) == 1
    assert outcomes["written"] == KEYS
    assert outcomes["written"] + outcomes["replayed"] == THREADS * APPENDS_PER_THREAD
    assert outcomes["conflicts"] > 0
    assert store.first_broken_link(events) is None
    print(f"\n{THREADS} threads: {dict(outcomes)}")
