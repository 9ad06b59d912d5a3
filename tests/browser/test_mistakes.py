"""A night nobody spoils by mistake: each slip a player makes at a real table, tried on phones."""

from __future__ import annotations

from playwright.sync_api import expect

from tests.browser.test_five_card_draw import buy_in, open_table
from tests.support.phone import Phone, seat_links


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
    ann.enter("cards", ["As", "Kd"])
    bob.page.wait_for_function("v => (document.querySelector('#live')?.dataset.version ?? v) !== v", arg=version)
    bob.wait_for("cards").locator('.picker [data-suit="s"]').click()  # the live update kept the rank
    expect(bob.form("cards").locator('input[name="cards"]')).to_have_value("Qs")

    assert cy.refused("cards") == "Pick your 2 face-down cards."
    bob.enter("cards", ["Qh"])
    expect(bob.page.locator("#live")).to_contain_text("Q♠")


def enter_hands(at, hands):
    for name, cards in hands.items():
        at[name].enter("cards", cards)
    caught_up(at.values())


def caught_up(phones):
    """Every phone shows the table as the last one to act left it (no live update is on its way)."""
    phones = list(phones)
    version = max(int(phone.page.locator("#live").get_attribute("data-version")) for phone in phones)
    for phone in phones:
        phone.page.wait_for_function("v => Number(document.querySelector('#live')?.dataset.version) >= v",
                                     arg=version)


DRAW = {"Ann": ["As", "Ad", "Ac", "Kd", "2s"], "Bob": ["Qh", "Qd", "7c", "7d", "3s"], "Cy": ["9h", "8h", "5c", "4d", "2h"]}


def test_a_fold_tapped_by_mistake_asks_first_and_is_taken_back(server, phones, shot):
    at = seated(server, phones, shot)
    bob, cy = at["Bob"], at["Cy"]
    deal(at, "five_card_draw")
    enter_hands(at, DRAW)
    fold = bob.wait_for("fold").get_by_role("button", name="Fold")
    fold.click()  # Fold sits above a free check: the first tap only asks
    expect(bob.form("fold")).to_contain_text("Fold? You can check for free. Tap again to confirm.")
    shot(bob.page, "fold-asks")
    bob.submit("fold")
    expect(cy.page.locator("#live")).to_contain_text("Your turn.")
    bob.submit("take_back", "Take back your fold")
    expect(bob.wait_for("check")).to_be_visible()
    expect(cy.page.locator("#live")).to_contain_text("Bob to act.")  # it is Bob's turn again
    bob.submit("check")
    expect(bob.page.locator('form[data-form="take_back"]')).to_contain_text("Take back your check")
    cy.submit("check")
    expect(bob.page.locator('form[data-form="take_back"]')).to_have_count(0)  # Cy acted: Bob's chance is gone


def test_a_deal_starts_without_a_seat_that_has_no_chips(server, phones, shot):
    at = open_table(server, phones, shot, ("Ann", "Bob", "Cy", "Dee"))
    for name in ("Ann", "Bob", "Cy"):
        buy_in(at[name], "10")  # Dee came late and has not bought in
    ann = at["Ann"]
    caught_up(at.values())
    form = ann.wait_for("start_deal")
    expect(form.locator('input[name="seats"][value="4"]')).not_to_be_checked()
    expect(form.locator('input[name="seats"][value="2"]')).to_be_checked()
    form.locator('input[name="seats"][value="2"]').uncheck()  # Bob sits this one out
    form.locator("#variant").select_option("holdem")
    shot(ann.page, "deal-form")
    ann.submit("start_deal")
    expect(ann.page.locator("#live")).to_contain_text("Deal 1: Texas hold'em")
    at["Dee"].open("Deal")
    expect(at["Dee"].page.locator("#live")).not_to_contain_text("Your face-down cards")
    at["Bob"].open("Deal")
    expect(at["Bob"].page.locator("#live")).not_to_contain_text("Your face-down cards")
    expect(at["Cy"].page.locator("#live")).to_contain_text("Deal 1")


def test_the_host_acts_for_a_seat_whose_phone_died(server, phones, shot):
    host = phones()  # the host's laptop opens the table and keeps the host's link
    host.goto(server)
    host.fill("#name", "Friday")
    host.fill("#players", "Ann\nBob\nCy")
    host.get_by_role("button", name="Open the table").click()
    links = seat_links(host)
    at = {}
    for name in ("Ann", "Bob", "Cy"):
        page = phones()
        page.goto(links[name])
        at[name] = Phone(page, name)
        buy_in(at[name], "10")
    deal(at, "five_card_draw")
    enter_hands(at, DRAW)
    laptop = Phone(host, "host")
    host.goto(host.locator("#link-host").inner_text())
    laptop.open("Deal")
    host.get_by_text("Act for a player whose phone died").click()  # Bob's phone is dead: the host checks for him
    expect(laptop.form("check-for-2")).to_contain_text("Check for Bob")
    shot(host, "host-acts")
    laptop.submit("check-for-2", "Check for Bob")
    expect(at["Cy"].page.locator("#live")).to_contain_text("Your turn.")
    assert "Q♥" not in laptop.text() and "Q♦" not in laptop.text()  # Bob's cards stay hidden from the host
    at["Cy"].open("History")
    at["Cy"].page.get_by_role("link", name="Deal 1: Five-card draw").click()
    expect(at["Cy"].page.locator("#live")).to_contain_text("The host for Bob: check")


def test_a_late_correction_is_told_to_every_phone_and_the_shown_cards_appear(server, phones, shot):
    at = seated(server, phones, shot)
    ann, bob, cy = at["Ann"], at["Bob"], at["Cy"]
    deal(at, "five_card_draw")
    enter_hands(at, DRAW)
    bob.submit("check")  # betting follows Bob's entry: a change now is told to the table
    bob.page.get_by_text("Change the cards you entered").click()
    expect(bob.page.locator("#live")).to_contain_text("Betting has followed your entry")
    bob.form("cards").locator(".slots button", has_text="3♠").click()
    bob.pick("cards", ["Qs"])  # a change of cards entered is sent by its button
    bob.submit("cards")
    for phone in (ann, cy):
        expect(phone.page.locator("#live")).to_contain_text("Bob corrected one face-down card after the betting on them.")
        assert "Q♠" not in phone.text()  # which card, nobody but Bob sees
    shot(cy.page, "correction-told")
    for phone in (cy, ann):
        phone.submit("check")
    for phone in (bob, cy, ann):  # nobody changes a card
        phone.submit("draw")
    for phone in (bob, cy, ann):
        phone.submit("check")
    for phone in (bob, cy, ann):
        phone.submit("show")
    bob_seat = cy.page.locator(".seat", has_text="Bob").first
    for code in ("Q♥", "Q♦", "Q♠", "7♣", "7♦"):
        expect(bob_seat).to_contain_text(code)  # the cards Bob showed, for the table to compare with his real ones
