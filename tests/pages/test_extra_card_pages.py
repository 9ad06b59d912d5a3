"""Guts with an extra card for a four, built on a phone and played from the phones' forms: those in are asked
for their fours, the holder of one shows it with a button for the card they entered, the others say they
have none, and the extra card entered plays in the hand.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import built, defined


def test_a_phone_builds_an_extra_card_for_a_four_and_its_holder_shows_it_from_the_form(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "3"},
                       {"op": "add:script:in_out", "script-in_out-together": "on",
                        "script-in_out-nobody_in": "pot_stays"},
                       {"op": "add:script:extra_card", "script-extra_card-rank": "4"},
                       {"op": "add:showdown:losers_match", "showdown-losers_match-ante": "first"}],
                 name="Four more", ante="0.25")
    assert "Everyone still in shows their fours or says they have none" in text(page)
    assert defined(ann, page, name="Four more", ante="0.25").status_code == 303
    ann.do("start_deal", "", variant="house:four-more")
    for phone, cards in ((bob, "4s,Kd,Kc"), (cy, "Ah,Ad,7c"), (ann, "2c,5d,8h")):
        phone.do("cards", cards=cards)
    for phone, word in ((bob, "in"), (cy, "in"), (ann, "out")):
        phone.do("in_out", say=word)
    said = text(bob.page())
    assert "Show your fours for one more card, face down, or say you have none." in said and "I show 4♠" in said
    assert "I have none" in text(cy.page()) and "show_rank" not in ann.forms()
    bob.do("show_rank")
    cy.do("none_of_rank")
    bob.do("cards", cards="4s,Kd,Kc,Ks")
    bob.do("show")
    cy.do("show")
    stacks = {s["seat"]: s["stack"] for s in table.get().json["seats"]}
    assert stacks == {1: 975, 2: 1050, 3: 900}  # Cy, beaten, matches the 75¢ pot
    assert table.get("/verify").json["ok"] is True
