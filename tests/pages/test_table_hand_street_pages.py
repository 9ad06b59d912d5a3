"""A table's hand dealt street by street, built on a phone and played from the phones' forms: the dealer enters
each card dealt face up to it, every phone shows it beside the card still face down, and the dealer turns that
one up at the showdown.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import built, defined


def test_a_phone_builds_stud_against_a_table_hand_dealt_with_the_players_cards(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "1", "script-deal-up": "1"},
                       {"op": "add:script:table_hand", "script-table_hand-cards": "1", "script-table_hand-up": "1"},
                       {"op": "add:script:bet"},
                       {"op": "add:script:deal", "script-deal-up": "1"},
                       {"op": "add:script:table_hand", "script-table_hand-cards": "0", "script-table_hand-up": "1"},
                       {"op": "add:script:bet"}], name="Ghost stud", ante="0.25")
    assert "Deal 1 card face down and 1 face up to the table: the table's hand" in text(page)
    assert "Deal 1 card face up to the table's hand, which a hand must beat to win" in text(page)
    assert defined(ann, page, name="Ghost stud", ante="0.25").status_code == 303
    ann.do("start_deal", "", variant="house:ghost-stud")
    for phone, card in ((bob, "As"), (cy, "5h"), (ann, "2h")):
        phone.do("cards", cards=card)
    ann.do("deal_up", up__2="Ah", up__3="9d", up__1="3c")  # dealt from Ann's left
    assert "enter the card you deal face up to the table's hand" in text(ann.page())
    assert "table_hand_up" not in bob.forms()
    ann.do("table_hand_up", cards="Tc")
    for phone in (ann, bob, cy):
        assert "The table's hand: 10♣ , 1 face down" in text(phone.page())
