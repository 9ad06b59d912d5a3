"""Mexican Sweat built on a phone (seven cards down nobody looks at, a card on the table to beat, and a player
whose first card turned up has the table card's rank folds) and played from the phones' forms: the first card of
the table card's rank turned up folds its player, and the phones say why.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import built, defined


def test_a_phone_builds_mexican_sweat_and_a_first_card_of_the_table_cards_rank_folds_its_player(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "7"},
                       {"op": "add:script:beat_it", "script-beat_it-table_card": "on", "script-beat_it-bet": "on"},
                       {"op": "add:on_cards:table_rank_kills", "on_cards-table_rank_kills-first": "on"}],
                 name="Mexican sweat", stud="on", ante="0.05")
    assert "A player whose first card turned up has the table card's rank folds: their hand is dead" in text(page)
    assert defined(ann, page, name="Mexican sweat", stud="on", ante="0.05").status_code == 303
    ann.do("start_deal", "", variant="house:mexican-sweat")
    ann.do("lay", cards="9s")
    bob.do("turn_up", card="9h")  # Bob's first card has the table card's rank: he folds
    assert "turn_up" in cy.forms() and "turn_up" not in bob.forms()
    cy.do("turn_up", card="Ah")  # ace high beats the nine on the table
    for phone in (cy, ann):
        phone.do("check")
    ann.do("turn_up", card="2d")
    ann.do("turn_up", card="9d")  # a nine later on does not fold her
    assert "turn_up" in ann.forms()
    history = text(cy.page("/history/1"))
    assert "Bob is out of the deal: 9♥: the first card turned up, of the table card's rank, kills the hand." in history
    assert table.get("/verify").json["ok"] is True
