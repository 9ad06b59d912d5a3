"""Starting and stopping the servers a benchmark measures, and the load it puts on them.

Both the referee and its bare peer are served the same way: by `make run`'s server (`flask run` with
threads) or by gunicorn with several workers. The load comes from client threads of this process, each with
its own keep-alive connection, each timing every request it makes.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import threading
import time
import uuid
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.support.loopback import LOOPBACK, loopback

ROOT = Path(__file__).resolve().parent.parent
HOST = loopback(LOOPBACK)  # the servers bind here and the clients connect here: loopback only
BIN = Path(sys.executable).parent
STARTUP = 120  # seconds
PG_URL = os.environ.get("BENCH_DATABASE_URL", "postgresql://postgres@127.0.0.1:5432/test")


@contextmanager
def postgresql_schema(name: str):
    """A schema of its own on the PostgreSQL server at PG_URL, dropped at the end (the database's public
    schema may hold another version's tables); yields its URL, or None when no server answers."""
    import psycopg

    schema = f"{name}_{os.getpid()}"
    try:
        with psycopg.connect(PG_URL, connect_timeout=2, autocommit=True) as connection:
            connection.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")
            connection.execute(f"CREATE SCHEMA {schema}")
    except Exception as error:  # noqa: BLE001 - any failure means no server to measure
        print(f"PostgreSQL skipped: {error}")
        yield None
        return
    try:
        yield f"{PG_URL}{'&' if '?' in PG_URL else '?'}options=-csearch_path%3D{schema}"
    finally:
        with psycopg.connect(PG_URL, connect_timeout=2, autocommit=True) as connection:
            connection.execute(f"DROP SCHEMA IF EXISTS {schema} CASCADE")


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


@contextmanager
def serving(app: str, env: dict[str, str], server: str):
    """`app` ("wsgi" or a peer's module) served by "flask" (make run's), "gunicorn" (2 workers × 4 threads)
    or "gevent" (gunicorn.conf.py's workers) on a free port; yields the port."""
    port = free_port()
    target = "wsgi:app" if app == "wsgi" else f"{app}:create_app()"
    if server == "flask":
        command = [str(BIN / "flask"), "--app", app, "run", "--host", HOST, "--port", str(port), "--with-threads"]
    elif server == "gevent":  # as the README serves the referee: gunicorn.conf.py, a gevent worker per core
        command = [str(BIN / "gunicorn"), "-c", str(ROOT / "gunicorn.conf.py"), "-b", f"{HOST}:{port}", target]
    else:
        command = [str(BIN / "gunicorn"), "-k", "gthread", "-w", "2", "--threads", "4", "-b", f"{HOST}:{port}",
                   target]
    process = subprocess.Popen(command, cwd=ROOT, env={**os.environ, **env}, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, preexec_fn=_ends_with_parent)
    try:
        deadline = time.monotonic() + STARTUP  # a busy machine takes a while to import the app
        while True:
            try:
                request(port, "GET", "/")
                break
            except OSError:
                if time.monotonic() > deadline or process.poll() is not None:
                    raise RuntimeError(f"{app} did not start under {server}") from None
                time.sleep(0.05)
        yield port
    finally:
        process.terminate()
        process.wait()


def _ends_with_parent() -> None:
    """The server is told to stop when the benchmark's process ends, however it ends: killed, its `finally`
    never runs, and a server left behind would hold its port and database connections through the next run."""
    if sys.platform == "linux":
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG


def request(port: int, method: str, path: str, body: dict | None = None, token: str | None = None,
            connection: http.client.HTTPConnection | None = None) -> tuple[int, bytes]:
    own = connection is None
    connection = connection or http.client.HTTPConnection(HOST, port, timeout=60)
    headers = {"Content-Type": "application/json", "Idempotency-Key": uuid.uuid4().hex}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    try:
        connection.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        if own:
            connection.close()


@dataclass(frozen=True)
class Load:
    rate: float  # requests answered per second
    p50: float  # seconds
    p99: float


def load(port: int, jobs: list[tuple[str, dict, str | None]], per_client: int) -> Load:
    """Each job (path, body, token) is one client, making `per_client` POSTs one after another."""
    latencies: list[float] = []
    failures: list[int] = []

    def client(path: str, body: dict, token: str | None):
        connection = http.client.HTTPConnection(HOST, port, timeout=60)
        mine = []
        for _ in range(per_client):
            start = time.perf_counter()
            status, _ = request(port, "POST", path, body, token, connection)
            mine.append(time.perf_counter() - start)
            if status != 201:
                failures.append(status)
        connection.close()
        latencies.extend(mine)

    threads = [threading.Thread(target=client, args=job) for job in jobs]
    start = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - start
    if failures:
        raise RuntimeError(f"{len(failures)} requests failed: {sorted(set(failures))}")
    cuts = statistics.quantiles(latencies, n=100)
    return Load(len(latencies) / elapsed, cuts[49], cuts[98])


def spread(values: list[float], digits: int = 2) -> str:
    """min / median / max, as the notes give them."""
    if not values:
        return "-"
    return f"{min(values):.{digits}f} / {statistics.median(values):.{digits}f} / {max(values):.{digits}f}"
