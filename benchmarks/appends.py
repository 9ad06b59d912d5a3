"""Appends per second over HTTP on SQLite, against plain sqlite3 commits in the same run.

Starts the service on a free loopback port with a fresh SQLite file, opens a
table, and records buy-ins through the JSON API: first from one client, then
from two at once (two terminals at the table). The peer is the floor under
any durable append: one INSERT and COMMIT per row with the stdlib sqlite3 in
WAL mode, in the same run on the same disk.

    .venv/bin/python benchmarks/appends.py [N]
"""

from __future__ import annotations

import json
import os
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def call(url: str, body: dict | None = None, token: str | None = None) -> dict:
    headers = {"Content-Type": "application/json", "Idempotency-Key": uuid.uuid4().hex}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = json.dumps(body).encode() if body is not None else None
    with urllib.request.urlopen(urllib.request.Request(url, data=data, headers=headers), timeout=30) as response:
        return json.loads(response.read())


def serve(db: Path, port: int) -> subprocess.Popen:
    env = {**os.environ, "DATABASE_URL": f"sqlite:///{db}"}
    flask = [sys.executable, "-m", "flask", "--app", "wsgi"]
    subprocess.run([*flask, "migrate"], cwd=ROOT, env=env, check=True, capture_output=True)
    server = subprocess.Popen([*flask, "run", "--port", str(port), "--with-threads"], cwd=ROOT, env=env,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1)
            return server
        except OSError:
            time.sleep(0.1)
    raise RuntimeError("the service did not start")


def http_appends(base: str, n: int, clients: int) -> float:
    table = call(f"{base}/api/tables", {"name": "bench", "players": [f"P{i}" for i in range(clients)]})
    seats = table["seats"]

    def run(seat):
        for _ in range(n // clients):
            call(f"{base}/api/tables/{table['id']}/events",
                 {"type": "buy_in", "seat": seat["seat"], "amount": 500}, seat["token"])

    start = time.perf_counter()
    threads = [threading.Thread(target=run, args=(seat,)) for seat in seats]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return (n // clients * clients) / (time.perf_counter() - start)


def sqlite_commits(path: Path, n: int) -> float:
    connection = sqlite3.connect(path, isolation_level=None)
    connection.execute("PRAGMA journal_mode=WAL")
    connection.execute("CREATE TABLE rows (id INTEGER PRIMARY KEY, body TEXT)")
    start = time.perf_counter()
    for i in range(n):
        connection.execute("BEGIN IMMEDIATE")
        connection.execute("INSERT INTO rows (body) VALUES (?)", (json.dumps({"n": i}),))
        connection.execute("COMMIT")
    return n / (time.perf_counter() - start)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        server = serve(Path(folder) / "referee.db", port)
        try:
            base = f"http://127.0.0.1:{port}"
            one = http_appends(base, n, 1)
            two = http_appends(base, n, 2)
        finally:
            server.terminate()
            server.wait()
        peer = sqlite_commits(Path(folder) / "peer.db", n)
    print(f"HTTP appends, one client:   {one:8.0f}/s  ({one / peer:.3f} x plain sqlite3 commits)")
    print(f"HTTP appends, two clients:  {two:8.0f}/s  ({two / peer:.3f} x plain sqlite3 commits)")
    print(f"plain sqlite3 INSERT+COMMIT: {peer:8.0f}/s")


if __name__ == "__main__":
    main()
