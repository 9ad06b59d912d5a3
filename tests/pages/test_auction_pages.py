"""Bid Poker on the phones: the deal page shows the card for sale, the high bid and its bidder, and whose turn
it is; the phone whose turn it is offers the bid, and a bid too low is refused in dollars, with names."""

from __future__ import annotations

import json
from pathlib import Path

from tests.pages.test_baseball_pages import text
from tests.pages.test_builder_pages import _checks

BID_POKER = json.loads((Path(__file__).parents[2] / "referee" / "rules" / "builder" / "definitions"
                        / "bid_poker.json").read_text())


def test_the_phones_bid_for_the_card_on_the_table_and_the_page_says_where_the_bidding_stands(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    table.act(1, {"type": "define_game", "definition": BID_POKER})
    ann.do("start_deal", "", variant="house:bid-poker")  # Ann deals: Bob leads the first auction
    for phone, cards in ((bob, "Kh,4d,9c,2s,3s"), (cy, "Qh,2d,Jc,5s,6s"), (ann, "Ah,3d,8c,7s,8s")):
        phone.do("cards", cards=cards)
    _checks(ann, bob, cy)
    ann.do("community", cards="Ks")
    assert "For sale: K♠. No bid yet. Bob to bid or pass." in text(cy.page())
    assert "bid" in bob.forms() and "pass" not in bob.forms()  # the leader must open
    assert "bid" not in cy.forms()
    bob.do("bid", money="0.10")
    assert "For sale: K♠. High bid $0.10, Bob. Cy to bid or pass." in text(ann.page())
    refused = cy.send("bid", money="0.10")
    assert refused.status_code >= 400 and "Bob bid $0.10: you must bid more than that, at least $0.15." \
        in text(refused.get_data(as_text=True))
    cy.do("bid", money="0.50")
    ann.do("pass")
    bob.do("pass")  # Cy buys the king of spades for 50¢
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]}[3] == 1000 - 5 - 50
    assert "For sale" not in text(ann.page())
    assert table.get("/verify").json["ok"] is True
