"""Exclusive war: seven-card stud dealt 1 up and 1 down, 1 up, 1 up and 1 down,
1 up, 1 up, a bet after each; deuces wild.

At the showdown an odd number of natural sixes among a hand's seven cards
kills it, and an even number (two or four) takes all; several such hands
split. Sixes are never wild here, so every six is natural. Nothing happens to
a hand while its sixes are face up: the count is made of the shown hand.
"""

from ..core.cards import Card, rank_plural
from ..core.wilds import deuces
from ..poker.deal import PokerGame, PokerState, Verdict
from ..poker.phases import Betting, Cards

SIX = 6


def sixes_at_war(state: PokerState, seat: int, cards: tuple[Card, ...]) -> Verdict:
    sixes = len([card for card in state.wild(seat).naturals(cards) if card.rank == SIX])
    counted = f"{sixes} natural {rank_plural(SIX) if sixes > 1 else 'six'}"
    if sixes % 2:
        return Verdict(killed=True, why=f"{counted}: an odd number kills the hand")
    if sixes:
        return Verdict(auto_win=True, why=f"{counted}: an even number takes all")
    return Verdict()


GAME = PokerGame(
    key="exclusive_war",
    title="Exclusive war",
    description="Stud dealt 1 up and 1 down, 1 up, 1 up and 1 down, 1 up, 1 up, a bet after each; deuces wild; "
                "an odd number of natural sixes kills a hand, an even number takes all.",
    phases=(
        Cards(down=1, up=1), Betting(),
        Cards(up=1), Betting(),
        Cards(down=1, up=1), Betting(big=True),
        Cards(up=1), Betting(big=True),
        Cards(up=1), Betting(big=True),
    ),
    wild=deuces(),
    judge=sixes_at_war,
    stud=True,
    defaults={"ante": 5},
    max_players=7,
)
