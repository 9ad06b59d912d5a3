"""The night's ledger: every money movement by player, each player's balance over the night, each deal's pot.

A player's balance is what the settle-up pays them: money taken out less money
put in, plus the chips the referee holds for them. A buy-in trades money for
chips, so it leaves the balance as it was; a deal moves it by what the player
won or lost in it. Every posting moves money between two accounts, so the rows
name every other holder too (a game's pot kept between deals, the kitty, the
table when a cash-out differs from the chips held) and always sum to zero.
"""

from __future__ import annotations

import copy
from collections import Counter
from datetime import datetime
from typing import Sequence

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from ledger import store
from ledger.chain import ACKNOWLEDGED, GENESIS
from ledger.db import UnitOfWork, database
from ledger.settlement import format_cents
from referee.rules.money.pots import CARRIED
from referee.rules.money.rake import KITTY
from referee.rules.night import night as rules
from referee.rules.night.games import title_of
from referee.rules.night.state import TABLE, DealRecord
from referee.rules.night.undo import TAKE_BACK

from .recent import Recent
from .replay import with_every_deal
from .tables import open_night

CAPACITY = 64
_books = Recent(CAPACITY)  # by (database, table): the book this process wrote last


def read_ledger(engine: Engine, table_id: str) -> dict:
    """The ledger's rows, each player's totals, and every player's balance after each deal."""
    with UnitOfWork(engine) as session:
        opened, night = open_night(session, table_id)
        book = booked(session, table_id, night, opened.head).closed()
    seats = list(night.seat_numbers())
    return {
        "currency": night.currency,
        "rows": book.rows,
        "players": [_totals(night, seat) for seat in seats],
        "after_deals": [{"name": night.seat_name(seat), "balances": [point.get(f"seat:{seat}", 0)
                                                                      for point in book.points]} for seat in seats],
        "deals": book.deals,
    }


def booked(session: Session, table_id: str, night: rules.Night, head: store.Head) -> _Book:
    """The table's book up to `head`: this process keeps the last one it wrote for each table and posts
    only the events appended since (from the start again if they no longer follow it), so a page of a long
    night reads only what is new."""
    key = (database(session.get_bind()), table_id)
    book = _books.get(key)
    if book is not None and (book.version, book.hash) == (head.version, head.hash):
        return book
    events = store.load(session, table_id, book.version if book else 0)
    if book is None:
        book = _Book()
    elif not events or events[0].prev_hash != book.hash or \
            any(e.type in (ACKNOWLEDGED, TAKE_BACK) for e in events):  # a deal written may have been reopened
        book, events = _Book(), store.load(session, table_id)
    book = book.posted(with_every_deal(session, table_id, night), events)
    _books.put(key, book)
    return book


def deal_results(session: Session, table_id: str, night: rules.Night, head: store.Head) -> dict[int, dict]:
    """Each deal's pot (what was played for, without bets nobody called) and the seats that won some of it."""
    return booked(session, table_id, night, head).deals


def entry_words(night: rules.Night, entry: rules.Entry) -> str:
    """A buy-in, cash-out or adjustment in words: "Ann bought in for $20.00"."""
    name, amount = night.seat_name(entry.seat), format_cents(entry.amount, night.currency)
    if entry.type == "buy_in":
        return f"{name} bought in for {amount}"
    if entry.type == "cash_out" and entry.difference:
        chips = format_cents(entry.amount - entry.difference, night.currency)
        more = "more" if entry.difference > 0 else "less"
        return (f"{name} cashed out {amount}, entered by the host: "
                f"{format_cents(abs(entry.difference), night.currency)} {more} than the {chips} in chips the referee held")
    if entry.type == "cash_out":
        return f"{name} cashed out {amount}"
    return f"{name}'s balance adjusted by {amount}: {entry.reason}"


def _totals(night: rules.Night, seat: int) -> dict:
    standing = [e for e in night.entries.values() if e.seat == seat and not e.voided]
    return {
        "seat": seat,
        "name": night.seat_name(seat),
        "bought_in": sum(e.amount for e in standing if e.type == "buy_in"),
        "cashed_out": sum(e.amount for e in standing if e.type == "cash_out"),
        "chips": night.balance(rules.stack(seat)),
        "net": night.balance(rules.player(seat)) + night.balance(rules.stack(seat)),
    }


