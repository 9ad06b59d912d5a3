"""Rubidoux on the phones: the draw's form says which cards may not go, and a player who taps a four to throw
away is refused in the rule's words beside the form, their cards unchanged; a draw keeping it is recorded and
the phone keeps the cards it kept. Ann deals: Bob draws first."""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.rules.builder.test_kept_ranks import REFUSAL, RUBIDOUX


def test_a_four_tapped_to_throw_away_is_refused_in_the_rules_words(seats, table):
    ann, bob = seats[1], seats[2]
    table.act(1, {"type": "define_game", "definition": RUBIDOUX})
    ann.do("start_deal", "", variant="house:rubidoux")
    bob.do("cards", cards="4d,Kh,Qs,9c,2d")
    while (deal := table.get().json["deal"])["view"]["phase"] == "betting":
        table.act(deal["view"]["to_act"], {"type": "check"})
    assert "You may not throw away threes or fours." in text(bob.page())
    refused = bob.send("draw", count="2", keep="Kh,Qs,9c")  # the four and the deuce tapped
    assert refused.status_code == 422
    assert REFUSAL in text(refused.get_data(as_text=True))
    assert table.get().json["deal"]["view"]["to_act"] == 2
    bob.do("draw", count="2", keep="4d,Kh,Qs")
    assert "Bob: draw 2" in text(ann.page("/history/1"))
    assert table.get("/verify").json["ok"] is True
