"""Who wins a showdown, given each hand and its kill and auto-win marks.

The betting engine splits the pots among the seats returned here:

- a killed hand (a black six in baseball) cannot win anything;
- an auto-win hand (a pair of natural sevens in "man with the axe") beats
  every hand that is not auto-win, and several auto-win hands split, whatever
  their poker value;
- otherwise the best hand wins and equal hands split.

Ruling: a hand both killed and auto-win is killed. When every hand is killed
nobody wins and the result is empty; what happens to the pot then is the
game's rule, not the showdown's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .hands import Hand


@dataclass(frozen=True)
class Contender:
    """A seat at the showdown and the hand it shows."""

    seat: int
    hand: Hand
    killed: bool = False
    auto_win: bool = False


def winners(contenders: Iterable[Contender]) -> tuple[int, ...]:
    """The winning seats, in the order the contenders were given (several when tied)."""
    alive = [contender for contender in contenders if not contender.killed]
    auto_wins = tuple(contender.seat for contender in alive if contender.auto_win)
    if auto_wins or not alive:
        return auto_wins
    best = max(contender.hand for contender in alive)
    return tuple(contender.seat for contender in alive if contender.hand == best)
