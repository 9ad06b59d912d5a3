"""Who must go in at a guts declaration, by the cards showing: "the high card showing must go in" (Forced
Guts), "low card showing and anyone paired with another player must go in" (Pimp Guts).

Only face-up cards count, so every viewer knows who is forced. A card's rank counts with the ace high, as
the showing cards of a high game are read; every player tied for the high (or low) card showing must go
in, since the rule names no suit to break the tie.
"""

from __future__ import annotations

from typing import Callable

from .deal import PokerState

HIGH, LOW, LOW_OR_PAIRED = "high_card_showing", "low_card_showing", "low_card_or_paired_showing"
RULES = (HIGH, LOW, LOW_OR_PAIRED)
WORDS = {HIGH: "the high card showing must go in",
         LOW: "the low card showing must go in",
         LOW_OR_PAIRED: "the low card showing, and anyone whose card showing pairs another player's, must go in"}


def _ranks(state: PokerState) -> dict[int, set[int]]:
    """The ranks each player still in shows face up."""
    return {seat: {card.rank for card in state.zones.face_up(seat)} for seat in state.contenders()}


def _extreme(pick: Callable) -> Callable[[PokerState], frozenset[int]]:
    def forced(state: PokerState) -> frozenset[int]:
        shown = {seat: ranks for seat, ranks in _ranks(state).items() if ranks}
        if not shown:
            return frozenset()
        target = pick(pick(ranks) for ranks in shown.values())
        return frozenset(seat for seat, ranks in shown.items() if target in ranks)
    return forced


def _paired(state: PokerState) -> frozenset[int]:
    shown = _ranks(state)
    return frozenset(seat for seat, ranks in shown.items()
                     if any(ranks & other for them, other in shown.items() if them != seat))


_RULES = {HIGH: _extreme(max), LOW: _extreme(min), LOW_OR_PAIRED: lambda state: _extreme(min)(state) | _paired(state)}


def forced_in(state: PokerState, rule: str) -> frozenset[int]:
    """The players still in this rule makes go in (none without a rule)."""
    return _RULES[rule](state) if rule else frozenset()
