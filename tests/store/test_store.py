"""The event store, on SQLite and on PostgreSQL."""

from __future__ import annotations

import sqlite3
import uuid

import pytest
from sqlalchemy import text

from ledger import balances, chain, money, store, streamed
from ledger.db import UnitOfWork, make_engine
from ledger.money import Posting
from ledger.store import NewEvent


def new_stream(engine) -> str:
    stream_id = uuid.uuid4().hex[:16]
    with UnitOfWork(engine, write=True) as session:
        store.create_stream(session, stream_id)
    return stream_id


def append(engine, stream_id, expected, *events, key=None, request_hash=None):
    with UnitOfWork(engine, write=True) as session:
        return store.append(session, stream_id, expected, list(events), key=key, request_hash=request_hash)


def load(engine, stream_id, after=0):
    with UnitOfWork(engine) as session:
        return store.load(session, stream_id, after)


def test_versions_count_up_from_one_and_load_from_a_version(engine):
    stream_id = new_stream(engine)
    append(engine, stream_id, 0, NewEvent("a", "host", {"n": 1}))
    append(engine, stream_id, 1, NewEvent("b", "host", {"n": 2}), NewEvent("c", "referee", {"n": 3}))
    assert [e.version for e in load(engine, stream_id)] == [1, 2, 3]
    assert [e.type for e in load(engine, stream_id, after=1)] == ["b", "c"]
    assert [e.batch for e in load(engine, stream_id)] == [1, 2, 2]


def test_a_stale_expected_version_writes_nothing(engine):
    stream_id = new_stream(engine)
    append(engine, stream_id, 0, NewEvent("a", "host"))
    with pytest.raises(store.Conflict):
        append(engine, stream_id, 0, NewEvent("b", "host"))
    assert [e.type for e in load(engine, stream_id)] == ["a"]


def test_an_idempotency_key_finds_its_whole_batch(engine):
    stream_id = new_stream(engine)
    append(engine, stream_id, 0, NewEvent("a", "seat:1"), NewEvent("r", "referee"), key="k1", request_hash="h")
    append(engine, stream_id, 2, NewEvent("b", "seat:2"), key="k2", request_hash="h2")
    with UnitOfWork(engine) as session:
        batch = store.find_batch(session, stream_id, "k1")
        assert [e.type for e in batch] == ["a", "r"]
        assert batch[0].request_hash == "h"
        assert store.find_batch(session, stream_id, "nope") is None


def test_the_same_key_cannot_be_stored_twice(engine):
    stream_id = new_stream(engine)
    append(engine, stream_id, 0, NewEvent("a", "host"), key="k")
    with pytest.raises(store.Conflict):
        append(engine, stream_id, 1, NewEvent("b", "host"), key="k")


def test_postings_keep_the_balances_cache_and_it_rebuilds(engine):
    stream_id = new_stream(engine)
    append(engine, stream_id, 0, NewEvent("in", "host", postings=(Posting("player:1", "stack:1", 500),)))
    append(engine, stream_id, 1, NewEvent("out", "host", postings=(Posting("stack:1", "table", 500),
                                                                    Posting("table", "player:1", 700))))
    with UnitOfWork(engine) as session:
        before = balances.of(session, stream_id)
    assert before == {"player:1": 200, "table": -200}
    assert sum(before.values()) == 0
    with UnitOfWork(engine, write=True) as session:
        session.execute(text("DELETE FROM balances"))
    with UnitOfWork(engine, write=True) as session:
        folded = money.fold({}, [posting for event in store.load(session, stream_id) for posting in event.postings])
        store.rebuild_balances(session, stream_id, folded)
    with UnitOfWork(engine) as session:
        assert balances.of(session, stream_id) == before


def test_the_chain_verifies_and_names_a_tampered_version(engine):
    stream_id = new_stream(engine)
    for version in range(5):
        append(engine, stream_id, version, NewEvent("e", "host", {"n": version}))
    assert chain.problems(load(engine, stream_id)) == []
    with UnitOfWork(engine, write=True) as session:
        session.execute(
            text("UPDATE events SET payload = :p WHERE stream_id = :s AND version = 3"),
            {"p": '{"n": 99}', "s": stream_id},
        )
    assert chain.problems(load(engine, stream_id))[0].version == 3


def test_an_undecodable_row_is_named(engine):
    stream_id = new_stream(engine)
    for version in range(3):
        append(engine, stream_id, version, NewEvent("e", "host", {"n": version}))
    with UnitOfWork(engine, write=True) as session:
        session.execute(text("UPDATE events SET payload = '{not json' WHERE stream_id = :s AND version = 2"),
                        {"s": stream_id})
    with UnitOfWork(engine) as session:
        events, unreadable = store.load_checked(session, stream_id)
    assert [e.version for e in events] == [1]
    assert unreadable == 2


def test_a_streamed_read_hands_every_row_over_in_order_and_stops_at_an_undecodable_one(engine):
    stream_id = new_stream(engine)
    for version in range(5):
        append(engine, stream_id, version, NewEvent("e", "host", {"n": version}))
    with UnitOfWork(engine) as session:
        assert [e.payload["n"] for e in streamed.stream(session, stream_id, chunk=2)] == [0, 1, 2, 3, 4]
    with UnitOfWork(engine, write=True) as session:
        session.execute(text("UPDATE events SET payload = '{not json' WHERE stream_id = :s AND version = 4"),
                        {"s": stream_id})
    read = []
    with UnitOfWork(engine) as session, pytest.raises(streamed.Unreadable) as unreadable:
        read.extend(e.version for e in streamed.stream(session, stream_id, chunk=2))
    assert read == [1, 2, 3] and unreadable.value.version == 4


def test_the_store_never_updates_an_event_row(engine):
    """Appending refuses to overwrite: the only way in is a new version."""
    stream_id = new_stream(engine)
    append(engine, stream_id, 0, NewEvent("a", "host", {"n": 1}))
    with pytest.raises(store.Conflict):
        append(engine, stream_id, 0, NewEvent("a", "host", {"n": 2}))
    assert load(engine, stream_id)[0].payload == {"n": 1}


def test_the_version_key_refuses_a_writer_that_read_a_stale_head(engine, monkeypatch):
    """Two writers that both read version 1 as the head: the (stream, version)
    key alone stops the second, whatever the backend."""
    stream_id = new_stream(engine)
    append(engine, stream_id, 0, NewEvent("a", "host", {"n": 1}))
    monkeypatch.setattr(store, "head_version", lambda session, stream: 0)
    with pytest.raises(store.Conflict):
        append(engine, stream_id, 0, NewEvent("b", "host", {"n": 2}))
    monkeypatch.undo()
    assert [(e.version, e.type) for e in load(engine, stream_id)] == [(1, "a")]


def test_sqlite_runs_in_wal_mode_and_a_writer_takes_the_lock_up_front(sqlite_url):
    """BEGIN IMMEDIATE: a second writer waits at the start of its transaction,
    never half-way through, while readers go on reading."""
    engine = make_engine(sqlite_url)
    path = engine.url.database
    try:
        with UnitOfWork(engine, write=True) as session:
            assert session.execute(text("PRAGMA journal_mode")).scalar() == "wal"
            other = sqlite3.connect(path, timeout=0, isolation_level=None)
            try:
                with pytest.raises(sqlite3.OperationalError, match="locked"):
                    other.execute("BEGIN IMMEDIATE")
                assert other.execute("SELECT count(*) FROM streams").fetchone()[0] >= 0
            finally:
                other.close()
    finally:
        engine.dispose()
