"""The club's rules: who may do what, in scenario tables, and its money as a Hypothesis property: over every
night and every payment it sums to zero, and the club's settle-up clears every debt."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from ledger.settlement import settle
from referee.rules.club import club as rules
from referee.rules.club.debts import balances
from referee.rules.club.facts import NightFacts
from referee.rules.core.errors import RuleError
from referee.rules.engine.events import Event


def club_with(*commands, members=("Bob", "Cy")):
    """A club founded by Ann, its members added, then `commands` (actor, command) decided and folded."""
    log = [rules.open_club("Thursday", "USD", 5, "Ann", "2026-11-05T20:00:00+00:00")]
    club = rules.apply(rules.Club(), Event(1, log[0].type, log[0].actor, log[0].payload))
    for name in members:
        club = run(club, "member:1", {"type": "add_member", "name": name})
    for actor, command in commands:
        club = run(club, actor, command)
    return club


def run(club, actor, command):
    for draft in rules.decide(club, actor, {"at": "2026-11-05T20:00:00+00:00", **command}):
        club = rules.apply(club, Event(club.version + 1, draft.type, draft.actor, draft.payload, draft.postings))
    return club


NIGHT = ("member:1", {"type": "open_night", "night": "n1", "name": "Week 1", "members": [1, 2, 3]})
BOB_PAYS_ANN = ("member:2", {"type": "mark_paid", "payer": "member:2", "payee": "member:1", "amount": 100})


@pytest.mark.parametrize("given_,actor,command,code", [
    ((), "member:2", {"type": "add_member", "name": "Dee"}, "host_only"),
    ((), "member:1", {"type": "add_member", "name": "bob "}, "name_taken"),
    ((), "member:1", {"type": "add_member", "name": "Bоb"}, "name_looks_alike"),  # a Cyrillic о
    ((), "member:1", {"type": "add_member", "name": "Host"}, "name_reserved"),
    ((), "member:9", {"type": "add_member", "name": "Dee"}, "not_a_member"),
    ((), "member:1", {"type": "open_night", "night": "n1", "members": [1]}, "too_few_players"),
    ((), "member:1", {"type": "open_night", "night": "n1", "members": [1, 1]}, "bad_members"),
    ((), "member:1", {"type": "open_night", "night": "n1", "members": [1, 7]}, "no_such_member"),
    ((NIGHT,), "member:1", {"type": "open_night", "night": "n1", "members": [1, 2]}, "bad_night"),
    ((NIGHT,), "member:2", {"type": "seat_member", "night": "n1", "seat": 4}, "already_seated"),
    ((), "member:3", {"type": "mark_paid", "payer": "member:2", "payee": "member:1", "amount": 100},
     "not_your_payment"),
    ((), "member:2", {"type": "mark_paid", "payer": "member:2", "payee": "member:2", "amount": 100}, "same_party"),
    ((), "member:2", {"type": "mark_paid", "payer": "member:2", "payee": "member:1", "amount": 0}, "bad_amount"),
    ((), "member:2", {"type": "mark_paid", "payer": "member:2", "payee": "guest:n9:4", "amount": 5},
     "no_such_player"),
    ((BOB_PAYS_ANN,), "member:2", {"type": "confirm_payment", "payment": 1}, "not_yours_to_confirm"),
    ((BOB_PAYS_ANN,), "member:3", {"type": "dispute_payment", "payment": 1}, "not_yours_to_dispute"),
    ((("member:3", {"type": "mark_paid", "payer": "member:3", "payee": "member:2", "amount": 5}),), "member:1",
     {"type": "settle_payment", "payment": 1, "paid": True}, "not_disputed"),
    ((BOB_PAYS_ANN, ("member:1", {"type": "confirm_payment", "payment": 1})), "member:1",
     {"type": "confirm_payment", "payment": 1}, "payment_confirmed"),
])
def test_what_the_club_refuses(given_, actor, command, code):
    club = club_with(*given_)
    with pytest.raises(RuleError) as refused:
        rules.decide(club, actor, {"at": "", **command})
    assert refused.value.code == code
    assert refused.value.message[0].isupper() and refused.value.message.endswith(".")


def test_a_payment_counts_once_the_other_side_confirms_it_or_a_host_settles_its_dispute():
    club = club_with(BOB_PAYS_ANN)
    assert club.accounts == {}  # marked only: nothing moved yet
    confirmed = run(club, "member:1", {"type": "confirm_payment", "payment": 1})
    assert confirmed.accounts == {"owed:member:1": -100, "owed:member:2": 100}
    disputed = run(club, "member:1", {"type": "dispute_payment", "payment": 1})
    assert disputed.payments[1].state == "disputed" and disputed.accounts == {}
    assert run(disputed, "member:1", {"type": "settle_payment", "payment": 1, "paid": False}).accounts == {}
    assert run(disputed, "member:1", {"type": "settle_payment", "payment": 1, "paid": True}).accounts == \
        confirmed.accounts


def test_a_host_who_marks_a_payment_for_others_leaves_the_payee_to_confirm_it():
    club = club_with(("member:1", {"type": "mark_paid", "payer": "member:3", "payee": "member:2", "amount": 5}))
    with pytest.raises(RuleError):
        rules.decide(club, "member:3", {"type": "confirm_payment", "payment": 1})
    assert run(club, "member:2", {"type": "confirm_payment", "payment": 1}).payments[1].state == "confirmed"


# Money over a club: nights with members, a guest and a kitty, then payments, some confirmed.

@st.composite
def nights_and_payments(draw):
    count = draw(st.integers(1, 4))
    nights, commands = {}, []
    for index in range(count):
        night = f"n{index}"
        members = draw(st.lists(st.integers(1, 4), min_size=2, max_size=4, unique=True))
        guests = draw(st.integers(0, 1))
        seats = len(members) + guests
        amounts = draw(st.lists(st.integers(-5000, 5000).map(lambda c: c * 5), min_size=seats, max_size=seats))
        kitty = draw(st.integers(0, 20)) * 5
        nets = {seat: amount for seat, amount in enumerate(amounts, start=1)}
        nets[1] -= sum(amounts) + kitty  # a night's settle-up sums to zero
        if kitty:
            nets[0] = kitty
        names = {seat: f"P{seat}" for seat in nets}
        commands.append(("member:1", {"type": "open_night", "night": night, "members": members}))
        nights[night] = NightFacts(night, draw(st.booleans()) or index == 0, names, nets)
    for _ in range(draw(st.integers(0, 6))):
        payer, payee = draw(st.lists(st.integers(1, 4), min_size=2, max_size=2, unique=True))
        commands.append((f"member:{payer}", {"type": "mark_paid", "payer": f"member:{payer}",
                                             "payee": f"member:{payee}", "amount": draw(st.integers(1, 9999))}))
        commands.append((f"member:{payee}", {"type": draw(st.sampled_from(["confirm_payment", "dispute_payment"])),
                                             "payment": len([c for c in commands if c[1]["type"] == "mark_paid"])}))
    return nights, commands


@given(nights_and_payments())
def test_money_over_a_club_sums_to_zero_and_its_settle_up_clears_every_debt(made):
    facts, commands = made
    club = club_with(*commands, members=("Bob", "Cy", "Dee"))
    owed = balances(club, facts)
    assert sum(owed.values()) == 0
    for transfer in settle(owed):  # everyone pays what the club's settle-up says, and it is confirmed
        marker = transfer.payer if transfer.payer.startswith("member:") else "member:1"
        club = run(club, marker, {"type": "mark_paid", "payer": transfer.payer, "payee": transfer.payee,
                                  "amount": transfer.amount})
        number = max(club.payments)
        if transfer.payee.startswith("member:") and transfer.payee != marker:
            club = run(club, transfer.payee, {"type": "confirm_payment", "payment": number})
        else:  # a guest or a kitty confirms nothing: a host settles it
            club = run(club, "member:1", {"type": "settle_payment", "payment": number, "paid": True})
    assert balances(club, facts) == {}
