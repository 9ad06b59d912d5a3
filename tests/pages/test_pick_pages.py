"""Cards turned up on the table and picked in turn, played from the phones' forms.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_passing_pages import text
from tests.support.builder_phone import built

DRAFT = {"name": "Little draft", "stud": True, "script": [
    {"kind": "deal", "down": 1, "up": 1}, {"kind": "bet"}, {"kind": "pick"}, {"kind": "bet"}]}


def test_the_cards_on_the_table_are_picked_from_the_lowest_hand_showing_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    table.act(1, {"type": "define_game", "definition": DRAFT})
    ann.do("start_deal", "", variant="house:little-draft")
    ann.do("deal_up", up__2="2c", up__3="7d", up__1="Ah")
    for phone in (ann, bob, cy):
        phone.do("check")
    assert "turn up a card to pick on the table (3 to go), and enter it" in text(ann.page())
    for card in ("5s", "9d", "Kc"):
        ann.do("lay", cards=card)
    said = text(bob.page())
    assert "To pick: 5♠ 9♦ K♣ (Bob picks now)" in said and "Your pick" in said
    assert "pick_card" not in cy.forms()
    bob.do("pick_card", card="Kc")
    cy.do("pick_card", card="5s")
    ann.do("pick_card", card="9d")
    assert "To pick:" not in text(bob.page())
    assert table.get("/verify").json["ok"] is True


def test_a_phone_builds_a_pick_step_and_reads_its_rule(seats):
    page = built(seats[1], [{"op": "add:script:deal", "script-deal-down": "1", "script-deal-up": "1"},
                            {"op": "add:script:pick", "script-pick-first": "worst_showing"}, {"op": "add:script:bet"}],
                 name="Little draft", stud="on", ante="0.05")
    assert "Deal one card face up to the table for each player still in; each player in turn, from the worst hand " \
           "showing up to the best, picks one of them, face up in front of them" in text(page)
