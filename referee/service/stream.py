"""Between the engine's drafts and events and the store's rows."""

from __future__ import annotations

from ledger.money import Posting
from ledger.store import NewEvent, StoredEvent
from referee.rules.engine.events import Draft, Event


def to_new(draft: Draft) -> NewEvent:
    return NewEvent(
        type=draft.type,
        actor=draft.actor,
        payload=dict(draft.payload),
        postings=tuple(Posting(*p) for p in draft.postings),
    )


def to_event(stored: StoredEvent) -> Event:
    return Event(
        version=stored.version,
        type=stored.type,
        actor=stored.actor,
        payload=stored.payload,
        postings=tuple((p.source, p.target, p.amount) for p in stored.postings),
    )
