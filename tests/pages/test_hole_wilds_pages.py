"""A phone builds a game whose queens are wild only face down, and three phones play it: a queen in the hole is
wild on its owner's phone alone until it is shown; a queen dealt face up plays natural on every phone."""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.pages.test_builder_pages import _checks
from tests.support.builder_phone import built, defined


def test_queens_wild_in_the_hole_built_on_a_phone_and_played(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    steps = [
        {"op": "add:script:deal", "script-deal-down": "2", "script-deal-up": "1"},
        {"op": "add:script:bet"},
        {"op": "add:wild:ranks", "wild-ranks-ranks": "Q", "wild-ranks-face": "down"},
    ]
    page = built(ann, steps, name="Hole Queens", stud="on", ante="0.10")
    assert "Queens are wild only face down, in the hole; a queen face up plays natural." in text(page)
    assert defined(ann, page, name="Hole Queens", stud="on", ante="0.10").status_code == 303

    ann.do("start_deal", "", variant="house:hole-queens")
    ann.do("deal_up", up__2="Kh", up__3="Qc", up__1="9d")  # Cy's queen face up: natural
    bob.do("cards", cards="Qd,5c")
    assert "You make: Pair of kings" in text(bob.page())  # his queen in the hole is wild for him
    for phone in (ann, cy):
        seen = text(phone.page())
        assert "Bob: High card, king" in seen and "Q♦" not in seen
    cy.do("cards", cards="Jc,4s")
    assert "You make: High card, queen" in text(cy.page())
    _checks(ann, bob, cy)
    bob.do("show", cards="Qd,5c")
    cy.do("show", cards="Jc,4s")
    ann.do("show", cards="9s,2h")  # Ann's natural nines lose to Bob's kings, the Q♦ wild
    assert "Bob: Pair of kings, five kicker, the Q♦ wild" in text(cy.page())
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 990, 2: 1020, 3: 990}
    assert table.get("/verify").json["ok"] is True
