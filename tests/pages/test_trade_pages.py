"""A trade by choice played from the phones' forms: the offer says only how many cards, the other accepts or
refuses, and nobody but the two players sees a card traded.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

from tests.pages.test_passing_pages import shows, text
from tests.support.builder_phone import built, defined

GAME = {"name": "Little trees", "script": [{"kind": "deal", "down": 4}, {"kind": "trade", "most": 2},
                                           {"kind": "bet"}]}
HANDS = {1: "Ah,Ad,2c,3d", 2: "Ks,Kd,5c,6d", 3: "Qs,Qd,8c,9d"}


def test_two_players_trade_two_cards_each_way_from_the_forms(seats, table, phones):
    ann, bob, cy = seats[1], seats[2], seats[3]
    table.act(1, {"type": "define_game", "definition": GAME})
    ann.do("start_deal", "", variant="house:little-trees")
    for seat, cards in HANDS.items():
        seats[seat].do("cards", cards=cards)
    assert "offer_trade" in bob.forms() and "offer_trade" not in cy.forms()
    bob.do("offer_trade", seat="1", count="2")
    assert "Accept: Bob's trade of 2 cards each way" in text(ann.page())
    ann.do("agree_trade")
    assert "Give 2 cards to Ann in the trade" in text(bob.page())
    bob.do("trade_give", cards="5c,6d")
    ann.do("trade_give", cards="2c,3d")
    assert "I took the 5♣, the 6♦ from Bob" in text(ann.page())
    ann.do("trade_take", cards="5c,6d")
    bob.do("trade_take", cards="2c,3d")
    seen = phones(table)
    for who, traded in (("host", "5c 6d 2c 3d"), (3, "5c 6d 2c 3d")):
        pages = seen.pages(who).values()  # a trade is seen by its two players only
        assert not any(shows(page, code) for page in pages for code in traded.split()), who
    cy.do("offer_trade", seat="2", count="1")
    bob.do("refuse_trade")
    ann.do("no_trade")
    bob.do("no_trade")
    assert "check" in bob.forms() or "bet" in bob.forms()
    assert table.get("/verify").json["ok"] is True


def test_the_builder_page_adds_a_trade_step_and_says_its_rule(seats):
    ann = seats[1]
    page = built(ann, [{"op": "add:script:deal", "script-deal-down": "5"}, {"op": "add:script:bet"},
                       {"op": "add:script:trade", "script-trade-most": "3"}, {"op": "add:script:bet"}],
                 name="Trees at home", ante="0.05")
    assert "each player may offer another a trade of 1 to 3 face-down cards each way, saying nothing of them " \
           "but how many" in text(page)
    assert defined(ann, page, name="Trees at home", ante="0.05").status_code == 303
