"""The schema comes from the migrations, and the models never drift from them."""

from __future__ import annotations

from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext

from ledger.models import Base


def test_the_migrated_schema_matches_the_models(engine):
    with engine.connect() as connection:
        differences = compare_metadata(MigrationContext.configure(connection), Base.metadata)
    assert differences == []
