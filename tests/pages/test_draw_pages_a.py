"""Double draw, Crazy Limbo, Secret Squirrel and Stampede from the phones' pages, each to its showdown: the
wild cards in force and each player's taxes on the deal page, the forms of their own phases."""

from __future__ import annotations

import html
import re


def text(page: str) -> str:
    """The page as words: tags dropped, spaces squeezed."""
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


def stacks(table) -> dict[int, int]:
    return {s["seat"]: s["stack"] for s in table.get().json["seats"]}


def checks(*phones):
    for phone in phones:
        phone.do("check")


def enter(hands):
    for phone, cards in hands:
        phone.do("cards", cards=cards)


def test_the_deal_form_offers_the_four_games_with_their_amounts(seats):
    ann = seats[1]
    page = ann.page("")
    for key, title in [("double_draw", "Five-card double draw, draw tax, primes wild"),
                       ("crazy_limbo", "Crazy Limbo"), ("secret_squirrel", "Secret Squirrel"),
                       ("stampede", "Stampede")]:
        assert f'<option value="{key}">{title}</option>' in page
    fields = ann.deal_fields("double_draw", "crazy_limbo", "secret_squirrel", "stampede")
    assert fields["optd-double_draw-draw_tax"] == "0.05"
    assert fields["opt-secret_squirrel-shared_wild"] == "false" and fields["opt-stampede-shared_wild"] == "false"
    for key in ("double_draw", "crazy_limbo", "secret_squirrel", "stampede"):
        assert fields[f"opt-{key}-draw_limit"] == "house"


def test_a_deal_of_double_draw_with_the_draw_tax_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="double_draw", **{"optd-double_draw-draw_tax": "0.10"})
    assert "Deuces, threes, fives and sevens are wild." in bob.page()
    enter(((bob, "Kh,Kd,9c,8d,4s"), (cy, "Qh,Qd,Jc,Td,4c"), (ann, "Ah,Ad,Kc,Qs,9h")))
    checks(bob, cy, ann)
    assert "Draw tax: $0.10 for each card past the first." in text(bob.page())
    bob.do("draw", count="3", keep="Kh,Kd")  # two cards past the first: $0.20
    bob.do("cards", cards="Kh,Kd,Ks,Qc,Jh")
    cy.do("draw", count="1", keep="Qh,Qd,Jc,Td")  # the first card is free
    cy.do("cards", cards="Qh,Qd,Jc,Td,8s")
    ann.do("draw", count="0", keep="Ah,Ad,Kc,Qs,9h")
    assert "Bob · chips $9.75 · drew 3 · taxes $0.20" in text(cy.page())
    checks(bob, cy, ann)
    bob.do("draw", count="2", keep="Kh,Kd,Ks")  # $0.10 more
    bob.do("cards", cards="Kh,Kd,Ks,3c,6d")  # the 3♣ is wild
    cy.do("draw", count="0", keep="Qh,Qd,Jc,Td,8s")
    ann.do("draw", count="0", keep="Ah,Ad,Kc,Qs,9h")
    assert "taxes $0.30" in text(ann.page())
    checks(bob, cy, ann)
    for phone in (bob, cy, ann):
        phone.do("show")
    assert "Four of a kind, kings" in text(ann.page())
    assert stacks(table) == {1: 995, 2: 1000 - 5 - 30 + 45, 3: 995}  # the pot: three antes and Bob's taxes
    assert table.get("/verify").json["ok"] is True
    history = text(cy.page("/history/1"))
    assert "Bob: draw 3 (the draw tax on each card past the first)" in history
    assert "$0.20 from Bob's chips to the pot" in history and "$0.10 from Bob's chips to the pot" in history


