"""A replayed hand's results beside the file's: `finishing_stacks` and `winnings`, player by player.

`winnings` are the pots each player collected, after the rake; a bet nobody
called and that went back is not won. A player whose shown cards the file
does not name ("????") is counted as having mucked, and the file's own
results say whether that holds: where they differ, the report says so.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from .notation import HandHistory, format_amount

FIELDS = (("finishing_stacks", "finishes with"), ("winnings", "collects"))


@dataclass(frozen=True)
class Replay:
    history: HandHistory
    finishing_stacks: tuple[Decimal, ...]
    winnings: tuple[Decimal, ...]
    unseen: tuple[int, ...] = ()  # players who showed cards the file does not name

    @property
    def checked(self) -> bool:
        """Whether the file gives a result to compare with."""
        return any(getattr(self.history, field) is not None for field, _ in FIELDS)

    def differences(self) -> list[str]:
        """Each result of the file the engine does not reach: the player (and seat) and both amounts."""
        found = []
        for field, verb in FIELDS:
            published = getattr(self.history, field)
            for player, (ours, theirs) in enumerate(zip(getattr(self, field), published or ()), start=1):
                if ours != theirs:
                    found.append(f"{self.history.name(player)} {verb} {format_amount(ours)} where the file's "
                                 f"{field} say {format_amount(theirs)}")
        if found and self.unseen:
            who = ", ".join(self.history.name(player) for player in self.unseen)
            found.append(f"{who} showed cards the file does not name (????), which the referee counts as mucked")
        return found

    @property
    def agrees(self) -> bool:
        return not self.differences()

    def report(self) -> list[str]:
        """A line per player: the finishing stack, and the file's results where they differ."""
        lines = []
        for player, stack in enumerate(self.finishing_stacks, start=1):
            line = f"{self.history.name(player)}: {format_amount(stack)}"
            published = self.history.finishing_stacks
            if published is not None and published[player - 1] != stack:
                line += f" (the file says {format_amount(published[player - 1])})"
            won, published = self.winnings[player - 1], self.history.winnings
            if published is not None and published[player - 1] != won:
                line += f", collects {format_amount(won)} (the file says {format_amount(published[player - 1])})"
            lines.append(line)
        return lines
