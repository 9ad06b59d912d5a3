"""Community layouts with lines: the middle cards laid in a cross, a square or two boards, turned up place by
place, a hand playing its own cards with one line of them; the shipped layout games played to their end."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.rules.builder import definition as builder
from referee.rules.builder.layouts import LINE_KINDS, SHAPES, lines_of, places
from referee.rules.engine.events import HOST
from referee.rules.night import night as rules
from referee.rules.night.games import variant_of
from tests.rules.poker.conftest import Deal
from tests.rules.test_every_game import Night, play
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
CROSS_OVER, CRISS_CROSS, TIC_TAC, DOUBLE_BOARD, SIX_PACK = (
    json.loads((SHIPPED / f"{name}.json").read_text())
    for name in ("cross_over", "criss_cross", "tic_tac_holdem", "double_board_holdem", "six_pack"))
# The circle of eight: Death Wheel (#972) turns it one card at a time clockwise from the top, a bet after each; the
# Wheels of Fortune two at a time from opposite sides, going clockwise. A hand is its five cards with three adjacent.
_ARCS = [{"kind": "layout", "shape": "big_circle", "lines": ["arcs"]}]
DEATH_WHEEL = {"name": "Death wheel", "most_players": 8, "showdown": _ARCS, "script": [
    {"kind": "deal", "down": 5}, {"kind": "bet"},
    *(step for place in places("big_circle") for step in ({"kind": "turn", "cards": [place]}, {"kind": "bet"}))]}
SPLIT_BOARDS = {**DOUBLE_BOARD, "name": "Split boards",
                "showdown": [{"kind": "layout", "shape": "two_boards", "lines": ["rows"], "split": True}]}
OMAHA_SQUARE = {**TIC_TAC, "name": "Omaha square", "script": [{"kind": "deal", "down": 4}] + TIC_TAC["script"][1:],
                "wild": [], "showdown": TIC_TAC["showdown"] + [{"kind": "hole_cards", "count": 2}]}


# The cross over's middle, in the order it is turned: top, right, bottom, left, centre.
# Its column is A♥ 7♠ 2♣, its row J♥ 7♠ Q♥.
CROSS = "Ah Qh 2c Jh 7s"
# The square's, corners first (top left, top right, bottom right, bottom left), then top, right, bottom, left,
# centre: its rows are 2♣ K♠ 9♦ / T♠ 4♦ 6♥ / 8♥ 3♣ 5♠, its diagonals 2♣ 4♦ 5♠ and 9♦ 4♦ 8♥.
SQUARE = "2c 9d 5s 8h Ks 6h 3c Ts 4d"
# Six pack's circle, turned two at a time from opposite sides (top and bottom, top right and bottom left, bottom
# right and top left): clockwise from the top it is A♥ 2♣ 8♠ K♥ 7♦ 3♣, so the A♥ and K♥ lie on no arc together.
CIRCLE = "Ah Kh 2c 7d 8s 3c"
# Death Wheel's circle of eight, turned one at a time clockwise from the top: A♥ 2♣ 3♦ 8♠ K♥ 9♣ 4♥ 5♠.
WHEEL = "Ah 2c 3d 8s Kh 9c 4h 5s"

# Each case: the game, each seat's face-down cards, the middle, who is paid what, and the words of the winner.
CASES = [
    pytest.param(CROSS_OVER, {1: "Kh Th 4d 5d", 2: "7c 7d 3s 4s", 3: "9c 9d 8s 6s"}, CROSS, {"2": 15},
                 "Three of a kind, sevens",
                 id="a hand plays one row or column, never both: the royal flush across them is no hand"),
    pytest.param(CROSS_OVER, {1: "Ac Ad 4d 5d", 2: "Jc Jd Qs Qc", 3: "9c 9d 8s 6s"}, CROSS, {"2": 15},
                 "Full house, queens over jacks", id="the centre card lies on both lines"),
    pytest.param(CRISS_CROSS, {1: "Ac Ad 4d 5d", 2: "Jc Jd Qs Qc", 3: "9c 9d 8s 6s"}, CROSS, {"1": 15},
                 "Four of a kind, aces", id="the centre card turned last is wild"),
    pytest.param(TIC_TAC, {1: "2h 2d", 2: "Kh Kd", 3: "7c 8c"}, SQUARE, {"2": 15},
                 "Four of a kind, kings", id="with the centre wild, the top row's king makes four kings"),
    pytest.param({**TIC_TAC, "name": "No wild square", "wild": []}, {1: "6c 3d", 2: "Ah Kh", 3: "Qd Jd"}, SQUARE,
                 {"2": 15}, "Pair of kings", id="the straight along a diagonal is no hand: only rows and columns"),
    pytest.param(OMAHA_SQUARE, {1: "Jh Jc Js 5d", 2: "Ac 2d 7d 7h", 3: "9h 9s Tc Qc"}, SQUARE, {"3": 15},
                 "Three of a kind, nines",
                 id="exactly two of a hand's own cards and three of one line, as in Omaha"),
    pytest.param(SIX_PACK, {1: "Qh Jh Th 4s", 2: "8c 8d 5s 6s", 3: "9c 9d 4h 4c"}, CIRCLE, {"2": 15},
                 "Three of a kind, eights",
                 id="a hand plays three adjacent cards of the circle: the ace and king opposite make no royal flush"),
    pytest.param(SIX_PACK, {1: "4s 5s Jd Jh", 2: "8c 8d 5c 6s", 3: "9c 9d 4h 4c"}, CIRCLE, {"1": 15},
                 "Straight, five high", id="an arc runs on round the circle: the top left, top and top right"),
    pytest.param(DEATH_WHEEL, {1: "3c 4c Jd Jh 7s", 2: "Qc Jc 6h 7c 7d", 3: "Ts Td 6s 6c 2d"}, WHEEL, {"1": 15},
                 "Straight, five high", id="the circle of eight: an arc runs on past the top, top left to top right"),
    pytest.param(DEATH_WHEEL, {1: "Qh Jh Th 7s 6d", 2: "Qc Jc 6h 7c 7d", 3: "Ts Td 6s 6c 2d"}, WHEEL, {"1": 15},
                 "Flush, ace high", id="the circle of eight: the ace and king four places apart make no royal flush"),
    pytest.param(DOUBLE_BOARD, {1: "Ah Kh", 2: "Qc Qd", 3: "5c 6c"}, "Qh Jh 2s 8d 8c 3h Th 9s 4c 7h", {"1": 15},
                 "Royal flush", id="either board: the top one"),
    pytest.param(DOUBLE_BOARD, {1: "Ah Kh", 2: "Qc Qd", 3: "5c 6c"}, "2s 3s 9s 8d 8c 3h Th 4d 4c 7h", {"3": 15},
                 "Straight, eight high", id="either board: the bottom one, never a card of each"),
]


def played(d: Deal, down: dict, middle: str) -> dict:
    return Stud(d).play({seat: ("", cards) for seat, cards in down.items()}, middle)


@pytest.mark.parametrize("definition, down, middle, paid, words", CASES)
def test_a_hand_plays_its_own_cards_with_one_line_of_the_layout(dealt, definition, down, middle, paid, words):
    ruling = played(dealt(definition), down, middle)
    assert ruling["pots"][0]["paid"] == paid
    assert ruling["hands"][next(iter(paid))]["words"].startswith(words)


# Split boards: the top board is Q♥ J♥ 2♠ 8♦ 3♥, the bottom T♥ 9♠ 8♣ 4♣ 7♥ (the flop of each first).
BOARDS = "Qh Jh 2s Th 9s 8c 8d 4c 3h 7h"
SPLITS = [
    pytest.param({1: "Qc Qd", 2: "Jc 6d", 3: "2c 3c"}, {"1": 10, "2": 5},
                 ["the part of the board from top 1 to top 5, with three of a kind, queens",
                  "the part of the board from bottom 1 to bottom 5, with straight, jack high"],
                 id="each board's best hand takes its part, the odd chip with the first"),
    pytest.param({1: "Jc 6s", 2: "Qc Jd", 3: "2c 3c"}, {"2": 15},
                 ["the part of the board from top 1 to top 5, with two pair, queens and jacks",
                  "the part of the board from bottom 1 to bottom 5, with straight, queen high"],
                 id="one hand may win every part, each with another hand"),
    pytest.param({1: "Qc Qd", 2: "Td Ts", 3: "2c 3c"}, {"1": 10, "2": 5},
                 ["the part of the board from top 1 to top 5, with three of a kind, queens",
                  "the part of the board from bottom 1 to bottom 5, with three of a kind, tens"],
                 id="the best hand of all wins only its own board's part"),
]


@pytest.mark.parametrize("down, paid, parts", SPLITS)
def test_split_boards_share_each_pot_between_the_boards(dealt, down, paid, parts):
    ruling = played(dealt(SPLIT_BOARDS), down, BOARDS)
    assert ruling["pots"][0]["paid"] == paid
    for part in parts:
        assert part in ruling["summary"]


def test_the_phones_show_the_middle_in_its_shape_and_the_dealer_turns_up_the_places_named(dealt):
    d = dealt(CROSS_OVER)
    stud = Stud(d)
    stud.checks()
    [offer] = [a for a in d.variant.legal_actions(d.state, d.setup.dealer) if a["type"] == "community"]
    assert offer["places"] == ["top"]
    stud.turn("Ah Qh")
    layout = d.variant.view(d.state, 1)["layout"]
    assert layout["rows"] == [[None, {"place": "top", "card": "Ah"}, None],
                              [{"place": "left", "card": None}, {"place": "centre", "card": None},
                               {"place": "right", "card": "Qh"}],
                              [None, {"place": "bottom", "card": None}, None]]
    assert layout["plays"] == "one row or column"
    assert d.replayed() == d.state


def test_six_packs_circle_shows_round_the_middle_and_says_its_arcs(dealt):
    d = dealt(SIX_PACK)
    stud = Stud(d)
    stud.checks()
    stud.turn("Ah Kh")
    layout = d.variant.view(d.state, 1)["layout"]
    assert [[cell and (cell["place"], cell["card"]) for cell in row] for row in layout["rows"]] == [
        [None, ("top", "Ah"), None], [("top left", None), None, ("top right", None)],
        [("bottom left", None), None, ("bottom right", None)], [None, ("bottom", "Kh"), None]]
    assert (layout["plays"], layout["besides"]) == ("one arc of 3 adjacent cards", "")


def test_before_the_lines_are_turned_a_phone_says_what_its_own_cards_make(dealt):
    d = dealt(CROSS_OVER)
    d.act(1, {"type": "cards", "cards": ["Kh", "Kd", "4c", "5c"]})
    assert d.variant.view(d.state, 1)["your_hand"].startswith("Pair of kings")
    Stud(d).turn("Ks")
    assert d.variant.view(d.state, 1)["your_hand"].startswith("Three of a kind, kings")


def _turned(*groups: str) -> list[dict]:
    """Turn steps, each a group of places ("top_left top_right"), each followed by a betting round."""
    return [step for group in groups for step in ({"kind": "turn", "cards": group.split()}, {"kind": "bet"})]


_EDGES = ["top", "right", "bottom", "left"]
_CORNERS = ["top_left", "top_right", "bottom_right", "bottom_left"]
_SQUARE_TURNED = [{"kind": "deal", "down": 2}, {"kind": "turn", "cards": _CORNERS}, {"kind": "bet"},
                  *_turned("top", "right", "bottom", "left", "centre")]
_SOUTHERN = [{"kind": "deal", "down": 4}, {"kind": "bet"},
             *_turned("top_2", "right_2", "bottom_2", "left_2", "top_1", "right_1", "bottom_1", "left_1", "centre")]
_CENTRE_WILD = [{"kind": "layout_card", "places": ["centre"]}]
# Bundles: six rows of two turned a row at a time; a hand is its five cards, or three of them and one row.
BUNDLES = {"most_players": 7, "script": [{"kind": "deal", "down": 5}, {"kind": "bet"},
                                         *_turned(*(f"left_{n} right_{n}" for n in range(1, 7))),
                                         {"kind": "declare", "sides": "high_or_low"}],
           "showdown": [{"kind": "layout", "shape": "six_rows", "lines": ["rows"], "alone": True},
                        {"kind": "hole_cards", "count": 3}, {"kind": "high_low"}]}
# Triple Board Omaha: three flops, a turn and a river; declared high a hand plays the top flop, low the bottom one,
# both the middle one, each with the turn and the river, and exactly two of its own cards.
_FLOP = {"high": "top", "low": "bottom", "both": "middle"}
TRIPLE_BOARD = {"most_players": 10, "script": [
    {"kind": "deal", "down": 4}, {"kind": "bet"},
    *_turned(" ".join(f"{row}_{n}" for row in ("top", "middle", "bottom") for n in (1, 2, 3)), "turn", "river"),
    {"kind": "declare"}],
    "showdown": [{"kind": "layout", "shape": "three_flops",
                  **{f"declared_{side}": [f"{row}_{n}" for n in (1, 2, 3)] + ["turn", "river"]
                     for side, row in _FLOP.items()}},
                 {"kind": "hole_cards", "count": 2}, {"kind": "high_low"}]}
_OPPOSITE = ("top bottom", "top_right bottom_left", "right left", "bottom_right top_left")
# Games of the public catalogue (ichabod801/poker_db: its common family, and Silberstang of its stud family) the
# layouts and declarations write exactly, by their numbers there; the shipped ones (Cross over #731, Criss cross
# #980, Tic tac hold'em #1111, Double-board hold'em #274, Zig zag #744, Six pack #1073) beside them.
CATALOGUE = {
    "Tic Tac Hold'em Supreme (#1125)": {"script": _SQUARE_TURNED, "wild": _CENTRE_WILD, "showdown": [{
        "kind": "layout", "shape": "grid", "lines": ["rows", "columns"], "also": [
            # a corner card and the edge cards beside it, any three edge cards, any three corner cards
            *([corner, _EDGES[n], _EDGES[n - 1]] for n, corner in enumerate(_CORNERS)),
            *([place for place in _EDGES if place != left_out] for left_out in _EDGES),
            *([place for place in _CORNERS if place != left_out] for left_out in _CORNERS)]}]},
    "Secret Society (#1124)": {"script": [{"kind": "deal", "down": 2}, {"kind": "turn", "cards": _CORNERS},
                                          {"kind": "bet"}, {"kind": "turn", "cards": _EDGES}, {"kind": "bet"},
                                          *_turned("centre")], "wild": _CENTRE_WILD,
                               "showdown": [{"kind": "layout", "shape": "grid", "lines": ["rows", "columns"]}]},
    "Red Schlock High (#1121)": {"script": [{"kind": "deal", "down": 2}, {"kind": "turn", "cards": _CORNERS},
                                            {"kind": "bet"}, {"kind": "turn", "cards": _EDGES}, {"kind": "bet"},
                                            *_turned("centre")],
                                 "wild": _CENTRE_WILD + [{"kind": "hole_card", "which": "highest"}],
                                 "showdown": [{"kind": "layout", "shape": "grid", "lines": ["rows", "columns"]}]},
    "Scott's Slots (#1123)": {"script": [{"kind": "deal", "down": 2}, *_turned(
        "top_left left bottom_left", "top centre bottom", "top_right right bottom_right")],
        "showdown": [{"kind": "layout", "shape": "grid", "lines": ["rows", "columns", "diagonals"]}]},
    "Texas League II (#1077)": {"script": [{"kind": "deal", "down": 4}, {"kind": "bet"},
                                           *_turned("top", "right", "bottom", "left", "centre")],
                                "wild": [{"kind": "ranks", "ranks": ["3", "9"]}],
                                "showdown": [{"kind": "layout", "shape": "cross", "lines": ["rows", "columns"]}]},
    "Big V (#1078)": {"script": [{"kind": "deal", "down": 4}, {"kind": "bet"},
                                 *_turned("top_left", "top_right", "left", "right", "bottom")],
                      "wild": [{"kind": "layout_card", "places": ["bottom"]}],
                      "showdown": [{"kind": "layout", "shape": "v", "lines": ["diagonals"]}]},
    "Southern Cross Wild (#1083)": {"script": _SOUTHERN, "wild": _CENTRE_WILD, "most_players": 8, "showdown": [
        {"kind": "layout", "shape": "big_cross", "lines": ["rows", "columns"]}, {"kind": "hole_cards", "count": 2}]},
    "Twin Beds Wild (#1000)": {"script": [{"kind": "deal", "down": 4}, {"kind": "bet"}, *_turned(
        *(f"top_{n} bottom_{n}" for n in range(1, 6)))],
        "wild": [{"kind": "layout_card", "places": ["top_5", "bottom_5"]}],  # the last card turned in each row
        "showdown": [{"kind": "layout", "shape": "two_boards", "lines": ["rows"]}]},
    "Bundles (#1118)": BUNDLES,
    "Triple Board Omaha (#928)": TRIPLE_BOARD,
    "Silberstang (#523)": {"stud": True, "script": [
        {"kind": "deal", "down": 1, "up": 1}, {"kind": "bet"}, {"kind": "declare", "sides": "high_or_low"},
        {"kind": "deal", "up": 1}, {"kind": "bet"}, {"kind": "deal", "up": 1}, {"kind": "bet"},
        {"kind": "deal", "up": 1}, {"kind": "bet"}], "showdown": [{"kind": "high_low"}]},
    "Death Wheel (#972)": DEATH_WHEEL,
    **{f"Wheel of Fortune{' II' if second else ''} (#{977 + second})": {
        "most_players": 8, "script": [{"kind": "deal", "down": 5}, {"kind": "bet"}, *_turned(*_OPPOSITE)],
        "wild": [{"kind": "cards", "cards": ["Qh" if second else "Qd", "Kd"]}], "showdown": _ARCS}
       for second in (0, 1)},
    "Padre High/Low (#713)": {"script": [{"kind": "deal", "down": 5}, {"kind": "bet"},
                                         {"kind": "deal", "community": 3}, {"kind": "bet"},
                                         {"kind": "deal", "community": 1}, {"kind": "bet"},
                                         {"kind": "deal", "community": 1}, {"kind": "bet"},
                                         {"kind": "declare", "sides": "high_or_low"}],
                              "showdown": [{"kind": "high_low"}]},
}


@pytest.mark.parametrize("name", sorted(CATALOGUE))
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_the_catalogues_layout_and_declaration_games_are_written_and_played_to_their_end(name, seed):
    definition = {"name": name.split(" (")[0], **CATALOGUE[name]}
    assert builder.problems(definition) == []
    _played_at_random(definition, seed, 3)


@st.composite
def layout_games(draw) -> dict:
    """A game of a random shape, its places turned in random groups and order, a betting round after each; its
    lines (of its kinds, or written out), a split between them, a hole-cards rule (and its own cards alone), a
    wild place, a high-low split and a declaration anywhere after the deal (naming the line of each side), each
    now and then."""
    shape = draw(st.sampled_from(sorted(SHAPES)))
    order = draw(st.permutations(places(shape)))
    cuts = sorted(draw(st.sets(st.integers(1, len(order) - 1), max_size=4)))
    groups = [order[start:end] for start, end in zip([0, *cuts], [*cuts, len(order)])]
    down = draw(st.integers(1, 4))
    script = [{"kind": "deal", "down": down}, {"kind": "bet"}]
    for group in groups:
        script += [{"kind": "turn", "cards": list(group)}, {"kind": "bet"}]
    kinds = [kind for kind in LINE_KINDS if lines_of(shape, kind)]
    line = st.lists(st.sampled_from(order), min_size=2, max_size=5, unique=True)
    layout = {"kind": "layout", "shape": shape}
    if kinds:
        layout["lines"] = draw(st.lists(st.sampled_from(kinds), min_size=1, unique=True))
    if not kinds or draw(st.booleans()):
        layout["also"] = draw(st.lists(line, min_size=1, max_size=3))
    definition = {"name": "Laid out", "script": script, "showdown": [layout],
                  "most_players": min(7, (52 - len(order)) // down)}
    if draw(st.booleans()):
        definition["showdown"].append({"kind": "hole_cards", "count": draw(st.integers(1, down)),
                                       "use": draw(st.sampled_from(["exactly", "at_most"]))})
        layout["alone"] = draw(st.booleans())
    if draw(st.booleans()):
        definition["wild"] = [{"kind": "layout_card", "places": [draw(st.sampled_from(order))]}]
    if draw(st.booleans()):
        layout["split"] = True
    elif draw(st.booleans()):
        definition["showdown"].append({"kind": "high_low", **({"low": "8"} if draw(st.booleans()) else {})})
        if draw(st.booleans()):
            sides = draw(st.sampled_from(["high_low_both", "high_or_low"]))
            script.insert(draw(st.integers(1, len(script))), {"kind": "declare", "sides": sides})
            if draw(st.booleans()):  # the line a hand plays follows its declaration
                layout.update({f"declared_{side}": draw(line)
                               for side in ("high", "low", "both")[:3 if sides == "high_low_both" else 2]})
    return definition


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(definition=layout_games(), seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4))
def test_any_layout_game_plays_from_its_legal_actions_with_money_kept_and_replay_equal(definition, seed, players):
    assert builder.problems(definition) == []
    _played_at_random(definition, seed, players)


def _played_at_random(definition: dict, seed: int, players: int) -> None:
    """A deal of the game from random legal actions: the night checks after every event that no chip is made or
    lost and that no view shows another seat's secret; the stored events fold to the same night."""
    night = Night(builder.key_of(definition["name"]), [1000] * players, random.Random(seed), variant=True)
    night.do(HOST, {"type": "define_game", "definition": definition})
    night.variant = variant_of(night.live, night.key)
    night.do(HOST, {"type": "start_deal", "variant": night.key, "dealer": 1})
    play(night)
    assert rules.replay(night.log) == night.live


