"""Your turn, everywhere: every page (and live part) of the seat the deal waits for opens with a banner that
links to the deal, and its title says so; no other seat's page does, nor the host's, nor a step of History."""

from __future__ import annotations

import re

import pytest

PAGES = ("", "/deal", "/history", "/settle")


@pytest.fixture
def holdem(make_table, phones):
    """Ann, Bob and Cy at hold'em, Cy dealing: Ann posts the small blind, Bob the big, Cy acts first."""
    table = make_table()
    for seat in (1, 2, 3):
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 3})
    return table, phones(table)


def banner(html: str) -> str | None:
    found = re.search(r'<a id="your-turn"[^>]*href="([^"]+)"', html)
    return found.group(1) if found else None


def title(html: str) -> str:
    return re.search(r"<title>(.*?)</title>", html, re.S).group(1)


def turns(table, seen) -> dict:
    """Which phones show the banner, on which pages and live parts."""
    shown = {}
    for who, client in seen.clients.items():
        for path in PAGES + tuple(f"/live?page={page}" for page in ("table", "deal", "history", "settle")):
            shown[(who, path)] = banner(client.get(f"/t/{table.id}{path}").get_data(as_text=True))
    return shown


def test_the_seat_to_act_sees_the_banner_on_every_page_and_no_one_else_does(holdem):
    table, seen = holdem
    shown = turns(table, seen)
    assert {key for key, link in shown.items() if link} == {(3, path) for path in PAGES} | {
        (3, f"/live?page={page}") for page in ("table", "deal", "history", "settle")}
    assert all(link == f"/t/{table.id}/deal" for link in shown.values() if link)
    cy = seen.clients[3].get(f"/t/{table.id}/history").get_data(as_text=True)
    assert title(cy) == "▶ Your turn · Friday · Table referee"
    assert title(seen.clients[1].get(f"/t/{table.id}/history").get_data(as_text=True)) == "Friday · Table referee"
    assert table.get(token=table.tokens[3]).json["your_turn"] is True
    assert table.get(token=table.tokens[1]).json["your_turn"] is False


def test_the_banner_moves_with_the_turn_and_the_dealer_has_a_turn_to_deal(holdem):
    table, seen = holdem
    table.act(3, {"type": "call"})
    assert {who for (who, path), link in turns(table, seen).items() if link} == {1}
    table.act(1, {"type": "call"})
    table.act(2, {"type": "check"})  # the betting is over: the table waits for Cy to deal the flop
    assert {who for (who, path), link in turns(table, seen).items() if link} == {3}
    table.act(3, {"type": "community", "cards": ["Qs", "Js", "2d"]})
    assert {who for (who, path), link in turns(table, seen).items() if link} == {1}


def test_cards_a_player_may_enter_at_any_time_are_not_a_turn_and_the_host_never_has_one(holdem):
    table, seen = holdem
    for seat in (1, 2):  # they may enter their cards, but the deal waits for Cy alone
        assert any(a["type"] == "cards" for a in table.get(token=table.tokens[seat]).json["deal"]["legal_actions"])
    shown = turns(table, seen)
    assert not any(link for (who, _), link in shown.items() if who in (1, 2, "host"))
    assert table.get().json["your_turn"] is False


def test_simultaneous_marks_are_everyones_turn_until_each_has_made_theirs(make_table, phones):
    table = make_table()
    table.act("host", {"type": "start_deal", "variant": "lamarckian", "dealer": 3})
    seen = phones(table)
    hands = {1: ["As", "2c", "3c", "4c"], 2: ["10c", "2d", "3d", "4d"], 3: ["9h", "2h", "3h", "4h"]}
    assert {who for (who, _), link in turns(table, seen).items() if link} == {1, 2, 3}  # all enter a hand
    table.act(1, {"type": "enter_hand", "cards": hands[1]})
    assert {who for (who, _), link in turns(table, seen).items() if link} == {2, 3}
    for seat in (2, 3):
        table.act(seat, {"type": "enter_hand", "cards": hands[seat]})
    table.act(3, {"type": "enter_pool", "cards": ["Ah", "Qc", "9s", "5h"]})
    table.act(2, {"type": "mark", "card": "10c"})
    assert {who for (who, _), link in turns(table, seen).items() if link} == {1, 3}


def test_a_step_of_history_never_says_your_turn(holdem):
    table, seen = holdem
    table.act(3, {"type": "call"})
    table.act(1, {"type": "call"})  # Bob's turn now; at steps 2 and 3 it was Cy's, then Ann's
    for seat, name in ((3, "Cy"), (1, "Ann")):
        for step in range(1, 6):
            html = seen.clients[seat].get(f"/t/{table.id}/history/1?step={step}").get_data(as_text=True)
            replayed = re.search(r'<section id="replay".*?</section>', html, re.S).group(0)
            assert "Your turn" not in replayed
            assert banner(html) is None  # the live banner is Bob's
    step = seen.clients[3].get(f"/t/{table.id}/history/1?step=2").get_data(as_text=True)
    assert "Cy to act." in step
