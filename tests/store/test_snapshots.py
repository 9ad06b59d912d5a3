"""Snapshots of a table's folded night, on SQLite and on PostgreSQL: kept as the night grows, a cold load
from one is the cold load from nothing, and a snapshot that changed, was forged, or no longer leads to the
log is never used and is replaced. `flask rebuild` writes them afresh."""

from __future__ import annotations

import pickle

import pytest
from sqlalchemy import text

from ledger import snapshots as kept
from ledger import store
from ledger.db import UnitOfWork
from referee.app import create_app
from referee.rules.night import night as rules
from referee.service import replay, snapshot_codec, snapshots
from tests.conftest import Table

EVERY = 5


@pytest.fixture
def night(db_url, monkeypatch):
    """A table on either database, snapshotted every 5 events: opened, 13 buy-ins, a deal of hold'em."""
    monkeypatch.setattr(snapshots, "EVERY", EVERY)
    app = create_app({"DATABASE_URL": db_url, "TESTING": True})
    table = Table(app.test_client())
    table.app, table.engine = app, app.extensions["referee.engine"]
    for n in range(13):
        table.act("host", {"type": "buy_in", "seat": n % 3 + 1, "amount": 1000 + n * 5})
    table.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 1})
    yield table
    replay.forget()
    table.engine.dispose()


def events_of(table) -> list[store.StoredEvent]:
    with UnitOfWork(table.engine) as session:
        return store.load(session, table.id)


def snapshot_of(table) -> kept.Snapshot | None:
    with UnitOfWork(table.engine) as session:
        return kept.latest(session, table.id)


def cold_load(table) -> rules.Night:
    replay.forget()
    with UnitOfWork(table.engine) as session:
        return replay.load_night(session, table.id)


LATEST = "stream_id = :t AND version = (SELECT max(version) FROM snapshots WHERE stream_id = :t)"


def sql(table, statement, **params):
    with UnitOfWork(table.engine, write=True) as session:
        session.execute(text(statement), {"t": table.id, **params})


def assert_sound_snapshot(table) -> kept.Snapshot:
    """The table's snapshot is the fold of the events up to it, and names the last of them."""
    found = snapshot_of(table)
    events = events_of(table)
    assert found is not None and found.intact
    assert found.hash == events[found.version - 1].hash
    assert snapshot_codec.decode(found.state) == replay.fold(events[:found.version])
    return found


def test_the_night_is_kept_as_it_passes_every_n_events(night):
    # The append that passes a multiple of 5 keeps the night it leaves: the deal's start (15 and 16, its
    # blinds) passed 15.
    assert assert_sound_snapshot(night).version == 16


def test_a_cold_load_from_the_snapshot_is_the_cold_load_from_nothing(night, monkeypatch):
    night.act("host", {"type": "buy_in", "seat": 2, "amount": 100})
    found = assert_sound_snapshot(night)
    assert found.version < events_of(night)[-1].version
    real, loaded = store.load, []

    def spy(session, stream_id, after=0):
        loaded.append(after)
        return real(session, stream_id, after)

    monkeypatch.setattr(store, "load", spy)
    from_snapshot = cold_load(night)
    assert loaded == [found.version]  # only the events after the snapshot were read
    with UnitOfWork(night.engine, write=True) as session:
        kept.drop(session, night.id)
    assert cold_load(night) == from_snapshot == replay.fold(events_of(night))


def corrupt_the_bytes(table):
    sql(table, "UPDATE snapshots SET state = :s WHERE " + LATEST,
        s=snapshot_of(table).state.replace(b"Ann", b"Eve"))


def change_the_digest(table):
    sql(table, "UPDATE snapshots SET digest = :d WHERE " + LATEST, d="0" * 64)


def truncate_the_bytes(table):
    state = snapshot_of(table).state[:-40]
    sql(table, "UPDATE snapshots SET state = :s, digest = :d WHERE " + LATEST, s=state, d=kept.digest(state))


def point_at_another_log(table):
    sql(table, "UPDATE snapshots SET hash = :h WHERE " + LATEST, h="ab" * 32)


def claim_another_version(table):
    found = snapshot_of(table)
    sql(table, "UPDATE snapshots SET version = :v WHERE " + LATEST, v=found.version - 1)


class Opens:
    """Loaded by the stock unpickler, this would create a file."""

    def __init__(self, path):
        self.path = str(path)

    def __reduce__(self):
        return (open, (self.path, "w"))


SPOILS = [corrupt_the_bytes, change_the_digest, truncate_the_bytes, point_at_another_log, claim_another_version]


@pytest.mark.parametrize("spoil", SPOILS)
def test_a_spoiled_snapshot_is_not_used_and_a_read_replaces_it(night, spoil):
    spoil(night)
    assert cold_load(night) == replay.fold(events_of(night))
    found = assert_sound_snapshot(night)
    assert found.version == events_of(night)[-1].version  # replaced by the night the load folded


