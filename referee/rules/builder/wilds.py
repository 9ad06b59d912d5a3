"""Several rules of one kind named together: wild cards the deal makes, judges of a shown hand, reasons
nobody wins the pot, and what the losers of a showdown pay."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

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


@dataclass(frozen=True)
class AllStays:
    """Nobody wins the pot for the first reason any of the rules gives (it stays for the next deal)."""

    rules: tuple[Callable[[PokerState, Mapping[int, Any]], str | None], ...]

    def __call__(self, state: PokerState, hands: Mapping[int, Any]) -> str | None:
        return next((why for rule in self.rules if (why := rule(state, hands))), None)


@dataclass(frozen=True)
class AllPays:
    """What each loser of the showdown pays, by every rule: the most any of them asks (they never ask twice)."""

    rules: tuple[Callable[[PokerState, Mapping[int, int]], Mapping[int, int]], ...]

    def __call__(self, state: PokerState, won: Mapping[int, int]) -> dict[int, int]:
        owed: dict[int, int] = {}
        for rule in self.rules:
            for seat, amount in rule(state, won).items():
                owed[seat] = max(owed.get(seat, 0), amount)
        return owed
