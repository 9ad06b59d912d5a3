"""Omaha and Omaha hi-lo are poker games: their deals are driven by the poker `Deal`."""

from __future__ import annotations

import pytest

from tests.rules.poker.conftest import Deal


@pytest.fixture(scope="session")
def deal():
    return Deal
