"""Series files (.phhs): every hand replays on its own, and every result the file gives is checked.

The series here are written by the tests from the published examples
(tests/rules/phh/examples: no-limit and fixed-limit hold'em, seven-card stud,
a house five-card draw), each hand under its own table; files/ holds a real
series of the public PHH dataset (its source is named in it).
"""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.phh.notation import format_amount
from referee.rules.phh.series import replay_file

HERE = Path(__file__).parent
EXAMPLES = HERE / "examples"
REAL = HERE / "files" / "abs-2009-07-1000nlh-10-1.phhs"
MIXED = ("dwan-ivey-2009.phh", "pluribus/100-9.phh", "wsop-2023-43/05-00-22-43.phh",
         "wsop-2023-43/34-01-39-18.phh")


def series(*hands: str) -> str:
    """One series file of these hand files' texts, the n-th under [n]."""
    return "\n".join(f"[{number}]\n{text}" for number, text in enumerate(hands, start=1))


def example(name: str, *changes: tuple[str, str]) -> str:
    text = (EXAMPLES / name).read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text
        text = text.replace(old, new, 1)
    return text


def test_a_series_of_mixed_variants_replays_hand_by_hand():
    reports = replay_file(series(*(example(name) for name in MIXED)))
    assert [report.key for report in reports] == ["1", "2", "3", "4"]
    assert [report.outcome for report in reports] == ["unchecked", "agrees", "agrees", "agrees"]
    assert reports[0].replay.finishing_stacks[0] == 572100  # Ivey, as PokerKit publishes


def test_a_hand_of_a_series_that_differs_is_reported_with_the_seat_and_both_amounts():
    wrong = example("pluribus/100-9.phh", ("finishing_stacks = [10300,", "finishing_stacks = [10200,"))
    winnings = example("pluribus/100-4.phh") + "\nwinnings = [3600, 0, 0, 0, 0, 0]\nseats = [4, 5, 6, 1, 2, 3]\n"
    reports = replay_file(series(example(MIXED[2]), wrong, winnings))
    assert [report.outcome for report in reports] == ["agrees", "differs", "differs"]
    assert reports[1].replay.differences() == [
        "p1 (MrPink) finishes with 10300 where the file's finishing_stacks say 10200"]
    # MrBrown collects 3,500: 250 twice and the big blind, then 1,450 twice; the river bet goes back.
    assert reports[2].replay.differences() == [
        "p1 (MrBrown, seat 4) collects 3500 where the file's winnings say 3600"]


def test_a_refused_hand_does_not_stop_the_others():
    refused = example("dwan-ivey-2009.phh", ('"NT"', '"PO/8"'))
    reports = replay_file(series(refused, example(MIXED[1])))
    assert [report.outcome for report in reports] == ["refused", "agrees"]
    assert reports[0].refusal.startswith("'PO/8' is not a PHH variant code")


@pytest.mark.parametrize("text,reason", [
    ("", "The file holds no hand."),
    ("variant = 'NT'\n[1]\nvariant = 'NT'\n", "This file mixes a hand's fields with tables ([1])"),
    ("[1]\nantes = [0, 0]\n", "The hand has no 'variant' field"),
    ("[1\n", "This is not a PHH file: it is not valid TOML"),
])
def test_a_file_that_is_no_hand_history_is_refused_with_the_reason(text, reason):
    if text.startswith("[1]"):  # a hand of a series is refused on its own
        assert reason in replay_file(text)[0].refusal
        return
    with pytest.raises(RuleError) as refusal:
        replay_file(text)
    assert reason in refusal.value.message


# The real online series: its `winnings` are after the house rake, which the file does not give;
# every hand that reaches the flop and has a result differs by the rake, and only those.
REAL_OUTCOMES = {
    "1": "differs",  # before the flop, 2.50 less than the pot: an ante the file does not show
    "2": "differs", "7": "differs", "9": "differs", "17": "differs", "20": "differs", "24": "differs",
    "6": "unchecked", "19": "unchecked",  # shown down, and the file gives no result
    "10": "refused", "15": "refused",  # "sm ????" at the showdown, and no result to check it against
}


def test_the_real_series_replays_every_hand_and_names_what_differs():
    reports = replay_file(REAL.read_text(encoding="utf-8"))
    assert len(reports) == 24
    assert {report.key: report.outcome for report in reports} == {
        str(key): REAL_OUTCOMES.get(str(key), "agrees") for key in range(1, 25)}
    for report in reports:
        if report.outcome == "differs" and report.key != "1":
            history, replayed = report.replay.history, report.replay
            winner = next(player for player, won in enumerate(replayed.winnings) if won)
            rake = replayed.winnings[winner] - history.winnings[winner]
            assert 0 < rake < replayed.winnings[winner] * 7 / 100
            assert replayed.differences() == [
                f"{history.name(winner + 1)} collects {format_amount(replayed.winnings[winner])} where the "
                f"file's winnings say {format_amount(history.winnings[winner])}"]


