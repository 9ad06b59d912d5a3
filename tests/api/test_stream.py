"""The stream of a table's heads: another server's append reaches it, a reconnect resumes from the last head
it got, it says it is alive while nothing happens, and it is refused in a sentence to whoever may not read
the table. Two apps on one database stand for two server processes: each hears of the other's appends only
through the database (LISTEN/NOTIFY on PostgreSQL, the stored heads on SQLite)."""

from __future__ import annotations

import json

import pytest

from referee.app import create_app
from tests.conftest import Table

HEARTBEAT = 0.2
PATIENCE = 50  # heartbeats before a test gives up waiting for a head: ten seconds


@pytest.fixture
def servers(db_url):
    """(writer, reader): the table is written through the first and streamed from the second."""
    apps = [create_app({"DATABASE_URL": db_url, "TESTING": True, "STREAM_HEARTBEAT_SECONDS": HEARTBEAT})
            for _ in range(2)]
    yield Table(apps[0].test_client()), apps[1].test_client()
    for app in apps:
        app.extensions["referee.engine"].dispose()


class Stream:
    def __init__(self, client, path: str, **headers):
        self.response = client.get(path, headers=headers)
        self.chunks = iter(self.response.response)

    def next(self) -> str:
        return next(self.chunks).decode()

    def head(self) -> tuple[int, dict]:
        """The next head announced (id, data), past any heartbeats."""
        for _ in range(PATIENCE):
            chunk = self.next()
            if chunk.startswith("event: head"):
                fields = dict(line.split(": ", 1) for line in chunk.strip().splitlines())
                return int(fields["id"]), json.loads(fields["data"])
        raise AssertionError("no head came")

    def close(self):
        self.response.close()


def streamed(reader, table: Table, **headers) -> Stream:
    stream = Stream(reader, f"/api/tables/{table.id}/stream", Authorization=f"Bearer {table.tokens[2]}", **headers)
    assert stream.response.status_code == 200
    assert stream.response.mimetype == "text/event-stream"
    assert stream.next() == "retry: 1000\n\n"
    return stream


def test_another_servers_append_reaches_the_stream_with_its_head(servers):
    table, reader = servers
    stream = streamed(reader, table)
    assert stream.head() == (1, {"version": 1, "hash": table.get().json["head"]["hash"]})
    answer = table.act(1, {"type": "buy_in", "seat": 1, "amount": 500})
    assert stream.head() == (answer["version"], answer["head"])
    stream.close()


def test_a_reconnect_resumes_after_the_last_head_it_got(servers):
    table, reader = servers
    seen = table.act(1, {"type": "buy_in", "seat": 1, "amount": 500})["version"]
    stream = streamed(reader, table, **{"Last-Event-ID": str(seen)})
    assert stream.next() == ": heartbeat\n\n"  # nothing new since: no head until one comes
    answer = table.act("host", {"type": "buy_in", "seat": 2, "amount": 500})
    assert stream.head() == (answer["version"], answer["head"])
    stream.close()

    # Gone a while: the head it missed comes at once.
    missed = table.act("host", {"type": "buy_in", "seat": 3, "amount": 500})
    stream = streamed(reader, table, **{"Last-Event-ID": str(answer["version"])})
    assert stream.next().startswith("event: head")
    stream.close()
    stream = streamed(reader, table, **{"Last-Event-ID": str(answer["version"])})
    assert stream.head() == (missed["version"], missed["head"])
    stream.close()


def test_an_idle_stream_sends_heartbeats(servers):
    table, reader = servers
    stream = streamed(reader, table)
    stream.head()
    assert [stream.next() for _ in range(3)] == [": heartbeat\n\n"] * 3
    stream.close()


def test_the_stream_is_refused_in_a_sentence_without_a_good_token(servers):
    table, reader = servers
    for headers in ({}, {"Authorization": "Bearer not-a-token"}):
        answer = reader.get(f"/api/tables/{table.id}/stream", headers=headers)
        assert answer.status_code == 401
        assert answer.json["error"]["message"] == ("This needs your seat's link or the host's: "
                                                   "send 'Authorization: Bearer <token>'.")
    answer = reader.get(f"/api/tables/{table.id}/stream",
                        headers={"Authorization": f"Bearer {table.host}", "Last-Event-ID": "twelve"})
    assert answer.status_code == 400
    assert answer.json["error"]["message"] == "'Last-Event-ID' must be a version number, like 0."


def test_the_pages_stream_is_signed_by_the_seat_cookie(servers):
    table, reader = servers
    assert reader.get(f"/t/{table.id}/stream").status_code == 401
    reader.get(f"/t/{table.id}/as/{table.tokens[1]}")
    stream = Stream(reader, f"/t/{table.id}/stream")
    assert stream.response.mimetype == "text/event-stream"
    assert stream.next() == "retry: 1000\n\n"
    assert stream.head()[0] == 1
    answer = table.act(1, {"type": "buy_in", "seat": 1, "amount": 500})
    assert stream.head() == (answer["version"], answer["head"])
    stream.close()
