"""Contact Hold'em: 2 down, bet; 1 up, bet; 1 up, bet; show. No board: each hand plays its best five of its
own four cards and the face-up cards of its two nearest neighbours.

The fold-blood rule (option, on by default): a player who folds is out of
contact, their face-up cards no longer count, and the nearest players still
in become neighbours; with two players left, each has one neighbour (a pool
of six). Without it, players who fold keep receiving face-up cards, and
neighbours are always the players seated next to each other.
Trades (option): after each face-up card, players may trade face-up cards
with a player who is not their neighbour, both agreeing (`trades`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ....core.cards import Card
from ....core.hands import evaluate
from ....poker.deal import Extension, PokerGame, PokerState
from ....poker.phases import Betting, Cards
from ...classic.named_wilds import OPTIONS, named_wilds
from .contact import FOLD_BLOOD, in_contact, neighbours, pool
from .trades import TRADES, Trades


@dataclass(frozen=True)
class ToEveryone(Cards):
    """Face-up cards, dealt to players who folded too when the fold-blood rule is off."""

    def receivers(self, state: PokerState) -> list[int]:
        return in_contact(state)


class Contact(Extension):
    def hand_cards(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        return super().hand_cards(state, seat) + pool(state, seat)

    def view(self, state: PokerState, viewer: int | None) -> dict:
        seen = {"showing": {str(seat): {"says": "plays with the face-up cards of "
                                        + " and ".join(f"seat {other}" for other in neighbours(state, seat))}
                            for seat in state.contenders()}}
        if viewer in state.in_hand:
            own = state.zones.entered.get(viewer, ()) + state.zones.face_up(viewer) + pool(state, viewer)
            seen["your_hand"] = evaluate(own, state.wild(viewer), state.deck).words if own else None
        return seen


GAME = PokerGame(
    key="contact_holdem",
    title="Contact Hold'em",
    description="Two down and two up each, no board: each hand plays its best five of its own four cards and "
                "its two neighbours' face-up cards. Fold-blood rule and trades as options.",
    phases=(
        Cards(down=2), Betting(),
        ToEveryone(up=1), Trades(), Betting(),
        ToEveryone(up=1), Trades(), Betting(big=True),
    ),
    blinds=True,
    defaults={"small_blind": 5, "big_blind": 10},
    options=(FOLD_BLOOD, TRADES) + OPTIONS,
    wilds=named_wilds,
    extension=Contact(),
    max_players=10,
)