# Each case: the game, each seat's face-down cards, the middle in the order turned, what each declares, who is
# paid what of the three antes, and what the ruling says of a winner's hand.
DECLARED = [
    # Bundles' rows, top to bottom: 9♥ 9♠, J♠ 3♣, 8♦ 8♣, T♠ T♦, 5♦ 2♦, 7♥ 7♦.
    pytest.param(BUNDLES, {1: "Ah Kh Qh 2h 7c", 2: "Jc Jd 4s 5s 6d", 3: "2c 3d 4h 5c 8s"},
                 "9h 9s Js 3c 8d 8c Ts Td 5d 2d 7h 7d", {1: "high", 2: "high", 3: "low"}, {"2": 10, "3": 5},
                 "the low half, with eight-five low (8-5-4-3-2)",
                 id="bundles: three own cards and a row, or the five own: four hearts and a row's heart are no flush"),
    # Triple Board Omaha: top flop A♥ K♥ Q♥, middle 9♠ 9♦ 5♣, bottom 2♣ 3♦ 4♠, turn 7♣, river J♦.
    pytest.param(TRIPLE_BOARD, {1: "Jh Th 8c 8d", 2: "9h 9c 6d 6h", 3: "Ac 5d 8h Ts"},
                 "Ah Kh Qh 9s 9d 5c 2c 3d 4s 7c Jd", {1: "high", 2: "high", 3: "low"}, {"1": 10, "3": 5},
                 "the high half, with royal flush",
                 id="triple board: declared high, the top flop; the middle flop's nines play for none"),
    pytest.param(TRIPLE_BOARD, {1: "Jh Th 8c 8d", 2: "9h 9c 6d 6h", 3: "Ac 5d 8h Ts"},
                 "Ah Kh Qh 9s 9d 5c 2c 3d 4s 7c Jd", {1: "low", 2: "both", 3: "low"}, {"3": 15},
                 "with five-four low (5-4-3-2-A)",
                 id="triple board: both plays the middle flop for both halves; four nines lose the low and take none"),
]


