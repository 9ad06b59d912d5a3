"""A layout no shape names, written as its own rows of places: the catalogue's Small V (three cards, a hand
playing one side of the V), Tablatura (two rows of four and a last card lying in either), H-Bomb (seven in an
H) and Chowaha (three flops, two turns, a river), read as rules, ruled, refused in words and played to their end; any such layout of random rows plays
from its legal actions."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.rules.builder import definition as builder
from referee.rules.builder.layouts import LINE_KINDS, MOST_ACROSS, MOST_PLACES, MOST_ROWS, lines_of, places
from tests.support.defined_play import played_to_its_end
from tests.support.stud import Stud

SHIPPED = Path(__file__).parents[3] / "referee" / "rules" / "builder" / "definitions"
SMALL_V, TABLATURA = (json.loads((SHIPPED / f"{name}.json").read_text()) for name in ("small_v", "tablatura"))
# H-Bomb (#986): five cards each, seven in an H, the outer six turned one at a time with a bet after each (the
# rule lets the dealer choose which; here the referee names the order), the centre last; a hand plays one
# horizontal, vertical or diagonal line of three: the bar across, an upright, or a diagonal through the centre.
_H = [["top_left", None, "top_right"], ["left", "centre", "right"], ["bottom_left", None, "bottom_right"]]
_OUTER = ["top_left", "top_right", "left", "right", "bottom_left", "bottom_right"]
H_BOMB = {"name": "H-Bomb", "most_players": 9, "script": [
    {"kind": "deal", "down": 5},
    *(step for place in _OUTER for step in ({"kind": "turn", "cards": [place]}, {"kind": "bet"})),
    {"kind": "turn", "cards": ["centre"]}],
    "showdown": [{"kind": "layout", "rows": _H, "lines": ["columns", "diagonals"],
                  "also": [["left", "centre", "right"]]}]}
# Chowaha (#272): two cards each; three flops of three, then two turns, then a river, a bet after each; a hand
# is its own two with one flop, one of the turns and the river. The flops lie in rows, each turn beside one.
_FLOPS, _TURNS = ("top", "middle", "bottom"), ("turn_1", "turn_2")
# Ultimate Omaha (#929): four down; twenty-five commons face down in a five by five square, a column turned before
# each of five bets; a hand is exactly two of its own cards with one row.
ULTIMATE_OMAHA = {"name": "Ultimate Omaha", "most_players": 6, "script": [
    {"kind": "deal", "down": 4}, {"kind": "bet"},
    *[step for column in range(1, 6) for step in (
        {"kind": "turn", "cards": [f"row_{row}_{column}" for row in range(1, 6)]}, {"kind": "bet"})]],
    "showdown": [{"kind": "layout", "rows": [[f"row_{row}_{column}" for column in range(1, 6)] for row in range(1, 6)],
                  "lines": ["rows"]}, {"kind": "hole_cards", "count": 2}]}
CHOWAHA = {"name": "Chowaha", "most_players": 20, "script": [
    {"kind": "deal", "down": 2}, {"kind": "bet"},
    {"kind": "turn", "cards": [f"{row}_{n}" for row in _FLOPS for n in (1, 2, 3)]}, {"kind": "bet"},
    {"kind": "turn", "cards": list(_TURNS)}, {"kind": "bet"}, {"kind": "turn", "cards": ["river"]}, {"kind": "bet"}],
    "showdown": [{"kind": "layout", "rows": [[f"{row}_{n}" for n in (1, 2, 3)] + [last]
                                             for row, last in zip(_FLOPS, [*_TURNS, "river"])],
                  "also": [[f"{row}_{n}" for n in (1, 2, 3)] + [turn, "river"] for row in _FLOPS for turn in _TURNS]}]}

# Small V's middle, turned top left, top right, bottom: A♥ K♥ and the wild 2♣ at the bottom.
V = "Ah Kh 2c"
# H-Bomb's, turned top left, top right, left, right, bottom left, bottom right, centre: its uprights are
# A♥ 2♣ 8♠ and K♥ 7♦ 3♦, its bar 2♣ 6♣ 7♦, its diagonals A♥ 6♣ 3♦ and K♥ 6♣ 8♠.
H = "Ah Kh 2c 7d 8s 3d 6c"
# Tablatura's, a card of each row turned at a time: its top row A♥ K♥ 7♣ 2♦, its bottom row Q♥ J♥ 8♠ 3♣, and
# the last card, the wild 5♦, lying in either.
ROWS = "Ah Qh Kh Jh 7c 8s 2d 3c 5d"
_NEITHER = {1: "Qh Jh 4c 5d", 2: "7c 7d 8s 9s"}  # a royal flush only with both sides of the V
_H_HANDS = {1: "Qh Jh Th 5c 4s", 2: "5d 5h 4c 4h 9d"}  # a royal flush only across the top of the H

# Each case: the game, each seat's face-down cards, the middle in the order turned, who is paid what, the winner's.
CASES = [
    pytest.param(SMALL_V, {**_NEITHER, 3: "3c 3d 5s 6s"}, V, {"2": 15}, "Three of a kind, sevens",
                 id="small v: one side of the V, never both: the ace and king of hearts make no royal flush"),
    pytest.param(SMALL_V, {**_NEITHER, 3: "Kc Kd 3s 4s"}, V, {"3": 15}, "Four of a kind, kings",
                 id="small v: the bottom card, turned last, is wild and lies on both sides"),
    pytest.param(TABLATURA, {1: "Th 9h", 2: "Ac Ad", 3: "4c 6c"}, ROWS, {"1": 15}, "Straight flush, king high",
                 id="tablatura: one row with the last card, never both rows: no royal flush across them"),
    pytest.param(TABLATURA, {1: "9c 9d", 2: "Ac Ad", 3: "4c 6c"}, ROWS, {"2": 15}, "Four of a kind, aces",
                 id="tablatura: the last card, wild, lies in the top row too"),
    pytest.param(H_BOMB, {**_H_HANDS, 3: "Qc 4d 9s Ts 3c"}, H, {"2": 15}, "Two pair, fives and fours",
                 id="h-bomb: the top corners across the gap are no line"),
    pytest.param(H_BOMB, {**_H_HANDS, 3: "8h 9h Tc 3s Qs"}, H, {"3": 15}, "Straight, ten high",
                 id="h-bomb: the bar across the H is a line"),
    pytest.param(H_BOMB, {**_H_HANDS, 3: "8d 8c Qc 5s Js"}, H, {"3": 15}, "Three of a kind, eights",
                 id="h-bomb: an upright of the H is a line"),
    pytest.param(H_BOMB, {**_H_HANDS, 3: "Kc Kd 6h 8h 2s"}, H, {"3": 15}, "Full house, kings over eights",
                 id="h-bomb: a diagonal through the centre is a line"),
]


@pytest.mark.parametrize("definition, down, middle, paid, words", CASES)
def test_a_hand_plays_one_line_of_a_layout_of_its_own_rows(dealt, definition, down, middle, paid, words):
    ruling = Stud(dealt(definition)).play({seat: ("", cards) for seat, cards in down.items()}, middle)
    assert ruling["pots"][0]["paid"] == paid
    assert ruling["hands"][next(iter(paid))]["words"].startswith(words)


def test_the_rules_say_the_layout_row_by_row_and_its_lines():
    said = builder.rule_text(SMALL_V)
    assert "The middle cards lie in a shape of its own (row by row: top left, top right; bottom); a hand plays " \
           "its player's own cards with one line of its own places of the layout (top left, bottom; top right, " \
           "bottom)." in said
    assert "The rank of the bottom card of the layout is wild in every hand." in said
    assert "The middle cards lie in a shape of its own (row by row: top left, top right; left, centre, right; " \
           "bottom left, bottom right); a hand plays its player's own cards with one column or diagonal or line " \
           "of its own places of the layout (left, centre, right)." in builder.rule_text(H_BOMB)


def test_the_phones_draw_the_v_in_its_rows_with_gaps_where_no_card_lies(dealt):
    d = dealt(SMALL_V)
    stud = Stud(d)
    stud.checks()
    stud.turn("Ah")
    layout = d.variant.view(d.state, 1)["layout"]
    assert layout["rows"] == [[{"place": "top left", "card": "Ah"}, None, {"place": "top right", "card": None}],
                              [None, {"place": "bottom", "card": None}, None]]
    assert layout["plays"] == "one line of its own places"
    assert d.replayed() == d.state


_ROWS = [["top_left", None, "top_right"], [None, "bottom", None]]
_TURNED = [{"kind": "deal", "down": 4}, {"kind": "turn", "cards": ["top_left", "top_right", "bottom"]}]
# Each: a layout (with the turn steps of Small V's places), and the sentences the referee refuses it with.
REFUSED = [
    ({"kind": "layout", "shape": "v", "rows": _ROWS, "lines": ["diagonals"]},
     ["The layout lies in its shape, or in its own rows of places (rows): name one of them, not both."]),
    # Naming neither, a layout lies in a cross, as every layout did before its own rows could be written.
    ({"kind": "layout", "also": [["top_left", "bottom"]]},
     ["Script step 2 (turn): a cross has the places top, left, centre, right, bottom; it has no place called "
      "'top_left'.", "Script step 2 (turn): a cross has the places top, left, centre, right, bottom; it has no "
      "place called 'top_right'.", "No turn step turns up the top, left, centre and right cards of the layout: "
      "turn every place up.", "The layout's lines name 'top_left': a cross has the places top, left, centre, "
      "right, bottom."]),
    ({"kind": "layout", "rows": _ROWS, "lines": ["arcs", "columns"]},
     ["A shape of its own has no arcs: name its rows.", "A shape of its own has no columns: name its rows."]),
    ({"kind": "layout", "rows": [["top_left", None, "top_right"], ["bottom"]], "lines": ["rows"]},
     ["Showdown rule 1 (layout): the rows is a list of 1 to 6 rows of the same length, 2 to 5 across"]),
    ({"kind": "layout", "rows": [["top_left", "top_left"], [None, "bottom"]], "lines": ["rows"]},
     ["Showdown rule 1 (layout): the rows names the place 'top_left' twice: give each place a word of its own."]),
    ({"kind": "layout", "rows": [[0, "0"], [None, "bottom"]], "lines": ["rows"]},
     ["Showdown rule 1 (layout): the rows is a list of 1 to 6 rows of the same length"]),
    ({"kind": "layout", "rows": [[f"r{row}c{column}" for column in range(5)] for row in range(6)], "lines": ["rows"]},
     ["Showdown rule 1 (layout): the rows names 30 places: a layout holds at most 25."]),
    ({"kind": "layout", "rows": [["top_left", "top_right"], ["left", "right"]], "lines": ["rows"]},
     ["Script step 2 (turn): a shape of its own has the places top_left, top_right, left, right; it has no "
      "place called 'bottom'.", "No turn step turns up the left and right cards of the layout"]),
]


@pytest.mark.parametrize("layout, said", REFUSED)
def test_a_layout_of_its_own_rows_a_game_cant_play_is_refused_in_the_tables_words(layout, said):
    found = builder.problems({"name": "Go", "script": _TURNED, "showdown": [layout]})
    for sentence in said:
        assert any(sentence in problem for problem in found), found


@pytest.mark.parametrize("definition, players", [(SMALL_V, 8), (SMALL_V, 3), (TABLATURA, 7), (TABLATURA, 2),
                                                 (H_BOMB, 6), (H_BOMB, 3), (CHOWAHA, 5), (ULTIMATE_OMAHA, 6)])
@settings(max_examples=3, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1))
def test_the_catalogues_games_of_their_own_rows_are_played_to_their_end(definition, players, seed):
    played_to_its_end(definition, seed, players)


@st.composite
def own_layouts(draw) -> dict:
    """A game of a layout of random rows (2 to 5 across, as many rows as hold 12 places at most, a gap anywhere
    but in the first two places), its places turned in random groups, a bet after each; its lines of the kinds
    its rows hold, or written out."""
    across = draw(st.integers(2, MOST_ACROSS))
    grid = [[f"p{row}_{column}" if row + column < 2 or draw(st.booleans()) else None for column in range(across)]
            for row in range(draw(st.integers(1, min(MOST_ROWS, MOST_PLACES // across))))]
    grid = [row if any(row) else [f"p{n}_0", *row[1:]] for n, row in enumerate(grid)]  # no row empty
    order = draw(st.permutations(places(None, tuple(map(tuple, grid)))))
    cuts = sorted(draw(st.sets(st.integers(1, len(order) - 1), max_size=3)))
    script = [{"kind": "deal", "down": 3}, {"kind": "bet"}]
    for start, end in zip([0, *cuts], [*cuts, len(order)]):
        script += [{"kind": "turn", "cards": list(order[start:end])}, {"kind": "bet"}]
    kinds = [kind for kind in LINE_KINDS if lines_of(None, kind, rows=tuple(map(tuple, grid)))]
    layout = {"kind": "layout", "rows": grid}
    if kinds:
        layout["lines"] = draw(st.lists(st.sampled_from(kinds), min_size=1, unique=True))
    if not kinds or draw(st.booleans()):
        layout["also"] = draw(st.lists(st.lists(st.sampled_from(order), min_size=2, max_size=4, unique=True),
                                       min_size=1, max_size=2))
    return {"name": "Own rows", "script": script, "showdown": [layout], "most_players": 6}


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(definition=own_layouts(), seed=st.integers(0, 2**32 - 1), players=st.integers(2, 4))
def test_any_layout_of_its_own_rows_plays_from_its_legal_actions(definition, seed, players):
    played_to_its_end(definition, seed, players)

