"""The deal page on a phone at 390 × 844: the player's cards first, the betting in a bar at the foot of the screen.

Taps are counted as the clicks the test makes; nothing is typed. The table is set up through the API (the
phones only play), so every tap counted is a tap of the deal page.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.conftest import Table

PHONE_HEIGHT = 844
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")


class Api:
    """The JSON API over HTTP, shaped like Flask's test client for `tests.conftest.Table`."""

    class Answer:
        def __init__(self, response):
            self.status_code = response.status
            self.json = response.json()

    def __init__(self, server: str, request):
        self.server = server
        self.request = request

    def post(self, path: str, json: dict, headers: dict | None = None):
        return self.Answer(self.request.post(self.server + path, data=json, headers=headers or {}))

    def get(self, path: str, headers: dict | None = None):
        return self.Answer(self.request.get(self.server + path, headers=headers or {}))


class Taps:
    """A phone's page, counting every tap the test makes on it."""

    def __init__(self, page):
        self.page = page
        self.count = 0

    def tap(self, locator) -> None:
        locator.click()
        self.count += 1


def seated(server, phones, players: tuple[str, ...], variant: str, watching: tuple[str, ...] | None = None,
           **options) -> tuple[Table, dict[str, Taps]]:
    """A table of these players with $10 each and a deal of `variant` started by Ann, the phones of `watching`
    (everyone's by default) on their deal page."""
    first = phones()
    table = Table(Api(server, first.request), players=players)
    for seat in table.tokens:
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "start_deal", "variant": variant, "dealer": 1, "options": options})
    at = {}
    for seat, name in enumerate(players, start=1):
        if name not in (watching or players):
            continue
        page = phones() if at else first
        page.goto(f"{server}/t/{table.id}/as/{table.tokens[seat]}")
        page.goto(f"{server}/t/{table.id}/deal")
        expect(page.locator("footer")).to_contain_text(f"You are {name}")
        at[name] = Taps(page)
    return table, at


def enter(phone: Taps, cards: list[str]) -> None:
    """Tap each card into the entry: its rank, then its suit."""
    picker = phone.page.locator('form[data-form="cards"] .picker')
    for code in cards:
        phone.tap(picker.locator(f'[data-rank="{code[:-1]}"]'))
        phone.tap(picker.locator(f'[data-suit="{code[-1]}"]'))


def bar(phone: Taps):
    return phone.page.locator(".bar")


def test_hole_cards_a_call_and_a_pot_sized_raise_take_four_one_and_two_taps(server, phones, shot):
    table, at = seated(server, phones, ("Ann", "Bob", "Cy"), "holdem")
    ann, bob, cy = at["Ann"], at["Bob"], at["Cy"]

    # The card entry is the first thing on the page, and two cards go in with four taps, no "send".
    for phone, cards in ((bob, ["As", "Kd"]), (cy, ["Qh", "Qc"]), (ann, ["7s", "2d"])):
        before = phone.count
        enter(phone, cards)
        expect(phone.page.locator(".mine")).to_contain_text("You make")
        assert phone.count - before == 4
    expect(bob.page.locator(".mine")).to_contain_text("A♠")
    shot(bob.page, "deal-bar")

    # Bob posted the small blind and Cy the big one: Ann acts first, and raises the pot with the "Pot" preset
    # and the button, which says the amount. Two taps.
    expect(bar(ann)).to_be_visible()
    box = bar(ann).bounding_box()
    assert box["y"] + box["height"] == pytest.approx(PHONE_HEIGHT, abs=1), "the bar sits at the foot of the screen"
    expect(ann.page.locator(".seat").filter(has_text="Cy")).to_contain_text("BB")
    before = ann.count
    ann.tap(bar(ann).get_by_role("button", name="Pot $0.35"))
    expect(bar(ann).locator("button[data-says]")).to_have_text("Raise to $0.35")
    ann.tap(bar(ann).locator("button[data-says]"))
    assert ann.count - before == 2
    expect(bob.page.locator(".last")).to_have_text("Ann raised to $0.35")

    # Bob calls: one tap.
    before = bob.count
    bob.tap(bar(bob).get_by_role("button", name="Call $0.30"))
    assert bob.count - before == 1
    expect(cy.page.locator(".last")).to_have_text("Bob called $0.30")
    expect(cy.page.locator(".pots")).to_contain_text("$0.80")
    shot(cy.page, "deal-bar-raised")


@pytest.mark.parametrize("variant", ["holdem", "martian_poker", "seven_card_stud"])
def test_a_six_player_deal_page_fits_in_three_phone_screens(server, phones, shot, variant):
    table, at = seated(server, phones, NAMES, variant, watching=("Ann",))
    page = at["Ann"].page  # the dealer: her page has the most to enter
    expect(page.locator("#live")).to_contain_text("Deal 1")
    shot(page, f"deal-six-{variant}")
    height = page.evaluate("document.documentElement.scrollHeight")
    assert height <= 3 * PHONE_HEIGHT, f"the {variant} deal page is {height} px tall"


