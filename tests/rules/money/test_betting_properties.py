"""Whole deals of random legal betting: the books always balance, every round
ends, the pots pay out exactly, and anything not offered is refused politely."""

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.core.errors import RuleError
from referee.rules.money.betting import (
    ACTIONS,
    act,
    can_act,
    is_complete,
    legal_actions,
    open_round,
    to_act,
    verify_action,
)
from referee.rules.money.pots import award, build_pots, return_uncalled
from referee.rules.money.stakes import FIXED, NO, POT, SPREAD, Forced, Structure

UNIT = 5
MOST_STEPS = 500  # far more actions than any round of up to six players can take
units = st.integers(1, 6).map(lambda n: n * UNIT)

structures = st.one_of(
    st.builds(lambda low, spread, cap: Structure(SPREAD, min_bet=low, max_bet=low + spread,
                                                 max_raises=cap),
              units, st.integers(0, 4).map(lambda n: n * UNIT), st.integers(0, 4)),
    st.builds(lambda small, cap: Structure(FIXED, small_bet=small, big_bet=2 * small,
                                           max_raises=cap), units, st.integers(0, 4)),
    st.builds(lambda low: Structure(POT, min_bet=low), units),
    st.builds(lambda low: Structure(NO, min_bet=low), units),
)

amounts = st.one_of(st.integers(-10, 400), st.integers(0, 80).map(lambda n: n * UNIT),
                    st.none(), st.text(max_size=3), st.booleans(), st.floats(allow_nan=False))
anything = st.one_of(
    st.fixed_dictionaries({"type": st.sampled_from(ACTIONS + ("shove", "", "CALL"))},
                          optional={"amount": amounts}),
    st.none(), st.text(max_size=5), st.integers(), st.lists(st.integers(), max_size=2),
)


def offered(legal, action):
    """Whether `action` is within what `legal_actions` offered."""
    if not isinstance(action, dict):
        return False
    for option in legal:
        if option["type"] != action["type"]:
            continue
        amount = action.get("amount")
        if "min" in option:
            return (type(amount) is int and option["min"] <= amount <= option["max"]
                    and amount % UNIT == 0)
        if "amount" in option:
            return "amount" not in action or (type(amount) is int
                                              and amount == option["amount"])
        return True
    return False


def pick(data, legal):
    option = data.draw(st.sampled_from(legal))
    action = {"type": option["type"]}
    if "min" in option:
        action["amount"] = UNIT * data.draw(st.integers(option["min"] // UNIT,
                                                        option["max"] // UNIT))
    return action


def probe(data, round_, seats):
    """Random actions from random seats: accepted exactly when offered, else
    refused with a code and a sentence; every offered bound is accepted."""
    for option in legal_actions(round_, to_act(round_)):
        for amount in {option.get("min"), option.get("max")} - {None}:
            assert can_act(round_, to_act(round_), {"type": option["type"], "amount": amount})
    for _ in range(3):
        seat = data.draw(st.sampled_from(seats + (0, 99)))
        action = data.draw(anything)
        try:
            verify_action(round_, seat, action)
        except RuleError as refusal:
            assert re.fullmatch(r"[a-z]+(_[a-z]+)*", refusal.code)
            assert refusal.message
            assert not offered(legal_actions(round_, seat), action)
        else:
            assert offered(legal_actions(round_, seat), action)
            act(round_, seat, action)


def post(behind, seat, amount, kind="blind"):
    """A forced bet of `amount`, or all that is left behind."""
    amount = min(amount, behind[seat])
    behind[seat] -= amount
    return [Forced(seat, amount, kind)] if amount else []


def forced_bets(data, seats, behind):
    """Blinds, a bring-in or nothing, and who acts first after them."""
    kind = data.draw(st.sampled_from(["none", "blinds", "bring_in"]))
    if kind == "blinds":
        small = data.draw(units)
        forced = post(behind, seats[0], small) + post(behind, seats[1], 2 * small)
        return forced, seats[2 % len(seats)]
    if kind == "bring_in":
        low = data.draw(st.sampled_from(seats))
        after = seats[(seats.index(low) + 1) % len(seats)]
        return post(behind, low, data.draw(units), "bring_in"), after
    return [], seats[0]


@st.composite
def tables(draw):
    seats = tuple(range(1, draw(st.integers(2, 6)) + 1))
    stacks = {seat: UNIT * draw(st.integers(1, 60)) for seat in seats}
    return draw(structures), seats, stacks, UNIT * draw(st.integers(0, 2))


@settings(deadline=None)
@given(tables(), st.integers(1, 4), st.booleans(), st.data())
def test_random_deals_keep_every_chip_and_refuse_what_is_not_offered(
        table, rounds, probing, data):
    structure, seats, stacks, ante = table
    total = sum(stacks.values())
    behind = dict(stacks)
    paid = dict.fromkeys(seats, 0)
    for seat in seats:
        paid[seat] = min(ante, behind[seat])
        behind[seat] -= paid[seat]
    in_hand, all_in = set(seats), {seat for seat in seats if not behind[seat]}

    for number in range(rounds):
        forced, first = forced_bets(data, seats, behind) if number == 0 else (
            [], data.draw(st.sampled_from(seats)))
        round_ = open_round(seats, behind, structure, UNIT, in_hand=in_hand, all_in=all_in,
                            forced=forced, first=first, pot=sum(paid.values()),
                            bet_size=structure.big_bet if number >= 2 else None)
        for _ in range(MOST_STEPS):
            stacks_now = {**behind, **round_.stacks}
            assert min(stacks_now.values()) >= 0
            assert sum(stacks_now.values()) + round_.in_front + sum(paid.values()) == total
            if is_complete(round_):
                break
            seat = to_act(round_)
            legal = legal_actions(round_, seat)
            assert {"type": "fold"} in legal
            assert all(legal_actions(round_, other) == [] for other in seats if other != seat)
            if probing:
                probe(data, round_, seats)
            round_ = act(round_, seat, pick(data, legal))
        assert is_complete(round_), "the round never ended"
        assert all(not legal_actions(round_, seat) for seat in seats)
        for seat, bet in round_.bets.items():
            paid[seat] += bet
        behind.update(round_.stacks)
        in_hand, all_in = round_.in_hand, round_.all_in
        if len(in_hand) < 2:
            break

    left, refunds = return_uncalled(paid)
    for seat, refund in refunds.items():
        behind[seat] += refund
    pots = build_pots(left, set(seats) - in_hand)
    assert sum(pot.amount for pot in pots) == sum(left.values())
    assert all(set(pot.eligible) <= in_hand for pot in pots)
    awards = award(pots, lambda eligible: tuple(data.draw(
        st.sets(st.sampled_from(eligible), min_size=1))), UNIT, seats)
    for index, pot in enumerate(pots):
        assert sum(a.amount for a in awards if a.pot_index == index) == pot.amount
    for payout in awards:
        behind[payout.seat] += payout.amount
    assert sum(behind.values()) == total
    assert min(behind.values()) >= 0
