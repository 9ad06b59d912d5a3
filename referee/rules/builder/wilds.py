"""Several rules of one kind named together: wild cards the deal makes, and judges of a shown hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..core.cards import Card
from ..core.wilds import NO_WILDS, Wild
from ..poker.deal import PokerState, Verdict


@dataclass(frozen=True)
class AllWilds:
    """A card is wild if any of the rules makes it so."""

    rules: tuple[Callable[[PokerState, int | None], Wild], ...]

    def __call__(self, state: PokerState, seat: int | None) -> Wild:
        wild = NO_WILDS
        for rule in self.rules:
            wild |= rule(state, seat)
        return wild


@dataclass(frozen=True)
class AllJudges:
    """A kill rules before an automatic win; otherwise the first rule that says something of the hand."""

    rules: tuple[Callable[[PokerState, int, tuple[Card, ...]], Verdict], ...]

    def __call__(self, state: PokerState, seat: int, cards: tuple[Card, ...]) -> Verdict:
        verdicts = [rule(state, seat, cards) for rule in self.rules]
        for verdict in [v for v in verdicts if v.killed] + [v for v in verdicts if v.auto_win] + verdicts:
            if verdict.why:
                return verdict
        return Verdict()
