"""A club's season from phones: three members start a club and sign in with their links, the host opens three
nights from the club's page and each phone takes its seat with one tap; a debt of the first night is paid the
next day, another carried and netted with the second night's, and the standings match a hand count of the
three nights. The deals themselves go through the tables' API (their pages have tests of their own). Every
club page is pictured at a phone's size and checked by axe-core."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.support import over_http

from .test_every_page import BLOCKING, check

BOARD = (["Qs", "Js", "2d"], ["8h"], ["Ts"])


def token_of(link: str) -> str:
    return link.rsplit("/as/", 1)[1]


class Night:
    """A club night's deals, through the API, with the tokens the club hands its members."""

    def __init__(self, server: str, club: str, night: str, host: str, members: dict[int, str]):
        self.server, self.id, self.host = server, night, host
        self.tokens = {seat: over_http.call(f"{server}/api/clubs/{club}/nights/{night}/seat", {}, token)["token"]
                       for seat, token in members.items()}

    def act(self, seat, command: dict) -> None:
        over_http.call(f"{self.server}/api/tables/{self.id}/events", command,
                       self.host if seat == "host" else self.tokens[seat])

    def play(self, holes: dict[int, list[str]] | None, winner: int) -> None:
        """Everyone buys in for $10; a deal of hold'em, seat 3 dealing (checked down, or folded to the big
        blind without holes); everyone cashes out and the host closes the night."""
        for seat in (1, 2, 3):
            self.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
        self.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 3})
        if holes is None:
            self.act(3, {"type": "fold"})
            self.act(1, {"type": "fold"})
        else:
            for seat, cards in holes.items():
                self.act(seat, {"type": "cards", "cards": cards})
            self.act(3, {"type": "call"})
            self.act(1, {"type": "call"})
            self.act(2, {"type": "check"})
            for board in BOARD:
                self.act(3, {"type": "community", "cards": board})
                for seat in (1, 2, 3):
                    self.act(seat, {"type": "check"})
            for seat in (1, 2, 3):
                self.act(seat, {"type": "show", "cards": holes[seat]} if seat in (winner, 1 if winner != 1 else 2)
                         else {"type": "muck"})
        seats = over_http.read(f"{self.server}/api/tables/{self.id}", self.host)["seats"]
        for seat in seats:
            self.act("host", {"type": "cash_out", "seat": seat["seat"], "amount": seat["stack"]})
        self.act("host", {"type": "close"})


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
    members = {number: token_of(link) for number, link in links.items()}

    def open_night(week: int) -> Night:
        ann.goto(f"{server}/c/{club}")
        ann.fill("#night-name", f"Week {week}")
        tap(ann, "Open the night")
        host = token_of(ann.locator("#link-host").inner_text())
        for page in (ann, bob, cy):  # each phone takes its seat from the club's page: no new link
            page.goto(f"{server}/c/{club}")
            tap(page, f"Play Week {week}")
            expect(page).to_have_url(re.compile(r"/t/[a-z0-9]{12}$"))
        return Night(server, club, ann.url.rsplit("/", 1)[1], host, members)

    open_night(1).play({1: ["As", "Ks"], 2: ["7d", "7c"], 3: ["2h", "9c"]}, winner=1)
    # The next day Bob pays Ann, marks it, and Ann confirms; Cy's debt is carried.
    bob.goto(f"{server}/c/{club}/debts")
    bob.locator(".night-debts").get_by_role("button", name="Mark it paid").click()
    expect(bob.locator("#waiting")).to_contain_text("Bob paid Ann $0.10")
    ann.goto(f"{server}/c/{club}/debts")
    shot(ann, "club-debts-waiting")
    check(ann, "club-debts", found)
    tap(ann, "Confirm")
    expect(ann.locator(".night-debts")).to_contain_text("Bob pays Ann $0.10: paid.")
    expect(ann.locator(".night-debts")).to_contain_text("Cy pays Ann $0.10: carried.")

    open_night(2).play(None, winner=2)
    # The following week Cy's carried debt is netted with the second night's into the club's settle-up.
    cy.goto(f"{server}/c/{club}/debts")
    expect(cy.locator("#club-transfers")).to_have_text(re.compile(r"Cy pays Ann \$0\.05.*Cy pays Bob \$0\.05", re.S))
    for _ in range(2):  # a transfer marked paid offers no second mark while it waits
        cy.locator("#club-transfers").get_by_role("button", name="Mark it paid").first.click()
        cy.wait_for_load_state()
    expect(cy.locator("#club-transfers")).not_to_contain_text("Mark it paid")
    for page in (ann, bob):
        page.goto(f"{server}/c/{club}/debts")
        tap(page, "Confirm")
    expect(bob.locator("#club-transfers")).to_have_text("Nobody owes anybody anything.")

    open_night(3).play({1: ["7d", "7c"], 2: ["As", "Ks"], 3: ["2h", "9c"]}, winner=2)
    ann.goto(f"{server}/c/{club}/season")
    # The hand count: week 1 Ann +0.20, Bob and Cy -0.10; week 2 Ann -0.05, Bob +0.05 (the small blind folded);
    # week 3 Bob +0.20, Ann and Cy -0.10.
    rows = [[cell.strip() for cell in row.split("\t")] for row in ann.locator("#standings tbody tr").all_inner_texts()]
    assert rows == [["Bob", "$0.15", "3", "3", "2"], ["Ann", "$0.05", "3", "3", "1"], ["Cy", "-$0.20", "3", "3", "0"]]
    games = [[cell.strip() for cell in row.split("\t")] for row in ann.locator("#games tbody tr").all_inner_texts()]
    assert games == [["Ann", "Texas hold'em", "0", "3", "1", "$0.30", "1"],
                     ["Bob", "Texas hold'em", "0", "3", "2", "$0.30", "1"],
                     ["Cy", "Texas hold'em", "3", "3", "0", "$0.00", "0"]]
    expect(ann.locator("figure.chart svg")).to_be_visible()
    shot(ann, "club-season")
    check(ann, "club-season", found)
    for page, name in ((ann, "club"), (cy, "club-debts")):
        page.goto(f"{server}/c/{club}" + ("" if name == "club" else "/debts"))
        shot(page, f"{name}-after-the-season")
        check(page, name + "-after", found)
    blocking = {name: [v for v in violations if v["impact"] in BLOCKING] for name, violations in found.items()}
    assert not any(blocking.values()), blocking
