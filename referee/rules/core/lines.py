"""A hand that may play only one line of the board: a row, a column or a diagonal of the cards laid out in the
middle (a cross, a tic-tac-toe grid), or one of two boards.

The board's cards are in the order they were turned up; a line names the places of the cards it holds in that
order. A hand is its player's own cards with the cards of one line turned so far, its best five (or, under a
hole-cards rule, a set number of its own cards and the rest from that line), ranked as the game ranks hands;
the best over every line is the hand. Before any card of a line is turned, a hand plays its own cards. A
declaration may name the line a hand plays: it is then given only that line's cards of the board.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Iterator, Sequence

from .cards import Card
from .omaha import BestOfWays, Holding, hole_hands


@dataclass(frozen=True)
class Lines(BestOfWays):
    """`lines`: each line as the places of its cards on the board, counted in the order they are turned up;
    `hole`: a hand uses this many of its own cards (exactly: True; at most: False), else its best five;
    `ranking`: how the hands made rank (the high hands, or a low game's); `alone`: a hand may also be its own
    cards alone, its best five of them (beside a hole-cards rule); `declared`: the lines (their indexes) a hand
    plays only when its cards include theirs, the lines of a declaration (`poker.layout`)."""

    lines: tuple[tuple[int, ...], ...]
    hole: tuple[int, bool] | None = None
    ranking: Holding = field(default_factory=Holding)
    alone: bool = False
    declared: frozenset[int] = frozenset()

    def only(self, line: int) -> Lines:
        """The same hands, each playing only the `line`-th line (a pot split between boards)."""
        return replace(self, lines=(self.lines[line],))

    def _ways(self, cards: Sequence[Card], board: Sequence[Card]) -> Iterator[tuple[Card, ...]]:
        own = tuple(card for card in cards if card not in board)
        if self.alone:
            yield own
        lines = (tuple(board[place] for place in places if place < len(board)) for places in self.lines)
        turned = {line for index, line in enumerate(lines) if index not in self.declared or set(line) <= set(cards)}
        for line in sorted(turned) or [()]:  # no line to play: its own cards
            if self.hole is None:
                yield own + line
            else:
                yield from hole_hands(own, line, *self.hole)
