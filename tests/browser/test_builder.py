"""A phone builds "Bat Ladders" step by step on the builder page, three phones deal and play it, and the
history shows its rules with the deal."""

from __future__ import annotations


from playwright.sync_api import expect

from tests.browser.test_five_card_draw import buy_in, open_table

HANDS = {"Ann": ["As", "Ad", "Ac", "Kd", "2s"], "Bob": ["5h", "Qd", "7c", "7d", "3s"],
         "Cy": ["9h", "9d", "5c", "4d", "2h"]}


def add(page, family_label: str, button: str, **values):
    """Open a family's list of pieces, fill a piece's values and press its Add button."""
    summary = page.locator("summary", has_text=family_label)
    if summary.locator("xpath=..").get_attribute("open") is None:  # the part edited last stays open
        summary.click()
    for field, value in values.items():
        box = page.locator(f"#{field}")
        if box.evaluate("element => element.tagName") == "SELECT":  # ranks are picked, not typed
            box.select_option(value.split())
        else:
            box.fill(value)
    page.get_by_role("button", name=button, exact=True).click()


def test_a_table_builds_a_game_and_plays_it(server, phones, shot):
    at = open_table(server, phones, shot)
    ann, bob, cy = at["Ann"], at["Bob"], at["Cy"]
    for phone in (ann, bob, cy):
        buy_in(phone, "10")

    page = ann.page
    page.get_by_role("link", name="Play a game nobody has coded: build it").click()
    page.locator("#name").fill("Bat Ladders")
    add(page, "the deal, step by step", "Add deal", **{"script-deal-down": "5"})
    add(page, "the deal, step by step", "Add bet")
    add(page, "the deal, step by step", "Add draw", **{"script-draw-most": "3"})
    add(page, "the deal, step by step", "Add bet")
    add(page, "wild cards", "Add ranks", **{"wild-ranks-ranks": "5"})
    for rule in ("Deal each player 5 down.", "Draw up to 3.", "Fives are wild."):
        expect(page.locator("main")).to_contain_text(rule)
    shot(page, "builder")
    page.get_by_role("button", name="Define this game").click()

    ann.wait_for("start_deal").locator("#variant").select_option("house:bat-ladders")
    ann.submit("start_deal")
    for phone in (ann, bob, cy):
        if phone is not ann:
            phone.open("Deal")
        expect(phone.page.locator("#live")).to_contain_text("Deal 1: Bat Ladders")
        phone.enter("cards", HANDS[phone.name])
    for phone in (bob, cy, ann):
        phone.submit("check")
    for phone in (bob, cy, ann):
        phone.submit("draw")  # nobody changes a card
    for phone in (bob, cy, ann):
        phone.submit("check")
    for phone in (bob, cy, ann):
        phone.submit("show")
    expect(ann.page.locator("#live")).to_contain_text("Three of a kind, aces")
    expect(cy.page.locator("#live")).to_contain_text("Ann wins $0.15")

    cy.open("History")
    cy.page.get_by_role("link", name="Deal 1: Bat Ladders").click()
    expect(cy.page.locator("#live")).to_contain_text(
        "The rules: Deal each player 5 down. A betting round. Draw up to 3. A betting round. Fives are wild.")
    shot(cy.page, "history-of-a-defined-game")
