"""A deal replayed step by step: the table as the viewer may see it after each event, with every amount.

Each step is the deal folded up to one of its events (`deal_steps`), seen by
the viewer the way the deal page showed it then: their own hidden cards, never
another seat's. Beside the game's picture, each step gives every seat's chips
after it, what the seat has won or lost in the deal so far, and what the pots
hold. Folding a night is the costly part, so the steps of the last deals
replayed are kept, keyed by the log's head: a new event makes new steps.
"""

from __future__ import annotations

import threading
from collections import OrderedDict

from sqlalchemy import Engine

from ledger import store
from ledger.db import UnitOfWork
from referee.rules.money.rake import KITTY
from referee.rules.night.state import TABLE
from referee.rules.night.steps import Step, deal_steps

from .errors import DealNotFound
from .reads import finished_deals, visible_event
from .replay import load_night
from .stream import to_event
from .tables import _require_table, viewer_seat

CAPACITY = 16
_kept: OrderedDict[tuple, tuple[list[Step], dict[int, store.StoredEvent]]] = OrderedDict()
_lock = threading.Lock()


def read_replay(engine: Engine, table_id: str, principal: str, number: int, step: int | None = None) -> dict:
    """Deal `number` at step `step` (1 is its first event; the last step when not given or out of range),
    with the list of its steps in words."""
    viewer = viewer_seat(principal)
    with UnitOfWork(engine) as session:
        _require_table(session, table_id)
        finished = finished_deals(load_night(session, table_id))
        steps, stored = _steps(session, table_id, number)
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


def _steps(session, table_id: str, number: int) -> tuple[list[Step], dict[int, store.StoredEvent]]:
    key = (str(session.get_bind().url), table_id, number, store.stored_head(session, table_id).hash)
    with _lock:
        kept = _kept.get(key)
    if kept is None:
        stored = store.load(session, table_id)
        steps = deal_steps([to_event(event) for event in stored], number)
        if not steps:
            raise DealNotFound(number)
        versions = {step.event.version for step in steps}
        kept = steps, {event.version: event for event in stored if event.version in versions}
    with _lock:
        _kept[key] = kept
        _kept.move_to_end(key)
        while len(_kept) > CAPACITY:
            _kept.popitem(last=False)
    return kept


def _step_view(step: Step, viewer: int | None, over: bool) -> dict:
    """A step of a deal: a game may show its steps differently once the deal is over (Indian baseball)."""
    variant = step.rules
    view = getattr(variant, "view_after", None) if over else None
    return (view or variant.view)(step.state, viewer)
