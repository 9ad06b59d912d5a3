"""Steps of a script that stand for phases: repeat, loop until, each player in turn, with an option, by an option.

The engine works a step out when the deal reaches it, so a loop can look at
the deal to decide whether to go round again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable

from .deal import Phase, PokerState, Step, kinds


@dataclass(frozen=True)
class Repeat(Step):
    """The same phases `times` times over."""

    times: int
    body: tuple

    def expand(self, state: PokerState) -> tuple:
        return self.body * self.times

    def phases(self) -> tuple[Phase, ...]:
        return kinds(self.body)


@dataclass(frozen=True)
class Until(Step):
    """The phases again and again, until `done(state)` holds when the deal comes back round."""

    done: Callable[[PokerState], bool]
    body: tuple

    def expand(self, state: PokerState) -> tuple:
        return () if self.done(state) else self.body + (self,)

    def phases(self) -> tuple[Phase, ...]:
        return kinds(self.body)


@dataclass(frozen=True)
class EachPlayer(Step):
    """A phase for each player still in, in turn from the dealer's left: the phase's `seat` set to each."""

    phase: Any  # a dataclass phase with a `seat` field

    def expand(self, state: PokerState) -> tuple:
        return tuple(replace(self.phase, seat=seat) for seat in state.contenders())

    def phases(self) -> tuple[Phase, ...]:
        return (self.phase,)


@dataclass(frozen=True)
class WithOption(Step):
    """Phases the deal goes through only when the table chose the option `name` (`on` False: only when not)."""

    name: str
    body: tuple
    on: bool = True

    def expand(self, state: PokerState) -> tuple:
        return self.body if bool(state.options.get(self.name)) == self.on else ()

    def phases(self) -> tuple[Phase, ...]:
        return kinds(self.body)


@dataclass(frozen=True)
class ByOption(Step):
    """The phases of the value the table chose for the option `name`: `bodies` pairs each value with its phases."""

    name: str
    bodies: tuple[tuple[Any, tuple], ...]

    def expand(self, state: PokerState) -> tuple:
        return dict(self.bodies)[state.options[self.name]]

    def phases(self) -> tuple[Phase, ...]:
        return kinds(tuple(phase for _, body in self.bodies for phase in body))
