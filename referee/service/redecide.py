"""The audit: every batch a player started, decided again from the state before it by today's rules.

A batch decided under today's rules version must be decided again exactly as it was stored: a difference
there is damage (a ruling rewritten behind the referee's back). A batch decided under another version
stands as recorded, since the night was refereed by the rules of its day; where today's rules would decide
it otherwise, that is a rules change, said in words and never held against the log.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ledger import store
from ledger.chain import ACKNOWLEDGED
from referee.rules.core.amounts import cents
from referee.rules.core.errors import RuleError
from referee.rules.night import night as rules
from referee.rules.night.deals import command_of
from referee.rules import version

from . import replay, snapshots
from .errors import LogDamaged
from .stream import to_event

PLAYERS_DO_NOT_DECIDE = ("table_opened", "seat_joined", ACKNOWLEDGED)


@dataclass(frozen=True)
class Audit:
    night: rules.Night  # the events folded
    damage: dict | None = None  # the first batch that cannot stand: {version, reason}
    changes: list[dict] = field(default_factory=list)  # batches of older rules today's would decide otherwise


def audit(events: list[store.StoredEvent], night: rules.Night | None = None) -> Audit:
    """Each batch of `events` (which follow `night`) decided again and folded. Batches before the last
    acknowledgement of damage are folded as stored: the host accepted them as they stand."""
    auditor = Auditor(max((e.version for e in events if e.type == ACKNOWLEDGED), default=0), night)
    for event in events:
        auditor.add(event)
    return auditor.finish()


class Auditor:
    """The audit of events added one at a time, in order, holding one batch at a time; `acknowledged_at` is
    the version of the log's last acknowledgement of damage (0 if none). With `flat`, the night is held as a
    snapshot holds it, with only its last finished deal (no ruling reads an earlier one), so that a long log's
    audit holds no more than a short one's."""

    def __init__(self, acknowledged_at: int, night: rules.Night | None = None, flat: bool = False) -> None:
        self.acknowledged_at = acknowledged_at
        self.flat = flat
        self.night = night or rules.Night()
        self.changes: list[dict] = []
        self.damage: dict | None = None
        self.batch: list[store.StoredEvent] = []

    def add(self, event: store.StoredEvent) -> None:
        if self.batch and event.batch != self.batch[0].batch:
            self._decide()
        self.batch.append(event)

    def finish(self) -> Audit:
        if self.batch:
            self._decide()
        return Audit(self.night, self.damage, self.changes)

    def _decide(self) -> None:
        batch, self.batch = self.batch, []
        if self.damage is not None:  # the audit stops at the first batch that cannot stand
            return
        head, night = batch[0], self.night
        difference = None if head.type in PLAYERS_DO_NOT_DECIDE else _difference(night, batch)
        try:
            after = replay.fold(batch, night, self.acknowledged_at)
        except LogDamaged:
            self.damage = {"version": head.version, "reason": "the event cannot be replayed"}
            return
        recorded = head.rules_version or 0
        if difference is not None and recorded != version.RULES_VERSION:
            self.changes.append(_change(head, recorded, night, after, difference))
        elif difference is not None and head.version > self.acknowledged_at:
            reason = f"under the rules it was recorded with (version {recorded}), {difference['today_is']}"
            self.damage = {"version": head.version, "reason": reason}
            return
        self.night = snapshots.flat(after) if self.flat else after


def _difference(night: rules.Night, batch: list[store.StoredEvent]) -> dict | None:
    """What was stored and what today's rules decide instead, in words; None if they agree."""
    head = batch[0]
    stored = [(e.type, e.actor, e.payload, [p.as_list() for p in e.postings]) for e in batch]
    try:
        actor = head.payload.get("entered_by", head.actor)  # the host acting for a seat
        drafts = rules.decide(night, actor, command_of(to_event(head)))
    except RuleError as refusal:
        return {"stored": _said(stored), "today": f"refused: {refusal.message}", "what": _words(head.type),
                "today_is": f"the referee would refuse it now: {refusal.message}",
                "words": f"would refuse its {_words(head.type)} ({refusal.message})"}
    except (KeyError, TypeError, ValueError):
        return {"stored": _said(stored), "today": "not a command the referee understands", "what": _words(head.type),
                "today_is": "the stored event is not a command the referee understands",
                "words": f"would not understand its {_words(head.type)}"}
    decided = [(d.type, d.actor, dict(d.payload), [list(p) for p in d.postings]) for d in drafts]
    if stored == decided:
        return None
    at = next((i for i, (one, other) in enumerate(zip(stored, decided)) if one != other), min(len(stored), len(decided)))
    then, now = stored[at:at + 1], decided[at:at + 1]
    if then and now and then[0][0] == now[0][0]:
        how = "pay" if then[0][3] != now[0][3] else "word"
        words = f"would {how} its {_entry(then[0][0])} differently"
    else:
        words = "would rule it differently"
    return {"stored": _said(then), "today": _said(now), "what": _words(head.type), "words": words,
            "today_is": "replaying it gives a different ruling from the one stored"}


def _change(head: store.StoredEvent, recorded: int, before: rules.Night, after: rules.Night, difference: dict) -> dict:
    deal = after.deal or before.deal
    number = deal.number if deal is not None else None
    if number is None and after.deals and after.deals[-1].last_version >= head.version:
        number = after.deals[-1].number
    under = (version.CHANGES[0] if recorded == 0 else f"rules {recorded}" +
             (f", newer than today's ({version.RULES_VERSION})" if recorded > version.RULES_VERSION else ""))
    subject = f"Deal {number}" if number is not None else f"Entry {head.version} ({difference['what']})"
    return {"version": head.version, "deal": number, "rules_version": recorded, "stored": difference["stored"],
            "today": difference["today"],
            "said": f"{subject} was refereed under {under}; today's rules {difference['words']}."}


def _said(events: list) -> str:
    """Events as a short line: each type, what it says, and the money it moves."""
    parts = []
    for kind, _actor, payload, postings in events:
        said = ", ".join(f"{key} {value}" for key, value in sorted(payload.items()) if key != "deal")
        moves = ", ".join(f"{cents(amount)} from {source} to {target}" for source, target, amount in postings)
        parts.append("; ".join(part for part in (_words(kind), said, moves) if part))
    return " | ".join(parts)[:300] or "nothing"


def _words(kind: str) -> str:
    return kind.replace("_", " ")


def _entry(kind: str) -> str:
    """An entry of the referee's as players call it: "showdown", "ruling", else "beats entry"."""
    return _words(kind) if kind in ("showdown", "ruling") else f"{_words(kind)} entry"
