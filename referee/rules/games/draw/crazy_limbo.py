"""Crazy Limbo: five-card draw; deal, bet, draw, bet, then every player still in shows their lowest card
(aces high; their choice among equal ranks), and every rank shown is wild for all; a final bet; show.

A card shown that is not the lowest of the cards its owner entered is refused
at once; at the showdown a hand holding a card lower than the one its owner
showed is dead (the showdown checks the shown card against the hand shown).
"""

from ...core.cards import Card
from ...core.wilds import Wild, of_ranks
from ...poker.deal import PokerGame, PokerState, Verdict
from ...poker.phases import Betting, Cards, Draw
from ...poker.phases.draw import LIMIT
from ...poker.phases.lowest import ShowLowest, not_lowest, shown_lowest


def ranks_shown(state: PokerState, seat: int | None) -> Wild:
    return of_ranks(*{card.rank for card in shown_lowest(state).values()})


def lowest_checked(state: PokerState, seat: int, cards: tuple[Card, ...]) -> Verdict:
    why = not_lowest(state, seat, cards)
    return Verdict(killed=True, why=why) if why else Verdict()


GAME = PokerGame(
    key="crazy_limbo",
    title="Crazy Limbo",
    description="Five-card draw; after the draw and its bet everyone shows their lowest card, and every rank "
                "shown is wild for all; a final bet, then the showdown.",
    phases=(Cards(down=5), Betting(), Draw(most=3, most_with_ace=4), Betting(), ShowLowest(), Betting(big=True)),
    options=(LIMIT,),
    wilds=ranks_shown,
    judge=lowest_checked,
    defaults={"ante": 5},
    max_players=7,
)
