"""A short rotation of mixed games from four phones: each next dealer's phone offers the rotation's game,
prefilled, and deals it with one tap; every other phone says who deals next."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.night_of_pages import Table
from tests.support.over_http import call, read
from tests.support.phone import Phone

PLAYERS = ["Ann", "Bob", "Cy", "Dee"]
ROTATION = [{"variant": "holdem", "options": {"betting": "fixed"}}, {"variant": "omaha_hi_lo"},
            {"variant": "five_card_draw", "options": {"betting": "no"}}]
# Each deal: who deals it, and the button the phone offers.
DEALS = [("Ann", "Deal Texas hold'em", "Mixed games: Texas hold'em, fixed limit, deal 1 of 1"),
         ("Bob", "Deal Omaha hi-lo, eight or better", "Mixed games: Omaha hi-lo, eight or better, fixed limit, deal 1 of 1"),
         ("Cy", "Deal Five-card draw", "Mixed games: Five-card draw, no limit, deal 1 of 1"),
         ("Dee", "Deal Texas hold'em", "Mixed games: Texas hold'em, fixed limit, deal 1 of 1")]


def fold_out(table: Table) -> None:
    """Everyone but one folds (from the API: the phones' part here is the deal)."""
    while True:
        waiting = [seat for seat in table.tokens
                   if any(action["type"] == "fold" for action in
                          (read(f"{table.server}/api/tables/{table.id}", table.tokens[seat])["deal"]
                           or {}).get("legal_actions", []))]
        if not waiting:
            return
        table.act(waiting[0], {"type": "fold"})


def test_four_phones_deal_a_rotation_each_with_one_tap(server, phones, shot):
    made = call(f"{server}/api/tables", {"name": "Mixed", "players": PLAYERS})
    table = Table(server, made["id"], made["host_token"], {s["seat"]: s["token"] for s in made["seats"]},
                  made["join_code"])
    for seat in table.tokens:
        table.act(None, {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act(None, {"type": "set_rotation", "games": ROTATION, "every": 1})
    seated = {}
    for seat, name in enumerate(PLAYERS, 1):
        page = phones()
        page.goto(table.sign_in(seat))
        seated[name] = Phone(page, name)
    for number, (dealer, button, place) in enumerate(DEALS, 1):
        phone = seated[dealer]
        offer = phone.page.locator("#your-deal")
        expect(offer.get_by_role("button", name=button)).to_be_visible()
        expect(offer).to_contain_text(place)
        for name, other in seated.items():
            if name != dealer:
                expect(other.page.locator(".next-dealer")).to_contain_text(f"{dealer} deals next. The rotation says "
                                                                            f"{place}.")
        if number == 1:
            shot(phone.page, "rotation-next-dealer")
        phone.submit("deal_next")
        expect(phone.page.locator("h2").first).to_contain_text(f"Deal {number}:")
        fold_out(table)
        phone.page.goto(table.url())
    history = seated["Ann"]
    history.open("History")
    expect(history.page.locator("#live")).to_contain_text(f"Deal 2: Omaha hi-lo, eight or better ({DEALS[1][2]})")
