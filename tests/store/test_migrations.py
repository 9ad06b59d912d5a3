"""The schema comes from the migrations, and the models never drift from them."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from ledger.models import Base


def test_the_migrated_schema_matches_the_models(engine):
    with engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert differences == []


def test_logs_written_before_the_head_was_stored_get_their_last_row_as_head(tmp_path):
    from alembic import command
    from sqlalchemy import text

    from ledger.db import alembic_config, make_engine

    url = f"sqlite:///{tmp_path / 'old.db'}"
    command.upgrade(alembic_config(url), "0001")
    engine = make_engine(url)
    with engine.begin() as connection:
        connection.execute(text("INSERT INTO streams (id, created_at) VALUES ('old', '2026-11-01'), "
                                "('empty', '2026-11-01')"))
        for version in (1, 2):
            connection.execute(text(
                "INSERT INTO events (stream_id, version, batch, type, actor, payload, postings, recorded_at, "
                "prev_hash, hash) VALUES ('old', :v, :v, 'e', 'host', '{}', '[]', 'then', 'p', :h)"),
                {"v": version, "h": f"hash{version}"})
    command.upgrade(alembic_config(url), "0002")
    with engine.connect() as connection:
        heads = connection.execute(text("SELECT id, head_version, head_hash, head_count FROM streams ORDER BY id"))
        assert [tuple(row) for row in heads] == [("empty", 0, "0" * 64, 0), ("old", 2, "hash2", 2)]
    command.upgrade(alembic_config(url), "head")
    engine.dispose()
