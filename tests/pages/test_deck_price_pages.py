"""3 Up on the phones: every page shows the deck's top card priced beside the table cards, the player whose turn
it is is offered it at the largest bet, and taking it moves that much from their stack to the pot; the deal's
history says so. Ann deals: Bob takes first."""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.pages.test_builder_pages import _checks
from tests.rules.builder.test_deck_price import THREE_UP


def test_the_deck_card_is_bought_for_the_largest_bet_from_its_button(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    table.act(1, {"type": "define_game", "definition": THREE_UP})
    ann.do("start_deal", "", variant="house:3-up")
    ann.do("deal_up", up__2="4h", up__3="3c", up__1="Kd")
    _checks(ann, bob, cy)
    for card in ("5s", "9d", "Jc"):
        ann.do("lay", cards=card)
    assert "(5♠ $0.05, 9♦ $0.10, J♣ $0.15, the deck's top card $0.25)" in text(cy.page())
    assert "Take the deck's top card, for $0.25 (dealt face down)" in text(bob.page())
    bob.do("take_deck")
    cy.do("take_card", card="Jc")
    ann.do("lay", cards="2d")
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 1000 - 5, 2: 1000 - 5 - 25,
                                                                          3: 1000 - 5 - 15}
    assert "Bob: take deck $0.25" in text(ann.page("/history/1"))
    assert table.get("/verify").json["ok"] is True
