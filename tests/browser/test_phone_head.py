"""A phone holds the referee to the log it saw: when the log is cut short and its head forged to hide it,
the phone that saw the longer log says so, and once the host has acknowledged the damage, says what the
host acknowledged."""

from __future__ import annotations

from playwright.sync_api import expect
from sqlalchemy import text

from ledger.db import UnitOfWork, make_engine
from tests.support.over_http import call


def test_a_phone_warns_when_the_log_no_longer_extends_what_it_saw(server, phones, tmp_path):
    table = call(f"{server}/api/tables", {"name": "Friday", "players": ["Ann", "Bob"]})
    events = f"{server}/api/tables/{table['id']}/events"
    call(events, {"type": "buy_in", "seat": 1, "amount": 500}, table["host_token"])
    phone, bob = phones(), phones()
    phone.goto(f"{server}/t/{table['id']}/as/{table['seats'][0]['token']}")
    expect(phone.locator("footer")).to_contain_text("You are Ann")
    call(events, {"type": "buy_in", "seat": 2, "amount": 500}, table["host_token"])
    phone.reload()
    expect(phone.locator("#live")).to_have_attribute("data-head-version", "3")
    expect(phone.locator("#head-warning")).to_have_count(0)
    bob.goto(f"{server}/t/{table['id']}/as/{table['seats'][1]['token']}")
    expect(bob.locator("#live")).to_have_attribute("data-head-version", "3")

    # Someone with the database file removes the last buy-in and rewrites the head to cover it.
    engine = make_engine(f"sqlite:///{tmp_path / 'referee.db'}")
    with UnitOfWork(engine, write=True) as session:
        session.execute(text("DELETE FROM events WHERE stream_id = :t AND version = 3"), {"t": table["id"]})
        session.execute(text("UPDATE streams SET head_version = 2, head_hash = "
                             "(SELECT hash FROM events WHERE stream_id = :t AND version = 2) WHERE id = :t"),
                        {"t": table["id"]})
    engine.dispose()
    phone.reload()
    expect(phone.locator("#head-warning")).to_contain_text("no longer extends the one this phone saw at entry 3: "
                                                           "This table's log failed its check at version 3")
    phone.get_by_role("button", name="I've seen this").click()
    phone.reload()
    expect(phone.locator("#live")).to_have_attribute("data-head-version", "2")
    expect(phone.locator("#live")).to_have_attribute("data-version", "2")
    expect(phone.locator("#head-warning")).to_have_count(0)

    # The host looks at it on the settle page and acknowledges it; a phone that saw the log before is told so.
    host = phones()
    host.goto(f"{server}/t/{table['id']}/as/{table['host_token']}")
    host.goto(f"{server}/t/{table['id']}/settle")
    expect(host.locator("#damage")).to_contain_text("The log does not verify: entry 3")
    host.get_by_role("button", name="I have looked at it: acknowledge the damage at entry 3").click()
    expect(host.locator(".acknowledged")).to_contain_text("The host acknowledged at")
    bob.reload()
    expect(bob.locator("#head-warning")).to_contain_text("The host acknowledged at")
    expect(bob.locator("#head-warning")).to_contain_text("that entry 3 was altered outside the referee")
    expect(bob.locator(".acknowledged")).to_contain_text("entry 3 was altered outside the referee")