@pytest.mark.parametrize("definition, down, middle, sides, paid, words", DECLARED)
def test_a_declaration_then_the_lines_a_hand_plays(dealt, definition, down, middle, sides, paid, words):
    d = dealt({"name": "Declared lines", **definition})
    stud = Stud(d)
    stud.deal({}, middle)
    for seat, side in sides.items():
        d.act(seat, {"type": "declare", "side": side})
    ruling = stud.showdown(down)
    assert ruling["pots"][0]["paid"] == paid
    assert words in ruling["summary"]


def test_a_declared_hand_is_ruled_with_the_cards_of_its_line_only(dealt):
    d = dealt({"name": "Declared lines", **TRIPLE_BOARD})
    stud = Stud(d)
    stud.deal({}, "Ah Kh Qh 9s 9d 5c 2c 3d 4s 7c Jd")
    for seat, side in {1: "high", 2: "both", 3: "low"}.items():
        d.act(seat, {"type": "declare", "side": side})
    hands = stud.showdown({1: "Jh Th 8c 8d", 2: "9h 9c 6d 6h", 3: "Ac 5d 8h Ts"})["hands"]
    assert hands["2"]["cards"] == "9h 9c 6d 6h 9s 9d 5c 7c Jd".split()
    assert hands["2"]["words"].startswith("Four of a kind, nines")


