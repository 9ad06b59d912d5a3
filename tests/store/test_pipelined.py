"""A writer's append on PostgreSQL in two round trips (BEGIN with the locked head, the write with COMMIT),
with every guarantee of the four it took before: what is acknowledged is committed, and a write that loses
commits nothing, nor anything else its transaction did."""

from __future__ import annotations

import tempfile
import threading
import time
import uuid

import psycopg
import pytest
from sqlalchemy import event, text

from ledger import at_once, balances, pipelined, store
from ledger.db import UnitOfWork, make_engine
from ledger.events import row_values
from ledger.money import Posting
from ledger.store import NewEvent


@pytest.fixture
def engine(postgresql_url):
    engine = make_engine(postgresql_url)
    yield engine
    engine.dispose()


def new_stream(engine) -> str:
    stream_id = uuid.uuid4().hex[:16]
    with UnitOfWork(engine, write=True) as session:
        store.create_stream(session, stream_id)
    return stream_id


def locked_append(session, stream_id, *events, key=None):
    """As the service appends: the stream's head read with its lock, then the events after it."""
    opened = store.open_stream(session, stream_id, write=True, keys=[key] if key else ())
    return store.append(session, stream_id, opened.head.version, list(events), head=store.intact(opened), key=key,
                        request_hash=key)


def types(engine, stream_id) -> list[str]:
    with UnitOfWork(engine) as session:
        return [e.type for e in store.load(session, stream_id)]


def flights(engine, work) -> list[list[str]]:
    """What the client sent the server while `work` ran, cut where it waited for an answer: the messages of
    each flight (libpq's trace of the protocol), a lone Sync or Flush after the answers left out."""
    traced = []

    @event.listens_for(engine, "checkout")
    def _trace(dbapi_connection, _record, _proxy):
        trace = tempfile.TemporaryFile("w+")
        dbapi_connection.pgconn.trace(trace.fileno())
        traced.append((dbapi_connection, trace))

    work()
    event.remove(engine, "checkout", _trace)
    found = []
    for dbapi_connection, trace in traced:
        dbapi_connection.pgconn.untrace()
        trace.seek(0)
        sent, flight = [], []
        for line in trace.read().splitlines():
            fields = line.split("\t")
            if len(fields) > 3 and fields[1] == "F":
                flight.append(fields[3] + " " + (fields[4] if len(fields) > 4 else ""))
            elif len(fields) > 3 and fields[1] == "B" and flight:
                sent.append(flight)
                flight = []
            elif len(fields) == 1 and flight:
                flight[-1] += " " + line  # a statement's text goes on over several lines
        found += [f for f in sent + ([flight] if flight else []) if any(not m.startswith(("Sync", "Flush")) for m in f)]
    return found


def test_an_append_sends_begin_with_the_locked_head_and_its_write_with_commit(engine):
    stream_id = new_stream(engine)

    def work():
        with UnitOfWork(engine, write=True) as session:
            locked_append(session, stream_id, NewEvent("a", "host"), key="k1")

    sent = flights(engine, work)
    assert len(sent) == 2, sent
    begin, commit = (" ".join(flight) for flight in sent)
    assert "BEGIN" in begin and "FOR UPDATE" in begin
    assert "INSERT INTO events" in commit and "COMMIT" in commit
    assert types(engine, stream_id) == ["a"]


def test_a_writer_that_waited_for_the_lock_reads_what_the_one_before_committed_in_the_same_round_trip(engine):
    """The head, the keys' batches and the events after the version the writer's process folded, read once
    the lock is held: after the writer it waited for committed, without another round trip."""
    stream_id = new_stream(engine)
    with UnitOfWork(engine, write=True) as session:
        locked_append(session, stream_id, NewEvent("a", "host"))
    holding, done, opened = threading.Event(), threading.Event(), []

    def writer_before():
        with UnitOfWork(engine, write=True) as session:
            locked_append(session, stream_id, NewEvent("b", "host"), NewEvent("c", "host"), key="kb")
            holding.set()
            done.wait(10)

    def writer_after():
        with UnitOfWork(engine, write=True) as session:
            opened.append(store.open_stream(session, stream_id, write=True, keys=["kb", "kz"], after=1))

    before = threading.Thread(target=writer_before)
    before.start()
    assert holding.wait(10)

    def work():
        after = threading.Thread(target=writer_after)
        after.start()
        time.sleep(0.3)  # waiting for the lock
        done.set()
        before.join(10)
        after.join(10)

    sent = flights(engine, work)
    first, *rest = (" ".join(flight) for flight in sent)
    assert all(part in first for part in ("BEGIN", "FOR UPDATE", "head_hash", "idempotency_key", "payload")), first
    assert rest == ['Query  "COMMIT"']  # nothing was written
    [found] = opened
    assert found.head.version == 3 and found.damage is None
    assert found.keyed == {"kb": 2}
    assert (found.after, [event.type for event in found.later]) == (1, ["b", "c"])


