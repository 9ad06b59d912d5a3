"""Windows on the phones: the dealer turns up the cards drawn once everyone has said how many, from the dealing
form; at the second draw a player throws away a face-up card by tapping it on the draw's own form, and the deal's
history names it. Ann deals: Bob draws first, then Cy, then Ann."""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.rules.builder.test_open_draws import ENGLISH_STUD, FLIP_EM, WINDOWS


def _checked(table) -> None:
    while (deal := table.get().json["deal"])["view"]["phase"] == "betting":
        table.act(deal["view"]["to_act"], {"type": "check"})


def test_the_dealer_turns_up_the_cards_drawn_and_a_player_throws_a_face_up_card_away_from_the_forms(seats, table):
    ann, bob = seats[1], seats[2]
    table.act(1, {"type": "define_game", "definition": WINDOWS})
    ann.do("start_deal", "", variant="house:windows")
    _checked(table)
    for seat in (2, 3):
        table.act(seat, {"type": "draw", "count": 1})
    assert "deal_up" not in ann.forms()  # Ann has yet to say how many she draws
    table.act(1, {"type": "draw", "count": 0})
    assert "enter each face-up card as you deal it, in order: Bob, Cy." in text(ann.page())
    ann.do("deal_up", up__2="2h", up__3="3h")
    _checked(table)
    assert "Tap the face-up cards you throw away (up to 1): everyone sees them go" in text(bob.page())
    bob.do("draw", discard_up="2h")
    for seat in (3, 1):
        table.act(seat, {"type": "draw", "count": 0})
    ann.do("deal_up", up__2="Kc")
    assert "Bob: draw 0 and throws away 2♥" in text(ann.page("/history/1"))
    assert table.get("/verify").json["ok"] is True


def test_a_hand_turned_up_whole_is_drawn_to_from_its_face_up_cards_alone(seats, table):
    ann, bob = seats[1], seats[2]
    table.act(1, {"type": "define_game", "definition": FLIP_EM})
    ann.do("start_deal", "", variant="house:flip-em")
    _checked(table)
    for seat, hand in ((2, "As Kd 7c 4h 2s"), (3, "Qh Qd 9c 8c 3d"), (1, "Jh Td 6s 5s 5c")):
        table.act(seat, {"type": "roll_up", "cards": hand.split()})
    form = bob.forms()["draw"]["fields"]
    assert form["count"] == "0" and "discard_up" in form and "thrown" not in form
    bob.do("draw", discard_up="Kd,7c,4h,2s", show="As")
    assert "Bob: draw 0 A♠ and throws away K♦ 7♣ 4♥ 2♠" in text(ann.page("/history/1"))


def test_english_studs_free_change_of_a_card_says_it_is_free(seats, table):
    ann, bob = seats[1], seats[2]
    table.act(1, {"type": "define_game", "definition": ENGLISH_STUD})
    ann.do("start_deal", "", variant="house:english-stud")
    for wave in ({"1": "5c", "2": "9d", "3": "Kh"}, {"1": "2s", "2": "Qc", "3": "3d"}, {"1": "4h", "2": "8c", "3": "7d"}):
        table.act(1, {"type": "deal_up", "cards": wave})
        _checked(table)
    while (seat := table.get().json["deal"]["view"]["to_act"]) != 2:
        table.act(seat, {"type": "draw", "count": 0})
    seen = text(bob.page())
    assert "Replacing a card is free; replace none to stand pat." in seen
    assert "Or replace a face-up card free: the dealer deals its replacement face up" in seen
    bob.do("twist_up", card="9d")
    ann.do("deal_up", up__2="Ac")
    assert table.get("/verify").json["ok"] is True and table.get().json["seats"][1]["stack"] == \
        table.get().json["seats"][2]["stack"]  # Bob paid nothing more than Cy