_CROSS = {"kind": "turn", "cards": ["top", "left", "centre", "right", "bottom"]}
# Each: a definition, and the sentences the referee refuses it with.
REFUSED = [
    ({"name": "Go", "script": [{"kind": "deal", "down": 2}, {"kind": "turn", "cards": [
        "top", "top_right", "bottom_right", "bottom", "bottom_left", "top_left"]}],
      "showdown": [{"kind": "layout", "shape": "circle", "lines": ["rows"], "alone": True}]},
     ["A circle of six has no rows: name its arcs.",
      "A hand may play its own cards alone (alone) only where a hole_cards rule limits how many it uses"]),
    ({"name": "Go", "script": [{"kind": "deal", "down": 2}, _CROSS],
      "showdown": [{"kind": "layout", "shape": "cross", "lines": ["arcs", "rows"], "adjacent": 4}]},
     "A cross has no arcs: name its rows or columns."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 2}, {"kind": "turn", "cards": [
        f"{row}_{n}" for row in ("top", "middle", "bottom") for n in (1, 2, 3)] + ["turn", "river"]}],
      "showdown": [{"kind": "layout", "shape": "three_flops", "lines": ["rows"]}]},
     "Three flops, one above the other, and a turn and a river beside the middle one has no rows: write its lines "
     "out (also)."),
    ({"name": "Go", "script": [{"kind": "deal", "down": 2}, _CROSS, {"kind": "declare", "sides": "high_or_low"}],
      "showdown": [{"kind": "layout", "shape": "cross", "declared_high": ["top", "centre", "bottom"],
                    "declared_both": ["left", "centre", "middle"]}, {"kind": "high_low"}]},
     ["A player may declare low, and the layout names no line for it: add declared_low.",
      "Nobody may declare both in this game: leave out declared_both.",
      "The layout's lines name 'middle': a cross has the places top, left, centre, right, bottom."]),
    ({"name": "Go", "script": [{"kind": "deal", "down": 2}, _CROSS],
      "showdown": [{"kind": "layout", "shape": "cross", "declared_high": ["top", "centre", "bottom"]},
                   {"kind": "high_low"}]},
     "The layout names the line of each declaration, but nobody declares: add a declare step."),
]


@pytest.mark.parametrize("definition, said", REFUSED)
def test_a_layout_a_game_cant_play_is_refused_in_the_tables_words(definition, said):
    found = builder.problems(definition)
    for sentence in [said] if isinstance(said, str) else said:
        assert any(sentence in problem for problem in found), found
