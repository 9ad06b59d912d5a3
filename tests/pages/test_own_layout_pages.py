"""A phone builds Small V, a layout no shape names, from its own rows of places (a gap typed as "-"), the table
defines it, and three phones deal it: each draws the V in its rows, gaps where no card lies, and the hand that
plays one side of the V with the wild bottom card wins."""

from __future__ import annotations

from pathlib import Path

from referee.rules.builder.layouts import MOST_ACROSS
from tests.pages.test_baseball_pages import text
from tests.pages.test_builder_pages import _checks
from tests.support.builder_phone import built, defined


def test_a_phone_lays_out_a_small_v_of_its_own_rows_and_the_deal_page_draws_it(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    steps = [
        {"op": "add:script:deal", "script-deal-down": "4"},
        {"op": "add:script:bet"},
        {"op": "add:showdown:layout", "showdown-layout-rows": "top left, -, top right; -, bottom, -",
         "showdown-layout-also": "top left, bottom; top right, bottom"},
        *({"op": f"add:script:{kind}", "script-turn-cards": place}
          for place in ("top_left", "top_right", "bottom") for kind in ("turn", "bet")),
        {"op": "add:wild:layout_card", "wild-layout_card-places": "bottom"},
    ]
    page = built(ann, steps, name="Little V")
    said = text(page)
    for rule in ("The middle cards lie in a shape of its own (row by row: top left, top right; bottom); a hand "
                 "plays its player's own cards with one line of its own places of the layout (top left, bottom; "
                 "top right, bottom).", "The rank of the bottom card of the layout is wild in every hand.",
                 "The layout's places: top left, top right, bottom"):
        assert rule in said
    answer = defined(ann, page, name="Little V")
    assert answer.status_code == 303, text(answer.get_data(as_text=True))

    ann.do("start_deal", "", variant="house:little-v")
    hands = [(ann, "7s,7d,8c,9c"), (bob, "Qh,Jh,4c,5d"), (cy, "Kc,Kd,3s,4s")]
    for phone, cards in hands:
        phone.do("cards", cards=cards)
    _checks(ann, bob, cy)
    assert "turn up and enter the card at top left, in that order." in text(ann.page())
    ann.do("community", cards="Ah")
    page = bob.page()
    assert 'class="layout board cols-3"' in page  # three places across, drawn by the style sheet
    assert "A♥ top left" in text(page)
    assert page.count('class="card slot"') == 2  # top right and bottom: not turned up yet
    assert page.count('<span></span>') == 3  # the gaps: between the top corners, and either side of the bottom
    assert "A hand plays its own cards with one line of its own places of the layout." in text(page)
    for card in ("Kh", "2c"):  # the deuce at the bottom, turned last, is wild
        _checks(ann, bob, cy)
        ann.do("community", cards=card)
    _checks(ann, bob, cy)
    for phone, cards in hands:
        if "show" in phone.forms():
            phone.do("show", cards=cards)
    # Bob's A♥ K♥ Q♥ J♥ and the wild deuce would be a royal flush across both sides of the V: no hand. Cy's kings
    # take the K♥ and the wild deuce on the right side: four kings.
    assert "Four of a kind, kings" in text(cy.page())
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 995, 2: 995, 3: 1010}
    assert table.get("/verify").json["ok"] is True


def test_the_style_sheet_draws_a_layout_of_its_own_rows_as_wide_as_it_may_be():
    sheet = (Path(__file__).parents[2] / "referee" / "app" / "static" / "referee.css").read_text()
    for across in range(2, MOST_ACROSS + 1):
        assert f".layout.cols-{across} {{ grid-template-columns: repeat({across}," in sheet
