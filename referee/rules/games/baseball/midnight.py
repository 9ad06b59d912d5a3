"""Midnight baseball: seven cards each, face down and unseen. From the dealer's left, each player in
turn turns up cards one at a time until their showing hand beats the best hand showing, then a betting
round follows (`midnight_turns`). Threes and nines are wild; a black six turned up kills the hand at
once; a four turned up offers its owner one more card for 25¢, which joins their unturned cards and is
entered when it is turned up. Running out of cards without beating the best hand showing ends a hand.
The deal ends when no hand but the best one showing can still turn a card: the best hand showing wins.

Options (`baseball`): the wild tax (answered as the card is turned, before the next one) and the
rainout. There is no bring-in: the first card turned up bets first.
"""

from typing import Any

from ...core.errors import RuleError
from ...engine.variant import Setup
from ...poker.deal import PokerGame, PokerState
from ...poker.phases import Cards
from .ballpark import Ballpark, effects, options, threes_and_nines_untaxed
from .midnight_turns import Turns, others_enter, turns_said


class Midnight(Ballpark):
    """Every hand showing in words, with whether it beats every other, and whose turn it is."""

    def start(self, setup: Setup) -> Any:
        if setup.options.get("bring_in"):
            raise RuleError("bad_option", "Midnight baseball has no bring-in: the first card turned up bets "
                            "first.", {"bring_in": "must be 0"})
        return super().start(setup)

    def view(self, state: PokerState, viewer: int | None) -> dict:
        seen = super().view(state, viewer)
        seen["unseen"] = True  # nobody enters their face-down cards: they are entered as they are turned up
        # Whether a player turns up their own cards (the dealer may enter them too, as a favour), or only the
        # others may (Indian baseball).
        seen["owner_turns"] = not others_enter(state)
        return turns_said(state, seen)


GAME = PokerGame(
    key="midnight_baseball",
    title="Midnight baseball",
    description="Seven unseen cards each; in turn each player turns up cards until their hand beats the best "
                "hand showing, then a bet; threes and nines wild; a black six kills; a four turned up offers "
                "one more card for a quarter. Options: wild tax, rainout.",
    phases=(Cards(down=7), Turns()),
    options=options(),
    wilds=threes_and_nines_untaxed,
    effects=effects("a black six turned up kills the hand", "a four turned up: one more card, among the unturned"),
    extension=Midnight(),
    stud=True,
    unseen=True,
    defaults={"ante": 5},
    unused=("bring_in",),
    max_players=7,
)
