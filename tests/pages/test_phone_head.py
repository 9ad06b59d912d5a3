"""A phone keeps the head of the log it saw, and the referee answers whether its log still extends it."""

from __future__ import annotations

import re

from sqlalchemy import text

from ledger.db import UnitOfWork


def signed_in(app, table, token):
    phone = app.test_client()
    assert phone.get(f"/t/{table.id}/as/{token}").status_code == 303
    return phone


def shown_head(phone, table_id) -> tuple[int, str]:
    page = phone.get(f"/t/{table_id}").get_data(as_text=True)
    version = re.search(r'data-head-version="(\d+)"', page).group(1)
    return int(version), re.search(r'data-head-hash="([0-9a-f]{64})"', page).group(1)


def test_the_page_carries_the_head_and_the_referee_says_whether_it_is_extended(app, table):
    phone = signed_in(app, table, table.tokens[2])
    table.act("host", {"type": "buy_in", "seat": 2, "amount": 500})
    version, hash_ = shown_head(phone, table.id)
    assert (version, hash_) == (table.get().json["head"]["version"], table.get().json["head"]["hash"])
    table.act("host", {"type": "buy_in", "seat": 1, "amount": 500})
    asked = phone.get(f"/t/{table.id}/extends?since={version}&hash={hash_}")
    assert asked.json == {"extends": True, "because": None}
    with UnitOfWork(app.extensions["referee.engine"], write=True) as session:
        session.execute(text("DELETE FROM events WHERE stream_id = :t AND version > :v"), {"t": table.id, "v": version - 1})
    asked = phone.get(f"/t/{table.id}/extends?since={version}&hash={hash_}").json
    assert asked["extends"] is False
    assert asked["because"].startswith(f"This table's log failed its check at version {version}: the event was deleted")


def test_only_a_signed_in_phone_may_ask(app, table):
    stranger = app.test_client()
    assert stranger.get(f"/t/{table.id}/extends?since=1&hash=x").status_code == 401
    phone = signed_in(app, table, table.tokens[1])
    assert phone.get(f"/t/{table.id}/extends?since=%C2%B2&hash=x").status_code == 400
