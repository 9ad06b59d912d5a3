"""Published hand histories replay through the engine to their published finishing stacks.

The examples, in tests/rules/phh/examples/:
- dwan-ivey-2009.phh and arieh-yockey-2019.phh: the two example files of the
  phh-std documentation (examples.rst), copied as published. Neither gives
  finishing stacks; those of Dwan-Ivey are the ones PokerKit's documentation
  publishes for the same hand (docs/examples.rst, "Below are the final stacks").
  Arieh-Yockey is deuce-to-seven triple draw, a game the referee does not play.
- pluribus/: Pluribus hands from the PokerKit repository's data (data/pluribus),
  copied as published, with their `finishing_stacks`.
- wsop-2019-42-3-00-01-07.phh: from the phh-dataset repository, as published;
  it has a big-blind ante, and skips p8 before the flop (p1 calls when p8 is
  to act), so it is refused there.
- wsop-2023-43/: seven-card stud and limit hold'em hands of the 2023 WSOP
  Event #43 final table, transcribed into PHH from PokerKit's test suite
  (pokerkit/tests/test_wsop/test_2023_43.py); the stacks are the test's.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.phh import notation as phh
from referee.rules.phh import replay as phh_replay

EXAMPLES = Path(__file__).parent / "examples"

# Finishing stacks published elsewhere than in the file itself.
PUBLISHED = {"dwan-ivey-2009.phh": (572100, 1997500, 1109500)}

REFUSED = {
    "arieh-yockey-2019.phh":
        "F2L3D is fixed-limit deuce-to-seven lowball triple draw, a game the referee does not play",
    "wsop-2019-42-3-00-01-07.phh":
        "Action 14, 'p1 cc' by p1 (Dan Matsuzuki), is refused: it is p8 (Ashish Ahuja)'s turn",
}

REPLAYED = sorted(
    str(path.relative_to(EXAMPLES)) for path in EXAMPLES.rglob("*.phh") if path.name not in REFUSED
)


def history(name: str) -> phh.HandHistory:
    return phh.parse_history((EXAMPLES / name).read_text(encoding="utf-8"))


def published(name: str) -> tuple[Decimal, ...]:
    if name in PUBLISHED:
        return tuple(Decimal(stack) for stack in PUBLISHED[name])
    return history(name).finishing_stacks


def test_every_replayed_example_has_published_finishing_stacks():
    assert len(REPLAYED) == 22
    assert all(published(name) is not None for name in REPLAYED)


@pytest.mark.parametrize("name", REPLAYED)
def test_an_example_replays_to_its_published_finishing_stacks(name):
    assert phh_replay.replay(history(name)).finishing_stacks == published(name)


@pytest.mark.parametrize("name,reason", sorted(REFUSED.items()))
def test_an_example_the_referee_can_not_play_is_refused_with_the_reason(name, reason):
    with pytest.raises(RuleError) as refusal:
        phh_replay.replay(history(name))
    assert reason in refusal.value.message


def test_the_big_blind_ante_file_replays_to_its_published_stacks_once_p8_folds():
    """The WSOP 2019 hand with a big-blind ante of 500,000: with the fold p8 must make before p1 calls, it
    comes to the published finishing stacks, the ante staying in the pot that p1 wins."""
    text = (EXAMPLES / "wsop-2019-42-3-00-01-07.phh").read_text(encoding="utf-8")
    fixed = phh.parse_history(text.replace("'p7 cbr 1150000', 'p1 cc'", "'p7 cbr 1150000', 'p8 f', 'p1 cc'"))
    replayed = phh_replay.replay(fixed)
    assert replayed.finishing_stacks == fixed.finishing_stacks
    assert replayed.agrees


def run(app, path) -> tuple[int, str, str]:
    result = app.test_cli_runner().invoke(args=["replay-phh", str(path)])
    return result.exit_code, result.stdout, result.stderr


def test_the_command_prints_each_players_finishing_stack(app):
    code, out, _ = run(app, EXAMPLES / "dwan-ivey-2009.phh")
    assert code == 0
    assert out.splitlines() == [
        "p1 (Phil Ivey): 572100",
        "p2 (Patrik Antonius): 1997500",
        "p3 (Tom Dwan): 1109500",
    ]


def test_the_command_compares_with_the_files_finishing_stacks(app, tmp_path):
    path = tmp_path / "changed.phh"
    text = (EXAMPLES / "pluribus" / "100-4.phh").read_text(encoding="utf-8")
    path.write_text(text.replace("finishing_stacks = [11800,", "finishing_stacks = [11900,"), encoding="utf-8")
    code, out, err = run(app, path)
    assert code == 1
    assert "p1 (MrBrown): 11800 (the file says 11900)" in out.splitlines()
    assert "differ from the file's" in err


@pytest.mark.parametrize("name,reason", sorted(REFUSED.items()))
def test_the_command_says_why_it_refuses_and_exits_non_zero(app, name, reason):
    code, out, err = run(app, EXAMPLES / name)
    assert code == 1
    assert out == ""
    assert reason in err
