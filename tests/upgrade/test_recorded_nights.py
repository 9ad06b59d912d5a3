"""Nights recorded by earlier versions of the referee open with today's: every one verifies, takes another
entry, exports as it was recorded plus that entry, and shows every page. This test cannot be skipped.

`nights/rules-N/` holds the nights a version of the code recorded under rules version N
(`python -m tests.upgrade.record`): the SQLite file they were played on, with the schema of its day, and each
table's log as `flask export-log` writes it. When a change makes today's referee decide a recorded batch
otherwise, a night recorded under today's rules version fails here: bump RULES_VERSION. One recorded under
an older version shows the change and stands.
"""

from __future__ import annotations

import html
import json
import re
import shutil
from collections import Counter
from datetime import datetime
from pathlib import Path

import pytest
from alembic import command
from sqlalchemy import text

from ledger import access
from ledger.db import UnitOfWork, alembic_config, make_engine, migrate
from referee.app import create_app
from referee.rules import version
from referee.rules.engine.events import HOST
from referee.service import archives, audit

NIGHTS = Path(__file__).parent / "nights"
VERSIONS = sorted(NIGHTS.iterdir())
LOGS = [log for directory in VERSIONS for log in sorted((directory / "logs").glob("*.json"))]
PAGES = ("", "/deal", "/history", "/settle", "/live?page=table", "/live?page=deal", "/live?page=history",
         "/live?page=settle")


@pytest.fixture(scope="module")
def restored(tmp_path_factory):
    """One database, made by today's migrations, that every exported log is restored into."""
    url = f"sqlite:///{tmp_path_factory.mktemp('restored') / 'referee.db'}"
    migrate(url)
    app = create_app({"DATABASE_URL": url, "TESTING": True})
    yield app
    app.extensions["referee.engine"].dispose()


@pytest.mark.parametrize("log", LOGS, ids=[f"{log.parent.parent.name}/{log.stem}" for log in LOGS])
def test_an_exported_log_opens_verifies_takes_an_entry_exports_and_shows_every_page(restored, log):
    recorded = json.loads(log.read_text())
    table_id, host = archives.restore_log(restored.extensions["referee.engine"], recorded)
    opens_with_todays_code(restored, table_id, host, recorded["events"], log.stem,
                           every_link=log.parent.parent == VERSIONS[-1])


@pytest.mark.parametrize("directory", VERSIONS, ids=[directory.name for directory in VERSIONS])
def test_a_database_of_an_earlier_version_migrates_and_every_night_in_it_opens(directory, tmp_path):
    shutil.copy(directory / "nights.db", tmp_path / "nights.db")
    url = f"sqlite:///{tmp_path / 'nights.db'}"
    migrate(url)  # the schema of its day, upgraded with its data in it
    app = create_app({"DATABASE_URL": url, "TESTING": True})
    logs = {json.loads(log.read_text())["stream"]: json.loads(log.read_text()) for log in (directory / "logs").glob("*.json")}
    try:
        for table_id, night in json.loads((directory / "nights.json").read_text()).items():
            opens_with_todays_code(app, table_id, night["host"], logs[table_id]["events"], night["game"])
    finally:
        app.extensions["referee.engine"].dispose()


