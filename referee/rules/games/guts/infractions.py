"""Gruts' infractions: any player may call one on another seat's spoken action ("guts" said for
"gruts", "challenge" for "chawawenge"). The seat called pays the fine into the infraction pot (all it has,
if less), the caller named; it stands unless the host voids it while the deal is being played. The
infraction pot joins the guts pot when the deal is resolved (`settle`), so a fine never changes the
stakes of the deal it was called in.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...core.errors import NotFound, NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind
from .state import OVER, Deal, Infraction

RULE = "an infraction: guts or challenge said as an action, for gruts or chawawenge"


@dataclass(frozen=True)
class Called:
    seat: int  # the seat that spoke wrongly
    amount: int  # what it paid
    number: int
    rule: str = RULE


@dataclass(frozen=True)
class Voided:
    number: int
    seat: int
    amount: int


def _fined(deal: Deal, caller: int) -> list[int]:
    return [seat for seat in deal.seats if seat != caller and deal.stacks[seat] > 0]


def draft_call(deal: Deal, caller: int, actor: str, action: Mapping[str, Any]) -> Draft:
    words = deal.rules.words
    if not words.fined:
        raise RuleError("no_infractions", "Infractions are called in Gruts, not here.")
    if deal.phase == OVER:
        raise NotNow("deal_over", "This deal is resolved: an infraction is called during a deal.")
    seat = action.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or seat not in deal.seats:
        raise RuleError("bad_seat", "Name the seat of a player in this deal who spoke wrongly.")
    if seat == caller:
        raise RuleError("own_infraction", "An infraction is called on another seat's spoken action, not your own.")
    if deal.stacks[seat] <= 0:
        raise RuleError("nothing_to_fine", f"Seat {seat} has no chips left to pay a fine.")
    amount = min(deal.rules.infraction, deal.stacks[seat])
    number = len(deal.infractions) + 1
    return INFRACTION.draft(actor, Called(seat, amount, number),
                            ((f"stack:{seat}", deal.rules.infraction_account, amount),))


def draft_void(deal: Deal, actor: str, action: Mapping[str, Any]) -> Draft:
    if deal.phase == OVER:
        raise NotNow("deal_over", "This deal is resolved: its infractions have joined the guts pot.")
    number = action.get("infraction")
    standing = {infraction.number: infraction for infraction in deal.infractions if not infraction.voided}
    if not isinstance(number, int) or number not in standing:
        raise NotFound("no_such_infraction", f"There is no standing infraction {number} to void.")
    called = standing[number]
    return VOID.draft(actor, Voided(number, called.seat, called.amount),
                      ((deal.rules.infraction_account, f"stack:{called.seat}", called.amount),))


def offers(deal: Deal, seat: int) -> list[dict]:
    if not deal.rules.words.fined or deal.phase == OVER or not _fined(deal, seat):
        return []
    return [specs.offer("infraction", specs.seat("seat", _fined(deal, seat)), amount=deal.rules.infraction)]


def host_offers(deal: Deal) -> list[dict]:
    standing = [infraction.number for infraction in deal.infractions if not infraction.voided]
    if deal.phase == OVER or not standing:
        return []
    return [specs.offer("void_infraction", specs.choice("infraction", standing))]


def _fold_call(deal: Deal, event: Event, called: Called) -> Deal:
    caller = int(event.actor[5:])
    return replace(deal, infractions=deal.infractions + (Infraction(called.number, caller, called.seat, called.amount),))


def _fold_void(deal: Deal, event: Event, voided: Voided) -> Deal:
    return replace(deal, infractions=tuple(replace(infraction, voided=True) if infraction.number == voided.number
                                           else infraction for infraction in deal.infractions))


INFRACTION = Kind("infraction", Called, _fold_call)
VOID = Kind("void_infraction", Voided, _fold_void)
