"""A game against the table's hand, built on a phone and played from the phones' forms: the dealer turns the
table's hand up at the showdown, every phone shows it, and the ruling says what it beat.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import built, defined


def test_a_phone_builds_guts_against_the_table_and_the_table_hand_beats_every_hand(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "3"},
                       {"op": "add:script:table_hand", "script-table_hand-cards": "3"},
                       {"op": "add:script:in_out", "script-in_out-together": "on",
                        "script-in_out-nobody_in": "pot_stays"},
                       {"op": "add:showdown:losers_match", "showdown-losers_match-ante": "first"}],
                 name="Beat the table", ante="0.25")
    assert "Deal 3 cards face down to the table: the table's hand, turned up at the showdown" in text(page)
    assert defined(ann, page, name="Beat the table", ante="0.25").status_code == 303
    ann.do("start_deal", "", variant="house:beat-the-table")
    for phone, cards in ((bob, "Qh,Qd,4c"), (cy, "5h,7d,9c"), (ann, "2h,6d,8c")):
        phone.do("cards", cards=cards)
    assert "The table's hand: 3 face down" in text(bob.page())
    for phone, word in ((bob, "in"), (cy, "in"), (ann, "out")):
        phone.do("in_out", say=word)
    bob.do("show")
    cy.do("show")
    assert "turn up the table's hand and enter its 3 cards" in text(ann.page())
    assert "table_hand" not in bob.forms()
    ann.do("table_hand", cards="Ks,Kd,3c")
    for phone in (ann, bob, cy):
        said = text(phone.page())
        assert "The table's hand: K♠ K♦ 3♣" in said
        assert "the table's hand, pair of kings, three kicker, beats Bob's pair of queens" in said
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 975, 2: 900, 3: 900}
    assert table.get("/verify").json["ok"] is True
