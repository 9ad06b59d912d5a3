"""Martian Poker as the table runs it: the poker engine, and pieces the table keeps between deals."""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from ...engine.events import Draft, Event
from ...poker.deal import PokerState
from ...poker.variant import PokerVariant
from . import between
from .game import GAME
from .pieces import kept
from .table import ice


class MartianVariant(PokerVariant):
    """A `Keeper`: every piece, and who holds it, carries over to the next deal."""

    between_deals = between.COMMANDS

    def carry(self, state: PokerState) -> Mapping[str, Any]:
        """After the deal every piece on a card goes to the player the card was dealt to; open offers lapse."""
        return {"pieces": kept(ice(state).after_the_deal())}

    def decide_between(self, carried: Mapping[str, Any], seats: Sequence[int], actor: str,
                       command: Mapping[str, Any]) -> list[Draft]:
        return between.decide(carried, seats, actor, command)

    def apply_between(self, carried: Mapping[str, Any], event: Event) -> Mapping[str, Any]:
        return between.apply(carried, event)

    def view_between(self, carried: Mapping[str, Any], seats: Sequence[int], viewer: int | None) -> dict:
        return between.view(carried, seats, viewer)


VARIANT = MartianVariant(GAME)
