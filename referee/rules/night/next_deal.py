"""What the next deal is likely to be, so that dealing it is one tap.

Nothing here is stored: it is read from the deals the night has started.
The next deal is the game that goes on (a pot carried from deal to deal, or
a game played out over its deals), else the game the table's rotation says,
else the last game dealt, with the options and stakes it was dealt with.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from . import rotation
from .deals import goes_on, next_dealer, next_seats
from .games import variant_of
from .state import Night

AGAIN, ROTATION, GOES_ON = "again", "rotation", "goes_on"


@dataclass(frozen=True)
class Suggestion:
    variant: str
    options: Mapping[str, Any]
    why: str  # AGAIN, ROTATION or GOES_ON
    dealer: int | None  # who deals it: the seat left of the last dealer among those dealt in
    place: rotation.Place | None = None  # where it stands in the rotation, for a deal the rotation says


def suggested(night: Night) -> Suggestion | None:
    """The next deal after the one being played (or the last one), if the night says what it is."""
    seats = next_seats(night)
    dealer = next_dealer(night, seats) if seats else None
    match = goes_on(night)
    if match is not None:
        return Suggestion(match.game, dict(match.options), GOES_ON, dealer)
    if night.rotation is not None:
        slot, place = rotation.upcoming(night.rotation, len(seats))
        if variant_of(night, slot.variant) is not None:
            return Suggestion(slot.variant, dict(slot.options), ROTATION, dealer, place)
    last = night.deal or (night.deals[-1] if night.deals else None)
    if last is None:
        return None
    return Suggestion(last.variant, dict(last.options), AGAIN, dealer)


def remembered(night: Night) -> dict[str, Mapping[str, Any]]:
    """Each game dealt tonight with the options and stakes of its last deal, by game."""
    found = {variant: dict(options) for variant, options in night.deals.options.items()}
    if night.deal is not None:
        found[night.deal.variant] = dict(night.deal.options)
    return found
