"""How much the seat on turn may put in, and the sentences that refuse the rest.

`limits` works out, for one seat of a betting round, what a call takes, the
smallest and largest bet or raise the structure allows, and whether this seat
may bet or raise at all; `legal_actions` and `check_action` both read it, so
what is offered and what is accepted cannot drift apart. The rulings behind
these numbers are in `betting`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..core.errors import RuleError
from .round import Round
from .stakes import FIXED, NO, POT, SPREAD, cents


@dataclass(frozen=True)
class Limits:
    to_call: int
    name: str  # what an increase is called now: "bet", "complete" or "raise"
    least: int  # the smallest full bet or raise, as the seat's total
    limit: int | None  # the largest the structure allows (None: no limit)
    cap: int  # the most this seat can have in front: its bet and its stack
    closed: RuleError | None  # why this seat may not bet or raise now

    @property
    def most(self) -> int:
        """The largest total this seat may bet or raise to."""
        return self.cap if self.limit is None else min(self.limit, self.cap)


def full_bet(round_: Round) -> int:
    """The size of the smallest full bet or raise now."""
    structure = round_.structure
    if structure.kind == FIXED:
        return round_.bet_size
    if structure.kind == SPREAD:
        return structure.min_bet
    return max(structure.min_bet, round_.last_raise)


def limits_for(round_: Round, seat: int) -> Limits:
    structure = round_.structure
    mine = round_.bets[seat]
    # Over a full bet a raise is measured from the highest bet, short all-ins
    # included; over a bring-in or a short all-in alone, from nothing.
    base = round_.high if round_.level else 0
    least = base + full_bet(round_)
    to_call = round_.high - mine
    pot_after_call = round_.pot + round_.in_front + to_call
    limit = {
        FIXED: least,
        SPREAD: base + structure.max_bet,
        POT: max(least, round_.high + pot_after_call),
        NO: None,
    }[structure.kind]
    name = "bet" if not round_.high else "raise" if round_.level else "complete"
    return Limits(to_call, name, least, limit, mine + round_.stacks[seat],
                  _why_closed(round_, seat))


def all_in_allowed(round_: Round, seat: int, limits: Limits) -> bool:
    """All-in is a call for what the stack holds, or a bet or raise within the limit."""
    if not round_.stacks[seat]:
        return False
    if limits.cap <= round_.high:
        return True
    return limits.closed is None and limits.cap == limits.most


def check_action(round_: Round, seat: int, kind: str, action: Mapping[str, Any]) -> None:
    """Refuse `action` by `seat`, whose turn it is, if it breaks a betting rule."""
    limits = limits_for(round_, seat)
    if kind == "check" and limits.to_call:
        raise RuleError("cannot_check", f"you can't check: there is a bet of "
                        f"{cents(limits.to_call)} to you")
    if kind == "call":
        _check_call(round_.stacks[seat], limits, action)
    if kind in ("bet", "raise", "complete"):
        _check_increase(round_, seat, limits, kind, action)
    if kind == "all_in":
        _check_all_in(round_, seat, limits, action)


def _why_closed(round_: Round, seat: int) -> RuleError | None:
    structure = round_.structure
    if all(other in round_.all_in for other in round_.in_hand - {seat}):
        return RuleError("no_one_to_raise", "you can't bet or raise: everyone else still "
                         "in is all-in; call or fold")
    if seat in round_.faced:
        since = round_.high - round_.faced[seat]
        if round_.level <= round_.faced[seat] and since < full_bet(round_):
            return RuleError("betting_not_reopened", f"you can't raise: the raises since you "
                             f"acted add up to {cents(since)}, less than a full raise of "
                             f"{cents(full_bet(round_))}, and a short all-in does not "
                             "reopen the betting; call or fold")
    if (structure.capped and round_.level and round_.raises >= structure.max_raises
            and len(round_.in_hand) > 2):
        return RuleError("raise_cap", f"you can't raise: {structure.max_raises} raises per "
                         f"round is the limit in {structure.name} (no limit when only two "
                         "players are left); call or fold")
    return None


def _check_call(stack: int, limits: Limits, action: Mapping[str, Any]) -> None:
    if not limits.to_call:
        raise RuleError("nothing_to_call", "you can't call: there is no bet to you; "
                        "check or bet")
    if stack < limits.to_call:
        raise RuleError("short_stack", f"you can't call {cents(limits.to_call)} with "
                        f"{cents(stack)} behind (table stakes): go all-in or fold")
    _check_stated(action, limits.to_call, "the call")


def _check_all_in(round_: Round, seat: int, limits: Limits, action: Mapping[str, Any]) -> None:
    _check_stated(action, round_.stacks[seat], "your all-in")
    if limits.cap > round_.high and limits.closed is not None:
        raise limits.closed
    if not all_in_allowed(round_, seat, limits):
        most = "bet" if limits.name == "bet" else f"{limits.name} to"
        raise RuleError("over_limit", f"you can't go all-in: {cents(limits.cap)} is over "
                        f"the {round_.structure.name}; the most you may {most} is "
                        f"{cents(limits.most)}")


def _check_stated(action: Mapping[str, Any], expected: int, what: str) -> None:
    """A call or all-in may state its amount; if it does, it must be right."""
    stated = action.get("amount", expected)
    if type(stated) is not int or stated != expected:
        said = cents(stated) if type(stated) is int else repr(stated)
        raise RuleError("wrong_amount", f"{what} is {cents(expected)}, not {said}",
                        {"amount": expected})


def _check_increase(round_: Round, seat: int, limits: Limits, kind: str,
                    action: Mapping[str, Any]) -> None:
    if kind != limits.name:
        raise RuleError(f"cannot_{kind}", f"you can't {kind}: " + {
            "bet": "there is no bet yet; bet instead",
            "complete": f"the bet to you is short of a full bet; complete it, to at least "
                        f"{cents(limits.least)}",
            "raise": f"there is already a full bet of {cents(round_.high)}; call or raise",
        }[limits.name])
    if limits.closed is not None:
        raise limits.closed
    amount = action.get("amount")
    if type(amount) is not int:
        raise RuleError("amount_required", f"say how much: a {kind} needs an amount, "
                        "your whole bet this round", {"amount": "required"})
    if amount % round_.unit:
        raise RuleError("not_a_multiple", f"bets are in multiples of {cents(round_.unit)} "
                        "(the smallest chip)", {"amount": amount})
    if amount < limits.least:
        raise RuleError("too_small", _too_small(round_, kind, limits), {"amount": amount})
    if limits.limit is not None and amount > limits.limit:
        raise RuleError("over_limit", _too_large(round_, kind, limits), {"amount": amount})
    if amount > limits.cap:
        raise RuleError("not_enough_chips", f"you have {cents(round_.stacks[seat])} behind: "
                        f"you can't put in {cents(amount - round_.bets[seat])} "
                        "(table stakes); go all-in instead", {"amount": amount})


def _too_small(round_: Round, kind: str, limits: Limits) -> str:
    if round_.structure.kind == FIXED:
        return _fixed(round_, kind, limits)
    if kind == "bet" and round_.structure.blind:
        return (f"in {round_.structure.name} with blinds the smallest bet is the big blind: a bet must be "
                f"at least {cents(limits.least)}")
    if kind == "bet":
        return f"a bet must be at least {cents(limits.least)}"
    if kind == "complete":
        return f"completing takes the bet to at least {cents(limits.least)} (a full bet)"
    why = "the minimum bet" if round_.structure.kind == SPREAD else "the last full raise"
    return (f"a raise must be at least {cents(full_bet(round_))} more ({why}): "
            f"to {cents(limits.least)} or more")


def _too_large(round_: Round, kind: str, limits: Limits) -> str:
    structure = round_.structure
    if structure.kind == FIXED:
        return _fixed(round_, kind, limits)
    if structure.kind == POT:
        pot = "the pot after your call" if limits.to_call else "the pot"
        return f"in pot limit a {kind} may go to at most {cents(limits.limit)} ({pot})"
    if kind == "raise":
        return (f"in spread limit a raise may be at most {cents(structure.max_bet)} more: "
                f"to {cents(limits.limit)} at most")
    return f"in spread limit a bet may be at most {cents(limits.limit)}"


def _fixed(round_: Round, kind: str, limits: Limits) -> str:
    if kind == "raise":
        return (f"in fixed limit a raise is exactly {cents(round_.bet_size)} more: "
                f"to {cents(limits.least)}")
    if kind == "complete":
        return f"in fixed limit you complete to exactly {cents(limits.least)}"
    return f"in fixed limit a bet is exactly {cents(limits.least)}"
