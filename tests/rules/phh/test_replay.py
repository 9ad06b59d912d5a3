"""Where a PHH file and the engine part ways, the replay names the action and the rule.

Each row changes one published example (tests/rules/phh/examples) and says what the
replay then answers: the same finishing stacks, or a refusal with its reason.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from referee.rules.core.errors import RuleError
from referee.rules.phh.notation import parse_history
from referee.rules.phh.replay import replay

EXAMPLES = Path(__file__).parent / "examples"
DWAN_IVEY = "dwan-ivey-2009.phh"
SHOWDOWN = "pluribus/100-9.phh"  # p1 shows JdKc, p2 mucks
STUD = "wsop-2023-43/05-00-22-43.phh"  # p5 brings in with the 3s
UNSEEN = "wsop-2023-43/49-02-13-08.phh"  # p1's and p5's face-up cards are not named: both fold on third street


def changed(name: str, *changes: tuple[str, str]) -> str:
    text = (EXAMPLES / name).read_text(encoding="utf-8")
    for old, new in changes:
        assert old in text, f"{old!r} is not in {name}"
        text = text.replace(old, new, 1)
    return text


def refusal(text: str) -> RuleError:
    with pytest.raises(RuleError) as refused:
        replay(parse_history(text))
    return refused.value


@pytest.mark.parametrize("name,changes,stacks", [
    # "sm -" shows the cards dealt to the player.
    (SHOWDOWN, [("'p1 sm JdKc'", "'p1 sm -'")], [10300, 9700, 10000, 10000, 10000, 10000]),
    # Shows written before the river and its betting wait for the showdown.
    (SHOWDOWN, [(", 'p1 sm JdKc', 'p2 sm']", "]"), ("'d db Jh'", "'p1 sm JdKc', 'p2 sm', 'd db Jh'")],
     [10300, 9700, 10000, 10000, 10000, 10000]),
    # p1 folds on third street: a face-up card the file does not name changes nothing.
    (STUD, [('"d dh p1 Td3c4d"', '"d dh p1 Td3c??"')], [4000000, 7700000, 4775000, 8275000, 4950000]),
    # An amount with decimals makes the chip a hundredth; the stacks come out the same.
    (DWAN_IVEY, [("min_bet = 2000", "min_bet = 2000.25")], [572100, 1997500, 1109500]),
])
def test_a_changed_example_replays_to_these_stacks(name, changes, stacks):
    assert replay(parse_history(changed(name, *changes))).finishing_stacks == tuple(map(Decimal, stacks))


@pytest.mark.parametrize("name,changes,code,reason", [
    (DWAN_IVEY, [('"p1 cbr 23000"', '"p1 cbr 10000"')], "phh_refused",
     "Action 5, 'p1 cbr 10000' by p1 (Phil Ivey), is refused: a raise must be at least"),
    (DWAN_IVEY, [('"p3 cbr 7000"', '"p2 cc"')], "phh_refused",
     "Action 4, 'p2 cc' by p2 (Patrik Antonius), is refused: it is p3 (Tom Dwan)'s turn"),
    (DWAN_IVEY, [('"p3 cc",  # Dwan\n  "p1 sm', '"p3 f",  # Dwan\n  "p1 sm'), ('"d db Jh",', '')], "phh_refused",
     "Action 17, 'p3 sm 7h6h' by p3 (Tom Dwan), is refused: p3 folded, and only a player still in the hand shows."),
    (DWAN_IVEY, [('"p3 cc",  # Dwan\n  "p1 sm Ac2d",  # Ivey\n  "p3 sm 7h6h",', '"p3 f",')], "phh_refused",
     "Action 16, 'd db Jh' by the dealer, is refused: This deal is over."),
    (DWAN_IVEY, [('"d db Jh",', '')], "phh_unfinished",
     "The file ends before the deal does: the dealer still owes cards."),
    (DWAN_IVEY, [('"d db 4h"', '"d db ??"')], "phh_refused", "every community card must be named"),
    (DWAN_IVEY, [('"d dh p2 ????"', '"d dh p2 ??????"')], "phh_refused",
     "Texas hold'em deals 2 cards to a player"),
    (DWAN_IVEY, [('"p3 cc",  # Dwan\n  # Flop', '"p3 sd 7h",  # Dwan\n  # Flop')], "phh_refused",
     "there is no draw or discard in Texas hold'em now"),
    (SHOWDOWN, [("'p2 sm'", "")], "phh_unfinished",
     "The file ends before the deal does: p2 (MrBrown) neither shows nor mucks."),
    (SHOWDOWN, [("'p1 sm JdKc'", "'p1 sm ????'"), ("finishing_stacks", "published_stacks")], "phh_refused",
     "Action 22, 'p1 sm ????' by p1 (MrPink), is refused: the file does not name the cards shown, and gives no "
     "finishing_stacks or winnings to check the showdown against: the referee can't judge a hand it can't see."),
    (SHOWDOWN, [("'p1 sm JdKc'", "'p1 sm Jd'")], "phh_refused",
     "the file names 1 of the player's 2 face-down cards"),
    (SHOWDOWN, [("'p1 sm JdKc'", "'p1 sm JdKs'")], "phh_refused",
     "K♠ is already showing on the table"),
    (STUD, [('"p5 pb"', '"p4 pb"')], "phh_refused",
     "at our table the lowest card showing brings it in, and that is p5's."),
    (STUD, [('"p5 pb"', '"p5 cbr 200000"')], "phh_refused",
     "'p5 cbr 200000' by p5, is refused: it is p1's turn"),
    # A face-up card the file does not name stands in for a card that can't bring in: only while its player
    # folds on third street, and only where a bring-in says who opens.
    (UNSEEN, [("'p1 f'", "'p1 cc'"), ("'p4 f']", "'p4 f', 'p1 cc', 'd dh p1 5h']")], "phh_refused",
     "Action 13, 'd dh p1 5h' by the dealer, is refused: p1's face-up card is not named, and the player plays on"),
    (UNSEEN, [("bring_in = 75000", "bring_in = 0"), ("'p4 pb', ", "")], "phh_refused",
     "Action 1, 'd dh p1 ??????' by the dealer, is refused: a face-up card must be named."),
    (STUD, [('"d dh p4 6d"', '"d dh p4 ??"')], "phh_refused",
     "Action 12, 'd dh p4 ??' by the dealer, is refused: a face-up card must be named."),
    # A straddle on the button: the first to act is p1, left of it.
    (DWAN_IVEY, [("[1000, 2000, 0]", "[1000, 2000, 4000]")], "phh_refused",
     "Action 4, 'p3 cbr 7000' by p3 (Tom Dwan), is refused: it is p1 (Phil Ivey)'s turn"),
    (DWAN_IVEY, [("[500, 500, 500]", "[0, 0, 500]")], "phh_antes",
     "The antes differ from player to player (p1 (Phil Ivey) 0, p2 (Patrik Antonius) 0, p3 (Tom Dwan) 500): "
     "our table has an ante everyone pays the same, and in hold'em one more ante on the big blind."),
    (DWAN_IVEY, [("[1125600, 2000000, 553500]", "[inf, 2000000, 553500]")], "phh_stacks",
     "p1 (Phil Ivey) starts with Infinity: the referee needs every starting stack"),
    (DWAN_IVEY, [('"NT"', '"PO/8"')], "bad_phh",
     "'PO/8' is not a PHH variant code; the codes are FT, NT, NS, PO, FO/8, F7S, F7S/8, FR, N2L1D, F2L3D, FB, "
     "our house codes _holdem, _pineapple, _five_card_draw, _seven_card_stud, _omaha, _omaha_hi_lo, _short_deck, "
     "_stud_hi_lo, _razz, _deuce_to_seven_single_draw, _deuce_to_seven_triple_draw, _ace_to_five_triple_draw, "
     "_badugi, and _house:NAME for a game a table defined."),
])
def test_a_changed_example_is_refused_with_the_action_and_the_rule(name, changes, code, reason):
    error = refusal(changed(name, *changes))
    assert error.code == code
    assert reason in error.message


def test_a_hand_for_more_players_than_the_game_seats_is_refused():
    text = changed(DWAN_IVEY, ("[500, 500, 500]", str([500] * 11)),
                   ("[1000, 2000, 0]", str([1000, 2000] + [0] * 9)),
                   ("[1125600, 2000000, 553500]", str([10**6] * 11)))
    error = refusal(text)
    assert error.code == "phh_players"
    assert error.message == "Texas hold'em is for 2 to 10 players; this hand has 11."


def test_the_file_and_the_engine_may_disagree_on_the_finishing_stacks():
    text = changed(SHOWDOWN, ("finishing_stacks = [10300, 9700,", "finishing_stacks = [10200, 9800,"))
    replayed = replay(parse_history(text))
    assert not replayed.agrees
    assert replayed.report()[:2] == ["p1 (MrPink): 10300 (the file says 10200)",
                                     "p2 (MrBrown): 9700 (the file says 9800)"]
    assert replayed.report()[2] == "p3 (Pluribus): 10000"


HOUSE_DRAW = """variant = "_five_card_draw"
antes = [5, 5]
min_bet = 5
starting_stacks = [100, 100]
actions = ["d dh p1 As????????", "d dh p2 ??????????", "p1 cbr 10", "p2 cc", "p1 sd ????????",
  "d dh p1 ????????", "p2 sd ??", "d dh p2 ??", "p1 cc", "p2 cc", "p1 sm AsAdKcKd2s", "p2 sm QhQd7c7d3s"]
