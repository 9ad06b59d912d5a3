"""The deal page while a hold'em hand is live and as it ends: amounts in dollars, pots, marks and the last action.

Ann deals: Bob posts the small blind ($0.05), Cy the big blind ($0.10), Ann acts first.
"""

from __future__ import annotations

import html
import re

import pytest

from tests.support.forms import FormPhone


def text(page: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


@pytest.fixture
def holdem(make_table, client):
    """A no-limit hold'em deal dealt by Ann; Cy has only $0.20."""

    def deal(cy_has: int = 1000):
        table = make_table()
        for seat, chips in ((1, 1000), (2, 1000), (3, cy_has)):
            table.act("host", {"type": "buy_in", "seat": seat, "amount": chips})
        table.act("host", {"type": "start_deal", "variant": "holdem", "dealer": 1, "options": {"betting": "no"}})
        phones = {seat: FormPhone(client.application.test_client(), table.id, token)
                  for seat, token in table.tokens.items()}
        return table, phones

    return deal


def last_bet(table) -> dict:
    return next(e for e in reversed(table.get("/events").json["events"]) if e["type"] in ("bet", "raise"))


@pytest.mark.parametrize("typed", ["1", "1.5", "$1.50", "1.50", " $1.5 "])
def test_a_raise_is_typed_in_dollars(holdem, typed):
    table, phones = holdem()
    assert 'name="money"' in phones[1].page() and "in cents" not in phones[1].page()
    phones[1].do("raise", money=typed)
    assert last_bet(table)["payload"]["amount"] == (100 if typed == "1" else 150)  # the API keeps its cents
    assert ("Ann raised to $1.00" if typed == "1" else "Ann raised to $1.50") in text(phones[2].page())


def test_a_raise_in_cents_is_refused_in_dollars(holdem):
    table, phones = holdem()
    refused = phones[1].send("raise", money="150")  # $150: more than Ann has
    assert refused.status_code == 422
    assert "$150.00" in text(refused.get_data(as_text=True)) and "¢" not in refused.get_data(as_text=True)


def test_the_presets_follow_the_pot_and_the_stack(holdem):
    table, phones = holdem()
    page = text(phones[1].page())
    # Facing the $0.10 blind with $0.15 in the pot: the pot-sized raise is to $0.10 + $0.25; half of it, in
    # whole chips, is the minimum raise already.
    assert "Min $0.20" in page and "Pot $0.35" in page and "All in $10.00" in page and "½ pot" not in page
    assert "All in: $10.00" not in page  # the preset is the all-in: no second button for it


def test_side_pots_all_in_and_the_last_action_while_the_hand_is_live(holdem):
    table, phones = holdem(cy_has=20)
    ann, bob, cy = phones[1], phones[2], phones[3]
    page = text(ann.page())
    assert "Bob SB" in page and "Cy BB" in page and re.search(r"Ann D\b", page)
    ann.do("raise", money="1")
    assert "Ann raised to $1.00" in text(bob.page())
    bob.do("call")
    assert "Bob called $0.95" in text(cy.page())
    cy.do("all_in")
    page = text(ann.page())
    assert "Cy went all in with $0.10" in page
    assert "Main pot $0.60" in page and "Side pot 1 $1.60 (Ann, Bob)" in page
    assert re.search(r"Cy BB all in", page)


def test_the_winners_and_their_five_cards_are_marked_at_the_end(holdem):
    table, phones = holdem()
    ann, bob, cy = phones[1], phones[2], phones[3]
    for phone, cards in ((ann, "As,Ad"), (bob, "7c,2d"), (cy, "Kh,Qh")):
        phone.do("cards", cards=cards)
    ann.do("call")
    bob.do("call")
    cy.do("check")
    for board in ("Ac,Kd,3s", "9h", "4c"):
        ann.do("community", cards=board)
        for phone in (bob, cy, ann):
            phone.do("check")
    for phone in (bob, cy, ann):
        phone.do("show" if phone is not bob else "muck")
    page = cy.page()
    assert re.search(r'class="seat\s+won"[^>]*>\s*<strong>Ann</strong>', page)
    winning = re.search(r'<p class="won"><strong>Ann</strong> wins with:(.*?)<br>', page, re.S).group(1)
    assert sorted(text(winning).split()) == sorted(["A♠", "A♦", "A♣", "K♦", "9♥"])
    assert len(re.findall(r'class="card \w+ best"', winning)) == 5
    board = re.search(r"Board: (.*?)</p>", page, re.S).group(1)
    assert len(re.findall(r'class="card \w+ best"', board)) == 3  # the A♣, K♦ and 9♥ play; the 3♠ and 4♣ do not
    assert "Three of a kind, aces" in text(page)


CENTS = re.compile(r"¢|\bcents\b", re.I)


def test_no_page_writes_cents(holdem):
    table, phones = holdem(cy_has=20)
    phones[1].do("raise", money="1")
    phones[2].do("call")
    phones[3].do("all_in")
    for phone in phones.values():
        for path in ("", "/deal", "/history", "/history/1", "/settle"):
            assert not CENTS.search(phone.page(path)), path


def test_no_page_asks_for_cents_with_the_deal_form_open(client, holdem):
    table, phones = holdem()
    phones[1].do("fold")
    phones[2].do("fold")  # Cy takes the blinds: the deal is over and the deal form is back
    host = FormPhone(client.application.test_client(), table.id, table.host)
    assert "start_deal" in host.forms("")
    assert not CENTS.search(client.get("/").get_data(as_text=True))
    for phone in (host, phones[2]):  # the host's deal form and builder, and the next dealer's
        for path in ("", "/deal", "/history", "/history/1", "/settle", "/games/new"):
            assert not CENTS.search(phone.page(path)), path
    refused = host.send("start_deal", "", variant="holdem", **{"optd-holdem-big_blind": "a dime"})
    assert "The big blind must be an amount of money, like $0.25." in text(refused.get_data(as_text=True))
    assert not CENTS.search(refused.get_data(as_text=True))
