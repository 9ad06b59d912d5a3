"""Phones at live tables, the referee beside its bare peer (benchmarks/live_peer.py), in one run.

Six phones to a table with a hold'em deal under way, each holding the table's stream open; every 3 s one
phone of each table acts (a top-up buy-in through the API, an append like any other) and then fetches its live
part, as a page does after its tap; every other phone, told of the new head by the stream, fetches the live
part of its deal page (the fragment a page swaps in, with its seat's cookie). The peer does the same with bare rows: an insert, a stream of row ids, a
read of the newest row. Both are served by gunicorn with gunicorn.conf.py (one gevent worker per core).

Each load is held for a few seconds; a load is sustained when the p95 of the phones' requests (their actions
and fetches) is at most 300 ms, nothing failed, and every phone got the last head of its table. The loads
climb until one is not sustained. Push latency: from the moment a phone sends its action until each other
phone of the table receives the head it made, at the highest load the referee sustained (and the peer at the
same load). SQLite always; PostgreSQL when BENCH_DATABASE_URL (or the local test server) answers. Each figure
is min / median / max of ROUNDS runs. The load comes from one asyncio loop in this process, on loopback only.

    .venv/bin/python benchmarks/live_load.py [rounds] [seconds per load]
"""

from __future__ import annotations

import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
import uuid
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks import live_peer  # noqa: E402
from benchmarks.servers import HOST, postgresql_schema, serving, spread  # noqa: E402

LEVELS = (30, 60, 120, 180, 240, 360, 480, 720, 960, 1200, 1500, 1800, 2400, 3600)  # phones, six to a table
SEATS = 6
EVERY = 3.0  # seconds between two actions at a table
TARGET = 0.300  # seconds: the p95 of the phones' requests a sustained load keeps under
GRACE = 1.5  # seconds after the last action for its head to reach every phone
CONNECTING = 200  # streams opened at once while a load is set up
STALLED = 120.0  # seconds past a load's own for setting it up and winding it down, after which it failed


# --- A small HTTP/1.1 client: keep-alive requests, and streams read line by line.

class Connection:
    def __init__(self, port: int):
        self.port = port
        self.reader = self.writer = None

    async def request(self, method: str, path: str, headers: dict[str, str], body: bytes = b"") -> tuple[int, dict, bytes]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(HOST, self.port)
        lines = [f"{method} {path} HTTP/1.1", f"Host: {HOST}", f"Content-Length: {len(body)}",
                 *(f"{name}: {value}" for name, value in headers.items())]
        self.writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + body)
        status, answer = await _head(self.reader)
        if "content-length" in answer:
            content = await self.reader.readexactly(int(answer["content-length"]))
        elif answer.get("transfer-encoding") == "chunked":
            content = b""
            while size := int((await self.reader.readline()).strip(), 16):
                content += await self.reader.readexactly(size)
                await self.reader.readline()
            await self.reader.readline()
        else:
            content = b""
        return status, answer, content

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


async def _head(reader) -> tuple[int, dict]:
    status = int((await reader.readline()).split()[1])
    headers = {}
    while (line := await reader.readline()) not in (b"\r\n", b""):
        name, _, value = line.decode().partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers


# --- What a phone does at the referee's table and at the peer's.

@dataclass
class Seat:
    table: str
    token: str


