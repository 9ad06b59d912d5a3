"""A split card built on a phone and played from the phones' forms: the lowest spade face down takes half the
pot, and every phone says so with the player's name and the card.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import built, defined


def test_a_phone_builds_the_lowest_spade_face_down_and_the_ruling_names_who_took_its_half(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "2", "script-deal-up": "1"},
                       {"op": "add:script:bet"},
                       {"op": "add:showdown:split_card", "showdown-split_card-suit": "s",
                        "showdown-split_card-which": "lowest", "showdown-split_card-face_down": "on"}],
                 name="Low spade", ante="0.25")
    assert "Half of each pot to the lowest spade face down (aces high)" in text(page)
    assert defined(ann, page, name="Low spade", ante="0.25").status_code == 303
    ann.do("start_deal", "", variant="house:low-spade")
    ann.do("deal_up", up__2="Kd", up__3="9c", up__1="4h")
    for phone in (bob, cy, ann):
        phone.do("check")
    bob.do("show", cards="3s,As")  # the 3♠ is the lowest spade: the A♠ counts high
    cy.do("show", cards="5s,9d")  # a pair of nines, the best hand
    ann.do("show", cards="Qs,2d")
    for phone in (ann, bob, cy):
        said = text(phone.page())
        assert "Cy takes $0.40, the best hand's half, with pair of nines" in said
        assert "Bob takes $0.35, the half for the lowest spade, the 3♠" in said
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 975, 2: 1010, 3: 1015}
    assert table.get("/verify").json["ok"] is True
