"""Community layouts with lines: the middle cards laid in a shape (`layout`, a rule of the showdown), turned up
place by place (`turn`, a step of the script), a hand playing the cards of one line with its own.

    "script": [{"kind": "deal", "down": 4}, {"kind": "bet"},
               {"kind": "turn", "cards": ["top", "bottom"]}, {"kind": "bet"}, …],
    "wild": [{"kind": "layout_card", "places": ["centre"]}],
    "showdown": [{"kind": "layout", "shape": "cross", "lines": ["rows", "columns"]}]

reads "Turn up the top and bottom cards of the layout", "The rank of the centre card of the layout is wild in
every hand" and "The middle cards lie in a cross (top, left, centre, right, bottom); a hand plays its player's
own cards with one row or column of the layout". The places of a shape are named; a line is a row, a column
or a diagonal of it, or places written out (`also`). A layout no shape names is written as its own rows of
places instead (`rows`: `[["top_left", null, "top_right"], [null, "bottom", null]]`, a small V), drawn so on
the phones, its lines its rows, columns and diagonals or written out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..poker.layout import Board, LayoutCard, Turn, place_words
from ..poker.phases.declare import HIGH_OR_LOW, SIDES
from .params import WORD, Choice, Count, Flag
from .part import CONDITIONS, Part, Piece

SHAPES = {  # each shape's places, row by row (None: no card lies there)
    "cross": ((None, "top", None), ("left", "centre", "right"), (None, "bottom", None)),
    "grid": (("top_left", "top", "top_right"), ("left", "centre", "right"),
             ("bottom_left", "bottom", "bottom_right")),
    "big_cross": ((None, None, "top_2", None, None), (None, None, "top_1", None, None),
                  ("left_2", "left_1", "centre", "right_1", "right_2"), (None, None, "bottom_1", None, None),
                  (None, None, "bottom_2", None, None)),
    "v": (("top_left", None, None, None, "top_right"), (None, "left", None, "right", None),
          (None, None, "bottom", None, None)),
    "z": (("top_left", "top_right", None), (None, "bottom_left", "bottom_right")),
    "two_boards": (tuple(f"top_{n}" for n in range(1, 6)), tuple(f"bottom_{n}" for n in range(1, 6))),
    "circle": ((None, "top", None), ("top_left", None, "top_right"), ("bottom_left", None, "bottom_right"),
               (None, "bottom", None)),
    "big_circle": (("top_left", "top", "top_right"), ("left", None, "right"),
                   ("bottom_left", "bottom", "bottom_right")),
    "six_rows": tuple((f"left_{n}", f"right_{n}") for n in range(1, 7)),
    "three_flops": (("top_1", "top_2", "top_3", None, None), ("middle_1", "middle_2", "middle_3", "turn", "river"),
                    ("bottom_1", "bottom_2", "bottom_3", None, None)),
}
CIRCLES = {"circle": ("top", "top_right", "bottom_right", "bottom", "bottom_left", "top_left"),  # clockwise
           "big_circle": ("top", "top_right", "right", "bottom_right", "bottom", "bottom_left", "left", "top_left")}
WRITTEN_OUT = {"three_flops"}  # shapes with no rows or columns of their own: their lines are written out
SHAPE_WORDS = {"cross": "a cross", "grid": "a square of three rows of three",
               "big_cross": "a cross of nine, five across and five down", "v": "a V", "z": "a Z",
               "two_boards": "two boards of five, one above the other", "circle": "a circle of six",
               "big_circle": "a circle of eight",
               "six_rows": "six rows of two, one below the other",
               "three_flops": "three flops, one above the other, and a turn and a river beside the middle one"}
LINE_NAMES = {"two_boards": {"rows": "board"}, "v": {"diagonals": "arm"}, "z": {"columns": "upright"}}
LINE_KINDS = ("rows", "columns", "diagonals", "arcs")  # the lines of a shape a definition may name at once
MOST_PLACES = 25  # a square of five by five, Ultimate Omaha's
MOST_ROWS, MOST_ACROSS = 6, 5  # a layout's own rows: as many as the phones draw, like the named shapes
ADJACENT = 3  # the cards of an arc of a circle, unless the layout says
Grid = tuple[tuple[str | None, ...], ...]  # places row by row, None where no card lies


def grid_of(shape: str | None, rows: Grid = ()) -> Grid:
    """The places of a layout row by row: its shape's, or, with no shape, its own rows."""
    return SHAPES[shape] if shape else rows


