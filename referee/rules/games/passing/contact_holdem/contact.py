"""Who is in contact in Contact Hold'em: whose face-up cards count, and each hand's two nearest neighbours."""

from __future__ import annotations

from ....core.cards import Card
from ....engine.variant import Option
from ....poker.deal import PokerState

FOLD_BLOOD = Option("fold_blood", "bool", True, "The fold-blood rule: a player who folds is out of contact (their "
                    "face-up cards stop counting); without it, they keep receiving face-up cards.")


def in_contact(state: PokerState) -> list[int]:
    """The seats whose face-up cards count, in playing order."""
    return state.contenders() if state.options.get(FOLD_BLOOD.name, True) else list(state.order)


def neighbours(state: PokerState, seat: int) -> tuple[int, ...]:
    """The nearest seats in contact to the right and the left of `seat`: one when only two are."""
    ring = in_contact(state)
    if seat not in ring or len(ring) < 2:
        return ()
    at = ring.index(seat)
    return tuple(dict.fromkeys((ring[at - 1], ring[(at + 1) % len(ring)])))


def pool(state: PokerState, seat: int) -> tuple[Card, ...]:
    """The neighbours' face-up cards a hand plays with."""
    return tuple(card for other in neighbours(state, seat) for card in state.zones.face_up(other))
