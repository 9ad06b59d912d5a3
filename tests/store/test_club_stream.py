"""A club's log on the store, on SQLite and PostgreSQL: the same chain, head, idempotency and optimistic
appends as a night's, its money kept beside it, and tampering caught by its verify."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from ledger.db import UnitOfWork
from referee.service import clubs
from referee.rules.core.errors import Forbidden
from referee.service.errors import KeyReused, LogDamaged, VersionConflict
from tests.support.forgery import rewrite_with_the_chain


@pytest.fixture
def club(engine):
    created = clubs.create_club(engine, "Thursday", "USD", 5, "Ann")
    for name in ("Bob", "Cy"):
        clubs.record(engine, created.id, "member:1", {"type": "add_member", "name": name}, f"add-{name}")
    return created.id


def pay(engine, club, key="pay"):
    clubs.record(engine, club, "member:2", {"type": "mark_paid", "payer": "member:2", "payee": "member:1",
                                            "amount": 250}, key)
    return clubs.record(engine, club, "member:1", {"type": "confirm_payment", "payment": 1}, f"{key}-ok")


def test_a_club_log_verifies_and_its_payments_are_its_money(engine, club):
    pay(engine, club)
    report = clubs.verify(engine, club)
    assert report["ok"] is True and report["head"]["version"] == 5
    assert clubs.verify(engine, club, 5, report["head"]["hash"])["extends"] is True
    assert clubs.verify(engine, club, 5, "0" * 64)["extends"] is False
    with UnitOfWork(engine) as session:
        kept = dict(session.execute(text("SELECT account, amount FROM balances WHERE stream_id = :s"),
                                    {"s": club}).all())
    assert kept == {"owed:member:1": -250, "owed:member:2": 250}


def test_a_retry_is_recorded_once_and_a_stale_version_is_refused(engine, club):
    first = pay(engine, club)
    again = clubs.record(engine, club, "member:1", {"type": "confirm_payment", "payment": 1}, "pay-ok")
    assert again.replayed and again.events == first.events
    with pytest.raises(KeyReused):
        clubs.record(engine, club, "member:1", {"type": "add_member", "name": "Dee"}, "pay-ok")
    with pytest.raises(VersionConflict):
        clubs.record(engine, club, "member:1", {"type": "add_member", "name": "Dee"}, "dee", if_match=2)


def test_a_rewritten_club_log_is_caught_and_not_extended(engine, club):
    pay(engine, club)
    rewrite_with_the_chain(engine, club, 4, {"amount": 25000})
    with pytest.raises(LogDamaged):
        clubs.record(engine, club, "member:1", {"type": "add_member", "name": "Dee"}, "dee")
    assert clubs.verify(engine, club)["ok"] is False
    with pytest.raises(Forbidden):
        clubs.record(engine, club, "member:2", {"type": "acknowledge_damage", "at_version": 4}, "look")
    clubs.record(engine, club, "member:1", {"type": "acknowledge_damage", "at_version": 4}, "look")
    clubs.record(engine, club, "member:1", {"type": "add_member", "name": "Dee"}, "dee")  # the log goes on
    report = clubs.verify(engine, club)
    assert report["ok"] is True and report["head"]["version"] == 7


def test_balances_that_differ_from_the_log_stop_appends_until_a_host_looks(engine, club):
    pay(engine, club)
    rebuilt, _ = clubs.rebuild(engine)
    assert club in rebuilt and clubs.verify(engine, club)["ok"] is True
    with UnitOfWork(engine, write=True) as session:
        session.execute(text("UPDATE balances SET amount = 1 WHERE stream_id = :s AND account = 'owed:member:2'"),
                        {"s": club})
    report = clubs.verify(engine, club)
    assert report["ok"] is False and "balances kept beside it" in report["first_mismatch"]["reason"]
    with pytest.raises(LogDamaged):
        clubs.record(engine, club, "member:1", {"type": "add_member", "name": "Dee"}, "dee")
    _, refused = clubs.rebuild(engine)
    assert club in refused  # its caches are evidence until a host looks
    clubs.record(engine, club, "member:1", {"type": "acknowledge_damage", "at_version": 5}, "look")
    assert clubs.verify(engine, club)["ok"] is True
