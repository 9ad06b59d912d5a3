"""A long night against a short one: the first read by a fresh worker, verify, the settle page, and a warm
read, at 10,000 events and at 100, on the same machine in the same run.

Each night is a table of three with buy-ins and hold'em deals played to showdown, recorded through the
service as the API records them. A fresh worker is a new `make run` server process on the night's SQLite
file, timed from its first request for the table. Each figure is measured `ROUNDS` times; ratios are given
as min / median / max.

    .venv/bin/python benchmarks/long_night.py [rounds]
"""

from __future__ import annotations

import http.client
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.servers import HOST, request, serving, spread  # noqa: E402

SIZES = (100, 10_000)
BOARD = (["Qs", "Js", "2d"], ["8h"], ["Ts"])
HOLES = {1: ["As", "Ks"], 2: ["7d", "7c"], 3: ["2h", "9c"]}


def build(url: str, events: int) -> tuple[str, str]:
    """A night of about `events` events; returns the table id and the host's token."""
    from ledger.db import migrate
    from referee.app import create_app
    from referee.service import appends, tables

    migrate(url)
    app = create_app({"DATABASE_URL": url})
    engine = app.extensions["referee.engine"]
    created = tables.create_table(engine, "bench", "USD", 5, ["Ann", "Bob", "Cy"])

    def act(actor, command):
        return appends.record(engine, created.id, actor, command, uuid.uuid4().hex).events[-1].version

    for seat in (1, 2, 3):
        version = act("host", {"type": "buy_in", "seat": seat, "amount": 500_000})
    while version + 22 <= events:
        version = hand(act)
    while version < events:
        version = act("host", {"type": "buy_in", "seat": 1, "amount": 100})
    engine.dispose()
    return created.id, created.host_token


def hand(act) -> int:
    act("host", {"type": "start_deal", "variant": "holdem", "dealer": 3})
    for seat, cards in HOLES.items():
        act(f"seat:{seat}", {"type": "cards", "cards": cards})
    for seat, move in ((3, "call"), (1, "call"), (2, "check")):
        act(f"seat:{seat}", {"type": move})
    for cards in BOARD:
        act("seat:3", {"type": "community", "cards": cards})
        for seat in (1, 2, 3):
            act(f"seat:{seat}", {"type": "check"})
    act("seat:1", {"type": "show", "cards": HOLES[1]})
    act("seat:2", {"type": "show", "cards": HOLES[2]})
    return act("seat:3", {"type": "muck"})


def timed(port: int, path: str, token: str | None = None, cookie: str | None = None) -> float:
    connection = http.client.HTTPConnection(HOST, port, timeout=600)
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    if cookie:
        headers["Cookie"] = cookie
    start = time.perf_counter()
    connection.request("GET", path, headers=headers)
    response = connection.getresponse()
    response.read()
    elapsed = time.perf_counter() - start
    connection.close()
    if response.status != 200:
        raise RuntimeError(f"GET {path} answered {response.status}")
    return elapsed


def sign_in(port: int, table_id: str, token: str) -> str:
    connection = http.client.HTTPConnection(HOST, port, timeout=60)
    connection.request("GET", f"/t/{table_id}/as/{token}")
    response = connection.getresponse()
    response.read()
    cookies = [value.split(";")[0] for name, value in response.getheaders() if name.lower() == "set-cookie"]
    connection.close()
    return "; ".join(cookies)


def measure(url: str, table_id: str, token: str) -> dict[str, float]:
    """One round on one night: a fresh server's first read, then warm reads, verify and the settle page."""
    with serving("wsgi", {"DATABASE_URL": url}, "flask") as port:
        figures = {"cold read": timed(port, f"/api/tables/{table_id}", token)}
        figures["warm read"] = statistics.median(timed(port, f"/api/tables/{table_id}", token) for _ in range(5))
        figures["verify"] = timed(port, f"/api/tables/{table_id}/verify", token)
        cookie = sign_in(port, table_id, token)
        figures["settle, first"] = timed(port, f"/t/{table_id}/settle", cookie=cookie)
        settles = []
        for _ in range(5):  # a buy-in between renders: the page checks what was appended since
            request(port, "POST", f"/api/tables/{table_id}/events", {"type": "buy_in", "seat": 2, "amount": 100},
                    token)
            settles.append(timed(port, f"/t/{table_id}/settle", cookie=cookie))
        figures["settle, after an append"] = statistics.median(settles)
    return figures


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    with tempfile.TemporaryDirectory() as folder:
        nights = {}
        for size in SIZES:
            url = f"sqlite:///{Path(folder) / f'night-{size}.db'}"
            start = time.perf_counter()
            nights[size] = (url, *build(url, size))
            print(f"built a night of {size} events in {time.perf_counter() - start:.1f} s")
        results = {size: [] for size in SIZES}
        for _ in range(rounds):
            for size in SIZES:
                results[size].append(measure(*nights[size]))
    small, large = SIZES
    print(f"\n{'':26}{'at ' + str(small):>14}{'at ' + str(large):>14}   ratio {large}/{small} min / median / max")
    for name in results[small][0]:
        ours = [r[name] for r in results[large]]
        theirs = [r[name] for r in results[small]]
        ratios = [a / b for a, b in zip(ours, theirs)]
        print(f"{name:26}{statistics.median(theirs) * 1e3:11.1f} ms{statistics.median(ours) * 1e3:11.1f} ms"
              f"   {spread(ratios)}")


if __name__ == "__main__":
    main()
