"""Deuces, jacks, man with the axe, and a pair of natural sevens takes all.

Seven-card stud. Deuces, jacks and the king of diamonds (the man with the
axe) are wild, and a player holding two natural sevens wins automatically;
if two players have them, they split the pot. Sevens are never wild here, so
every seven is natural; three or four sevens hold a pair of them too.
"""

from dataclasses import dataclass

from ...core.cards import Card, rank_plural
from ...core.wilds import deuces, king_of_diamonds, of_ranks
from ...poker.deal import PokerGame, PokerState, Verdict
from ..classic.stud_orders import HOUSE, ORDERS, order_option

SEVEN = 7


@dataclass(frozen=True)
class NaturalPairTakesAll:
    """Two natural cards of `rank` in a hand win the whole pot (two such hands split it)."""

    rank: int

    def __call__(self, state: PokerState, seat: int, cards: tuple[Card, ...]) -> Verdict:
        if len([card for card in state.wild(seat).naturals(cards) if card.rank == self.rank]) >= 2:
            return Verdict(auto_win=True, why=f"a pair of natural {rank_plural(self.rank)} takes all")
        return Verdict()


GAME = PokerGame(
    key="man_with_the_axe",
    title="Deuces, jacks and the man with the axe",
    description="Seven-card stud: deuces, jacks and the K♦ are wild, and a pair of natural sevens takes all "
                "(two such hands split).",
    phases=HOUSE,
    orders=ORDERS,
    options=(order_option("house"),),
    wild=deuces() | of_ranks(11) | king_of_diamonds(),
    judge=NaturalPairTakesAll(SEVEN),
    stud=True,
    defaults={"ante": 5},
    max_players=7,
)
