"""Roll your neighbor up on the phones: each player taps a number for one of their left neighbour's face-down
cards, seeing none of them; the owner's phone then offers just the card at that place of their own entry, and
once it is turned up every phone shows it. Ann deals: Bob picks from Cy, Cy from Ann, Ann from Bob."""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.rules.builder.test_neighbour_roll_up import NEIGHBOUR

HANDS = {1: "Ah,7c,2d", 2: "Kd,Qs,9h", 3: "5c,5d,Jh"}


def test_a_neighbour_picks_a_place_and_the_owner_turns_that_card_up(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    table.act(1, {"type": "define_game", "definition": NEIGHBOUR})
    ann.do("start_deal", "", variant="house:roll-your-neighbor-up")
    for seat, phone in seats.items():
        phone.do("cards", cards=HANDS[seat])
    picking = text(bob.page())
    assert "Pick one of the 3 face-down cards of Cy, on your left, at random: Cy turns it up" in picking
    assert not any(card in picking for card in ("5♣", "5♦", "J♥"))  # Bob's phone holds none of Cy's cards
    bob.do("point", place="3")
    assert "Bob picks the 3rd of the 3 face-down cards of the player on their left, to be turned up" in \
        text(ann.page("/history/1"))
    assert "Your neighbour picked the 3rd of your face-down cards: turn it up" in text(cy.page())
    assert "J♥" not in text(ann.page()) and "J♥" not in text(bob.page())
    assert cy.forms()["turn_pointed"]["fields"]["cards"] in ("", "Jh")
    cy.do("turn_pointed", cards="Jh")
    assert "J♥" in text(bob.page()) and "J♥" in text(ann.page())
    cy.do("point", place="1")
    ann.do("turn_pointed", cards="Ah")
    ann.do("point", place="2")
    refused = bob.send("turn_pointed", cards="Kd")
    assert refused.status_code == 422 and "Your neighbour picked the 2nd of your face-down cards as you entered " \
        "them, Q♠: turn that one up" in text(refused.get_data(as_text=True))
    bob.do("turn_pointed", cards="Qs")
    assert table.get().json["deal"]["view"]["phase"] == "betting"
    assert table.get("/verify").json["ok"] is True
