"""The host's table page against the history page of the same night, in process (Flask's test client): the
bytes each sends and the median time to render it, warm (the deal form's options kept from the last render,
as a phone finds them between deals) and cold (rendered afresh, as after a deal or a change of stakes).

    .venv/bin/python benchmarks/table_page.py [rounds]
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

ROUNDS = 20


def night(url: str):
    """A table of four with chips and one deal played; the app and the host's signed-in client."""
    from ledger.db import migrate
    from referee.app import create_app
    from referee.service import appends, tables

    migrate(url)
    app = create_app({"DATABASE_URL": url})
    engine = app.extensions["referee.engine"]
    created = tables.create_table(engine, "bench", "USD", 5, ["Ann", "Bob", "Cy", "Dee"])
    for seat in (1, 2, 3, 4):
        appends.record(engine, created.id, "host", {"type": "buy_in", "seat": seat, "amount": 10_000},
                       uuid.uuid4().hex)
    host = app.test_client()
    assert host.get(f"/t/{created.id}/as/{created.host_token}").status_code == 303
    return app, host, created.id


def measure(app, client, path: str, rounds: int, cold: bool) -> tuple[int, float]:
    """The page's size in bytes and its median render time in milliseconds."""
    times, size = [], 0
    client.get(path)  # the templates compiled, the night folded
    for _ in range(rounds):
        if cold:
            app.extensions["referee.deal_options"].clear()
        start = time.perf_counter()
        answer = client.get(path)
        times.append((time.perf_counter() - start) * 1000)
        assert answer.status_code == 200, (path, answer.status_code)
        size = len(answer.data)
    return size, statistics.median(times)


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else ROUNDS
    with tempfile.TemporaryDirectory() as folder:
        app, host, table_id = night(f"sqlite:///{Path(folder) / 'night.db'}")
        for cold in (False, True):
            size, median = measure(app, host, f"/t/{table_id}", rounds, cold)
            peer_size, peer = measure(app, host, f"/t/{table_id}/history", rounds, cold)
            print(f"{'cold' if cold else 'warm'}: table page {size / 1024:.1f} KB in {median:.1f} ms, history page "
                  f"(peer) {peer_size / 1024:.1f} KB in {peer:.1f} ms: {median / peer:.1f}x the peer's time "
                  f"(medians of {rounds})")


if __name__ == "__main__":
    main()