def test_a_notice_goes_with_the_commit_and_never_with_a_write_that_fails(engine):
    stream_id = new_stream(engine)
    plain = engine.url.set(drivername="postgresql").render_as_string(hide_password=False)
    with psycopg.connect(plain, autocommit=True) as listener:
        listener.execute(f"LISTEN heads_{stream_id}")

        def append(*events, moved=False):
            with UnitOfWork(engine, write=True) as session:
                opened = store.open_stream(session, stream_id, write=True)
                if moved:  # as in the test below: the held write fails at COMMIT
                    session.execute(text("UPDATE streams SET head_hash = 'moved' WHERE id = :id"), {"id": stream_id})
                store.append(session, stream_id, opened.head.version, list(events), head=opened.head)
                pipelined.with_commit(session.connection(), "SELECT pg_notify(%(channel)s, %(payload)s)",
                                      {"channel": f"heads_{stream_id}", "payload": str(len(events))})

        sent = flights(engine, lambda: append(NewEvent("a", "host")))
        assert len(sent) == 2 and "pg_notify" in " ".join(sent[1]) and "COMMIT" in " ".join(sent[1])
        assert [notice.payload for notice in listener.notifies(timeout=2, stop_after=1)] == ["1"]
        with pytest.raises(store.Conflict):
            append(NewEvent("b", "host"), NewEvent("c", "host"), moved=True)
        assert list(listener.notifies(timeout=0.5)) == []
    assert types(engine, stream_id) == ["a"]


def test_a_write_that_finds_the_head_moved_commits_nothing_of_its_transaction(engine):
    stream_id = new_stream(engine)
    with pytest.raises(store.Conflict):
        with UnitOfWork(engine, write=True) as session:
            opened = store.open_stream(session, stream_id, write=True)
            # The head moved under the lock (only a fault could do it): the held write must not commit.
            session.execute(text("UPDATE streams SET head_hash = 'moved', created_at = created_at WHERE id = :id"),
                            {"id": stream_id})
            store.append(session, stream_id, 0, [NewEvent("a", "host")], head=opened.head)
    assert types(engine, stream_id) == []
    with UnitOfWork(engine) as session:
        assert store.stored_head(session, stream_id).hash != "moved"


def test_a_version_taken_meanwhile_is_a_conflict_and_nothing_of_the_transaction_is_written(engine):
    stream_id = new_stream(engine)
    with pytest.raises(store.Conflict):
        with UnitOfWork(engine, write=True) as session:
            opened = store.open_stream(session, stream_id, write=True)
            # Version 1 taken in the same transaction (as only a fault could, under the lock): the held write
            # fails on the key at COMMIT, and takes this row down with it.
            [theirs] = store.seal([NewEvent("theirs", "host")], stream_id, opened.head, None, None)
            session.connection().execute(at_once.INSERT_EVENTS, row_values(theirs))
            store.append(session, stream_id, 0, [NewEvent("mine", "host")], head=opened.head)
    assert types(engine, stream_id) == []


def test_a_statement_after_the_append_sees_it_and_the_pot_back_at_zero_leaves_the_balances(engine):
    stream_id = new_stream(engine)
    with UnitOfWork(engine, write=True) as session:
        locked_append(session, stream_id, NewEvent("bet", "seat:1", {}, (Posting("seat:1", "pot", 500),)))
        assert store.head_version(session, stream_id) == 1  # the held write went first
    with UnitOfWork(engine, write=True) as session:
        locked_append(session, stream_id, NewEvent("won", "referee", {}, (Posting("pot", "seat:2", 500),)))
    with UnitOfWork(engine) as session:
        assert balances.of(session, stream_id) == {"seat:1": -500, "seat:2": 500}
        held = session.execute(text("SELECT account FROM balances WHERE stream_id = :id"), {"id": stream_id})
        assert sorted(held.scalars()) == ["seat:1", "seat:2"]
    assert types(engine, stream_id) == ["bet", "won"]


def test_a_reused_key_is_found_by_the_head_read_and_nothing_is_written_twice(engine):
    stream_id = new_stream(engine)
    with UnitOfWork(engine, write=True) as session:
        locked_append(session, stream_id, NewEvent("a", "host"), key="k1")
    with UnitOfWork(engine, write=True) as session:
        assert store.open_stream(session, stream_id, write=True, keys=["k1"]).keyed == {"k1": 1}
    assert types(engine, stream_id) == ["a"]


def test_a_writer_that_fails_leaves_its_connection_clean_for_the_next(engine):
    stream_id = new_stream(engine)
    with pytest.raises(RuntimeError):
        with UnitOfWork(engine, write=True) as session:
            locked_append(session, stream_id, NewEvent("a", "host"))
            raise RuntimeError("the request failed after deciding")
    with UnitOfWork(engine) as session:  # a reader on the same pooled connection: in a transaction of its own
        assert store.load(session, stream_id) == []
        assert session.connection().connection.driver_connection.autocommit is False