@pytest.mark.parametrize("spoil", SPOILS)
def test_a_spoiled_snapshot_is_not_used_and_an_append_replaces_it(night, spoil):
    spoil(night)
    head = events_of(night)[-1].version
    replay.forget()
    night.act("host", {"type": "buy_in", "seat": 3, "amount": 100})  # decided on the night folded from nothing
    assert assert_sound_snapshot(night).version == head
    assert cold_load(night) == replay.fold(events_of(night))


def test_a_forged_snapshot_is_refused_never_run_and_replaced(night, tmp_path):
    forged = pickle.dumps(Opens(tmp_path / "ran"))
    sql(night, "UPDATE snapshots SET state = :s, digest = :d WHERE " + LATEST, s=forged, d=kept.digest(forged))
    assert cold_load(night) == replay.fold(events_of(night))
    assert not (tmp_path / "ran").exists()
    assert_sound_snapshot(night)


def test_a_snapshot_that_an_acknowledgement_of_damage_follows_is_not_used(night):
    night.act("host", {"type": "buy_in", "seat": 2, "amount": 100})
    found = assert_sound_snapshot(night)
    last = events_of(night)[-1].version
    assert found.version < last
    sql(night, "DELETE FROM events WHERE stream_id = :t AND version = :v", v=last)
    assert night.get("/verify").json["ok"] is False
    assert night.post({"type": "acknowledge_damage", "at_version": last}).status_code == 201
    assert snapshot_of(night) is None  # folded from rows the host has since found changed: dropped
    assert cold_load(night) == replay.fold(events_of(night))
    for _ in range(EVERY):
        night.act("host", {"type": "buy_in", "seat": 2, "amount": 100})
    assert assert_sound_snapshot(night).version > last


def test_a_snapshot_that_cannot_be_written_is_skipped_and_the_appends_go_on(night, monkeypatch):
    def fails(_night):
        raise snapshot_codec.Unwritable("no")

    monkeypatch.setattr(snapshot_codec, "encode", fails)
    before = snapshot_of(night)
    for n in range(2 * EVERY):
        night.act("host", {"type": "buy_in", "seat": 1, "amount": 5})
    assert snapshot_of(night) == before
    assert night.get().status_code == 200


def test_rebuild_drops_every_snapshot_of_a_sound_log_and_writes_them_afresh(night):
    change_the_digest(night)
    short = Table(night.client)  # too short for a snapshot, given a stale one
    short.engine = night.engine
    with UnitOfWork(night.engine, write=True) as session:
        kept.save(session, short.id, 1, "cd" * 32, b"stale")
    broken = Table(night.client)  # long enough, but with an event that can no longer be read
    broken.engine = night.engine
    for n in range(EVERY):
        broken.act("host", {"type": "buy_in", "seat": 1, "amount": 5})
    sql(broken, "UPDATE events SET payload = '{' WHERE stream_id = :t AND version = 2")
    result = night.app.test_cli_runner().invoke(args=["rebuild"])
    assert result.exit_code == 0, result.output
    assert (f"table {broken.id} was left as it is: its log fails its check at version 2: the stored event "
            "cannot be read") in result.output
    assert snapshot_of(short) is None
    assert broken.get("/verify").json["first_mismatch"]["version"] == 2
    found = assert_sound_snapshot(night)
    assert found.version == events_of(night)[-1].version


def test_the_state_at_any_version_folds_from_the_snapshot_before_it(night):
    """History starts a deal from the state before it: the newest snapshot at or before that version, and
    only the events between."""
    for _ in range(2 * EVERY):
        night.act("host", {"type": "buy_in", "seat": 3, "amount": 100})
    events = events_of(night)
    replay.forget()
    with UnitOfWork(night.engine) as session:
        for version in range(1, len(events) + 1):
            assert replay.state_at(session, night.id, version) == replay.fold(events[:version]), version
        with_snapshot = kept.latest(session, night.id, at_most=len(events) - 1)
        assert with_snapshot is not None and with_snapshot.version >= len(events) - EVERY


def test_a_worker_that_catches_up_past_a_snapshot_another_kept_does_not_encode_the_night_again(night, monkeypatch):
    events = events_of(night)
    for n in range(EVERY):
        night.act("host", {"type": "buy_in", "seat": 1, "amount": 5})
    assert assert_sound_snapshot(night).version == 20
    # This process as another worker finds it: the night folded as far as the deal's start, 16.
    replay.remember(night.engine, night.id, replay.fold(events[:16]), events[15].hash)
    encode, encoded = snapshot_codec.encode, []
    monkeypatch.setattr(snapshot_codec, "encode", lambda folded: encoded.append(folded.version) or encode(folded))

    assert night.get().json["version"] == 21  # caught up past 20
    assert encoded == []
    assert assert_sound_snapshot(night).version == 20
