"""A card a player bought during a deal, as the deal's state keeps it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Bought:
    """A card a player bought, face down (or up): what it cost, the rule that sold it, the phase it was bought in."""

    seat: int
    price: int
    rule: str
    phase: int
