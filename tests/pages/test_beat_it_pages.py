"""A game of the Beat It family built on a phone (Dawn: two cards down, five more nobody looks at, a card on the
table to beat) and played from the phones' forms: the dealer turns up the table card, each player turns up
their cards until their hand beats the best hand showing, and the last hand in takes the pot.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import built, defined


def test_a_phone_builds_dawn_and_three_play_it_to_its_end(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "2"},
                       {"op": "add:script:deal", "script-deal-down": "5"},
                       {"op": "add:script:beat_it", "script-beat_it-table_card": "on", "script-beat_it-bet": "on"}],
                 name="Dawn", stud="on", ante="0.05")
    assert 'name="script-beat_it-bet"><option value="">No</option><option value="on" selected>Yes' in page
    assert "The dealer turns up a card on the table, a hand showing to beat; then from the dealer's left" in text(page)
    assert defined(ann, page, name="Dawn", stud="on", ante="0.05").status_code == 303
    ann.do("start_deal", "", variant="house:dawn")
    assert "Your cards" not in text(bob.page()) and "turn_up" not in bob.forms()
    assert "turn up the table card, the first hand to beat, and enter it" in text(ann.page())
    ann.do("lay", cards="Ks")
    assert "Table card: K♠" in text(cy.page())
    bob.do("turn_up", card="Qh")
    assert "Bob: High card, queen — turning up cards until it beats the best hand showing (6 left)" in \
        text(cy.page())
    bob.do("turn_up", card="Ah")  # ace high beats the king on the table
    assert "Bob: High card, ace — beating" in text(ann.page())
    for phone in (bob, cy, ann):
        phone.do("check")
    cy.do("turn_up", card="Kd")
    cy.do("turn_up", card="Kc")  # a pair of kings beats Bob's ace
    for phone in (cy, ann):
        phone.do("check")
    bob.do("fold")
    for card in ("2d", "5s", "7h", "8c", "Tc", "Jd", "3s"):  # Ann's seven: nothing beats the kings
        ann.do("turn_up", card=card)
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 995, 2: 995, 3: 1010}
    assert table.get("/verify").json["ok"] is True
    assert "The referee: out. Ann is out of cards without beating the best hand showing." in \
        text(cy.page("/history/1"))