class Referee:
    name = "referee"
    app = "wsgi"

    @staticmethod
    async def tables(port: int, count: int) -> list[list[Seat]]:
        async def one(connection: Connection) -> list[Seat]:
            body = json.dumps({"name": "bench", "players": [f"P{n}" for n in range(1, SEATS + 1)]}).encode()
            status, _, answer = await connection.request("POST", "/api/tables", {"Content-Type": "application/json"},
                                                         body)
            made = json.loads(answer)
            host = {"Authorization": f"Bearer {made['host_token']}", "Content-Type": "application/json"}
            for command in [*({"type": "buy_in", "seat": n, "amount": 10_000} for n in range(1, SEATS + 1)),
                            {"type": "start_deal", "variant": "holdem", "dealer": SEATS}]:
                await connection.request("POST", f"/api/tables/{made['id']}/events",
                                         {**host, "Idempotency-Key": uuid.uuid4().hex}, json.dumps(command).encode())
            return [Seat(made["id"], seat["token"]) for seat in made["seats"]]

        return await _spread_over(port, count, one)

    @staticmethod
    def stream(seat: Seat) -> tuple[str, dict]:
        return f"/t/{seat.table}/stream", {"Cookie": f"seat-{seat.table}={seat.token}"}

    @staticmethod
    def act(seat: Seat, number: int) -> tuple[str, dict, bytes]:
        body = json.dumps({"type": "buy_in", "seat": number, "amount": 100}).encode()
        return (f"/api/tables/{seat.table}/events", {"Authorization": f"Bearer {seat.token}",
                "Content-Type": "application/json", "Idempotency-Key": uuid.uuid4().hex}, body)

    @staticmethod
    def version(answer: bytes) -> int:
        return json.loads(answer)["head"]["version"]

    @staticmethod
    def fetch(seat: Seat, shown: int | None) -> tuple[str, dict]:
        seen = "" if shown is None else str(shown)
        return f"/t/{seat.table}/live?page=deal&v={seen}", {"Cookie": f"seat-{seat.table}={seat.token}"}

    @staticmethod
    def fetched(status: int, headers: dict, answer: bytes) -> int | None:
        return int(headers["x-version"]) if status == 200 else None


class Peer:
    name = "bare peer"
    app = "benchmarks.live_peer"

    @staticmethod
    async def tables(port: int, count: int) -> list[list[Seat]]:
        return [[Seat(uuid.uuid4().hex[:12], "")] * SEATS for _ in range(count)]

    @staticmethod
    def stream(seat: Seat) -> tuple[str, dict]:
        return f"/t/{seat.table}/stream", {}

    @staticmethod
    def act(seat: Seat, number: int) -> tuple[str, dict, bytes]:
        body = json.dumps({"type": "buy_in", "seat": number, "amount": 100}).encode()
        return f"/t/{seat.table}/rows", {"Content-Type": "application/json"}, body

    @staticmethod
    def version(answer: bytes) -> int:
        return json.loads(answer)["version"]

    @staticmethod
    def fetch(seat: Seat, shown: int | None) -> tuple[str, dict]:
        return f"/t/{seat.table}/state", {}

    @staticmethod
    def fetched(status: int, headers: dict, answer: bytes) -> int | None:
        return json.loads(answer)["version"] if status == 200 else None


