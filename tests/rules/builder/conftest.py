"""A deal of a game a table defined, in the engine, for the builder's tests."""

from __future__ import annotations

import pytest

from referee.rules.builder import definition as builder
from referee.rules.catalog import VARIANTS
from tests.rules.poker.conftest import Deal


@pytest.fixture
def dealt(monkeypatch):
    """Start a deal of `definition` (three seats of $5 unless `stacks` says), the highest seat dealing."""
    def start(definition: dict, stacks: dict | None = None, **options) -> Deal:
        variant = builder.variant(definition)
        monkeypatch.setitem(VARIANTS, variant.key, variant)
        stacks = stacks or {1: 500, 2: 500, 3: 500}
        return Deal(variant.key, stacks, dealer=max(stacks), **options)
    return start
