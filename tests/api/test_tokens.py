"""Tokens: only their hashes are stored, a seat's token acts only for its seat, and a token taken away stops
at once, in every worker."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from ledger.db import UnitOfWork
from referee.app import create_app
from referee.service import tables
from tests.conftest import Table


def test_no_token_or_join_code_is_stored_in_the_clear(app, client, table):
    joined = client.post(f"/api/tables/{table.id}/join", json={"join_code": table.created["join_code"], "name": "Dee"})
    secrets = [table.host, table.created["join_code"], joined.json["token"], *table.tokens.values()]
    with UnitOfWork(app.extensions["referee.engine"]) as session:
        stored = session.execute(text("SELECT key_hash, principal FROM access_keys WHERE stream_id = :t"),
                                 {"t": table.id}).all()
    assert len(stored) == len(secrets)
    assert not {key for key, _ in stored} & set(secrets)
    # Not in any table, nor in the write-ahead log: read the files byte by byte.
    database = Path(app.extensions["referee.engine"].url.database)
    raw = b"".join(path.read_bytes() for path in database.parent.glob(database.name + "*"))
    for secret in secrets:
        assert secret.encode() not in raw


SEAT_ENTRIES = [
    {"type": "buy_in", "seat": 2, "amount": 500},
    {"type": "cash_out", "seat": 2, "amount": 0},
    {"type": "adjust", "seat": 2, "amount": 500, "reason": "side bet"},
    {"type": "adjust", "seat": 1, "amount": 500, "reason": "my own side bet"},
]


@pytest.mark.parametrize("command", SEAT_ENTRIES)
def test_a_seat_token_cannot_act_for_another_seat_or_as_the_host(table, command):
    before = table.get().json["version"]
    response = table.post(command, token=table.tokens[1])
    assert response.status_code == 403, response.json
    assert response.json["error"]["code"] in ("not_your_seat", "host_only")
    assert table.get().json["version"] == before


def test_a_seat_cannot_void_another_seats_entry_nor_close_the_night(table):
    entry = table.act(2, {"type": "buy_in", "seat": 2, "amount": 500})["version"]
    before = table.get().json["version"]
    assert table.post({"type": "void", "target_version": entry, "reason": "no"}, token=table.tokens[1]).status_code == 403
    assert table.post({"type": "close"}, token=table.tokens[1]).status_code == 403
    assert table.get().json["version"] == before


def test_the_host_acts_for_any_seat(table):
    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 500})
    assert [seat["stack"] for seat in table.get().json["seats"]] == [500, 500, 500]


@pytest.fixture
def on_both(db_url):
    """A table on SQLite, and on PostgreSQL when one answers."""
    return Table(create_app({"DATABASE_URL": db_url, "TESTING": True}).test_client())


def test_a_replaced_link_stops_at_once_though_the_worker_remembers_it(on_both):
    table, engine = on_both, on_both.client.application.extensions["referee.engine"]
    old = table.tokens[2]
    table.act(2, {"type": "buy_in", "seat": 2, "amount": 500})  # this worker now remembers who the link is
    new = tables.new_seat_link(engine, table.id, "host", 2)
    refused = table.post({"type": "buy_in", "seat": 2, "amount": 500}, token=old)
    assert refused.status_code == 401 and refused.json["error"]["code"] == "bad_token"
    assert table.post({"type": "buy_in", "seat": 2, "amount": 500}, token=new).status_code == 201
    assert table.get().json["seats"][1]["stack"] == 1000


def test_a_key_deleted_behind_the_referees_back_stops_at_once(on_both):
    table, engine = on_both, on_both.client.application.extensions["referee.engine"]
    table.act(3, {"type": "buy_in", "seat": 3, "amount": 500})
    with UnitOfWork(engine, write=True) as session:
        session.execute(text("DELETE FROM access_keys WHERE stream_id = :t AND principal = 'seat:3'"), {"t": table.id})
    assert table.post({"type": "buy_in", "seat": 3, "amount": 500}, token=table.tokens[3]).status_code == 401
    assert table.get().json["seats"][2]["stack"] == 500