def test_the_dealer_turns_up_every_seat_s_card_with_one_picker(server, phones, shot):
    table, at = seated(server, phones, ("Ann", "Bob", "Cy"), "seven_card_stud")
    ann = at["Ann"]
    deal_up = ann.page.locator('form[data-form="deal_up"]')
    expect(deal_up).to_contain_text("in order: Bob, Cy, Ann")
    expect(deal_up.locator(".picker")).to_have_count(1)
    for code in ("Kd", "7c", "2h"):  # six taps for three cards, then the button
        ann.tap(deal_up.locator(f'[data-rank="{code[:-1]}"]'))
        ann.tap(deal_up.locator(f'[data-suit="{code[-1]}"]'))
    ann.tap(deal_up.get_by_role("button", name="Deal these face up"))
    cy = at["Cy"].page.locator(".seat")
    expect(cy.filter(has_text="Bob")).to_contain_text("K♦")
    expect(cy.filter(has_text="Cy")).to_contain_text("7♣")
    expect(cy.filter(has_text="Ann")).to_contain_text("2♥")


def test_the_flop_stays_in_sight_above_the_bar_while_deciding(server, phones, shot):
    """A hold'em hand counted in taps: two hole cards (4), a call (1), a pot raise (2), the dealer's flop (7);
    then the player to act sees the board, their seat and what they make above the bar, without scrolling."""
    table, at = seated(server, phones, ("Ann", "Bob", "Cy"), "holdem")
    ann, bob, cy = at["Ann"], at["Bob"], at["Cy"]
    taps = {}
    for phone, cards in ((bob, ["Ah", "Kh"]), (cy, ["Qc", "Qd"]), (ann, ["7s", "2d"])):
        before = phone.count
        enter(phone, cards)
        expect(phone.page.locator(".mine")).to_contain_text("You make")
        taps["two hole cards"] = phone.count - before
    before = ann.count
    ann.tap(bar(ann).get_by_role("button", name="Pot $0.35"))
    ann.tap(bar(ann).locator("button[data-says]"))
    taps["a pot raise"] = ann.count - before
    for phone in (bob, cy):
        before = phone.count
        phone.tap(bar(phone).get_by_role("button", name="Call $0.30" if phone is bob else "Call $0.25"))
        taps["a call"] = phone.count - before
    flop = ann.page.locator('form[data-form="community"]')
    expect(flop).to_contain_text("enter the 3 community cards")
    before = ann.count
    for code in ("Qs", "Jd", "Tc"):
        ann.tap(flop.locator(f'[data-rank="{code[0]}"]'))
        ann.tap(flop.locator(f'[data-suit="{code[1]}"]'))
    ann.tap(flop.get_by_role("button", name="Deal them"))
    taps["the dealer's flop"] = ann.count - before
    assert taps == {"two hole cards": 4, "a pot raise": 2, "a call": 1, "the dealer's flop": 7}

    # Bob decides on the flop: from the top of his page, the board, every seat and what he makes are above the bar.
    page = bob.page
    expect(page.locator(".board")).to_contain_text("J♦")
    expect(page.locator(".mine")).to_contain_text("You make: Straight, ace high")
    expect(bar(bob).get_by_role("button", name="Check")).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    top_of_bar = bar(bob).bounding_box()["y"]
    for part in (page.locator(".board"), page.locator(".seat").last, page.locator(".mine p").first):
        box = part.bounding_box()
        assert 0 <= box["y"] and box["y"] + box["height"] <= top_of_bar, (part, box, top_of_bar)
    # The page ends the bar's height below its last line, so nothing is ever left under the bar.
    padding = page.evaluate("parseFloat(getComputedStyle(document.body).paddingBottom)")
    assert padding == pytest.approx(bar(bob).bounding_box()["height"], abs=1)
    shot(page, "deal-flop-in-sight")


@pytest.mark.parametrize("players", [6, 9])
def test_with_many_seats_the_board_and_what_you_make_stay_above_the_bar(server, phones, shot, players):
    """Hold'em on the flop at a full table: the player to act sees the board and what they make above the bar
    from the top of the page, the seats folded into a compact list where they would push them under it."""
    names = NAMES + ("Gus", "Hal", "Ida")
    table, at = seated(server, phones, names[:players], "holdem", watching=("Bob",))
    deck = iter(["2c", "3c", "Ah", "Kh", "4c", "5c", "6c", "7c", "8c", "9c", "2d", "3d", "4d", "5d", "6d", "7d",
                 "8d", "9d", "2s", "3s"])
    for seat in range(1, players + 1):
        table.act(seat, {"type": "cards", "cards": [next(deck), next(deck)]})
    for seat in [*range(4, players + 1), 1, 2]:  # the small blind calls, the big blind's option ends it
        table.act(seat, {"type": "call"})
    table.act(3, {"type": "check"})
    table.act(1, {"type": "community", "cards": ["Qs", "Jd", "Tc"]})
    page = at["Bob"].page  # first to act on the flop
    expect(page.locator(".mine")).to_contain_text("You make: Straight, ace high")
    expect(bar(at["Bob"]).get_by_role("button", name="Check")).to_be_visible()
    page.evaluate("window.scrollTo(0, 0)")
    top_of_bar = bar(at["Bob"]).bounding_box()["y"]
    for part in (page.locator(".board"), page.locator(".mine p").first):
        box = part.bounding_box()
        assert 0 <= box["y"] and box["y"] + box["height"] <= top_of_bar, (part, box, top_of_bar)
    shot(page, f"deal-flop-{players}-seats")
