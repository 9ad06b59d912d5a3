"""Antes: the same chips from every player into the pot before a deal, checked and posted one way in every game."""

from __future__ import annotations

from typing import Iterable, Mapping

from ..engine.events import Transfer


def short_of(stacks: Mapping[int, int], seats: Iterable[int], ante: int) -> list[int]:
    """The seats whose stack cannot cover the ante."""
    return [seat for seat in seats if stacks.get(seat, 0) < ante]


def ante_postings(seats: Iterable[int], ante: int, pot: str) -> tuple[Transfer, ...]:
    """Each seat's ante, from its stack into the pot."""
    return tuple((f"stack:{seat}", pot, ante) for seat in seats) if ante else ()
