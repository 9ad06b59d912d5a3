"""The peer the live load is measured against: a bare Flask app that does what a phone needs of the referee
and nothing more. A table is a name; an action inserts one row and commits; a stream pushes the id of each
new row of its table (Server-Sent Events); a fetch reads the latest row of the table. Served as the referee
is (gunicorn's gevent workers, gunicorn.conf.py's settings), its workers hear of each other's rows the
barest way each database offers: NOTIFY in the inserting transaction on PostgreSQL, and on SQLite a read of
the newest id of every table watched in the process, twenty times a second.

    PEER_DATABASE_URL=sqlite:////tmp/peer.db gunicorn -c gunicorn.conf.py 'benchmarks.live_peer:create_app()'
"""

from __future__ import annotations

import json
import os
import queue
import sqlite3
import threading
import time
from contextlib import contextmanager

from flask import Flask, Response, request

from ledger.db import POOL_OVERFLOW, POOL_SIZE

HEARTBEAT_SECONDS = 15.0
WATCH_SECONDS = 0.05
POOL = POOL_SIZE + POOL_OVERFLOW  # connections a worker opens at most, as the referee's pool lets it


class Tables:
    """The newest row id of each table watched here, and its waiters."""

    def __init__(self):
        self.lock = threading.Lock()
        self.newest: dict[str, int] = {}
        self.moved: dict[str, threading.Condition] = {}
        self.waiters: dict[str, int] = {}

    def seen(self, table: str, newest: int) -> None:
        with self.lock:
            if table in self.newest and newest > self.newest[table]:
                self.newest[table] = newest
                self.moved[table].notify_all()

    def watch(self, table: str, newest: int):
        with self.lock:
            if table not in self.newest:
                self.newest[table], self.moved[table], self.waiters[table] = newest, threading.Condition(self.lock), 0
            self.waiters[table] += 1
        try:
            yield "retry: 1000\n\n"  # the answer's headers go with its first line
            while True:
                with self.lock:
                    self.moved[table].wait_for(lambda: self.newest[table] > newest, HEARTBEAT_SECONDS)
                    now = self.newest[table]
                if now > newest:
                    newest = now
                    yield f"id: {now}\ndata: {now}\n\n"
                else:
                    yield ": heartbeat\n\n"
        finally:
            with self.lock:
                self.waiters[table] -= 1
                if not self.waiters[table]:
                    del self.newest[table], self.moved[table], self.waiters[table]

    def watched(self) -> list[str]:
        with self.lock:
            return list(self.newest)


def create_app() -> Flask:
    url = os.environ["PEER_DATABASE_URL"]
    postgres = not url.startswith("sqlite:///")
    idle: queue.SimpleQueue = queue.SimpleQueue()  # connections between requests: a greenlet is not a thread
    tables = Tables()
    connect = _postgres(url) if postgres else _sqlite(url[len("sqlite:///"):])

    turns = threading.BoundedSemaphore(POOL)

    @contextmanager
    def db():
        with turns:
            try:
                connection = idle.get_nowait()
            except queue.Empty:
                connection = connect()
            try:
                yield connection
            finally:
                idle.put(connection)

    app = Flask(__name__)
    started = []

    def start():
        if not started:
            started.append(True)
            threading.Thread(target=_listen if postgres else _watch, args=(connect, tables), daemon=True).start()

    @app.post("/t/<table>/rows")
    def insert(table: str):
        with db() as connection:
            connection.execute("BEGIN IMMEDIATE" if not postgres else "BEGIN")
            newest = connection.execute(_sql("INSERT INTO live_rows (tbl, body) VALUES (?, ?) RETURNING id",
                                             postgres), (table, request.get_data(as_text=True))).fetchone()[0]
            if postgres:
                connection.execute("SELECT pg_notify('live_rows', %s)", (f"{table} {newest}",))
            connection.execute("COMMIT")
        tables.seen(table, newest)
        return {"version": newest}, 201

    @app.get("/t/<table>/stream")
    def stream(table: str):
        start()
        with db() as connection:
            newest = _newest(connection, table, postgres)
        return Response(tables.watch(table, newest), mimetype="text/event-stream",
                        headers={"Cache-Control": "no-store"})

    @app.get("/t/<table>/state")
    def state(table: str):
        with db() as connection:
            row = connection.execute(_sql("SELECT id, body FROM live_rows WHERE tbl = ? ORDER BY id DESC LIMIT 1",
                                          postgres), (table,)).fetchone()
        return {"version": row[0] if row else 0, "body": json.loads(row[1]) if row else None}

    @app.get("/")
    def up():
        return "up"

    return app


def prepare(url: str) -> None:
    """The peer's table, made before its workers start."""
    postgres = not url.startswith("sqlite:///")
    connection = (_postgres(url) if postgres else _sqlite(url[len("sqlite:///"):]))()
    connection.execute("DROP TABLE IF EXISTS live_rows")
    key = "BIGSERIAL PRIMARY KEY" if postgres else "INTEGER PRIMARY KEY"
    connection.execute(f"CREATE TABLE live_rows (id {key}, tbl TEXT NOT NULL, body TEXT NOT NULL)")
    connection.execute("CREATE INDEX live_rows_tbl ON live_rows (tbl, id)")
    connection.close()


def _sql(statement: str, postgres: bool) -> str:
    return statement.replace("?", "%s") if postgres else statement


def _newest(connection, table: str, postgres: bool) -> int:
    return connection.execute(_sql("SELECT coalesce(max(id), 0) FROM live_rows WHERE tbl = ?", postgres),
                              (table,)).fetchone()[0]


def _sqlite(path: str):
    def connect():
        connection = sqlite3.connect(path, isolation_level=None, timeout=30, check_same_thread=False)
        connection.execute("PRAGMA journal_mode=WAL")
        connection.execute("PRAGMA busy_timeout=30000")
        return connection

    return connect


def _postgres(url: str):
    def connect():
        import psycopg

        return psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://"), autocommit=True)

    return connect


def _watch(connect, tables: Tables) -> None:
    connection = connect()
    while True:
        time.sleep(WATCH_SECONDS)
        watched = tables.watched()
        if watched:
            marks = ",".join("?" * len(watched))
            for table, newest in connection.execute(
                    f"SELECT tbl, max(id) FROM live_rows WHERE tbl IN ({marks}) GROUP BY tbl", watched):
                tables.seen(table, newest)


def _listen(connect, tables: Tables) -> None:
    connection = connect()
    connection.execute("LISTEN live_rows")
    for notice in connection.notifies():
        table, newest = notice.payload.split(" ")
        tables.seen(table, int(newest))