def opens_with_todays_code(app, table_id: str, host: str, recorded: list[dict], game: str,
                           every_link: bool = False) -> None:
    """Every night verifies, takes an entry and shows its pages; the nights of the newest version (one per game)
    also show every step and download their pages link to, which an older night of the same game repeats. The
    new entry is checked as the settle page checks what was appended since the last sound verify (which
    tests/api/test_checked_once.py holds to what the full verify finds): the night is replayed in full once."""
    client = app.test_client()
    auth = {"Authorization": f"Bearer {host}"}
    report = client.get(f"/api/tables/{table_id}/verify", headers=auth).json
    assert report["ok"], bump_needed(game, report)
    for change in report["rules_changes"]:
        print(f"{game}: {change['said']}")
    before = report["head"]["version"]
    appended = client.post(f"/api/tables/{table_id}/events", json={"type": "buy_in", "seat": 1, "amount": 500},
                           headers={**auth, "Idempotency-Key": f"upgrade-{table_id}"})
    assert appended.status_code == 201, (game, appended.json)
    assert appended.json["head"]["version"] == before + 1
    exported = archives.export_log(app.extensions["referee.engine"], table_id)["events"]
    assert exported[:len(recorded)] == recorded, game
    assert [e["type"] for e in exported[len(recorded):]] == ["buy_in"]
    assert exported[-1]["rules_version"] == version.RULES_VERSION
    assert client.get(f"/t/{table_id}/as/{host}").status_code == 303
    linked = set()
    for path in PAGES:  # the pages, and every page, step and download they link to
        answer = client.get(f"/t/{table_id}{path}")
        assert answer.status_code == 200, (game, path, answer.status_code)
        linked |= set(re.findall(rf'href="(/t/{table_id}/[^"#]*)"', answer.get_data(as_text=True)))
    for path in sorted(linked - {f"/t/{table_id}/leave"}) if every_link else ():
        answer = client.get(html.unescape(path))
        # A hand history may be refused, in a sentence, for a game no hand-history format can say.
        refusable = path.endswith((".phh", ".phhs")) and 400 <= answer.status_code < 500
        assert answer.status_code == 200 or refusable, (game, path, answer.status_code)
    checked = audit.check(app.extensions["referee.engine"], table_id)  # the settle page's check, of the new entry
    assert checked["ok"] is True and checked["head"]["version"] == before + 1, (game, checked["first_mismatch"])


def bump_needed(game: str, report: dict) -> str:
    mismatch = report["first_mismatch"]
    today = f"(version {version.RULES_VERSION})"
    if today in mismatch["reason"]:
        return (f"The recorded night of {game} is decided otherwise by today's code at entry {mismatch['version']}: "
                f"{mismatch['reason']}. If a ruling, refusal, payout or its words changed on purpose, bump "
                "RULES_VERSION in referee/rules/version.py (and say why in CHANGES there).")
    return f"The recorded night of {game} no longer opens: entry {mismatch['version']}: {mismatch['reason']}"


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
def test_nights_written_at_the_first_migration_open_after_every_migration_since(backend, request, tmp_path):
    """The oldest recorded logs, written into the schema of migration 0001 as its code kept them (the rows
    and the balances they posted), then every migration since with the data in place."""
    if backend == "postgresql":
        url = request.getfixturevalue("empty_postgresql_url")
    else:
        url = f"sqlite:///{tmp_path / 'first.db'}"
    command.upgrade(alembic_config(url), "0001")
    logs = [json.loads(log.read_text()) for log in sorted((VERSIONS[0] / "logs").glob("*.json"))[:6]]
    engine = make_engine(url)
    with engine.begin() as connection:
        for log in logs:
            write_as_at_the_first_migration(connection, log)
    engine.dispose()
    migrate(url)
    app = create_app({"DATABASE_URL": url, "TESTING": True})
    try:
        for log in logs:
            with UnitOfWork(app.extensions["referee.engine"], write=True) as session:
                host = access.issue(session, log["stream"], HOST)
            opens_with_todays_code(app, log["stream"], host, log["events"], log["stream"])
    finally:
        app.extensions["referee.engine"].dispose()


def write_as_at_the_first_migration(connection, log: dict) -> None:
    connection.execute(text("INSERT INTO streams (id, created_at) VALUES (:id, :at)"),
                       {"id": log["stream"], "at": datetime(2026, 11, 22)})
    balances = Counter()
    for event in log["events"]:
        connection.execute(text(
            "INSERT INTO events (stream_id, version, batch, type, actor, payload, postings, recorded_at, "
            "idempotency_key, request_hash, prev_hash, hash) VALUES (:stream, :version, :batch, :type, :actor, "
            ":payload, :postings, :recorded_at, :idempotency_key, :request_hash, :prev_hash, :hash)"),
            {**event, "stream": log["stream"], "payload": json.dumps(event["payload"], sort_keys=True),
             "postings": json.dumps(event["postings"])})
        for source, target, amount in event["postings"]:
            balances[source] -= amount
            balances[target] += amount
    for account, amount in balances.items():
        connection.execute(text("INSERT INTO balances (stream_id, account, amount) VALUES (:s, :a, :m)"),
                           {"s": log["stream"], "a": account, "m": amount})
