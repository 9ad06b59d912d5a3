"""A pay-or-fold price that doubles for each card of its rank already up, built on a phone and played from the
phones' forms: each owner's button says the price in dollars and why it is what it is.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import built, defined


def test_a_phone_builds_a_doubling_price_and_each_owner_is_told_why_it_is_what_it_is(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "2", "script-deal-up": "1"},
                       {"op": "add:script:bet"},
                       {"op": "add:on_cards:pay_or_fold", "on_cards-pay_or_fold-ranks": ["5"],
                        "on_cards-pay_or_fold-price": "0.05", "on_cards-pay_or_fold-doubles": "on"}],
                 name="Five and dime", ante="0.25")
    assert "Fives dealt face up: their owner must pay $0.05, doubled for each five already face up, or fold" \
           in text(page)
    assert defined(ann, page, name="Five and dime", ante="0.25").status_code == 303
    ann.do("start_deal", "", variant="house:five-and-dime")
    ann.do("deal_up", up__2="5h", up__3="5c", up__1="5d")
    assert "Pay $0.05 to stay in: my 5♥ ($0.05: no five up before it)" in text(bob.page())
    assert "pay_to_stay" not in cy.forms()
    bob.do("pay_to_stay")
    assert "Pay $0.10 to stay in: my 5♣ ($0.05, doubled for the five up before it)" in text(cy.page())
    cy.do("pay_to_stay")
    assert "Pay $0.20 to stay in: my 5♦ ($0.05, doubled for each of the 2 fives up before it)" in text(ann.page())
    ann.do("fold_to_card")
    stacks = {s["seat"]: s["stack"] for s in table.get().json["seats"]}
    assert stacks[2] == stacks[1] - 5 and stacks[3] == stacks[1] - 10
    assert table.get("/verify").json["ok"] is True
    history = text(ann.page("/history/1"))
    assert "Cy: pay to stay $0.10 (5♣: fives dealt face up: pay $0.05, doubled for each five already face up, " \
           "or fold (1 five up before it: 2 times the price))" in history
    assert "Ann: fold to card (5♦: fives dealt face up: pay $0.05, doubled for each five already face up, or fold " \
           "(2 fives up before it: 4 times the price))" in history
