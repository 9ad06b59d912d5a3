"""Short-deck hold'em: hold'em with the 36-card deck (six through ace), antes and a button blind, no limit.

With no two to five in the deck, A-6-7-8-9 is the lowest straight, and the
hands change order: a flush beats a full house, and three of a kind beats a
straight (the ruling; a table may rank a straight over three of a kind, as
PokerKit and PHH's NS files do). Everyone antes and the dealer posts the one
blind, as PHH's NS games: the player left of the dealer acts first before the
flop, the dealer last, with the blind's option.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ...core.hand_values import FLUSH_OVER_FULL_HOUSE, SHORT_DECK
from ...engine.variant import Option
from ...money.stakes import BUTTON_BLIND
from ...poker.deal import PokerGame
from ...poker.phases import Betting, Cards
from ..classic.holdem import BOARD

TRIPS_BEAT_STRAIGHT = Option("trips_beat_straight", "bool", True, "Three of a kind beats a straight; off: a "
                             "straight beats three of a kind, as PokerKit and PHH's NS files rank them.")


def ranking(options: Mapping[str, Any]) -> tuple[int, ...]:
    return SHORT_DECK if options["trips_beat_straight"] else FLUSH_OVER_FULL_HOUSE


GAME = PokerGame(
    key="short_deck",
    title="Short-deck hold'em",
    description="Hold'em with the 36-card deck, six to ace: antes and a button blind, no limit; A-6-7-8-9 is "
                "a straight, a flush beats a full house and three of a kind beats a straight.",
    phases=(Cards(down=2), Betting(), *BOARD),
    deck="short",
    blinds=True,
    defaults={"betting": "no", "min_bet": 10, "ante": 10},
    unused=("small_blind", "big_blind", "straddle", "big_blind_ante"),
    options=(replace(BUTTON_BLIND, default=10), TRIPS_BEAT_STRAIGHT),
    ranking=ranking,
    max_players=10,
)
