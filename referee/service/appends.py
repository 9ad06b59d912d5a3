"""Recording what happens at a table: each command decided on the night as it stands and appended, exactly
once per idempotency key.

Commands that reach one table together are written together. A table's writers queue anyway (each event
is chained to the one before), and a transaction costs about as much for one batch as for several: so
while one request writes, the requests that arrive for the same table wait, and the next writer takes
them all into one transaction, with those that arrive while it waits for the table's lock. Each is
decided in turn on the night the ones before it left, as if they had come one by one, and each is its own
batch, with its own key and its own answer; a command the rules refuse is answered alone while the others
are written. The database's lock still orders the writers of different processes: the queue only gathers
those of one.

SQLite lets one writer in at a time, whatever the table: there the queue is the database's, and one
transaction writes every table's requests that waited (each table's own batches, chained as above). Each
turn at SQLite's lock passes through a busy worker's queue of requests before the next writer can take it:
at a hundred appends a second over 300 tables, those waits, not the writes, held the appends back.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable, Mapping

from sqlalchemy import Engine
from sqlalchemy.orm import Session

from ledger import store
from ledger.chain import canonical, digest
from ledger.db import UnitOfWork, database
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules import version

from . import announcements, snapshots
from .errors import Forbidden, KeyReused, LogDamaged, Unauthorized, VersionConflict
from .recent import Recent
from .replay import fold, folded_version, load_night, remember
from .stream import to_new
from .tables import RETRIES, Bearer, checked, open_table

ACKNOWLEDGE = "acknowledge_damage"


@dataclass(frozen=True)
class Recorded:
    events: list[store.StoredEvent]
    replayed: bool


def record(
    engine: Engine,
    table_id: str,
    actor: str,
    command: Mapping[str, Any],
    key: str,
    if_match: int | None = None,
    bearer: Bearer | None = None,
) -> Recorded:
    """Decide on a command and append what it causes, exactly once per key. `bearer`: the token the actor
    was known by, asked about again in the transaction if the table's keys changed since."""
    request = _Request(table_id, actor, command, key, if_match,
                       digest(canonical({"actor": actor, "command": command})), bearer)
    if command.get("type") == ACKNOWLEDGE:
        _write(engine, [request], _acknowledged)  # reads the damage as found: never with others
    else:
        _queue(engine, request)
    if isinstance(request.answer, BaseException):
        raise request.answer
    if not request.answer.replayed:
        last = request.answer.events[-1]
        announcements.announce(engine, table_id, store.Head(last.version, last.hash))
    return request.answer


@dataclass(eq=False)
class _Request:
    table_id: str
    actor: str
    command: Mapping[str, Any]
    key: str
    if_match: int | None
    request_hash: str
    bearer: Bearer | None
    answer: Recorded | BaseException | None = None
    turn: threading.Event = field(default_factory=threading.Event)  # answered, or its turn to write


class _Line:
    """The requests waiting to write to one table (on SQLite: to the database) in this process, and whether one
    is writing."""

    def __init__(self):
        self.lock = threading.Lock()
        self.waiting: list[_Request] = []
        self.writing = False


_lines = Recent(1024)  # by (database, table), or database; a line forgotten while in use only gathers less
_lines_lock = threading.Lock()


def line_of(engine: Engine, table_id: str) -> tuple[str, ...]:
    return (database(engine),) if engine.dialect.name == "sqlite" else (database(engine), table_id)


def _queue(engine: Engine, request: _Request) -> None:
    named = line_of(engine, request.table_id)
    with _lines_lock:
        line = _lines.get(named)
        if line is None:
            line = _Line()
            _lines.put(named, line)
    with line.lock:
        line.waiting.append(request)
        first = not line.writing
        line.writing = True
    if not first:
        request.turn.wait()
        if request.answer is not None:
            return
    taken: list[_Request] = []

    def take() -> list[_Request]:
        """Everyone waiting by now."""
        with line.lock:
            more, line.waiting = line.waiting, []
        taken.extend(more)
        return more

    try:
        _write(engine, take(), partial(_decided, take=take))
    finally:
        for other in taken:
            other.turn.set()
        with line.lock:
            if line.waiting:
                line.waiting[0].turn.set()  # the next writer takes everyone waiting by then
            else:
                line.writing = False


def _write(engine: Engine, group: list[_Request],
           write: Callable[[Session, list[_Request]], list[tuple[str, rules.Night, str]]]) -> None:
    """Every request of the group answered: by what `write` recorded for it in one transaction, or by what
    refused it; decided again when another process wrote first."""
    try:
        for _ in range(RETRIES):
            try:
                with UnitOfWork(engine, write=True) as session:
                    written = write(session, group)
                for table_id, night, hash_ in written:
                    remember(engine, table_id, night, hash_)  # committed: the next request starts here
                return
            except store.Conflict:
                # Nothing was written (a key was used before, or another writer got in first): each request is
                # decided again, on the table as it stands then, a version it named checked again.
                for request in group:
                    request.answer = None
        for request in group:
            request.answer = VersionConflict("busy", "The table is very busy right now; try again.")
    except BaseException as error:  # the transaction failed: nothing was written, whatever it had decided
        for request in group:
            request.answer = error
        raise


