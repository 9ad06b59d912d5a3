"""Rubidoux on the phones: the draw's form says which cards may not go, and a player who taps a four to throw
away is refused in the rule's words beside the form, their cards unchanged; a draw keeping it is recorded and
the phone keeps the cards it kept. Ann deals: Bob draws first."""

from __future__ import annotations

from tests.pages.test_baseball_pages import text
from tests.rules.builder.test_kept_ranks import REFUSAL, RUBIDOUX
from tests.support.builder_phone import built


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


def test_the_builder_page_writes_each_new_value(seats):
    """The builder lists the pieces from the schema: a draw's kept ranks, a take's deck price and a roll-up's
    neighbour are typed or chosen on it, and read back as their rules."""
    page = built(seats[1], [{"op": "add:script:deal", "script-deal-down": "5"}, {"op": "add:script:bet"},
                            {"op": "add:script:draw", "script-draw-most": "3", "script-draw-keeps": "3, 4"},
                            {"op": "add:script:roll_up", "script-roll_up-from": "left"},
                            {"op": "add:script:table", "script-table-count": "1"},
                            {"op": "add:script:take_table", "script-take_table-prices": "0.05",
                             "script-take_table-deck_price": "0.25"}], name="Built")
    said = text(page)
    assert "Before it can be dealt" not in said
    for rule in ("Draw up to 3; threes and fours may not be thrown away.",
                 "Everyone still in picks one of the face-down cards of the player on their left, at random "
                 "(unseen), and its owner turns it up.",
                 "or the deck's top card for $0.25 (all they have behind, if less), dealt face down"):
        assert rule in said
