"""Exclusive war: seven-card stud dealt 1 up and 1 down, 1 up, 1 up and 1 down,
1 up, 1 up, a bet after each; deuces wild.

At the showdown an odd number of natural sixes among a hand's seven cards
kills it, and an even number (two or four) takes all; several such hands
split. Sixes are never wild here, so every six is natural. Nothing happens to
a hand while its sixes are face up: the count is made of the shown hand.
"""

from dataclasses import dataclass

from ...core.cards import RANK_NAMES, Card, rank_plural
from ...core.wilds import deuces
from ...poker.deal import PokerGame, PokerState, Verdict
from ...poker.phases import Betting, Cards

SIX = 6


@dataclass(frozen=True)
class OddKillsEvenTakesAll:
    """An odd number of natural cards of `rank` kills a hand at the showdown; an even number takes all."""

    rank: int

    def __call__(self, state: PokerState, seat: int, cards: tuple[Card, ...]) -> Verdict:
        count = len([card for card in state.wild(seat).naturals(cards) if card.rank == self.rank])
        counted = f"{count} natural {rank_plural(self.rank) if count > 1 else RANK_NAMES[self.rank]}"
        if count % 2:
            return Verdict(killed=True, why=f"{counted}: an odd number kills the hand")
        if count:
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
    judge=OddKillsEvenTakesAll(SIX),
    stud=True,
    defaults={"ante": 5},
    max_players=7,
)
