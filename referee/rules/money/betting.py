"""One betting round as a pure state machine.

`open_round` starts a round from the seats' stacks and any forced bets;
`legal_actions` lists what the seat on turn may do, `verify_action` refuses
anything else with a sentence naming the rule, and `act` returns the next
state. Amounts are integer cents; every bet is a multiple of the unit.

Actions are dicts with a "type":
- {"type": "check"}, {"type": "fold"};
- {"type": "call"}: match the highest bet (an "amount", if given, must be the
  chips the call takes);
- {"type": "bet" | "raise" | "complete", "amount": total}: "raise to" totals,
  the seat's whole bet this round afterwards. "bet" opens a round with no bet,
  "complete" brings a bet short of a full bet (a stud bring-in, or an all-in
  for less than the minimum) up to a full bet or more, "raise" raises a full bet;
- {"type": "all_in"}: put in every chip left (an "amount", if given, must be
  those chips). It is a call, a bet or a raise of whatever size the stack makes.
`legal_actions` offers the same shapes with bounds: {"type": "call", "amount":
chips}, {"type": "raise", "min": total, "max": total} (also for bet and
complete; min equals max in fixed limit; any multiple of the unit between),
{"type": "all_in", "amount": chips}, {"type": "check"}, {"type": "fold"}.

Rulings (RULINGS.md "Everywhere", and where it is silent what most home
tables do):
- The smallest raise is one full bet or raise over the highest bet: the last
  full bet or raise in no limit and pot limit (at least the minimum bet), the
  minimum bet in spread limit, exactly one bet in fixed limit. In no limit and
  pot limit the minimum bet is the big blind when the game has blinds.
- An all-in short of a full raise does not reopen the betting: a player who
  has acted may then only call or fold, unless a full bet or raise came since,
  or the raises since they acted add up to at least a full raise (TDA). In
  fixed limit too: there is no "half a bet reopens" rule.
- Spread limit: a bet, or a raise over the highest bet, is any amount from
  the minimum to the maximum bet.
- An all-in for less than a full bet (or a bring-in) may be called or
  completed: a raise over it is measured from nothing, not from it.
- A big blind all-in for less than the full blind: the others call what it
  posted, and the smallest raise is a full bet over that.
- Spread and fixed limit allow `max_raises` raises per round after the
  opening bet (a big blind counts as the opening bet, a completed bring-in
  too). A short all-in does not count as a raise. There is no cap while only
  two players are left in the hand (all-in players count as in the hand).
- Pot limit: the largest raise is to the highest bet plus the pot after the
  call (earlier rounds' pots, every bet in front, and the call); the minimum
  bet is always allowed, even into a smaller pot.
- Nobody may bet or raise when everyone else still in is all-in.
- Blinds are live bets whose posters have not acted: the big blind gets its
  option. A bring-in counts as its poster's action: when everyone calls it,
  the round is over; once someone completes, the poster may raise.
- A player may fold whenever it is their turn, even when they could check.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterable, Mapping

from ..core.errors import Forbidden, NotNow, RuleError
from .bet_limits import all_in_allowed, check_action, full_bet, limits_for
from .round import Round, Step
from .stakes import FIXED, Forced, Structure

ACTIONS = ("check", "bet", "call", "raise", "complete", "fold", "all_in")


def open_round(order: Iterable[int], stacks: Mapping[int, int], structure: Structure,
               unit: int, *, in_hand: Iterable[int], all_in: Iterable[int] = (),
               forced: Iterable[Forced] = (), bet_size: int | None = None,
               first: int | None = None, pot: int = 0) -> Round:
    """A new betting round.

    `order` is every seat of the deal clockwise; seats not `in_hand` have
    folded before. `stacks` are the chips behind each seat once the `forced`
    bets are posted in front of them; a seat with nothing behind is all-in.
    `bet_size` is fixed limit's bet for this round (default: the small bet).
    Action starts at `first` (default: the first seat of `order`) and goes
    clockwise, skipping seats that have folded or are all-in. `pot` is what
    earlier rounds and antes put in the pots, for the pot limit.
    """
    order = tuple(order)
    in_hand = frozenset(in_hand)
    forced = tuple(forced)
    if bet_size is None:
        bet_size = structure.small_bet if structure.kind == FIXED else 0
    _check_setup(order, stacks, structure, unit, bet_size, in_hand, forced, first)
    bets = dict.fromkeys(sorted(in_hand), 0)
    for bet in forced:
        bets[bet.seat] += bet.amount
    round_ = Round(
        order=order, structure=structure, unit=unit, bet_size=bet_size, pot=pot,
        stacks={seat: stacks[seat] for seat in bets}, bets=bets, in_hand=in_hand,
        all_in=(frozenset(all_in) & in_hand) | {seat for seat in bets if stacks[seat] == 0},
        high=max(bets.values(), default=0),
        faced={bet.seat: bet.amount for bet in forced if bet.kind == "bring_in"},
    )
    blinds = any(bet.kind == "blind" for bet in forced)
    if blinds or (round_.high and round_.high >= full_bet(round_)):
        round_ = replace(round_, level=round_.high, last_raise=round_.high)
    start = order.index(first) if first is not None else 0
    return replace(round_, turn=_next_to_act(round_, start))


def to_act(round_: Round) -> int | None:
    """The seat whose turn it is, None when the round is over."""
    return round_.turn


def is_complete(round_: Round) -> bool:
    return round_.turn is None


def legal_actions(round_: Round, seat: int) -> list[dict]:
    """What `seat` may do now, with bounds; empty when it is not its turn."""
    if seat != round_.turn:
        return []
    limits = limits_for(round_, seat)
    actions: list[dict] = [{"type": "fold"}]
    if limits.to_call == 0:
        actions.append({"type": "check"})
    elif limits.to_call <= round_.stacks[seat]:
        actions.append({"type": "call", "amount": limits.to_call})
    if limits.closed is None and limits.cap >= limits.least:
        actions.append({"type": limits.name, "min": limits.least, "max": limits.most})
    if all_in_allowed(round_, seat, limits):
        actions.append({"type": "all_in", "amount": round_.stacks[seat]})
    return actions


def verify_action(round_: Round, seat: int, action: Any) -> None:
    """Refuse, with the rule in a sentence, anything `legal_actions` does not offer."""
    kind = action.get("type") if isinstance(action, Mapping) else None
    if kind not in ACTIONS:
        raise RuleError("unknown_action", "a betting action is one of: check, bet, call, "
                        "raise, complete, fold or all_in")
    if round_.turn is None:
        raise NotNow("round_over", "the betting round is over")
    if seat not in round_.bets:
        raise Forbidden("not_in_hand", f"seat {seat} is not in this hand", {"seat": seat})
    if seat not in round_.in_hand:
        raise Forbidden("folded", "you have folded: you are out of this hand")
    if seat in round_.all_in:
        raise NotNow("all_in", "you are all-in: you have nothing left to bet in this hand")
    if seat != round_.turn:
        raise NotNow("not_your_turn", f"it is seat {round_.turn}'s turn",
                     {"turn": round_.turn})
    check_action(round_, seat, kind, action)


def can_act(round_: Round, seat: int, action: Any) -> bool:
    try:
        verify_action(round_, seat, action)
    except RuleError:
        return False
    return True


def act(round_: Round, seat: int, action: Mapping[str, Any]) -> Round:
    """The round after `seat` does `action` (refused with a RuleError if illegal)."""
    verify_action(round_, seat, action)
    kind = action["type"]
    bet = round_.bets[seat]
    if kind == "fold":
        after = replace(round_, in_hand=round_.in_hand - {seat})
        return _advance(after, seat, Step(seat, kind, 0, bet))
    if kind == "check":
        total = bet
    elif kind == "call":
        total = round_.high
    elif kind == "all_in":
        total = bet + round_.stacks[seat]
    else:
        total = action["amount"]
    return _advance(_put(round_, seat, total), seat, Step(seat, kind, total - bet, total))


# Moving chips and the turn.

def _put(round_: Round, seat: int, total: int) -> Round:
    """The round with `seat`'s bet brought to `total` from its stack."""
    stack = round_.stacks[seat] - (total - round_.bets[seat])
    after = replace(
        round_,
        stacks={**round_.stacks, seat: stack},
        bets={**round_.bets, seat: total},
        all_in=(round_.all_in | {seat}) if stack == 0 else round_.all_in,
    )
    if total <= round_.high:
        return after
    if total >= limits_for(round_, seat).least:  # a full bet or raise
        base = round_.high if round_.level else 0
        after = replace(after, level=total, last_raise=total - base,
                        raises=round_.raises + (1 if round_.level else 0))
    return replace(after, high=total)


