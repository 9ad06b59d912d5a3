"""A log cut short, thinned, reordered or rewritten behind the service's back is found, named by
version, and not extended until the host acknowledges it; on SQLite and on PostgreSQL."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from ledger import store
from ledger.db import UnitOfWork
from referee.app import create_app
from tests.conftest import Table
from tests.support.forgery import rewrite_with_the_chain


@pytest.fixture
def night(db_url):
    """A table on either database: opened (1), three buy-ins (2-4), an adjustment (5), a buy-in (6)."""
    app = create_app({"DATABASE_URL": db_url, "TESTING": True})
    table = Table(app.test_client())
    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "adjust", "seat": 1, "amount": 5, "reason": "tip"})
    table.act("host", {"type": "buy_in", "seat": 2, "amount": 500})
    table.engine = app.extensions["referee.engine"]
    table.seen = table.get().json["head"]
    assert table.seen["version"] == 6
    yield table
    table.engine.dispose()


def sql(table, statement, **params):
    with UnitOfWork(table.engine, write=True) as session:
        session.execute(text(statement), {"t": table.id, **params})


def truncate_the_tail(table):
    sql(table, "DELETE FROM events WHERE stream_id = :t AND version = 6")


def delete_from_the_middle(table):
    sql(table, "DELETE FROM events WHERE stream_id = :t AND version = 3")


def reorder(table):
    sql(table, "UPDATE events SET version = 99 WHERE stream_id = :t AND version = 3")
    sql(table, "UPDATE events SET version = 3 WHERE stream_id = :t AND version = 4")
    sql(table, "UPDATE events SET version = 4 WHERE stream_id = :t AND version = 99")


def swap_through_minus_one(table):
    """Two rows swapped the usual way: one moved out of the way to version -1 first."""
    sql(table, "UPDATE events SET version = -1 WHERE stream_id = :t AND version = 3")
    sql(table, "UPDATE events SET version = 3 WHERE stream_id = :t AND version = 4")
    sql(table, "UPDATE events SET version = 4 WHERE stream_id = :t AND version = -1")


def move_out_of_the_log(table):
    sql(table, "UPDATE events SET version = -1 WHERE stream_id = :t AND version = 3")


def move_far_ahead(table):
    sql(table, "UPDATE events SET version = 1000000 WHERE stream_id = :t AND version = 3")


def insert_outside_the_log(table):
    """A forged row below version 1, where no read of the log looks."""
    with UnitOfWork(table.engine, write=True) as session:
        forged = store.seal([store.NewEvent("buy_in", "host", {"seat": 1, "amount": 100000})], table.id,
                            store.Head(-6, "0" * 64), None, None)
        session.add(store.to_row(forged[0]))


def recompute_the_chain_and_its_head(table):
    """An edit with every hash after it recomputed, the stored head too, and the database's mark wiped."""
    last = rewrite_with_the_chain(table.engine, table.id, 4, {"amount": 9000})
    sql(table, "UPDATE streams SET head_hash = :h, failed_version = NULL, failed_reason = NULL WHERE id = :t",
        h=last)


def edit_a_row(table):
    sql(table, "UPDATE events SET payload = :p WHERE stream_id = :t AND version = 4", p='{"amount": 9000, "seat": 3}')


def recompute_the_chain(table):
    """An edit with every hash after it recomputed, so the chain links again: only the stored head is left."""
    rewrite_with_the_chain(table.engine, table.id, 4, {"amount": 9000})


def extend_silently(table):
    """A forged buy-in after the last event, chained as the store itself would chain it."""
    with UnitOfWork(table.engine, write=True) as session:
        forged = store.seal([store.NewEvent("buy_in", "host", {"seat": 1, "amount": 100000})], table.id,
                             store.stored_head(session, table.id), None, None)
        session.add(store.to_row(forged[0]))


