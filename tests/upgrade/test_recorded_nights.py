"""Nights recorded by earlier versions of the referee open with today's: every one verifies, takes another
entry, exports as it was recorded plus that entry, and shows every page. This test cannot be skipped.

`nights/rules-N/` holds the nights a version of the code recorded under rules version N
(`python -m tests.upgrade.record`): the SQLite file they were played on, with the schema of its day, and each
table's log as `flask export-log` writes it. When a change makes today's referee decide a recorded batch
otherwise, a night recorded under today's rules version fails here: bump RULES_VERSION. One recorded under
an older version shows the change and stands.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from ledger.db import migrate
from referee.app import create_app
from referee.rules import version
from referee.service import archives

NIGHTS = Path(__file__).parent / "nights"
VERSIONS = sorted(NIGHTS.iterdir())
LOGS = [log for directory in VERSIONS for log in sorted((directory / "logs").glob("*.json"))]
PAGES = ("", "/deal", "/history", "/settle", "/ledger.csv", "/history.phhs", "/live?page=table", "/live?page=settle")


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
    opens_with_todays_code(restored, table_id, host, recorded["events"], log.stem)


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


def opens_with_todays_code(app, table_id: str, host: str, recorded: list[dict], game: str) -> None:
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
    deals = client.get(f"/t/{table_id}/history").get_data(as_text=True)
    numbers = sorted({int(n) for n in re.findall(rf"/t/{table_id}/history/(\d+)", deals)})
    paths = [*PAGES, *(f"/history/{n}" for n in numbers), *(f"/history/{n}?step=1" for n in numbers)]
    for path in paths:
        answer = client.get(f"/t/{table_id}{path}")
        assert answer.status_code == 200, (game, path, answer.status_code)
    assert client.get(f"/api/tables/{table_id}/verify", headers=auth).json["ok"] is True


def bump_needed(game: str, report: dict) -> str:
    mismatch = report["first_mismatch"]
    today = f"(version {version.RULES_VERSION})"
    if today in mismatch["reason"]:
        return (f"The recorded night of {game} is decided otherwise by today's code at entry {mismatch['version']}: "
                f"{mismatch['reason']}. If a ruling, refusal, payout or its words changed on purpose, bump "
                "RULES_VERSION in referee/rules/version.py (and say why in CHANGES there).")
    return f"The recorded night of {game} no longer opens: entry {mismatch['version']}: {mismatch['reason']}"
