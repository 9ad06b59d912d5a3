"""How often to snapshot a table: cold loads of a 10,000-event night against the cost of a snapshot.

Plays a night of real deals (hold'em, five-card draw, seven-card stud, from
random legal actions) into a fresh SQLite file through the event store, then
times, in this process, what a fresh worker does on its first read of the
table: load the night with nothing cached, from no snapshot, and from a
snapshot that many events behind the head. A night of 100 events loaded cold
is the peer. It also times one snapshot write at the head: the encoding, done
after the append that passes each N-th event has committed, and the short
transaction that stores it, which the table's writers wait for. With a snapshot
every N events, a cold load folds N/2 events on average and N-1 at worst.

    .venv/bin/python benchmarks/snapshots.py [EVENTS]
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


from ledger import snapshots as kept  # noqa: E402
from ledger import store  # noqa: E402
from ledger.db import UnitOfWork, make_engine, migrate  # noqa: E402
from referee.rules.catalog import VARIANTS  # noqa: E402
from referee.rules.core.errors import RuleError  # noqa: E402
from referee.rules.engine.events import HOST, Event, seat_actor  # noqa: E402
from referee.rules.night import night as rules  # noqa: E402
from referee.service import replay, snapshot_codec  # noqa: E402
from referee.service.stream import to_new  # noqa: E402
from tests.support.any_table import Table, deck_of  # noqa: E402

GAMES = ("holdem", "five_card_draw", "seven_card_stud")
SPACINGS = (100, 250, 500, 1000)
RUNS = 7
QUICK = 31  # runs of what takes milliseconds
# Players rarely enter their own cards before they must, fold now and then, and never take an action back.
WEIGHTS = {"cards": 0.02, "fold": 0.1, "take_back": 0}


def play(events: int, seed: int = 1) -> list[list]:
    """The drafts of a night of `events` events, batch by batch, as the referee decided them."""
    rng = random.Random(seed)
    players = [f"P{n}" for n in range(1, 7)]
    night, batches = rules.Night(), []

    def do(actor, drafts):
        nonlocal night
        for draft in drafts:
            night = rules.apply(night, Event(night.version + 1, draft.type, draft.actor, draft.payload,
                                             tuple(draft.postings)))
        batches.append(drafts)

    do(HOST, [rules.open_table("Long night", "USD", 5, players)])
    for seat in range(1, 7):
        do(HOST, rules.decide(night, HOST, {"type": "buy_in", "seat": seat, "amount": 10_000_000}))
    while night.version < events:
        key = GAMES[len(night.deals) % len(GAMES)]
        do(HOST, rules.decide(night, HOST, {"type": "start_deal", "variant": key,
                                            "dealer": len(night.deals) % 6 + 1, "options": {}}))
        table = Table(deck_of(night.deal.state), rng)
        for _ in range(300):
            deal = night.deal
            if deal is None:
                break
            offers = [(seat, offer) for seat in (*deal.seats, None)
                      for offer in VARIANTS[key].legal_actions(deal.state, seat)]
            for seat in deal.seats:
                table.top_up(seat, VARIANTS[key].legal_actions(deal.state, seat))
            seat, offer = rng.choices(offers, [WEIGHTS.get(offer["type"], 1) for _, offer in offers])[0]
            action = table.realise(seat or 0, offer)
            if action is None:
                continue
            actor = HOST if seat is None else seat_actor(seat)
            try:
                do(actor, rules.decide(night, actor, action))
            except RuleError:
                continue
            table.seen(())
    return batches


def first_events(batches: list[list], events: int) -> list[list]:
    """The batches of the first `events` events (or as many whole batches as fit)."""
    kept_batches, count = [], 0
    for drafts in batches:
        count += len(drafts)
        if count > events:
            break
        kept_batches.append(drafts)
    return kept_batches


def store_night(engine, table_id: str, batches: list[list]) -> None:
    with UnitOfWork(engine, write=True) as session:
        store.create_stream(session, table_id)
        version = 0
        for drafts in batches:
            version = store.append(session, table_id, version, [to_new(d) for d in drafts])[-1].version


def timed(action, runs: int = RUNS) -> float:
    """The fastest of `runs` runs, in milliseconds (or of what the action says it took): noise from other work
    on the machine only ever adds time."""
    runs, count = [], runs
    for _ in range(count):
        start = time.perf_counter()
        took = action()
        runs.append(took if isinstance(took, float) else (time.perf_counter() - start) * 1000)
    return min(runs)


def cold_load(engine, table_id: str) -> None:
    replay.forget()
    with UnitOfWork(engine) as session:
        replay.load_night(session, table_id)


def snapshot_at(engine, table_id: str, version: int) -> None:
    with UnitOfWork(engine, write=True) as session:
        kept.drop(session, table_id)
        if version:
            events = store.load(session, table_id)[:version]
            night = replay.fold(events)
            kept.save(session, table_id, version, events[-1].hash, snapshot_codec.encode(night))


def main(events: int) -> None:
    folder = Path(tempfile.mkdtemp())
    url = f"sqlite:///{folder / 'snapshots.db'}"
    migrate(url)
    engine = make_engine(url)
    long, short = play(events), first_events(play(100, seed=2), 100)
    store_night(engine, "long", long)
    store_night(engine, "short", short)
    with UnitOfWork(engine) as session:
        head = store.stored_head(session, "long").version
        short_head = store.stored_head(session, "short").version
        night = replay.fold(store.load(session, "long"))
    # Keep the loads themselves from writing snapshots while they are timed.
    replay.snapshots.EVERY = 10**9
    peer = timed(lambda: cold_load(engine, "short"))
    print(f"cold load of a {short_head}-event night (the peer): {peer:.1f} ms")
    snapshot_at(engine, "long", 0)
    whole = timed(lambda: cold_load(engine, "long"))
    print(f"cold load of a {head}-event night, no snapshot: {whole:.1f} ms ({whole / peer:.1f}x)")
    behind = sorted({0, *(n // 2 for n in SPACINGS), *(n - 1 for n in SPACINGS)})
    loads = {}
    for lag in behind:
        snapshot_at(engine, "long", head - lag)
        loads[lag] = timed(lambda: cold_load(engine, "long"))
        print(f"  from a snapshot {lag:4d} events behind the head: {loads[lag]:.1f} ms ({loads[lag] / peer:.2f}x)")
    state = snapshot_codec.encode(night)
    encode = timed(lambda: snapshot_codec.encode(night), QUICK)
    decode = timed(lambda: snapshot_codec.decode(state), QUICK)
    held = timed(lambda: snapshot_stored(engine, night.version, state), QUICK)
    print(f"snapshot at {head}: {len(state) / 1024:.0f} KiB, encode {encode:.1f} ms, decode {decode:.1f} ms; "
          f"encoded after the append that passed it, then stored in a transaction of its own that holds the "
          f"write lock {held:.1f} ms")
    print("every N events: cold load mean / worst (x the peer); what the table's writers wait for it")
    for n in SPACINGS:
        print(f"  N = {n:4d}: {loads[n // 2]:.1f} ms ({loads[n // 2] / peer:.2f}x) / {loads[n - 1]:.1f} ms "
              f"({loads[n - 1] / peer:.2f}x); one write of {held:.1f} ms in {n} appends "
              f"({held / n:.3f} ms per append)")


def snapshot_stored(engine, version: int, state: bytes) -> None:
    with UnitOfWork(engine, write=True) as session:
        kept.save(session, "long", version, "0" * 64, state)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000)
