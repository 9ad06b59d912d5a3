"""Tables: create one, join one, know who is asking, and record what happens."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any, Mapping

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from ledger import access, store
from ledger.chain import canonical, digest
from ledger.db import UnitOfWork, single_statement
from referee.rules.engine.events import HOST, Draft, actor_seat
from referee.rules.night import night as rules

from . import snapshots
from .errors import Forbidden, KeyReused, LogDamaged, NoSuchSeat, TableNotFound, Unauthorized, VersionConflict
from .replay import fold, load_night, remember
from .stream import to_new

JOIN = "join"
ACKNOWLEDGE = "acknowledge_damage"
# A phone signed in by a link holds its own key, "device:" and the principal: a new link for the seat ends
# them all, leaving ends one, and their number is how many phones a seat is signed in on.
DEVICE = "device:"
# Letters and digits that can't be misread for each other across a table.
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
ID_ALPHABET = "abcdefghijkmnopqrstuvwxyz23456789"
RETRIES = 8


@dataclass(frozen=True)
class CreatedTable:
    id: str
    join_code: str
    host_token: str
    seats: list[dict]


@dataclass(frozen=True)
class Recorded:
    events: list[store.StoredEvent]
    replayed: bool


def create_table(engine: Engine, name: str, currency: str, unit: int, players: list[str],
                 stakes: Mapping[str, int] | None = None, host: str = "") -> CreatedTable:
    # Letters and digits only: an id is typed into shells and URLs.
    table_id = "".join(secrets.choice(ID_ALPHABET) for _ in range(12))
    join_code = _join_code()
    with UnitOfWork(engine, write=True) as session:
        store.create_stream(session, table_id)
        opened = rules.open_table(name, currency, unit, players, stakes, host)
        store.append(session, table_id, 0, [to_new(opened)])
        host_token = access.issue(session, table_id, HOST)
        access.issue(session, table_id, JOIN, join_code)
        seats = [
            {"seat": seat, "name": player, "token": access.issue(session, table_id, f"seat:{seat}")}
            for seat, player in enumerate(players, start=1)
        ]
    return CreatedTable(table_id, join_code, host_token, seats)


def join_table(engine: Engine, table_id: str, join_code: str, name: str) -> dict:
    for _ in range(RETRIES):
        try:
            with UnitOfWork(engine, write=True) as session:
                opened = open_table(session, table_id, write=True)
                if access.principal_of(session, table_id, join_code) != JOIN:
                    raise Unauthorized("bad_join_code", "That join code is not this table's.")
                head = store.intact(opened)  # before folding rows that may be damaged
                night = load_night(session, table_id, head)
                if night.closed:
                    raise VersionConflict("table_closed", "The night is closed: nobody can join now.")
                draft = rules.join(night, name)
                store.append(session, table_id, night.version, [to_new(draft)], head=head)
                seat = draft.payload["seat"]
                return {"seat": seat, "token": access.issue(session, table_id, f"seat:{seat}")}
        except store.Conflict:
            continue
        except store.Damaged as error:
            raise LogDamaged(error.damage.version, error.damage.reason) from None
    raise VersionConflict("busy", "The table is very busy right now; try again.")


def new_seat_link(engine: Engine, table_id: str, principal: str, seat: int) -> str:
    """A fresh secret for a seat whose phone is lost or dead: the old link, and every phone signed in
    with it, stop working."""
    with UnitOfWork(engine, write=True) as session:
        _require_host(session, table_id, principal)
        if seat not in load_night(session, table_id).seat_numbers():
            raise NoSuchSeat("unknown_seat", f"There is no seat {seat} at this table.")
        access.revoke(session, table_id, [f"seat:{seat}", f"{DEVICE}seat:{seat}"])
        return access.issue(session, table_id, f"seat:{seat}")


def sign_in_device(engine: Engine, table_id: str, token: str | None, kept: str | None) -> str:
    """The key of the phone following a link: the one it already holds for that principal, or a new one."""
    with UnitOfWork(engine, write=True) as session:
        _require_table(session, table_id)
        principal = _principal(session, table_id, token)
        if kept and _principal(session, table_id, kept) == principal:
            return kept
        return access.issue(session, table_id, DEVICE + principal)


def sign_out_device(engine: Engine, table_id: str, kept: str | None) -> None:
    with UnitOfWork(engine, write=True) as session:
        _require_table(session, table_id)
        if kept and (access.principal_of(session, table_id, kept) or "").startswith(DEVICE):
            access.forget(session, table_id, kept)


def devices(engine: Engine, table_id: str) -> dict[str, int]:
    """On how many phones each principal ("host", "seat:N") is signed in."""
    with UnitOfWork(engine) as session:
        _require_table(session, table_id)
        held = access.counts(session, table_id)
    return {principal[len(DEVICE):]: count for principal, count in held.items() if principal.startswith(DEVICE)}


def new_join_code(engine: Engine, table_id: str, principal: str) -> str:
    """Another join code for latecomers (codes are kept only as hashes, so none can be shown again)."""
    with UnitOfWork(engine, write=True) as session:
        _require_host(session, table_id, principal)
        code = _join_code()
        access.issue(session, table_id, JOIN, code)
        return code


def authenticate(engine: Engine, table_id: str, token: str | None) -> str:
    """The principal ("host" or "seat:N") the token speaks for, or Unauthorized: one statement, outside any
    transaction of the request's own."""
    with single_statement(engine) as connection:
        return _principal(connection, table_id, token)