def places(shape: str | None, rows: Grid = ()) -> tuple[str, ...]:
    """The places of a shape (or of a layout's own rows), row by row; a circle's clockwise from the top."""
    return CIRCLES.get(shape or "") or tuple(place for row in grid_of(shape, rows) for place in row if place)


def shape_of(shape: str | None, rows: Grid = ()) -> str | None:
    """The shape a layout names; a layout that names neither a shape nor rows of its own lies in a cross, as
    layouts did before a table could write its own rows."""
    return shape or (None if rows else "cross")


def shape_words(shape: str | None) -> str:
    """"a cross"; "a shape of its own" for a layout that names no shape, laid out in its own rows."""
    return SHAPE_WORDS[shape] if shape else "a shape of its own"


def lines_of(shape: str | None, kind: str, adjacent: int = ADJACENT, rows: Grid = ()) -> tuple[tuple[str, ...], ...]:
    """The lines of a kind a shape (or a layout's own rows) holds, each of two places or more: its rows, columns
    or diagonals; a circle's arcs of `adjacent` cards side by side, and nothing else."""
    if shape in WRITTEN_OUT:
        return ()
    if shape in CIRCLES or kind == "arcs":
        ring = CIRCLES.get(shape or "", ()) if kind == "arcs" else ()
        return tuple(tuple(ring[(start + n) % len(ring)] for n in range(adjacent)) for start in range(len(ring)))
    grid = grid_of(shape, rows)
    if kind == "rows":
        cells = grid
    elif kind == "columns":
        cells = tuple(zip(*grid))
    else:  # places running corner to corner, three or more of them unbroken: a square's, a V's arms
        width = len(grid[0])
        cells = tuple(tuple(grid[row][row + shift] for row in range(len(grid)) if 0 <= row + shift < width)
                      for shift in range(-len(grid), width)) + \
            tuple(tuple(grid[row][shift - row] for row in range(len(grid)) if 0 <= shift - row < width)
                  for shift in range(len(grid) + width))
        cells = tuple(cell for cell in cells if len(cell) > 2 and all(cell))
    return tuple(line for line in (tuple(place for place in cell if place) for cell in cells) if len(line) > 1)


class Places:
    """The places of a layout, like ["top", "bottom"]: different words, as many as a layout holds."""

    default = None
    form = "places"

    def problem(self, value: Any) -> str | None:
        if isinstance(value, list) and 1 <= len(value) <= MOST_PLACES and len(set(map(str, value))) == len(value) \
                and all(isinstance(place, str) and WORD.fullmatch(place) for place in value):
            return None
        return 'is a list of places of the layout, like ["top_left", "centre"]'

    def read(self, value: Any) -> tuple[str, ...]:
        return tuple(value)

    def schema(self) -> dict:
        return {"type": "array", "minItems": 1, "maxItems": MOST_PLACES, "uniqueItems": True,
                "items": {"type": "string", "pattern": "^" + WORD.pattern + "$"}}


class Kinds(Places):
    """Kinds of lines of the shape: rows, columns, diagonals."""

    form = "words"

    def problem(self, value: Any) -> str | None:
        if isinstance(value, list) and value and len(set(map(str, value))) == len(value) \
                and all(family in LINE_KINDS for family in value):
            return None
        return 'is a list of rows, columns, diagonals or arcs, like ["rows", "columns"]'

    def schema(self) -> dict:
        return {"type": "array", "minItems": 1, "uniqueItems": True, "items": {"enum": list(LINE_KINDS)}}


class Lines:
    """Lines of places written out, like [["top_left", "centre", "bottom_right"]]."""

    default = None
    form = "lines"

    def problem(self, value: Any) -> str | None:
        if isinstance(value, list) and value and all(Places().problem(line) is None for line in value):
            return None
        return 'is a list of lines, each a list of places, like [["top_left", "centre", "bottom_right"]]'

    def read(self, value: Any) -> tuple[tuple[str, ...], ...]:
        return tuple(tuple(line) for line in value)

    def schema(self) -> dict:
        return {"type": "array", "minItems": 1, "items": Places().schema()}


