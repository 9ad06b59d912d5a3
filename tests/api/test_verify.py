"""Tampering with the stored log is found and named."""

from __future__ import annotations

import json

from sqlalchemy import text

from ledger.db import UnitOfWork
from tests.support.forgery import rewrite_with_the_chain


def tamper(app, table_id, sql, **params):
    with UnitOfWork(app.extensions["referee.engine"], write=True) as session:
        session.execute(text(sql), {"table": table_id, **params})


def honest_night(table):
    table.post({"type": "buy_in", "seat": 1, "amount": 2000})
    table.post({"type": "buy_in", "seat": 2, "amount": 2000})
    table.post({"type": "cash_out", "seat": 1, "amount": 3000})


def test_an_edited_payload_is_named_by_version(app, table):
    honest_night(table)
    tamper(app, table.id, "UPDATE events SET payload = :p WHERE stream_id = :table AND version = 3",
           p='{"amount": 9000, "seat": 2}')
    report = table.get("/verify").json
    assert report["ok"] is False
    assert report["first_mismatch"]["version"] == 3


def test_an_edit_that_rehashes_the_chain_and_its_head_is_still_caught_by_the_replay(app, table):
    """Someone who recomputes every hash, and the stored head too, and wipes the mark the database left on
    the stream, still cannot make a ruling the referee would not make."""
    honest_night(table)
    engine = app.extensions["referee.engine"]
    last = rewrite_with_the_chain(engine, table.id, 4, {"amount": 9000})
    with UnitOfWork(engine, write=True) as session:
        session.execute(text("UPDATE streams SET head_hash = :h, failed_version = NULL, failed_reason = NULL "
                             "WHERE id = :t"), {"h": last, "t": table.id})
    report = table.get("/verify").json
    assert report["ok"] is False
    assert report["first_mismatch"]["version"] == 4
    assert "different ruling" in report["first_mismatch"]["reason"]


def test_an_unreadable_row_is_named(app, table):
    honest_night(table)
    tamper(app, table.id, "UPDATE events SET postings = 'garbage' WHERE stream_id = :table AND version = 2")
    assert table.get("/verify").json["first_mismatch"]["version"] == 2


def test_the_rebuild_command_restores_a_dropped_cache(app, table):
    honest_night(table)
    before = table.get("/settlement").json
    tamper(app, table.id, "DELETE FROM balances WHERE stream_id = :table")
    assert table.get("/verify").json["ok"] is False
    result = app.test_cli_runner().invoke(args=["rebuild"])
    assert result.exit_code == 0, result.output
    assert table.get("/settlement").json == before
    assert table.get("/verify").json["ok"] is True


def test_the_rebuild_command_replaces_a_wrong_cache_rather_than_adding_to_it(app, table):
    """The settle-up is the log's postings folded, so a wrong cache never reaches it; verify reports it."""
    honest_night(table)
    before = table.get("/settlement").json
    tamper(app, table.id, "UPDATE balances SET amount = amount + 1000 WHERE stream_id = :table")
    tamper(app, table.id, "INSERT INTO balances (stream_id, account, amount) VALUES (:table, 'stray', 77)")
    assert table.get("/settlement").json == before
    assert "balances cache" in table.get("/verify").json["first_mismatch"]["reason"]
    assert app.test_cli_runner().invoke(args=["rebuild"]).exit_code == 0
    assert table.get("/settlement").json == before
    assert table.get("/verify").json["ok"] is True


def test_the_rebuild_command_drops_the_folded_states_and_reads_the_log_again(app, table):
    """The log is the only truth: after a rebuild, nothing folded before it is used."""
    honest_night(table)
    assert table.get().json["name"] == "Friday"
    opened = table.get("/events").json["events"][0]["payload"]
    tamper(app, table.id, "UPDATE events SET payload = :p WHERE stream_id = :table AND version = 1",
           p=json.dumps(opened | {"name": "Saturday"}))
    assert table.get().json["name"] == "Friday"  # still the state folded before the edit
    assert app.test_cli_runner().invoke(args=["rebuild"]).exit_code == 0
    assert table.get().json["name"] == "Saturday"
    assert table.get("/verify").json["first_mismatch"]["version"] == 1


def test_the_verify_command_reports_and_fails_on_tampering(app, table):
    honest_night(table)
    runner = app.test_cli_runner()
    assert runner.invoke(args=["verify", table.id]).exit_code == 0
    tamper(app, table.id, "UPDATE events SET actor = 'seat:2' WHERE stream_id = :table AND version = 2")
    result = runner.invoke(args=["verify", table.id])
    assert result.exit_code == 1
    assert '"version": 2' in result.output
