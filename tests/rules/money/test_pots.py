import pytest
from hypothesis import given
from hypothesis import strategies as st

from referee.rules.money.betting import act, is_complete, open_round
from referee.rules.money.pots import Award, Pot, award, build_pots, paid_into, return_uncalled
from referee.rules.money.stakes import NO, Structure


@pytest.mark.parametrize("contributions, left, refunds", [
    ({1: 100, 2: 50}, {1: 50, 2: 50}, {1: 50}),
    ({1: 100, 2: 100, 3: 20}, {1: 100, 2: 100, 3: 20}, {}),
    ({1: 100, 2: 60, 3: 20}, {1: 60, 2: 60, 3: 20}, {1: 40}),
    ({1: 10, 2: 0, 3: 0}, {1: 0, 2: 0, 3: 0}, {1: 10}),
    ({4: 35}, {4: 0}, {4: 35}),
    ({}, {}, {}),
], ids=["bet over an all-in", "called bet", "over the second largest",
        "everybody folded to a bet", "alone", "nothing"])
def test_a_bet_nobody_called_goes_back_to_its_owner(contributions, left, refunds):
    assert return_uncalled(contributions) == (left, refunds)


@pytest.mark.parametrize("contributions, folded, pots", [
    ({1: 20, 2: 20, 3: 20}, (), [Pot(60, (1, 2, 3))]),
    ({1: 50, 2: 100, 3: 200, 4: 200}, (),
     [Pot(200, (1, 2, 3, 4)), Pot(150, (2, 3, 4)), Pot(200, (3, 4))]),
    ({1: 100, 2: 100, 3: 40, 4: 30}, (3,),
     [Pot(120, (1, 2, 4)), Pot(150, (1, 2))]),
    ({1: 60, 2: 60, 3: 60}, (1, 2), [Pot(180, (3,))]),
    ({1: 0, 2: 0}, (), []),
    ({1: 0, 2: 5, 3: 5}, (2, 3), [Pot(10, (1,))]),
    ({1: 2, 2: 4, 3: 6, 4: 6}, (3, 4), [Pot(8, (1, 2)), Pot(10, (2,))]),
], ids=["everyone called", "three all-ins, three pots", "folded chips stay where they reached",
        "all folded to one", "nothing bet", "the one still in put in nothing: the dropped blinds are its pot",
        "chips above everyone still in are dead money in the last pot"])
def test_side_pots_follow_table_stakes(contributions, folded, pots):
    assert build_pots(contributions, folded) == pots


def test_uncalled_chips_must_be_returned_before_building_pots():
    with pytest.raises(ValueError):
        build_pots({1: 100, 2: 50}, folded=(1,))


def strongest(strength):
    """A showdown by a table of hand strengths: the strongest eligible seats win."""
    def winners_of(eligible):
        best = max(strength[seat] for seat in eligible)
        return tuple(seat for seat in eligible if strength[seat] == best)
    return winners_of


@pytest.mark.parametrize("pots, strength, order, awards", [
    ([Pot(60, (1, 2, 3))], {1: 1, 2: 5, 3: 2}, (1, 2, 3), [Award(0, 2, 60)]),
    ([Pot(60, (1, 2, 3))], {1: 5, 2: 5, 3: 2}, (1, 2, 3), [Award(0, 1, 30), Award(0, 2, 30)]),
    ([Pot(25, (1, 2))], {1: 5, 2: 5}, (1, 2), [Award(0, 1, 15), Award(0, 2, 10)]),
    ([Pot(25, (1, 2))], {1: 5, 2: 5}, (2, 1), [Award(0, 2, 15), Award(0, 1, 10)]),
    ([Pot(35, (1, 2, 3, 4))], {1: 5, 2: 1, 3: 5, 4: 5}, (3, 4, 1, 2),
     [Award(0, 3, 15), Award(0, 4, 10), Award(0, 1, 10)]),
    ([Pot(10, (1, 2, 3))], {1: 5, 2: 5, 3: 5}, (2, 3, 1), [Award(0, 2, 5), Award(0, 3, 5)]),
    ([Pot(200, (1, 2, 3, 4)), Pot(165, (2, 3, 4)), Pot(190, (3, 4))],
     {1: 9, 2: 7, 3: 7, 4: 3}, (4, 1, 2, 3),
     [Award(0, 1, 200), Award(1, 2, 85), Award(1, 3, 80), Award(2, 3, 190)]),
], ids=["one winner", "tie splits", "odd chip to the first from the dealer's left",
        "odd chip follows the order given", "two odd chips", "too few chips for all",
        "three pots, a tie in the side pot"])
def test_each_pot_is_awarded_and_split_by_the_unit(pots, strength, order, awards):
    assert award(pots, strongest(strength), 5, order) == awards


def test_a_pot_with_one_eligible_seat_needs_no_showdown():
    def no_showdown(eligible):
        raise AssertionError(f"showdown among {eligible}")
    assert award([Pot(50, (3,))], no_showdown, 5, (1, 2, 3)) == [Award(0, 3, 50)]


