"""A club's season from phones: three members start a club and sign in with their links, the host opens three
nights from the club's page and each phone takes its seat with one tap; every deal is played on the phones'
deal pages, and each night's pages lead its members back to the club. A debt of the first night is paid the
next day, another carried and netted with the second night's, and the standings match a hand count of the
three nights. Every club page is pictured at a phone's size and checked by axe-core."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.test_five_card_draw import buy_in
from tests.support.phone import Phone

from .test_every_page import BLOCKING, check

BOARD = (["Qs", "Js", "2d"], ["8h"], ["Ts"])


def play(ann: Phone, bob: Phone, cy: Phone, holes: dict[str, list[str]] | None) -> None:
    """Everyone buys in for a big blind and Ann, holding the button, deals a hand of hold'em: with `holes`, all in
    before the flop and shown down (Bob and Ann show, Cy mucks); without, folded to Cy's big blind. Everyone
    cashes out."""
    for phone in (ann, bob, cy):
        buy_in(phone, "0.10")
    ann.wait_for("start_deal").locator("#variant").select_option("holdem")
    ann.submit("start_deal")
    bob.open("Deal")
    cy.open("Deal")
    if holes is None:
        ann.submit("fold")
        bob.submit("fold")
    else:
        for phone in (ann, bob, cy):
            phone.enter("cards", holes[phone.name])
        ann.submit("all_in")
        bob.submit("all_in")
        for board in BOARD:
            ann.pick("community", board)
            ann.submit("community")
        bob.submit("show")
        cy.submit("muck")
        ann.submit("show")
    for phone in (ann, bob, cy):
        phone.open("Table")
        phone.submit("cash_out")


def tap(page, name: str) -> None:
    page.get_by_role("button", name=name).first.click()
    page.wait_for_load_state()


def test_a_season_of_three_nights_from_phones(server, phones, shot):
    pytest.importorskip("axe_playwright_python.sync_playwright", reason="axe-playwright-python is not installed")
    found: dict[str, list] = {}
    ann = phones()
    ann.goto(f"{server}/clubs/new")
    ann.fill("#name", "Thursday game")
    ann.fill("#founder", "Ann")
    tap(ann, "Start the club")
    links = {1: ann.locator("#link-1").inner_text()}
    shot(ann, "club-links")
    club = links[1].split("/c/")[1].split("/")[0]
    ann.get_by_role("link", name="Go to the club").first.click()
    for number, name in ((2, "Bob"), (3, "Cy")):
        ann.fill("#member-name", name)
        tap(ann, "Add the member")
        links[number] = ann.locator(f"#link-{number}").inner_text()
        ann.get_by_role("link", name="Go to the club").first.click()
    bob, cy = phones(), phones()
    for page, number in ((bob, 2), (cy, 3)):
        page.goto(links[number])
        expect(page.locator("h1")).to_have_text("Thursday game")

    def night(week: int, holes: dict[str, list[str]] | None) -> None:
        ann.goto(f"{server}/c/{club}")
        ann.fill("#night-name", f"Week {week}")
        tap(ann, "Open the night")
        at = {}
        for page, name in ((ann, "Ann"), (bob, "Bob"), (cy, "Cy")):  # each phone takes its seat from the club's
            page.goto(f"{server}/c/{club}")                            # page: no new link
            tap(page, f"Play Week {week}")
            expect(page).to_have_url(re.compile(r"/t/[a-z0-9]{12}$"))
            at[name] = Phone(page, name)
        play(at["Ann"], at["Bob"], at["Cy"], holes)
        # The night's pages lead its members back to the club, where Ann hosts the night on her phone to close it.
        expect(bob.locator("#to-club")).to_have_text("Back to the club, Thursday game")
        if week == 1:
            shot(bob, "club-night")
            check(bob, "club-night", found)
        ann.locator("#to-club").click()
        tap(ann, f"Host Week {week} on this phone")
        at["Ann"].submit("close")
        expect(ann.locator("#to-club")).to_be_visible()

    night(1, {"Ann": ["As", "Ks"], "Bob": ["7d", "7c"], "Cy": ["2h", "9c"]})
    # The next day Bob pays Ann, marks it, and Ann confirms; Cy's debt is carried.
    bob.locator("#to-club").click()
    bob.get_by_role("link", name="Debts").first.click()
    bob.locator(".night-debts").get_by_role("button", name="Mark it paid").click()
    expect(bob.locator("#waiting")).to_contain_text("Bob paid Ann $0.10")
    ann.goto(f"{server}/c/{club}/debts")
    shot(ann, "club-debts-waiting")
    check(ann, "club-debts", found)
    tap(ann, "Confirm")
    expect(ann.locator(".night-debts")).to_contain_text("Bob pays Ann $0.10: paid.")
    expect(ann.locator(".night-debts")).to_contain_text("Cy pays Ann $0.10: carried.")

    night(2, None)
    # The following week Cy's carried debt is netted with the second night's, where Cy won Bob's small blind.
    for page in (bob, cy):
        page.goto(f"{server}/c/{club}/debts")
        expect(page.locator("#club-transfers")).to_have_text(
            re.compile(r"Bob pays Ann \$0\.05.*Cy pays Ann \$0\.05", re.S))
        page.locator("#club-transfers").get_by_role("button", name="Mark it paid").click()
        page.wait_for_load_state()
        # A transfer marked paid offers no second mark while it waits.
        expect(page.locator("#club-transfers")).not_to_contain_text("Mark it paid")
    ann.goto(f"{server}/c/{club}/debts")
    for _ in range(2):
        tap(ann, "Confirm")
    expect(ann.locator("#club-transfers")).to_have_text("Nobody owes anybody anything.")

    night(3, {"Ann": ["7d", "7c"], "Bob": ["As", "Ks"], "Cy": ["2h", "9c"]})
    ann.goto(f"{server}/c/{club}/season")
    # The hand count (Ann deals every night; Bob posts the small blind, Cy the big one): week 1 Ann +0.20, Bob
    # and Cy -0.10; week 2 Cy +0.05, Bob -0.05 (Ann and Bob folded: a pot of $0.10 once Cy's uncalled nickel
    # came back); week 3 Bob +0.20, Ann and Cy -0.10.
    rows = [[cell.strip() for cell in row.split("\t")] for row in ann.locator("#standings tbody tr").all_inner_texts()]
    assert rows == [["Ann", "$0.10", "3", "3", "1"], ["Bob", "$0.05", "3", "3", "1"], ["Cy", "-$0.15", "3", "3", "1"]]
    games = [[cell.strip() for cell in row.split("\t")] for row in ann.locator("#games tbody tr").all_inner_texts()]
    assert games == [["Ann", "Texas hold'em", "3", "3", "1", "$0.30", "1"],
                     ["Bob", "Texas hold'em", "0", "3", "1", "$0.30", "1"],
                     ["Cy", "Texas hold'em", "0", "3", "1", "$0.10", "0"]]
    expect(ann.locator("figure.chart svg")).to_be_visible()
    shot(ann, "club-season")
    check(ann, "club-season", found)
    for page, name in ((ann, "club"), (cy, "club-debts")):
        page.goto(f"{server}/c/{club}" + ("" if name == "club" else "/debts"))
        shot(page, f"{name}-after-the-season")
        check(page, name + "-after", found)
    blocking = {name: [v for v in violations if v["impact"] in BLOCKING] for name, violations in found.items()}
    assert not any(blocking.values()), blocking