def _holder(account: str) -> str:
    """Whose money an account is: a seat's chips and its settle-up account are both the player's."""
    kind, _, key = account.partition(":")
    return f"seat:{key}" if kind in ("stack", "player") else account


def _is_pot(account: str) -> bool:
    return not account.startswith(("stack:", "player:")) and account not in (KITTY, TABLE)


class _Book:
    """The events folded into rows, one deal at a time: a deal's rows are written when it is over. A book
    kept for later requests is never changed: posting to it, or closing it, makes a new one."""

    def __init__(self):
        self.night = rules.Night()
        self.finished: dict[int, DealRecord] = {}
        self.version, self.hash = 0, GENESIS  # the last event posted
        self.balances: Counter = Counter()  # by holder
        self.accounts: Counter = Counter()
        self.open: dict[int, dict] = {}  # the deals not yet written, by number
        self.pot_names: dict[str, str] = {}
        self.rows: list[dict] = []
        self.points: list[dict] = []  # the balances before each finished deal's rows, then at the end
        self.deals: dict[int, dict] = {}

    def posted(self, night: rules.Night, events: Sequence[store.StoredEvent]) -> _Book:
        """A new book: this one with `events` posted, as `night` (the night after them) finished its deals."""
        book = self._copy()
        book.night, book.finished = night, {record.number: record for record in night.deals}
        for event in events:
            book.post(event)
        if events:
            book.version, book.hash = events[-1].version, events[-1].hash
        return book

    def closed(self) -> _Book:
        """A new book: this one closed (see `close`)."""
        book = self._copy()
        book.close()
        return book

    def _copy(self) -> _Book:
        book = copy.copy(self)
        book.balances, book.accounts = Counter(self.balances), Counter(self.accounts)
        book.open = {number: {**deal, "changes": Counter(deal["changes"]), "received": Counter(deal["received"]),
                              "refunds": Counter(deal["refunds"]), "pots": set(deal["pots"])}
                     for number, deal in self.open.items()}
        book.pot_names, book.rows, book.points, book.deals = (dict(self.pot_names), list(self.rows),
                                                              list(self.points), dict(self.deals))
        return book

    def post(self, event: store.StoredEvent) -> None:
        for posting in event.postings:
            self.accounts[posting.source] -= posting.amount
            self.accounts[posting.target] += posting.amount
        number = event.payload.get("deal")
        if not isinstance(number, int):
            self._entry(event)
            return
        if number not in self.open:
            self.open[number] = {"changes": Counter(), "received": Counter(), "refunds": Counter(), "pots": set(),
                                 "most": 0, "first": event.version}
        deal = self.open[number]
        if event.type == TAKE_BACK and deal["first"] in event.payload.get("versions", ()):
            del self.open[number]  # a deal started by mistake and taken back whole: its number is dealt again
            return
        self._fold(deal, event)
        record = self.finished.get(number)
        if record is not None and record.last_version == event.version:
            self.points.append(self._seat_balances())
            self._write_deal(number, self.open.pop(number), event, title_of(self.night, record.variant))

    def close(self) -> None:
        """The balances at the end, then the deal in play: its chips are in its pot until it is over."""
        self.points.append(self._seat_balances())
        playing = self.night.deal.rules.title if self.night.deal is not None else ""
        for number, deal in self.open.items():
            self._write_deal(number, deal, deal["last"], playing, over=False)

    def _fold(self, deal: dict, event: store.StoredEvent) -> None:
        deal["last"] = event
        for posting in event.postings:
            deal["changes"][_holder(posting.source)] -= posting.amount
            deal["changes"][_holder(posting.target)] += posting.amount
            for account in (posting.source, posting.target):
                if _is_pot(account):
                    deal["pots"].add(account)
            if _is_pot(posting.source) and posting.target.startswith("stack:"):
                deal["received"][int(posting.target[6:])] += posting.amount
        refunds = event.payload.get("refunds")
        if isinstance(refunds, dict):
            deal["refunds"].update({int(seat): amount for seat, amount in refunds.items()})
        # The most the pots held: before this event too, for a pot carried in from earlier deals (Guts) that
        # this event empties.
        after = sum(self.accounts[account] for account in deal["pots"])
        came_in = sum(p.amount for p in event.postings if _is_pot(p.target)) - \
            sum(p.amount for p in event.postings if _is_pot(p.source))
        deal["most"] = max(deal["most"], after, after - came_in)

    def _write_deal(self, number: int, deal: dict, last: store.StoredEvent, title: str, over: bool = True) -> None:
        for account in deal["pots"]:
            self.pot_names.setdefault(account, f"the pot of deal {number}" if account.startswith("pot:")
                                      else f"the pot of {title}")
        won = {seat: amount - deal["refunds"][seat] for seat, amount in deal["received"].items()}
        left = sum(self.accounts[account] for account in deal["pots"])
        self.deals[number] = {"pot": deal["most"] - sum(deal["refunds"].values()),
                              "winners": sorted(seat for seat, amount in won.items() if amount > 0), "left": left}
        for holder, amount in _ordered(deal["changes"]):
            if holder.startswith("seat:") and not over:
                what = f"in play in deal {number}, {title}, still being played"
            elif holder.startswith("seat:"):
                what = f"{'won' if amount > 0 else 'lost'} in deal {number}, {title}"
            elif holder == KITTY:
                what = f"the rake of deal {number}"
            else:
                what = f"{'left in' if amount > 0 else 'taken from'} {self.pot_names[holder]}"
            self._row(last, number, holder, what, amount)

    def _entry(self, event: store.StoredEvent) -> None:
        changes = Counter()
        for posting in event.postings:
            changes[_holder(posting.source)] -= posting.amount
            changes[_holder(posting.target)] += posting.amount
        entries = self.night.entries
        entry = entries.get(event.payload.get("target_version") if event.type == "void" else event.version)
        if entry is not None:  # a buy-in or cash-out leaves the balance as it was, yet is a row of its own
            changes.setdefault(f"seat:{entry.seat}", 0)
        for holder, amount in _ordered(changes, keep=entry is not None):
            says = self._entry_says(event, entry)
            if entry is not None and holder == f"seat:{entry.seat}" and amount == 0:
                says += ": money traded for chips, the balance is as it was"
            self._row(event, None, holder, says, amount)

    def _entry_says(self, event: store.StoredEvent, entry: rules.Entry | None) -> str:
        payload = event.payload
        if event.type == "void":
            return f"voided: {entry_words(self.night, entry) if entry else 'an entry'} ({payload.get('reason', '')})"
        if entry is not None:
            return entry_words(self.night, entry)
        if event.type == "settle_pot" and payload.get("game") == CARRIED:
            return "the pot nobody won (every hand still in killed) given back by the host"
        if event.type == "settle_pot":
            return f"the pot of {title_of(self.night, payload.get('game', ''))} split by the host"
        if isinstance(payload.get("game"), str):
            return f"{title_of(self.night, payload['game'])}: {event.type.replace('_', ' ')}"
        return event.type.replace("_", " ")

    def _row(self, event: store.StoredEvent, number: int | None, holder: str, what: str, amount: int) -> None:
        self.balances[holder] += amount
        self.rows.append({"deal": number, "version": event.version, "time": _time(event.recorded_at),
                          "holder": holder, "who": self._who(holder), "what": what, "amount": amount,
                          "balance": self.balances[holder]})

    def _who(self, holder: str) -> str:
        if holder.startswith("seat:"):
            return self.night.seat_name(int(holder[5:]))
        return {KITTY: "the kitty", TABLE: "the table"}.get(holder) or self.pot_names.get(holder, "a pot")

    def _seat_balances(self) -> dict:
        return {holder: amount for holder, amount in self.balances.items() if holder.startswith("seat:")}


def _ordered(changes: Counter, keep: bool = False) -> list[tuple[str, int]]:
    """The players first, by seat, then the other holders; a holder the event left as it was is dropped
    unless `keep` (the seat of a buy-in or cash-out)."""
    def order(item):
        holder = item[0]
        return (0, int(holder[5:]), "") if holder.startswith("seat:") else (1, 0, holder)
    return sorted(((h, a) for h, a in changes.items() if a or (keep and h.startswith("seat:"))), key=order)


def _time(recorded_at: str) -> str:
    """When, to the second, in UTC: "2026-11-24 21:14:05"."""
    try:
        return datetime.fromisoformat(recorded_at).strftime("%Y-%m-%d %H:%M:%S")
    except ValueError:
        return recorded_at
