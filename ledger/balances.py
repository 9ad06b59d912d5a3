"""Each stream's balances by account: what its postings add up to, kept by the append that posts them so
that a read needs no fold of the log to know who holds what."""

from __future__ import annotations

from typing import Mapping

from sqlalchemy import bindparam, delete, select
from sqlalchemy.dialects.postgresql import insert as postgresql_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert
from sqlalchemy.orm import Session

from . import money
from .models import BalanceRow
from .money import Posting

_balances = BalanceRow.__table__


def of(session: Session, stream_id: str) -> dict[str, int]:
    rows = session.connection().execute(select(_balances.c.account, _balances.c.amount)
                                         .where(_balances.c.stream_id == stream_id))
    return {account: amount for account, amount in rows if amount}


def post(session: Session, stream_id: str, postings: list[Posting]) -> None:
    """Each account's change added to its balance: one statement, whatever the balances already hold."""
    add(session, stream_id, money.fold({}, postings))


def add(session: Session, stream_id: str, amounts: Mapping[str, int]) -> None:
    """Each account's amount (postings already folded) added to its balance, in one statement."""
    rows = [{"stream_id": stream_id, "account": account, "amount": amount} for account, amount in amounts.items()]
    if rows:
        connection = session.connection()
        drop_zeros(session, stream_id, connection.execute(_ADD[connection.dialect.name == "sqlite"], rows))


def changes(stream_id: str, postings: list[Posting]) -> list[dict]:
    """The rows `post` adds to the balances: each account's change."""
    return [{"stream_id": stream_id, "account": account, "amount": change}
            for account, change in money.fold({}, postings).items()]


def drop_zeros(session: Session, stream_id: str, added) -> None:
    """An account back at zero (a deal's pot once it is won) leaves the table, so the balances a read finds
    are as many as the accounts holding money, however many deals the night has had. `added`: each account
    posted to, with what it holds now."""
    zeros = [account for account, amount in added if amount == 0]
    if zeros:
        session.connection().execute(DROP_ZEROS, {"stream": stream_id, "accounts": zeros})


def added_on_postgresql(rows: list[dict]):
    """The upsert of `rows` as one statement, to be a part of a larger one."""
    return _add(postgresql_insert, rows)


def _add(insert_, rows: list[dict] | None = None):
    """Insert a balance, or add to the one there, and say what it holds now: built once per dialect, so it is
    compiled once (or with its rows, as a part of a larger statement)."""
    upsert = insert_(_balances) if rows is None else insert_(_balances).values(rows)
    return upsert.on_conflict_do_update(
        index_elements=["stream_id", "account"], set_={"amount": upsert.table.c.amount + upsert.excluded.amount},
    ).returning(upsert.table.c.account, upsert.table.c.amount)


_ADD = {True: _add(sqlite_insert), False: _add(postgresql_insert)}
DROP_ZEROS = delete(_balances).where(_balances.c.stream_id == bindparam("stream"), _balances.c.amount == 0,
                                     _balances.c.account.in_(bindparam("accounts", expanding=True)))
