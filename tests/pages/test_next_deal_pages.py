"""The next deal from the pages: the next dealer's phone offers the last game again (or the rotation's) in one
tap at the top of every page, every other page says whose deal it is, and the deal form remembers the game,
options and stakes; the host sets a rotation, and the history says where each deal stood in it."""

from __future__ import annotations

import html
import re

from tests.pages.test_guts_pages import deal, four, say  # noqa: F401 (four: the fixture)
from tests.support.forms import forms_of

NO_LIMIT = {"opt-holdem-betting": "no", "optd-holdem-small_blind": "0.25", "optd-holdem-big_blind": "0.50",
            "optd-holdem-min_bet": "0.50"}


def text(page: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


def fold_out(seats, table) -> None:
    """Everyone but one folds, in turn, from the bar."""
    while (deal := table.get().json["deal"]) is not None:
        waiting = next(seat for seat in seats if any(a["type"] == "fold" for a in
                                                    table.get(token=table.tokens[seat]).json["deal"]["legal_actions"]))
        seats[waiting].do("fold")


def test_the_next_dealer_deals_the_same_game_options_and_stakes_again_with_one_tap(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="holdem", **NO_LIMIT)
    assert "Bob deals next." in text(cy.page(""))  # said while the deal is played too
    fold_out(seats, table)
    for path in ("", "/deal", "/history", "/settle"):
        page = bob.page(path)
        assert "▶ Your deal" in text(page) and "Deal Texas hold'em again" in text(page), path
        assert "Bob deals next." in text(cy.page(path)) and "Your deal" not in text(cy.page(path))
    assert "No limit, min bet $0.50, small blind $0.25, big blind $0.50" in text(bob.page("/deal"))
    form = forms_of(bob.page(""))["start_deal"]["fields"]  # the whole form remembers them too
    assert (form["variant"], form["opt-holdem-betting"], form["optd-holdem-big_blind"]) == ("holdem", "no", "0.50")
    bob.do("deal_next", "/history")
    started = [e for e in table.get("/events").json["events"] if e["type"] == "deal_started"]
    assert started[1]["payload"]["dealer"] == 2 and started[1]["payload"]["options"] == started[0]["payload"]["options"]
    assert table.get().json["next_deal"] == {**table.get().json["next_deal"], "variant": "holdem", "why": "again",
                                             "dealer": 3}


def test_during_guts_the_form_offers_guts_alone_and_another_game_is_refused(four):
    table, phones = four
    deal(phones, 1, {1: "As,Ad,2c", 2: "Ks,Kd,3c", 3: "Qs,Qd,4c", 4: "Js,5d,4h"})
    say(phones, (2, "guts"), (3, "challenge"), (4, "pass"), (1, "pass"))
    phones[3].do("show")
    phones[2].do("show")
    page = phones[2].page("")
    assert re.search(r'<select id="variant" name="variant"[^>]*>\s*<option value="guts" selected>Guts</option>\s*'
                     r'</select>', page)
    assert "Deal the next round of Guts" in text(page) and "Guts goes on." in text(phones[1].page(""))
    refused = phones[2].send("start_deal", "", variant="five_card_draw")
    assert refused.status_code == 409
    assert "Guts goes on: the next deal is Guts until its pot is won (or the host settles the pot)." in \
        text(refused.get_data(as_text=True))
    phones[2].do("deal_next", "")
    assert table.get().json["deal"]["variant"] == "guts"


def test_the_host_sets_a_rotation_of_its_own_and_the_history_says_each_deals_place(seats, table, client):
    host = seats[1].__class__(client.application.test_client(), table.id, table.host)
    page = host.page("")
    assert '<option value="horse" selected>HORSE: limit hold&#39;em, Omaha hi-lo, razz, stud, stud hi-lo</option>' in page
    host.do("set_rotation", "", preset="own", rotation_game=["holdem|fixed", "omaha|pot"], every="1")
    rotation = table.get().json["rotation"]
    assert [game["says"] for game in rotation["games"]] == ["Texas hold'em, fixed limit", "Omaha hold'em, pot limit"]
    assert "The rotation says Mixed games: Texas hold'em, fixed limit, deal 1 of 1." in text(seats[2].page(""))
    seats[1].do("deal_next", "")
    fold_out(seats, table)
    assert "Deal Omaha hold'em" in text(seats[2].page(""))
    seats[2].do("deal_next", "")
    history = text(seats[3].page("/history"))
    assert "Deal 1: Texas hold'em (Mixed games: Texas hold'em, fixed limit, deal 1 of 1)" in history
    assert "Deal 2: Omaha hold'em (Mixed games: Omaha hold'em, pot limit, deal 1 of 1)" in history
    host.do("end_rotation", "")
    assert table.get().json["rotation"] is None
