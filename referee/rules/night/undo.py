"""Taking back a deal action tapped by mistake, until another player acts; and a deal started by mistake,
until a card or chip has moved.

The night remembers how it stood before each action of a deal's last author
(a run of that player's actions, with no one else's in between). Taking back
the last of them restores the night as it stood before it: what the referee
ruled because of the action (a fold that ended the hand, the pot it awarded)
is void with it, and a deal it ended is open again. Nothing is erased: the
action stays in the log, and the take-back that voids it follows it there,
moving every chip the voided events moved back where it came from.

A deal started by mistake (the wrong game, the wrong dealer) is taken back
whole by its dealer or the host while nothing has happened since its start
but what the referee did as it started: the antes, blinds and pots it took
go back, since no player has acted on them (docs/rules.md). The first card
entered or chip bet ends that chance; taking that entry back brings it back.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Mapping

from ..core.errors import Forbidden, NotNow, RuleError
from ..engine.events import HOST, Draft, Event, actor_seat

if TYPE_CHECKING:
    from .state import Night

TAKE_BACK = "take_back"
TAKE_BACK_DEAL = "take_back_deal"  # the command; it is recorded as a take-back of the deal's first events
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


def verify_deal(night: Night, actor: str) -> Taken:
    """The start of the deal in play, if `actor` may take the deal back now; refused in a sentence if not."""
    deal = night.deal
    if deal is None:
        raise NotNow("no_deal", "No deal is being played: there is no deal to take back.")
    if actor != HOST and actor_seat(actor) != deal.dealer:
        raise Forbidden("not_the_dealer", f"Only {night.seat_name(deal.dealer)}, who deals it, or the host can "
                                          f"take back deal {deal.number}.")
    if night.opening is None:
        raise NotNow("deal_under_way", f"Deal {deal.number} can't be taken back: cards have been entered or chips "
                     "bet since it started. Take back the last action, or play the deal out.")
    return night.opening


def can_take_back_deal(night: Night, actor: str) -> bool:
    try:
        verify_deal(night, actor)
    except RuleError:
        return False
    return True


def decide_deal(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    opening = verify_deal(night, actor)
    deal = night.deal
    back = tuple((target, source, amount) for source, target, amount in reversed(opening.postings))
    says = f"deal {deal.number} ({deal.rules.title}) is taken back before a card or chip moved"
    payload = {"versions": list(opening.versions), "says": says + (": the chips it took go back" if back else ""),
               "deal": deal.number, "hidden": {"command": dict(command)}}  # the command, for the audit
    return [Draft(TAKE_BACK, actor, payload, back)]


def says(types: tuple[str, ...]) -> str:
    words = [kind.replace("_", " ") for kind in types]
    taken = f"the {words[0]} is taken back"
    return taken + (f", and void with it: {', '.join(words[1:])}" if len(words) > 1 else "")


def remember(night: Night, after: Night, event: Event) -> Night:
    """The night after `event`, knowing what of it can be taken back."""
    if event.type == TAKE_BACK and _takes_opening(night, event):  # the night as it stood before the deal
        before = night.opening.before
        taken = {"number": night.deal.number, "variant": night.deal.variant, "by": event.actor,
                 "version": event.version}
        return replace(before, version=after.version, accounts=after.accounts,
                       taken_back=before.taken_back + (taken,))
    if event.type == TAKE_BACK:
        undo = night.undo
        rest = undo.taken[:-1]
        restored = replace(undo.taken[-1].before, version=after.version, accounts=after.accounts)
        return replace(restored, undo=replace(undo, taken=rest) if rest else None)
    hidden = event.payload.get("hidden")
    starts = isinstance(hidden, dict) and "command" in hidden  # the first event of a player's request
    if event.type == "deal_started":
        opening = Taken((event.version,), (event.type,), tuple(event.postings), replace(night, undo=None))
        return replace(after, undo=None, opening=opening)
    after = replace(after, opening=_opened(night.opening, event) if "deal" in event.payload and not starts else None)
    if "deal" not in event.payload or night.deal is None:
        return replace(after, undo=None)
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


def _opened(opening: Taken | None, event: Event) -> Taken | None:
    """The deal's start with one more of the referee's events as it started (antes, blinds)."""
    if opening is None:
        return None
    return replace(opening, versions=opening.versions + (event.version,), types=opening.types + (event.type,),
                   postings=opening.postings + tuple(event.postings))


def _takes_opening(night: Night, event: Event) -> bool:
    return night.opening is not None and list(event.payload.get("versions", ())) == list(night.opening.versions)
