"""Omaha hold'em: four cards down (five in five-card Omaha) and the hold'em board, with blinds, pot limit.

A hand is exactly two of the player's own cards and exactly three of the
board (`core.omaha`). Each hand shown is said as Omaha plays it, since a
player reading nine cards sees hands the rule does not allow.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.decks import deck
from ...core.errors import RuleError
from ...core.omaha import OMAHA, SHARED
from ...engine.variant import Option, Setup
from ...poker.deal import Extension, PokerGame, PokerState
from ...poker.high_low import HighLow
from ...poker.phases import Betting, Cards
from ...poker.script import ByOption
from ..classic.holdem import BOARD

HOLE_CARDS = Option("hole_cards", "int", 4, "Cards each player is dealt face down: 4, or 5 for five-card Omaha.",
                    minimum=4, maximum=5)
SCRIPT = (ByOption("hole_cards", ((4, (Cards(down=4),)), (5, (Cards(down=5),)))), Betting(), *BOARD)
BOARD_CARDS = 5


@dataclass(frozen=True)
class OmahaHands(Extension):
    """The players the deck deals to, and what each hand shown makes as Omaha plays it (with its low, in a
    game split high-low: `split`)."""

    split: HighLow | None = None

    def start(self, setup: Setup) -> Any:
        dealt = setup.options["hole_cards"]
        most = (len(deck()) - BOARD_CARDS) // dealt
        if len(setup.seats) > most:
            raise RuleError("too_many_players", f"Dealt {dealt} cards each with {BOARD_CARDS} on the board, the "
                            f"deck is enough for at most {most} players, not {len(setup.seats)}.")
        return None

    def view(self, state: PokerState, viewer: int | None) -> dict:
        shown = {seat: cards for seat, cards in state.zones.shown.items() if seat in state.in_hand}
        seen: dict = {"showing": {str(seat): {"cards": [card.code for card in cards],
                                              "says": self.says(state, seat, cards)} for seat, cards in shown.items()}}
        own = state.zones.entered.get(viewer, ()) if viewer is not None else ()
        if self.split and own:
            seen["your_hand"] = self.says(state, viewer, own)
        return seen

    def says(self, state: PokerState, seat: int, own: tuple) -> str:
        """What a seat's own cards make with the board: the high hand, and the low once the board can make one."""
        board = state.zones.community
        high = state.hand(own + board, state.wild(seat)).words
        if self.split is None or len(board) < SHARED:
            return high
        return self.split.with_low(state, own + board, state.wild(seat), high)


GAME = PokerGame(
    key="omaha",
    title="Omaha hold'em",
    description="Four cards down (five with the option), flop, turn and river, with blinds and pot limit; "
                "a hand is exactly two of your cards and three of the board.",
    phases=SCRIPT,
    blinds=True,
    defaults={"betting": "pot", "min_bet": 10, "small_blind": 5, "big_blind": 10},
    options=(HOLE_CARDS,),
    holding=OMAHA,
    extension=OmahaHands(),
    max_players=10,
)
