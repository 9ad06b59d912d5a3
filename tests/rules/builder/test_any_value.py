"""Whatever a phone or a script sends as a piece's value, the builder answers in words: no value of any shape
reaches a sort, a count or a lookup that raises (the API fuzz found a row naming 0 beside "0")."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.rules.builder.pieces import FAMILIES

SCALARS = st.none() | st.booleans() | st.integers(-3, 30) | st.sampled_from(["0", "rows", "top_left", "A", "Kd", ""])
JUNK = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=3), inner,
                                                                                          max_size=2), max_leaves=12)
# Rows and lines: lists of lists, of few values, so that a value and its text (0 and "0") often meet.
GRIDS = st.lists(st.lists(st.sampled_from([None, 0, 1, True, "0", "1", "a"]), min_size=2, max_size=3), min_size=1,
                 max_size=3)
PARAMS = [(piece.kind, name, param) for pieces in FAMILIES.values() for piece in pieces.values()
          for name, param in piece.params.items()]


@settings(max_examples=300, deadline=None)
@given(value=JUNK | GRIDS)
def test_any_value_of_any_piece_is_a_problem_in_words_or_good(value):
    for kind, name, param in PARAMS:
        said = param.problem(value)
        assert said is None or isinstance(said, str) and said, (kind, name, value)
