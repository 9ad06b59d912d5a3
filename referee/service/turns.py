"""Whose turn it is: whether the deal in play waits for a seat.

A seat's turn is anything the deal cannot go on without: a bet, a draw, a
mark, a piece placed, the dealer's cards to enter. Some offers stand the
whole deal long and never hold the table up; they do not make a turn. The
host has no turn: acting for a seat whose phone died is a favour, not a duty.
"""

from __future__ import annotations

# Offered whenever a player may want them: a player's own face-down cards (poker lets them be entered or
# corrected at any time), a slip corrected, a collect call, a Gruts infraction called or voided.
ANY_TIME = frozenset({"cards", "correct", "collect_call", "infraction", "void_infraction"})


def your_turn(deal: dict | None, viewer: int | None) -> bool:
    """Whether the deal (as `reads.deal_view` gives it to the viewer) waits for the viewer."""
    if deal is None or viewer is None or viewer not in deal["seats"]:
        return False
    return any(_waits(offer, deal["view"], viewer) for offer in deal["legal_actions"])


def _waits(offer: dict, view: dict, viewer: int) -> bool:
    kind = offer["type"]
    if kind in ANY_TIME:
        return False
    if kind == "turn_up" and offer.get("seat", viewer) != viewer and view.get("owner_turns"):
        return False  # the player turning turns their own card: the dealer may enter it, as a favour
    if kind == "enter_hand":  # Lamarckian Poker offers a hand to change all game long; it waits for the first
        return viewer not in view.get("hands_entered", ())
    return True
