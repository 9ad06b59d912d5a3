"""Events as the engine sees them, and drafts of events not yet stored.

An actor is a string: "host", "referee", or "seat:N". A payload is plain JSON
data. A payload field named "hidden" is a secret of the acting seat (a card it
entered privately, a mark it chose): every log view shows it to that seat only.
A payload field named "blind" names a seat that must not read the event while
its deal is being played (Indian baseball: the cards turned up of that seat's
own hand): that seat sees only that the event happened, until the deal is over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Collection, Mapping

HOST = "host"
REFEREE = "referee"

# A money movement: (from_account, to_account, amount in the smallest unit).
Transfer = tuple[str, str, int]


def seat_actor(seat: int) -> str:
    return f"seat:{seat}"


def actor_seat(actor: str) -> int | None:
    """The seat number of a "seat:N" actor, None for the host or the referee."""
    if actor.startswith("seat:"):
        return int(actor[5:])
    return None


@dataclass(frozen=True)
class Draft:
    """An event the engine has decided on, before the store gives it a version."""

    type: str
    actor: str
    payload: Mapping[str, Any] = field(default_factory=dict)
    postings: tuple[Transfer, ...] = ()


@dataclass(frozen=True)
class Event:
    """A stored event, as folded by the engine."""

    version: int
    type: str
    actor: str
    payload: Mapping[str, Any]
    postings: tuple[Transfer, ...] = ()


# Events whose type alone says what a blind seat must not read of its own hand: that seat reads them as a
# ruling, like every other ruling it may not read (a hand killed looks like a hand told to stop).
TELLING_TYPES = ("killed",)


def _blind_to(event: Event | Draft, viewer: int | None, over: Collection[int]) -> bool:
    payload = event.payload
    return viewer is not None and payload.get("blind") == viewer and payload.get("deal") not in over


def visible_type(event: Event | Draft, viewer: int | None, over: Collection[int] = ()) -> str:
    """The event's type as `viewer` may read it."""
    return "ruling" if event.type in TELLING_TYPES and _blind_to(event, viewer, over) else event.type


def visible_payload(event: Event | Draft, viewer: int | None, over: Collection[int] = ()) -> dict:
    """The payload as `viewer` (a seat, or None for anyone else) may see it; `over`: the deals finished."""
    payload = dict(event.payload)
    if _blind_to(event, viewer, over):
        return {key: payload[key] for key in ("blind", "deal") if key in payload}
    if viewer is None or actor_seat(event.actor) != viewer:
        payload.pop("hidden", None)
    return payload
