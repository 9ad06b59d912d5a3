"""Settlement: who pays whom, in the fewest transfers, to the cent."""

from __future__ import annotations

import math
from functools import lru_cache
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ledger.settlement import Transfer, describe, format_cents, settle


def after(balances: dict[str, int], transfers: list[Transfer]) -> dict[str, int]:
    """What every player is still owed once the transfers are made."""
    left = dict(balances)
    for transfer in transfers:
        left[transfer.payer] += transfer.amount
        left[transfer.payee] -= transfer.amount
    return left


def fewest_by_search(amounts: list[int]) -> int:
    """The fewest transfers, by trying every sequence of transfers in which the
    first unsettled player hands their whole balance to someone of the opposite
    sign. Every sequence tried is a real settlement, and some sequence of that
    shape is as short as any settlement."""
    debts = [amount for amount in amounts if amount]

    def search(start: int) -> int:
        while start < len(debts) and debts[start] == 0:
            start += 1
        if start == len(debts):
            return 0
        best = math.inf
        for other in range(start + 1, len(debts)):
            if debts[other] * debts[start] < 0:
                debts[other] += debts[start]
                best = min(best, 1 + search(start + 1))
                debts[other] -= debts[start]
        return best

    return search(0)


def fewest_by_groups(amounts: list[int]) -> int:
    """The fewest transfers, as the players involved less the most disjoint
    zero-sum groups they split into (the argument in ledger.settlement), found
    by listing every zero-sum subset and trying every way to pack them. Fast
    enough for 15 players, and shares no code with the settlement's search."""
    debts = [amount for amount in amounts if amount]
    everyone = (1 << len(debts)) - 1
    groups = [
        sum(1 << i for i in chosen)
        for size in range(2, len(debts) + 1)
        for chosen in combinations(range(len(debts)), size)
        if sum(debts[i] for i in chosen) == 0
    ]

    @lru_cache(maxsize=None)
    def most(left: int) -> int:
        if not left:
            return 0
        lowest = left & -left
        return max(1 + most(left & ~group) for group in groups if group & lowest and group & left == group)

    return len(debts) - most(everyone)


# Small round amounts make players who can settle among themselves common,
# which is where the fewest transfers differ from the naive count.
amounts = st.one_of(
    st.integers(-4, 4).map(lambda quarters: quarters * 25),
    st.integers(-100_000, 100_000),
)


@st.composite
def tables(draw, max_players: int = 20, min_players: int = 0) -> dict[str, int]:
    names = st.text("abcdefghij", min_size=1, max_size=3)
    players = draw(st.lists(names, unique=True, min_size=min_players, max_size=max_players))
    balances = {player: draw(amounts) for player in players[:-1]}
    if players:
        balances[players[-1]] = -sum(balances.values())
    return balances


@st.composite
def grouped_tables(draw, max_players: int = 9, min_players: int = 0) -> dict[str, int]:
    """Tables made of several groups that settle among themselves, shuffled
    together: the case where paying the largest debt first goes wrong."""
    values: list[int] = []
    while len(values) < max_players - 1 and (len(values) < min_players or draw(st.booleans())):
        size = draw(st.integers(2, min(4, max_players - len(values))))
        group = draw(st.lists(st.integers(-20, 20), min_size=size - 1, max_size=size - 1))
        values += [*group, -sum(group)]
    order = draw(st.permutations(range(len(values))))
    return {f"p{position}": values[index] * 25 for position, index in enumerate(order)}


@given(tables())
def test_transfers_settle_every_balance_exactly(balances):
    transfers = settle(balances)
    assert all(left == 0 for left in after(balances, transfers).values())
    for transfer in transfers:
        assert isinstance(transfer.amount, int) and transfer.amount > 0
        assert transfer.payer != transfer.payee
        # Only those who owe pay, and only those who are owed collect.
        assert balances[transfer.payer] < 0 < balances[transfer.payee]


@given(tables())
def test_never_more_than_one_transfer_fewer_than_the_players_involved(balances):
    involved = sum(1 for amount in balances.values() if amount)
    assert len(settle(balances)) <= max(involved - 1, 0)


@settings(deadline=None)
@given(st.one_of(tables(max_players=9), grouped_tables()))
def test_count_is_the_fewest_possible(balances):
    assert len(settle(balances)) == fewest_by_search(list(balances.values()))


@settings(deadline=None)
@given(st.one_of(tables(max_players=15, min_players=10), grouped_tables(max_players=15, min_players=10)))
def test_count_is_the_fewest_possible_up_to_fifteen_players(balances):
    assert len(settle(balances)) == fewest_by_groups(list(balances.values()))