def _advance(round_: Round, seat: int, step: Step) -> Round:
    after = replace(round_, faced={**round_.faced, seat: round_.high},
                    history=round_.history + (step,))
    return replace(after, turn=_next_to_act(after, round_.order.index(seat) + 1))


def _next_to_act(round_: Round, start: int) -> int | None:
    """The first seat from `start` clockwise that still has to act, if any."""
    if len(round_.in_hand) < 2:
        return None
    able = [seat for seat in round_.in_hand if seat not in round_.all_in]
    if len(able) < 2 and all(round_.bets[seat] >= round_.high for seat in able):
        return None  # nobody is left to bet against
    count = len(round_.order)
    for index in range(start, start + count):
        seat = round_.order[index % count]
        if seat in able and (seat not in round_.faced or round_.bets[seat] < round_.high):
            return seat
    return None


def _check_setup(order: tuple[int, ...], stacks: Mapping[int, int], structure: Structure,
                 unit: int, bet_size: int, in_hand: frozenset[int], forced: tuple[Forced, ...],
                 first: int | None) -> None:
    """Mistakes of the caller, not of a player: they raise ValueError."""
    if len(set(order)) != len(order) or not in_hand <= set(order):
        raise ValueError("order must list every seat once, including every seat in the hand")
    if first is not None and first not in order:
        raise ValueError(f"first seat {first} is not in the order")
    if unit <= 0:
        raise ValueError("the unit must be positive")
    if structure.kind == FIXED and (bet_size <= 0 or bet_size % unit):
        raise ValueError(f"a fixed-limit bet of {bet_size} is not a whole number of units")
    for seat in in_hand:
        if stacks.get(seat, -1) < 0 or stacks[seat] % unit:
            raise ValueError(f"seat {seat} needs a stack of whole units")
    for bet in forced:
        if bet.seat not in in_hand or bet.amount <= 0 or bet.amount % unit:
            raise ValueError(f"forced bet {bet} must be whole units from a seat in the hand")
        if bet.kind not in ("blind", "bring_in"):
            raise ValueError(f"forced bet kind {bet.kind!r} is neither blind nor bring_in")
