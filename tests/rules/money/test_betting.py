"""Betting rounds: what each seat is offered, when a round ends, what is refused.

Seats are numbered 1, 2, 3 ... clockwise; a script like "1 bet 100, 2 all_in,
3 call" plays those actions in turn.
"""

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.money.betting import act, can_act, legal_actions, open_round, to_act, verify_action
from referee.rules.money.stakes import FIXED, NO, POT, SPREAD, Forced, Structure

NICKEL_QUARTER = Structure()
SPREAD_10_25 = Structure(SPREAD, min_bet=10, max_bet=25)
FIXED_10_20 = Structure(FIXED, small_bet=10, big_bet=20)
POT_LIMIT = Structure(POT, min_bet=10)
NO_LIMIT = Structure(NO, min_bet=10)


def table(structure, *stacks, **options):
    """A round with seats 1, 2, 3 ... holding `stacks` behind, all in the hand."""
    seats = range(1, len(stacks) + 1)
    options.setdefault("in_hand", seats)
    return open_round(seats, dict(zip(seats, stacks)), structure, 5, **options)


def blinds(structure, *stacks, **options):
    """Seat 2 has posted a 5¢ small blind and seat 3 a 10¢ big blind; `stacks` are
    what is left behind."""
    return table(structure, *stacks, forced=(Forced(2, 5), Forced(3, 10)), **options)


def stud(*stacks):
    """Fixed limit 10/20; seat 3 has brought it in for 5¢; seat 4 acts first."""
    return table(FIXED_10_20, *stacks, forced=(Forced(3, 5, "bring_in"),), first=4)


def play(round_, script):
    for move in filter(None, (part.strip() for part in script.split(","))):
        seat, kind, *amount = move.split()
        action = {"type": kind} | ({"amount": int(amount[0])} if amount else {})
        round_ = act(round_, int(seat), action)
    return round_


def offers(round_, seat):
    """legal_actions as a line: "fold, call 100, raise 300-1000, all_in 900"."""
    words = []
    for action in legal_actions(round_, seat):
        if "min" in action:
            span = action["min"] if action["min"] == action["max"] else (
                f"{action['min']}-{action['max']}")
            words.append(f"{action['type']} {span}")
        else:
            words.append(" ".join(str(value) for value in action.values()))
    return ", ".join(words)


TDA = "1 bet 100, 2 all_in, 3 call, 4 all_in, 5 call"

