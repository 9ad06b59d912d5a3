"""The deal's last action still standing, shown on the deal page: read from the end of the log, once per head."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy.orm import Session

from ledger import store
from ledger.db import database
from referee.rules.night.state import Deal
from referee.rules.night.undo import TAKE_BACK

from .recent import Recent
from .replay import CAPACITY

LAST_FEW = 12
BETTING = ("check", "bet", "call", "raise", "complete", "fold", "all_in")


@dataclass(frozen=True)
class Standing:
    """The last action standing as read at one head of a deal."""
    start: int
    version: int
    hash: str
    found: dict | None


_standing = Recent(CAPACITY)  # by (database, table): the deal's last action as read at the latest head read


def last_action(session: Session, table_id: str, deal: Deal, head: store.Head) -> dict | None:
    """The deal's last action still standing (`last_of`), read from the end of the log back: the last few
    events, then more, until one stands or the deal's start is reached. A take-back comes after what it takes
    back, so every take-back that voids an event read is read too. Every phone at the table asks for it when
    the head moves: it is read once per head, and from the head it was last read at when the deal's log has
    only grown since (a deal with no bet yet would otherwise be read whole at every head)."""
    key = (database(session.get_bind()), table_id)
    start, window = deal.first_version - 1, LAST_FEW
    earlier = _standing.get(key)
    if earlier is not None and earlier.start == start:
        if (earlier.version, earlier.hash) == (head.version, head.hash):
            return earlier.found
        if earlier.version < head.version:
            grown = store.load(session, table_id, earlier.version, head.version)
            if grown and grown[0].prev_hash == earlier.hash and all(event.type != TAKE_BACK for event in grown):
                return _found(key, head, start, last_of(grown) or earlier.found)
    while True:
        after = max(start, head.version - window)
        found = last_of(store.load(session, table_id, after, head.version))
        if found is not None or after == start:
            return _found(key, head, start, found)
        window *= 4


def kept(key: tuple[str, str], deal: Deal, head: store.Head) -> Standing | None:
    """The last action as this process read it at `head` of this deal, if it did."""
    earlier = _standing.get(key)
    if earlier is None or (earlier.start, earlier.version, earlier.hash) != (deal.first_version - 1, head.version,
                                                                             head.hash):
        return None
    return earlier


def _found(key: tuple, head: store.Head, start: int, found: dict | None) -> dict | None:
    _standing.put(key, Standing(start, head.version, head.hash, found))
    return found


def last_of(events: list[store.StoredEvent]) -> dict | None:
    """The deal's last bet, call, check or fold still standing (a take-back voids what it names):
    the seat, what it did, and the amount it said and the chips it moved. Bets are public: no card in it."""
    voided = {version for event in events if event.type == TAKE_BACK for version in event.payload.get("versions", ())}
    for event in reversed(events):
        if event.version in voided:
            continue
        if event.type in BETTING and event.actor.startswith("seat:"):
            return {"seat": int(event.actor[5:]), "type": event.type, "amount": event.payload.get("amount"),
                    "chips": event.payload.get("chips", 0)}
        if event.type == "bring_in":
            return {"seat": event.payload["seat"], "type": "bring_in", "amount": event.payload["amount"],
                    "chips": event.payload["amount"]}
    return None
