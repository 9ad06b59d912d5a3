"""The bank's invariants over random nights: money is conserved, replay equals live."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.core.errors import RuleError
from referee.rules.engine.events import HOST, Event, seat_actor
from referee.rules.night import night as rules

SEATS = 4
commands = st.one_of(
    st.builds(lambda s, a: {"type": "buy_in", "seat": s, "amount": a},
              st.integers(0, SEATS + 1), st.integers(-100, 400).map(lambda n: n * 5)),
    st.builds(lambda s, a: {"type": "cash_out", "seat": s, "amount": a},
              st.integers(1, SEATS), st.integers(0, 800).map(lambda n: n * 5)),
    st.builds(lambda s, a: {"type": "adjust", "seat": s, "amount": a, "reason": "side bet"},
              st.integers(1, SEATS), st.integers(-300, 300)),
    st.builds(lambda v: {"type": "void", "target_version": v, "reason": "mistake"}, st.integers(1, 40)),
    st.just({"type": "close"}),
)
actors = st.one_of(st.just(HOST), st.integers(1, SEATS).map(seat_actor))


def run(steps):
    opened = rules.open_table("t", "USD", 5, [f"P{n}" for n in range(1, SEATS + 1)])
    log = [Event(1, opened.type, opened.actor, opened.payload)]
    night = rules.apply(rules.Night(), log[0])
    for actor, command in steps:
        try:
            drafts = rules.decide(night, actor, command)
        except RuleError as refusal:
            assert refusal.code and refusal.message
            continue
        for draft in drafts:
            event = Event(night.version + 1, draft.type, draft.actor, dict(draft.payload), draft.postings)
            log.append(event)
            night = rules.apply(night, event)
            assert sum(night.accounts.values()) == 0
            assert all(night.balance(rules.stack(seat)) >= 0 for seat in night.seat_numbers())
    return night, log


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(actors, commands), max_size=40))
def test_money_is_conserved_and_replay_equals_live(steps):
    live, log = run(steps)
    assert rules.replay(log) == live


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(actors, commands), max_size=40))
def test_a_closed_night_is_balanced_and_accepts_nothing(steps):
    night, _ = run(steps)
    if night.closed:
        assert night.balanced
        assert night.discrepancy == 0
