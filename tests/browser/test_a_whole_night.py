"""A whole night from a host's laptop and four phones at 390 × 844: a deal started by mistake and taken back,
hold'em with a side pot, Midnight baseball, three deals of Guts, Acey Deucey, Salt and Pepper, the cash-outs,
the settle-up and its CSV summing to zero, the night closed.

The taps of a Guts turn and of an Acey Deucey turn are counted as the clicks the test makes. Cards a player
enters privately where nothing new is tried (the hole cards of hold'em, whose taps another test counts, and
Salt and Pepper's six) go in through the API with that seat's own token, to keep the night short.
"""

from __future__ import annotations

import csv
import io
from decimal import Decimal

from playwright.sync_api import expect

from tests.support.over_http import call
from tests.support.phone import Phone, seat_links

PLAYERS = ("Ann", "Bob", "Cy", "Dee")
LAPTOP = {"viewport": {"width": 1280, "height": 800}, "device_scale_factor": 1, "is_mobile": False,
          "has_touch": False}


class Night:
    """The host's laptop, the four phones, and each seat's token (from its link) for private entries."""

    def __init__(self, server, phones):
        self.host = Phone(phones(**LAPTOP), "the host")
        self.host.goto(server)
        self.host.page.fill("#name", "Friday")
        self.host.page.fill("#players", "\n".join(PLAYERS))
        self.host.page.get_by_role("button", name="Open the table").click()
        links = seat_links(self.host.page)
        self.table_url = links["Ann"].split("/as/")[0]
        self.api = self.table_url.replace("/t/", "/api/tables/") + "/events"
        self.tokens = {name: link.split("/as/")[1] for name, link in links.items()}
        self.host.page.get_by_role("link", name="Go to the table").first.click()
        self.at = {}
        for name in PLAYERS:
            phone = Phone(phones(), name)
            phone.goto(links[name])
            expect(phone.page.locator("footer")).to_contain_text(f"You are {name}")
            self.at[name] = phone

    def privately(self, name: str, command: dict) -> None:
        call(self.api, command, self.tokens[name])

    def do(self, phone: Phone, form_id: str, label: str | None = None) -> None:
        self.follow(phone)
        phone.submit(form_id, label)

    @staticmethod
    def follow(*phones: Phone) -> None:
        """These pages ask for the table now, as a push would have them do, rather than at their next poll
        (that pages follow the table by themselves is tried elsewhere; here it would only cost time)."""
        for phone in phones:
            phone.page.evaluate("() => typeof refresh === \"function\" && refresh(true)")  # a page just opened is new

    def on_deal_page(self):
        for phone in self.at.values():
            if "/deal" not in phone.page.url:
                phone.open("Deal")

    def caught_up(self):
        """Every phone shows the table as the last action left it."""
        self.follow(*self.at.values())


class Taps:
    """Clicks counted, one a tap."""

    def __init__(self):
        self.count = 0

    def tap(self, locator) -> None:
        locator.click()
        self.count += 1


def deal(night: Night, phone: Phone, variant: str) -> None:
    """The dealer picks the game on the table page and deals it with the stakes the form offers."""
    phone.open("Table")
    phone.wait_for("start_deal").locator("#variant").select_option(variant)
    night.do(phone, "start_deal")


def showdown(night: Night, *names: str) -> None:
    """Each of these players shows the cards they entered, in the order the referee asks."""
    pending = [night.at[name] for name in names]
    while pending:
        night.caught_up()
        ready = next((phone for phone in pending if phone.form("show").count()), None)
        assert ready is not None, f"nobody of {[p.name for p in pending]} is asked to show"
        night.do(ready, "show")
        pending.remove(ready)


def enter_card(taps: Taps, form, code: str) -> None:
    taps.tap(form.locator(f'.picker [data-rank="{code[:-1]}"]'))
    taps.tap(form.locator(f'.picker [data-suit="{code[-1]}"]'))