def run(app, path) -> tuple[int, str, str]:
    result = app.test_cli_runner().invoke(args=["replay-phh", str(path)])
    return result.exit_code, result.stdout, result.stderr


def test_the_command_reports_each_hand_of_a_series_and_fails_when_one_differs(app, tmp_path):
    path = tmp_path / "night.phhs"
    path.write_text(series(example(MIXED[1]), example(MIXED[1], ("finishing_stacks = [10300,",
                                                                "finishing_stacks = [10200,"))), encoding="utf-8")
    code, out, err = run(app, path)
    assert code == 1
    assert out.splitlines()[0] == "Hand [1] (9): agrees"  # the file's own hand number
    assert "Hand [2] (9): differs" in out.splitlines()
    assert out.splitlines()[-1] == "2 hands: 1 agrees with the file, 1 differs from it."
    assert "Hand [2] (9): p1 (MrPink) finishes with 10300 where the file's finishing_stacks say 10200." in err


def test_the_command_passes_a_series_that_agrees(app, tmp_path):
    path = tmp_path / "night.phhs"
    path.write_text(series(*(example(name) for name in MIXED[1:])), encoding="utf-8")
    code, out, err = run(app, path)
    assert (code, err) == (0, "")
    assert out.splitlines()[-1] == "3 hands: 3 agree with the file."


def test_the_command_on_the_real_series_exits_non_zero_and_counts_each_outcome(app):
    code, out, err = run(app, REAL)
    assert code == 1
    assert out.splitlines()[-1] == ("24 hands: 13 agree with the file, 7 differ from it, 2 give no result to check, "
                                    "2 refused.")
    assert "Hand [2] (3017246606): p3 (/P+7Z0P/b7YiK60FW9dRAQ, seat 6) collects 87.5 where the file's winnings " \
           "say 84.5." in err.splitlines()


PS = HERE / "files" / "ps-2009-07-1000nlh-10-1.phhs"


@pytest.mark.parametrize("options,last,outcomes", [
    # The file gives no rake: every hand past the flop differs by the house's 5%, and hands
    # [1], [18] and [20] publish winnings of 0 where someone won (a flaw of the conversion).
    ([], "10 hands: 3 agree with the file, 6 differ from it, 1 gives no result to check.",
     {"7": "agrees", "14": "agrees", "19": "agrees", "11": "unchecked"}),
    # With the house's rake of 5%, only the flawed hands differ.
    (["--rake", "0.05"], "10 hands: 6 agree with the file, 3 differ from it, 1 gives no result to check.",
     {"6": "agrees", "7": "agrees", "8": "agrees", "14": "agrees", "17": "agrees", "19": "agrees",
      "11": "unchecked"}),
])
def test_the_command_replays_a_real_series_with_the_houses_rake(app, options, last, outcomes):
    result = app.test_cli_runner().invoke(args=["replay-phh", *options, str(PS)])
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert lines[-1] == last
    said = dict(re.findall(r"^Hand \[(\d+)\] \(\d+\): (\w+)$", result.stdout, re.M))
    assert said == {key: outcomes.get(key, "differs") for key in ("1", "6", "7", "8", "11", "14", "17", "18", "19",
                                                                   "20")}
    assert "Hand [18] (59937866414): p2 (CMqNm6W+8EupxsCIK6aAlA, seat 6) collects" in result.stderr


def test_an_all_in_hand_turned_up_unnamed_on_every_street_replays_to_its_showdown():
    """Hand [11] of the real series: 'p1 sm ????' and 'p5 sm ????' after each card, then the hands named."""
    report = next(report for report in replay_file(PS.read_text(encoding="utf-8")) if report.key == "11")
    stacks = report.replay.finishing_stacks
    assert (stacks[0], stacks[4]) == (0, Decimal("429"))  # QhKh pairs the river king: 239 - 180 + 180 + 180 + 10


FTP = HERE / "files" / "ftp-2009-07-1000nlh-10-1.phhs"


def test_a_real_lone_blind_and_real_unnamed_showdown_hands_replay():
    reports = {report.key: report for report in replay_file(FTP.read_text(encoding="utf-8"))}
    assert {key: report.outcome for key, report in reports.items()} == {
        "3": "unchecked", "4": "differs", "9": "differs", "16": "agrees"}
    # [3]: the lone blind of 10 on p1, and everyone folds to it: nothing changes hands.
    assert reports["3"].replay.finishing_stacks == reports["3"].replay.history.starting_stacks
    # [4]: p1 shows 4cKh, p2 and p4 turn up unnamed cards; the file's winnings are all 0.
    assert reports["4"].replay.differences() == [
        "p1 (VSqKWmmvkZzXbyafamKbAQ, seat 1) collects 30 where the file's winnings say 0",
        "p2 (bXMT5doWap8We8r0PMCsSQ, seat 3), p4 (WEq6PtIUFaT127n2fLw2cw, seat 5) showed cards the file does "
        "not name (????), which the referee counts as mucked",
    ]
