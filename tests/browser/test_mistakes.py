"""A night nobody spoils by mistake: each slip a player makes at a real table, tried on phones."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.test_five_card_draw import buy_in, open_table


def seated(server, phones, shot, players=("Ann", "Bob", "Cy")):
    at = open_table(server, phones, shot, players)
    for phone in at.values():
        buy_in(phone, "10")
    return at


def deal(at, variant="holdem"):
    """The first player (holding the button) deals; everyone opens the deal page."""
    first, *others = at.values()
    first.open("Table")
    first.wait_for("start_deal").locator("#variant").select_option(variant)
    first.submit("start_deal")
    for phone in others:
        phone.open("Deal")


def test_a_half_picked_card_survives_another_players_action_and_an_empty_entry_is_refused(server, phones, shot):
    at = seated(server, phones, shot)
    ann, bob, cy = at["Ann"], at["Bob"], at["Cy"]
    deal(at)
    picker = bob.wait_for("cards").locator(".picker")
    picker.locator('[data-rank="Q"]').click()  # Bob taps a rank; the suit is not tapped yet
    version = bob.page.locator("#live").get_attribute("data-version")
    ann.pick("cards", ["As", "Kd"])
    ann.submit("cards")
    bob.page.wait_for_function("v => document.querySelector('#live').dataset.version !== v", arg=version)
    bob.wait_for("cards").locator('.picker [data-suit="s"]').click()  # the live update kept the rank
    expect(bob.form("cards").locator('input[name="cards"]')).to_have_value("Qs")

    assert cy.refused("cards") == "Pick your 2 face-down cards."
    bob.pick("cards", ["Qh"])
    bob.submit("cards")
    expect(bob.page.locator("#live")).to_contain_text("Q♠")
