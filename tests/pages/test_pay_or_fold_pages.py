"""A card that makes its owner pay or fold, built on a phone and played from the phones' forms: the owner of a
three dealt face up is offered to match the pot or fold, the others wait, and the money moves as the rule says.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import built, defined


def test_a_phone_builds_a_match_of_the_pot_and_its_owner_pays_or_folds_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "2", "script-deal-up": "1"},
                       {"op": "add:script:bet"},
                       {"op": "add:on_cards:pay_or_fold", "on_cards-pay_or_fold-ranks": ["3", "9"],
                        "on_cards-pay_or_fold-match_pot": "on"}], name="Luxury tax", ante="0.25")
    assert "Threes and nines dealt face up: their owner must match the pot or fold" in text(page)
    assert defined(ann, page, name="Luxury tax", ante="0.25").status_code == 303
    ann.do("start_deal", "", variant="house:luxury-tax")
    ann.do("deal_up", up__2="9h", up__3="3c", up__1="Kd")
    assert "Pay $0.75 to stay in: my 9♥" in text(bob.page()) and "pay_to_stay" not in cy.forms()
    assert "Fold rather than pay for my 9♥" in text(bob.page())
    bob.do("pay_to_stay")
    assert "Pay $1.50 to stay in: my 3♣" in text(cy.page())
    cy.do("fold_to_card")
    stacks = {s["seat"]: s["stack"] for s in table.get().json["seats"]}
    assert stacks[2] == stacks[1] - 75 and stacks[3] == stacks[1]
    assert table.get("/verify").json["ok"] is True
    history = text(ann.page("/history/1"))
    assert "Bob: pay to stay $0.75 (9♥: threes and nines dealt face up: match the pot or fold)" in history
    assert "Cy: fold to card (3♣: threes and nines dealt face up: match the pot or fold)" in history
