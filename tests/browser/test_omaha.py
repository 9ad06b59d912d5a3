"""An Omaha hand's four hole cards tapped in on a phone, which then says what they make."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.night_of_pages import open_table
from tests.support.phone import Phone


def test_four_hole_cards_are_tapped_in_and_the_phone_says_their_hand(server, phones):
    table = open_table(server, "omaha_hi_lo")
    page = phones()
    page.goto(table.sign_in(2))
    bob = Phone(page, "Bob")
    bob.open("Deal")
    bob.enter("cards", ["As", "2d", "Jc", "Jd"])  # the entry goes with the fourth card
    expect(page.locator(".mine")).to_contain_text("You make: Pair of jacks")
    expect(page.locator(".mine")).to_contain_text("A♠")
