"""Verify a table's log, and rebuild the caches from the logs.

Verify keeps two things apart. Integrity: the stored head against the last row, the hash chain, money that
sums to zero, and the balances kept beside the log against the log's own postings. Its failure is damage,
named at a real version and recorded on the stream, so that no worker extends the log until the host
acknowledges it. The audit (`redecide`) decides every batch again: a difference under today's rules version
is damage too, one under an older version a rules change, reported in words and never held against the log.
Damage the host acknowledged is reported, never hidden.
"""

from __future__ import annotations

import logging

from sqlalchemy import Engine

from ledger import balances, money, store, streamed
from ledger.chain import ACKNOWLEDGED, GENESIS, Chain, Problem, event_hash, problems
from ledger.db import UnitOfWork
from referee.rules.core.amounts import cents as dollars
from referee.rules.night import night as rules
from referee.rules import version

from . import damage, redecide, replay, snapshots
from .club_ids import is_club
from .errors import LogDamaged
from .tables import open_table

log = logging.getLogger(__name__)


def verify(engine: Engine, table_id: str, since: int | None = None, hash_: str | None = None) -> dict:
    """The full check's report; with `since` and `hash_`, also whether the log still extends that head.

    One pass over the rows as they are read, so a long log is never held whole: the chain, the audit, the
    money and the head a phone saw are each followed event by event. The audit's findings count only where
    the chain holds, as if it ran after the chain was found sound."""
    with UnitOfWork(engine) as session:
        opened = open_table(session, table_id)
        cached = balances.of(session, table_id)
        walk = _Walk(streamed.last_acknowledgement(session, table_id), since, hash_)
        walk.unreadable = streamed.each(session, table_id, walk.add)
    mismatch, changes = first_break(walk.chain.problems(), walk.unreadable, opened.damage), []
    if mismatch is None:
        found = walk.audited()
        mismatch, changes = found.damage or _money(walk.last_version, walk.posted, found.night, cached), found.changes
    _remember(engine, table_id, opened, walk.last, mismatch, changes)
    report = _report(opened, mismatch, changes, walk.acknowledged)
    if since is not None:
        report["extends"] = walk.extends.answer(mismatch["version"] if mismatch else None)
    return report


class _Reading:
    """What a pass over a log's rows follows as they are read, whatever the pass is for: the chain, the money,
    the last row, and the first failure of the pass's own reading of a row (version 1 on), which counts only
    where the chain holds: a row the chain fails may be anything."""

    def __init__(self) -> None:
        self.chain = Chain()
        self.failure: Exception | None = None
        self.posted: dict[str, int] = {}
        self.last: store.StoredEvent | None = None

    def add(self, event: store.StoredEvent) -> None:
        self.chain.add(event)
        if event.version < 1:
            return
        if self.failure is None:
            try:
                self.read(event)
            except Exception as error:  # noqa: BLE001 - whatever a spoiled row makes the reading raise
                self.failure = error
        self.posted = money.fold(self.posted, event.postings)
        self.last = event

    def read(self, event: store.StoredEvent) -> None:
        """The pass's own reading of a row."""

    @property
    def last_version(self) -> int:
        return self.last.version if self.last is not None else 1


class _Walk(_Reading):
    """What `verify` follows through the log's events as they are read: beside the chain and the money, the
    audit, the head a phone saw and the acknowledgements of damage."""

    def __init__(self, acknowledged_at: int, since: int | None, hash_: str | None) -> None:
        super().__init__()
        self.auditor = redecide.Auditor(acknowledged_at, flat=True)
        self.extends = _Extends(since or 0, hash_)
        self.acknowledged: list[dict] = []
        self.unreadable: int | None = None

    def read(self, event: store.StoredEvent) -> None:
        self.auditor.add(event)

    def add(self, event: store.StoredEvent) -> None:
        super().add(event)
        if event.version < 1:
            return
        self.extends.add(event)
        if event.type == ACKNOWLEDGED:
            self.acknowledged.append(acknowledgement(event))

    def audited(self) -> redecide.Audit:
        if self.failure is None:
            try:
                return self.auditor.finish()
            except Exception as error:
                self.failure = error
        raise self.failure