async def _spread_over(port: int, count: int, make) -> list:
    connections = [Connection(port) for _ in range(min(count, 16))]
    made: list = []

    async def worker(connection: Connection, share: int):
        for _ in range(share):
            made.append(await make(connection))
        connection.close()

    shares = [count // len(connections) + (n < count % len(connections)) for n in range(len(connections))]
    await asyncio.gather(*(worker(c, s) for c, s in zip(connections, shares)))
    return made


# --- One load: its tables, phones and figures.

@dataclass
class Figures:
    latencies: list[float] = field(default_factory=list)  # every request a phone made, seconds
    actions: list[float] = field(default_factory=list)  # the appends alone
    pushes: list[float] = field(default_factory=list)  # action sent -> head received by another phone
    failures: int = 0
    missed: int = 0  # phones without their table's last head at the end

    def p95(self) -> float:
        return statistics.quantiles(self.latencies, n=100)[94] if len(self.latencies) > 1 else float("inf")

    def push(self, q: int) -> float:
        return statistics.quantiles(self.pushes, n=100)[q - 1] if len(self.pushes) > 1 else float("nan")

    def sustained(self) -> bool:
        return self.p95() <= TARGET and not self.failures and not self.missed


class Phone:
    def __init__(self, side, port: int, seat: Seat, number: int, table: "Table", figures: Figures):
        self.side, self.seat, self.number, self.table, self.figures = side, seat, number, table, figures
        self.requests = Connection(port)
        self.stream = Connection(port)
        self.lock = asyncio.Lock()
        self.fetching = False
        self.shown: int | None = None
        self.newest = 0
        self.received: dict[int, float] = {}

    async def listen(self, connected: asyncio.Event) -> None:
        # The page was loaded over the phone's connection, which it keeps for its fetches.
        self.requests.reader, self.requests.writer = await asyncio.open_connection(HOST, self.requests.port)
        path, headers = self.side.stream(self.seat)
        self.stream.reader, self.stream.writer = await asyncio.open_connection(HOST, self.stream.port)
        self.stream.writer.write(("\r\n".join([f"GET {path} HTTP/1.1", f"Host: {HOST}",
                                               *(f"{k}: {v}" for k, v in headers.items())]) + "\r\n\r\n").encode())
        status, _ = await _head(self.stream.reader)
        if status != 200:
            self.figures.failures += 1
            connected.set()
            return
        connected.set()
        while line := await self.stream.reader.readline():
            if line.startswith(b"id: "):
                version = int(line[4:])
                self.received.setdefault(version, time.perf_counter())
                self.newest = max(self.newest, version)
                if self.shown is None:
                    self.shown = version  # the head the page was loaded at comes first
                elif version > self.shown:
                    asyncio.ensure_future(self.catch_up())

    async def catch_up(self, forced: bool = False) -> None:
        if self.fetching and not forced:
            return  # the fetch under way catches up to the newest head when it ends
        self.fetching = True
        async with self.lock:
            while forced or self.shown is None or self.shown < self.newest:
                forced = False
                path, headers = self.side.fetch(self.seat, self.shown)
                status, answer_headers, answer = await self.timed("GET", path, headers)
                if status >= 400:
                    break
                version = self.side.fetched(status, answer_headers, answer)
                if version is not None:
                    self.shown = version
                if version is None and status == 204:
                    break
        self.fetching = False

    async def act(self) -> None:
        path, headers, body = self.side.act(self.seat, self.number)
        async with self.lock:  # one request at a time on the phone's connection
            sent = time.perf_counter()
            status, _, answer = await self.timed("POST", path, headers, body)
        if status == 201:
            version = self.side.version(answer)
            self.table.sent[version], self.table.actors[version] = sent, self
            await self.catch_up(forced=True)

    async def timed(self, method: str, path: str, headers: dict, body: bytes = b"") -> tuple[int, dict, bytes]:
        start = time.perf_counter()
        try:
            answer = await self.requests.request(method, path, headers, body)
        except (OSError, asyncio.IncompleteReadError, ValueError, IndexError):
            self.figures.failures += 1
            self.requests.close()
            self.requests = Connection(self.requests.port)
            return 599, {}, b""
        self.figures.latencies.append(time.perf_counter() - start)
        if method == "POST":
            self.figures.actions.append(self.figures.latencies[-1])
        if answer[0] >= 400:
            self.figures.failures += 1
        return answer

    def close(self) -> None:
        self.requests.close()
        self.stream.close()


class Table:
    def __init__(self):
        self.sent: dict[int, float] = {}  # head version -> when the action that made it was sent
        self.actors: dict[int, Phone] = {}  # head version -> the phone whose action made it
        self.phones: list[Phone] = []

    async def play(self, seconds: float) -> None:
        await asyncio.sleep(random.uniform(0, EVERY))
        end = time.perf_counter() + seconds
        turn = 0
        while time.perf_counter() < end:
            started = time.perf_counter()
            await self.phones[turn % SEATS].act()
            turn += 1
            await asyncio.sleep(max(0.0, EVERY - (time.perf_counter() - started)))


async def one_load(side, port: int, phones: int, seconds: float) -> Figures:
    figures = Figures()
    seats = await side.tables(port, phones // SEATS)
    tables = []
    for table_seats in seats:
        table = Table()
        table.phones = [Phone(side, port, seat, n + 1, table, figures) for n, seat in enumerate(table_seats)]
        tables.append(table)
    everyone = [phone for table in tables for phone in table.phones]
    gate = asyncio.Semaphore(CONNECTING)

    async def connect(phone: Phone) -> None:
        async with gate:
            connected = asyncio.Event()
            phone.listening = asyncio.ensure_future(phone.listen(connected))
            await connected.wait()

    await asyncio.gather(*(connect(phone) for phone in everyone))
    await asyncio.gather(*(table.play(seconds) for table in tables))
    await asyncio.sleep(GRACE)
    for table in tables:
        last = max(table.sent, default=None)
        for phone in table.phones:
            if last is not None and phone.newest < last:
                figures.missed += 1
            for version, received in phone.received.items():
                if version in table.sent and phone is not table.actors[version]:
                    figures.pushes.append(received - table.sent[version])
    for phone in everyone:
        phone.listening.cancel()
        phone.close()
    await asyncio.sleep(0.5)  # the servers let go of the streams
    return figures


def climb(side, port: int, seconds: float, start: int = LEVELS[0]) -> dict[int, Figures]:
    """Loads tried from `start` up, until one is not sustained."""
    asyncio.run(one_load(side, port, 2 * SEATS, EVERY))  # unmeasured: each worker's first reads and templates
    tried = {}
    for phones in (level for level in LEVELS if level >= start):
        try:
            figures = asyncio.run(asyncio.wait_for(one_load(side, port, phones, seconds), seconds + STALLED))
        except asyncio.TimeoutError:  # a server that stops answering holds no load: it is not sustained
            figures = Figures(failures=phones)
        tried[phones] = figures
        appends = statistics.quantiles(figures.actions, n=100)[94] * 1000 if len(figures.actions) > 1 else 0
        print(f"    {side.name:9} {phones:5} phones: p95 {figures.p95() * 1000:6.0f} ms (appends {appends:.0f}), push p50/p95 "
              f"{figures.push(50) * 1000:4.0f}/{figures.push(95) * 1000:4.0f} ms, {figures.failures} failed, "
              f"{figures.missed} behind", flush=True)
        if not figures.sustained():
            break
    return tried


def sustained(tried: dict[int, Figures]) -> int:
    return max((phones for phones, figures in tried.items() if figures.sustained()), default=0)


def databases(folder: Path, postgresql: str | None) -> list[tuple[str, str, str]]:
    found = [("SQLite", f"sqlite:///{folder / 'referee.db'}", f"sqlite:///{folder / 'peer.db'}")]
    return found + [("PostgreSQL", postgresql, postgresql)] if postgresql else found


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 5.0
    from ledger.db import migrate

    with tempfile.TemporaryDirectory() as folder, postgresql_schema("live_load") as postgresql:
        for name, referee_url, peer_url in databases(Path(folder), postgresql):
            migrate(referee_url)
            print(f"\n{name}: phones sustained at p95 <= {TARGET * 1000:.0f} ms, and push latency")
            ours, bare, ours_p50, ours_p95, bare_p50, bare_p95 = [], [], [], [], [], []
            for _ in range(rounds):
                with serving("wsgi", {"DATABASE_URL": referee_url}, "gevent") as port:
                    tried = climb(Referee, port, seconds)
                live_peer.prepare(peer_url)
                at = sustained(tried) or LEVELS[0]  # push latency where the referee held, or at the lowest load
                with serving(Peer.app, {"PEER_DATABASE_URL": peer_url}, "gevent") as port:
                    peer_tried = climb(Peer, port, seconds, start=at)  # the peer holds where the referee did
                ours.append(sustained(tried))
                bare.append(sustained(peer_tried))
                ours_p50.append(tried[at].push(50))
                ours_p95.append(tried[at].push(95))
                if at in peer_tried:
                    bare_p50.append(peer_tried[at].push(50))
                    bare_p95.append(peer_tried[at].push(95))
            print(f"  phones sustained: referee {spread(ours, 0)}, bare peer {spread(bare, 0)}, "
                  f"ratio {spread([o / b for o, b in zip(ours, bare) if b], 2)}")
            print(f"  push p50 (s): referee {spread(ours_p50)}, bare peer {spread(bare_p50)}")
            print(f"  push p95 (s): referee {spread(ours_p95)}, bare peer {spread(bare_p95)}")


if __name__ == "__main__":
    main()
