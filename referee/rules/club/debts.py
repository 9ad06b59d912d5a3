"""The club's money: each closed night's settle-up becomes debts, and payments between nights pay them.

A party's balance at the club is what the nights' settle-ups pay it, less what it was paid since, plus what it
paid. A night's debts are never stored: they are read from its log each time, so a night corrected later is
counted as it now stands, once. The money of a night still being played is on the table, not owed yet.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Mapping

from .facts import NightFacts, seating
from .state import CONFIRMED, Club


@dataclass(frozen=True)
class NightDebts:
    night: str
    nets: Mapping[str, int]  # by party


def night_debts(club: Club, facts: Mapping[str, NightFacts]) -> list[NightDebts]:
    """Each closed night's result by party, in the order the nights were opened."""
    found = []
    for night in club.night_order():
        fact = facts.get(night.id)
        if fact is None or not fact.closed or not fact.balanced:
            continue
        parties = seating(night, fact).parties
        nets = Counter()
        for seat, amount in fact.nets.items():
            nets[parties[seat]] += amount
        found.append(NightDebts(night.id, {party: amount for party, amount in nets.items() if amount}))
    return found


def balances(club: Club, facts: Mapping[str, NightFacts]) -> dict[str, int]:
    """What each party is owed (negative: owes) over every closed night and every confirmed payment. They sum
    to zero: each night's nets do, and each payment moves money between two parties."""
    total = Counter()
    for debts in night_debts(club, facts):
        total.update(debts.nets)
    for account, amount in club.accounts.items():
        total[account.removeprefix("owed:")] += amount
    return {party: amount for party, amount in sorted(total.items()) if amount}


def paid_towards(club: Club, night: str | None, payer: str, payee: str, states=(CONFIRMED,),
                 any_night: bool = False) -> int:
    """What payments in `states` between two parties, marked against one night's debt (None: against the
    club's settle-up; `any_night`: against either), add up to."""
    return sum(p.amount for p in club.payments.values()
               if p.state in states and (any_night or p.night == night) and (p.payer, p.payee) == (payer, payee))

