"""A phone builds a game of table cards bought in turn (Cash Register's shop, a price for each place typed in
dollars), the table defines it, and three phones play it from the forms: every page shows the table cards with
their prices, the player whose turn it is is offered each card they can pay for and the deck's top card, and the
dealer turns up the card that replaces the one bought."""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.pages.test_builder_pages import _checks
from tests.support.builder_phone import built, defined


def test_a_phone_builds_a_shop_of_table_cards_and_three_buy_from_it(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "2", "script-deal-up": "1"},
                       {"op": "add:script:bet"},
                       {"op": "add:script:table", "script-table-count": "3"},
                       {"op": "add:script:take_table", "script-take_table-prices": "0.05 0.10 0.25"},
                       {"op": "add:script:bet"}], name="Shop", stud="on")
    for rule in ("Deal 3 cards face up to the table.", "Each player in turn takes the oldest table card for $0.05, "
                 "the second oldest table card for $0.10, the newest table card for $0.25, or the deck's top card "
                 "for free, dealt face down; a table card taken lies face up in front of its taker"):
        assert rule in text(page)
    assert defined(ann, page, name="Shop", stud="on").status_code == 303
    ann.do("start_deal", "", variant="house:shop")
    ann.do("deal_up", up__2="4h", up__3="3c", up__1="Kd")
    _checks(ann, bob, cy)
    assert "Dealer: turn up the table cards one at a time, entering each." in text(ann.page())
    for card in ("5s", "9d", "Jc"):
        ann.do("lay", cards=card)
    assert "Table cards: 5♠ 9♦ J♣ (5♠ $0.05, 9♦ $0.10, J♣ $0.25)" in text(cy.page())
    assert "Take a table card" in text(bob.page()) and "Take a table card" not in text(cy.page())
    bob.do("take_card", card="Jc")
    assert "Dealer: turn up the new table card in place of the one taken, and enter it." in text(ann.page())
    ann.do("lay", cards="2d")
    cy.do("take_deck")
    assert "Take the deck's top card, free (dealt face down)" in text(ann.page())
    ann.do("take_card", card="5s")
    ann.do("lay", cards="7h")
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 1000 - 5 - 5, 2: 1000 - 5 - 25,
                                                                          3: 1000 - 5}
    assert "Table cards: 9♦ 2♦ 7♥" in text(bob.page())
    assert table.get("/verify").json["ok"] is True
