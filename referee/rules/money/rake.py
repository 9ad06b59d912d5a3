"""The rake: a share of each pot the table takes for its kitty (food and drink), capped.

A table that sets `rake_percent` takes that share of the pots of a deal that
got past its first betting round ("no flop, no drop": in hold'em, once the
flop is dealt), rounded down to the smallest chip and at most `rake_cap`
(0: no cap). It comes out of the main pot first, then the side pots, before
they are awarded, and goes to the kitty account, which the settle-up pays
like a player who is owed it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from .pots import Pot

KITTY = "kitty"


def rake(pots: Sequence[Pot], percent: int, cap: int, unit: int) -> tuple[list[Pot], int]:
    """The pots after the rake, and the rake taken."""
    total = sum(pot.amount for pot in pots)
    taken = total * percent // 100 // unit * unit
    if cap:
        taken = min(taken, cap)
    left, raked = taken, []
    for pot in pots:
        share = min(left, pot.amount)
        raked.append(replace(pot, amount=pot.amount - share))
        left -= share
    return raked, taken