class Rows:
    """A layout's own shape: its rows top to bottom, each of its places left to right, null where no card lies."""

    default = None
    form = "rows"

    def problem(self, value: Any) -> str | None:
        laid = isinstance(value, list) and 1 <= len(value) <= MOST_ROWS and all(
            isinstance(row, list) and 2 <= len(row) <= MOST_ACROSS and len(row) == len(value[0])
            and any(place is not None for place in row) for row in value)
        named = [place for row in value for place in row if place is not None] if laid else []
        if named and all(isinstance(place, str) for place in named) and Places().problem(named) is None:
            return None
        if len(named) > MOST_PLACES:
            return f"names {len(named)} places: a layout holds at most {MOST_PLACES}"
        words = [place for place in named if isinstance(place, str)]
        if len(words) == len(named) and len(set(words)) < len(words):
            twice = next(place for place in words if words.count(place) > 1)
            return f"names the place '{twice}' twice: give each place a word of its own"
        return (f"is a list of 1 to {MOST_ROWS} rows of the same length, 2 to {MOST_ACROSS} across, each of places "
                f"(different words, at most {MOST_PLACES}) or null where no card lies, like "
                '[["top_left", null, "top_right"], [null, "bottom", null]]')

    def read(self, value: Any) -> Grid:
        return tuple(tuple(row) for row in value)

    def schema(self) -> dict:
        place = {"type": "string", "pattern": "^" + WORD.pattern + "$"}
        return {"type": "array", "minItems": 1, "maxItems": MOST_ROWS, "items": {
            "type": "array", "minItems": 2, "maxItems": MOST_ACROSS, "items": {"anyOf": [place, {"type": "null"}]}}}


@dataclass(frozen=True)
class MiddleLayout:
    """What a definition says of its layout; laid out once the order of its places is known (`board`).
    `declared`: the line a hand declared high, low or both plays, by its side; `rows`: its own places row by row,
    where it names no shape."""

    shape: str | None
    lines: tuple[str, ...] = ()
    also: tuple[tuple[str, ...], ...] = ()
    split: bool = False
    adjacent: int = ADJACENT
    alone: bool = False
    declared: tuple[tuple[str, tuple[str, ...]], ...] = ()
    rows: Grid = ()

    def named(self) -> list[tuple[tuple[str, ...], str]]:
        """Each line a hand may play, with what it is called ("the row from left to right")."""
        found = [(line, f"the {_line(self.shape, family)} from {place_words(line[0])} to {place_words(line[-1])}")
                 for family in self.lines for line in lines_of(self.shape, family, self.adjacent, self.rows)]
        found += [(line, f"the line of {', '.join(map(place_words, line))}") for line in self.also]
        found += [(line, f"the line of a hand declared {side}") for side, line in self.declared]
        return found

    def board(self, order: tuple[str, ...]) -> Board:
        named = self.named()
        lines = tuple(line for line, _ in named)
        first = len(lines) - len(self.declared)  # the declared lines come last
        declared = tuple((side, first + n) for n, (side, _) in enumerate(self.declared))
        return Board(grid_of(self.shape, self.rows), order, lines, tuple(name for _, name in named),
                     _which(self.shape, self.lines, self.also, self.adjacent), self.alone, declared,
                     _besides(self.alone, dict(self.declared)))


def _line(shape: str | None, family: str) -> str:
    """What a table calls a line of a kind: "row", or a board of two boards."""
    return LINE_NAMES.get(shape or "", {}).get(family, family[:-1])


def _which(shape: str | None, lines=(), also=(), adjacent=ADJACENT) -> str:
    """The lines a hand may play, in words: "one row or column"."""
    kinds = [_line(shape, family) + (f" of {adjacent} adjacent cards" if family == "arcs" else "")
             for family in lines] + (["line of its own places"] if also else [])
    return " or ".join(["one " + kinds[0], *kinds[1:]]) if kinds else "one line"


def _layout_words(shape: str | None = None, lines=(), also=(), split=False, adjacent=ADJACENT, alone=False,
                  declared_high=(), declared_low=(), declared_both=(), rows: Grid = ()) -> str:
    shape = shape_of(shape, rows)
    listed = ("clockwise: " if shape in CIRCLES else "") + ", ".join(map(place_words, places(shape))) if shape \
        else "row by row: " + "; ".join(", ".join(place_words(place) for place in row if place) for row in rows)
    said = (f"The middle cards lie in {shape_words(shape)} ({listed}); a hand plays its player's own cards with "
            f"{_which(shape, lines, also, adjacent)} of the layout")
    if also:
        said += " (" + "; ".join(", ".join(map(place_words, line)) for line in also) + ")"
    said += _besides(alone, {"high": declared_high, "low": declared_low, "both": declared_both})
    if split:
        said += "; each pot is split equally between the lines, each part to the best hand playing that line"
    return said