OFFERS = [
    pytest.param(table(NO_LIMIT, 1000, 125, 1000, 200, 1000), TDA, 1,
                 "fold, call 100, raise 300-1000, all_in 900",
                 id="TDA: A faces two short all-ins adding up to a full raise, may raise"),
    pytest.param(table(NO_LIMIT, 1000, 125, 1000, 200, 1000), TDA + ", 1 call", 3,
                 "fold, call 75", id="TDA: C faces only 75 since acting, may call or fold"),
    pytest.param(table(NO_LIMIT, 1000, 150, 1000), "1 bet 100, 2 all_in, 3 call", 1,
                 "fold, call 50", id="a short all-in does not reopen the betting"),
    pytest.param(table(NO_LIMIT, 1000, 1000, 250, 1000), "1 bet 100, 2 raise 200, 3 all_in, "
                 "4 call", 1, "fold, call 150, raise 350-1000, all_in 900",
                 id="a full raise since acting reopens the betting"),
    pytest.param(table(NO_LIMIT, 1000, 150, 1000), "1 bet 100, 2 all_in", 3,
                 "fold, call 150, raise 250-1000, all_in 1000",
                 id="a raise over a short all-in is a full raise over it"),
    pytest.param(table(NO_LIMIT, 1000, 1000, 1000), "1 bet 20, 2 raise 70", 3,
                 "fold, call 70, raise 120-1000, all_in 1000",
                 id="no limit: at least the last full raise, at most the stack"),
    pytest.param(table(NO_LIMIT, 1000, 30, 1000), "1 bet 50", 2, "fold, all_in 30",
                 id="all-in for less than a call"),
    pytest.param(table(NO_LIMIT, 500, 1000), "1 all_in", 2, "fold, call 500",
                 id="no raising when everyone else is all-in"),
    pytest.param(table(NICKEL_QUARTER, 100, 100, 100), "1 check, 2 bet 10, 3 call", 1,
                 "fold, call 10, raise 15-35", id="check-raise"),
    pytest.param(blinds(NICKEL_QUARTER, 100, 95, 90), "", 1, "fold, call 10, raise 15-35",
                 id="three-handed blinds: first to act faces the big blind"),
    pytest.param(blinds(NICKEL_QUARTER, 100, 95, 90), "1 call", 2, "fold, call 5, raise 15-35",
                 id="three-handed blinds: small blind completes the call"),
    pytest.param(blinds(NICKEL_QUARTER, 100, 95, 90), "1 call, 2 call", 3,
                 "fold, check, raise 15-35", id="three-handed blinds: big blind's option"),
    pytest.param(table(NICKEL_QUARTER, 95, 90, forced=(Forced(1, 5), Forced(2, 10))), "", 1,
                 "fold, call 5, raise 15-35", id="heads-up blinds: the dealer's small blind acts"),
    pytest.param(table(NICKEL_QUARTER, 95, 90, forced=(Forced(1, 5), Forced(2, 10))),
                 "1 call", 2, "fold, check, raise 15-35", id="heads-up blinds: big blind's option"),
    pytest.param(table(NO_LIMIT, 1000, 1000, 0, forced=(Forced(2, 5), Forced(3, 5))), "", 1,
                 "fold, call 5, raise 15-1000, all_in 1000",
                 id="a big blind all-in short: call what it posted, raise a full bet over it"),
    pytest.param(stud(200, 200, 195, 200), "", 4, "fold, call 5, complete 10",
                 id="bring-in: call it or complete it"),
    pytest.param(stud(200, 200, 195, 200), "4 complete 10", 1, "fold, call 10, raise 20",
                 id="bring-in completed: fixed-limit raises follow"),
    pytest.param(stud(200, 200, 195, 200), "4 complete 10, 1 call, 2 call", 3,
                 "fold, call 5, raise 20", id="bring-in completed: its poster may raise"),
    pytest.param(stud(200, 200, 195, 200), "4 call, 1 call", 2, "fold, call 5, complete 10",
                 id="bring-in called: the next may still complete"),
    pytest.param(table(SPREAD_10_25, 5, 100, 100), "1 all_in", 2, "fold, call 5, complete 10-25",
                 id="an all-in short of the minimum bet is completed"),
    pytest.param(table(NICKEL_QUARTER, 500, 500, 500, 500),
                 "1 bet 25, 2 raise 50, 3 raise 75, 4 raise 100", 1, "fold, call 75",
                 id="spread limit: three raises at most"),
    pytest.param(table(NICKEL_QUARTER, 500, 500), "1 bet 5, 2 raise 10, 1 raise 15, 2 raise 20",
                 1, "fold, call 5, raise 25-45", id="spread limit: no cap heads-up"),
    pytest.param(table(NICKEL_QUARTER, 500, 500, 500),
                 "1 bet 5, 2 raise 10, 3 raise 15, 1 raise 20", 2, "fold, call 10",
                 id="spread limit: capped three-handed"),
    pytest.param(table(NICKEL_QUARTER, 500, 500, 500),
                 "1 bet 5, 2 raise 10, 3 raise 15, 1 raise 20, 2 fold", 3,
                 "fold, call 5, raise 25-45", id="spread limit: the cap lifts when two are left"),
    pytest.param(table(SPREAD_10_25, 500, 500, 25, 500, 500),
                 "1 bet 10, 2 raise 20, 3 all_in, 4 raise 35", 5, "fold, call 35, raise 45-60",
                 id="spread limit: a short all-in is not one of the three raises"),
    pytest.param(table(SPREAD_10_25, 500, 500, 25, 500, 500),
                 "1 bet 10, 2 raise 20, 3 all_in, 4 raise 35, 5 raise 45", 1, "fold, call 35",
                 id="spread limit: the third full raise caps it"),
    pytest.param(table(SPREAD_10_25, 500, 500), "1 bet 20", 2, "fold, call 20, raise 30-45",
                 id="spread limit: any raise from the minimum to the maximum bet"),
    pytest.param(table(FIXED_10_20, 200, 200, 200), "1 bet 10", 2, "fold, call 10, raise 20",
                 id="fixed limit: exactly one bet more"),
    pytest.param(table(FIXED_10_20, 200, 200, bet_size=20), "", 1, "fold, check, bet 20",
                 id="fixed limit: the big bet on later rounds"),
    pytest.param(table(FIXED_10_20, 200, 15, 200), "1 bet 10, 2 all_in", 3,
                 "fold, call 15, raise 25", id="fixed limit: a raise over a short all-in"),
    pytest.param(table(FIXED_10_20, 200, 15, 200), "1 bet 10, 2 all_in, 3 call", 1,
                 "fold, call 5", id="fixed limit: a short all-in does not reopen"),
    pytest.param(table(FIXED_10_20, 200, 200, 200, 200), "1 bet 10, 2 raise 20, 3 raise 30, "
                 "4 raise 40", 1, "fold, call 30", id="fixed limit: three raises at most"),
    pytest.param(blinds(POT_LIMIT, 1000, 995, 990), "", 1, "fold, call 10, raise 20-35",
                 id="pot limit: the first raise before the flop"),
    pytest.param(blinds(POT_LIMIT, 1000, 995, 990), "1 raise 35", 2, "fold, call 30, raise 60-115",
                 id="pot limit: at most the pot after the call"),
    pytest.param(table(POT_LIMIT, 1000, 1000, pot=100), "1 bet 50", 2,
                 "fold, call 50, raise 100-250", id="pot limit: earlier rounds count"),
    pytest.param(table(POT_LIMIT, 1000, 1000, pot=5), "", 1, "fold, check, bet 10",
                 id="pot limit: the minimum bet into a smaller pot"),
    pytest.param(table(POT_LIMIT, 1000, 60, pot=100), "1 bet 50", 2, "fold, call 50, all_in 60",
                 id="pot limit: all-in short of a full raise"),
]