def test_winners_must_come_from_the_eligible_seats():
    with pytest.raises(ValueError):
        award([Pot(50, (1, 2))], lambda eligible: (9,), 5, (1, 2))


def test_a_pot_nobody_wins_is_left_for_the_caller_to_carry():
    """Every hand still in killed: no award for that pot; the others are awarded as usual."""
    pots = [Pot(60, (1, 2)), Pot(40, (2, 3))]
    awards = award(pots, lambda eligible: () if eligible == (1, 2) else (3,), 5, (1, 2, 3))
    assert awards == [Award(1, 3, 40)]


def test_what_each_seat_put_into_each_pot():
    contributions = {1: 100, 2: 40, 3: 100, 4: 20}  # seat 4 folded
    pots = build_pots(contributions, [4])
    assert [pot.amount for pot in pots] == [140, 120]
    assert paid_into(contributions, pots) == [{1: 40, 2: 40, 3: 40, 4: 20}, {1: 60, 3: 60}]


def test_dead_money_above_everyone_still_in_is_paid_into_the_last_pot():
    contributions = {1: 2, 2: 4, 3: 6, 4: 6}  # seats 3 and 4 said out together
    assert paid_into(contributions, build_pots(contributions, [3, 4])) == [{1: 2, 2: 2, 3: 2, 4: 2},
                                                                         {2: 2, 3: 4, 4: 4}]


THREE_POTS = [Pot(200, (1, 2, 3, 4)), Pot(150, (2, 3, 4)), Pot(200, (3, 4))]


@pytest.mark.parametrize("moves, refunds, pots, awards", [
    ("1 all_in, 2 all_in, 3 all_in, 4 call", {}, THREE_POTS,
     [Award(0, 1, 200), Award(1, 2, 75), Award(1, 3, 75), Award(2, 3, 200)]),
    ("4 all_in, 1 all_in, 2 all_in, 3 all_in", {4: 100}, THREE_POTS,
     [Award(0, 1, 200), Award(1, 2, 75), Award(1, 3, 75), Award(2, 3, 200)]),
    ("1 all_in, 2 all_in, 3 all_in, 4 fold", {3: 100}, [Pot(150, (1, 2, 3)), Pot(100, (2, 3))],
     [Award(0, 1, 150), Award(1, 2, 50), Award(1, 3, 50)]),
], ids=["the big stack calls", "the big stack's all-in is called short",
        "the big stack folds"])
def test_three_all_ins_pay_out_by_table_stakes(moves, refunds, pots, awards):
    stacks = {1: 50, 2: 100, 3: 200, 4: 300}
    first = int(moves[0])
    round_ = open_round((1, 2, 3, 4), stacks, Structure(NO, min_bet=10), 5, in_hand=stacks,
                        first=first)
    for move in moves.split(", "):
        seat, kind = move.split()
        round_ = act(round_, int(seat), {"type": kind})
    assert is_complete(round_)

    left, returned = return_uncalled(round_.bets)
    assert returned == refunds
    assert build_pots(left, round_.folded) == pots
    # Seat 1 holds the best hand; seats 2 and 3 tie for second; seat 4 is last.
    strength = {1: 9, 2: 7, 3: 7, 4: 3}
    assert award(pots, strongest(strength), 5, (1, 2, 3, 4)) == awards


contributions = st.dictionaries(st.integers(1, 8), st.integers(0, 40).map(lambda n: 5 * n),
                                min_size=2, max_size=8)


def fold_some(data, left):
    """Any seats may have folded but one with the largest contribution: once
    uncalled chips are back, the last raise was called by someone still in."""
    keeper = max(left, key=left.get)
    return data.draw(st.sets(st.sampled_from(sorted(set(left) - {keeper}))))


@given(contributions, st.data())
def test_pots_hold_every_chip_and_pay_out_exactly(paid, data):
    seats = sorted(paid)
    left, refunds = return_uncalled(paid)
    folded = fold_some(data, left)
    pots = build_pots(left, folded)
    assert sum(pot.amount for pot in pots) + sum(refunds.values()) == sum(paid.values())
    assert all(seat not in folded for pot in pots for seat in pot.eligible)

    order = data.draw(st.permutations(seats))
    awards = award(pots, lambda eligible: tuple(data.draw(
        st.sets(st.sampled_from(eligible), min_size=1))), 5, order)
    for index, pot in enumerate(pots):
        paid_out = [a.amount for a in awards if a.pot_index == index]
        assert sum(paid_out) == pot.amount
        assert max(paid_out) - min(paid_out) <= 5
        assert all(a.seat in pot.eligible for a in awards if a.pot_index == index)


@given(contributions, st.data())
def test_a_player_can_win_from_each_opponent_at_most_what_they_put_in(paid, data):
    left, _ = return_uncalled(paid)
    folded = fold_some(data, left)
    pots = build_pots(left, folded)
    for seat in set(paid) - folded:
        winnable = sum(pot.amount for pot in pots if seat in pot.eligible)
        assert winnable == sum(min(other, left[seat]) for other in left.values())
