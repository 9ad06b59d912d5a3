"""Love Canal from the phones' forms: each player stacks two of their six face-down cards, the rest staying in
their hand; the two are turned up one at a time, and the ruling says whose face-up cards each hand used.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

import json
from pathlib import Path

from tests.pages.test_passing_pages import text

LOVE_CANAL = json.loads((Path(__file__).parents[2] / "referee" / "rules" / "builder" / "definitions"
                         / "love_canal.json").read_text())
HANDS = {1: "Ah,As,Ac,Ad,2c,3d", 2: "Kh,Ks,Qc,Qd,3c,5h", 3: "4h,9s,7c,8d,5c,Jd"}


def test_love_canal_stacks_two_of_six_from_the_form_and_says_whose_cards_won(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    table.act(1, {"type": "define_game", "definition": LOVE_CANAL})
    ann.do("start_deal", "", variant="house:love-canal")
    for seat, cards in HANDS.items():
        seats[seat].do("cards", cards=cards)
    for phone in (bob, cy, ann):
        phone.do("check")
    assert "Stack 2 of your 6 face-down cards (the rest stay in your hand)" in text(ann.page())
    ann.do("stack", cards="Ah,As")
    bob.do("stack", cards="Kh,Ks")
    cy.do("stack", cards="4h,9s")
    for _ in range(2):
        for phone in (bob, cy, ann):
            phone.do("check")
    for phone in (bob, cy, ann):
        phone.do("declare", side="high")
    ann.do("show", cards="Ac,Ad,2c,3d")
    bob.do("show", cards="Qc,Qd,3c,5h")
    cy.do("show", cards="7c,8d,5c,Jd")
    page = text(ann.page())  # the ruling names the players: two pair with Bob's kings, not four aces with her own
    assert "with two pair, aces and kings" in page and "Ann's hand used Bob's face-up cards" in page
    assert table.get("/verify").json["ok"] is True