@pytest.mark.parametrize("round_, script, seat, expected", OFFERS)
def test_what_the_seat_on_turn_may_do(round_, script, seat, expected):
    round_ = play(round_, script)
    assert to_act(round_) == seat
    assert offers(round_, seat) == expected


def test_offers_carry_amounts_and_raise_to_bounds():
    round_ = play(table(NO_LIMIT, 1000, 125, 1000, 200, 1000), TDA)
    assert legal_actions(round_, 1) == [
        {"type": "fold"}, {"type": "call", "amount": 100},
        {"type": "raise", "min": 300, "max": 1000}, {"type": "all_in", "amount": 900}]
    assert legal_actions(round_, 3) == []


TURNS = [
    pytest.param(table(NICKEL_QUARTER, 100, 100, 100), "1 check, 2 check, 3 check", None,
                 id="everyone checks"),
    pytest.param(table(NICKEL_QUARTER, 100, 100, 100), "1 bet 10, 2 call, 3 call", None,
                 id="a bet called around"),
    pytest.param(table(NICKEL_QUARTER, 100, 100, 100), "1 bet 10, 2 fold, 3 fold", None,
                 id="everyone folds to a bet"),
    pytest.param(table(NICKEL_QUARTER, 100, 100, 100), "1 check, 2 bet 10, 3 call", 1,
                 id="action goes round to the checker"),
    pytest.param(blinds(NICKEL_QUARTER, 100, 95, 90), "1 call, 2 call, 3 check", None,
                 id="the big blind checks its option"),
    pytest.param(blinds(NICKEL_QUARTER, 100, 95, 90), "1 fold, 2 fold", None,
                 id="all fold to the big blind"),
    pytest.param(stud(200, 200, 195, 200), "4 call, 1 call, 2 call", None,
                 id="a bring-in called round has no option"),
    pytest.param(stud(200, 200, 195, 200), "4 complete 10, 1 call, 2 call, 3 call", None,
                 id="a completed bring-in called round"),
    pytest.param(table(NO_LIMIT, 1000, 30, 1000), "1 bet 50, 2 all_in", 3,
                 id="an all-in player is skipped"),
    pytest.param(table(NO_LIMIT, 1000, 30, 1000), "1 bet 50, 2 all_in, 3 call", None,
                 id="a short all-in call needs no answer"),
    pytest.param(table(NO_LIMIT, 1000, 150, 1000), "1 bet 100, 2 all_in, 3 call", 1,
                 id="a short all-in raise must be called"),
    pytest.param(table(NO_LIMIT, 100, 200), "1 all_in, 2 call", None,
                 id="everyone all-in but one who has called"),
    pytest.param(table(NO_LIMIT, 0, 0, 100), "", None, id="nobody left to bet against"),
    pytest.param(table(NO_LIMIT, 0, 100, 100), "", 2, id="a seat all-in earlier is skipped"),
    pytest.param(table(NO_LIMIT, 100, 100, 100, in_hand=(1, 3)), "1 check", 3,
                 id="a seat that folded earlier is skipped"),
    pytest.param(table(NO_LIMIT, 100, 100, 100, first=3), "", 3, id="first to act given"),
    pytest.param(table(NO_LIMIT, 100, 100, 100, first=3), "3 check, 1 check", 2,
                 id="action goes clockwise from the first"),
]


