"""What the referee knows of a night: seats, accounts, the bank's entries and the deals.

Accounts: "player:N" is what seat N has paid in or taken out (its settle-up
balance), "stack:N" the chips in front of it as the referee knows them, and
"table" the chips that changed hands at the table without the referee (a game
it did not referee): a cash-out hands the stack to the table and the table
pays out the chips the player counts. So at any moment the table account is
the money in that has not been paid out (or, below zero, paid out twice).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from immutables import Map

from ..engine.events import Transfer
from ..engine.variant import NextDeal
from ..money.pots import CARRIED


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
    options: Mapping[str, Any] = field(default_factory=dict)
    place: Any = None  # where the deal stands in the table's rotation of games, if it is one of its deals


@dataclass(frozen=True)
class Match:
    """A game that spans several deals: the pot account they share, and who has played in it.

    A game played out over its deals (Progressive Poker) also says what its next deal takes (`next`), which
    is played with the options of its first deal; no other game is dealt until it is over."""

    game: str
    account: str
    seats: frozenset[int]
    next: NextDeal | None = None
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class DealRecord:
    """A finished deal, for the history."""

    number: int
    variant: str
    dealer: int
    first_version: int
    last_version: int
    options: Mapping[str, Any] = field(default_factory=dict)  # as dealt: what "deal it again" deals
    place: Any = None  # where it stood in the table's rotation (rotation.Place), if it was one of its deals


class KeptBeside(LookupError):
    """A finished deal asked of a night restored from storage, which keeps only its last deal: the earlier
    ones are read beside it, when a history asks for them (`Deals.with_earlier`)."""


@dataclass(frozen=True, eq=False)
class Deals:
    """A night's finished deals, oldest first, read as a tuple reads them.

    A night grows a deal at a time for as long as it is played, and a cold load must not pay for every deal
    of it: a night restored from storage knows how many deals were played and the last of them (`known`
    ends the sequence), and the earlier ones are kept beside it. The options each game was last dealt with
    are kept here too, since the next deal offers them."""

    count: int = 0
    known: tuple[DealRecord, ...] = ()  # the last len(known) deals: all of them unless `whole` is false
    options: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)  # by game, as it was last dealt

    @property
    def whole(self) -> bool:
        return len(self.known) == self.count

    def latest(self) -> Deals:
        """The same deals with only the last of them held: what storage keeps in the night."""
        return Deals(self.count, self.known[-1:], self.options)

    def with_earlier(self, earlier: tuple[DealRecord, ...]) -> Deals:
        """The whole sequence, given the deals this one no longer holds."""
        if len(earlier) + len(self.known) != self.count:
            raise ValueError(f"{len(earlier)} deals given, {self.count - len(self.known)} missing")
        return Deals(self.count, earlier + self.known, self.options)

    def __len__(self) -> int:
        return self.count

    def __bool__(self) -> bool:
        return self.count > 0

    def __getitem__(self, index: int) -> DealRecord:
        place = index + self.count if index < 0 else index
        if not 0 <= place < self.count:
            raise IndexError(index)
        held = place - (self.count - len(self.known))
        if held < 0:
            raise KeptBeside(f"deal {place + 1} is kept beside the night")
        return self.known[held]

    def __iter__(self):
        if not self.whole:
            raise KeptBeside(f"{self.count - len(self.known)} deals are kept beside the night")
        return iter(self.known)

    def __add__(self, more: tuple[DealRecord, ...]) -> Deals:
        options = dict(self.options)
        for record in more:
            options[record.variant] = record.options
        return Deals(self.count + len(more), self.known + tuple(more), options)

    def __eq__(self, other: object) -> bool:
        """The same deals as far as both hold them: a restored night is the night it was folded as."""
        if not isinstance(other, Deals):
            return NotImplemented
        both = min(len(self.known), len(other.known))
        return (self.count == other.count and dict(self.options) == dict(other.options)
                and self.known[len(self.known) - both:] == other.known[len(other.known) - both:])

    __hash__ = None


TABLE = "table"
# The host's acknowledgement that the log was found damaged (the store appends it).
DAMAGE_ACKNOWLEDGED = "damage_acknowledged"
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
    difference: int = 0  # a cash-out's amount less the chips the referee held for the seat (entered by the host)


@dataclass(frozen=True)
class Night:
    name: str = ""
    host: str = ""  # the host's name, when the table was opened with it
    club: str = ""  # the club that opened the night, if one did
    currency: str = "USD"
    unit: int = 5
    seats: tuple[str, ...] = ()
    accounts: Mapping[str, int] = field(default_factory=dict)
    # A persistent map: a night of thousands of entries adds one without copying the others.
    entries: Map = field(default_factory=Map)  # by version
    cashed_out: frozenset[int] = frozenset()  # seats whose last standing buy-in or cash-out is a cash-out
    closed: bool = False
    version: int = 0
    deal: Deal | None = None
    deals: Deals = field(default_factory=Deals)
    button: int | None = None  # the last dealer
    carried: Mapping[str, Any] = field(default_factory=dict)  # what games keep between deals, by game
    stakes: Mapping[str, int] = field(default_factory=dict)  # the table's smallest and largest bet, if chosen
    matches: Mapping[str, Match] = field(default_factory=dict)  # open matches, by game
    carried_by: Mapping[int, int] = field(default_factory=dict)  # who paid into the pot carried to the next deal
    carried_killed: frozenset[int] = frozenset()  # the killed hands still in when it was carried
    away: frozenset[int] = frozenset()  # seats sitting out: no deal takes them until they come back
    undo: Any = None  # what the last author of a deal action can take back (undo.Undo)
    opening: Any = None  # the deal in play's start, while it can be taken back whole (undo.Taken)
    # Deals started by mistake and taken back whole, for the history: {number, variant, by, version} each.
    taken_back: tuple[Mapping[str, Any], ...] = ()
    games: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)  # games the table defined, by key
    rotation: Any = None  # the games the table deals in turn (rotation.Rotation), if the host set them
    # Damage to the log the host acknowledged, as each acknowledgement recorded it: every page says so.
    acknowledged: tuple[Mapping[str, Any], ...] = ()

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
        return seat in self.cashed_out

    def with_entry(self, entry: Entry) -> Night:
        """The night with `entry` recorded or replaced (voided), and who has cashed out kept up to date:
        a void walks the seat's entries again, a rare event; a new entry is the seat's last."""
        entries = self.entries.set(entry.version, entry)
        if entry.type not in ("buy_in", "cash_out"):
            return replace(self, entries=entries)
        if entry.voided:
            standing = [e for e in entries.values() if e.seat == entry.seat and not e.voided
                        and e.type in ("buy_in", "cash_out")]
            out = bool(standing) and max(standing, key=lambda e: e.version).type == "cash_out"
        else:
            out = entry.type == "cash_out"
        cashed_out = self.cashed_out | {entry.seat} if out else self.cashed_out - {entry.seat}
        return replace(self, entries=entries, cashed_out=cashed_out)

    def seat_numbers(self) -> range:
        return range(1, len(self.seats) + 1)

    @property
    def discrepancy(self) -> int:
        """Money in minus money out, counting chips still at the table as out."""
        return self.balance(TABLE)

    @property
    def balanced(self) -> bool:
        return not self.holding_chips() and self.discrepancy == 0 and not self.unsettled() and not self.balance(CARRIED)
