"""The peer the referee's appends are measured against: a bare Flask app whose one endpoint inserts the
request's JSON body into one table, in its own short write transaction, and answers 201.

On SQLite it works as the referee's store does (WAL, `BEGIN IMMEDIATE`, the default synchronous setting, a
30 s busy timeout); on PostgreSQL it is one INSERT and COMMIT. Served the same way as the referee:

    PEER_DATABASE_URL=sqlite:////tmp/peer.db flask --app benchmarks.bare_peer run --with-threads
    PEER_DATABASE_URL=postgresql://... gunicorn -w 2 --threads 4 'benchmarks.bare_peer:create_app()'
    PEER_DATABASE_URL=postgresql://... gunicorn -c gunicorn.conf.py 'benchmarks.bare_peer:create_app()'
"""

from __future__ import annotations

import os
import queue
import sqlite3

from flask import Flask, request

from ledger.blocking import blocking


def create_app() -> Flask:
    url = os.environ["PEER_DATABASE_URL"]
    connect, begin, insert, create = _dialect(url)
    idle: queue.SimpleQueue = queue.SimpleQueue()  # connections between requests: a greenlet is not a thread
    first = connect()
    first.execute(create)
    idle.put(first)
    app = Flask(__name__)

    def write(body: str) -> None:
        try:
            db = idle.get_nowait()
        except queue.Empty:
            db = connect()
        db.execute(begin)
        db.execute(insert, (body,))
        db.execute("COMMIT")
        idle.put(db)  # not after a failure: that connection is dropped

    @app.post("/rows")
    def append():
        body = request.get_data(as_text=True)
        # SQLite waits for its lock inside the C library: under gevent, as the referee's store does, on a thread
        # of gevent's pool, lest a greenlet waiting there stop the one that holds it.
        blocking(write, body) if url.startswith("sqlite") else write(body)
        return {"ok": True}, 201

    @app.get("/")
    def up():
        return "up"

    return app


def prepare(url: str) -> None:
    """The peer's table, made before its workers start: PostgreSQL refuses two CREATE TABLE IF NOT EXISTS
    that race."""
    connect, _, _, create = _dialect(url)
    connection = connect()
    connection.execute(create)
    connection.close()


def _dialect(url: str):
    if url.startswith("sqlite:///"):
        path = url[len("sqlite:///"):]

        def connect():
            connection = sqlite3.connect(path, isolation_level=None, timeout=30, check_same_thread=False)
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("PRAGMA busy_timeout=30000")
            return connection

        return (connect, "BEGIN IMMEDIATE", "INSERT INTO rows (body) VALUES (?)",
                "CREATE TABLE IF NOT EXISTS rows (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
    import psycopg

    def connect():
        return psycopg.connect(url.replace("postgresql+psycopg://", "postgresql://"), autocommit=True)

    return (connect, "BEGIN", "INSERT INTO rows (body) VALUES (%s)",
            "CREATE TABLE IF NOT EXISTS rows (id BIGSERIAL PRIMARY KEY, body TEXT NOT NULL)")
