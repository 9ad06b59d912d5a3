"""A night of many short deals against a short night: the first read by a fresh worker, on the same machine
in the same run.

The long night is 3,000 deals of heads-up hold'em, each folded at once (about 6,000 events); the peer is a
night of 100 events (buy-ins and a few deals). A fresh worker is a new `make run` server process on the
night's SQLite file, timed from its first request for the table. Each figure is measured `rounds` times;
the ratio is given as min / median / max. It also prints what the table's snapshots take in the database.

    .venv/bin/python benchmarks/many_deals.py [rounds] [deals]
"""

from __future__ import annotations

import sqlite3
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.long_night import timed  # noqa: E402
from benchmarks.servers import serving, spread  # noqa: E402

DEALS = 3_000


def build(url: str, deals: int, events: int | None = None) -> tuple[str, str]:
    """A night of `deals` deals folded at once (or, with `events`, of buy-ins up to that many events after
    them); returns the table id and the host's token."""
    from ledger.db import migrate
    from referee.app import create_app
    from referee.service import appends, tables

    migrate(url)
    app = create_app({"DATABASE_URL": url})
    engine = app.extensions["referee.engine"]
    created = tables.create_table(engine, "bench", "USD", 5, ["Ann", "Bob"])

    def act(actor, command):
        return appends.record(engine, created.id, actor, command, uuid.uuid4().hex).events[-1].version

    version = 0
    for seat in (1, 2):
        version = act("host", {"type": "buy_in", "seat": seat, "amount": 10_000_000})
    for _ in range(deals):
        act("host", {"type": "start_deal", "variant": "holdem", "dealer": 1})
        version = act("seat:1", {"type": "fold"})  # heads-up, the dealer acts first before the flop
    while events is not None and version < events:
        version = act("host", {"type": "buy_in", "seat": 1, "amount": 100})
    engine.dispose()
    return created.id, created.host_token


def cold_read(url: str, table_id: str, token: str) -> float:
    with serving("wsgi", {"DATABASE_URL": url}, "flask") as port:
        return timed(port, f"/api/tables/{table_id}", token)


def snapshot_storage(url: str) -> tuple[int, int, int]:
    """The snapshots' rows, their bytes, and the rows kept beside them."""
    with sqlite3.connect(url[len("sqlite:///"):]) as connection:
        rows, size = connection.execute("SELECT count(*), coalesce(sum(length(state)), 0) FROM snapshots").fetchone()
        items = connection.execute("SELECT count(*) FROM snapshot_items").fetchone()[0]
    return rows, size, items


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    deals = int(sys.argv[2]) if len(sys.argv) > 2 else DEALS
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        short_url, long_url = (f"sqlite:///{Path(folder) / name}" for name in ("short.db", "long.db"))
        short = build(short_url, 4, events=100)
        long = build(long_url, deals)
        print(f"built a night of 100 events and one of {deals} deals in {time.perf_counter() - start:.1f} s")
        # A read by a worker that has folded the night leaves the snapshot the cold reads start from.
        cold_read(short_url, *short)
        cold_read(long_url, *long)
        theirs, ours = [], []
        for _ in range(rounds):
            theirs.append(cold_read(short_url, *short))
            ours.append(cold_read(long_url, *long))
        rows, size, items = snapshot_storage(long_url)
    ratios = [a / b for a, b in zip(ours, theirs)]
    print(f"cold read: 100 events {statistics.median(theirs) * 1e3:.1f} ms, {deals} deals "
          f"{statistics.median(ours) * 1e3:.1f} ms; ratio min / median / max {spread(ratios)}")
    print(f"  100 events: {' / '.join(f'{t * 1e3:.1f}' for t in sorted(theirs))} ms; "
          f"{deals} deals: {' / '.join(f'{t * 1e3:.1f}' for t in sorted(ours))} ms")
    print(f"snapshots of the {deals}-deal night: {rows} rows, {size / 1024:.1f} KiB, and {items} deals kept beside")


if __name__ == "__main__":
    main()
