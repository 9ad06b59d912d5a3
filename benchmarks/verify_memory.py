"""Verify of a long log: its time and peak memory at 2,000, 20,000 and 50,000 events, each against a bare
streamed read of the same rows (decoded, nothing kept) measured in the same run.

Each night is a table of three with buy-ins and hold'em deals played to showdown (the deals of
benchmarks/long_night.py), decided by the rules as the referee decides them and appended in large
transactions so that a long night is quick to build. Time is measured without tracing; peak memory is
tracemalloc's peak of Python allocations during the call, in a second call. SQLite always; PostgreSQL
when one answers at BENCH_DATABASE_URL. Ratios are given as min / median / max of the rounds.

    .venv/bin/python benchmarks/verify_memory.py [rounds] [sizes...]
"""

from __future__ import annotations

import gc
import statistics
import sys
import tempfile
import time
import tracemalloc
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.long_night import hand  # noqa: E402
from benchmarks.servers import PG_URL, spread  # noqa: E402

SIZES = (2_000, 20_000, 50_000)
CHUNK = 2_000  # events appended per transaction while building


def build(url: str, events: int) -> str:
    """A night of about `events` events; returns the table id."""
    from sqlalchemy import create_engine

    from ledger import store
    from ledger.db import UnitOfWork, migrate
    from referee.rules import version
    from referee.rules.night import night as rules
    from referee.service import tables
    from referee.service.replay import fold, load_night
    from referee.service.stream import to_new

    migrate(url)
    engine = create_engine(url)
    table_id = tables.create_table(engine, "bench", "USD", 5, ["Ann", "Bob", "Cy"]).id
    with UnitOfWork(engine, write=True) as session:
        head = store.require_intact(session, table_id)
        night = load_night(session, table_id, head)
    pending: list[store.StoredEvent] = []
    written = head

    def act(actor, command):
        nonlocal night, head, pending, written
        drafts = rules.decide(night, actor, command)
        stored = store.seal([to_new(draft) for draft in drafts], table_id, head, uuid.uuid4().hex, None,
                            version.RULES_VERSION)
        night, head = fold(stored, night), store.Head(stored[-1].version, stored[-1].hash)
        pending += stored
        if len(pending) >= CHUNK:
            with UnitOfWork(engine, write=True) as session:
                store.append_sealed(session, table_id, written, pending)
            pending, written = [], head
        return head.version

    for seat in (1, 2, 3):
        at = act("host", {"type": "buy_in", "seat": seat, "amount": 500_000})
    while at + 22 <= events:
        at = hand(act)
    while at < events:
        at = act("host", {"type": "buy_in", "seat": 1, "amount": 100})
    if pending:
        with UnitOfWork(engine, write=True) as session:
            store.append_sealed(session, table_id, written, pending)
    engine.dispose()
    return table_id


def bare_read(engine, table_id: str) -> None:
    """The peer: every row of the table's log read in chunks and decoded, nothing kept."""
    from sqlalchemy import select

    from ledger.db import UnitOfWork
    from ledger.events import from_row
    from ledger.models import EventRow

    events = EventRow.__table__
    statement = select(events).where(events.c.stream_id == table_id).order_by(events.c.version)
    with UnitOfWork(engine) as session:
        for row in session.connection().execution_options(yield_per=1000).execute(statement):
            from_row(row)


def verify(engine, table_id: str) -> None:
    from referee.service import audit

    if not audit.verify(engine, table_id)["ok"]:
        raise RuntimeError("the benchmark's night did not verify")


def timed(call, *args) -> float:
    gc.collect()
    start = time.perf_counter()
    call(*args)
    return time.perf_counter() - start


def peak(call, *args) -> int:
    gc.collect()
    tracemalloc.start()
    try:
        call(*args)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def databases(folder: str) -> list[tuple[str, str]]:
    found = [("SQLite", f"sqlite:///{Path(folder) / 'nights.db'}")]
    try:
        import psycopg

        with psycopg.connect(PG_URL, connect_timeout=2, autocommit=True):
            found.append(("PostgreSQL", PG_URL))
    except Exception as error:  # noqa: BLE001 - no PostgreSQL here: SQLite alone
        print(f"PostgreSQL not measured: {error}")
    return found


def main() -> None:
    from sqlalchemy import create_engine

    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    sizes = [int(size) for size in sys.argv[2:]] or SIZES
    with tempfile.TemporaryDirectory() as folder:
        for name, url in databases(folder):
            nights = {}
            for size in sizes:
                start = time.perf_counter()
                nights[size] = build(url, size)
                print(f"{name}: built a night of {size} events in {time.perf_counter() - start:.1f} s", flush=True)
            engine = create_engine(url)
            print(f"\n{name}{'':14}{'verify':>12}{'bare read':>12}   ratio min / median / max")
            for size, table_id in nights.items():
                figures = {"time": ([], []), "peak": ([], [])}
                for _ in range(rounds):  # turn about, so a load on the machine falls on both alike
                    figures["time"][0].append(timed(verify, engine, table_id))
                    figures["time"][1].append(timed(bare_read, engine, table_id))
                    figures["peak"][0].append(peak(verify, engine, table_id))
                    figures["peak"][1].append(peak(bare_read, engine, table_id))
                for what, (ours, peers) in figures.items():
                    unit, scale = ("s", 1) if what == "time" else ("MiB", 2 ** 20)
                    ratios = [a / b for a, b in zip(ours, peers)]
                    print(f"  {size:>7} events, {what:5}{statistics.median(ours) / scale:8.2f} {unit:3}"
                          f"{statistics.median(peers) / scale:8.2f} {unit:3}   {spread(ratios)}"
                          f"   (verify {spread([v / scale for v in ours])} {unit})", flush=True)
            engine.dispose()


if __name__ == "__main__":
    main()
