"""Antes and blinds: what every player, or the two seats left of the dealer, must put in before a card is dealt."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from ..engine.events import REFEREE, Draft, Event
from ..engine.typed import Kind
from ..money.stakes import Forced
from .deal import PokerState


def opening(state: PokerState) -> list[Draft]:
    """Antes and blinds, posted as one ruling before any card is dealt."""
    forced = forced_bets(state)
    if not forced:
        return []
    written = {kind: {str(seat): amount for seat, amount in bets.items()} for kind, bets in forced.items()}
    postings = tuple(
        (f"stack:{seat}", state.pot_account, amount)
        for bets in forced.values() for seat, amount in bets.items() if amount
    )
    return [FORCED_BETS.draft(REFEREE, ForcedBets(written.get("antes"), written.get("blinds")), postings)]


@dataclass(frozen=True)
class ForcedBets:
    antes: Mapping[str, int] | None = None  # by seat
    blinds: Mapping[str, int] | None = None  # by seat: a blind is a bet of the first round


def _fold(state: PokerState, event: Event, posted: ForcedBets) -> PokerState:
    blinds = tuple(Forced(int(seat), amount) for seat, amount in (posted.blinds or {}).items() if amount)
    return replace(state, forced=state.forced + blinds, opened=True)


FORCED_BETS = Kind("forced_bets", ForcedBets, _fold)


def forced_bets(state: PokerState) -> dict[str, dict[int, int]]:
    stakes = state.stakes
    forced = {}
    if stakes.ante:
        forced["antes"] = dict.fromkeys(state.order, stakes.ante)
    if state.game.blinds and stakes.big_blind:
        small, big = blind_seats(state.order)
        left = {seat: state.stacks[seat] - stakes.ante for seat in (small, big)}
        forced["blinds"] = {small: min(stakes.small_blind, left[small]), big: min(stakes.big_blind, left[big])}
    return forced


def blind_seats(order: tuple[int, ...]) -> tuple[int, int]:
    """Small and big blind: the two seats left of the dealer; heads-up the dealer posts the small."""
    if len(order) == 2:
        return order[1], order[0]
    return order[0], order[1]