def test_a_deal_of_crazy_limbo_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="crazy_limbo")
    enter(((bob, "Kh,Kd,9c,4d,4s"), (cy, "Qh,Qd,Jc,Td,6c"), (ann, "Ah,Ad,Ac,Qs,8h")))
    checks(bob, cy, ann)
    for phone, kept in ((bob, "Kh,Kd,9c,4d,4s"), (cy, "Qh,Qd,Jc,Td,6c"), (ann, "Ah,Ad,Ac,Qs,8h")):
        phone.do("draw", count="0", keep=kept)
    checks(bob, cy, ann)
    assert "everyone still in shows their lowest card" in text(ann.page())
    assert set(bob.forms()["show_lowest"]["buttons"]) == {("card", "4d"), ("card", "4s")}  # his choice
    refused = bob.send("show_lowest", card="9c")
    assert refused.status_code == 422
    assert "9♣ is not your lowest card: aces count high, and your lowest is 4♦ (or 4♠)." in text(
        refused.get_data(as_text=True))
    assert "4♦" not in text(cy.page())  # the refusal told Bob alone
    bob.do("show_lowest", card="4s")
    cy.do("show_lowest", card="6c")
    ann.do("show_lowest", card="8h")
    page = text(cy.page())
    assert "Fours, sixes and eights are wild." in page
    checks(bob, cy, ann)
    for phone in (bob, cy, ann):
        phone.do("show")
    page = text(ann.page())
    assert "Four of a kind, aces" in page and "Four of a kind, kings" in page  # each with a wild card
    assert stacks(table) == {1: 1010, 2: 995, 3: 995}
    assert table.get("/verify").json["ok"] is True


def test_a_deal_of_secret_squirrel_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="secret_squirrel")
    assert "In the middle, face down: ? ?" in text(bob.page())
    enter(((bob, "Kh,Kd,9c,4d,4s"), (cy, "Qh,Qd,Jc,Td,6c"), (ann, "Ah,Ad,Ac,Qs,8h")))
    checks(bob, cy, ann)
    for phone, kept in ((bob, "Kh,Kd,9c,4d,4s"), (cy, "Qh,Qd,Jc,Td,6c"), (ann, "Ah,Ad,Ac,Qs,8h")):
        phone.do("draw", count="0", keep=kept)
    checks(bob, cy, ann)
    assert "community" not in bob.forms()
    ann.do("community", cards="9h,Ts")  # the dealer turns up the two middle cards
    page = text(bob.page())
    assert "Board: 9♥ 10♠" in page and "Nines and tens are wild." in page
    assert "face down" not in page
    checks(bob, cy, ann)
    for phone in (bob, cy, ann):
        phone.do("show")
    page = text(ann.page())
    assert "Full house, kings over fours" in page  # Bob's wild nine; the middle cards play in no hand
    assert stacks(table) == {1: 995, 2: 1010, 3: 995}
    assert table.get("/verify").json["ok"] is True


def test_a_deal_of_stampede_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="stampede")
    enter(((bob, "Kh,Kd,9c,4d,4s"), (cy, "Qh,Qd,Jc,Td,6c"), (ann, "Ah,Ad,Ac,Qs,8h")))
    for turned, words in (("Ah", "Aces are wild."), ("4c", "Fours and aces are wild."),
                          ("Kd", "Fours, kings and aces are wild.")):
        for phone, kept in ((bob, "Kh,Kd,9c,4d,4s"), (cy, "Qh,Qd,Jc,Td,6c"), (ann, "Ah,Ad,Ac,Qs,8h")):
            phone.do("draw", count="0", keep=kept)
        assert "turn_aside" not in bob.forms()
        ann.do("turn_aside", cards=turned)  # the A♥ and K♦ of the second deck repeat cards held: no clash
        page = text(cy.page())
        assert words in page and "Turned up from the second deck:" in page
        checks(bob, cy, ann)
    for phone in (bob, cy, ann):
        phone.do("show")
    page = text(ann.page())
    assert "Five of a kind, nines" in page  # Bob's kings and fours are wild
    assert stacks(table) == {1: 995, 2: 1010, 3: 995}
    assert "Ann: turn aside A♥" in text(bob.page("/history/1"))
    assert table.get("/verify").json["ok"] is True
