"""Daytime baseball from the phones' pages: the wild cards, a kill and a purchase, each hand in words,
and the purchase and the tax in the deal's history with the chips they moved."""

from __future__ import annotations

import html
import re


def text(page: str) -> str:
    """The page as words: tags dropped, spaces squeezed."""
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


def test_the_deal_form_offers_daytime_baseball_with_its_options(seats):
    ann = seats[1]
    assert '<option value="daytime_baseball">Daytime baseball</option>' in ann.page("")
    fields = ann.deal_fields("daytime_baseball")
    assert fields["optd-daytime_baseball-buy_price"] == "0.25" and fields["optd-daytime_baseball-tax_price"] == "0.25"
    assert fields["opt-daytime_baseball-wild_tax"] == "false" and fields["opt-daytime_baseball-rainout"] == "false"
    assert fields["opt-daytime_baseball-order"] == "house"


def test_a_deal_of_daytime_baseball_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="daytime_baseball")
    assert "Threes and nines are wild." in cy.page()

    ann.do("deal_up", up__2="4h", up__3="3c", up__1="Kd")  # dealt from Ann's left
    page = text(bob.page())
    assert "Bob: High card, four" in page and "Cy: High card, ace, the 3♣ wild" in page
    assert "a player may buy a card" in page and "Buy one more card for $0.25" in page
    assert "buy" not in cy.forms() and "buy" not in ann.forms()
    bob.do("buy")  # one tap; then Bob enters the card he was dealt, with his other two
    bob.do("cards", cards="Ah,Ad,As")
    assert "Ah" not in text(cy.page()) and "A♥" not in cy.page()

    def checks(*phones):
        for phone in phones:
            phone.do("check")

    checks(cy, ann, bob)  # Cy's wild ace showing bets first
    checks(cy, ann, bob)  # two more down each
    ann.do("deal_up", up__2="6s", up__3="9d", up__1="Kc")
    page = text(ann.page())
    assert "Bob: dead: 6♠: a black six dealt face up kills the hand" in page
    assert "Cy: Pair of aces, the 3♣ and 9♦ wild" in page and "Ann: Pair of kings" in page
    assert "check" not in bob.forms()
    checks(cy, ann)
    ann.do("deal_up", up__3="5h", up__1="2c")
    checks(cy, ann)
    cy.do("show", cards="Qc,Qd,7s,8s")
    ann.do("show", cards="Kh,Ks,4c,Jd")
    page = text(ann.page())
    assert "Four of a kind, kings" in page  # Ann's four kings beat Cy's four queens (two of them wild)
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 1035, 2: 970, 3: 995}
    assert table.get("/verify").json["ok"] is True

    history = text(cy.page("/history/1"))
    assert "Bob: buy $0.25 (4♥: a four dealt face up: one more card, face down)" in history
    assert "$0.25 from Bob's chips to the pot" in history
    assert "Ah" not in text(cy.page("/history/1")) and "A♥" not in history  # Bob's bought card: his alone


def test_the_wild_tax_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="daytime_baseball", **{"opt-daytime_baseball-wild_tax": "true"})
    assert "Threes and nines are wild once their owner pays the wild tax ($0.25 each)." in bob.page()
    ann.do("deal_up", up__2="9h", up__3="3c", up__1="Kd")
    assert "Pay $0.25: my 9♥ is wild" in bob.page() and "pay_tax" not in cy.forms()
    bob.do("pay_tax")
    assert "Don't pay: my 3♣ stays natural" in text(cy.page())
    cy.do("decline_tax")
    page = text(ann.page())
    assert "Bob: High card, ace, the 9♥ wild" in page
    assert "Cy: High card, three, the 3♣ natural: the wild tax declined" in page
    history = text(ann.page("/history/1"))
    assert "Bob: pay tax $0.25 (9♥: the wild tax)" in history and "$0.25 from Bob's chips to the pot" in history
    assert "Cy: decline tax (3♣: the wild tax)" in history


