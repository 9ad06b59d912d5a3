"""Who pays whom at the end of the night, in the fewest transfers.

Balances are integer cents per player: positive means the player is owed
money, negative means the player owes. They must sum to zero.

Why the fewest transfers is a matter of zero-sum groups: draw the transfers as
lines between players. Each connected set of players only moves money among
themselves, so its balances sum to zero, and connecting k players takes at
least k - 1 lines; k - 1 are also enough (see `_pay_largest_first`). So for n
players with a non-zero balance the minimum is n minus the largest number of
disjoint zero-sum groups they split into.

Up to EXACT_LIMIT (15) such players that number is found exactly, by a search
over every subset of them (2^15 subsets at most). Beyond that the whole table
is settled by the greedy rule alone: the largest debtor pays the largest
creditor, again and again. Each greedy transfer settles at least one of its
two players fully, so it makes at most n - 1 transfers; every player must take
part in some transfer and each transfer involves two, so the optimum is at
least n / 2. The greedy result is therefore at most 2 x optimum - 1 transfers,
and exactly n - 1 when no smaller zero-sum group exists.

Ties between equal amounts go to the player whose key sorts first, and the
transfers are listed by payer, then payee, so the same balances always give
the same list, whatever order they came in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator, Mapping

EXACT_LIMIT = 15

_SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£"}


@dataclass(frozen=True)
class Transfer:
    """`payer` pays `payee` `amount` cents."""

    payer: str
    payee: str
    amount: int


def settle(balances: Mapping[str, int]) -> list[Transfer]:
    """The fewest transfers that bring every balance to zero.

    Exact up to EXACT_LIMIT players with a non-zero balance, greedy beyond.
    Raises ValueError when the balances do not sum to zero and TypeError when
    one is not a whole number of cents.
    """
    for player, amount in balances.items():
        if isinstance(amount, bool) or not isinstance(amount, int):
            raise TypeError(f"the balance of {player!r} is not a whole number of cents")
    total = sum(balances.values())
    if total != 0:
        raise ValueError(f"balances must sum to zero, but they sum to {total} cents")
    owed = {player: balances[player] for player in sorted(balances) if balances[player]}
    if len(owed) <= EXACT_LIMIT:
        groups = _zero_sum_groups(owed)
    else:
        groups = [list(owed)]
    transfers = [
        transfer
        for group in groups
        for transfer in _pay_largest_first({player: owed[player] for player in group})
    ]
    return sorted(transfers, key=lambda transfer: (transfer.payer, transfer.payee))


def describe(transfer: Transfer, names: Mapping[str, str], currency: str = "USD") -> str:
    """The transfer as a sentence: "Bob pays Ann $12.35".

    A player missing from `names` is shown by their key.
    """
    payer = names.get(transfer.payer, transfer.payer)
    payee = names.get(transfer.payee, transfer.payee)
    return f"{payer} pays {payee} {format_cents(transfer.amount, currency)}"


def format_cents(cents: int, currency: str = "USD") -> str:
    """An amount for people: "$12.35", "-£0.05", "1,200.00 CHF"."""
    sign = "-" if cents < 0 else ""
    whole, part = divmod(abs(cents), 100)
    number = f"{whole:,}.{part:02d}"
    code = currency.upper()
    if code in _SYMBOLS:
        return f"{sign}{_SYMBOLS[code]}{number}"
    return f"{sign}{number} {code}"


def _zero_sum_groups(owed: dict[str, int]) -> list[list[str]]:
    """The players split into the largest number of zero-sum groups.

    most[mask] is the largest number of disjoint zero-sum groups found among
    the players in `mask`. Removing players one by one from the whole table
    passes through a zero-sum set each time a group is complete, so
    most[mask] is the best over every player of most[mask without them], plus
    one when the players in mask sum to zero themselves.
    """
    players = list(owed)
    full = (1 << len(players)) - 1
    total = [0] * (full + 1)
    most = [0] * (full + 1)
    for mask in range(1, full + 1):
        lowest = mask & -mask
        total[mask] = total[mask ^ lowest] + owed[players[lowest.bit_length() - 1]]
        most[mask] = max(most[mask ^ bit] for bit in _bits(mask)) + (total[mask] == 0)

    groups: list[list[str]] = []
    group: list[str] = []
    mask = full
    while mask:
        wanted = most[mask] - (total[mask] == 0)
        bit = next(bit for bit in _bits(mask) if most[mask ^ bit] == wanted)
        group.append(players[bit.bit_length() - 1])
        mask ^= bit
        if total[mask] == 0:
            groups.append(group)
            group = []
    return groups


def _bits(mask: int) -> Iterator[int]:
    while mask:
        lowest = mask & -mask
        yield lowest
        mask ^= lowest


def _pay_largest_first(owed: Mapping[str, int]) -> list[Transfer]:
    """Settle a zero-sum set of players: the largest debtor pays the largest creditor.

    Each transfer settles the debtor or the creditor fully, and the last one
    settles both, so k players need at most k - 1 transfers.
    """
    left = dict(owed)
    transfers = []
    while left:
        debtor = min((p for p in left if left[p] < 0), key=lambda p: (left[p], p))
        creditor = min((p for p in left if left[p] > 0), key=lambda p: (-left[p], p))
        amount = min(-left[debtor], left[creditor])
        transfers.append(Transfer(debtor, creditor, amount))
        for player, change in ((debtor, amount), (creditor, -amount)):
            left[player] += change
            if not left[player]:
                del left[player]
    return transfers
