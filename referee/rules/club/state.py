"""What a club knows: its members and hosts, its nights with who sat where, and the payments between players.

A party is whoever can owe or be owed money at the club: a member ("member:N"), a guest who sat at one of its
nights alone ("guest:NIGHT:SEAT") or a night's kitty ("kitty:NIGHT"). A night's debts are its settle-up, read
from its own log; the club's own stream records only what happens between nights: payments.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Mapping

from immutables import Map

# A payment's state: marked by one side; confirmed by the other (or a host); disputed by the other; or
# rejected by a host who found it was never made.
MARKED, CONFIRMED, DISPUTED, REJECTED = "marked", "confirmed", "disputed", "rejected"


def member(number: int) -> str:
    return f"member:{number}"


def guest(night: str, seat: int) -> str:
    return f"guest:{night}:{seat}"


def kitty(night: str) -> str:
    return f"kitty:{night}"


def owed(party: str) -> str:
    """The account of what payments made between nights have moved towards a party (positive: it paid)."""
    return f"owed:{party}"


@dataclass(frozen=True)
class Member:
    number: int
    name: str
    host: bool = False


@dataclass(frozen=True)
class ClubNight:
    """A night the club opened: its table's id, its name, when, and which member sat in which seat."""

    id: str
    name: str
    opened_at: str
    seats: Mapping[int, int] = field(default_factory=dict)  # seat -> member number
    version: int = 0  # of the event that opened it: nights opened in the same second keep their order


@dataclass(frozen=True)
class Payment:
    number: int
    payer: str
    payee: str
    amount: int
    marked_by: str  # the actor
    at: str
    night: str | None = None  # the night whose debt it pays, if it pays one night's
    state: str = MARKED
    settled_by: str | None = None  # the actor who confirmed, disputed or settled it


@dataclass(frozen=True)
class Club:
    name: str = ""
    currency: str = "USD"
    unit: int = 5
    version: int = 0
    members: Mapping[int, Member] = field(default_factory=Map)
    nights: Mapping[str, ClubNight] = field(default_factory=Map)  # in the order they were opened
    payments: Mapping[int, Payment] = field(default_factory=Map)
    accounts: Mapping[str, int] = field(default_factory=Map)  # the postings of confirmed payments, folded

    def member_of(self, actor: str) -> Member | None:
        kind, _, number = actor.partition(":")
        return self.members.get(int(number)) if kind == "member" and number.isdigit() else None

    def is_host(self, actor: str) -> bool:
        found = self.member_of(actor)
        return found is not None and found.host

    def with_member(self, found: Member) -> Club:
        return replace(self, members=Map(self.members).set(found.number, found))

    def with_night(self, night: ClubNight) -> Club:
        return replace(self, nights=Map(self.nights).set(night.id, night))

    def with_payment(self, payment: Payment) -> Club:
        return replace(self, payments=Map(self.payments).set(payment.number, payment))

    def night_order(self) -> list[ClubNight]:
        return sorted(self.nights.values(), key=lambda night: night.version)

    def name_of(self, party: str, guests: Mapping[str, str] | None = None) -> str:
        """A party in words: a member's name, a guest's name from their night, "the kitty"."""
        kind, _, rest = party.partition(":")
        if kind == "member" and rest.isdigit() and int(rest) in self.members:
            return self.members[int(rest)].name
        if kind == "kitty":
            return "the kitty"
        return (guests or {}).get(party, "a guest")
