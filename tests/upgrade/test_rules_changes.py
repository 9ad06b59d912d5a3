"""A ruling changed by an upgrade: one word of the hand names (" kicker" becomes " to kick") on a copy of
the engine's rules. With the rules version bumped, every recorded night still verifies, the difference is
listed as a rules change in words, and the night goes on; without the bump, the upgrade test names the
batch and asks for it. A deal in progress at the upgrade goes on from its recorded state under the new
rules from its next command.

Today's rules may already be newer than the newest recorded nights (until nights are recorded under them):
the rules changes those nights list anyway are the baseline, and the reworded ruling must add to it only
the changes of showdowns that name a kicker."""

from __future__ import annotations

import json
import re

import pytest

from ledger.db import migrate
from referee.app import create_app
from referee.rules import version
from referee.rules.core import hand_words
from referee.service import archives, audit
from tests.conftest import Table
from tests.upgrade.test_recorded_nights import LOGS, bump_needed, opens_with_todays_code

NEWEST = max(int(log.parent.parent.name.removeprefix("rules-")) for log in LOGS)  # the newest recorded rules
TODAYS = [log for log in LOGS if log.parent.parent.name == f"rules-{NEWEST}" and " kicker" in log.read_text()]
CHANGE = re.compile(rf"^Deal \d+ was refereed under rules {NEWEST}; today's rules would word its "
                    r"(showdown|ruling|[a-z ]+ entry) differently\.$")
# Ann pairs her aces with a king, Bob his queens with a seven, Cy folds: the showdown names both kickers.
HANDS = {1: ["As", "Ad", "Kc", "7s", "2d"], 2: ["Qh", "Qd", "7c", "4d", "3s"], 3: ["9h", "8h", "5c", "4c", "2h"]}


@pytest.fixture
def app(tmp_path):
    url = f"sqlite:///{tmp_path / 'referee.db'}"
    migrate(url)
    app = create_app({"DATABASE_URL": url, "TESTING": True})
    yield app
    app.extensions["referee.engine"].dispose()


def to_kick(monkeypatch):
    """The engine's rules with one word of a ruling changed."""
    words = hand_words._kicker
    monkeypatch.setattr(hand_words, "_kicker", lambda ranks, group: words(ranks, group).replace(" kicker", " to kick"))


def bump(monkeypatch):
    monkeypatch.setattr(version, "RULES_VERSION", version.RULES_VERSION + 1)


def reworded(engine, table_id: str, monkeypatch) -> tuple[dict, list[dict]]:
    """The report with the ruling reworded, and the rules changes the rewording added to today's."""
    before = audit.verify(engine, table_id)["rules_changes"]
    to_kick(monkeypatch)
    report = audit.verify(engine, table_id)
    return report, [change for change in report["rules_changes"] if change not in before]


def test_there_are_recorded_nights_whose_showdowns_name_a_kicker():
    assert TODAYS, "the newest recorded nights have no showdown that names a kicker"


@pytest.mark.parametrize("log", TODAYS, ids=[log.stem for log in TODAYS])
def test_with_the_version_bumped_a_reworded_ruling_is_a_rules_change_and_the_night_goes_on(app, log, monkeypatch):
    bump(monkeypatch)
    recorded = json.loads(log.read_text())
    table_id, host = archives.restore_log(app.extensions["referee.engine"], recorded)
    client = app.test_client()
    report, added = reworded(app.extensions["referee.engine"], table_id, monkeypatch)
    assert report["ok"] is True and report["first_mismatch"] is None
    assert added, report
    for change in added:
        assert CHANGE.match(change["said"]), change["said"]
        assert change["rules_version"] == NEWEST
        assert " kicker" in change["stored"] and " to kick" in change["today"]
    opens_with_todays_code(app, table_id, host, recorded["events"], log.stem)  # appends, exports, every page
    assert client.get(f"/t/{table_id}/as/{host}").status_code == 303
    settle = client.get(f"/t/{table_id}/settle").get_data(as_text=True)
    history = client.get(f"/t/{table_id}/history").get_data(as_text=True)
    for change in added:
        said = change["said"].replace("'", "&#39;")
        assert said in settle and said in history