def check(engine: Engine, table_id: str) -> dict:
    """The same check as `verify`, of only what was appended since the last one that found the log sound:
    the chain from that point, every batch after it decided again from the state there, and the balances
    against the state now. Anything amiss, no such point yet, or a point audited under other rules, and the
    full check runs to name it."""
    with UnitOfWork(engine) as session:
        opened = open_table(session, table_id)
        start = store.checkpoint(session, table_id)
        if opened.damage is not None or start.head.version == 0 or start.audited_rules != version.RULES_VERSION:
            start = None
        else:
            events = store.load(session, table_id, start.head.version)
            night = replay.state_at(session, table_id, start.head.version, start.head.hash)
            cached = balances.of(session, table_id)
    if start is None or problems(events, start.head.version, start.head.hash):
        return verify(engine, table_id)
    if any(e.type == ACKNOWLEDGED for e in events):
        return verify(engine, table_id)
    found = redecide.audit(events, night)
    if found.damage is not None or found.night.accounts != cached:
        return verify(engine, table_id)
    changes = start.rules_changes + found.changes
    _remember(engine, table_id, opened, events[-1] if events else None, None, changes)
    if events:
        replay.remember_checked(engine, table_id, found.night, events[-1].hash)
    return {**_report(opened, None, changes, None), "checked_from": start.head.version}


def _report(opened: store.Opened, mismatch: dict | None, changes: list[dict], acknowledged_: list | None) -> dict:
    report = {"ok": mismatch is None, "head": {"version": opened.head.version, "hash": opened.head.hash},
              "first_mismatch": mismatch, "rules_version": version.RULES_VERSION, "rules_changes": changes}
    return report if acknowledged_ is None else {**report, "acknowledged": acknowledged_}


def _remember(engine: Engine, table_id: str, opened: store.Opened, last: store.StoredEvent | None,
              mismatch: dict | None, changes: list[dict]) -> None:
    """What a check found, kept on the stream: a failure stops appends; a sound log is not checked again,
    and the rules changes found up to there are kept with it."""
    if mismatch is not None and opened.damage is None:
        with UnitOfWork(engine, write=True) as session:
            store.record_failure(session, table_id, mismatch["version"], mismatch["reason"])
        log.warning("table %s failed its check at version %s: %s", table_id, mismatch["version"], mismatch["reason"])
    elif mismatch is None and last is not None:
        with UnitOfWork(engine, write=True) as session:
            head = store.Head(last.version, last.hash)
            store.advance_checkpoint(session, table_id, store.Checkpoint(head, version.RULES_VERSION, changes))


def acknowledgement(event: store.StoredEvent) -> dict:
    """Damage the host acknowledged, where, and what was found then."""
    return {"version": event.version, "recorded_at": event.recorded_at, **event.payload,
            "said": damage.acknowledgement(event.payload)}


def rules_changes(engine: Engine, table_id: str) -> list[dict]:
    """Where today's rules would decide the night's older batches otherwise, as the last check found."""
    with UnitOfWork(engine) as session:
        kept = store.checkpoint(session, table_id)
    return kept.rules_changes if kept.audited_rules == version.RULES_VERSION else check(engine, table_id)["rules_changes"]


def rebuild(engine: Engine) -> tuple[list[str], dict[str, str]]:
    """Drop the caches of every table whose log's integrity holds and fold them again from the log: its
    balances and its snapshot, and this process's folded states. A table whose log fails is left as it is,
    its failure recorded: its caches are evidence until the host acknowledges the damage. Each log is folded
    as it is read, a chunk of rows at a time, so a long night is never held whole.

    Returns the tables rebuilt, and those refused with the reason."""
    rebuilt, refused = [], {}
    with UnitOfWork(engine) as session:
        tables = [stream for stream in store.stream_ids(session) if not is_club(stream)]  # a club keeps no caches
    for table_id in tables:
        with UnitOfWork(engine, write=True) as session:
            opened = open_table(session, table_id)
            walk = _Refold(streamed.last_acknowledgement(session, table_id))
            unreadable = streamed.each(session, table_id, walk.add)
            mismatch = first_break(walk.chain.problems(), unreadable, opened.damage)
            if mismatch is None:
                try:
                    night = walk.folded()
                except LogDamaged as error:
                    mismatch = {"version": error.fields["version"], "reason": "the event cannot be replayed"}
                else:
                    mismatch = _money(walk.last_version, walk.posted, night, balances.of(session, table_id))
            if mismatch is not None:
                if opened.damage is None:
                    store.record_failure(session, table_id, mismatch["version"], mismatch["reason"])
                refused[table_id] = f"version {mismatch['version']}: {mismatch['reason']}"
                log.warning("the caches of table %s were not rebuilt: its log fails at %s", table_id,
                            refused[table_id])
                continue
            store.rebuild_balances(session, table_id, walk.posted)
            snapshots.rebuild(session, table_id, walk.last, night)
            rebuilt.append(table_id)
            log.info("the caches of table %s were rebuilt from its %s events", table_id, walk.last_version)
    replay.forget()
    return rebuilt, refused


