"""A card dealt face up passed on, and a pass whose size the last bettor chooses, played from the phones'
forms.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_passing_pages import text

PUSH = {"name": "Little push", "stud": True, "script": [
    {"kind": "deal", "down": 1}, {"kind": "deal", "up": 1, "pass_on": True}, {"kind": "bet"}]}
SHIFT = {"name": "Little shift", "script": [
    {"kind": "deal", "down": 3}, {"kind": "bet"}, {"kind": "pass", "to": "left", "count": 2, "chooser": "last_raiser"},
    {"kind": "bet"}]}


def test_a_card_dealt_up_is_kept_or_passed_on_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    table.act(1, {"type": "define_game", "definition": PUSH})
    ann.do("start_deal", "", variant="house:little-push")
    assert "deal Bob a card face up (one they may pass on)" in text(ann.page())
    ann.do("deal_up", up_seats="2", up__2="4h")
    assert "The 4♥ is yours: keep it, or pass it on to Cy and take the next card" in text(bob.page())
    bob.do("pass_on", say="pass")
    assert "deal Bob a card face up (the card replacing the one passed on)" in text(ann.page())
    ann.do("deal_up", up_seats="2", up__2="Kd")
    cy.do("pass_on", say="keep")
    ann.do("deal_up", up_seats="1", up__1="9c")
    assert "(past the dealer it is thrown away)" in text(ann.page())
    ann.do("pass_on", say="pass")
    ann.do("deal_up", up_seats="1", up__1="Qs")
    assert table.get("/verify").json["ok"] is True


def test_the_last_bettor_chooses_how_many_cards_pass_from_the_form(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    table.act(1, {"type": "define_game", "definition": SHIFT})
    ann.do("start_deal", "", variant="house:little-shift")
    for seat, cards in {1: "Ah,Ad,2c", 2: "Ks,Kd,5c", 3: "Qs,Qd,8c"}.items():
        seats[seat].do("cards", cards=cards)
    bob.do("check")
    cy.do("check")
    ann.do("check")
    assert "Choose how many cards everyone passes to the left" in text(bob.page())
    bob.do("pass_count", count="1")
    assert "Pass one card to Cy, on your left" in text(bob.page())
    assert table.get("/verify").json["ok"] is True


def test_cards_passed_both_ways_at_once_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    game = {"name": "Little bisexual", "script": [
        {"kind": "deal", "down": 4}, {"kind": "pass", "to": "left", "other_side": 1}, {"kind": "bet"}]}
    table.act(1, {"type": "define_game", "definition": game})
    ann.do("start_deal", "", variant="house:little-bisexual")
    for seat, cards in {1: "Ah,Ad,2c,3d", 2: "Ks,Kd,5c,6d", 3: "Qs,Qd,8c,9d"}.items():
        seats[seat].do("cards", cards=cards)
    page = text(bob.page())
    assert "Pass one card to Cy, on your left" in page and "Pass one card to Ann, on your right" in page
    for who, left, right in ((bob, "5c", "6d"), (cy, "8c", "9d"), (ann, "2c", "3d")):
        who.do("pass_card-left", card=left)
        who.do("pass_card-right", card=right)
    assert "I took the 5♣ from Bob" in text(cy.page()) and "I took the 9♦ from Cy" in text(bob.page())
    for who, left, right in ((cy, "5c", "3d"), (ann, "8c", "6d"), (bob, "2c", "9d")):
        who.do("receive-left", card=left)
        who.do("receive-right", card=right)
    assert table.get("/verify").json["ok"] is True