@pytest.mark.parametrize("log", TODAYS[:1], ids=[log.stem for log in TODAYS[:1]])
def test_without_the_bump_the_upgrade_test_names_the_batch_and_asks_for_it(app, log, monkeypatch):
    monkeypatch.setattr(version, "RULES_VERSION", NEWEST)  # today's rules are those the night was recorded under
    to_kick(monkeypatch)
    recorded = json.loads(log.read_text())
    table_id, host = archives.restore_log(app.extensions["referee.engine"], recorded)
    report = app.test_client().get(f"/api/tables/{table_id}/verify", headers={"Authorization": f"Bearer {host}"}).json
    assert report["ok"] is False
    assert "bump RULES_VERSION in referee/rules/version.py" in bump_needed(log.stem, report)
    stored = next(e for e in recorded["events"] if e["version"] == report["first_mismatch"]["version"])
    assert stored["rules_version"] == version.RULES_VERSION


def test_a_deal_in_progress_at_the_upgrade_goes_on_under_the_new_rules_from_its_next_command(app, monkeypatch):
    table = Table(app.test_client())
    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "start_deal", "variant": "five_card_draw", "dealer": 3})
    for seat, cards in HANDS.items():
        table.act(seat, {"type": "cards", "cards": cards})
    table.act(1, {"type": "check"})
    table.act(2, {"type": "check"})
    table.act(3, {"type": "fold"})
    upgraded_at = table.get().json["head"]["version"]

    monkeypatch.setattr(hand_words, "_kicker", lambda ranks, group: f", {hand_words.RANK_NAMES[ranks[group]]} to kick"
                        if len(ranks) > group else "")
    bump(monkeypatch)
    for seat in (1, 2):
        table.act(seat, {"type": "draw", "count": 0})
    table.act(1, {"type": "check"})
    table.act(2, {"type": "check"})
    table.act(1, {"type": "show"})
    ruling = table.act(2, {"type": "show"})["events"][-1]
    assert ruling["type"] == "showdown"
    assert ruling["payload"]["hands"]["1"]["words"] == "Pair of aces, king to kick"
    events = table.get("/events").json["events"]
    assert {e["rules_version"] for e in events if e["version"] <= upgraded_at} == {version.RULES_VERSION - 1}
    assert {e["rules_version"] for e in events if e["version"] > upgraded_at} == {version.RULES_VERSION}
    report = table.get("/verify").json
    assert report["ok"] is True and report["rules_changes"] == []


def test_with_the_version_bumped_every_recorded_night_verifies_and_only_kicker_showdowns_changed(app, monkeypatch):
    bump(monkeypatch)
    engine = app.extensions["referee.engine"]
    to_kick(monkeypatch)
    for log in LOGS:
        table_id, _ = archives.restore_log(engine, json.loads(log.read_text()))
        report = audit.verify(engine, table_id)
        assert report["ok"] is True, (log, report["first_mismatch"])
        kicks = [change for change in report["rules_changes"] if " to kick" in change["today"]]
        assert bool(kicks) == (" kicker" in log.read_text()), log
        assert all(" kicker" in change["stored"] for change in kicks), log


def test_a_draw_past_the_hand_recorded_under_rules_2_stands_and_lists_todays_refusal(app):
    """Rules 3 caps a draw at the cards a player holds face down; a night of rules 2 where Ann drew five of
    her four cards (a defined game, the table's "up to 5") keeps its result and says what changed."""
    log = next(log for log in LOGS if log.stem == "four_card_draw_of_five")
    table_id, host = archives.restore_log(app.extensions["referee.engine"], json.loads(log.read_text()))
    report = audit.verify(app.extensions["referee.engine"], table_id)
    assert report["ok"] is True
    assert [change["said"] for change in report["rules_changes"]] == [
        "Deal 1 was refereed under rules 2; today's rules would refuse its draw "
        "(You hold 4 cards face down: you may change at most 4.)."]
    table = app.test_client().get(f"/api/tables/{table_id}", headers={"Authorization": f"Bearer {host}"}).json
    assert table["balances"] == {"1": 10, "2": -5, "3": -5}  # Ann's two pair, aces and kings, won the deal
