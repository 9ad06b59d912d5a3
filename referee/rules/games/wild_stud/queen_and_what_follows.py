"""Queen and what follows: seven-card stud; queens are wild, and so is the card
most recently turned up following a queen.

Ruling (RULINGS: a wild card turned up is wild by its rank, for all): the
card turned up right after the last queen turned up makes its whole rank wild
in every hand. Only the latest queen counts: a later queen's follower takes
over from an earlier one, and a queen that is the last card turned up (so far,
or at the end of the deal) leaves only the queens wild. Cards are counted in
the order they were turned up, across all seats, a wave dealt from the
dealer's left; face-down cards, shown or not, never count.
"""

from dataclasses import dataclass

from ...core.wilds import NO_WILDS, Wild, of_ranks
from ...poker.deal import PokerGame, PokerState
from ..classic.stud_orders import HOUSE, ORDERS, order_option

QUEEN = 12


@dataclass(frozen=True)
class FollowsTheLast:
    """The rank of the card turned up right after the last card of `rank` turned up, the same for every hand."""

    rank: int

    def __call__(self, state: PokerState, seat: int | None) -> Wild:
        turned = [card for _, card in state.zones.turned]
        marks = [place for place, card in enumerate(turned) if card.rank == self.rank]
        if not marks or marks[-1] + 1 == len(turned):
            return NO_WILDS
        return of_ranks(turned[marks[-1] + 1].rank)


GAME = PokerGame(
    key="queen_and_what_follows",
    title="Queen and what follows",
    description="Seven-card stud: queens are wild, and so is the rank of the card turned up right after "
                "the last queen turned up.",
    phases=HOUSE,
    orders=ORDERS,
    options=(order_option("house"),),
    wild=of_ranks(QUEEN),
    wilds=FollowsTheLast(QUEEN),
    stud=True,
    defaults={"ante": 5},
    max_players=7,
)
