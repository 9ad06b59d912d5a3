"""Requests that reach one table while another is being written are written together: each is decided on the
night the ones before it left, and each gets its own answer, as if they had come one by one."""

from __future__ import annotations

import threading
import time

import pytest

from ledger import store
from ledger.db import UnitOfWork
from referee.app import create_app
from referee.service import appends
from referee.service.appends import rules
from tests.conftest import Table

STALE = 1  # the version an If-Match names long after the table left it


@pytest.fixture
def held(db_url, monkeypatch):
    """A table whose next buy-in of 115 waits, mid-transaction, until released; when it is waiting; and what
    each transaction wrote."""
    table = Table(create_app({"DATABASE_URL": db_url, "TESTING": True}).test_client())
    deciding, release, decide = threading.Event(), threading.Event(), rules.decide

    def slow_decide(night, actor, command):
        if command.get("amount") == 115:
            deciding.set()
            release.wait(10)
        return decide(night, actor, command)

    batches_written = []
    append_sealed = store.append_sealed

    def counting(session, stream_id, head, stored):
        batches_written.append(len({event.batch for event in stored}))
        return append_sealed(session, stream_id, head, stored)

    monkeypatch.setattr(rules, "decide", slow_decide)
    monkeypatch.setattr(store, "append_sealed", counting)
    return table, deciding, release, batches_written


def test_requests_that_arrive_together_are_decided_in_turn_and_answered_each_alone(held):
    table, deciding, release, batches_written = held
    answers = {}

    def post(name, command, seat="host", key=None, **headers):
        token = table.host if seat == "host" else table.tokens[seat]
        client = table.client.application.test_client()
        headers = {"Authorization": f"Bearer {token}", "Idempotency-Key": key or f"k-{name}", **headers}
        answers[name] = client.post(f"/api/tables/{table.id}/events", json=command, headers=headers)

    first = threading.Thread(target=post, args=("first", {"type": "buy_in", "seat": 3, "amount": 115}))
    first.start()
    assert deciding.wait(10)
    later = [
        ("bob buys in", {"type": "buy_in", "seat": 2, "amount": 1000}, 2, "k-bob"),
        ("ann cashes out what she has not", {"type": "cash_out", "seat": 1, "amount": 1500}, 1, None),
        ("bob cashes out what he just bought", {"type": "cash_out", "seat": 2, "amount": 1000}, 2, None),
        ("bob's buy-in sent again", {"type": "buy_in", "seat": 2, "amount": 1000}, 2, "k-bob"),
    ]
    threads = []
    for name, command, seat, key in later:
        threads.append(threading.Thread(target=post, args=(name, command, seat, key)))
        threads[-1].start()
        _wait_until(lambda n=len(threads): _waiting(table) == n)  # in this order
    stale = threading.Thread(target=post, args=("stale", {"type": "buy_in", "seat": 1, "amount": 500}),
                             kwargs={"If-Match": str(STALE)})
    stale.start()
    _wait_until(lambda: _waiting(table) == len(later) + 1)
    release.set()
    for thread in [first, stale, *threads]:
        thread.join(10)

    assert answers["first"].status_code == 201
    bought = answers["bob buys in"]
    assert bought.status_code == 201
    assert answers["ann cashes out what she has not"].status_code == 422
    assert answers["ann cashes out what she has not"].json["error"]["message"].startswith(
        "The referee holds 0¢ in chips for Ann")
    cashed = answers["bob cashes out what he just bought"]
    assert cashed.status_code == 201 and cashed.json["version"] == bought.json["version"] + 1
    again = answers["bob's buy-in sent again"]
    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert again.json["version"] == bought.json["version"]
    assert answers["stale"].status_code == 409
    assert answers["stale"].json["error"]["code"] == "version_conflict"

    assert max(batches_written) == 2  # Bob's buy-in and cash-out, in one transaction
    log = [(e["type"], e["payload"].get("seat")) for e in table.get("/events").json["events"]][-3:]
    assert log == [("buy_in", 3), ("buy_in", 2), ("cash_out", 2)]
    assert table.get("/verify").json["ok"]
    assert [seat["stack"] for seat in table.get().json["seats"]] == [0, 0, 115]


@pytest.mark.parametrize("late_key", ["k-new", "k-before"])
def test_requests_that_come_while_the_writer_waits_for_the_tables_lock_are_written_with_it(held, late_key):
    """Another writer (another process, say) holds the table: the first request waits for it with the group
    it took, and the one that comes meanwhile joins that group instead of waiting for a turn of its own. One
    that repeats an earlier request (its key) gets that request's answer, and nothing is written twice."""
    table, _, _, batches_written = held
    engine = table.client.application.extensions["referee.engine"]
    before = appends.record(engine, table.id, "host", {"type": "buy_in", "seat": 2, "amount": 500}, "k-before")
    holding, done, answers = threading.Event(), threading.Event(), {}

    def other_writer():
        with UnitOfWork(engine, write=True) as session:
            store.open_stream(session, table.id, write=True)
            holding.set()
            done.wait(10)

    def buy_in(seat, key):
        command = {"type": "buy_in", "seat": seat, "amount": 500}
        answers[key] = appends.record(engine, table.id, "host", command, key)

    threads = [threading.Thread(target=other_writer), threading.Thread(target=buy_in, args=(1, "k-first")),
               threading.Thread(target=buy_in, args=(2, late_key))]
    threads[0].start()
    assert holding.wait(10)
    threads[1].start()
    _wait_until(lambda: _writing(table) and _waiting(table) == 0)
    threads[2].start()
    _wait_until(lambda: _waiting(table) == 1)
    done.set()
    for thread in threads:
        thread.join(10)

    assert not answers["k-first"].replayed
    if late_key == "k-new":
        assert batches_written == [1, 2]  # the buy-in before, then both together
        assert [seat["stack"] for seat in table.get().json["seats"]] == [500, 1000, 0]
    else:
        assert batches_written == [1, 2, 1]  # tried together, refused on the key, then the first alone
        assert answers[late_key].replayed and answers[late_key].events == before.events
        assert [seat["stack"] for seat in table.get().json["seats"]] == [500, 500, 0]
    assert table.get("/verify").json["ok"]


