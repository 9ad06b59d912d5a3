"""A phone builds Jacks High's hand too good to win and Love thy Neighbor's split with the left neighbour from
the builder's showdown pieces: each reads in the table's words, and a clash between them is refused beside the
piece."""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.forms import forms_of

NEW = "/games/new"
DRAW = [{"op": "add:script:deal", "script-deal-down": "5"}, {"op": "add:script:bet"},
        {"op": "add:script:draw", "script-draw-most": "3"}, {"op": "add:script:bet"}]


def _built(phone, name: str, steps: list[dict]) -> str:
    page = phone.page(NEW)
    for step in steps:
        form = forms_of(page)["build"]
        answer = phone.client.post(form["action"], data={**form["fields"], "name": name, **step},
                                   follow_redirects=True)
        assert answer.status_code == 200
        page = answer.get_data(as_text=True)
    return page


def test_a_phone_builds_jacks_high_and_the_table_defines_it(seats, table):
    ann = seats[1]
    page = _built(ann, "Jacks high", DRAW + [{"op": "add:showdown:or_better_loses", "showdown-or_better_loses-hand":
                                              "pair", "showdown-or_better_loses-rank": "J"}])
    assert "A pair of jacks or better loses to every hand below it: it wins only when everyone else folds" \
        in text(page)
    form = forms_of(page)["build"]
    defined = ann.client.post(form["action"], data={**form["fields"], "name": "Jacks high", "op": "define"})
    assert defined.status_code == 303
    assert "house:jacks-high" in {v["key"] for v in table.get("/variants").json["variants"]}


def test_the_left_neighbours_half_beside_a_high_low_split_is_refused_in_words(seats, table):
    ann = seats[1]
    page = _built(ann, "Neighbourly", DRAW + [{"op": "add:showdown:left_neighbour_half"}])
    assert "The best hand splits each pot with the player on its left still in, whatever that player holds" \
        in text(page)
    page = _built(ann, "Neighbourly", DRAW + [{"op": "add:showdown:left_neighbour_half"},
                                               {"op": "add:showdown:high_low"}])
    form = forms_of(page)["build"]
    refused = ann.client.post(form["action"], data={**form["fields"], "name": "Neighbourly", "op": "define"},
                              follow_redirects=True)
    assert "High low and left neighbour half each split the pot: a game splits it one way, keep one." \
        in text(refused.get_data(as_text=True))
    assert "house:neighbourly" not in {v["key"] for v in table.get("/variants").json["variants"]}
