"""Acey Deucey from the phones' pages: three players play a game with Palansky from the forms until the pot
is taken; every turn the deal page shows the posts, the pot and the largest bet allowed, and why."""

from __future__ import annotations

import html
import re


def text(page: str) -> str:
    """The page as words: tags dropped, spaces squeezed."""
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


def stacks(table) -> dict[int, int]:
    return {s["seat"]: s["stack"] for s in table.get().json["seats"]}


def test_the_deal_form_offers_acey_deucey_with_its_options(seats):
    fields = seats[1].deal_fields("acey_deucey")
    assert fields["optd-acey_deucey-ante"] == "0.05" and fields["optd-acey_deucey-min_bet"] == "0.05"
    assert fields["opt-acey_deucey-palansky"] == "false" and fields["opt-acey_deucey-escape"] == "false"
    assert fields["opt-acey_deucey-ace_low"] == "true" and fields["opt-acey_deucey-pass_unbeatable"] == "false"


def test_three_phones_play_acey_deucey_with_palansky_until_the_pot_is_taken(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="acey_deucey", **{"opt-acey_deucey-palansky": "true"})
    assert stacks(table) == {1: 995, 2: 995, 3: 995}
    page = text(bob.page())
    assert "Pot: $0.15" in page and "Your turn" not in page and "Ann turns up a post for you." in page
    assert "post" in ann.forms() and "post" not in bob.forms() and "bet" not in bob.forms()
    assert "Deal 1: Acey Deucey is being played: open it · the pot holds $0.15" in text(cy.page(""))
    assert "start_deal" not in ann.forms("")

    # Bob's posts are a pair: Palansky makes two spreads, one outside each seven.
    ann.do("post", cards="7h")
    ann.do("post", cards="7d")
    assert "Ann turns up a card outside the post." in text(cy.page())
    ann.do("outer", cards="3c")
    page = text(bob.page())
    assert "Spread 1: 7♥ 3♣" in page
    assert "The pot is $0.15; on the first go-round you may bet at most $0.10." in page
    refused = bob.send("bet", money="0.15")  # the whole pot, refused on the first go-round
    assert refused.status_code == 422 and "You may bet at most $0.10." in text(refused.get_data(as_text=True))
    bob.do("bet", money="0.10")
    ann.do("middle", cards="Qs")  # outside: Bob adds his bet
    assert "Bob adds $0.10 to the pot: the Q♠ falls outside the posts." in text(cy.page())
    ann.do("outer", cards="Kd")
    assert "The pot is $0.25; on the first go-round you may bet at most $0.20." in text(bob.page())
    bob.do("bet", money="0.05")
    ann.do("middle", cards="2c")

    # Cy's first post is an ace, called low before the second post.
    ann.do("post", cards="Ac")
    assert "post" not in ann.forms() and "Cy calls the ace high or low." in text(bob.page())
    cy.do("call_ace", call="low")
    ann.do("post", cards="9d")
    page = text(cy.page())
    assert "Posts: A♣ (low) 9♦" in page and "The pot is $0.30; on the first go-round you may bet at most $0.25." in page
    cy.do("bet", money="0.25")
    ann.do("middle", cards="5s")  # between an ace low and a nine: Cy takes $0.25
    assert stacks(table) == {1: 995, 2: 980, 3: 1020}

    # Ann can't bet short of a $0.05 pot on the first go-round: the referee passes her over.
    page = text(bob.page())
    assert "Ann cannot bet: on the first go-round a bet must be short of the pot, $0.05. The turn passes." in page
    assert "Pot: $0.05" in page and "turn 4, go-round 2" in page

    # The second go-round: Bob bets the whole pot and wins it.
    ann.do("post", cards="4c")
    ann.do("post", cards="Js")
    assert "The pot is $0.05; you may bet up to the whole pot, $0.05." in text(bob.page())
    bob.do("bet", money="0.05")
    ann.do("middle", cards="9h")
    assert stacks(table) == {1: 995, 2: 985, 3: 1020}
    assert table.get("/verify").json["ok"] is True

    page = text(cy.page())
    assert "The game is over" in page and "Bob bet the whole pot, $0.05, and won it" in page
    table_page = cy.page("")
    assert "start_deal" in bob.forms("") and "is being played" not in table_page  # Bob deals the next game
    history = text(cy.page("/history/1"))
    assert "Ann: post 7♥ for Bob" in history and "Cy: call ace" in history and "Bob: bet $0.10" in history


def test_escape_chance_and_a_pass_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="acey_deucey", **{"opt-acey_deucey-escape": "true",
                                                       "opt-acey_deucey-pass_unbeatable": "true"})
    ann.do("post", cards="6h")
    ann.do("post", cards="7d")
    page = text(bob.page())
    assert "These posts cannot be beaten: you must bet the smallest bet, $0.05, or pass." in page
    assert "Escape chance: pay $0.25 to replace a post. First Second" in page
    bob.do("escape", replace="second")
    assert "Ann turns up a post." in text(cy.page()) and "Escape chance paid 1 time this turn." in text(cy.page())
    ann.do("post", cards="7s")
    bob.do("escape", replace="first")
    ann.do("post", cards="Ac")
    bob.do("call_ace", call="high")
    page = text(bob.page())
    assert "Posts: A♣ (high) 7♠" in page and "Escape chance paid 2 times this turn." in page
    assert "The pot is $0.65; on the first go-round you may bet at most $0.60." in page
    bob.do("bet", money="0.10")
    ann.do("middle", cards="2h")
    assert stacks(table) == {1: 995, 2: 935, 3: 995}
    ann.do("post", cards="9c")
    ann.do("post", cards="9d")
    cy.do("pass")
    assert "Your turn: turn up a post." in text(ann.page()) and "Ann's turn. Ann turns up a post." in text(bob.page())
    history = text(cy.page("/history/1"))
    assert "Bob: escape $0.25 (escape chance: the second post replaced)" in history
    assert "$0.25 from Bob's chips to the pot" in history and "Cy: pass" in history
    assert table.get("/verify").json["ok"] is True
