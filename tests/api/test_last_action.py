"""The deal's last action is read from the end of the log: however many events follow it (buy-ins at the
table while the hand is played), it is still found, and nothing before the deal is taken for it."""

from __future__ import annotations

from ledger import store
from ledger.db import UnitOfWork
from referee.service import reads, standing


def test_the_last_action_is_found_behind_many_later_events(app, table):
    def last_action():
        return reads.read_table(app.extensions["referee.engine"], table.id, "seat:2")["deal"]["last_action"]

    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 3})
    assert last_action() is None  # only the blinds: no action of a seat yet
    table.act(3, {"type": "call"})
    for _ in range(40):
        table.act("host", {"type": "buy_in", "seat": 1, "amount": 5})
    assert last_action() == {"seat": 3, "type": "call", "amount": None, "chips": 10}


def test_the_last_action_read_at_every_head_is_the_one_read_afresh(app, table):
    """Read after every event, as the phones do, the last action follows bets, buy-ins between them, a
    take-back and the next deal exactly as a process that never read the table before would find it."""
    engine = app.extensions["referee.engine"]

    def read_at_each_head_and_afresh():
        deal = reads.read_table(engine, table.id, "seat:2")["deal"]
        if deal is None:  # between deals
            return None, None
        with UnitOfWork(engine) as session:
            events = store.load(session, table.id)
        deal_start = max(index for index, event in enumerate(events) if event.type == "deal_started")
        return deal["last_action"], standing.last_of(events[deal_start:])

    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    steps = [("host", {"type": "start_deal", "variant": "holdem", "dealer": 3}),
             ("host", {"type": "buy_in", "seat": 1, "amount": 5}),
             (3, {"type": "raise", "amount": 30}),
             ("host", {"type": "buy_in", "seat": 2, "amount": 5}),
             (1, {"type": "call"}),
             (1, {"type": "take_back"}),
             ("host", {"type": "buy_in", "seat": 3, "amount": 5}),
             (1, {"type": "fold"}),
             (2, {"type": "fold"}),
             ("host", {"type": "start_deal", "variant": "holdem", "dealer": 1})]
    seen = []
    for seat, command in steps:
        table.act(seat, command)
        followed, afresh = read_at_each_head_and_afresh()
        assert followed == afresh
        seen.append(followed and (followed["seat"], followed["type"]))
    assert seen == [None, None, (3, "raise"), (3, "raise"), (1, "call"), (3, "raise"), (3, "raise"), (1, "fold"),
                    None, None]
