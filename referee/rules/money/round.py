"""A betting round's state: who has put in what, and whose turn it is.

`betting` moves it on; `bet_limits` reads it to say how much a seat may put in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from .stakes import Structure


@dataclass(frozen=True)
class Step:
    """One action taken: the chips it moved from the stack and the bet after it."""

    seat: int
    type: str
    chips: int
    total: int


@dataclass(frozen=True)
class Round:
    """A betting round in progress. `stacks` are the chips behind each seat,
    `bets` the chips each has put in front this round (forced bets included)."""

    order: tuple[int, ...]  # clockwise
    structure: Structure
    unit: int
    bet_size: int  # fixed limit: this round's bet
    pot: int  # chips already in the pots (pot limit counts them)
    stacks: Mapping[int, int]
    bets: Mapping[int, int]
    in_hand: frozenset[int]
    all_in: frozenset[int]
    high: int = 0  # the highest bet this round
    level: int = 0  # the highest bet a full bet or raise reached (0: none yet)
    last_raise: int = 0  # the size of the last full bet or raise
    raises: int = 0  # full raises over the opening bet (for the cap)
    faced: Mapping[int, int] = field(default_factory=dict)  # the high bet when each seat last acted
    turn: int | None = None
    history: tuple[Step, ...] = ()

    @property
    def folded(self) -> frozenset[int]:
        """Seats that folded in this round."""
        return frozenset(step.seat for step in self.history if step.type == "fold")

    @property
    def in_front(self) -> int:
        """All chips in front of the seats this round."""
        return sum(self.bets.values())
