"""Published hand histories replay through the engine to their published finishing stacks.

The examples, in tests/rules/phh/examples/:
- dwan-ivey-2009.phh and arieh-yockey-2019.phh (2-7 triple draw): the two
  example files of the phh-std documentation (examples.rst), copied as
  published. Neither gives finishing stacks; Dwan-Ivey's are the ones
  PokerKit's documentation publishes for the same hand (docs/examples.rst,
  "Below are the final stacks"), Arieh-Yockey's those its tests publish
  (pokerkit/tests/test_papers.py).
- alice-carol-wikipedia.phh: the badugi hand of the PHH data set, copied as
  published; its stacks are those PokerKit's tests publish (test_papers.py).
- pluribus/: Pluribus hands from the PokerKit repository's data (data/pluribus),
  copied as published, with their `finishing_stacks`.
- wsop-2019-42-3-00-01-07.phh: from the phh-dataset repository, as published;
  it has a big-blind ante, and skips p8 before the flop (p1 calls when p8 is
  to act), so it is refused there.
- wsop-2023-43/: seven-card stud, limit hold'em, Omaha hi-lo (FO/8) and
  pot-limit Omaha (PO) hands of the 2023 WSOP Event #43 final table,
  transcribed into PHH from PokerKit's test suite
  (pokerkit/tests/test_wsop/test_2023_43.py, test_2023_43_5.py in PokerKit
  0.7); the stacks are the test's. Beside them, as published in the PHH data
  set (the PokerKit repository's data/wsop/2023/43/5/N.phh, with players and
  finishing stacks): every razz (FR), 2-7 single draw (N2L1D), stud hi-lo
  (F7S/8) and 2-7 triple draw (F2L3D) hand of that final table, named by
  hand and time like the others. Five stud hi-lo hands name no face-up card
  of a player who folds on third street ('d dh p1 ??????'): the replay deals
  a stand-in that does not bring in, and the file's bring-in decides.
- antonius-blom-2009.phh (PO, heads-up, amounts in quarters) and
  xuan-phua-2019.phh (NS: antes and the button's blind; a straight beats
  three of a kind): hands of PokerKit's documentation of its games
  (pokerkit/games.py), transcribed into PHH with the stacks it publishes.
"""

from __future__ import annotations

from collections import Counter
from decimal import Decimal
from pathlib import Path

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.phh import notation as phh
from referee.rules.phh import replay as phh_replay

EXAMPLES = Path(__file__).parent / "examples"

# Finishing stacks published elsewhere than in the file itself.
PUBLISHED = {"dwan-ivey-2009.phh": (572100, 1997500, 1109500),
             "arieh-yockey-2019.phh": (0, 4190000, 5910000, 12095000),
             "alice-carol-wikipedia.phh": (196, 220, 200, 184)}

REFUSED = {
    "wsop-2019-42-3-00-01-07.phh":
        "Action 14, 'p1 cc' by p1 (Dan Matsuzuki), is refused: it is p8 (Ashish Ahuja)'s turn",
}

REPLAYED = sorted(
    name for path in EXAMPLES.rglob("*.phh") if (name := str(path.relative_to(EXAMPLES))) not in REFUSED
)


def history(name: str) -> phh.HandHistory:
    return phh.parse_history((EXAMPLES / name).read_text(encoding="utf-8"))


def published(name: str) -> tuple[Decimal, ...]:
    if name in PUBLISHED:
        return tuple(Decimal(stack) for stack in PUBLISHED[name])
    return history(name).finishing_stacks


def test_every_replayed_example_has_published_finishing_stacks():
    assert len(REPLAYED) == 60
    assert all(published(name) is not None for name in REPLAYED)


def test_every_game_of_the_standard_has_real_hands_that_replay():
    replayed = Counter(history(name).variant for name in REPLAYED)
    assert replayed == {"NT": 17, "FT": 2, "PO": 2, "FO/8": 2, "NS": 1, "F7S": 3, "FR": 10, "N2L1D": 7,
                        "F7S/8": 7, "F2L3D": 8, "FB": 1}


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


def test_short_deck_as_the_house_ranks_it_gives_the_pot_to_three_of_a_kind():
    """The Xuan-Phua hand as a house file of our short deck, where three of a kind beats a straight: Phua's
    kings take the pot Xuan's straight took."""
    text = (EXAMPLES / "xuan-phua-2019.phh").read_text(encoding="utf-8")
    house = phh.parse_history(text.replace('variant = "NS"', 'variant = "_short_deck"\n_betting = "no"'))
    assert phh_replay.replay(house).finishing_stacks == (489000, 226000, 61000, 400000, 623000, 198000)
    played = phh.parse_history(text.replace('variant = "NS"', 'variant = "_short_deck"\n_betting = "no"\n'
                                            '_options = {trips_beat_straight = false}'))
    assert phh_replay.replay(played).finishing_stacks == history("xuan-phua-2019.phh").finishing_stacks


def test_a_short_deck_hand_with_a_blind_left_of_the_dealer_is_refused():
    text = (EXAMPLES / "xuan-phua-2019.phh").read_text(encoding="utf-8")
    with pytest.raises(RuleError) as refusal:
        phh_replay.replay(phh.parse_history(text.replace("[0, 0, 0, 0, 0, 3000]", "[1000, 2000, 0, 0, 0, 0]")))
    assert refusal.value.message == ("This hand has blinds left of the dealer (p1 (Badziakouski) 1000, p2 (Zhong) "
                                     "2000): in Short-deck hold'em the one blind is the dealer's, p6 (Koon)'s.")
