"""What a long night's pages read is kept by each process and brought up to date with only the events
appended since: after every event it is what a process reading the whole log for the first time finds."""

from __future__ import annotations

from referee.service import ledgers, replay, replays

HOLES = {1: ["As", "Ks"], 2: ["7d", "7c"], 3: ["2h", "9c"]}


def fresh_and_kept(app, table, principal="host"):
    engine = app.extensions["referee.engine"]
    kept = ledgers.read_ledger(engine, table.id), _replays(engine, table, principal)
    ledgers._books.clear()
    replays._kept.clear()
    replay.forget()
    fresh = ledgers.read_ledger(engine, table.id), _replays(engine, table, principal)
    return kept, fresh


def _replays(engine, table, principal):
    deals = table.get().json["deals_played"] + (table.get().json["deal"] is not None)
    return [replays.read_replay(engine, table.id, principal, number, step)
            for number in range(1, deals + 1) for step in (1, None)]


def test_the_ledger_and_the_replays_kept_are_those_read_afresh(app, table):
    commands = [("host", {"type": "buy_in", "seat": seat, "amount": 1000}) for seat in (1, 2, 3)]
    for _ in range(2):
        commands += [("host", {"type": "start_deal", "variant": "holdem", "dealer": 3})]
        commands += [(seat, {"type": "cards", "cards": cards}) for seat, cards in HOLES.items()]
        commands += [(3, {"type": "call"}), (1, {"type": "raise", "amount": 30}), (2, {"type": "fold"}),
                     (3, {"type": "fold"})]
        commands += [("host", {"type": "buy_in", "seat": 2, "amount": 100})]
    for actor, command in commands:
        table.act(actor, command)
        kept, fresh = fresh_and_kept(app, table)
        assert kept == fresh, command


def test_a_deal_reopened_by_a_take_back_is_booked_again(app, table):
    for seat in (1, 2, 3):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 3})
    for seat, cards in HOLES.items():
        table.act(seat, {"type": "cards", "cards": cards})
    table.act(3, {"type": "fold"})
    table.act(1, {"type": "fold"})  # the deal is over: Bob takes the blinds
    ledgers.read_ledger(app.extensions["referee.engine"], table.id)
    table.act(1, {"type": "take_back"})
    kept, fresh = fresh_and_kept(app, table)
    assert kept == fresh
    assert table.get().json["deal"] is not None