# What is done to the log, where verify names it, and whether the next append is refused before any verify.
# A row deleted or changed in place is marked on the stream by the database itself, so even a chain
# recomputed after an edit is named where the edit was made.
TAMPERING = [
    (truncate_the_tail, 6, True),
    (delete_from_the_middle, 3, True),
    (reorder, 3, True),
    (recompute_the_chain, 4, True),
    (edit_a_row, 4, True),
    (extend_silently, 7, True),
    (swap_through_minus_one, 3, True),
    (move_out_of_the_log, 3, True),
    (move_far_ahead, 3, True),
    (insert_outside_the_log, 7, False),
    (recompute_the_chain_and_its_head, 4, False),
]
IDS = [case[0].__name__ for case in TAMPERING]
BUY_IN = {"type": "buy_in", "seat": 1, "amount": 100}


@pytest.mark.parametrize("tamper,version,at_once", TAMPERING, ids=IDS)
def test_tampering_is_named_by_verify_and_stops_appends(night, tamper, version, at_once):
    tamper(night)
    if at_once:
        refused = night.post(BUY_IN)
        assert refused.status_code == 409, refused.json
        assert refused.json["error"]["code"] == "log_damaged"
    report = night.get("/verify").json
    assert report["ok"] is False
    assert report["first_mismatch"]["version"] == version
    refused = night.post(BUY_IN)
    assert refused.status_code == 409
    error = refused.json["error"]
    assert error["code"] == "log_damaged"
    assert error["message"].startswith(f"This table's log failed its check at version {version}:")
    assert "the host must look at it" in error["message"].lower()
    # Reads say so too, and the phone's head is no longer extended.
    assert night.get().json["damage"]["version"] == version
    assert night.get("/events").json["damage"]["version"] == version
    since = night.get(f"/verify?since=6&hash={night.seen['hash']}").json
    assert since["extends"] is (version > 6)  # what the phone saw is intact only when the damage is after it


@pytest.mark.parametrize("tamper,version,at_once", TAMPERING, ids=IDS)
def test_the_host_acknowledges_and_the_log_goes_on_reporting_the_damage(night, tamper, version, at_once):
    tamper(night)
    night.get("/verify")
    assert night.post({"type": "acknowledge_damage", "at_version": version}, token=night.tokens[1]).status_code == 403
    wrong = night.post({"type": "acknowledge_damage", "at_version": version + 1})
    assert wrong.status_code == 409 and wrong.json["error"]["code"] == "other_damage"
    acknowledged = night.post({"type": "acknowledge_damage", "at_version": version})
    assert acknowledged.status_code == 201, acknowledged.json
    event = acknowledged.json["event"]
    assert event["type"] == "damage_acknowledged" and event["payload"]["at_version"] == version
    assert event["payload"]["stored_head"]["version"] == 6
    assert night.post(BUY_IN).status_code == 201
    report = night.get("/verify").json
    assert report["ok"] is True, report
    assert [a["at_version"] for a in report["acknowledged"]] == [version]
    assert night.get(f"/verify?since=6&hash={night.seen['hash']}").json["extends"] is (version > 6)
    head = night.get().json["head"]
    assert night.get(f"/verify?since={head['version']}&hash={head['hash']}").json["extends"] is True
    assert night.get().json["damage"] is None
    nothing_to_acknowledge = night.post({"type": "acknowledge_damage", "at_version": version})
    assert nothing_to_acknowledge.json["error"]["code"] == "log_intact"


def test_an_honest_log_extends_every_head_a_phone_saw(night):
    seen = night.seen
    night.act("host", BUY_IN)
    answer = night.post(BUY_IN).json
    assert answer["head"]["version"] == 8
    report = night.get(f"/verify?since={seen['version']}&hash={seen['hash']}").json
    assert report["ok"] is True and report["extends"] is True
    assert night.get(f"/verify?since=6&hash={'0' * 64}").json["extends"] is False
    assert night.get("/verify?since=99&hash=abc").json["extends"] is False
    assert night.get("/verify?since=6").status_code == 400
    assert night.get("/events?after=7").json["head"] == answer["head"]
    assert night.get("/settlement").json["head"] == answer["head"]
