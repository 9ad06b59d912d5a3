"""A game played for legs, built on a phone and played from the phones' forms: every phone shows each player's
legs beside their name, and the ruling says who took a leg and that the pot stays.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import built, defined


def test_a_phone_builds_guts_for_legs_and_every_phone_shows_the_legs(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "3"},
                       {"op": "add:script:in_out", "script-in_out-together": "on",
                        "script-in_out-nobody_in": "pot_stays"},
                       {"op": "add:showdown:losers_match", "showdown-losers_match-ante": "first"},
                       {"op": "add:showdown:legs", "showdown-legs-to_win": "2"}], name="Legs", ante="0.25")
    assert "the first player to take 2 legs takes the pot" in text(page)
    assert defined(ann, page, name="Legs", ante="0.25").status_code == 303
    ann.do("start_deal", "", variant="house:legs")
    for phone, cards in ((bob, "Qh,Qd,4c"), (cy, "5h,7d,9c"), (ann, "2h,6d,8c")):
        phone.do("cards", cards=cards)
    for phone in (bob, cy, ann):
        phone.do("in_out", say="in")
    for phone in (bob, cy, ann):
        phone.do("show")
    for phone in (ann, bob, cy):
        said = text(phone.page())
        assert "Bob takes a leg with pair of queens, four kicker, their first of 2" in said
        assert "1 of 2 legs" in said
    assert table.get("/verify").json["ok"] is True