@pytest.mark.parametrize("round_, script, expected", TURNS)
def test_whose_turn_and_when_the_round_ends(round_, script, expected):
    assert to_act(play(round_, script)) == expected


@pytest.mark.parametrize("mistake", [
    dict(order=(1, 2), in_hand=(1, 3)),
    dict(order=(1, 2, 2)),
    dict(first=7),
    dict(stacks={1: 100, 2: 12, 3: 100}),
    dict(stacks={1: 100, 2: -5, 3: 100}),
    dict(forced=(Forced(4, 5),)),
    dict(forced=(Forced(1, 7),)),
    dict(forced=(Forced(1, 5, "straddle"),)),
    dict(structure=FIXED_10_20, bet_size=0),
    dict(unit=0),
], ids=lambda mistake: ", ".join(mistake))
def test_a_caller_setting_up_a_round_wrongly_gets_a_value_error(mistake):
    setup = dict(order=(1, 2, 3), stacks={1: 100, 2: 100, 3: 100}, structure=NICKEL_QUARTER,
                 unit=5, in_hand=(1, 2, 3)) | mistake
    with pytest.raises(ValueError):
        open_round(**setup)


def test_chips_move_from_stacks_to_bets():
    round_ = play(table(NO_LIMIT, 1000, 150, 1000), "1 bet 100, 2 all_in, 3 call, 1 fold")
    assert round_.stacks == {1: 900, 2: 0, 3: 850}
    assert round_.bets == {1: 100, 2: 150, 3: 150}
    assert round_.all_in == {2}
    assert round_.folded == {1}
    assert round_.in_hand == {2, 3}
    assert [(step.type, step.chips, step.total) for step in round_.history] == [
        ("bet", 100, 100), ("all_in", 150, 150), ("call", 150, 150), ("fold", 0, 100)]


