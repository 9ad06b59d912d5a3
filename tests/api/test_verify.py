"""Tampering with the stored log is found and named."""

from __future__ import annotations

import json

import pytest

from sqlalchemy import text

from ledger import balances, store, streamed
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


def test_the_rebuild_command_rebuilds_the_caches_of_a_sound_log(app, table):
    honest_night(table)
    before = table.get("/settlement").json
    result = app.test_cli_runner().invoke(args=["rebuild"])
    assert result.exit_code == 0, result.output
    assert "rebuilt the caches of" in result.output
    assert table.get("/settlement").json == before
    assert table.get("/verify").json["ok"] is True


WRONG_CACHES = [
    ["DELETE FROM balances WHERE stream_id = :table"],
    ["UPDATE balances SET amount = amount + 1000 WHERE stream_id = :table",
     "INSERT INTO balances (stream_id, account, amount) VALUES (:table, 'stray', 77)"],
]


@pytest.mark.parametrize("statements", WRONG_CACHES, ids=["dropped", "changed"])
def test_a_cache_changed_behind_the_referees_back_is_damage_that_rebuild_keeps_as_evidence(app, table, statements):
    """The settle-up is the log's postings folded, so a wrong cache never reaches it; verify records it as
    damage at the last entry, rebuild leaves it as found, and the host's acknowledgement folds it again."""
    honest_night(table)
    before = table.get("/settlement").json
    for statement in statements:
        tamper(app, table.id, statement)
    report = table.get("/verify").json
    assert report["ok"] is False
    assert report["first_mismatch"]["version"] == 4
    assert "the balances kept beside the log differ from it" in report["first_mismatch"]["reason"]
    result = app.test_cli_runner().invoke(args=["rebuild"])
    assert result.exit_code == 0
    assert f"table {table.id} was left as it is: its log fails its check at version 4" in result.output
    assert table.get("/verify").json["first_mismatch"]["version"] == 4  # the evidence is still there
    assert table.post({"type": "buy_in", "seat": 1, "amount": 100}).json["error"]["code"] == "log_damaged"
    assert table.post({"type": "acknowledge_damage", "at_version": 4}).status_code == 201
    assert table.get("/verify").json["ok"] is True
    assert table.get("/settlement").json["balances"] == before["balances"]


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


def test_the_rebuild_command_reads_each_log_a_few_rows_at_a_time_and_rebuilds_it_whole(app, table, monkeypatch):
    """A long night is refolded as it is read: three rows at a time, never loaded whole, its balances are
    written again as its postings add up and the settle-up is the same."""
    honest_night(table)
    for _ in range(3):
        table.post({"type": "buy_in", "seat": 2, "amount": 500})
    before = table.get("/settlement").json
    read_in_threes = streamed.stream
    monkeypatch.setattr(streamed, "stream", lambda session, stream_id: read_in_threes(session, stream_id, chunk=3))
    for whole in ("load", "load_checked"):  # this table's log (another test's tampered table is named whole)
        monkeypatch.setattr(store, whole, lambda session, stream_id, *rest, loaded=getattr(store, whole):
                            pytest.fail("the rebuild loaded a log whole") if stream_id == table.id
                            else loaded(session, stream_id, *rest))
    result = app.test_cli_runner().invoke(args=["rebuild"])
    assert result.exit_code == 0, result.output
    monkeypatch.undo()
    with UnitOfWork(app.extensions["referee.engine"]) as session:
        assert balances.of(session, table.id) == {"player:1": 1000, "player:2": -3500, "stack:2": 3500, "table": -1000}
    assert table.get("/settlement").json == before
    assert table.get("/verify").json["ok"] is True


def test_the_verify_command_reports_and_fails_on_tampering(app, table):
    honest_night(table)
    runner = app.test_cli_runner()
    assert runner.invoke(args=["verify", table.id]).exit_code == 0
    tamper(app, table.id, "UPDATE events SET actor = 'seat:2' WHERE stream_id = :table AND version = 2")
    result = runner.invoke(args=["verify", table.id])
    assert result.exit_code == 1
    assert '"version": 2' in result.output
