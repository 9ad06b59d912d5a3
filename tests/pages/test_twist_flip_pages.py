"""Dog of the Nile's twist on the phones: a player gives up a face-up card and turns up their hole card in its
place from the twist's own form, the replacement coming face down."""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.rules.builder.test_twist_flip import DOG_OF_THE_NILE


def test_a_phone_twists_a_face_up_card_for_one_dealt_face_down_by_turning_up_its_hole_card(seats, table):
    ann, bob = seats[1], seats[2]
    table.act(1, {"type": "define_game", "definition": DOG_OF_THE_NILE})
    ann.do("start_deal", "", variant="house:dog-of-the-nile")
    bob.do("cards", cards="Ah")
    for wave in ({"1": "5c", "2": "9d", "3": "Kh"}, {"1": "2s", "2": "Qc", "3": "3d"},
                 {"1": "4h", "2": "8c", "3": "7d"}, {"1": "7s", "2": "Jc", "3": "Td"}):
        table.act(1, {"type": "deal_up", "cards": wave})
        while (deal := table.get().json["deal"])["view"]["phase"] == "betting":
            table.act(deal["view"]["to_act"], {"type": "check"})
    while (seat := table.get().json["deal"]["view"]["to_act"]) != 2:
        table.act(seat, {"type": "draw", "count": 0})
    page = bob.page()
    assert "To have it dealt face down instead, first choose the face-down card you turn up in its place" in text(page)
    bob.do("twist_up", card="9d", flip="Ah")
    seen = text(ann.page())
    assert "A♥" in seen and "9♦" not in seen
    assert table.get("/verify").json["ok"] is True
