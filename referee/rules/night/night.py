"""A night at the table: the bank's commands, checked and folded.

The accounts and what the night holds are in `state`; deals are in `deals`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Mapping

from ..core.errors import Forbidden, NotFound, NotNow, RuleError
from ..engine.events import HOST, Draft, Event, actor_seat, seat_actor
from ..money.pots import CARRIED
from ..money.stakes import cents
from . import deals, games, names, rotation, settle, undo
from .state import DAMAGE_ACKNOWLEDGED, MONEY_TYPES, STAKES, TABLE, Entry, Night, player, stack

# Deciding: each command is checked against the night and becomes drafts.


def decide(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    kind = command.get("type")
    if not isinstance(kind, str):
        raise RuleError("unknown_type", "Every command needs a 'type'.")
    if night.closed:
        raise NotNow("table_closed", "The night is closed: nothing more can be entered.")
    if kind == "start_deal":
        return deals.decide_start(night, actor, command)
    if kind in DECISIONS:
        return DECISIONS[kind](night, actor, command)
    if deals.between_deals(kind) is not None:
        return deals.decide_between(night, actor, command)
    return deals.decide_action(night, actor, command)


def open_table(name: str, currency: str, unit: int, seats: list[str], stakes: Mapping[str, int] | None = None,
               host: str = "", club: str = "") -> Draft:
    """The night opens. `stakes` (the smallest and largest bet) are the table's own, used by every deal
    whose dealer does not choose others; `host` names who holds the host's link, for the join page; `club` is
    the club that opened the night, if one did, so that its pages can lead its members back to it."""
    for index, seat in enumerate(seats):
        names.check(seat)
        if found := names.clash(seat, seats[:index]):
            other, same = found
            if same:
                raise RuleError("name_taken", f"Two players can't have the same name: {other} and {seat} are one.")
            raise RuleError("name_looks_alike", f"Two players can't have names that look alike: two names read as "
                            f"{other}, one of them with a letter from another alphabet.")
    names.check_characters(host, "The host's name")
    payload = {"name": name, "currency": currency, "unit": unit, "seats": seats, **({"host": host} if host else {}),
               **({"club": club} if club else {})}
    if stakes:
        payload["stakes"] = _stakes(stakes, unit)
    return Draft("table_opened", HOST, payload)


def _stakes(stakes: Mapping[str, int], unit: int) -> dict[str, int]:
    unknown = sorted(set(stakes) - set(STAKES))
    if unknown:
        raise RuleError("unknown_stake", f"A table's stakes are its smallest and largest bet, not '{unknown[0]}'.")
    chosen = {name: stakes.get(name, default) for name, default in STAKES.items()}
    if not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 and v % unit == 0 for v in chosen.values()):
        raise RuleError("bad_stakes", f"Bets must be whole numbers of the smallest chip ({cents(unit)}).")
    if chosen["min_bet"] > chosen["max_bet"]:
        raise RuleError("bad_stakes", "The smallest bet can't be larger than the largest.")
    return chosen


def join(night: Night, name: str) -> Draft:
    names.check(name)
    if found := names.clash(name, night.seats):
        other, same = found
        code, said = (("name_taken", f"{other} already sits at this table") if same else
                      ("name_looks_alike", f"That name looks just like {other}, who already sits at this table "
                                           "(a letter of it is from another alphabet)"))
        raise RuleError(code, f"{said}: join under another name (add an initial), or ask the host for your seat's "
                              "link.")
    seat = len(night.seats) + 1
    return Draft("seat_joined", seat_actor(seat), {"seat": seat, "name": name})


def _buy_in(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    seat = _acting_for(night, actor, command["seat"], "buy in")
    amount = _chips(night, command["amount"], "A buy-in")
    return [Draft("buy_in", actor, {"seat": seat, "amount": amount}, ((player(seat), stack(seat), amount),))]


def _cash_out(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    seat = _acting_for(night, actor, command["seat"], "cash out")
    amount = _chips(night, command["amount"], "A cash-out", allow_zero=True)
    _not_in_deal(night, seat, "cash out")
    if night.has_cashed_out(seat):
        raise NotNow(
            "already_cashed_out",
            f"{night.seat_name(seat)} has already cashed out; void that entry to correct it, "
            "or buy in again first.",
        )
    chips = night.balance(stack(seat))
    if amount != chips and actor != HOST:
        raise RuleError(
            "not_the_chips_held",
            f"The referee holds {cents(chips)} in chips for {night.seat_name(seat)}: cash out that. If the chips "
            "you count differ, the host can enter what you count, and it is shown as a difference.",
        )
    postings = []
    if chips:
        postings.append((stack(seat), TABLE, chips))
    if amount:
        postings.append((TABLE, player(seat), amount))
    payload = {"seat": seat, "amount": amount, **({"difference": amount - chips} if amount != chips else {})}
    return [Draft("cash_out", actor, payload, tuple(postings))]


def _adjust(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    _host_only(actor, "adjust a balance")
    seat = _seat(night, command["seat"])
    amount = command["amount"]
    if amount == 0:
        raise RuleError("zero_amount", "An adjustment must move some money: the amount can't be 0.")
    reason = str(command.get("reason", "")).strip()
    if not reason:
        raise RuleError("reason_required", "Every adjustment needs a reason, so the table can review it.")
    posting = (TABLE, player(seat), amount) if amount > 0 else (player(seat), TABLE, -amount)
    return [Draft("adjust", actor, {"seat": seat, "amount": amount, "reason": reason}, (posting,))]


def _void(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    target = command["target_version"]
    entry = night.entries.get(target)
    if entry is None:
        raise NotFound("nothing_to_void", f"Event {target} is not a buy-in, cash-out or adjustment that can be voided.")
    if actor != HOST and actor != entry.actor:
        raise Forbidden("not_your_entry", "Only the host or whoever entered it can void an entry.")
    if entry.voided:
        raise NotNow("already_voided", f"Event {target} has already been voided.")
    _not_in_deal(night, entry.seat, "have an entry voided")
    reverse = tuple((to, frm, amount) for frm, to, amount in entry.postings)
    after = _fold(night.accounts, reverse)
    short = [seat for seat in night.seat_numbers() if after.get(stack(seat), 0) < 0]
    if short:
        raise NotNow(
            "void_leaves_stack_negative",
            f"Voiding event {target} would take {night.seat_name(short[0])}'s stack below zero "
            "(table stakes): void the later entries that used those chips first.",
        )
    reason = str(command.get("reason", "")).strip()
    if not reason:
        raise RuleError("reason_required", "Say why the entry is voided, so the table can review it.")
    return [Draft("void", actor, {"target_version": target, "reason": reason}, reverse)]


def _sit_out(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    """A seat leaves the next deals (a break, a phone call) without cashing out; the deal in play is not changed."""
    seat = _acting_for(night, actor, command.get("seat"), "sit out")
    if seat in night.away:
        raise NotNow("already_sitting_out", f"{night.seat_name(seat)} is already sitting out.")
    return [Draft("sit_out", actor, {"seat": seat})]


def _come_back(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    seat = _acting_for(night, actor, command.get("seat"), "come back")
    if seat not in night.away:
        raise NotNow("not_sitting_out", f"{night.seat_name(seat)} is not sitting out.")
    return [Draft("come_back", actor, {"seat": seat})]


def _close(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    _host_only(actor, "close the night")
    if not night.balanced:
        raise NotNow("not_balanced", closing_problem(night))
    return [Draft("close", actor, {})]


def closing_problem(night: Night) -> str:
    """Why the night cannot be closed yet, in a sentence."""
    parts = []
    if night.balance(CARRIED):
        parts.append(f"the pot nobody won ({cents(night.balance(CARRIED))}, every hand still in killed) waits for "
                     "the next deal, or the host settles it: it goes back to those who paid into it")
    for match in night.unsettled():
        who = "its winner takes it when the game is over" if match.next is not None else "the host must settle it"
        parts.append(f"the pot of {games.title_of(night, match.game)} still holds {cents(night.balance(match.account))}, "
                     f"and {who}")
    if night.holding_chips():
        names = ", ".join(night.seat_name(seat) for seat in night.holding_chips())
        parts.append(f"{names} still {'has' if len(night.holding_chips()) == 1 else 'have'} chips and must cash out")
    if night.discrepancy:
        direction = "more came in than went out" if night.discrepancy > 0 else "more went out than came in"
        parts.append(f"money in and out differ by {cents(abs(night.discrepancy))} ({direction})")
    return "The night can't be closed: " + "; ".join(parts) + "." if parts else ""


DECISIONS = {
    "buy_in": _buy_in,
    "cash_out": _cash_out,
    "adjust": _adjust,
    "void": _void,
    "close": _close,
    "settle_pot": settle.decide,
    "sit_out": _sit_out,
    "come_back": _come_back,
    undo.TAKE_BACK: undo.decide,
    undo.TAKE_BACK_DEAL: undo.decide_deal,
    "define_game": games.decide_define,
    rotation.SET: rotation.decide_set,
    rotation.ENDED: rotation.decide_end,
}


# Checks shared by the decisions.


def _seat(night: Night, seat: Any) -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 1 <= seat <= len(night.seats):
        raise NotFound("unknown_seat", f"There is no seat {seat} at this table.")
    return seat


def _acting_for(night: Night, actor: str, seat: Any, what: str) -> int:
    seat = _seat(night, seat)
    if actor != HOST and actor_seat(actor) != seat:
        raise Forbidden("not_your_seat", f"Only {night.seat_name(seat)} or the host can {what} for {night.seat_name(seat)}.")
    return seat


def _not_in_deal(night: Night, seat: int, what: str) -> None:
    """Table stakes: the chips in play in a deal are settled by the deal, not by the bank; and a player still in
    a game played out over several deals stays until it is over (its pot may still come to them)."""
    if night.deal is not None and seat in night.deal.seats:
        raise NotNow(
            "in_a_deal",
            f"{night.seat_name(seat)} is playing deal {night.deal.number}: "
            f"they can {what} when it is over.",
        )
    match = deals.under_way(night)
    if match is not None and seat in match.next.seats:
        raise NotNow(
            "in_a_game",
            f"{night.seat_name(seat)} is still in the game of {games.title_of(night, match.game)}, which is not "
            f"over: they can {what} when it is.",
        )


def _host_only(actor: str, what: str) -> None:
    if actor != HOST:
        raise Forbidden("host_only", f"Only the host can {what}.")


def _chips(night: Night, amount: int, what: str, allow_zero: bool = False) -> int:
    if amount < 0 or (amount == 0 and not allow_zero):
        raise RuleError("bad_amount", f"{what} must be more than 0.")
    if amount % night.unit:
        raise RuleError(
            "not_whole_chips",
            f"Chips come in {cents(night.unit)} (the smallest chip): {cents(amount)} is not a whole number of chips.",
        )
    return amount


# Folding: each stored event changes the night.


def apply(night: Night, event: Event) -> Night:
    return undo.remember(night, _apply(night, event), event)


def _apply(night: Night, event: Event) -> Night:
    night = replace(night, version=event.version, accounts=_fold(night.accounts, event.postings))
    payload = event.payload
    if event.type == undo.TAKE_BACK:  # the night as it stood before comes back in `undo.remember`
        return night
    if event.type == "table_opened":
        return replace(
            night,
            name=payload["name"],
            currency=payload["currency"],
            unit=payload["unit"],
            seats=tuple(payload["seats"]),
            stakes=payload.get("stakes", {}),
            host=payload.get("host", ""),
            club=payload.get("club", ""),
        )
    if event.type == "seat_joined":
        return replace(night, seats=night.seats + (payload["name"],))
    if event.type in MONEY_TYPES:
        entry = Entry(event.version, event.type, event.actor, payload["seat"], event.postings,
                      amount=payload["amount"], reason=payload.get("reason", ""),
                      difference=payload.get("difference", 0))
        return night.with_entry(entry)
    if event.type == "void":
        return night.with_entry(replace(night.entries[payload["target_version"]], voided=True))
    if event.type == "close":
        return replace(night, closed=True)
    if event.type == DAMAGE_ACKNOWLEDGED:
        return replace(night, acknowledged=night.acknowledged + (payload,))
    if event.type in ("sit_out", "come_back"):
        away = night.away | {payload["seat"]} if event.type == "sit_out" else night.away - {payload["seat"]}
        return replace(night, away=frozenset(away))
    if event.type == "settle_pot" and payload["game"] == CARRIED:
        return replace(night, carried_by={}, carried_killed=frozenset())
    if event.type == "settle_pot":
        return replace(night, matches={key: m for key, m in night.matches.items() if key != payload["game"]})
    if event.type == "define_game":
        return games.apply_define(night, event)
    if event.type in (rotation.SET, rotation.ENDED):
        return rotation.apply(night, event)
    if event.type == "deal_started":
        return rotation.dealt(deals.apply_start(night, event))
    if "deal" in payload:
        return deals.apply_action(night, event)
    if "game" in payload:
        return deals.apply_between(night, event)
    return night


def _fold(accounts: Mapping[str, int], postings) -> dict[str, int]:
    result = dict(accounts)
    for source, target, amount in postings:
        result[source] = result.get(source, 0) - amount
        result[target] = result.get(target, 0) + amount
    return {account: amount for account, amount in result.items() if amount}


def replay(events) -> Night:
    night = Night()
    for event in events:
        night = apply(night, event)
    return night
