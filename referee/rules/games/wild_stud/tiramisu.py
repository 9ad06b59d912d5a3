"""Tiramisu cake game: seven-card stud, 2 down, 2 up, 2 down, then 1 up in the
middle, made communally wild; a bet after each wave.

Ruling (RULINGS: cards in the middle that a text calls wild make their rank
wild for all): the middle card makes every card of its rank wild in every
hand, and does not play in any hand itself, so each hand is its own six
cards. Option `shared_wild`: the middle card is instead one shared wild card
that every hand may use (seven cards a hand), and its rank is not wild.
"""

from ...core.cards import Card
from ...core.hands import evaluate
from ...core.wilds import NO_WILDS, Wild, of_cards, of_ranks
from ...engine.variant import Option
from ...poker.deal import Extension, PokerGame, PokerState
from ...poker.phases import Betting, Cards

SHARED_WILD = Option("shared_wild", "bool", False,
                     "The cards in the middle are shared wild cards every hand may use, instead of making their "
                     "rank wild in every hand.")


def shared(state: PokerState) -> bool:
    return bool(state.options.get(SHARED_WILD.name))


def the_middle(state: PokerState, seat: int | None) -> Wild:
    """The middle card's rank, wild in every hand (or, shared, the card itself)."""
    middle = state.zones.community
    if not middle:
        return NO_WILDS
    return of_cards(middle) if shared(state) else of_ranks(*{card.rank for card in middle})


class Middle(Extension):
    """Whether the middle card plays in the hands: only as a shared wild card."""

    def hand_cards(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        cards = state.zones.shown[seat] + state.zones.face_up(seat)
        return cards + state.zones.community if shared(state) else cards

    def view(self, state: PokerState, viewer: int | None) -> dict:
        """The viewer's own hand, without the middle card unless it is shared."""
        if shared(state) or viewer not in state.order:
            return {}
        cards = state.zones.entered.get(viewer, ()) + state.zones.face_up(viewer)
        return {"your_hand": evaluate(cards, state.wild(viewer), state.deck).words if cards else None}


GAME = PokerGame(
    key="tiramisu",
    title="Tiramisu cake game",
    description="Stud dealt 2 down and 2 up, then 2 down, then one card up in the middle whose rank is wild "
                "in every hand; a bet after each wave.",
    phases=(
        Cards(down=2, up=2), Betting(),
        Cards(down=2), Betting(),
        Cards(community=1), Betting(big=True),
    ),
    options=(SHARED_WILD,),
    wilds=the_middle,
    extension=Middle(),
    stud=True,
    defaults={"ante": 5},
    max_players=8,
)
