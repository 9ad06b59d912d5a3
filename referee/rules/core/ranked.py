"""A hand under a low game's ranking: compared by its value, where greater is better, and said in players' words.

The low games (`ace_to_five`, `deuce_to_seven`, `badugi`) each work out a
value that orders their hands best last, so the showdown, the stud player
who acts first and the phone's words treat them as they treat high hands.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Sequence

from .cards import Card
from .errors import RuleError
from .wilds import Wild


@dataclass(frozen=True, order=True, slots=True)
class Ranked:
    value: tuple[int, ...]  # greater is better
    used: tuple[Card, ...] = field(compare=False)  # the cards played
    say: Callable[[tuple[int, ...]], str] = field(compare=False, repr=False)

    @property
    def words(self) -> str:
        return self.say(self.value)


def naturals(cards: Sequence[Card], wild: Wild, ranking: str) -> tuple[Card, ...]:
    """The cards of a ranking that gives a wild card no meaning, refused if any is wild."""
    natural, wilds = wild.split(cards)
    if wilds:
        raise RuleError("no_wilds_here", f"Wild cards do not play in {ranking}: {wilds[0]} is wild.")
    return tuple(natural)