REFUSALS = [
    (table(NICKEL_QUARTER, 100, 100, 100), "1 bet 15", 2, {"type": "check"}, "cannot_check",
     "you can't check: there is a bet of 15¢ to you"),
    (table(NO_LIMIT, 100, 100, 100), "1 bet 10", 2, {"type": "raise", "amount": 15}, "too_small",
     "a raise must be at least 10¢ more (the last full raise): to 20¢ or more"),
    (table(SPREAD_10_25, 100, 100), "1 bet 20", 2, {"type": "raise", "amount": 25}, "too_small",
     "a raise must be at least 10¢ more (the minimum bet): to 30¢ or more"),
    (table(NICKEL_QUARTER, 100, 100, 100), "", 3, {"type": "check"}, "not_your_turn",
     "it is seat 1's turn"),
    (table(NO_LIMIT, 50, 1000), "", 1, {"type": "bet", "amount": 100}, "not_enough_chips",
     "you have 50¢ behind: you can't put in $1.00 (table stakes); go all-in instead"),
    (table(NO_LIMIT, 1000, 30), "1 bet 50", 2, {"type": "call"}, "short_stack",
     "you can't call 50¢ with 30¢ behind (table stakes): go all-in or fold"),
    (table(NO_LIMIT, 1000, 125, 1000, 200, 1000), TDA + ", 1 call", 3,
     {"type": "raise", "amount": 400}, "betting_not_reopened",
     "you can't raise: the raises since you acted add up to 75¢, less than a full raise of "
     "$1.00, and a short all-in does not reopen the betting; call or fold"),
    (table(NO_LIMIT, 1000, 125, 1000, 200, 1000), TDA + ", 1 call", 3, {"type": "all_in"},
     "betting_not_reopened", None),
    (table(NICKEL_QUARTER, 500, 500, 500, 500), "1 bet 25, 2 raise 50, 3 raise 75, 4 raise 100",
     1, {"type": "raise", "amount": 125}, "raise_cap",
     "you can't raise: 3 raises per round is the limit in spread limit (no limit when only two "
     "players are left); call or fold"),
    (table(NICKEL_QUARTER, 100, 100), "", 1, {"type": "bet", "amount": 30}, "over_limit",
     "in spread limit a bet may be at most 25¢"),
    (table(NICKEL_QUARTER, 100, 100), "1 bet 10", 2, {"type": "raise", "amount": 40},
     "over_limit", "in spread limit a raise may be at most 25¢ more: to 35¢ at most"),
    (table(NICKEL_QUARTER, 500, 500), "", 1, {"type": "all_in"}, "over_limit",
     "you can't go all-in: $5.00 is over the spread limit; the most you may bet is 25¢"),
    (table(POT_LIMIT, 1000, 1000, pot=100), "", 1, {"type": "bet", "amount": 110}, "over_limit",
     "in pot limit a bet may go to at most $1.00 (the pot)"),
    (blinds(POT_LIMIT, 1000, 995, 990), "", 1, {"type": "raise", "amount": 40}, "over_limit",
     "in pot limit a raise may go to at most 35¢ (the pot after your call)"),
    (table(FIXED_10_20, 100, 100), "1 bet 10", 2, {"type": "raise", "amount": 30}, "over_limit",
     "in fixed limit a raise is exactly 10¢ more: to 20¢"),
    (table(FIXED_10_20, 100, 100), "", 1, {"type": "bet", "amount": 5}, "too_small",
     "in fixed limit a bet is exactly 10¢"),
    (stud(200, 200, 195, 200), "", 4, {"type": "complete", "amount": 15}, "over_limit",
     "in fixed limit you complete to exactly 10¢"),
    (stud(200, 200, 195, 200), "", 4, {"type": "raise", "amount": 10}, "cannot_raise",
     "you can't raise: the bet to you is short of a full bet; complete it, to at least 10¢"),
    (table(NICKEL_QUARTER, 100, 100), "", 1, {"type": "raise", "amount": 10}, "cannot_raise",
     "you can't raise: there is no bet yet; bet instead"),
    (table(NICKEL_QUARTER, 100, 100), "1 bet 10", 2, {"type": "bet", "amount": 20},
     "cannot_bet", "you can't bet: there is already a full bet of 10¢; call or raise"),
    (table(NICKEL_QUARTER, 100, 100), "1 bet 10", 2, {"type": "complete", "amount": 20},
     "cannot_complete", "you can't complete: there is already a full bet of 10¢; call or raise"),
    (table(NICKEL_QUARTER, 100, 100), "", 1, {"type": "bet"}, "amount_required", None),
    (table(NICKEL_QUARTER, 100, 100), "", 1, {"type": "bet", "amount": "ten"}, "amount_required",
     None),
    (table(NICKEL_QUARTER, 100, 100), "", 1, {"type": "bet", "amount": 12}, "not_a_multiple",
     "bets are in multiples of 5¢ (the smallest chip)"),
    (table(NICKEL_QUARTER, 100, 100), "", 1, {"type": "call"}, "nothing_to_call", None),
    (table(NICKEL_QUARTER, 100, 100), "1 bet 15", 2, {"type": "call", "amount": 10},
     "wrong_amount", "the call is 15¢, not 10¢"),
    (table(NICKEL_QUARTER, 100, 20), "1 bet 15", 2, {"type": "all_in", "amount": 15},
     "wrong_amount", "your all-in is 20¢, not 15¢"),
    (table(NO_LIMIT, 500, 1000), "1 all_in", 2, {"type": "raise", "amount": 1000},
     "no_one_to_raise", "you can't bet or raise: everyone else still in is all-in; call or fold"),
    (table(NICKEL_QUARTER, 100, 100, 100), "1 bet 10, 2 fold", 2, {"type": "call"}, "folded",
     "you have folded: you are out of this hand"),
    (table(NO_LIMIT, 1000, 30, 1000), "1 bet 50, 2 all_in", 2, {"type": "check"}, "all_in",
     "you are all-in: you have nothing left to bet in this hand"),
    (table(NICKEL_QUARTER, 100, 100), "1 check, 2 check", 1, {"type": "bet", "amount": 5},
     "round_over", "the betting round is over"),
    (table(NICKEL_QUARTER, 100, 100), "", 9, {"type": "check"}, "not_in_hand",
     "seat 9 is not in this hand"),
    (table(NICKEL_QUARTER, 100, 100), "", 1, {"type": "shove"}, "unknown_action",
     "a betting action is one of: check, bet, call, raise, complete, fold or all_in"),
    (table(NICKEL_QUARTER, 100, 100), "", 1, "check", "unknown_action", None),
]


@pytest.mark.parametrize("round_, script, seat, action, code, message", REFUSALS)
def test_refusals_name_the_rule(round_, script, seat, action, code, message):
    round_ = play(round_, script)
    with pytest.raises(RuleError) as refused:
        verify_action(round_, seat, action)
    assert refused.value.code == code
    if message is not None:
        assert refused.value.message == message
    assert not can_act(round_, seat, action)
    with pytest.raises(RuleError):
        act(round_, seat, action)


@pytest.mark.parametrize("script, seat, action, kind", [
    ("", 2, {"type": "check"}, "not_now"),
    ("1 check, 2 check", 1, {"type": "check"}, "not_now"),
    ("1 bet 10", 2, {"type": "check"}, "invalid"),
    ("1 bet 10, 2 fold", 2, {"type": "call"}, "forbidden"),
])
def test_refusals_say_what_kind_of_no_they_are(script, seat, action, kind):
    round_ = play(table(NICKEL_QUARTER, 100, 100, 100), script)
    with pytest.raises(RuleError) as refused:
        act(round_, seat, action)
    assert refused.value.kind == kind