_betting = "spread"
_max_bet = 25
_max_raises = 3
"""


def test_a_house_draw_file_replays_with_the_ace_it_names_shown_to_draw_four():
    assert replay(parse_history(HOUSE_DRAW)).finishing_stacks == (Decimal(115), Decimal(85))


@pytest.mark.parametrize("old,new,reason", [
    ('"d dh p1 As????????"', '"d dh p1 ??????????"',
     "Action 5, 'p1 sd ????????' by p1, is refused: You may draw at most 3 cards; 4 if you show an ace you keep."),
    ('"p1 sd ????????"', '"p1 sd ??????????"', "p1 has no unnamed (??) face-down card left to throw."),
    ('"p1 sd ????????"', '"p1 sd Kh??????"', "p1 has no K♥ face-down card left to throw."),
    ('"d dh p1 ????????"', '"d dh p1 ??????"', "p1 changed 4 cards and gets as many."),
    ('"p1 cbr 10"', '"p1 cbr 30"', "Action 3, 'p1 cbr 30' by p1, is refused"),
    ("antes = [5, 5]", "antes = [5, 5]\nblinds_or_straddles = [5, 10]", "This hand has blinds, and our "
                                                                        "Five-card draw has none."),
])
def test_a_changed_house_draw_file_is_refused_with_the_rule(old, new, reason):
    assert old in HOUSE_DRAW
    assert reason in refusal(HOUSE_DRAW.replace(old, new, 1)).message
