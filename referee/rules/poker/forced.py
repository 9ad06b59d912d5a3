"""Antes and blinds: what every player, or the two seats left of the dealer (in short-deck hold'em the dealer
alone), must put in before a card is dealt."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from ..engine.events import REFEREE, Draft, Event
from ..engine.typed import Kind
from ..money.stakes import Forced
from .deal import PokerState, dead_money


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
    return [FORCED_BETS.draft(REFEREE, ForcedBets(**written), postings)]


@dataclass(frozen=True)
class ForcedBets:
    antes: Mapping[str, int] | None = None  # by seat
    blinds: Mapping[str, int] | None = None  # by seat: a blind is a bet of the first round
    big_blind_ante: Mapping[str, int] | None = None  # the big blind's, for the table: nobody's bet


def _fold(state: PokerState, event: Event, posted: ForcedBets) -> PokerState:
    blinds = tuple(Forced(int(seat), amount) for seat, amount in (posted.blinds or {}).items() if amount)
    for seat, amount in (posted.big_blind_ante or {}).items():  # nobody's bet, never returned as uncalled
        state = dead_money(state, int(seat), amount)
    return replace(state, forced=state.forced + blinds, opened=True)


FORCED_BETS = Kind("forced_bets", ForcedBets, _fold)


def forced_bets(state: PokerState) -> dict[str, dict[int, int]]:
    stakes = state.stakes
    forced = {}
    left = dict(state.stacks)
    if stakes.ante:
        forced["antes"] = dict.fromkeys(state.order, stakes.ante)
        left = {seat: chips - stakes.ante for seat, chips in left.items()}
    if stakes.big_blind_ante and state.game.blinds:
        big = blind_seats(state.order)[1]
        forced["big_blind_ante"] = {big: min(stakes.big_blind_ante, left[big])}
        left[big] -= forced["big_blind_ante"][big]
    blinds = _blinds(state) if state.game.blinds else {}
    if blinds:
        forced["blinds"] = {seat: min(amount, left[seat]) for seat, amount in blinds.items()}
    return forced


def _blinds(state: PokerState) -> dict[int, int]:
    """Each blind as the table set it, by the seat that posts it, in the order posted."""
    return {seat: amount for seat, _, amount in _posted(state)}


def _posted(state: PokerState) -> list[tuple[int, str, int]]:
    """Each blind's seat, mark and amount, in the order posted: small, big, then the straddle; a button
    blind is the deal's only blind."""
    stakes = state.stakes
    if stakes.button_blind:
        return [(state.order[-1], "button blind", stakes.button_blind)]
    amounts = (stakes.small_blind, stakes.big_blind, stakes.straddle)
    return [(seat, mark, amount) for seat, mark, amount in zip(blind_posters(state.order), ("SB", "BB", "straddle"),
                                                               amounts) if amount]


def blind_marks(state: PokerState) -> dict[int, str]:
    """Who posts which blind this deal, as the table marks them: SB, BB, the straddle, the button blind."""
    if not state.game.blinds:
        return {}
    return {seat: mark for seat, mark, _ in _posted(state)}


def blind_seats(order: tuple[int, ...]) -> tuple[int, int]:
    """Small and big blind: the two seats left of the dealer; heads-up the dealer posts the small."""
    return blind_posters(order)[:2]


def blind_posters(order: tuple[int, ...]) -> tuple[int, ...]:
    """The seats that post the small blind, the big blind and a straddle, in that order."""
    if len(order) == 2:
        return order[1], order[0]
    return order[:3]


def first_after_blinds(state: PokerState) -> int:
    """Before the flop, the first to act sits left of the largest blind (of equal ones, the last posted):
    left of the big blind, or of the straddle; with a lone blind or the button blind, left of it."""
    blinds = _blinds(state)
    posters = list(blinds)
    last = max(blinds, key=lambda seat: (blinds[seat], posters.index(seat)))
    order = state.order
    return order[(order.index(last) + 1) % len(order)]
