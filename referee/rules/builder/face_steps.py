"""The step of a deal whose cards come up or down as their players say (Down Your Own)."""

from __future__ import annotations

from ..poker.phases.up_or_down import UpOrDown
from .params import Count
from .part import Part, Piece


def _words(count: int = 1, most_down: int | None = None) -> str:
    cards = f"{count} cards, one at a time round the table," if count > 1 else "one card"
    most = f" (nobody may hold more than {most_down} face down)" if most_down is not None else ""
    return f"Deal each player {cards} face up or face down as its player says before it comes{most}"


UP_OR_DOWN = Piece(
    "up_or_down", "count cards (1 by default) dealt to each player still in, round by round in turn from the "
                  "dealer's left, each face up or face down as its player says before it is dealt; most_down: "
                  "nobody may hold more than that many face down",
    lambda count=1, most_down=None: Part(phases=(UpOrDown(count=count, most_down=most_down),)),
    _words, {"count": Count(1, 7, 1), "most_down": Count(0, 7)}, frozenset({"count", "most_down"}))
