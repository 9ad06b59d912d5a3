"""An extra card for those holding a rank: everyone still in shows their cards of the rank, or says they have
none, and each who shows any is dealt one more card face down (Baseball Guts: "anyone who went in with a four
gets an extra card").

It is an asking phase (`answers`): every player still in answers at once, so being asked tells nobody
anything, and a player whose own entry holds the rank must show it. The cards shown stay in the hand, shown
to all; one card comes however many of the rank are shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from ...core.cards import Card
from ...engine.typed import registry
from ..deal import PokerState
from .answers import ANSWERS, DRAFTERS, PLUS, Asking, ask, asked, plural


@dataclass(frozen=True)
class ExtraCard(Asking):
    name = "extra_card"
    waiting = "Everyone still in shows their cards of the rank for an extra card, or says they have none."
    drafters = MappingProxyType(DRAFTERS)
    folds = registry(*ANSWERS.values())

    rank: int = 4

    def enter(self, state: PokerState) -> PokerState:
        return ask(state, self.rank, PLUS)

    def says(self, rank: int, sign: str) -> str:
        return f"Show your {plural(rank)} for one more card, face down, or say you have none."

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        return self.answer_offers(state, seat)

    def turn(self, state: PokerState) -> int | None:
        return None

    def gained(self, cards: tuple[Card, ...]) -> int:
        return 1

    def complete(self, state: PokerState) -> bool:
        return asked(state) is None
