"""Tables: create one, join one, and know who is asking."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Mapping, Sequence

from sqlalchemy import Connection, Engine
from sqlalchemy.orm import Session

from ledger import access, store
from ledger.db import UnitOfWork, database, single_statement
from referee.rules.engine.events import HOST, actor_seat
from referee.rules.night import night as rules
from referee.rules import version

from . import announcements
from .club_ids import is_club
from .errors import Forbidden, LogDamaged, NoSuchSeat, TableNotFound, Unauthorized, VersionConflict
from .recent import Recent
from .replay import load_night
from .stream import to_new

JOIN = "join"
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


def create_table(engine: Engine, name: str, currency: str, unit: int, players: list[str],
                 stakes: Mapping[str, int] | None = None, host: str = "", club: str = "") -> CreatedTable:
    # Letters and digits only: an id is typed into shells and URLs.
    table_id = "".join(secrets.choice(ID_ALPHABET) for _ in range(12))
    join_code = _join_code()
    with UnitOfWork(engine, write=True) as session:
        store.create_stream(session, table_id)
        opened = rules.open_table(name, currency, unit, players, stakes, host, club)
        store.append(session, table_id, 0, [to_new(opened)], rules_version=version.RULES_VERSION)
        host_token = access.issue(session, table_id, HOST)
        access.issue(session, table_id, JOIN, join_code)
        seats = [
            {"seat": seat, "name": player, "token": access.issue(session, table_id, f"seat:{seat}")}
            for seat, player in enumerate(players, start=1)
        ]
    return CreatedTable(table_id, join_code, host_token, seats)


def join_table(engine: Engine, table_id: str, join_code: str, name: str) -> dict:
    return _seat_newcomer(engine, table_id, name, join_code, "")


def seat_newcomer(engine: Engine, table_id: str, name: str) -> dict:
    """A seat, and a phone's own key for it, for a player someone else vouches for (a club's member): as a
    latecomer's, without a join code."""
    return _seat_newcomer(engine, table_id, name, None, DEVICE)


def _seat_newcomer(engine: Engine, table_id: str, name: str, join_code: str | None, key_kind: str) -> dict:
    for _ in range(RETRIES):
        try:
            with UnitOfWork(engine, write=True) as session:
                opened = open_table(session, table_id, write=True)
                if join_code is not None and access.principal_of(session, table_id, join_code) != JOIN:
                    raise Unauthorized("bad_join_code", "That join code is not this table's.")
                head = store.intact(opened)  # before folding rows that may be damaged
                night = load_night(session, table_id, head)
                if night.closed:
                    raise VersionConflict("table_closed", "The night is closed: nobody can join now.")
                draft = rules.join(night, name)
                [joined] = store.append(session, table_id, night.version, [to_new(draft)], head=head,
                                        rules_version=version.RULES_VERSION)
                seat = draft.payload["seat"]
                token = access.issue(session, table_id, f"{key_kind}seat:{seat}")
                now = store.Head(joined.version, joined.hash)
                announcements.tell(session, table_id, now)
            announcements.announce(engine, table_id, now)
            return {"seat": seat, "token": token}
        except store.Conflict:
            continue
        except store.Damaged as error:
            raise LogDamaged(error.damage.version, error.damage.reason) from None
    raise VersionConflict("busy", "The table is very busy right now; try again.")


def device_key(engine: Engine, table_id: str, principal: str) -> str:
    """A phone's own key for a seat or the host, handed to a phone someone else vouches for (a club's
    member's, or its host's)."""
    with UnitOfWork(engine, write=True) as session:
        _require_table(session, table_id)
        return access.issue(session, table_id, DEVICE + principal)


def new_host_keys(engine: Engine, table_id: str) -> tuple[str, str]:
    """Another host key and join code for the table (for whoever opened it, asking again)."""
    with UnitOfWork(engine, write=True) as session:
        _require_table(session, table_id)
        code = _join_code()
        return access.issue(session, table_id, HOST), access.issue(session, table_id, JOIN, code)


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
        principal = _bearer(session, table_id, token).principal
        try:
            if kept and _bearer(session, table_id, kept).principal == principal:
                return kept
        except Unauthorized:
            pass  # the key the phone held has ended (its link was replaced): it gets a new one
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


