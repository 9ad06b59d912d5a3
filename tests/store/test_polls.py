"""A phone's poll: on SQLite, a table that nobody wrote to since this process last looked is answered from
memory, without a statement, and a write by any process sharing the file (another engine here) is seen at
once; a key ended meanwhile is refused. On PostgreSQL every poll reads the head, in one statement."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import event, text

from ledger import store
from ledger.db import UnitOfWork, make_engine
from referee.service import appends, polls, reads, replay, tables
from referee.service.errors import Unauthorized


@pytest.fixture
def two_workers(db_url):
    """Two engines on one database, as two worker processes have; a table of two seats on it."""
    engines = make_engine(db_url), make_engine(db_url)
    created = tables.create_table(engines[0], "Friday", "USD", 5, ["Ann", "Bob"])
    yield engines, created
    polls.forget()
    for engine in engines:
        engine.dispose()


def statements(engine) -> list[str]:
    said = []
    event.listen(engine, "before_cursor_execute", lambda *args: said.append(args[2]))
    return said


def buy_in(engine, created, amount=500):
    appends.record(engine, created.id, "host", {"type": "buy_in", "seat": 1, "amount": amount}, f"k{amount}")


def test_an_unchanged_table_is_answered_without_a_statement_and_another_workers_write_is_seen(two_workers, db_url):
    (mine, other), created = two_workers
    token = created.seats[0]["token"]
    assert polls.poll(mine, created.id, token)[:2] == ("seat:1", 1)
    said = statements(mine)
    assert polls.poll(mine, created.id, token)[:2] == ("seat:1", 1)
    sqlite = db_url.startswith("sqlite")
    assert len(said) == (0 if sqlite else 1)
    buy_in(other, created)
    assert polls.poll(mine, created.id, token)[:2] == ("seat:1", 2)
    assert len(said) == (1 if sqlite else 2)


def test_a_key_ended_by_another_worker_is_refused_at_the_next_poll(two_workers):
    (mine, other), created = two_workers
    token = created.seats[0]["token"]
    assert polls.poll(mine, created.id, token)[0] == "seat:1"
    tables.new_seat_link(other, created.id, "host", 1)
    with pytest.raises(Unauthorized):
        polls.poll(mine, created.id, token)


def test_the_poll_names_the_head_only_while_the_log_still_ends_there_untouched(two_workers):
    """A live part drawn at the poll's head skips the read's own check of the log: the poll's statement makes
    it instead, and names no head once a row was changed behind the referee's back."""
    (mine, other), created = two_workers
    token = created.seats[0]["token"]
    buy_in(other, created)
    polled = polls.poll(mine, created.id, token)
    with UnitOfWork(other, write=True) as session:
        head = store.stored_head(session, created.id)
        session.execute(text("UPDATE events SET payload = :p WHERE stream_id = :t AND version = 2"),
                        {"p": '{"seat": 1, "amount": 50000}', "t": created.id})
    assert polled.intact == head
    assert polls.poll(mine, created.id, token).intact is None


def test_phones_asking_at_once_after_another_workers_write_read_the_new_events_once(two_workers, monkeypatch):
    """Every phone at a table asks for its part when the table moves: one of them catches this worker up, the
    others wait and find the table warm, and each sees the new head."""
    (mine, other), created = two_workers
    tokens = [seat["token"] for seat in created.seats]
    buy_in(other, created)
    replay.forget()  # both engines share this process's memory: now neither holds the table, as a worker would not
    polled = [polls.poll(mine, created.id, token) for token in tokens]
    loads, load = [], store.load

    def slow_load(*args):  # long enough for every phone to ask while the first read is under way
        loads.append(args)
        time.sleep(0.2)
        return load(*args)

    monkeypatch.setattr(store, "load", slow_load)
    start = threading.Barrier(len(tokens))

    def ask(poll):
        start.wait()
        return reads.read_table(mine, created.id, poll.principal, poll.intact)["version"]

    with ThreadPoolExecutor(len(tokens)) as pool:
        assert list(pool.map(ask, polled)) == [2, 2]
    assert len(loads) == 1
