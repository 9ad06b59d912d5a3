"""Four phones play a whole game of guts with the gooch from the pages' own forms, to the unchallenged
win; the table page says the guts pot, the stored gooches (backs until faced) and who owes what after each
deal; every cent is where the rulings put it, and the settle-up is right."""

from __future__ import annotations

import html
import re

import pytest

from tests.support.forms import FormPhone


def text(page: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


@pytest.fixture
def four(make_table):
    table = make_table(players=("Ann", "Bob", "Cy", "Dee"))
    phones = {seat: FormPhone(table.client.application.test_client(), table.id, token)
              for seat, token in table.tokens.items()}
    for phone in phones.values():
        phone.do("buy_in", "", money="10")
    return table, phones


def deal(phones, dealer: int, hands: dict[int, str], **options) -> None:
    phones[dealer].do("start_deal", "", variant="guts", **{f"opt-guts-{k}": v for k, v in options.items()})
    for seat, cards in hands.items():
        phones[seat].do("cards", cards=cards)


def say(phones, *spoken: tuple[int, str]) -> None:
    for seat, word in spoken:
        phones[seat].do(word)


def stacks(table) -> dict[int, int]:
    return {s["seat"]: s["stack"] for s in table.get().json["seats"]}


def test_a_whole_game_of_guts_with_the_gooch_from_the_pages(four):
    table, phones = four
    ann, bob, cy, dee = (phones[seat] for seat in (1, 2, 3, 4))
    assert '<option value="guts">Guts</option>' in ann.page("")

    # Deal 1, Ann deals: Bob gutses, Cy challenges and loses.
    deal(phones, 1, {1: "As,Ad,2c", 2: "Ks,Kd,3c", 3: "Qs,Qd,4c", 4: "Js,5d,4h"}, gooch="gooch")
    page = text(bob.page())
    assert "Guts pot $0.20" in page and "Your turn: guts or pass?" in page and "Gooches, oldest first:" in page
    assert "Bob: guts or pass?" in text(cy.page())
    assert "guts" in bob.forms() and "guts" not in cy.forms()
    assert "Guts, deal 1 Guts pot $0.20 Gooches, oldest first:" in text(cy.page(""))  # the table page too
    say(phones, (2, "guts"), (3, "challenge"), (4, "pass"), (1, "pass"))
    cy.do("show")
    bob.do("show")
    board = text(dee.page(""))
    assert "Bob beats every challenger and takes the pot of $0.20. Cy pays $0.20 into the next pot." in board
    assert "The guts pot holds $0.20 for the next deal." in board and "the game goes on" in board
    assert dee.page("").count('class="card back"') == 3  # the first gooch, face down

    # Deal 2, Bob deals: everyone passes; a second gooch is stored.
    deal(phones, 2, {1: "9s,8d,2c", 2: "Ts,7d,3c", 3: "Js,6d,4c", 4: "Qs,5d,4h"})
    say(phones, (3, "pass"), (4, "pass"), (1, "pass"), (2, "pass"))
    assert "Everyone passed: the cards are dealt again, the deal passing left." in text(ann.page(""))
    assert ann.page("").count('class="card back"') == 6

    # Deal 3, Cy deals: Ann gutses unchallenged, beats the first gooch and loses to the second: half the pot.
    deal(phones, 3, {1: "Ah,Ac,Kc", 2: "Th,7h,3d", 3: "Jh,6c,4d", 4: "Qh,5c,4s"})
    say(phones, (4, "pass"), (1, "guts"), (2, "pass"), (3, "pass"), (4, "pass"))
    assert "face_gooch" not in cy.forms()  # Ann shows first
    ann.do("show")
    assert "face_gooch" in cy.forms() and "face_gooch" not in ann.forms()
    cy.do("face_gooch", cards="Tc,9h,2s")
    cy.do("face_gooch", cards="7c,7d,7s")
    board = text(bob.page(""))
    assert "Ann loses to a later gooch (Three of a kind, sevens) and takes half the pot, $0.10; the game goes on." \
        in board
    assert "The guts pot holds $0.10 for the next deal." in board
    assert "7♣ 7♦ 7♠ (Three of a kind, sevens)" in board  # the gooch that won stays face up
    assert bob.page("").count('class="card back"') == 3  # this deal's gooch, face down

    # Deal 4, Dee deals: Ann gutses unchallenged and beats every gooch, the faced one first: the game is won.
    deal(phones, 4, {1: "8c,8d,8h", 2: "Kh,Qc,2d", 3: "Jc,6h,3s", 4: "Td,5h,3h"})
    say(phones, (1, "guts"), (2, "pass"), (3, "pass"), (4, "pass"))
    ann.do("show")  # the sevens, face up since the last deal, are beaten at once
    dee.do("face_gooch", cards="Kc,Jd,2h")
    dee.do("face_gooch", cards="Ad,9c,4c")
    board = text(cy.page(""))
    assert "Ann goes unchallenged, beats every gooch, and takes the pot of $0.10: the game is over." in board
    assert "Guts: the last game is over" in board
    assert stacks(table) == {1: 1015, 2: 1015, 3: 975, 4: 995}

    history = text(cy.page("/history/1"))
    assert "$0.20 from Cy's chips to the game's pot" in history

    # Everyone cashes out what they hold, and the settle-up says who pays whom.
    for seat, phone in phones.items():
        phone.do("cash_out", "", money=f"{stacks(table)[seat] / 100:.2f}")
    settled = table.get("/settlement").json
    assert {int(seat): amount for seat, amount in settled["balances"].items()} == {1: 15, 2: 15, 3: -25, 4: -5}
    paid = {}
    for line in settled["says"]:
        payer, payee, amount = re.fullmatch(r"(\w+) pays (\w+) \$(\d+\.\d\d)", line).groups()
        cents = round(float(amount) * 100)
        paid[payer] = paid.get(payer, 0) - cents
        paid[payee] = paid.get(payee, 0) + cents
    assert paid == {"Ann": 15, "Bob": 15, "Cy": -25, "Dee": -5}
    assert "Cy pays" in text(ann.page("/settle")) and table.get("/verify").json["ok"] is True


def test_gruts_buttons_and_an_infraction_called_and_voided_from_the_pages(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    host = FormPhone(table.client.application.test_client(), table.id, table.host)
    ann.do("start_deal", "", variant="gruts")  # Ann deals: Bob speaks first
    assert "Gruts!" in text(bob.page()) and "Guts!" not in text(bob.page())
    bob.do("gruts")
    cy.do("infraction", seat="2")  # Bob said "guts" out loud
    assert "Infraction 1: Cy called Bob, who paid $0.25." in text(ann.page())
    assert "infraction pot $0.25 (joins the pot after this deal)" in text(ann.page())
    host.do("void_infraction", infraction="1")  # he said gruts after all
    assert "(voided by the host: paid back)" in text(ann.page())
    cy.do("chawawenge")
    ann.do("pass")
    bob.do("show", cards="As,Ad,2c")
    cy.do("show", cards="Ks,Kd,3c")
    board = text(ann.page(""))
    assert "Bob beats every challenger and takes the pot of $0.15. Cy pays $0.15 into the next pot." in board
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 995, 2: 1010, 3: 980}
    history = text(ann.page("/history/1"))
    assert "Cy: infraction $0.25 for Bob (an infraction: guts or challenge said as an action" in history
    assert "$0.25 from Bob's chips to the infraction pot" in history
    assert table.get("/verify").json["ok"] is True


def test_a_deal_that_is_over_does_not_ask_for_the_cards_not_entered(four):
    table, phones = four
    phones[1].do("start_deal", "", variant="guts")
    assert "Not entered yet: tap them in" in text(phones[3].page())
    say(phones, (2, "pass"), (3, "pass"), (4, "pass"), (1, "pass"))  # nobody entered a card
    page = text(phones[3].page())
    assert "as it ended" in page and "Not entered." in page and "tap them in" not in page
