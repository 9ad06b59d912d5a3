"""Monte Carlo, Phone Home and Ferengi Chicken from the phones' pages, each to its showdown: openers and a
redeal, a pot carried to the next deal, cards bought and collect calls, each player's purchases on the page
and in the history with the rule that moved the chips."""

from __future__ import annotations

import html
import re


def text(page: str) -> str:
    """The page as words: tags dropped, spaces squeezed."""
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


def stacks(table) -> dict[int, int]:
    return {s["seat"]: s["stack"] for s in table.get().json["seats"]}


def everyone(kind, *phones, **fields):
    for phone in phones:
        phone.do(kind, **fields)


def test_the_deal_form_offers_the_three_games_with_their_options(seats):
    fields = seats[1].deal_fields("monte_carlo", "phone_home", "ferengi_chicken")
    assert fields["opt-monte_carlo-draw_limit"] == "house"
    assert fields["optd-phone_home-phone_price"] == "0.25" and fields["optd-phone_home-collect_price"] == "0.50"
    assert fields["opt-phone_home-collect_calls"] == "2" and fields["optd-ferengi_chicken-buy_price"] == "0.25"


def test_monte_carlo_from_the_forms_a_redeal_a_pot_that_stays_and_the_next_deal_wins_it(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="monte_carlo")
    page = text(bob.page())
    assert "each player in turn opens or passes" in page and "Open: I hold a pair of jacks or better" in page
    assert "open" not in cy.forms()
    everyone("pass", bob, cy, ann)
    assert "redeal (nobody opened with a pair of jacks or better" in text(ann.page("/history/1"))
    bob.do("cards", cards="Jh,Jd,4c,7s,9d")
    cy.do("cards", cards="2c,3d,5h,8s,Tc")
    assert "open" not in cy.forms() and "open" in bob.forms()  # Cy's entry holds no openers
    bob.do("open")
    assert "opened" in text(cy.page())
    everyone("check", bob, cy, ann)
    everyone("draw", bob, cy, ann)  # nobody changes a card
    everyone("check", bob, cy, ann)
    bob.do("show")  # the cards he entered
    cy.do("show")
    ann.do("show", cards="Kh,Kd,Qc,Qs,2h")
    assert "Nobody wins the pot: nobody holds three of a kind or better; it stays for the next deal." in \
        text(ann.page())
    assert stacks(table) == {1: 995, 2: 995, 3: 995}

    bob.do("start_deal", "", variant="monte_carlo")  # the next dealer; everyone antes again
    assert "Pot $0.30 ($0.15 carried from earlier deals)" in text(cy.page())
    cy.do("open")
    everyone("check", cy, ann, bob)
    everyone("draw", cy, ann, bob)
    everyone("check", cy, ann, bob)
    cy.do("show", cards="Qh,Qd,Qs,4c,9d")
    ann.do("muck")
    bob.do("muck")
    assert stacks(table) == {1: 990, 2: 990, 3: 1020}
    assert table.get("/verify").json["ok"] is True


def test_phone_home_from_the_forms_purchases_and_a_collect_call_at_the_showdown(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="phone_home")
    cy.do("collect_call")  # before it is his turn to bet
    assert "Collect call: one more card for $0.50 (1 left)" in text(cy.page())
    everyone("check", bob, cy, ann)
    page = text(bob.page())
    assert "each player in turn may buy a card" in page and "Buy one more card for $0.25" in page
    assert "buy" not in cy.forms()
    bob.do("buy")
    bob.do("cards", cards="Ah,Ad,Ac,4c,9d,2s")  # the card bought, entered by Bob alone
    everyone("decline", cy, ann)
    assert "Bob" in text(ann.page()) and "bought $0.25 (phone home)" in text(ann.page())
    assert "A♥" not in ann.page() and "Ah" not in text(ann.page())  # hidden fields hold random tokens
    for _ in range(2):
        everyone("check", bob, cy, ann)
        everyone("decline", bob, cy, ann)
    everyone("check", bob, cy, ann)
    assert "showdown" in text(ann.page())
    bob.do("show")
    cy.do("show", cards="Kh,Kd,Ks,2h,3h,5d")
    ann.do("collect_call")  # during the showdown, before showing: a sixth card
    ann.do("show", cards="Qh,Qd,Qs,Qc,7h,8h")
    assert "Four of a kind, queens" in text(ann.page())
    assert stacks(table) == {1: 1000 - 5 - 50 + 15 + 25 + 50 + 50, 2: 970, 3: 945}
    history = text(bob.page("/history/1"))
    assert "Bob: buy $0.25 (phone home)" in history and "Cy: collect call $0.50 (a collect call)" in history
    assert "$0.50 from Ann's chips to the pot" in history
    assert table.get("/verify").json["ok"] is True


def test_ferengi_chicken_from_the_forms_to_the_showdown(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="ferengi_chicken")
    bob.do("buy")
    everyone("decline", cy, ann)
    everyone("check", bob, cy, ann)
    assert "each player in turn may buy a card" in text(bob.page())  # Bob bought: the Ferengi phase again
    everyone("decline", bob, cy, ann)
    everyone("check", bob, cy, ann)
    bob.do("show", cards="7h,7d,2c")
    cy.do("show", cards="Ah,Kd")
    ann.do("show", cards="Qs,Qc")
    page = text(ann.page())
    assert "Pair of queens" in page and "bought $0.25 (the Ferengi phase)" in page
    assert stacks(table) == {1: 1035, 2: 970, 3: 995}
    assert table.get("/verify").json["ok"] is True


def test_cards_bought_and_collect_calls_stay_hidden_on_every_page_until_shown(make_table, phones):
    table = make_table()
    for seat in (1, 2, 3):
        table.act(seat, {"type": "buy_in", "seat": seat, "amount": 1000})
    table.act("host", {"type": "start_deal", "variant": "phone_home", "dealer": 3})
    hands = {1: ["As", "Ad", "Ac", "Kd", "2s"], 2: ["Qh", "Qd", "7c", "7d", "3s"], 3: ["9h", "8h", "5c", "4d", "2h"]}
    seen = phones(table)
    for seat, cards in hands.items():
        table.act(seat, {"type": "cards", "cards": cards})
    table.act(2, {"type": "collect_call"})
    table.act(2, {"type": "cards", "cards": hands[2] + ["Jc"]})  # the collect call's card, seen by Bob only
    hands[2].append("Jc")
    for seat in (1, 2, 3):
        table.act(seat, {"type": "check"})
    table.act(1, {"type": "buy"})
    table.act(1, {"type": "cards", "cards": hands[1] + ["Ks"]})
    hands[1].append("Ks")
    seen.assert_hidden(hands)
    table.act(2, {"type": "decline"})
    table.act(3, {"type": "decline"})
    for _ in range(3):
        for seat in (1, 2, 3):
            table.act(seat, {"type": "check"})
        if table.get().json["deal"]["view"]["phase"] == "buying":
            for seat in (1, 2, 3):
                table.act(seat, {"type": "decline"})
    table.act(1, {"type": "show"})
    seen.assert_hidden({2: hands[2], 3: hands[3]})