def _decided(session: Session, group: list[_Request],
             take: Callable[[], list[_Request]]) -> list[tuple[str, rules.Night, str]]:
    """Each request's answer, table by table; the night and hash each table written to is left at. The
    requests that came while the lock was awaited (`take`) join the group: the lock is the wait that a
    write to a busy table spends most in."""
    written, pending = [], list(group)
    while pending:
        table_id = pending[0].table_id
        requests = [request for request in pending if request.table_id == table_id]
        opened = open_table(session, table_id, write=True, keys=[request.key for request in requests],
                            after=folded_version(session, table_id))
        late = take()
        group.extend(late)
        # The late ones' keys at this table are not looked up: one used before makes the write fail on its
        # unique index (a Conflict), and the group is decided again, every key looked up with the lock.
        requests += [request for request in late if request.table_id == table_id]
        pending = [request for request in pending + late if request.table_id != table_id]
        if (left := _decided_at(session, table_id, opened, requests)) is not None:
            written.append((table_id, *left))
    return written


def _decided_at(session: Session, table_id: str, opened: store.Opened,
                group: list[_Request]) -> tuple[rules.Night, str] | None:
    """Each request's answer at one table, its events sealed one batch after another and written together;
    the night and hash they leave, if any were."""
    head = night = None
    written: dict[str, list[store.StoredEvent]] = {}
    for request in group:
        if request.bearer is not None:
            try:
                checked(session.connection(), table_id, request.bearer, opened.access_version)
            except Unauthorized as refusal:
                request.answer = refusal
                continue
        earlier = written.get(request.key)
        if earlier is None and request.key in opened.keyed:
            earlier = store.load_batch(session, table_id, opened.keyed[request.key])
        if earlier is not None:
            request.answer = _replayed(request, earlier)
            continue
        try:
            if night is None:
                head = store.intact(opened)  # before folding rows that may be damaged
                night = load_night(session, table_id, head, opened)
            if request.if_match is not None and request.if_match != night.version:
                raise VersionConflict("version_conflict", f"The table has moved on to version {night.version} "
                                                          f"since version {request.if_match}; reload and try again.")
            drafts = rules.decide(night, request.actor, request.command)
        except store.Damaged as error:
            request.answer = LogDamaged(error.damage.version, error.damage.reason)
            continue
        except Exception as refusal:  # noqa: BLE001 - the rules' refusal (or fault) is this request's alone
            request.answer = refusal
            continue
        stored = store.seal([to_new(draft) for draft in drafts], table_id, head, request.key, request.request_hash,
                            version.RULES_VERSION)
        written[request.key] = stored
        night, head = fold(stored, night), store.Head(stored[-1].version, stored[-1].hash)
        request.answer = Recorded(stored, replayed=False)
    if not written:
        return None
    store.append_sealed(session, table_id, opened.head, [event for batch in written.values() for event in batch])
    announcements.tell(session, table_id, head)
    snapshots.keep(session, table_id, opened.head.version, night, head.hash)
    return night, head.hash


def _replayed(request: _Request, earlier: list[store.StoredEvent]) -> Recorded | KeyReused:
    if earlier[0].request_hash != request.request_hash:
        return KeyReused("idempotency_key_reused", "This Idempotency-Key was already used for a different request.")
    return Recorded(earlier, replayed=True)


def _acknowledged(session: Session, group: list[_Request]) -> list:
    """The host looked at the damage: an event of its own records where the check failed and the heads
    found, and the log goes on from its stored rows."""
    [request] = group
    table_id = request.table_id
    opened = open_table(session, table_id, write=True, keys=[request.key])
    if request.key in opened.keyed:
        request.answer = _replayed(request, store.load_batch(session, table_id, opened.keyed[request.key]))
        return []
    if request.actor != HOST:
        raise Forbidden("host_only", "Only the host can acknowledge damage to the log.")
    damage = opened.damage
    if damage is None:
        raise VersionConflict("log_intact", "The log passed its check: there is no damage to acknowledge.")
    if request.command.get("at_version") != damage.version:
        raise VersionConflict("other_damage", f"The log's check fails at version {damage.version}, not at "
                                              f"{request.command.get('at_version')}: acknowledge what you looked at.")
    payload = {"at_version": damage.version, "reason": damage.reason, "rows": damage.rows,
               "stored_head": {"version": damage.stored.version, "hash": damage.stored.hash},
               "found_head": {"version": damage.found.version, "hash": damage.found.hash}}
    stored = store.acknowledge(session, table_id, payload, key=request.key, request_hash=request.request_hash,
                               rules_version=version.RULES_VERSION)
    announcements.tell(session, table_id, store.Head(stored.version, stored.hash))
    request.answer = Recorded([stored], replayed=False)
    return []
