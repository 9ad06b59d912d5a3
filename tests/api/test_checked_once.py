"""The settle page's check verifies only what was appended since the last sound check, and finds what the
full verify finds there."""

from __future__ import annotations

import json

from sqlalchemy import text

from ledger import store
from ledger.chain import event_hash
from ledger.db import UnitOfWork
from referee.rules.version import RULES_VERSION
from referee.service import audit, replay
from tests.api.test_verify import honest_night, tamper


def engine_of(app):
    return app.extensions["referee.engine"]


def checkpoint(app, table_id):
    with UnitOfWork(engine_of(app)) as session:
        return store.checkpoint(session, table_id).head.version


def test_a_sound_log_is_checked_from_where_the_last_check_stopped(app, table):
    honest_night(table)
    first = audit.check(engine_of(app), table.id)
    assert first["ok"] is True and "checked_from" not in first  # nothing checked before: the full verify ran
    assert checkpoint(app, table.id) == 4
    table.post({"type": "buy_in", "seat": 3, "amount": 500})
    table.post({"type": "adjust", "seat": 3, "amount": 5, "reason": "found a nickel"})
    second = audit.check(engine_of(app), table.id)
    assert second == {"ok": True, "head": table.get().json["head"], "first_mismatch": None, "checked_from": 4,
                      "rules_version": RULES_VERSION, "rules_changes": []}
    assert checkpoint(app, table.id) == 6
    assert audit.verify(engine_of(app), table.id)["ok"] is True


def test_a_new_worker_checks_from_the_stored_point_too(app, table):
    honest_night(table)
    audit.check(engine_of(app), table.id)
    table.post({"type": "buy_in", "seat": 3, "amount": 500})
    replay.forget()
    assert audit.check(engine_of(app), table.id)["checked_from"] == 4


def test_a_forged_ruling_after_the_point_is_found_and_named(app, table):
    """A forger who rehashes the chain and wipes the database's mark is still caught by the replay."""
    honest_night(table)
    audit.check(engine_of(app), table.id)
    table.post({"type": "buy_in", "seat": 3, "amount": 500})
    table.post({"type": "buy_in", "seat": 2, "amount": 500})
    with UnitOfWork(engine_of(app), write=True) as session:
        events = store.load(session, table.id)

        def sql(statement, **params):
            session.execute(text(statement), {"t": table.id, **params})

        sql("UPDATE events SET payload = :p WHERE stream_id = :t AND version = 6",
            p=json.dumps(events[5].payload | {"amount": 9000}))
        prev = events[4].hash
        for event in store.load(session, table.id, 5):
            new = event_hash(prev, event.content())
            sql("UPDATE events SET hash = :h, prev_hash = :p WHERE stream_id = :t AND version = :v",
                h=new, p=prev, v=event.version)
            prev = new
        sql("UPDATE streams SET head_hash = :h, failed_version = NULL, failed_reason = NULL WHERE id = :t", h=prev)
    report = audit.check(engine_of(app), table.id)
    assert report["ok"] is False
    assert report["first_mismatch"]["version"] == 6
    assert "different ruling" in report["first_mismatch"]["reason"]
    assert table.post({"type": "buy_in", "seat": 1, "amount": 100}).status_code == 409


def test_a_balances_cache_that_drifted_is_reported(app, table):
    honest_night(table)
    audit.check(engine_of(app), table.id)
    table.post({"type": "buy_in", "seat": 3, "amount": 500})
    tamper(app, table.id, "UPDATE balances SET amount = amount + 1 WHERE stream_id = :table")
    report = audit.check(engine_of(app), table.id)
    assert report["ok"] is False and "balances kept beside the log" in report["first_mismatch"]["reason"]
    assert report["first_mismatch"]["version"] == 5  # named at a real version, and recorded


def test_a_row_changed_before_the_point_is_marked_by_the_database(app, table):
    honest_night(table)
    audit.check(engine_of(app), table.id)
    tamper(app, table.id, "UPDATE events SET actor = 'seat:2' WHERE stream_id = :table AND version = 2")
    report = audit.check(engine_of(app), table.id)
    assert report["first_mismatch"]["version"] == 2
