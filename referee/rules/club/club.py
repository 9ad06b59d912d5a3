"""The club's commands decided, and its events folded: `decide(club, actor, command)` gives the drafts to
append, `apply(club, event)` the club after one. Actors are "member:N"; a host is a member marked so.

Times come in the command (`at`, stamped by the service): the rules read no clock.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Mapping

from ..core.errors import Forbidden, NotFound, NotNow, RuleError
from ..engine.events import Draft, Event
from ..night import names
from .state import (CONFIRMED, DISPUTED, MARKED, REJECTED, Club, ClubNight, Member, Payment, guest, kitty, member,
                    owed)

OPENED = "club_opened"
NAME_LENGTH = 40


def open_club(name: str, currency: str, unit: int, founder: str, at: str) -> Draft:
    """The club's first event: its name, its money, and its first member, who hosts it."""
    if not name.strip():
        raise RuleError("no_name", "A club needs a name.")
    _check_name(founder)
    return Draft(OPENED, member(1), {"name": name.strip(), "currency": currency, "unit": unit,
                                     "member": 1, "founder": founder, "at": at})


def decide(club: Club, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    if club.member_of(actor) is None:
        raise Forbidden("not_a_member", "Only the club's members can do that: sign in with your member link.")
    decision = DECISIONS.get(command.get("type"))
    if decision is None:
        raise RuleError("unknown_command", f"The club has no command called {command.get('type')!r}.")
    return decision(club, actor, command)


def _add_member(club: Club, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    _host_only(club, actor, "add members")
    name = " ".join(str(command.get("name", "")).split())
    _check_name(name)
    if found := names.clash(name, [m.name for m in club.members.values()]):
        other, same = found
        said = f"{other} is already a member" if same else f"that name looks just like {other}'s, a member's"
        raise RuleError("name_taken" if same else "name_looks_alike",
                        f"{said[0].upper()}{said[1:]}: give the new member another name (add an initial).")
    number = max(club.members, default=0) + 1
    return [Draft("member_added", actor, {"member": number, "name": name, "host": bool(command.get("host"))})]


def _make_host(club: Club, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    _host_only(club, actor, "name another host")
    found = _member(club, command.get("member"))
    if found.host:
        raise NotNow("already_host", f"{found.name} already hosts the club.")
    return [Draft("host_named", actor, {"member": found.number})]


def _open_night(club: Club, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    seated = seating(club, actor, command.get("members"))
    night = command.get("night")
    if not isinstance(night, str) or not night or night in club.nights:
        raise RuleError("bad_night", "The night's table is missing or already the club's.")
    return [Draft("night_opened", actor, {"night": night, "name": str(command.get("name", "")),
                                          "at": command.get("at", ""),
                                          "seats": {str(seat): number for seat, number in seated.items()}})]


def seating(club: Club, actor: str, members: Any) -> dict[int, int]:
    """The seats of a night opened with these members (by number), in the order given: or a refusal."""
    _host_only(club, actor, "open a night")
    if not isinstance(members, list) or not all(isinstance(n, int) and not isinstance(n, bool) for n in members):
        raise RuleError("bad_members", "Tick the members who are playing tonight.")
    if len(set(members)) != len(members):
        raise RuleError("bad_members", "Each member sits once at a night.")
    if len(members) < 2:
        raise RuleError("too_few_players", "A night needs at least two members: tick who is playing tonight.")
    return {seat: _member(club, number).number for seat, number in enumerate(members, start=1)}


def _seat_member(club: Club, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    night = _night(club, command.get("night"))
    number = club.member_of(actor).number
    seat = command.get("seat")
    if number in night.seats.values():
        raise NotNow("already_seated", "You already have a seat at this night.")
    if not isinstance(seat, int) or isinstance(seat, bool) or seat < 1 or seat in night.seats:
        raise RuleError("bad_seat", "That seat is not free at this night.")
    return [Draft("member_seated", actor, {"night": night.id, "member": number, "seat": seat})]


def _mark_paid(club: Club, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    payer, payee = _party(club, command.get("payer")), _party(club, command.get("payee"))
    if payer == payee:
        raise RuleError("same_party", "A payment goes from one player to another.")
    if actor not in (payer, payee) and not club.is_host(actor):
        raise Forbidden("not_your_payment", "Only the one who paid, the one who was paid, or a host can mark a "
                                            "payment.")
    amount = command.get("amount")
    if not isinstance(amount, int) or isinstance(amount, bool) or amount <= 0:
        raise RuleError("bad_amount", "A payment is a positive amount.")
    night = command.get("night")
    if night is not None:
        _night(club, night)
    number = max(club.payments, default=0) + 1
    return [Draft("payment_marked", actor, {"payment": number, "payer": payer, "payee": payee, "amount": amount,
                                            "night": night, "at": command.get("at", "")})]


def _confirm(club: Club, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    payment = _payment(club, command.get("payment"), (MARKED,))
    if actor != _other_side(payment):
        raise Forbidden("not_yours_to_confirm", f"Only {_side_words(club, _other_side(payment))} confirms this "
                                                "payment (or a host, if it is disputed).")
    return [_settled("payment_confirmed", actor, payment)]


def _dispute(club: Club, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    payment = _payment(club, command.get("payment"), (MARKED,))
    if actor != _other_side(payment):
        raise Forbidden("not_yours_to_dispute", f"Only {_side_words(club, _other_side(payment))} can dispute this "
                                                "payment.")
    return [Draft("payment_disputed", actor, {"payment": payment.number})]


def _settle(club: Club, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    """A host decides a payment one side disputes, or one the other side cannot confirm (a guest, a kitty)."""
    _host_only(club, actor, "settle a payment")
    payment = _payment(club, command.get("payment"), (MARKED, DISPUTED))
    if payment.state == MARKED and club.member_of(_other_side(payment)) is not None \
            and _other_side(payment) != actor:
        raise NotNow("not_disputed", f"{_side_words(club, _other_side(payment))} confirms this payment; a host "
                                     "settles it only if it is disputed.")
    if command.get("paid") is True:
        return [_settled("payment_confirmed", actor, payment)]
    if command.get("paid") is False:
        return [Draft("payment_rejected", actor, {"payment": payment.number})]
    raise RuleError("paid_or_not", "Say whether the payment was made: paid true or false.")


def _settled(kind: str, actor: str, payment: Payment) -> Draft:
    # The payer's debt shrinks by what it paid: the money moves, on the club's books, from the payee to the payer.
    return Draft(kind, actor, {"payment": payment.number},
                 ((owed(payment.payee), owed(payment.payer), payment.amount),))


def _other_side(payment: Payment) -> str:
    """Who confirms a payment: the side that did not mark it; the payee when a host marked it for others, for
    the one who received the money knows best."""
    return payment.payer if payment.marked_by == payment.payee else payment.payee


def _side_words(club: Club, party: str) -> str:
    found = club.member_of(party)
    return found.name if found else "a host"


def _host_only(club: Club, actor: str, what: str) -> None:
    if not club.is_host(actor):
        raise Forbidden("host_only", f"Only a host of the club can {what}.")


def _check_name(name: str) -> None:
    if not name:
        raise RuleError("no_name", "A member needs a name.")
    if len(name) > NAME_LENGTH:
        raise RuleError("name_too_long", f"A name has at most {NAME_LENGTH} characters.")
    names.check(name)


def _member(club: Club, number: Any) -> Member:
    found = club.members.get(number) if isinstance(number, int) and not isinstance(number, bool) else None
    if found is None:
        raise NotFound("no_such_member", "There is no such member of the club.")
    return found


def _night(club: Club, night: Any) -> ClubNight:
    found = club.nights.get(night) if isinstance(night, str) else None
    if found is None:
        raise NotFound("no_such_night", "That night is not one of the club's.")
    return found


def _party(club: Club, party: Any) -> str:
    """A member, or a guest or kitty of one of the club's nights."""
    if not isinstance(party, str):
        raise RuleError("bad_party", "Name who paid and who was paid.")
    kind, _, rest = party.partition(":")
    if kind == "member" and club.member_of(party) is not None:
        return party
    night, _, seat = rest.partition(":")
    if kind == "guest" and night in club.nights and seat.isdigit() and int(seat) not in club.nights[night].seats:
        return guest(night, int(seat))
    if kind == "kitty" and rest in club.nights:
        return kitty(rest)
    raise NotFound("no_such_player", "That player is not one of the club's members or guests.")


def _payment(club: Club, number: Any, states: tuple[str, ...]) -> Payment:
    found = club.payments.get(number) if isinstance(number, int) and not isinstance(number, bool) else None
    if found is None:
        raise NotFound("no_such_payment", "There is no such payment.")
    if found.state not in states:
        raise NotNow("payment_" + found.state, f"That payment is already {found.state}.")
    return found


DECISIONS: dict[str, Callable[[Club, str, Mapping[str, Any]], list[Draft]]] = {
    "add_member": _add_member,
    "make_host": _make_host,
    "open_night": _open_night,
    "seat_member": _seat_member,
    "mark_paid": _mark_paid,
    "confirm_payment": _confirm,
    "dispute_payment": _dispute,
    "settle_payment": _settle,
}


def apply(club: Club, event: Event) -> Club:
    club = FOLDS[event.type](club, event)
    accounts = dict(club.accounts)
    for source, target, amount in event.postings:
        accounts[source] = accounts.get(source, 0) - amount
        accounts[target] = accounts.get(target, 0) + amount
    return replace(club, version=event.version, accounts={a: v for a, v in accounts.items() if v})


def replay(events) -> Club:
    club = Club()
    for event in events:
        club = apply(club, event)
    return club


def _opened(club: Club, event: Event) -> Club:
    payload = event.payload
    club = replace(club, name=payload["name"], currency=payload["currency"], unit=payload["unit"])
    return club.with_member(Member(payload["member"], payload["founder"], host=True))


def _member_added(club: Club, event: Event) -> Club:
    payload = event.payload
    return club.with_member(Member(payload["member"], payload["name"], bool(payload["host"])))


def _host_named(club: Club, event: Event) -> Club:
    payload = event.payload
    return club.with_member(replace(club.members[payload["member"]], host=True))


def _night_opened(club: Club, event: Event) -> Club:
    payload = event.payload
    seats = {int(seat): number for seat, number in payload["seats"].items()}
    return club.with_night(ClubNight(payload["night"], payload["name"], payload["at"], seats, event.version))


def _member_seated(club: Club, event: Event) -> Club:
    payload = event.payload
    night = club.nights[payload["night"]]
    return club.with_night(replace(night, seats={**night.seats, payload["seat"]: payload["member"]}))


def _payment_marked(club: Club, event: Event) -> Club:
    payload = event.payload
    return club.with_payment(Payment(payload["payment"], payload["payer"], payload["payee"], payload["amount"],
                                     event.actor, payload["at"], payload.get("night")))


def _state(state: str):
    def fold(club: Club, event: Event) -> Club:
        payment = club.payments[event.payload["payment"]]
        return club.with_payment(replace(payment, state=state, settled_by=event.actor))
    return fold


def _acknowledged(club: Club, event: Event) -> Club:
    return club  # the host looked at damage to the log: the club goes on from its stored rows


FOLDS = {
    OPENED: _opened,
    "damage_acknowledged": _acknowledged,
    "member_added": _member_added,
    "host_named": _host_named,
    "night_opened": _night_opened,
    "member_seated": _member_seated,
    "payment_marked": _payment_marked,
    "payment_confirmed": _state(CONFIRMED),
    "payment_disputed": _state(DISPUTED),
    "payment_rejected": _state(REJECTED),
}