def test_a_whole_night_from_a_laptop_and_four_phones(server, phones, shot):
    night = Night(server, phones)
    at, host = night.at, night.host
    ann, bob, cy, dee = (at[name] for name in PLAYERS)
    for seat, dollars in (("1", "10"), ("2", "10"), ("3", "10"), ("4", "0.10")):  # Dee sits down short
        form = host.wait_for("buy_in")
        form.locator('select[name="seat"]').select_option(seat)
        form.locator('input[name="money"]').fill(dollars)
        night.do(host, "buy_in")

    # Ann deals five-card draw by mistake and takes it back before anyone enters a card: the ante goes back.
    deal(night, ann, "five_card_draw")
    night.do(ann, "take_back_deal")
    night.follow(dee)
    expect(dee.page.locator("#live")).to_contain_text("$0.10")
    expect(ann.page.locator("#your-deal")).to_be_visible()  # still Ann's deal

    # Hold'em: Dee is all in calling the big blind; Bob bets the flop, Cy folds, Ann calls: a side pot.
    deal(night, ann, "holdem")
    night.on_deal_page()
    hands = {"Ann": ["Ks", "Kh"], "Bob": ["Qs", "Qh"], "Cy": ["7c", "2d"], "Dee": ["As", "Ah"]}
    for name, cards in hands.items():
        night.privately(name, {"type": "cards", "cards": cards})
    night.do(dee, "call")
    night.do(ann, "call")
    night.do(bob, "call")
    night.do(cy, "check")
    for cards in (["3c", "8d", "9s"], ["Jc"], ["4h"]):
        night.follow(ann)
        expect(ann.wait_for("community")).to_contain_text("enter the community card" if len(cards) == 1
                                                          else "enter the 3 community cards")
        ann.pick("community", cards)
        night.do(ann, "community")
        if len(cards) == 3:
            night.do(bob, "bet")
            night.do(cy, "fold")
            night.do(ann, "call")
        else:
            night.do(bob, "check")
            night.do(ann, "check")
    showdown(night, "Bob", "Ann", "Dee")
    night.follow(cy)
    expect(cy.page.locator("#live")).to_contain_text("Main pot of $0.40: Dee wins $0.40")
    expect(cy.page.locator("#live")).to_contain_text("Side pot 1 of $0.10: Ann wins $0.10")
    shot(cy.page, "night-holdem-side-pot")

    # Midnight baseball, Bob deals: Cy turns up a king and bets; everyone else folds.
    deal(night, bob, "midnight_baseball")
    night.on_deal_page()
    bob.pick("turn_up", ["Kd"])
    night.do(bob, "turn_up")
    night.follow(bob)
    expect(bob.page.locator("#your-turn")).to_have_count(0)  # the dealer is not alerted while Cy decides
    night.do(cy, "bet")
    for phone in (dee, ann, bob):
        night.do(phone, "fold")
    expect(cy.page.locator("#live")).to_contain_text("Cy")
    night.caught_up()

    # Guts, Cy deals: everyone passes (the next dealer is offered the next round at once); then Ann gutses and
    # Bob challenges and loses; then Bob gutses unchallenged and takes the pot. A Guts turn is counted on Ann.
    deal(night, cy, "guts")
    night.on_deal_page()
    for phone in (dee, ann, bob, cy):
        night.do(phone, "pass")
    night.do(dee, "deal_next", "Deal the next round of Guts")
    night.on_deal_page()
    guts_turn = Taps()
    night.follow(ann)
    for card in ("As", "Ad", "2c"):
        enter_card(guts_turn, ann.form("cards"), card)
    ann.page.wait_for_function("() => !document.querySelector('form[data-form=\"cards\"] .picker')"
                               " || document.querySelector('#live')?.innerText.includes('A♦')")
    guts_turn.tap(ann.wait_for("guts").get_by_role("button"))
    night.privately("Bob", {"type": "cards", "cards": ["Ks", "Kd", "3c"]})
    night.do(bob, "challenge")
    night.do(cy, "pass")
    night.do(dee, "pass")
    night.caught_up()
    guts_turn.tap(ann.wait_for("show").locator('button[type="submit"]'))
    night.do(bob, "show")
    night.follow(dee)
    expect(dee.page.locator("#live")).to_contain_text("Ann beats every challenger")
    night.do(ann, "deal_next", "Deal the next round of Guts")
    night.on_deal_page()
    night.do(bob, "guts")
    for phone in (cy, dee, ann):
        night.do(phone, "pass")
    night.caught_up()
    expect(bob.page.locator("#live")).to_contain_text("Bob")
    shot(dee.page, "night-guts-over")

    # Acey Deucey, Bob deals: Cy bets the pot on a two and a king and wins it: the game is over.
    deal(night, bob, "acey_deucey")
    night.on_deal_page()
    dealer, player = Taps(), Taps()
    for post in ("2c", "Kd"):
        form = bob.wait_for("post")
        enter_card(dealer, form, post)
        dealer.tap(form.locator('button[type="submit"]'))
    night.follow(cy)
    bet = cy.wait_for("bet")
    player.tap(bet.get_by_role("button", name="Pot $0.20"))
    player.tap(bet.locator("button[data-says]"))
    night.follow(bob, cy)
    form = bob.wait_for("middle")
    expect(cy.page.locator("#live")).to_contain_text("Bob turns up the middle card for you.")
    expect(cy.page.locator("#your-turn")).to_have_count(0)
    enter_card(dealer, form, "7h")
    dealer.tap(form.locator('button[type="submit"]'))
    night.follow(cy)
    expect(cy.page.locator("#live")).to_contain_text("The game is over")
    shot(cy.page, "night-acey-deucey")

    # Salt and Pepper, Cy deals: a card passed left, each receiver confirming it with one tap; Dee bets and
    # everyone folds.
    deal(night, cy, "salt_and_pepper")
    night.on_deal_page()
    sixes = {"Dee": "Ah Ad Ac 2c 3d 4h", "Ann": "Ks Kd Kc 5c 6d 7h", "Bob": "Qs Qd Qc 8c 9d Jh",
             "Cy": "Js Jd Jc Tc 9s 2h"}
    for name, cards in sixes.items():
        night.privately(name, {"type": "cards", "cards": cards.split()})
    night.caught_up()
    for name, card in (("Dee", "2c"), ("Ann", "5c"), ("Bob", "8c"), ("Cy", "2h")):
        at[name].choose("pass_card", [card])
        night.do(at[name], "pass_card")
    for phone in (dee, ann, bob, cy):
        night.do(phone, "receive")
    night.do(dee, "bet")
    for phone in (ann, bob, cy):
        night.do(phone, "fold")
    night.caught_up()

    # The history: the deal taken back is said under its number, dealt again; each deal's pot and winners.
    dee.open("History")
    deals = dee.page.locator("#live li")
    expect(deals).to_have_count(8)
    expect(deals.nth(0)).to_have_text("Deal 1: Five-card draw, started by mistake: taken back by Ann before a card "
                                      "or chip moved.")
    expect(deals.nth(1)).to_contain_text("Deal 1: Texas hold'em")
    expect(deals.nth(4)).to_contain_text("Pot $0.20, won by Ann; $0.20 stays in the pot for the next deal.")
    expect(deals.nth(5)).to_contain_text("Pot $0.20, won by Bob.")

    # Everyone cashes out; the settle-up says who pays whom, its CSV sums to zero, the host closes the night.
    for phone in at.values():
        phone.open("Table")
        night.do(phone, "cash_out")
    host.open("Settle up")
    expect(host.page.locator("#live")).to_contain_text("The log verifies")
    expect(host.page.locator("#transfers")).to_be_visible()
    ledger = host.page.request.get(server + host.page.locator("#ledger-csv").get_attribute("href"))
    rows = list(csv.DictReader(io.StringIO(ledger.text())))
    assert rows and sum(Decimal(row["amount ($)"].replace("$", "")) for row in rows) == 0
    host.open("Table")
    night.do(host, "close", "Close the night")
    host.open("Table")
    expect(host.page.locator("#live")).to_contain_text("The night is closed")

    assert guts_turn.count == 8, guts_turn.count  # three cards (6), "guts" (1), show (1)
    assert (player.count, dealer.count) == (2, 9), (player.count, dealer.count)