def _principal(connection, table_id: str, token: str | None) -> str:
    principal = access.bearer(connection, table_id, token)
    if principal is access.NO_STREAM:
        raise TableNotFound(table_id)
    if principal is None or principal == JOIN:
        raise Unauthorized(
            "bad_token",
            "This needs your seat's link or the host's: send 'Authorization: Bearer <token>'.",
        )
    return principal.removeprefix(DEVICE)


def record(
    engine: Engine,
    table_id: str,
    actor: str,
    command: Mapping[str, Any],
    key: str,
    if_match: int | None = None,
) -> Recorded:
    """Decide on a command and append what it causes, exactly once per key."""
    request_hash = digest(canonical({"actor": actor, "command": command}))
    for _ in range(RETRIES):
        try:
            with UnitOfWork(engine, write=True) as session:
                opened = open_table(session, table_id, write=True, key=key)
                if opened.keyed is not None:
                    earlier = store.load_batch(session, table_id, opened.keyed)
                    if earlier[0].request_hash != request_hash:
                        raise KeyReused(
                            "idempotency_key_reused",
                            "This Idempotency-Key was already used for a different request.",
                        )
                    return Recorded(earlier, replayed=True)
                if command.get("type") == ACKNOWLEDGE:
                    return Recorded([_acknowledge(session, table_id, opened, actor, command, key, request_hash)],
                                    False)
                head = store.intact(opened)  # before folding rows that may be damaged
                night = load_night(session, table_id, head)
                if if_match is not None and if_match != night.version:
                    raise VersionConflict(
                        "version_conflict",
                        f"The table has moved on to version {night.version} since version {if_match}; "
                        "reload and try again.",
                    )
                drafts = rules.decide(night, actor, command)
                stored = store.append(session, table_id, night.version, _new(drafts), key=key,
                                      request_hash=request_hash, head=head)
                after = fold(stored, night)
                snapshots.keep(session, table_id, night.version, after, stored[-1].hash)
            remember(engine, table_id, after, stored[-1].hash)  # committed: the next request starts here
            return Recorded(stored, replayed=False)
        except store.Conflict:
            if if_match is not None:
                raise VersionConflict("version_conflict", "Someone else wrote to the table first; reload and try again.")
        except store.Damaged as error:
            raise LogDamaged(error.damage.version, error.damage.reason) from None
    raise VersionConflict("busy", "The table is very busy right now; try again.")


def _acknowledge(session: Session, table_id: str, opened: store.Opened, actor: str, command: Mapping[str, Any],
                 key: str, request_hash: str) -> store.StoredEvent:
    """The host looked at the damage: an event of its own records where the check failed and the heads
    found, and the log goes on from its stored rows."""
    if actor != HOST:
        raise Forbidden("host_only", "Only the host can acknowledge damage to the log.")
    damage = opened.damage
    if damage is None:
        raise VersionConflict("log_intact", "The log passed its check: there is no damage to acknowledge.")
    if command.get("at_version") != damage.version:
        raise VersionConflict("other_damage", f"The log's check fails at version {damage.version}, not at "
                                              f"{command.get('at_version')}: acknowledge what you looked at.")
    payload = {"at_version": damage.version, "reason": damage.reason, "rows": damage.rows,
               "stored_head": {"version": damage.stored.version, "hash": damage.stored.hash},
               "found_head": {"version": damage.found.version, "hash": damage.found.hash}}
    return store.acknowledge(session, table_id, payload, key=key, request_hash=request_hash)


def _join_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(6))


def _new(drafts: list[Draft]):
    return [to_new(draft) for draft in drafts]


def _require_table(session: Session, table_id: str) -> None:
    if not store.stream_exists(session, table_id):
        raise TableNotFound(table_id)


def open_night(session: Session, table_id: str) -> tuple[store.Opened, rules.Night]:
    """The table as this read finds it (head and damage, in one statement) and its state at that head."""
    opened = open_table(session, table_id)
    return opened, load_night(session, table_id, opened.head)


def open_table(session: Session, table_id: str, write: bool = False, key: str | None = None) -> store.Opened:
    """The table's head and any damage found (and the batch of an idempotency key), in the transaction's first
    statement; or TableNotFound."""
    opened = store.open_stream(session, table_id, write, key)
    if opened is None:
        raise TableNotFound(table_id)
    return opened


def _require_host(session: Session, table_id: str, principal: str) -> None:
    _require_table(session, table_id)
    if principal != HOST:
        raise Forbidden("host_only", "Only the host can hand out new links and join codes.")


def viewer_seat(principal: str) -> int | None:
    return actor_seat(principal)