@dataclass(frozen=True)
class Bearer:
    """Who a token speaks for, as the table's keys stood at its access version."""

    principal: str
    token: str | None
    access_version: int


# By (database, table, key hash): the principal and access version found last (never the token itself).
_remembered = Recent(4096)


def authenticate(engine: Engine, table_id: str, token: str | None) -> str:
    """The principal ("host" or "seat:N") the token speaks for, or Unauthorized: one statement, outside any
    transaction of the request's own."""
    return bearer(engine, table_id, token).principal


def bearer(engine: Engine, table_id: str, token: str | None, remembered: bool = False) -> Bearer:
    """Who the token speaks for, or Unauthorized. With `remembered`, what this process found for the token
    last, if anything, without asking the database: for an append, which checks it against the table's
    access version in the statement it reads the head with (`checked`)."""
    known = _remembered.get(_key(engine, table_id, token)) if remembered and token else None
    if known is not None:
        return Bearer(known[0], token, known[1])
    with single_statement(engine) as connection:
        found = _bearer(connection, table_id, token)
    _remembered.put(_key(engine, table_id, token), (found.principal, found.access_version))
    return found


def checked(connection: Connection, table_id: str, bearer_: Bearer, access_version: int) -> str:
    """The bearer's principal as the table's keys stand at `access_version`: asked again, in the transaction
    of `connection`, if any key was removed or changed since it was found; or Unauthorized."""
    if bearer_.access_version == access_version:
        return bearer_.principal
    found = _bearer(connection, table_id, bearer_.token)
    _remembered.put(_key(connection.engine, table_id, bearer_.token), (found.principal, found.access_version))
    if found.principal != bearer_.principal:
        raise _unauthorized()
    return found.principal


def _key(engine: Engine, table_id: str, token: str | None) -> tuple:
    return database(engine), table_id, access.key_hash(table_id, token or "")


def bearer_and_head(engine: Engine, table_id: str, token: str | None) -> tuple[Bearer, int, store.Head | None]:
    """Who the token speaks for (or Unauthorized), the table's version, and its head if its log is whole
    (`access.bearer_and_head`): one statement."""
    with single_statement(engine) as connection:
        found = access.bearer_and_head(connection, table_id, token)
    if found is None:
        raise TableNotFound(table_id)
    return _bearer_of(found[:2], token), found[2], found[3]


def _bearer(connection, table_id: str, token: str | None) -> Bearer:
    found = None if is_club(table_id) else access.bearer(connection, table_id, token)
    if found is None:
        raise TableNotFound(table_id)
    return _bearer_of(found, token)


def _bearer_of(found: tuple[str | None, int], token: str | None) -> Bearer:
    principal, access_version = found
    if principal is None or principal == JOIN:
        raise _unauthorized()
    return Bearer(principal.removeprefix(DEVICE), token, access_version)


def _unauthorized() -> Unauthorized:
    return Unauthorized("bad_token", "This needs your seat's link or the host's: send 'Authorization: Bearer <token>'.")


def _join_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(6))


def _require_table(session: Session, table_id: str) -> None:
    if is_club(table_id) or not store.stream_exists(session, table_id):
        raise TableNotFound(table_id)


def open_night(session: Session, table_id: str) -> tuple[store.Opened, rules.Night]:
    """The table as this read finds it (head and damage, in one statement) and its state at that head."""
    opened = open_table(session, table_id)
    return opened, load_night(session, table_id, opened.head)


def open_table(session: Session, table_id: str, write: bool = False, keys: Sequence[str] = (),
               after: int | None = None) -> store.Opened:
    """The table's head and any damage found (and the batches of idempotency keys, and for a writer the events
    after `after`), in the transaction's first statement; or TableNotFound."""
    opened = None if is_club(table_id) else store.open_stream(session, table_id, write, keys, after)
    if opened is None:
        raise TableNotFound(table_id)
    return opened


def _require_host(session: Session, table_id: str, principal: str) -> None:
    _require_table(session, table_id)
    if principal != HOST:
        raise Forbidden("host_only", "Only the host can hand out new links and join codes.")


def viewer_seat(principal: str) -> int | None:
    return actor_seat(principal)
