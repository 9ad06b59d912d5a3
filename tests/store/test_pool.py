"""A worker's connections: a table's phones asking at once are served by the connections the worker keeps,
not by connections opened for the moment (on PostgreSQL each one a server process started and signed in);
between bursts, the one connection a lone request needs is the one used last, whose statements are prepared."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

from sqlalchemy import event, text

from ledger.db import POOL_SIZE, single_statement

PHONES = 12  # two tables' phones, asking together


def test_phones_asking_at_once_again_open_no_new_connection(engine):
    opened = []
    event.listen(engine, "connect", lambda *args: opened.append(1))
    together = threading.Barrier(PHONES)

    def ask(_):
        with single_statement(engine) as connection:
            together.wait()  # every phone holds a connection at once
            return connection.execute(text("SELECT 1")).scalar()

    with ThreadPoolExecutor(PHONES) as pool:
        assert list(pool.map(ask, range(PHONES))) == [1] * PHONES
        first = len(opened)
        assert list(pool.map(ask, range(PHONES))) == [1] * PHONES
    assert first == PHONES <= POOL_SIZE
    assert len(opened) == first


def test_requests_one_after_another_after_a_burst_are_served_by_one_connection(engine):
    together = threading.Barrier(PHONES)

    def ask(_):
        with single_statement(engine) as connection:
            together.wait()
            return connection.connection.dbapi_connection

    with ThreadPoolExecutor(PHONES) as pool:
        assert len(set(pool.map(ask, range(PHONES)))) == PHONES
    one_after_another = set()
    for _ in range(5):
        with single_statement(engine) as connection:
            one_after_another.add(connection.connection.dbapi_connection)
    assert len(one_after_another) == 1
