"""Appends per second over HTTP, the referee beside its bare peer (benchmarks/bare_peer.py), in one run.

For each server (`make run`'s threaded flask server; gunicorn, 2 workers × 4 threads; gunicorn as the README
serves the referee, gunicorn.conf.py's gevent worker per core) and database (SQLite in WAL mode; PostgreSQL
when one answers at BENCH_DATABASE_URL), 1, 8 and 32 clients post buy-ins, eight clients to a table (each with
its own seat's link), or bare rows to the peer. Prints appends per second, p50 and p99, and the referee's
ratios to the peer. Each case runs `ROUNDS` times, referee and peer taking turns, and the ratios are given as
min / median / max.

    .venv/bin/python benchmarks/appends.py [requests per client] [rounds]
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import bare_peer  # noqa: E402
from benchmarks.servers import load, postgresql_schema, request, serving, spread  # noqa: E402

CLIENTS = (1, 8, 32)
SERVERS = ("flask", "gunicorn", "gevent")


def referee_jobs(port: int, clients: int) -> list:
    jobs = []
    for first in range(0, clients, 8):
        players = [f"P{i}" for i in range(min(8, clients - first))]
        _, body = request(port, "POST", "/api/tables", {"name": "bench", "players": players})
        table = json.loads(body)
        jobs += [(f"/api/tables/{table['id']}/events", {"type": "buy_in", "seat": seat["seat"], "amount": 500},
                  seat["token"]) for seat in table["seats"]]
    return jobs


def peer_jobs(clients: int) -> list:
    return [("/rows", {"type": "buy_in", "seat": n % 8 + 1, "amount": 500}, None) for n in range(clients)]


def databases(folder: Path, postgresql: str | None) -> list[tuple[str, str, str]]:
    found = [("SQLite", f"sqlite:///{folder / 'referee.db'}", f"sqlite:///{folder / 'peer.db'}")]
    if postgresql:
        bare_peer.prepare(postgresql)
        found.append(("PostgreSQL", postgresql, postgresql))
    return found


def migrate(url: str) -> None:
    from ledger.db import migrate as upgrade

    upgrade(url)


def main() -> None:
    per_client = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    with tempfile.TemporaryDirectory() as folder, postgresql_schema("appends") as postgresql:
        for name, referee_url, peer_url in databases(Path(folder), postgresql):
            migrate(referee_url)
            for server in SERVERS:
                if name == "PostgreSQL" and server == "flask":
                    continue  # PostgreSQL is for several workers
                print(f"\n{name}, {server}: appends/s, p50 and p99 in ms")
                for clients in CLIENTS:
                    ratios, p99s, lines = [], [], []
                    for _ in range(rounds):
                        with serving("wsgi", {"DATABASE_URL": referee_url}, server) as port:
                            ours = load(port, referee_jobs(port, clients), per_client)
                        with serving("benchmarks.bare_peer", {"PEER_DATABASE_URL": peer_url}, server) as port:
                            bare = load(port, peer_jobs(clients), per_client)
                        ratios.append(ours.rate / bare.rate)
                        p99s.append(ours.p99 / bare.p99)
                        lines.append(f"    referee {ours.rate:7.0f}/s p50 {ours.p50 * 1e3:6.1f} p99 {ours.p99 * 1e3:7.1f}"
                                     f"   bare {bare.rate:7.0f}/s p50 {bare.p50 * 1e3:6.1f} p99 {bare.p99 * 1e3:7.1f}")
                    print(f"  {clients:2d} clients: referee/bare appends {spread(ratios)}; "
                          f"p99 referee/bare {spread(p99s)}")
                    print("\n".join(lines))


if __name__ == "__main__":
    main()
