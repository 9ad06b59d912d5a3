"""Phones at a hold'em table: the turn banner comes to the table page of the seat to act by itself, within
the pages' poll, and to no other seat's; History steps through a deal from first to last with its pot."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

from playwright.sync_api import expect

from tests.support.amounts import cents
from tests.support.over_http import call, read

SCRIPT = Path(__file__).resolve().parents[2] / "referee" / "app" / "static" / "referee.js"
POLL_MS = int(re.search(r"const POLL_MS = (\d+);", SCRIPT.read_text()).group(1))
ANSWER_MS = 1500  # the poll's own request and the swap, on a busy machine


def open_holdem(server) -> tuple[dict, str]:
    table = call(f"{server}/api/tables", {"name": "Friday", "players": ["Ann", "Bob", "Cy"]})
    events = f"{server}/api/tables/{table['id']}/events"
    for seat in (1, 2, 3):
        call(events, {"type": "buy_in", "seat": seat, "amount": 1000}, table["host_token"])
    return table, events


def sign_in(phones, server, table, seat: int):
    page = phones()
    page.goto(f"{server}/t/{table['id']}/as/{table['seats'][seat - 1]['token']}")
    expect(page.locator("footer")).to_contain_text("You are " + table["seats"][seat - 1]["name"])
    return page


def polled(page, version: int) -> None:
    """The page has followed the table to `version` by itself."""
    expect(page.locator("#live")).to_have_attribute("data-version", str(version), timeout=POLL_MS + ANSWER_MS)


def test_the_turn_banner_comes_to_the_table_page_of_the_seat_to_act_and_no_other(server, phones, shot):
    table, events = open_holdem(server)
    ann, cy = sign_in(phones, server, table, 1), sign_in(phones, server, table, 3)
    for page in (ann, cy):
        expect(page.locator("#your-turn")).to_have_count(0)
    version = call(events, {"type": "start_deal", "variant": "holdem", "dealer": 3}, table["host_token"])["version"]
    # Cy deals and, three at the table, acts first: her table page says so within the poll, unreloaded.
    expect(cy.locator("#your-turn")).to_be_visible(timeout=POLL_MS + ANSWER_MS)
    expect(cy.locator("#your-turn")).to_contain_text("Your turn")
    expect(cy).to_have_title("▶ Your turn · Friday · Table referee")
    shot(cy, "your-turn")
    polled(ann, version)
    expect(ann.locator("#your-turn")).to_have_count(0)
    expect(ann).to_have_title("Friday · Table referee")

    version = call(events, {"type": "call"}, table["seats"][2]["token"])["version"]
    expect(ann.locator("#your-turn")).to_be_visible(timeout=POLL_MS + ANSWER_MS)
    expect(ann).to_have_title("▶ Your turn · Friday · Table referee")
    polled(cy, version)
    expect(cy.locator("#your-turn")).to_have_count(0)
    expect(cy).to_have_title("Friday · Table referee")
    ann.locator("#your-turn").click()
    expect(ann.locator("header nav a.here")).to_have_text("Deal")


def test_the_sound_is_a_choice_each_phone_keeps(server, phones):
    table, _ = open_holdem(server)
    ann = sign_in(phones, server, table, 1)
    sound = ann.locator("#turn-sound")
    expect(sound).to_have_text("Sound on your turn: off")
    sound.click()
    expect(sound).to_have_attribute("aria-pressed", "true")
    ann.reload()
    expect(ann.locator("#turn-sound")).to_have_text("Sound on your turn: on")


def test_the_replayer_steps_a_holdem_deal_from_first_to_last_with_its_pot(server, phones, shot):
    table, events = open_holdem(server)
    host = table["host_token"]
    tokens = {seat["seat"]: seat["token"] for seat in table["seats"]}
    call(events, {"type": "start_deal", "variant": "holdem", "dealer": 3}, host)
    for seat, cards in ((1, ["As", "Ks"]), (2, ["7d", "7c"]), (3, ["2h", "9c"])):
        call(events, {"type": "cards", "cards": cards}, tokens[seat])
    for seat, action in ((3, {"type": "raise", "amount": 25}), (1, {"type": "call"}), (2, {"type": "call"}),
                         (3, {"type": "community", "cards": ["Qs", "Js", "2d"]}), (1, {"type": "bet", "amount": 20}),
                         (2, {"type": "call"}), (3, {"type": "fold"}), (3, {"type": "community", "cards": ["Th"]}),
                         (1, {"type": "check"}), (2, {"type": "check"}), (3, {"type": "community", "cards": ["3d"]}),
                         (1, {"type": "check"}), (2, {"type": "check"}), (1, {"type": "show"}), (2, {"type": "show"})):
        call(events, action, tokens[seat])
    pots, pot = [], Counter()
    for event in read(f"{events}?after=0", host)["events"]:
        for source, target, amount in event["postings"]:
            pot[source] -= amount
            pot[target] += amount
        if event["payload"].get("deal") == 1:
            pots.append(pot["pot:1"])
    assert max(pots) == 115 and pots[-1] == 0

    bob = sign_in(phones, server, table, 2)
    bob.goto(f"{server}/t/{table['id']}/history/1")
    expect(bob.locator("#replay-step")).to_have_text(f"Step {len(pots)} of {len(pots)}")
    bob.evaluate("window.stayed = true")  # gone if a step loaded a new page
    bob.locator(".replay-steps").get_by_role("link", name="First").click()
    for step, amount in enumerate(pots, 1):
        expect(bob.locator("#replay-step")).to_have_text(f"Step {step} of {len(pots)}")
        assert cents(bob.locator("#replay-pot").inner_text()) == amount, step
        assert "Your turn" not in bob.locator("#replay").inner_text()
        if step == 5:
            shot(bob, "replay")
        if step < len(pots):
            bob.locator(".replay-steps").get_by_role("link", name="Next").click()
    expect(bob.locator('.replay-steps a[rel="next"]')).to_have_count(0)  # the last step: no Next
    assert bob.evaluate("window.stayed") is True
    assert bob.url.endswith(f"/history/1?step={len(pots)}")
    bob.goto(f"{server}/t/{table['id']}/settle")
    expect(bob.locator("svg.chart")).to_be_visible()
    shot(bob, "settle-ledger")
