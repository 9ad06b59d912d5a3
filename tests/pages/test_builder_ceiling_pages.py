"""A phone builds Jacks High's hand too good to win and Love thy Neighbor's split with the left neighbour from
the builder's showdown pieces: each reads in the table's words, and a clash between them is refused beside the
piece."""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import built, defined

DRAW = [{"op": "add:script:deal", "script-deal-down": "5"}, {"op": "add:script:bet"},
        {"op": "add:script:draw", "script-draw-most": "3"}, {"op": "add:script:bet"}]


def test_a_phone_builds_jacks_high_and_the_table_defines_it(seats, table):
    ann = seats[1]
    page = built(ann, DRAW + [{"op": "add:showdown:or_better_loses", "showdown-or_better_loses-hand": "pair",
                               "showdown-or_better_loses-rank": "J"}], name="Jacks high")
    assert "A pair of jacks or better loses to every hand below it: it wins only when everyone else folds" \
        in text(page)
    assert defined(ann, page, name="Jacks high").status_code == 303
    assert "house:jacks-high" in {v["key"] for v in table.get("/variants").json["variants"]}


def test_the_left_neighbours_half_beside_a_high_low_split_is_refused_in_words(seats, table):
    ann = seats[1]
    page = built(ann, DRAW + [{"op": "add:showdown:left_neighbour_half"}], name="Neighbourly")
    assert "The best hand splits each pot with the player on its left still in, whatever that player holds" \
        in text(page)
    page = built(ann, DRAW + [{"op": "add:showdown:left_neighbour_half"}, {"op": "add:showdown:high_low"}],
                 name="Neighbourly")
    refused = defined(ann, page, name="Neighbourly")
    assert "High low and left neighbour half each split the pot: a game splits it one way, keep one." \
        in text(refused.get_data(as_text=True))
    assert "house:neighbourly" not in {v["key"] for v in table.get("/variants").json["variants"]}
