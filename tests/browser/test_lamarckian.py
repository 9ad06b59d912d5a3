"""Three phones play a whole game of Lamarckian Poker from the pages alone, then settle up."""

from __future__ import annotations


import random
import re

from playwright.sync_api import expect

from tests.browser.test_five_card_draw import buy_in, open_table

RANKS = "23456789TJQKA"
DECK = [rank + suit for suit in "cdhs" for rank in RANKS]


def sync(phone, version: str):
    """Wait until the phone shows the table at least as far as `version`."""
    phone.page.wait_for_function("v => Number(document.querySelector('#live')?.dataset.version) >= v",
                                 arg=int(version))


def version(phone) -> str:
    return phone.page.locator("#live").get_attribute("data-version")


def test_a_game_of_lamarckian_poker_from_the_phones(server, phones, shot):
    at = open_table(server, phones, shot)
    ann, bob, cy = at["Ann"], at["Bob"], at["Cy"]
    for phone in (ann, bob, cy):
        buy_in(phone, "1")
    deck = DECK[:]
    random.Random(7).shuffle(deck)

    ann.wait_for("start_deal").locator("#variant").select_option("lamarckian")
    ann.form("start_deal").locator('fieldset[data-for="lamarckian"] > details > summary').click()
    ann.form("start_deal").locator('input[name="optd-lamarckian-ante"]').fill("0.10")
    ann.submit("start_deal")
    for phone in (ann, bob, cy):
        if phone is not ann:
            phone.open("Deal")
        phone.enter("enter_hand", [deck.pop() for _ in range(4)])

    turns = 0
    while True:
        now = max(version(phone) for phone in (ann, bob, cy))
        for phone in (ann, bob, cy):
            sync(phone, now)
        if "The game is over" in ann.text():
            break
        ann.pick("enter_pool", [deck.pop() for _ in range(4)])
        ann.submit("enter_pool")
        turns += 1
        if turns == 2:
            shot(ann.page, "lamarckian-pool")
        latest = version(ann)
        for phone in (ann, bob, cy):
            sync(phone, latest)
            marks = phone.form("mark")
            if marks.count():
                if phone is bob and turns == 1:
                    expect(bob.page.locator("#live")).to_contain_text("Marks are in from: Ann")
                    assert "Ann's mark" not in bob.text()
                before = version(phone)
                mark = marks.locator('button[name="card"]').first
                mark.click()  # a mark asks first
                expect(marks.locator(".confirm")).to_contain_text("as your mark? Tap again to confirm.")
                mark.click()
                sync(phone, str(int(before) + 1))
                latest = version(phone)

    text = ann.text()
    assert turns >= 1
    result = re.search(r"The game is over\n+(.+)", text).group(1)
    shot(ann.page, "lamarckian-over")
    winners = [name for name in ("Ann", "Bob", "Cy") if re.search(rf"\b{name}\b.*\b(wins|tie)\b", result)]
    assert winners, result

    for phone in (ann, bob, cy):
        phone.open("Table")
        chips = phone.page.locator("tr.acting td.num").first.inner_text()
        expect(phone.wait_for("cash_out")).to_contain_text(f"Cash out {chips}")  # the chips the referee holds
        phone.submit("cash_out")
    bob.open("Settle up")
    expect(bob.page.locator("#live")).to_contain_text("The log verifies")
    transfers = bob.page.locator("#transfers").inner_text() if bob.page.locator("#transfers").count() else ""
    if len(winners) == 1:
        for loser in {"Ann", "Bob", "Cy"} - set(winners):
            assert f"{loser} pays {winners[0]} $0.10" in transfers
    shot(bob.page, "lamarckian-settle")
