"""Taking back a deal action tapped by mistake, until another player acts.

The night remembers how it stood before each action of a deal's last author
(a run of that player's actions, with no one else's in between). Taking back
the last of them restores the night as it stood before it: what the referee
ruled because of the action (a fold that ended the hand, the pot it awarded)
is void with it, and a deal it ended is open again. Nothing is erased: the
action stays in the log, and the take-back that voids it follows it there,
moving every chip the voided events moved back where it came from.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Mapping

from ..core.errors import Forbidden, NotNow
from ..engine.events import HOST, Draft, Event, actor_seat

if TYPE_CHECKING:
    from .state import Night

TAKE_BACK = "take_back"
KEPT = 8  # actions of one run that can be taken back, one after the other


@dataclass(frozen=True)
class Taken:
    """One action that can still be taken back: its events, and the night just before it."""

    versions: tuple[int, ...]
    types: tuple[str, ...]
    postings: tuple[tuple[str, str, int], ...]
    before: Any  # the Night, without its own take-backs


@dataclass(frozen=True)
class Undo:
    """The last author's run of actions, the latest last."""

    actor: str
    taken: tuple[Taken, ...]


def decide(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    undo = night.undo
    if undo is None or not undo.taken:
        raise NotNow("nothing_to_take_back", "There is nothing to take back: another player has acted since, "
                     "or the last entry was not a deal action.")
    if actor != undo.actor and actor != HOST:
        seat = actor_seat(undo.actor)
        last = night.seat_name(seat) if seat else "the host"
        raise Forbidden("not_your_action", f"Only the last action can be taken back, by the player who made it "
                        f"(or the host): {last} acted last.")
    last = undo.taken[-1]
    back = tuple((target, source, amount) for source, target, amount in reversed(last.postings))
    payload = {"versions": list(last.versions), "says": says(last.types), "deal": last.before.deal.number}
    return [Draft(TAKE_BACK, actor, payload, back)]


def says(types: tuple[str, ...]) -> str:
    words = [kind.replace("_", " ") for kind in types]
    taken = f"the {words[0]} is taken back"
    return taken + (f", and void with it: {', '.join(words[1:])}" if len(words) > 1 else "")




def remember(night: Night, after: Night, event: Event) -> Night:
    """The night after `event`, knowing what of it can be taken back."""
    if event.type == TAKE_BACK:
        undo = night.undo
        rest = undo.taken[:-1]
        restored = replace(undo.taken[-1].before, version=after.version, accounts=after.accounts)
        return replace(restored, undo=replace(undo, taken=rest) if rest else None)
    in_deal = "deal" in event.payload and event.type != "deal_started"
    if not in_deal or night.deal is None:
        return replace(after, undo=None)
    hidden = event.payload.get("hidden")
    starts = isinstance(hidden, dict) and "command" in hidden  # the first event of a player's request
    undo = night.undo
    if starts:
        taken = Taken((event.version,), (event.type,), tuple(event.postings), replace(night, undo=None))
        run = undo.taken[1 - KEPT:] if undo is not None and undo.actor == event.actor else ()
        return replace(after, undo=Undo(event.actor, run + (taken,)))
    if undo is None:
        return after
    last = undo.taken[-1]
    last = replace(last, versions=last.versions + (event.version,), types=last.types + (event.type,),
                   postings=last.postings + tuple(event.postings))
    return replace(after, undo=replace(undo, taken=undo.taken[:-1] + (last,)))
