"""What the club reads of each of its nights: facts taken from the night's own log by the service, in plain
data, so that the club's debts and figures are derived here without touching a database.

Only what every seat saw goes in: who played, dealt and won each deal, its pot, and whether it went to a
showdown. No card is part of the facts, so no figure can show one nobody showed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from .state import Club, ClubNight, guest, kitty, member

KITTY_SEAT = 0


@dataclass(frozen=True)
class DealFacts:
    number: int
    game: str  # the game's title, as the night calls it
    dealer: int
    seats: tuple[int, ...]  # who was dealt in
    pot: int  # what was played for
    winners: tuple[int, ...]  # who won some of it
    showdown: tuple[int, ...] = ()  # who won some of it at a showdown of shown hands


@dataclass(frozen=True)
class NightFacts:
    night: str
    closed: bool
    names: Mapping[int, str]  # seat -> name at the table
    nets: Mapping[int, int]  # seat -> what the settle-up pays it (seat 0: the kitty)
    deals: tuple[DealFacts, ...] = ()
    balanced: bool = True  # its money adds up (so its settle-up can be read)


@dataclass(frozen=True)
class Seating:
    """Who each seat of a night is, for the club."""

    parties: Mapping[int, str] = field(default_factory=dict)  # seat -> party
    guests: Mapping[str, str] = field(default_factory=dict)  # guest party -> name


def seating(night: ClubNight, facts: NightFacts) -> Seating:
    parties, guests = {}, {}
    for seat, name in facts.names.items():
        if seat == KITTY_SEAT:
            parties[seat] = kitty(night.id)
        elif seat in night.seats:
            parties[seat] = member(night.seats[seat])
        else:
            parties[seat] = guest(night.id, seat)
            guests[parties[seat]] = f"{name} (guest)"
    return Seating(parties, guests)


def guest_names(club: Club, facts: Mapping[str, NightFacts]) -> dict[str, str]:
    """Every guest of the club's nights, by party, in words."""
    names: dict[str, str] = {}
    for night in club.night_order():
        if night.id in facts:
            names.update(seating(night, facts[night.id]).guests)
    return names
