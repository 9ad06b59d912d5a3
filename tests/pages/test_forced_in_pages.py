"""Guts where the high card showing must go in, built on a phone and played from the phones' forms: the
player showing the high card is offered only in, with the rule said, and an out sent anyway is refused in
the rule's words; the others choose in or out.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import built, defined


def test_a_phone_builds_forced_guts_and_the_high_card_showing_may_only_go_in(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "2", "script-deal-up": "1"},
                       {"op": "add:script:in_out", "script-in_out-together": "on",
                        "script-in_out-nobody_in": "pot_stays", "script-in_out-must_go_in": "high_card_showing"},
                       {"op": "add:showdown:losers_match", "showdown-losers_match-ante": "first"}],
                 name="Forced", ante="0.25")
    assert "the high card showing must go in (ties all go in; aces high)" in text(page)
    assert defined(ann, page, name="Forced", ante="0.25").status_code == 303
    ann.do("start_deal", "", variant="house:forced")
    ann.do("deal_up", up__2="9h", up__3="Ac", up__1="Kd")
    said = text(cy.page())
    assert "You must go in: the high card showing must go in." in said
    assert "Nobody sees your word until everyone still in has said theirs." in said
    assert "In or out?" in text(bob.page()) and "You must go in" not in text(bob.page())
    refused = cy.send("in_out", say="out")
    assert refused.status_code != 303
    assert "The high card showing must go in: you must say in." in text(refused.get_data(as_text=True))
    assert 'name="say" value="out"' not in cy.page() and 'name="say" value="out"' in bob.page()
    for phone, word in ((cy, "in"), (bob, "out"), (ann, "out")):
        phone.do("in_out", say=word)
    stacks = {s["seat"]: s["stack"] for s in table.get().json["seats"]}
    assert stacks[3] == stacks[1] + 75 == stacks[2] + 75
    assert table.get("/verify").json["ok"] is True
