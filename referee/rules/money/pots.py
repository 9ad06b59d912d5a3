"""Pots: uncalled bets, side pots under table stakes, and who is paid what.

The input is each seat's total contribution this deal (antes, blinds and
bets) and who folded. Table stakes: an all-in player can win from each
opponent at most what they put in, so every level of all-in makes a new side
pot. Folded players' chips stay in the pots they reached, but a folded player
is eligible for none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Mapping, Sequence


# The night's account for a pot nobody won (every hand still in killed): the next deal's pot takes it.
CARRIED = "carried"


@dataclass(frozen=True)
class Pot:
    amount: int
    eligible: tuple[int, ...]  # the seats that may win it, in seat order


# A game's own way to share one pot: (pot, its winners) -> [(amount, seats that split it)], or
# [(amount, seats that split it, what the part is)] when each part says what it is ("the high half").
Shares = Callable[["Pot", tuple[int, ...]], list[tuple]]


@dataclass(frozen=True)
class Award:
    pot_index: int  # 0 is the main pot
    seat: int
    amount: int
    part: str = ""  # what the seat won, when the pot was shared in parts that say ("the high half")


def return_uncalled(contributions: Mapping[int, int]) -> tuple[dict[int, int], dict[int, int]]:
    """Take back the part of the largest contribution that nobody matched.

    Returns the contributions left and the refunds by seat. Only the single
    largest contributor can have chips nobody called: what it put in beyond
    the second largest contribution (folded or not). This works the same on
    one round's bets and on a whole deal's contributions.
    """
    left = dict(contributions)
    top, second = (sorted(left.values(), reverse=True) + [0, 0])[:2]
    if top == second:
        return left, {}
    seat = next(seat for seat, amount in left.items() if amount == top)
    left[seat] = second
    return left, {seat: top - second}


def build_pots(contributions: Mapping[int, int], folded: Iterable[int]) -> list[Pot]:
    """The main pot and side pots, main pot first.

    Each distinct contribution of a player still in closes a pot at that
    level: every seat's chips up to it, eligible for the players still in who
    reached it. Uncalled chips must be returned first (`return_uncalled`): a
    largest contribution nobody matched is refused.

    Players who put in the same most and then dropped (an in-or-out
    declaration lets them drop together, after a player who put in less said
    in) leave chips above every live player's: dead money, in the last pot,
    which the players still in take ("one player in takes the pot").
    """
    folded = set(folded)
    live = {seat: amount for seat, amount in contributions.items() if seat not in folded}
    top, second = (sorted(contributions.values(), reverse=True) + [0, 0])[:2]
    if top > second:
        raise ValueError("return uncalled chips before building the pots")
    levels = sorted({amount for amount in live.values() if amount > 0}) or ([0] if live and top else [])
    pots = []
    floor = 0
    for index, level in enumerate(levels):
        reached = top if index == len(levels) - 1 else level  # the last pot takes the dead money above it
        amount = sum(min(paid, reached) - min(paid, floor) for paid in contributions.values())
        eligible = tuple(sorted(seat for seat, paid in live.items() if paid >= level))
        pots.append(Pot(amount, eligible))
        floor = level
    return pots


def paid_into(contributions: Mapping[int, int], pots: Sequence[Pot]) -> list[dict[int, int]]:
    """What each seat put into each pot `build_pots` made, main pot first (the levels of the pots' seats)."""
    found, floor = [], 0
    top = max(contributions.values(), default=0)
    for index, pot in enumerate(pots):
        level = top if index == len(pots) - 1 else min(contributions[seat] for seat in pot.eligible)
        found.append({seat: min(paid, level) - min(paid, floor) for seat, paid in contributions.items()
                      if min(paid, level) > min(paid, floor)})
        floor = level
    return found


def award(pots: Sequence[Pot], winners_of: Callable[[tuple[int, ...]], tuple[int, ...]],
          unit: int, odd_chip_order: Sequence[int], shares: Shares | None = None) -> list[Award]:
    """Who wins what, pot by pot.

    `winners_of(eligible)` is the caller's showdown among the eligible seats;
    a pot with one eligible seat goes to it without one. Tied winners split
    each pot as evenly as the unit allows; the units left over go one each to
    the tied winners in `odd_chip_order` (clockwise from the dealer's left,
    or in stud by highest card by suit: the caller knows which).

    A game that shares a pot another way (half to the best hand, half to the
    highest diamond) gives `shares(pot, winners)`: the parts of the pot, each
    an amount and the seats that split it, and what the part is if it says:
    a seat then has an award for each part it won.
    """
    awards: dict[tuple[int, int, str], int] = {}
    for index, pot in enumerate(pots):
        winners = pot.eligible if len(pot.eligible) == 1 else tuple(winners_of(pot.eligible))
        if not winners and len(pot.eligible) > 1:  # every hand still in is killed: the caller carries the pot
            continue
        if not winners or not set(winners) <= set(pot.eligible):
            raise ValueError(f"pot {index} needs winners among {pot.eligible}, not {winners}")
        if pot.amount % unit:
            raise ValueError(f"pot {index} of {pot.amount} is not a whole number of units")
        parts = shares(pot, tuple(winners)) if shares else [(pot.amount, tuple(winners))]
        for amount, seats, *said in parts:
            for seat, won in split(amount, seats, unit, odd_chip_order):
                key = (index, seat, said[0] if said else "")
                awards[key] = awards.get(key, 0) + won
    return [Award(index, seat, amount, part) for (index, seat, part), amount in awards.items()]


def split(amount: int, winners: Iterable[int], unit: int, odd_chip_order: Sequence[int]) -> list[tuple[int, int]]:
    """An amount split as evenly as the unit allows, the odd units one each in `odd_chip_order`."""
    winners = sorted(set(winners), key=odd_chip_order.index)
    units, odd = divmod(amount // unit, len(winners))
    shares = [(seat, (units + (1 if rank < odd else 0)) * unit) for rank, seat in enumerate(winners)]
    return [(seat, won) for seat, won in shares if won]


def pots_so_far(contributions: Mapping[int, int], in_hand: Iterable[int], all_in: Iterable[int]) -> list[Pot]:
    """The pots while the hand is live, main pot first: a pot closes at each level a player still in went
    all in for, and every chip above the last of them is in the pot the others still bet into.

    Unlike `build_pots` nothing is returned as uncalled yet (the next player may still call it), so the
    pots add up to every chip put in.
    """
    in_hand = set(in_hand)
    all_in = {seat for seat in all_in if seat in in_hand}
    top = max(contributions.values(), default=0)
    levels = sorted({contributions.get(seat, 0) for seat in all_in} - {0} | {top})
    pots = []
    floor = 0
    for level in levels:
        amount = sum(min(paid, level) - min(paid, floor) for paid in contributions.values())
        eligible = tuple(sorted(seat for seat in in_hand if seat not in all_in or contributions.get(seat, 0) >= level))
        if amount:
            pots.append(Pot(amount, eligible))
        floor = level
    return pots