class _Refold(_Reading):
    """What `rebuild` follows through a table's rows as they are read: beside the chain and the money, the night
    folded."""

    def __init__(self, acknowledged_at: int) -> None:
        super().__init__()
        self.acknowledged_at = acknowledged_at
        self.night: rules.Night | None = None

    def read(self, event: store.StoredEvent) -> None:
        self.night = replay.fold([event], self.night, self.acknowledged_at)

    def folded(self) -> rules.Night:
        if self.failure is not None:
            raise self.failure
        return self.night if self.night is not None else replay.fold([])


def extends(engine: Engine, table_id: str, since: int, hash_: str) -> dict:
    """Whether the log still extends the head a phone saw, cheaply (only the rows from it on are read), and
    if not because of damage found or acknowledged, the sentence that says so."""
    with UnitOfWork(engine) as session:
        found = open_table(session, table_id).damage
        events = store.load(session, table_id, max(since - 1, 0))
    walk = _Extends(since, hash_)
    for event in events:
        walk.add(event)
    answer = walk.answer(found.version if found else None)
    because = None
    if not answer and found is not None and found.version <= since:
        because = LogDamaged(found.version, found.reason).message
    elif not answer:
        covering = [e.payload for e in events if e.type == ACKNOWLEDGED and e.version >= since and e.hash != hash_
                    and e.payload.get("at_version", 0) <= since]
        because = " ".join(damage.acknowledgement(payload) for payload in covering) or None
    return {"extends": answer, "because": because}


class _Extends:
    """Whether the log, read event by event, still extends the head a phone saw at `since`: the row there is
    still the one with `hash_`, the rows after it link to it, and nothing up to it was found damaged, or
    acknowledged as damaged after it."""

    def __init__(self, since: int, hash_: str | None) -> None:
        self.since, self.hash = since, hash_
        self.before: store.StoredEvent | None = None  # the last row from `since` on
        self.holds = since == 0 and hash_ == GENESIS or since > 0

    def add(self, event: store.StoredEvent) -> None:
        if self.since == 0 or event.version < self.since or not self.holds:
            return
        before, self.before = self.before, event
        if before is None:
            self.holds = event.version == self.since and event.hash == self.hash
        elif event.type == ACKNOWLEDGED and event.payload.get("at_version", 0) <= self.since:
            self.holds = False
        else:
            self.holds = (event.version == before.version + 1 and event.prev_hash == before.hash
                          and event_hash(before.hash, event.content()) == event.hash)

    def answer(self, damaged_at: int | None) -> bool:
        if self.since == 0:
            return self.holds
        return self.holds and self.before is not None and (damaged_at is None or damaged_at > self.since)


def first_break(found: list[Problem], unreadable: int | None, damage: store.Damage | None) -> dict | None:
    """The first break of the chain the host has not acknowledged, an unreadable row, or the damage already
    recorded on the stream or found between its head and its rows."""
    broken = [p for p in found if p.acknowledged_by is None]
    if unreadable is not None and (not broken or unreadable < broken[0].version):
        return {"version": unreadable, "reason": "the stored event cannot be read"}
    if broken:
        return {"version": broken[0].version, "reason": broken[0].reason}
    if damage is not None:
        return {"version": damage.version, "reason": damage.reason}
    return None


def _money(last: int, folded: dict[str, int], night: rules.Night, cached: dict[str, int]) -> dict | None:
    """The log's postings (`folded`, up to version `last`) sum to zero, and the balances kept beside it are
    what they add up to."""
    if sum(folded.values()) != 0:
        return {"version": last, "reason": "the money of the log does not add up to zero"}
    if folded == cached:
        return None
    account = min(set(folded) ^ set(cached) | {a for a in folded if folded[a] != cached.get(a)})
    return {"version": last, "reason": f"the balances kept beside the log differ from it: {_account(night, account)} "
                                       f"is {dollars(cached.get(account, 0))} there and "
                                       f"{dollars(folded.get(account, 0))} in the log"}


def _account(night: rules.Night, account: str) -> str:
    kind, _, seat = account.partition(":")
    if kind in ("stack", "player") and seat.isdigit() and 1 <= int(seat) <= len(night.seats):
        return f"{night.seat_name(int(seat))}'s {'chips' if kind == 'stack' else 'balance'}"
    return f"the {account} account"
