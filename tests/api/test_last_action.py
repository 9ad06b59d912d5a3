"""The deal's last action is read from the end of the log: however many events follow it (buy-ins at the
table while the hand is played), it is still found, and nothing before the deal is taken for it."""

from __future__ import annotations

from referee.service import reads


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
