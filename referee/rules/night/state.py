"""What the referee knows of a night: seats, accounts, the bank's entries and the deals.

Accounts: "player:N" is what seat N has paid in or taken out (its settle-up
balance), "stack:N" the chips in front of it as the referee knows them, and
"table" the chips that changed hands at the table without the referee (a game
it did not referee): a cash-out hands the stack to the table and the table
pays out the chips the player counts. So at any moment the table account is
the money in that has not been paid out (or, below zero, paid out twice).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..engine.events import Transfer


@dataclass(frozen=True)
class Deal:
    number: int
    variant: str
    dealer: int
    seats: tuple[int, ...]  # clockwise from the dealer's left
    state: Any
    first_version: int
    pot: str = ""  # the match's pot account, for a game that spans several deals
    rules: Any = None  # the variant that plays it: a built-in game, or one the table defined


@dataclass(frozen=True)
class Match:
    """A game that spans several deals: the pot account they share, and who has played in it."""

    game: str
    account: str
    seats: frozenset[int]


@dataclass(frozen=True)
class DealRecord:
    """A finished deal, for the history."""

    number: int
    variant: str
    dealer: int
    first_version: int
    last_version: int


TABLE = "table"
MONEY_TYPES = ("buy_in", "cash_out", "adjust")
STAKES = {"min_bet": 5, "max_bet": 25}  # nickel-quarter, unless the table says otherwise


def player(seat: int) -> str:
    return f"player:{seat}"


def stack(seat: int) -> str:
    return f"stack:{seat}"


@dataclass(frozen=True)
class Entry:
    """A money entry of the bank, kept so that it can be voided."""

    version: int
    type: str
    actor: str
    seat: int
    postings: tuple[Transfer, ...]
    voided: bool = False
    amount: int = 0
    reason: str = ""


@dataclass(frozen=True)
class Night:
    name: str = ""
    currency: str = "USD"
    unit: int = 5
    seats: tuple[str, ...] = ()
    accounts: Mapping[str, int] = field(default_factory=dict)
    entries: Mapping[int, Entry] = field(default_factory=dict)
    closed: bool = False
    version: int = 0
    deal: Deal | None = None
    deals: tuple[DealRecord, ...] = ()
    button: int | None = None  # the last dealer
    carried: Mapping[str, Any] = field(default_factory=dict)  # what games keep between deals, by game
    stakes: Mapping[str, int] = field(default_factory=dict)  # the table's smallest and largest bet, if chosen
    matches: Mapping[str, Match] = field(default_factory=dict)  # open matches, by game
    games: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)  # games the table defined, by key

    def unsettled(self) -> list[Match]:
        """Matches whose pot still holds chips."""
        return [match for match in self.matches.values() if self.balance(match.account)]

    def seat_name(self, seat: int) -> str:
        return self.seats[seat - 1]

    def balance(self, account: str) -> int:
        return self.accounts.get(account, 0)

    def holding_chips(self) -> list[int]:
        """Seats that still have chips in front of them."""
        return [seat for seat in self.seat_numbers() if self.balance(stack(seat))]

    def has_cashed_out(self, seat: int) -> bool:
        """Whether the seat's last standing buy-in or cash-out is a cash-out."""
        last = None
        for entry in self.entries.values():
            if entry.seat == seat and not entry.voided and entry.type in ("buy_in", "cash_out"):
                last = entry.type
        return last == "cash_out"

    def seat_numbers(self) -> range:
        return range(1, len(self.seats) + 1)

    @property
    def discrepancy(self) -> int:
        """Money in minus money out, counting chips still at the table as out."""
        return self.balance(TABLE)

    @property
    def balanced(self) -> bool:
        return not self.holding_chips() and self.discrepancy == 0 and not self.unsettled()
