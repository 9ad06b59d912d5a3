"""The notation real hand histories use, and the forced bets of real tables, in scenario tables.

Each row is a small no-limit hold'em hand written for the test: what the file
says, and the stacks (or the refusal) the replay must come to.
"""

from __future__ import annotations

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.phh.notation import parse_history
from referee.rules.phh.replay import replay


def dealt(count: int) -> list[str]:
    return ["d dh p1 AsAh", "d dh p2 ????"] if count == 2 else [f"d dh p{n} ????" for n in range(1, count + 1)]


def hand(actions: list[str], *, blinds=(5, 10, 0, 0), antes=None, stacks=None, extra: str = "") -> str:
    count = len(stacks or antes or blinds)
    stacks = stacks or [1000] * count
    antes = antes or [0] * count
    lines = [
        'variant = "NT"', f"antes = {list(antes)}", f"blinds_or_straddles = {list(blinds)}", "min_bet = 10",
        f"starting_stacks = {stacks}", "actions = " + repr(dealt(count) + actions).replace("'", '"'), extra,
    ]
    return "\n".join(lines) + "\n"


def stacks_of(text: str) -> list[int]:
    return [int(stack) for stack in replay(parse_history(text)).finishing_stacks]


SHOWDOWN = ["p1 sm AsAh", "d db 2c3d4h", "d db 8s", "d db 9c"]
ALL_IN = ["p2 cbr 100", "p1 cc"]


@pytest.mark.parametrize("why,text,stacks", [
    ("a lone blind: p1 posts it, p2 acts first, p1 has the option",
     hand(["p2 cc", "p3 f", "p4 f", "p1 cc", "d db 2c3d4h", "p1 cc", "p2 cbr 20", "p1 f"], blinds=(10, 0, 0, 0)),
     [990, 1010, 1000, 1000]),
    ("a dead small blind: the big blind alone, p3 acts first",
     hand(["p3 f", "p4 cc", "p1 f", "p2 cc", "d db 2c3d4h", "p2 cc", "p4 cbr 10", "p2 f"], blinds=(0, 10, 0, 0)),
     [1000, 990, 1000, 1010]),
    ("a straddle: p4 acts first, the straddler has the option and wins the blinds",
     hand(["p4 cc", "p1 f", "p2 f", "p3 cc", "d db 2c3d4h", "p3 cbr 20", "p4 f"], blinds=(5, 10, 20, 0)),
     [995, 990, 1035, 980]),
    ("a big-blind ante: the big blind antes for the table, dead money the winner takes",
     hand(["p3 cbr 30", "p4 f", "p1 f", "p2 cc", "d db 2c3d4h", "p2 cc", "p3 cbr 50", "p2 f"], antes=(0, 40, 0, 0)),
     [995, 930, 1075, 1000]),
    ("a big-blind ante heads-up: p1 has the big blind, whose entry PokerKit reads second",
     hand(["p2 f"], blinds=(5, 10), antes=(0, 40), extra="winnings = [55, 0]"), [1005, 995]),
    ("an all-in hand shown unnamed (????), then named at the showdown",
     hand(ALL_IN + ["p2 sm ????"] + SHOWDOWN + ["p2 sm KdKc"], blinds=(5, 10), stacks=[100, 100]), [200, 0]),
    ("the same show written twice",
     hand(ALL_IN + ["p2 sm KdKc"] + SHOWDOWN + ["p2 sm KdKc"], blinds=(5, 10), stacks=[100, 100]), [200, 0]),
    ("the winner shows after everyone folded: a voluntary show",
     hand(["p2 cbr 30", "p1 f", "p2 sm KdKc"], blinds=(5, 10)), [990, 1010]),
    ("a house rake of 5%, capped at 3, after the flop: the winnings are after it",
     hand(["p3 cbr 30", "p4 f", "p1 f", "p2 cc", "d db 2c3d4h", "p2 cc", "p3 cbr 50", "p2 f"],
          extra="winnings = [0, 0, 62, 0]\n_rake = 0.05\n_rake_cap = 3"), [995, 970, 1032, 1000]),
    ("no flop, no drop", hand(["p3 cbr 30", "p4 f", "p1 f", "p2 f"], extra="winnings = [0, 0, 25, 0]\n_rake = 0.05"),
     [995, 990, 1015, 1000]),
    ("'sm ????' at the showdown: a loss the file's results confirm",
     hand(ALL_IN + SHOWDOWN + ["p2 sm ????"], blinds=(5, 10), stacks=[100, 100], extra="finishing_stacks = [200, 0]"), [200, 0]),
])
def test_a_real_files_notation_replays(why, text, stacks):
    replayed = replay(parse_history(text))
    assert [int(stack) for stack in replayed.finishing_stacks] == stacks, why
    assert replayed.agrees, replayed.differences()


def test_an_unnamed_show_the_files_results_contradict_is_reported_as_counted_mucked():
    text = hand(ALL_IN + SHOWDOWN + ["p2 sm ????"], blinds=(5, 10), stacks=[100, 100], extra="winnings = [0, 200]")
    assert replay(parse_history(text)).differences() == [
        "p1 collects 200 where the file's winnings say 0",
        "p2 collects 0 where the file's winnings say 200",
        "p2 showed cards the file does not name (????), which the referee counts as mucked",
    ]


@pytest.mark.parametrize("text,reason", [
    (hand(["p5 f"], blinds=(5, 10, 20, 40, 0)),
     "This hand has more than one straddle (p4 40 after p3's): our hold'em takes one, left of the big blind."),
    (hand(["p3 f"], antes=(0, 0, 5, 0)),
     "The antes differ from player to player (p1 0, p2 0, p3 5, p4 0): our table has an ante everyone pays the "
     "same, and in hold'em one more ante on the big blind."),
    (hand(["p3 f"], blinds=(5, 10, 5, 0)), "a straddle is at least the big blind"),
    (hand(ALL_IN + ["p2 sm KdKc"] + SHOWDOWN + ["p2 sm QdQc"], blinds=(5, 10), stacks=[100, 100]),
     "Action 10, 'p2 sm QdQc' by p2, is refused: p2 already showed KdKc."),
    (hand(["p2 cbr 30", "p1 f", "p1 sm AsAh"], blinds=(5, 10)),
     "Action 5, 'p1 sm AsAh' by p1, is refused: p1 folded, and only a player still in the hand shows."),
    (hand(["p3 f"], extra="_rake = 0.025"), "The house takes 2.5% of the pot: our table's rake is a whole percent."),
    (hand(["p3 f"], extra="_rake = 1"), "'_rake' is the share of a pot the house takes, less than 1 (0.05 is 5%), not 1."),
    (hand(ALL_IN + SHOWDOWN + ["p2 sm ????"], blinds=(5, 10), stacks=[100, 100]),
     "Action 9, 'p2 sm ????' by p2, is refused: the file does not name the cards shown, and gives no "
     "finishing_stacks or winnings to check the showdown against"),
])
def test_what_a_real_file_says_that_our_table_can_not_is_refused_with_the_reason(text, reason):
    with pytest.raises(RuleError) as refusal:
        replay(parse_history(text))
    assert reason in refusal.value.message


def test_a_lone_blind_is_no_longer_taken_for_a_small_blind_over_the_big_one():
    assert stacks_of(hand(["p2 f", "p3 f", "p4 f"], blinds=(1, 0, 0, 0))) == [1000, 1000, 1000, 1000]
