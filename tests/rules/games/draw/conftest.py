"""The draw games of the house list are poker games: their deals are driven by the poker `Deal`."""

from __future__ import annotations

import pytest

from tests.rules.poker.conftest import Deal


@pytest.fixture(scope="session")
def deal():
    return Deal


def checks(d, *seats) -> None:
    """A betting round everyone checks through, in turn."""
    for seat in seats:
        d.act(seat, {"type": "check"})