def _besides(alone: bool, declared: Mapping[str, tuple[str, ...]]) -> str:
    """What else a hand may play, or must once declared: ", or its player's own cards alone; …"."""
    said = ", or its player's own cards alone" if alone else ""
    lines = [f"{side}, {_listed(line)}" for side, line in declared.items() if line]
    return said + ("; once declared, a hand plays only the line of its declaration: " + "; ".join(lines)
                   if lines else "")


def _listed(cards) -> str:
    """"the top, left and centre cards"."""
    named = [place_words(place) for place in cards]
    listed = named[0] if len(named) == 1 else ", ".join(named[:-1]) + " and " + named[-1]
    return f"the {listed} card{'s' if len(named) > 1 else ''}"


def _turn_words(cards: tuple[str, ...]) -> str:
    return f"Turn up {_listed(cards)} of the layout"


LAYOUT = Piece(
    "layout", "the middle cards lie in a shape (cross, grid, big_cross, v, z, two_boards, circle, big_circle, "
              "six_rows or three_flops), or in rows of places of their own (rows, in place of a shape), and a hand "
              "plays its own cards with one line of them: its rows, columns, diagonals or "
              "arcs (a circle's, of adjacent cards), or lines of places written out (also); alone: or its own cards "
              "alone; split: each pot split equally between the lines, each part to the best hand playing that "
              "line; declared_high, declared_low, declared_both: once declared, a hand plays only that line",
    lambda shape=None, lines=(), also=(), split=False, adjacent=ADJACENT, alone=False, declared_high=(),
    declared_low=(), declared_both=(), rows=(): Part(layout=MiddleLayout(shape_of(shape, rows), lines, also, split,
                                                                         adjacent, alone, tuple(
        (side, line) for side, line in (("high", declared_high), ("low", declared_low), ("both", declared_both))
        if line), rows)),
    _layout_words, {"shape": Choice(tuple(SHAPES)), "rows": Rows(), "lines": Kinds(), "also": Lines(),
                    "split": Flag(), "adjacent": Count(2, 5, ADJACENT), "alone": Flag(),
                    **{f"declared_{side}": Places() for side in SIDES}},
    frozenset({"shape", "rows", "lines", "also", "split", "adjacent", "alone",
               *(f"declared_{side}" for side in SIDES)}))

def _layout_card_words(places, alone: bool = False) -> str:
    many = len(places) > 1
    if alone:  # the card itself, not its rank
        return f"{_capital(_listed(places))} of the layout {'are' if many else 'is'} wild in every hand, " \
               f"{'they' if many else 'it'} alone, not {'their ranks' if many else 'its rank'}"
    return f"The rank{'s' if many else ''} of {_listed(places)} of the layout {'are' if many else 'is'} wild in " \
           "every hand"


LAYOUT_CARD = Piece(
    "layout_card", "the rank of the card at each of these places of the layout is wild in every hand (alone: "
                   "that card only, not the others of its rank)",
    lambda places, alone=False: Part(wilds=LayoutCard(places, alone)), _layout_card_words,
    {"places": Places(), "alone": Flag()}, frozenset({"alone"}))

TURN = Piece(
    "turn", "the dealer turns up the cards at these places of the layout, in this order",
    lambda cards: Part(phases=(Turn(community=len(cards), places=cards),), turned=cards),
    _turn_words, {"cards": Places()})


def _capital(said: str) -> str:
    return said[0].upper() + said[1:]


def middle_cards(script: list) -> int:
    """The cards the script deals to the middle: community cards, and the cards of a layout turned up."""
    return sum(entry.get("community", 0) if entry["kind"] == "deal" else
               len(entry["cards"]) if entry["kind"] == "turn" else 0 for entry in script)


