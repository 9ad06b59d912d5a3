"""Monte Carlo, Phone Home and Ferengi Chicken are poker games: their deals are driven by the poker `Deal`;
Monte Carlo's carried pot by a night of several deals."""

from __future__ import annotations

import pytest

from tests.rules.poker.conftest import Deal


@pytest.fixture(scope="session")
def deal():
    return Deal


def phases(d) -> list[str]:
    """The names of the phases the deal has passed through, repeats folded into one."""
    names = [phase.name for phase in d.state.ran]
    return [name for index, name in enumerate(names) if index == 0 or names[index - 1] != name]


def offered(d, seat: int) -> dict[str, dict]:
    """What the seat is offered, by type, without the fields each action takes (engine/specs.py)."""
    return {action["type"]: {key: value for key, value in action.items() if key not in ("type", "fields")}
            for action in d.variant.legal_actions(d.state, seat)}


def checks(d) -> None:
    """Everyone checks the betting round through."""
    while d.state.current.name == "betting" and (seat := d.state.to_act()) is not None:
        d.act(seat, {"type": "check"})
