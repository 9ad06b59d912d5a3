"""Secret Squirrel: five-card draw with two cards dealt face down to the middle at the start; after the
draw and its bet the dealer turns them up, and they are wild for everyone; a final bet.

As in Tiramisu (RULINGS: cards in the middle that a text calls wild), the
middle cards make their ranks wild in every hand and play in no hand
themselves; option `shared_wild`: they are shared wild cards every hand may
use. The dealer enters them when they are turned up.
"""

from ...poker.deal import PokerGame, PokerState
from ...poker.phases import Betting, Cards, Draw
from ...poker.phases.draw import LIMIT
from ..wild_stud.tiramisu import SHARED_WILD, Middle, the_middle


class FaceDown(Middle):
    """The two middle cards lie face down on the table until the dealer turns them up."""

    def view(self, state: PokerState, viewer: int | None) -> dict:
        return {**super().view(state, viewer), "table_down": 0 if state.zones.community else 2}


GAME = PokerGame(
    key="secret_squirrel",
    title="Secret Squirrel",
    description="Five-card draw with two cards face down in the middle: after the draw and its bet they are "
                "turned up and their ranks are wild for everyone; a final bet.",
    phases=(Cards(down=5), Betting(), Draw(most=3, most_with_ace=4), Betting(), Cards(community=2),
            Betting(big=True)),
    options=(SHARED_WILD, LIMIT),
    wilds=the_middle,
    extension=FaceDown(),
    defaults={"ante": 5},
    max_players=5,
)
