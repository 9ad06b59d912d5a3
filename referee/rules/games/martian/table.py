"""The Icehouse side of a deal: every piece, the cards they can go on, and who owns each card.

A card on the table is a spot: the seat it was dealt to, and 0 for that
seat's hole card or n for its n-th face-up card. Cards stay in front of the
player they were dealt to whoever owns them, and a folded player's cards stay
too (they can still be attacked and defended). Players name a face-up card by
its face ("9d") and a hole card by its seat ("hole:2").
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping

from ...core.cards import Card, parse_card
from ...core.errors import RuleError
from ...poker.deal import PokerState
from .disputes import STRONGEST, OnCard, Ownership, settle
from .pieces import Piece, Pieces, added

HOLE = 0
DEFENCE_AGAINST = "defence_against"  # the game's option: what a defence must meet (see `disputes`)
Spot = tuple[int, int]  # (seat dealt to, HOLE or the face-up card's number from 1)
_HOLE_ID = re.compile(r"hole:(\d+)", re.IGNORECASE)


@dataclass(frozen=True)
class Icehouse:
    """Every piece of the deal: in the stashes, by holder, and on the cards."""

    stashes: Mapping[int, Pieces]
    cards: Mapping[Spot, OnCard] = field(default_factory=dict)  # only cards with pieces on them
    settled: bool = False  # the referee has ruled: ownership is final

    def colours(self) -> set[int]:
        """Every seat whose pieces are at the table, in a stash or on a card."""
        on_cards = {placed.piece.owner for on in self.cards.values() for placed in on.pieces()}
        return on_cards | {piece.owner for pieces in self.stashes.values() for piece in pieces}

    def stash(self, seat: int) -> Pieces:
        return self.stashes.get(seat, {})

    def after_the_deal(self) -> dict[int, dict[Piece, int]]:
        """Who holds what once every piece on a card has gone to the player the card was dealt to."""
        held = {holder: dict(pieces) for holder, pieces in self.stashes.items()}
        for (seat, _), on in self.cards.items():
            for placed in on.pieces():
                held[seat] = added(held.get(seat, {}), {placed.piece: 1})
        return held


def ice(state: PokerState) -> Icehouse:
    return state.extra


def spots(state: PokerState) -> list[Spot]:
    """Every card dealt so far, seat by seat in playing order: the hole card, then the face-up cards."""
    return [(seat, number) for seat in state.order for number in range(len(state.zones.face_up(seat)) + 1)]


def card_id(state: PokerState, spot: Spot) -> str:
    seat, number = spot
    return f"hole:{seat}" if number == HOLE else state.zones.up[seat][number - 1].code


def face(state: PokerState, spot: Spot) -> Card | None:
    """The card at a spot if everyone can see it: a face-up card, or a hole card once shown."""
    seat, number = spot
    if number == HOLE:
        shown = state.zones.shown.get(seat, ())
        return shown[0] if shown else None
    return state.zones.up[seat][number - 1]


def words(state: PokerState, spot: Spot) -> str:
    """"seat 2's hole card", "9♦ (seat 2)"."""
    seat, number = spot
    return f"seat {seat}'s hole card" if number == HOLE else f"{state.zones.up[seat][number - 1]} (seat {seat})"


def spot_of(state: PokerState, value: Any) -> Spot:
    """The card a player names, or a RuleError saying how to name one."""
    if not isinstance(value, str):
        raise RuleError("bad_card", "Name the card: a face-up card by its face (\"9d\"), a hole card as \"hole:2\".")
    hole = _HOLE_ID.fullmatch(value.strip())
    if hole:
        seat = int(hole.group(1))
        if seat not in state.order:
            raise RuleError("no_such_card", f"Seat {seat} was not dealt into this hand.")
        return seat, HOLE
    card = parse_card(value)
    for seat in state.order:
        if card in state.zones.face_up(seat):
            return seat, state.zones.up[seat].index(card) + 1
    raise RuleError("no_such_card", f"{card} is not face up on the table.")


def defence_against(state: PokerState) -> str:
    """What a defence must meet in this deal, as chosen when it started.

    A deal stored before the option existed has no value for it: it keeps the
    rule it was played under, the strongest attack.
    """
    return state.setup.options.get(DEFENCE_AGAINST, STRONGEST)


def ownership(state: PokerState, spot: Spot) -> Ownership:
    """Who owns a card now, by the deal's own rule: provisional until the referee rules, final after."""
    return settle(ice(state).cards.get(spot), spot[0], defence_against(state))


def owned_by(state: PokerState, seat: int) -> list[Spot]:
    return [spot for spot in spots(state) if ownership(state, spot).owner == seat]
