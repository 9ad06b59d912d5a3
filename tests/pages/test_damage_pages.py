"""Damage to the log, from the host's page to every phone: the host acknowledges it on the settle page, and
every page and phone says so, in words, for the rest of the night."""

from __future__ import annotations

import re

from sqlalchemy import text

from ledger.db import UnitOfWork
from tests.support.forms import FormPhone

ACKNOWLEDGED = re.compile(r"The host acknowledged at \d\d:\d\d UTC that entries 3–4 were altered outside the referee")


def swap_entries_3_and_4(app, table_id):
    with UnitOfWork(app.extensions["referee.engine"], write=True) as session:
        for old, new in ((3, -1), (4, 3), (-1, 4)):
            session.execute(text("UPDATE events SET version = :new WHERE stream_id = :t AND version = :old"),
                            {"t": table_id, "old": old, "new": new})


def head_seen(phone) -> tuple[str, str]:
    page = phone.page("")
    return (re.search(r'data-head-version="(\d+)"', page).group(1),
            re.search(r'data-head-hash="([0-9a-f]{64})"', page).group(1))


def test_the_host_acknowledges_damage_from_the_settle_page_and_every_page_says_so(app, table):
    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    host = FormPhone(app.test_client(), table.id, table.host)
    ann = FormPhone(app.test_client(), table.id, table.tokens[1])
    version, hash_ = head_seen(ann)
    swap_entries_3_and_4(app, table.id)

    settle = host.page("/settle")
    assert "The log does not verify: entry 3:" in settle
    assert "acknowledge" in host.forms("/settle")
    assert "acknowledge" not in ann.forms("/settle")  # only the host may
    assert "This table&#39;s log failed its check at version 3" in ann.page("")
    extends = ann.client.get(f"/t/{table.id}/extends?since={version}&hash={hash_}").json
    assert extends["extends"] is False and extends["because"].startswith("This table's log failed its check at version 3")

    host.do("acknowledge", "/settle")
    for path in ("", "/deal", "/history", "/settle"):
        assert ACKNOWLEDGED.search(ann.page(path)), path
    settle = host.page("/settle")
    assert "The log verifies" in settle and "from the damage the host acknowledged on" in settle
    assert "acknowledge" not in host.forms("/settle")
    extends = ann.client.get(f"/t/{table.id}/extends?since={version}&hash={hash_}").json
    assert extends["extends"] is False and ACKNOWLEDGED.match(extends["because"])
    assert ACKNOWLEDGED.match(table.get().json["acknowledged"][0])
    assert table.post({"type": "buy_in", "seat": 1, "amount": 100}).status_code == 201


def test_a_phone_that_saw_the_head_after_the_acknowledgement_is_not_warned(app, table):
    table.act("host", {"type": "buy_in", "seat": 1, "amount": 1000})
    table.act("host", {"type": "buy_in", "seat": 2, "amount": 1000})
    swap_entries_3_and_4(app, table.id)
    assert table.post({"type": "acknowledge_damage", "at_version": 3}).status_code == 201
    bob = FormPhone(app.test_client(), table.id, table.tokens[2])
    version, hash_ = head_seen(bob)
    table.act("host", {"type": "buy_in", "seat": 3, "amount": 1000})
    assert bob.client.get(f"/t/{table.id}/extends?since={version}&hash={hash_}").json == {"extends": True,
                                                                                           "because": None}