def test_a_deal_of_midnight_baseball_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="midnight_baseball")
    page = text(bob.page())
    assert "Your turn: turn up your next card (7 left)" in page and "Your cards" not in page
    assert "Dealer: enter the card Bob turns up (7 left)" in text(ann.page()) and "turn_up" not in cy.forms()
    ann.do("turn_up", card="Kd")  # the dealer enters it for Bob: one card, two taps and a button
    assert "Bob: High card, king — beating" in text(cy.page())

    def checks(*phones):
        for phone in phones:
            phone.do("check")

    checks(bob, cy, ann)
    cy.do("turn_up", card="Qh")
    assert "Cy: High card, queen — turning up cards until it beats the best hand showing (6 left)" in text(ann.page())
    cy.do("turn_up", card="3c")  # wild: a pair of queens beats the king
    assert "Cy: Pair of queens, the 3♣ wild — beating" in text(bob.page())
    checks(cy, ann, bob)
    ann.do("turn_up", card="4h")
    assert "Buy one more card for $0.25" in ann.page()
    ann.do("buy")
    ann.do("turn_up", card="6s")
    assert "Ann: dead: 6♠: a black six turned up kills the hand" in text(bob.page())
    bob.do("turn_up", card="Kc")  # a pair of kings beats the queens
    checks(bob, cy)
    for card in ("2d", "5s", "7h", "8c", "Tc"):  # Cy's last five: nothing beats the kings
        cy.do("turn_up", card=card)
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 970, 2: 1035, 3: 995}
    assert table.get("/verify").json["ok"] is True
    history = text(cy.page("/history/1"))
    assert "Ann: turn up K♦ for Bob" in history
    assert "The referee: beats. Cy's pair of queens beats every hand showing: a betting round." in history
    assert "Ann: buy $0.25 (4♥: a four turned up: one more card, among the unturned)" in history
    assert "The referee: out. Cy is out of cards without beating the best hand showing." in history


def test_a_deal_of_indian_midnight_baseball_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="indian_midnight_baseball")
    assert "turn_up" not in bob.forms()  # Bob's own cards are turned up and entered by the others
    cy.do("turn_up", card="Kd")  # Cy enters the card Bob turns up: two taps and a button
    assert "Bob: High card, king — beating" in text(ann.page())
    told = text(bob.page())
    assert "The table tells you: stop" in told and "K♦" not in told and "king" not in told.lower()
    for phone in (bob, cy, ann):
        phone.do("check")
    ann.do("turn_up", card="Qh")  # Cy's card, entered by Ann
    assert "The table tells you: go" in text(cy.page()) and "Q♥" not in cy.page()
    assert "Cy: High card, queen" in text(bob.page())
    bob.do("turn_up", card="6s")
    told = text(cy.page())
    assert "The table tells you: stop" in told and "6♠" not in told and "dead" not in told.lower()
    assert "Cy: dead: 6♠: a black six turned up kills the hand" in text(ann.page())
    bob.do("turn_up", card="Ah")  # Ann's first card beats Bob's king
    assert "The table tells you: stop" in text(ann.page()) and "Bob: High card, king" in text(ann.page())
    assert "Ann: High card, ace — beating" in text(bob.page())
    for phone in (ann, bob):
        phone.do("check")
    cy.do("turn_up", card="2c")  # Bob's
    assert "The table tells you: go" in text(bob.page())
    ann.do("turn_up", card="Kc")  # a pair of kings beats the ace
    assert "Bob: Pair of kings, deuce kicker — beating" in text(cy.page()) and "K♣" not in bob.page()
    for phone in (bob, ann):
        phone.do("check")
    for card in ("5d", "7c", "8h", "Td", "Jc", "Qd"):  # Ann's last six: nothing beats the kings
        assert "The table tells you: go" in text(ann.page())
        cy.do("turn_up", card=card)
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 995, 2: 1010, 3: 995}
    assert table.get("/verify").json["ok"] is True
    history = text(bob.page("/history/1"))  # once it is over, Bob sees his own cards and everyone's
    assert "Cy: turn up K♦ for Bob" in history and "Ann: turn up K♣ for Bob" in history
    assert "Ann is out of cards without beating the best hand showing." in history
