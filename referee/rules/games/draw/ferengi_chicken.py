"""Ferengi Chicken: ante, two cards down; a Ferengi phase (each player in turn may buy a card for a quarter),
then a bet; back to the Ferengi phase while someone bought at the last one and everyone could have; then the
showdown, each hand playing what it holds (its best five when it holds more).

"Could have": as the phase began, every player still in had the price behind and the deck (with the discards
the dealer may reshuffle) held a card for each. Every card bought is dealt face down and entered by its owner.
"""

from ...engine.variant import Option
from ...poker.buying import CANNOT_BUY, BuyRound, Prices, bought_at_last_round
from ...poker.deal import PokerGame, PokerState
from ...poker.phases import Betting, Cards
from ...poker.script import Until


def buying_over(state: PokerState) -> bool:
    """After a Ferengi phase and its bet: nobody bought at it, or not everyone could have."""
    return any(isinstance(phase, BuyRound) for phase in state.ran) and (
        not bought_at_last_round(state) or CANNOT_BUY in state.notes)


GAME = PokerGame(
    key="ferengi_chicken",
    title="Ferengi Chicken",
    description="Ante, two cards down; each may buy a card for a quarter, then bet; again while someone bought "
                "and everyone could have; show what you hold.",
    phases=(Cards(down=2), Until(buying_over, (BuyRound("buy_price", "the Ferengi phase"), Betting()))),
    defaults={"ante": 5},
    options=(Option("buy_price", "int", 25, "What a card bought in the Ferengi phase costs.", minimum=1, money=True),),
    extension=Prices(prices=("buy_price",)),
    max_players=8,
)
