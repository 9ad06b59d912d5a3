"""Three phones play a hand of five-card draw with a side pot from the pages alone, then settle up."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.support.phone import Phone, seat_links

HANDS = {
    "Ann": ["As", "Ad", "Ac", "Kd", "2s"],
    "Bob": ["Qh", "Qd", "7c", "7d", "3s"],
    "Cy": ["9h", "9d", "5c", "4d", "2h"],
}


def open_table(server, phones, shot, players=("Ann", "Bob", "Cy")) -> dict[str, Phone]:
    """Ann opens the table on her phone; each player follows their own seat link."""
    first = phones()
    first.goto(server)
    first.fill("#name", "Friday")
    first.fill("#players", "\n".join(players))
    first.get_by_role("button", name="Open the table").click()
    expect(first.get_by_text("Send each player their own link")).to_be_visible()
    shot(first, "links")
    links = seat_links(first)
    seated = {}
    for name in players:
        page = first if name == players[0] else phones()
        page.goto(links[name])
        expect(page.locator("footer")).to_contain_text(f"You are {name}")
        seated[name] = Phone(page, name)
    return seated


def buy_in(phone: Phone, dollars: str):
    phone.wait_for("buy_in").locator('input[name="money"]').fill(dollars)
    phone.submit("buy_in")


def test_a_hand_of_five_card_draw_with_a_side_pot(server, phones, shot):
    at = open_table(server, phones, shot)
    ann, bob, cy = at["Ann"], at["Bob"], at["Cy"]
    buy_in(ann, "10")
    buy_in(bob, "10")
    cy.wait_for("buy_in").locator('input[name="money"]').fill("0.03")
    assert "smallest chip" in cy.refused("buy_in")  # the referee's sentence, next to the button
    buy_in(cy, "0.20")  # a short stack: after the $0.05 ante Cy has $0.15 behind
    expect(bob.page.locator("#live")).to_contain_text("$10.00")  # Ann's buy-in reached Bob's phone by itself

    # Ann deals first and chooses the game.
    ann.wait_for("start_deal").locator("#variant").select_option("five_card_draw")
    shot(ann.page, "table")
    ann.submit("start_deal")
    for phone in (ann, bob, cy):
        if phone is not ann:
            phone.open("Deal")
        phone.enter("cards", HANDS[phone.name])
    expect(bob.page.locator("#live")).to_contain_text("Your turn")
    shot(bob.page, "deal")

    # Bob bets the most, Cy is all in for less, Ann calls: a side pot between Ann and Bob.
    bob.wait_for("bet").locator('input[name="money"]').fill("0.25")
    bob.submit("bet")
    expect(cy.wait_for("all_in")).to_contain_text("$0.15")
    cy.submit("all_in")
    expect(ann.wait_for("call")).to_contain_text("Call $0.25")
    ann.submit("call")

    # The draw: Bob throws one, Cy one, Ann keeps her aces and throws two.
    bob.choose("draw", ["3s"])
    bob.submit("draw")
    bob.enter("cards", ["Qs"])
    cy.choose("draw", ["2h"])
    cy.submit("draw")
    ann.choose("draw", ["Kd", "2s"])
    ann.submit("draw")
    ann.enter("cards", ["Ks", "Kh"])
    cy.enter("cards", ["Jc"])
    bob.submit("check")
    ann.submit("check")

    for phone in (bob, ann, cy):
        phone.submit("show")
    for phone in (ann, bob, cy):
        expect(phone.page.locator("#live")).to_contain_text("The referee rules")
        expect(phone.page.locator("#live")).to_contain_text("Full house, queens over sevens")
    text = ann.text()
    assert "Main pot of $0.60: Ann wins $0.60" in text and "Side pot 1 of $0.20: Ann wins $0.20" in text
    shot(ann.page, "showdown")

    # Everyone cashes out what they hold; the settle-up says who pays whom.
    for phone, chips in ((ann, "$10.50"), (bob, "$9.70"), (cy, "$0.00")):
        phone.open("Table")
        expect(phone.wait_for("cash_out")).to_contain_text(f"Cash out {chips}")  # the chips the referee holds
        phone.submit("cash_out")
    cy.open("Settle up")
    expect(cy.page.locator("#transfers")).to_contain_text("Bob pays Ann $0.30")
    expect(cy.page.locator("#transfers")).to_contain_text("Cy pays Ann $0.20")
    expect(cy.page.locator("#live")).to_contain_text("The log verifies")
    shot(cy.page, "settle")
    cy.open("History")
    cy.page.get_by_role("link", name="Deal 1: Five-card draw").click()
    expect(cy.page.locator("#live")).to_contain_text("step by step")
    shot(cy.page, "history")