@settings(deadline=None, max_examples=30)
@given(grouped_tables(max_players=9))
def test_the_two_brute_forces_agree(balances):
    """The group count used above is the fewest transfers: checked against
    the search over actual transfers, where that search is fast enough."""
    assert fewest_by_groups(list(balances.values())) == fewest_by_search(list(balances.values()))


@given(tables(), st.randoms(use_true_random=False))
def test_same_balances_give_the_same_transfers_in_any_key_order(balances, random):
    players = list(balances)
    random.shuffle(players)
    assert settle({player: balances[player] for player in players}) == settle(balances)


@pytest.mark.parametrize(
    "balances, expected",
    [
        ({}, []),
        ({"ann": 0, "bob": 0}, []),
        ({"ann": 1235, "bob": -1235}, [Transfer("bob", "ann", 1235)]),
        # A chain: Cy lost 5 to Bob, Bob lost 5 to Ann; Cy pays Ann, Bob is square.
        (
            {"ann": 500, "bob": 0, "cy": -500},
            [Transfer("cy", "ann", 500)],
        ),
        # One winner: each loser pays them.
        (
            {"ann": 700, "bob": -300, "cy": -400},
            [Transfer("bob", "ann", 300), Transfer("cy", "ann", 400)],
        ),
        # Two independent pairs: 2 transfers, not 3.
        (
            {"ann": 500, "bob": -500, "cy": 300, "dee": -300},
            [Transfer("bob", "ann", 500), Transfer("dee", "cy", 300)],
        ),
        # A pair hidden beside a triple: 3 transfers, where paying the largest
        # debt to the largest creditor first would take 4.
        (
            {"ann": 600, "bob": -600, "cy": 500, "dee": 400, "eve": -900},
            [Transfer("bob", "ann", 600), Transfer("eve", "cy", 500), Transfer("eve", "dee", 400)],
        ),
    ],
)
def test_scenarios(balances, expected):
    assert settle(balances) == expected


def test_fifteen_players_in_seven_groups_settle_in_eight_transfers():
    # Six pairs and a triple whose largest debtor is not matched by the largest
    # creditor. Each transfer involves two players, so 15 players need at least 8.
    values = [800, 700, 650, 600, 550, 450]
    balances = {f"p{i:02d}": value for i, value in enumerate(values)}
    balances |= {f"q{i:02d}": -value for i, value in enumerate(values)}
    balances |= {"t1": 900, "t2": -500, "t3": -400}
    transfers = settle(balances)
    assert len(transfers) == 8
    assert all(left == 0 for left in after(balances, transfers).values())


def test_sixteen_players_are_still_settled_exactly():
    balances = {f"s{i:02d}": (i + 1) * 100 for i in range(15)}
    balances["s15"] = -sum(balances.values())
    transfers = settle(balances)
    assert len(transfers) == 15
    assert all(left == 0 for left in after(balances, transfers).values())


@pytest.mark.parametrize(
    "balances, error",
    [
        ({"ann": 100, "bob": -99}, ValueError),
        ({"ann": 100}, ValueError),
        ({"ann": 1.5, "bob": -1.5}, TypeError),
        ({"ann": True, "bob": -1}, TypeError),
    ],
)
def test_refuses_balances_that_cannot_be_settled_in_cents(balances, error):
    with pytest.raises(error):
        settle(balances)


NAMES = {"a": "Ann", "b": "Bob"}


@pytest.mark.parametrize(
    "currency, sentence",
    [
        ("USD", "Bob pays Ann $12.35"),
        ("EUR", "Bob pays Ann €12.35"),
        ("GBP", "Bob pays Ann £12.35"),
        ("CHF", "Bob pays Ann 12.35 CHF"),
        ("usd", "Bob pays Ann $12.35"),
    ],
)
def test_describe_names_the_players_and_the_amount(currency, sentence):
    assert describe(Transfer("b", "a", 1235), NAMES, currency) == sentence


@pytest.mark.parametrize(
    "transfer, sentence",
    [
        (Transfer("b", "a", 5), "Bob pays Ann $0.05"),
        (Transfer("b", "a", 123_400), "Bob pays Ann $1,234.00"),
        (Transfer("seat:3", "a", 100), "seat:3 pays Ann $1.00"),
    ],
)
def test_describe_amounts_and_unnamed_players(transfer, sentence):
    assert describe(transfer, NAMES) == sentence


@pytest.mark.parametrize(
    "cents, currency, text",
    [(-5, "GBP", "-£0.05"), (0, "USD", "$0.00"), (-120_000, "CHF", "-1,200.00 CHF")],
)
def test_format_cents_for_balances(cents, currency, text):
    assert format_cents(cents, currency) == text
