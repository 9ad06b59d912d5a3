"""A card bought face up and a card turned face down for a price, built on a phone and played from the phones'
forms: a deuce dealt face up offers its owner one more card, which the dealer deals face up; then each player in
turn may pay to turn the card just dealt them face up face down.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.support.builder_phone import built, defined


def test_a_phone_builds_a_card_bought_face_up_and_a_buy_down_and_plays_them_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "2", "script-deal-up": "1"},
                       {"op": "add:script:bet"},
                       {"op": "add:script:deal", "script-deal-up": "1"},
                       {"op": "add:script:buy_down", "script-buy_down-price": "0.25"},
                       {"op": "add:script:bet"},
                       {"op": "add:on_cards:offer_card", "on_cards-offer_card-rank": "2",
                        "on_cards-offer_card-price": "0.25", "on_cards-offer_card-face": "up"}],
                 name="Deuces up", ante="0.25")
    assert "A deuce dealt face up offers one more card, face up, for $0.25" in text(page)
    assert "Each player in turn may pay $0.25 to turn the card just dealt them face up face down" in text(page)
    assert defined(ann, page, name="Deuces up", ante="0.25").status_code == 303
    ann.do("start_deal", "", variant="house:deuces-up")
    ann.do("deal_up", up__2="2h", up__3="Kc", up__1="Kd")
    bob.do("buy")
    assert "deal_up" in ann.forms() and "buy" not in bob.forms()
    ann.do("deal_up", up__2="9s")
    for seat in (bob, cy, ann):
        seat.do("check")
    ann.do("deal_up", up__2="4h", up__3="Qc", up__1="5d")
    assert "Turn my 4♥ face down for $0.25" in text(bob.page()) and "buy_down" not in cy.forms()
    assert "each player in turn may pay to turn the card just dealt them face down" in text(cy.page())
    bob.do("buy_down")
    assert "Keep my Q♣ face up" in text(cy.page())
    cy.do("keep_up")
    ann.do("keep_up")
    stacks = {s["seat"]: s["stack"] for s in table.get().json["seats"]}
    assert stacks[2] == stacks[1] - 50 and stacks[3] == stacks[1]
    assert table.get("/verify").json["ok"] is True


def test_a_phone_builds_cards_up_or_down_and_each_player_says_how_their_next_card_comes(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    page = built(ann, [{"op": "add:script:up_or_down", "script-up_or_down-count": "2",
                        "script-up_or_down-most_down": "1"},
                       {"op": "add:script:bet"}], name="Your way", ante="0.25")
    assert "face up or face down as its player says before it comes (nobody may hold more than 1 face down)" \
        in text(page)
    assert defined(ann, page, name="Your way", ante="0.25").status_code == 303
    ann.do("start_deal", "", variant="house:your-way")
    assert "Deal my next card face down" in text(bob.page()) and "next_up" not in cy.forms()
    assert "each player in turn says whether their next card comes face up or face down" in text(cy.page())
    bob.do("next_up")
    ann.do("deal_up", up__2="As")
    cy.do("next_down")
    ann.do("next_down")
    bob.do("next_down")
    assert "next_down" not in cy.forms() and "Deal my next card face up" in text(cy.page())
    cy.do("next_up")
    ann.do("deal_up", up__3="Kd")
    assert table.get("/verify").json["ok"] is True