def problems(definition: Mapping) -> list[str]:
    """A layout whose places are not each turned up once, or lines it doesn't hold, each in a sentence."""
    script = definition["script"]
    layout = next((entry for entry in definition.get("showdown", []) if entry["kind"] == "layout"), None)
    turns = [(place, entry) for place, entry in enumerate(script, 1) if entry["kind"] == "turn"]
    wild = [(place, card) for place, entry in enumerate(definition.get("wild", []), 1)
            if entry["kind"] == "layout_card" for card in entry["places"]]
    if layout is None:
        return [f"Script step {place} (turn) turns up cards of a layout, but the showdown lays none out: add a "
                "layout." for place, _ in turns] + \
               [f"Wild rule {place} (layout_card) makes a card of the layout wild, but the showdown lays none out: "
                "add a layout." for place, _ in wild]
    if "shape" in layout and "rows" in layout:
        return ["The layout lies in its shape, or in its own rows of places (rows): name one of them, not both."]
    found = []
    rows = Rows().read(layout.get("rows", []))
    shape = shape_of(layout.get("shape"), rows)
    held = places(shape, rows)
    said = f"{shape_words(shape)} has the places {', '.join(held)}"
    if any(entry["kind"] == "deal" and entry.get("community") for entry in script):
        found.append("The middle cards lie in a layout: turn them up place by place with turn steps, not as "
                     "community cards of a deal step.")
    order = [card for _, entry in turns for card in entry["cards"]]
    for place, entry in turns:
        found += [f"Script step {place} (turn): {said}; it has no place called '{card}'."
                  for card in entry["cards"] if card not in held]
    found += [f"The {place_words(card)} card of the layout is turned up {order.count(card)} times: turn it once."
              for card in held if order.count(card) > 1]
    missing = [card for card in held if card not in order]
    if missing:
        found.append(f"No turn step turns up {_listed(missing)} of the layout: turn every place up.")
    found += _line_problems(layout, held, said) + _declared_problems(definition, layout)
    if layout.get("alone") and not any(entry["kind"] == "hole_cards" for entry in definition.get("showdown", [])):
        found.append("A hand may play its own cards alone (alone) only where a hole_cards rule limits how many it "
                     "uses with a line; without one it plays them anyway: leave alone out.")
    found += [f"Wild rule {place} (layout_card): {said}; it has no place called '{card}'."
              for place, card in wild if card not in held]
    if any(c in entry for entry in [layout, *(entry for _, entry in turns)] for c in CONDITIONS):
        found.append("The layout and its turn steps can't depend on an option: the middle is laid the same every "
                     "deal.")
    if layout.get("split") and any(entry["kind"] in ("high_low", "half_to_highest_of_suit", "half_to_card", "split_card",
                                                     "left_neighbour_half")
                                   for entry in definition.get("showdown", [])):
        found.append("The layout splits each pot between its lines, and another rule splits it too: a game splits "
                     "its pots one way, keep one.")
    return found


def _line_problems(layout: Mapping, held: tuple[str, ...], said: str) -> list[str]:
    rows = Rows().read(layout.get("rows", []))
    shape = shape_of(layout.get("shape"), rows)
    held_kinds = " or ".join(f for f in LINE_KINDS if lines_of(shape, f, rows=rows))
    found = [f"{_capital(shape_words(shape))} has no {family}: "
             f"{f'name its {held_kinds}' if held_kinds else 'write its lines out (also)'}."
             for family in layout.get("lines", []) if not lines_of(shape, family, rows=rows)]
    declared = [side for side in SIDES if f"declared_{side}" in layout]
    if not layout.get("lines") and not layout.get("also") and not declared:
        found.append("The layout needs its lines: rows, columns, diagonals or arcs, or lines of places (also).")
    if "adjacent" in layout and "arcs" not in layout.get("lines", []):
        found.append("The layout's adjacent cards make the arcs of a circle: name arcs among its lines.")
    found += [f"The layout's lines name '{card}': {said}." for line in
              [*layout.get("also", []), *(layout[f"declared_{side}"] for side in declared)]
              for card in line if card not in held]
    return found


def _declared_problems(definition: Mapping, layout: Mapping) -> list[str]:
    """A line for a declaration nobody makes, or none for one a player may make, each in a sentence."""
    named = [side for side in SIDES if f"declared_{side}" in layout]
    steps = [entry for entry in definition["script"] if entry["kind"] == "declare"]
    if not named:
        return []
    if not steps:
        return ["The layout names the line of each declaration, but nobody declares: add a declare step."]
    sides = {side for entry in steps for side in (HIGH_OR_LOW if entry.get("sides") == "high_or_low" else SIDES)}
    return [f"A player may declare {side}, and the layout names no line for it: add declared_{side}."
            for side in SIDES if side in sides and side not in named] + \
           [f"Nobody may declare {side} in this game: leave out declared_{side}."
            for side in named if side not in sides]
