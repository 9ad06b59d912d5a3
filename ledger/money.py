"""Double-entry money: postings between accounts, folded into balances.

A posting moves a positive amount of the smallest unit from one account to
another, so the sum of all balances is zero after every posting.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable, Mapping


@dataclass(frozen=True)
class Posting:
    source: str
    target: str
    amount: int

    def __post_init__(self) -> None:
        if not isinstance(self.amount, int) or isinstance(self.amount, bool) or self.amount <= 0:
            raise ValueError(f"a posting moves a positive whole amount, not {self.amount!r}")
        if self.source == self.target:
            raise ValueError("a posting moves money between two different accounts")

    def as_list(self) -> list:
        return [self.source, self.target, self.amount]


def fold(balances: Mapping[str, int], postings: Iterable[Posting]) -> dict[str, int]:
    """The balances after `postings`, without accounts that are back at zero."""
    result = Counter(balances)
    for posting in postings:
        result[posting.source] -= posting.amount
        result[posting.target] += posting.amount
    return {account: amount for account, amount in sorted(result.items()) if amount}