def _line(table):
    return appends._lines.get(appends.line_of(table.client.application.extensions["referee.engine"], table.id))


def _waiting(table) -> int | None:
    line = _line(table)
    return None if line is None else len(line.waiting)


def _writing(table) -> bool:
    line = _line(table)
    return line is not None and line.writing


def _wait_until(condition, timeout: float = 10) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "the requests did not queue"
        time.sleep(0.005)


def test_when_a_transaction_fails_every_request_in_it_is_told_and_the_next_ones_go_on(held, monkeypatch):
    table, deciding, release, _ = held
    writes, append_sealed = [], store.append_sealed

    def second_fails(session, stream_id, head, stored):
        writes.append(stored)
        if len(writes) == 2:
            raise RuntimeError("the disk is full")
        return append_sealed(session, stream_id, head, stored)

    monkeypatch.setattr(store, "append_sealed", second_fails)
    engine = table.client.application.extensions["referee.engine"]
    outcomes = {}

    def record(name, command):
        try:
            outcomes[name] = appends.record(engine, table.id, "host", command, f"k-{name}")
        except RuntimeError as error:
            outcomes[name] = error

    first = threading.Thread(target=record, args=("first", {"type": "buy_in", "seat": 3, "amount": 115}))
    first.start()
    assert deciding.wait(10)
    others = [threading.Thread(target=record, args=(f"seat {seat}", {"type": "buy_in", "seat": seat, "amount": 500}))
              for seat in (1, 2)]
    for n, thread in enumerate(others, start=1):
        thread.start()
        _wait_until(lambda n=n: _waiting(table) == n)
    release.set()
    for thread in [first, *others]:
        thread.join(10)

    assert not any(thread.is_alive() for thread in [first, *others])
    assert isinstance(outcomes["first"], appends.Recorded)
    assert [str(outcomes[f"seat {seat}"]) for seat in (1, 2)] == ["the disk is full"] * 2  # written together
    record("after", {"type": "buy_in", "seat": 1, "amount": 500})
    assert isinstance(outcomes["after"], appends.Recorded)
    assert [seat["stack"] for seat in table.get().json["seats"]] == [500, 0, 115]
    assert table.get("/verify").json["ok"]


def test_on_sqlite_what_waits_for_other_tables_is_written_in_one_transaction_and_on_postgresql_does_not_wait(
        held, monkeypatch):
    """SQLite lets one writer in at a time whatever the table: the buy-ins at two other tables that came while
    a table was written are written together, each on its own table's log. PostgreSQL writes other tables at
    once, each in its own transaction, without waiting for the first table's."""
    table, deciding, release, _ = held
    engine = table.client.application.extensions["referee.engine"]
    others = [Table(table.client) for _ in range(2)]
    sessions, append_sealed = {}, store.append_sealed  # the fixture's, counting

    def noting(session, stream_id, head, stored):
        sessions[stream_id] = session
        return append_sealed(session, stream_id, head, stored)

    monkeypatch.setattr(store, "append_sealed", noting)
    buy_in = {"type": "buy_in", "seat": 1, "amount": 500}
    first = threading.Thread(target=appends.record,
                             args=(engine, table.id, "host", {**buy_in, "seat": 3, "amount": 115}, "k-held"))
    first.start()
    assert deciding.wait(10)
    threads = [threading.Thread(target=appends.record, args=(engine, other.id, "host", buy_in, f"k-{other.id}"))
               for other in others]
    for thread in threads:
        thread.start()
    if engine.dialect.name == "sqlite":
        _wait_until(lambda: _waiting(table) == len(others))  # behind the held write, for the same turn
        release.set()
    else:
        for thread in threads:
            thread.join(10)
        assert {other.id for other in others} <= set(sessions) and table.id not in sessions
        release.set()
    for thread in [first, *threads]:
        thread.join(10)

    assert len({id(sessions[other.id]) for other in others}) == (1 if engine.dialect.name == "sqlite" else 2)
    for other in others:
        assert [seat["stack"] for seat in other.get().json["seats"]] == [500, 0, 0]
        assert other.get("/verify").json["ok"]
    assert [seat["stack"] for seat in table.get().json["seats"]] == [0, 0, 115]
