"""Stampede: five cards each, and three set aside from a second deck. Three times: draw, the dealer turns up
one of the three and its rank is wild for all (the wild cards accumulate), bet. Then the showdown.

The second deck's cards may repeat cards in the hands: that is no clash.
Option `shared_wild` (RULINGS: cards in the middle that a text calls wild):
the cards turned up are instead shared wild cards every hand may use, and
their ranks are not wild. Each plays in a hand as a joker would, since it may
repeat a card the hand holds.
"""

from ...core.cards import Card
from ...core.hands import evaluate
from ...core.wilds import NO_WILDS, Wild, of_cards, of_ranks
from ...poker.deal import Extension, PokerGame, PokerState
from ...poker.phases import Betting, Cards, Draw
from ...poker.phases.draw import LIMIT
from ...poker.phases.second_deck import SecondDeck
from ..wild_stud.tiramisu import SHARED_WILD, shared

STAND_INS = (Card(0, "", 0), Card(0, "", 1), Card(0, "", 2))  # a shared wild card in a hand


def turned_aside(state: PokerState, seat: int | None) -> Wild:
    turned = state.zones.second
    if not turned:
        return NO_WILDS
    if not shared(state):
        return of_ranks(*{card.rank for card in turned})
    return of_cards(turned) if seat is None else Wild(jokers=True)


class Herd(Extension):
    """Each hand plays the shared wild cards turned up, when the table chose them."""

    def hand_cards(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        return super().hand_cards(state, seat) + self._shared(state)

    def view(self, state: PokerState, viewer: int | None) -> dict:
        """The viewer's own hand, the shared wild cards in it."""
        if not self._shared(state) or viewer not in state.order:
            return {}
        cards = state.zones.entered.get(viewer, ())
        return {"your_hand": evaluate(cards + self._shared(state), state.wild(viewer), state.deck).words}

    def _shared(self, state: PokerState) -> tuple[Card, ...]:
        return STAND_INS[:len(state.zones.second)] if shared(state) else ()


ROUND = (Draw(most=3, most_with_ace=4), SecondDeck())

GAME = PokerGame(
    key="stampede",
    title="Stampede",
    description="Five cards each and three set aside from a second deck; three times: draw, one of the three "
                "is turned up and its rank is wild for all, bet; then the showdown.",
    phases=(Cards(down=5), *ROUND, Betting(), *ROUND, Betting(), *ROUND, Betting(big=True)),
    options=(SHARED_WILD, LIMIT),
    wilds=turned_aside,
    extension=Herd(),
    defaults={"ante": 5},
    max_players=7,
)
