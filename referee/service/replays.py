"""A deal replayed step by step: the table as the viewer may see it after each event, with every amount.

Each step is the deal folded up to one of its events (`deal_steps`), seen by
the viewer the way the deal page showed it then: their own hidden cards, never
another seat's. Beside the game's picture, each step gives every seat's chips
after it, what the seat has won or lost in the deal so far, and what the pots
hold. Folding a night is the costly part, so the steps of the last deals
replayed are kept, keyed by the log's head: a new event makes new steps.
"""

from __future__ import annotations

from sqlalchemy import Engine

from ledger import store
from ledger.db import UnitOfWork, database
from referee.rules.money.rake import KITTY
from referee.rules.night.state import TABLE, KeptBeside, Night
from referee.rules.night.steps import Step, deal_steps

from .errors import DealNotFound
from .reads import finished_deals, visible_event
from .recent import Recent
from .replay import state_at, with_every_deal
from .stream import to_event
from .tables import open_night, viewer_seat

CAPACITY = 16
_kept = Recent(CAPACITY)  # by (database, table, deal, head): the steps replayed last


def read_replay(engine: Engine, table_id: str, principal: str, number: int, step: int | None = None) -> dict:
    """Deal `number` at step `step` (1 is its first event; the last step when not given or out of range),
    with the list of its steps in words."""
    viewer = viewer_seat(principal)
    with UnitOfWork(engine) as session:
        opened, night = open_night(session, table_id)
        finished = finished_deals(night)
        steps, stored = _steps(session, table_id, night, opened.head, number)
    index = step if isinstance(step, int) and 1 <= step <= len(steps) else len(steps)
    shown = steps[index - 1]
    events = [visible_event(stored[s.event.version], viewer, finished) for s in steps]
    return {
        "number": number,
        "variant": shown.variant,
        "title": shown.rules.title,
        "rules": shown.rules.description,
        "index": index,
        "count": len(steps),
        "event": events[index - 1],
        "steps": events,
        "view": _step_view(shown, viewer, number in finished),
        **money_at(steps, index),
    }


def money_at(steps: list[Step], index: int) -> dict:
    """Every seat's chips after step `index`, what each has won or lost in the deal so far, and the pots."""
    started = steps[0].event.payload
    seats = started.get("seats", [])
    shown = steps[index - 1]
    change = {seat: 0 for seat in seats}
    pots = [started.get("pot") or f"pot:{started.get('deal')}"]
    for step in steps[:index]:
        for source, target, amount in step.event.postings:
            for account, sign in ((source, -1), (target, 1)):
                seat = _seat_of(account)
                if seat in change:
                    change[seat] += sign * amount
                elif seat is None and account not in pots and account not in (KITTY, TABLE):
                    pots.append(account)  # a side account of the deal (Gruts' infraction pot)
    held = [{"account": account, "amount": shown.accounts.get(account, 0)} for account in pots]
    return {
        "chips": [{"seat": seat, "chips": shown.accounts.get(f"stack:{seat}", 0), "change": change[seat]}
                  for seat in seats],
        "pots": [pot for pot in held if pot["amount"] or pot["account"] == pots[0]],
        "pot": sum(pot["amount"] for pot in held),
    }


def _seat_of(account: str) -> int | None:
    kind, _, key = account.partition(":")
    return int(key) if kind in ("stack", "player") and key.isdigit() else None


def _steps(session, table_id: str, night: Night, head: store.Head,
           number: int) -> tuple[list[Step], dict[int, store.StoredEvent]]:
    """The deal's steps, folded from the state just before it (a snapshot and a few events away), over the
    events from its start to the next deal's: however long the night, a deal costs its own events."""
    key = (database(session.get_bind()), table_id, number, head.hash)
    kept = _kept.get(key)
    if kept is None:
        try:
            first, until = _span(night, number)
        except KeptBeside:  # an earlier deal of a night restored from a snapshot: its deals are read
            first, until = _span(with_every_deal(session, table_id, night), number)
        stored = store.load(session, table_id, first - 1, until)
        steps = deal_steps([to_event(event) for event in stored], number, state_at(session, table_id, first - 1))
        if not steps:
            raise DealNotFound(number)
        versions = {step.event.version for step in steps}
        kept = steps, {event.version: event for event in stored if event.version in versions}
    _kept.put(key, kept)
    return kept


def _span(night: Night, number: int) -> tuple[int, int | None]:
    """Where deal `number` starts, and the last event before the next deal's (None: the head); the events
    between its end and the next deal may still take its last action back."""
    starts = {n: night.deals[n - 1].first_version for n in (number, number + 1) if 1 <= n <= len(night.deals)}
    if night.deal is not None:
        starts[night.deal.number] = night.deal.first_version
    if number not in starts:
        raise DealNotFound(number)
    later = starts.get(number + 1)
    return starts[number], later - 1 if later else None


def _step_view(step: Step, viewer: int | None, over: bool) -> dict:
    """A step of a deal: a game may show its steps differently once the deal is over (Indian baseball)."""
    variant = step.rules
    view = getattr(variant, "view_after", None) if over else None
    return (view or variant.view)(step.state, viewer)
