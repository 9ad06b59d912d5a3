"""A pass of several cards and a stack turned up from the top, played from the phones' forms: nobody but the
giver and the receiver sees a card passed, and nobody sees a stack's order before its cards are turned.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_passing_pages import shows, text

GAME = {"name": "Little anaconda", "script": [
    {"kind": "deal", "down": 4}, {"kind": "pass", "to": "left", "count": 2}, {"kind": "stack"},
    {"kind": "flip_top"}, {"kind": "bet", "first": "best_showing"}, {"kind": "flip_top", "count": 2},
    {"kind": "bet", "first": "best_showing"}]}
HANDS = {1: "Ah,Ad,2c,3d", 2: "Ks,Kd,5c,6d", 3: "Qs,Qd,8c,9d"}


def test_two_cards_passed_then_a_stack_turned_from_the_top_from_the_forms(seats, table, phones):
    ann, bob, cy = seats[1], seats[2], seats[3]
    table.act(1, {"type": "define_game", "definition": GAME})
    ann.do("start_deal", "", variant="house:little-anaconda")
    for seat, cards in HANDS.items():
        seats[seat].do("cards", cards=cards)
    assert "Pass 2 cards to Cy, on your left" in text(bob.page())
    bob.do("pass_card", cards="5c,6d")
    cy.do("pass_card", cards="8c,9d")
    ann.do("pass_card", cards="2c,3d")
    assert "I took the 5♣, the 6♦ from Bob" in text(cy.page())
    cy.do("receive", cards="5c,6d")
    ann.do("receive", cards="8c,9d")
    bob.do("receive", cards="2c,3d")
    seen = phones(table)
    for who, passed in (("host", "5c 6d 8c 9d 2c 3d"), (1, "5c 6d"), (2, "8c 9d"), (3, "2c 3d")):
        pages = seen.pages(who).values()  # a pass is seen by its giver and its receiver only
        assert not any(shows(page, code) for page in pages for code in passed.split()), who
    assert "Stack your 4 face-down cards" in text(ann.page())
    ann.do("stack", cards="9d,Ah,8c,Ad")
    bob.do("stack", cards="Ks,2c,Kd,3d")
    assert "Your stack, top first: 9♦ A♥ 8♣ A♦" in text(ann.page())
    seen.assert_hidden({1: ["Ah", "Ad"], 2: ["Ks", "Kd"], 3: ["Qs", "Qd"]})
    cy.do("stack", cards="5c,Qs,Qd,6d")
    assert "9♦" in text(bob.page()) and "5♣" in text(ann.page())  # the top cards, turned up for all
    seen.assert_hidden({1: ["Ah", "Ad"], 2: ["Kd"], 3: ["Qs", "Qd"]})
    assert table.get("/verify").json["ok"] is True


def test_a_card_taken_at_random_is_entered_by_both_players_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    game = {"name": "Little switch", "script": [{"kind": "deal", "down": 4}, {"kind": "take", "from": "left"},
                                                {"kind": "bet"}]}
    table.act(1, {"type": "define_game", "definition": game})
    ann.do("start_deal", "", variant="house:little-switch")
    for seat, cards in HANDS.items():
        seats[seat].do("cards", cards=cards)
    assert "Bob takes one of your face-down cards at random" in text(cy.page())  # Cy is on Bob's left
    cy.do("pass_card", card="8c")
    ann.do("pass_card", card="2c")
    bob.do("pass_card", card="5c")
    assert "I took the 8♣ from Cy" in text(bob.page())
    bob.do("receive", card="8c")
    cy.do("receive", card="2c")
    ann.do("receive", card="5c")
    assert "Check" in text(bob.page()) and shows(bob.page(), "8c") and not shows(cy.page(), "8c")
