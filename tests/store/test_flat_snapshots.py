"""A night's snapshots stay flat however many deals it has: a snapshot holds only the last finished deal, the
deals before it are kept once each beside the snapshots and read only when a history asks (and never
trusted if spoiled), and of the older snapshots one per rung of versions is kept. On SQLite and PostgreSQL."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from ledger import snapshots as kept
from ledger import store
from ledger.db import UnitOfWork
from referee.app import create_app
from referee.rules.night.state import DealRecord, Deals, KeptBeside
from referee.service import reads, replay, replays, snapshot_codec, snapshots
from tests.conftest import Table

EVERY, RUNG, DEALS = 5, 20, 12


@pytest.fixture
def night(db_url, monkeypatch):
    """Ann and Bob, heads-up hold'em: twelve deals, each folded by the dealer before the flop."""
    monkeypatch.setattr(snapshots, "EVERY", EVERY)
    monkeypatch.setattr(snapshots, "RUNG", RUNG)
    app = create_app({"DATABASE_URL": db_url, "TESTING": True})
    table = Table(app.test_client(), players=("Ann", "Bob"))
    table.engine = app.extensions["referee.engine"]
    for seat in (1, 2):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 10_000})
    for _ in range(DEALS):
        table.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 1})
        table.act(1, {"type": "fold"})
    yield table
    replay.forget()
    table.engine.dispose()


def events_of(table) -> list[store.StoredEvent]:
    with UnitOfWork(table.engine) as session:
        return store.load(session, table.id)


def history(table) -> list[dict]:
    """The history page's list of deals."""
    return reads.read_deals(table.engine, table.id)


def sql(table, statement, **params):
    with UnitOfWork(table.engine, write=True) as session:
        session.execute(text(statement), {"t": table.id, **params})


def test_a_snapshot_holds_the_last_deal_and_the_deals_before_it_are_read_only_for_a_history(night, monkeypatch):
    with UnitOfWork(night.engine) as session:
        found = kept.latest(session, night.id)
    restored = snapshot_codec.decode(found.state)
    folded = replay.fold(events_of(night)[:found.version])
    assert len(restored.deals) == len(folded.deals) >= DEALS - 1 and len(restored.deals.known) == 1
    assert restored == folded and restored.deals[-1] == folded.deals[-1]
    with pytest.raises(KeptBeside):
        list(restored.deals)

    expected = history(night)
    asked = []
    real = kept.items
    monkeypatch.setattr(kept, "items", lambda *args: asked.append(args) or real(*args))
    replay.forget()
    assert night.get().json["deals_played"] == DEALS
    assert asked == []  # a table's read needs no deal but the last
    assert history(night) == expected and [deal["number"] for deal in expected] == list(range(1, DEALS + 1))
    assert len(asked) == 1
    assert history(night) == expected and len(asked) == 1  # kept in the warm state from then on


def test_the_deals_are_kept_once_each_in_order(night):
    with UnitOfWork(night.engine) as session:
        rows = kept.items(session, night.id, 10 * DEALS)
    assert [row.number for row in rows] == list(range(1, len(rows) + 1)) and len(rows) >= DEALS - 2
    assert [snapshot_codec.decode_deal(row.item) for row in rows] == list(replay.fold(events_of(night)).deals)[:len(rows)]


@pytest.mark.parametrize("spoil", [
    "UPDATE snapshot_items SET item = replace(item, 'holdem', 'razz') WHERE stream_id = :t AND number = 3",
    "DELETE FROM snapshot_items WHERE stream_id = :t AND number = 2",
    "UPDATE snapshot_items SET item = '[1, 2', digest = :d WHERE stream_id = :t AND number = 1",
])
def test_deals_kept_beside_that_were_spoiled_are_not_used(night, spoil):
    expected = history(night)
    sql(night, spoil, d=kept.digest(b"[1, 2"))
    replay.forget()
    assert history(night) == expected
    night.act("host", {"type": "buy_in", "seat": 1, "amount": 5})  # the night folded again holds them all


def test_of_the_older_snapshots_one_per_rung_is_kept(night):
    head = events_of(night)[-1].version
    with UnitOfWork(night.engine) as session:
        versions = list(session.scalars(text("SELECT version FROM snapshots WHERE stream_id = :t ORDER BY version"),
                                        {"t": night.id}))
    rungs = [version // RUNG for version in versions[:-1]]
    assert rungs == sorted(set(rungs)) and len(versions) <= head // RUNG + 2
    assert versions[-1] > head - EVERY


def test_deals_say_how_many_and_the_last_without_the_others():
    records = [DealRecord(n, "holdem", 1, 10 * n, 10 * n + 5, {"betting": "no_limit"}) for n in (1, 2, 3)]
    whole = Deals() + tuple(records)
    latest = whole.latest()
    assert len(latest) == 3 and latest[-1] == records[2] and latest[2] == records[2] and latest == whole
    assert latest.options == {"holdem": {"betting": "no_limit"}}
    with pytest.raises(KeptBeside):
        latest[0]
    assert list(latest.with_earlier(tuple(records[:2]))) == records
    assert (latest + (records[0],)) != whole


def test_an_early_deal_replays_from_a_cold_load(night):
    expected = replays.read_replay(night.engine, night.id, "host", 2)
    replay.forget()
    replays._kept.clear()  # the steps this process replayed, too
    assert replays.read_replay(night.engine, night.id, "host", 2) == expected


def test_a_snapshot_taken_while_a_deal_can_be_taken_back_holds_one_deal_and_the_take_back_loses_none(night):
    expected = history(night)
    night.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 1})
    events = events_of(night)
    with UnitOfWork(night.engine, write=True) as session:
        snapshots.rebuild(session, night.id, events[-1], replay.fold(events))
        restored = snapshot_codec.decode(kept.latest(session, night.id).state)
    assert restored.opening is not None and len(restored.opening.before.deals.known) == 1
    replay.forget()
    night.act("host", {"type": "take_back_deal"})
    after = history(night)
    assert night.get().json["deal"] is None and after[:-1] == expected and after[-1]["number"] == DEALS + 1
    assert night.get("/verify").json["ok"] is True
