"""Clubs: open one, know who is asking, record what its members do, open its nights and seat its members.

A club is a stream of its own on the event store, with the same chain, head, idempotency and optimistic
appends as a night. Its log is short (members, nights, payments), so each command folds it whole.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any, Mapping

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from ledger import access, balances, money, store, streamed
from ledger.chain import GENESIS, Chain, canonical, digest
from ledger.db import UnitOfWork
from referee.rules.club import club as rules
from referee.rules.club.state import Club, member
from referee.rules.core.errors import Forbidden, NotFound
from referee.rules.engine.events import HOST, actor_seat
from referee.rules import version

from . import audit, tables
from .appends import ACKNOWLEDGE, Recorded
from .club_ids import CLUB_PREFIX, is_club
from .errors import KeyReused, LogDamaged, Unauthorized, VersionConflict
from .errors import ServiceError
from .stream import to_event, to_new


class ClubNotFound(ServiceError):
    kind = "not_found"

    def __init__(self, club_id: str):
        super().__init__("club_not_found", f"There is no club '{club_id}'.")


@dataclass(frozen=True)
class CreatedClub:
    id: str
    member: int
    token: str


def create_club(engine: Engine, name: str, currency: str, unit: int, founder: str) -> CreatedClub:
    club_id = CLUB_PREFIX + "".join(secrets.choice(tables.ID_ALPHABET) for _ in range(12))
    opened = rules.open_club(name, currency, unit, founder, _now())
    with UnitOfWork(engine, write=True) as session:
        store.create_stream(session, club_id)
        store.append(session, club_id, 0, [to_new(opened)], rules_version=version.RULES_VERSION)
        token = access.issue(session, club_id, member(1))
    return CreatedClub(club_id, 1, token)


def authenticate(engine: Engine, club_id: str, token: str | None) -> str:
    """The member ("member:N") the token speaks for, or Unauthorized."""
    with UnitOfWork(engine) as session:
        return _principal(session, club_id, token)


def _principal(session: Session, club_id: str, token: str | None) -> str:
    found = access.bearer(session, club_id, token) if is_club(club_id) else None
    if found is None:
        raise ClubNotFound(club_id)
    principal = found[0]
    if principal is None:
        raise Unauthorized("bad_token", "This needs your member link: send 'Authorization: Bearer <token>'.")
    return principal.removeprefix(tables.DEVICE)


def sign_in_device(engine: Engine, club_id: str, token: str | None, kept: str | None) -> str:
    """The phone's own key for the member whose link it followed (the one it holds already, or a new one), so
    that the link can be replaced without signing the phone out first."""
    with UnitOfWork(engine, write=True) as session:
        principal = _principal(session, club_id, token)
        if kept:
            try:
                if _principal(session, club_id, kept) == principal:
                    return kept
            except Unauthorized:
                pass
        return access.issue(session, club_id, tables.DEVICE + principal)


def sign_out_device(engine: Engine, club_id: str, kept: str | None) -> None:
    with UnitOfWork(engine, write=True) as session:
        if kept and is_club(club_id) and (access.principal_of(session, club_id, kept) or "").startswith(tables.DEVICE):
            access.forget(session, club_id, kept)


def member_link(engine: Engine, club_id: str, actor: str, number: int) -> str:
    """A new link for a member (a host asks): the old one, and the phones signed in with it, stop working."""
    with UnitOfWork(engine, write=True) as session:
        club = _load(session, club_id)
        if not club.is_host(actor):
            raise Forbidden("host_only", "Only a host of the club can hand out member links.")
        if number not in club.members:
            raise NotFound("no_such_member", "There is no such member of the club.")
        access.revoke(session, club_id, [member(number), tables.DEVICE + member(number)])
        return access.issue(session, club_id, member(number))


def read(engine: Engine, club_id: str) -> tuple[Club, store.Head]:
    with UnitOfWork(engine) as session:
        return _load_with_head(session, club_id)


def record(engine: Engine, club_id: str, actor: str, command: Mapping[str, Any], key: str,
           if_match: int | None = None, stamps: Mapping[str, Any] | None = None) -> Recorded:
    """Decide on a command and append what it causes, exactly once per key. `stamps`: what the service adds to
    the command (the time, a night's table), which a retry of the same request may not repeat."""
    request_hash = digest(canonical({"actor": actor, "command": command}))
    if command.get("type") == ACKNOWLEDGE:
        return _acknowledge(engine, club_id, actor, command, key, request_hash)
    command = {**command, "at": _now(), **(stamps or {})}
    for _ in range(tables.RETRIES):
        try:
            with UnitOfWork(engine, write=True) as session:
                opened = _opened(session, club_id, write=True, key=key)
                if key in opened.keyed:
                    earlier = store.load_batch(session, club_id, opened.keyed[key])
                    if earlier[0].request_hash != request_hash:
                        raise KeyReused("idempotency_key_reused",
                                        "This Idempotency-Key was already used for a different request.")
                    return Recorded(earlier, replayed=True)
                head = _intact(opened)
                club = _fold(session, club_id)
                if if_match is not None and if_match != club.version:
                    raise VersionConflict("version_conflict", f"The club has moved on to version {club.version} "
                                                              f"since version {if_match}; reload and try again.")
                drafts = rules.decide(club, actor, command)
                stored = store.append(session, club_id, head.version, [to_new(d) for d in drafts], key=key,
                                      request_hash=request_hash, head=head, rules_version=version.RULES_VERSION)
                return Recorded(stored, replayed=False)
        except store.Conflict:
            if if_match is not None:
                raise VersionConflict("version_conflict", "Someone else wrote to the club first; reload and try "
                                                          "again.") from None
    raise VersionConflict("busy", "The club is very busy right now; try again.")


def _acknowledge(engine: Engine, club_id: str, actor: str, command: Mapping[str, Any], key: str,
                 request_hash: str) -> Recorded:
    """A host looked at damage to the club's log: an event of its own records it, and the log goes on from
    its stored rows (as a table's does)."""
    with UnitOfWork(engine, write=True) as session:
        opened = _opened(session, club_id, write=True, key=key)
        if key in opened.keyed:
            return Recorded(store.load_batch(session, club_id, opened.keyed[key]), replayed=True)
        if not _fold(session, club_id).is_host(actor):
            raise Forbidden("host_only", "Only a host of the club can acknowledge damage to its log.")
        damage = opened.damage
        if damage is None:
            raise VersionConflict("log_intact", "The club's log passed its check: there is no damage to acknowledge.")
        if command.get("at_version") != damage.version:
            raise VersionConflict("other_damage", f"The log's check fails at version {damage.version}, not at "
                                                  f"{command.get('at_version')}: acknowledge what you looked at.")
        payload = {"at_version": damage.version, "reason": damage.reason, "rows": damage.rows,
                   "stored_head": {"version": damage.stored.version, "hash": damage.stored.hash},
                   "found_head": {"version": damage.found.version, "hash": damage.found.hash}}
        stored = store.acknowledge(session, club_id, payload, key=key, request_hash=request_hash,
                                   rules_version=version.RULES_VERSION)
    return Recorded([stored], replayed=False)


@dataclass(frozen=True)
class OpenedNight:
    night: str
    host_token: str
    join_code: str
    replayed: bool


def open_night(engine: Engine, club_id: str, actor: str, name: str, members: list[int],
               stakes: Mapping[str, int] | None, key: str) -> OpenedNight:
    """A night for the club, its ticked members seated in the order ticked: its table, then the club's record
    of it. The opener gets the night's host link and a join code for guests."""
    club, _ = read(engine, club_id)
    earlier = _night_of_key(engine, club_id, key)
    if earlier is None:
        seats = rules.seating(club, actor, members)  # refused here, before any table is made
        names = [club.members[number].name for number in seats.values()]
        created = tables.create_table(engine, name or club.name, club.currency, club.unit, names, stakes,
                                      club.member_of(actor).name, club_id)
        recorded = record(engine, club_id, actor, {"type": "open_night", "name": name or club.name,
                                                   "members": members}, key, stamps={"night": created.id})
        if not recorded.replayed:
            return OpenedNight(created.id, created.host_token, created.join_code, False)
        earlier = recorded.events[0]  # a retry that ran beside the first: the first one's night stands
    # A retry: the same night, with a fresh host link and join code (the first ones are kept only as hashes).
    if earlier.actor != actor:
        raise KeyReused("idempotency_key_reused", "This Idempotency-Key was already used for a different request.")
    host_token, code = tables.new_host_keys(engine, earlier.payload["night"])
    return OpenedNight(earlier.payload["night"], host_token, code, True)


def _night_of_key(engine: Engine, club_id: str, key: str) -> store.StoredEvent | None:
    with UnitOfWork(engine) as session:
        opened = _opened(session, club_id, key=key)
        if key not in opened.keyed:
            return None
        batch = store.load_batch(session, club_id, opened.keyed[key])
    if batch[0].type != "night_opened":
        raise KeyReused("idempotency_key_reused", "This Idempotency-Key was already used for a different request.")
    return batch[0]


def seat_for(engine: Engine, club_id: str, actor: str, night: str) -> dict:
    """A key for the member's own seat at one of the club's nights: the seat the night was opened with, or a
    new one (a member who came late), recorded on the club too. No new link is needed."""
    club, _ = read(engine, club_id)
    found = club.nights.get(night)
    if found is None:
        raise NotFound("no_such_night", "That night is not one of the club's.")
    number = club.member_of(actor).number if club.member_of(actor) else None
    if number is None:
        raise Unauthorized("bad_token", "This needs your member link.")
    seat = next((seat for seat, who in found.seats.items() if who == number), None)
    if seat is not None:
        return {"seat": seat, "token": tables.device_key(engine, night, f"seat:{seat}")}
    seated = tables.seat_newcomer(engine, night, club.members[number].name)
    record(engine, club_id, actor, {"type": "seat_member", "night": night, "seat": seated["seat"]},
           f"seat:{night}:{number}")
    return seated


def host_key(engine: Engine, club_id: str, actor: str, night: str) -> str:
    """A key that makes a club host's phone the host of one of the club's nights."""
    club, _ = read(engine, club_id)
    if night not in club.nights:
        raise NotFound("no_such_night", "That night is not one of the club's.")
    if not club.is_host(actor):
        raise Forbidden("host_only", "Only a host of the club can host its nights.")
    return tables.device_key(engine, night, HOST)


def club_of_night(engine: Engine, club_id: str, night: str, principal: str) -> dict | None:
    """The club a night's pages lead back to, for the night's host and the members seated at it; None for a
    guest, or when the club cannot be read (a night is played on whatever befalls its club's log)."""
    try:
        club, _ = read(engine, club_id)
    except (ClubNotFound, LogDamaged):
        return None
    found = club.nights.get(night)
    if found is None or (principal != HOST and actor_seat(principal) not in found.seats):
        return None
    return {"id": club_id, "name": club.name}


def _load(session: Session, club_id: str) -> Club:
    return _load_with_head(session, club_id)[0]


def _load_with_head(session: Session, club_id: str) -> tuple[Club, store.Head]:
    head = _intact(_opened(session, club_id))
    return _fold(session, club_id), head


def _fold(session: Session, club_id: str) -> Club:
    return rules.replay(to_event(event) for event in store.load(session, club_id))


def _opened(session: Session, club_id: str, write: bool = False, key: str | None = None) -> store.Opened:
    opened = store.open_stream(session, club_id, write, [key] if key else ()) if is_club(club_id) else None
    if opened is None:
        raise ClubNotFound(club_id)
    return opened


def _intact(opened: store.Opened) -> store.Head:
    if opened.damage is not None:
        raise LogDamaged(opened.damage.version, opened.damage.reason)
    return opened.head


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def verify(engine: Engine, club_id: str, since: int | None = None, hash_: str | None = None) -> dict:
    """The club's log checked as a night's is: the head, the hash chain, every event folded again, and its
    money (the payments confirmed) adding up to zero and matching the balances kept beside it."""
    walk = _Walk(since)
    with UnitOfWork(engine) as session:
        opened = _opened(session, club_id)
        unreadable = streamed.each(session, club_id, walk.add)
        cached = balances.of(session, club_id)
    mismatch = walk.mismatch(unreadable, opened.damage, cached)
    if mismatch is not None and opened.damage is None:  # found where no append looks: appends stop here
        with UnitOfWork(engine, write=True) as session:
            store.record_failure(session, club_id, mismatch["version"], mismatch["reason"])
    report = {"ok": mismatch is None, "head": {"version": opened.head.version, "hash": opened.head.hash},
              "first_mismatch": mismatch}
    if since is not None:
        report["extends"] = mismatch is None and (hash_ == GENESIS if since == 0 else walk.hash_at_since == hash_)
    return report


class _Walk:
    """What a check of a club's log follows through its rows as they are read, so a long log is never held
    whole: the chain, the club folded, its money, and the hash of the version a phone saw (`since`)."""

    FOLDING = (KeyError, TypeError, ValueError, AttributeError)  # an event that no longer folds

    def __init__(self, since: int | None = None) -> None:
        self.chain = Chain()
        self.club = Club()
        self.failure: Exception | None = None  # the fold's own, counted only if the chain holds
        self.posted: dict[str, int] = {}
        self.last = 0
        self.since, self.hash_at_since = since, None

    def add(self, event: store.StoredEvent) -> None:
        self.chain.add(event)
        if self.failure is None:
            try:
                self.club = rules.apply(self.club, to_event(event))
            except Exception as error:  # a row the chain fails may be anything
                self.failure = error
        self.posted = money.fold(self.posted, event.postings)
        self.last = event.version
        if event.version == self.since:
            self.hash_at_since = event.hash

    def mismatch(self, unreadable: int | None, damage: store.Damage | None, cached: dict[str, int],
                 cache: bool = True) -> dict | None:
        """The first thing wrong with the club's log (and, with `cache`, with the balances kept beside it)."""
        broken = audit.first_break(self.chain.problems(), unreadable, damage)
        if broken is not None:
            return broken
        if isinstance(self.failure, self.FOLDING):
            return {"version": self.last, "reason": "the log cannot be folded again"}
        if self.failure is not None:
            raise self.failure
        folded = self.posted
        if sum(folded.values()) != 0 or folded != dict(self.club.accounts) or (cache and folded != cached):
            return {"version": self.last,
                    "reason": "the payments of the log do not add up to the balances kept beside it"}
        return None


def rebuild(engine: Engine) -> tuple[list[str], dict[str, str]]:
    """Fold every club's balances cache (its confirmed payments) again from its log, where its log holds; a club
    whose log fails is left as it is, its failure recorded, as a table's is."""
    rebuilt, refused = [], {}
    with UnitOfWork(engine) as session:
        found = [stream for stream in store.stream_ids(session) if is_club(stream)]
    for club_id in found:
        with UnitOfWork(engine, write=True) as session:
            opened = _opened(session, club_id)
            walk = _Walk()
            unreadable = streamed.each(session, club_id, walk.add)
            mismatch = walk.mismatch(unreadable, opened.damage, balances.of(session, club_id), cache=False)
            if mismatch is not None:
                if opened.damage is None:
                    store.record_failure(session, club_id, mismatch["version"], mismatch["reason"])
                refused[club_id] = f"version {mismatch['version']}: {mismatch['reason']}"
                continue
            store.rebuild_balances(session, club_id, walk.posted)
            rebuilt.append(club_id)
    return rebuilt, refused
