"""Many writers on one stream: nothing lost, nothing twice, no gaps, a chain that verifies."""

from __future__ import annotations

import multiprocessing
import threading
import uuid
from collections import Counter

from ledger import chain, store
from ledger.db import UnitOfWork, make_engine
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
    stream_id = new_stream(engine)
    outcomes, lock = Counter(), threading.Lock()
    threads = [threading.Thread(target=writer, args=(engine, stream_id, n, outcomes, lock)) for n in range(THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    check(engine, stream_id, outcomes, f"{THREADS} threads")


def test_worker_processes_share_one_sqlite_file(sqlite_url):
    """Several workers on one SQLite file, as `gunicorn -w 8` would run them."""
    engine = make_engine(sqlite_url)
    stream_id = new_stream(engine)
    engine.dispose()
    fork = multiprocessing.get_context("fork")
    results = fork.Queue()
    workers = [fork.Process(target=process_writer, args=(sqlite_url, stream_id, n, results)) for n in range(THREADS)]
    for worker in workers:
        worker.start()
    outcomes = sum((results.get(timeout=600) for _ in workers), Counter())
    for worker in workers:
        worker.join()
        assert worker.exitcode == 0
    engine = make_engine(sqlite_url)
    check(engine, stream_id, outcomes, f"{THREADS} processes")
    engine.dispose()


def process_writer(url, stream_id, number, results):
    engine = make_engine(url)
    outcomes = Counter()
    writer(engine, stream_id, number, outcomes, threading.Lock())
    engine.dispose()
    results.put(outcomes)


def new_stream(engine) -> str:
    stream_id = uuid.uuid4().hex[:16]
    with UnitOfWork(engine, write=True) as session:
        store.create_stream(session, stream_id)
    return stream_id


def check(engine, stream_id, outcomes, writers):
    with UnitOfWork(engine) as session:
        events = store.load(session, stream_id)
    keys = Counter(event.payload["key"] for event in events)
    assert [event.version for event in events] == list(range(1, len(events) + 1))
    assert set(keys) == {f"key-{n}" for n in range(KEYS)}
    assert max(keys.values()) == 1
    assert outcomes["written"] == KEYS
    assert outcomes["written"] + outcomes["replayed"] == THREADS * APPENDS_PER_THREAD
    assert outcomes["conflicts"] > 0
    assert chain.problems(events) == []
    print(f"\n{engine.dialect.name}, {writers}: {THREADS * APPENDS_PER_THREAD} appends attempted, "
          f"{outcomes['written']} written, {outcomes['conflicts']} conflicts retried, "
          f"{outcomes['replayed']} idempotent replays, final version {events[-1].version}, chain verified")
