"""The passing, node and lightning games played from the phones' forms, to their showdown.

Ann holds the button: Bob is first to her left, then Cy, then Ann.
"""

from __future__ import annotations

import html
import re

import pytest

from tests.pages.conftest import names, spellings, without_tokens
from tests.support.forms import FormPhone

NAMES = {1: "Ann", 2: "Bob", 3: "Cy", 4: "Dee"}


def text(page: str) -> str:
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page)))


def shows(page: str, code: str) -> bool:
    page = without_tokens(page)
    return any(names(page, spelling) for spelling in spellings(code))


def names_every_player(*phones):
    """Every ruling on the deal page and in the deal's history names players, never "seat 3"."""
    for phone in phones:
        for path in ("/deal", "/history/1"):
            said = re.search(r".{40}\b[Ss]eat \d.{40}", text(phone.page(path)))
            assert said is None, f"{path} says {said.group(0)!r}"


def checks(seats, *order):
    for seat in order:
        seats[seat].do("check")


def test_salt_and_pepper_from_the_forms(seats, table, phones):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="salt_and_pepper")
    hands = {1: "Ah,Ad,Ac,2c,3d,4h", 2: "Ks,Kd,Kc,5c,6d,7h", 3: "Qs,Qd,Qc,8c,9d,Jh"}
    for seat, cards in hands.items():
        seats[seat].do("cards", cards=cards)
    assert "Pass one card to Cy, on your left" in text(bob.page())
    bob.do("pass_card", card="7h")
    assert "seen only by you: 7♥" in text(bob.page("/history/1")) and not shows(cy.page("/history/1"), "7h")
    cy.do("pass_card", card="Jh")
    assert "receive" not in cy.forms()  # nobody takes a card before every card is chosen
    ann.do("pass_card", card="2c")
    ann.do("receive", card="Jh")
    bob.do("receive", card="2d")  # Bob misreads the 2♣ Ann passed him
    cy.do("receive", card="7h")
    said = "entered another card than you"
    assert said in text(ann.page()) and said in text(bob.page()) and said not in text(cy.page())
    seen = phones(table)
    for who, pages in (("host", seen.pages("host")), (3, seen.pages(3))):
        assert not any(shows(page, "2c") or shows(page, "2d") for page in pages.values()), who
    bob.do("receive", card="2c")
    assert said not in text(ann.page()) and "Check" in text(bob.page())
    checks(seats, 2, 3, 1)
    bob.do("pass_card", card="2c")  # to the right: Bob to Ann, Cy to Bob, Ann to Cy
    cy.do("pass_card", card="7h")
    ann.do("pass_card", card="Jh")
    ann.do("receive", card="2c")
    bob.do("receive", card="7h")
    cy.do("receive", card="Jh")
    assert not shows(bob.page(), "Jh") and shows(cy.page(), "Jh")
    checks(seats, 2, 3, 1)
    for seat in (2, 3, 1):
        seats[seat].do("show")
    assert "Three of a kind, aces" in text(ann.page())
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 1010, 2: 995, 3: 995}
    assert table.get("/verify").json["ok"] is True


def test_zap_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="zap", **{"opt-zap-lightning": "greased"})
    for seat, cards in {2: "As,Ad,Ac,7h,8h", 3: "Qs,Qh,Qc,Jc,Ts", 1: "9s,9d,9c,8s,7s"}.items():
        seats[seat].do("cards", cards=cards)
    checks(seats, 2, 3, 1)

    def deal(seat: int, card: str, why: str):
        assert f"deal {NAMES[seat]} a card face up ({why})" in text(ann.page())
        ann.do("deal_up", **{f"up__{seat}": card})

    deal(2, "Kh", "their turn")
    assert "The K♥ dealt to Bob calls lightning: it strikes Cy" in text(cy.page())
    deal(3, "2c", "struck by lightning")
    deal(3, "Kd", "their turn")
    deal(1, "3c", "struck by lightning")
    deal(1, "Kc", "their turn")
    deal(2, "4c", "struck by lightning")
    deal(2, "3h", "their turn")  # zaps Cy and Ann, and comes round to strike Bob, who is full
    assert "it zaps Cy, Ann and strikes Bob" in text(bob.page())
    names_every_player(ann, bob, cy)
    deal(2, "5c", "struck by lightning")
    assert "give one up for the 5♣" in text(bob.page()) and "give_up" not in cy.forms()
    bob.do("give_up", card="Kh")
    assert "K♥ goes to Cy." in text(ann.page())
    deal(3, "6d", "their turn")  # Cy is full: she gives one up, and the lightning finds everyone full
    cy.do("give_up", card="2c")
    assert "grounded; everyone pays $0.05" in text(ann.page())
    page = text(ann.page())
    assert "Bob: " in page and "the 3♥ wild" in page and "Ann: " in page and "the 2♣ wild" in page
    checks(seats, 2, 3, 1)
    for seat in (2, 3, 1):
        seats[seat].do("show")
    assert "Four of a kind, aces" in text(ann.page())
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 980, 2: 1040, 3: 980}
    names_every_player(ann, bob, cy)
    assert table.get("/verify").json["ok"] is True


@pytest.fixture
def four(make_table, client):
    """Ann, Bob, Cy and Dee's phones, each with $10; Ann holds the button."""
    table = make_table(players=("Ann", "Bob", "Cy", "Dee"))
    phones = {seat: FormPhone(client.application.test_client(), table.id, token) for seat, token in table.tokens.items()}
    for phone in phones.values():
        phone.do("buy_in", "", money="10")
    return table, phones


def test_contact_holdem_with_a_trade_from_the_forms(four):
    table, seats = four
    ann, bob, cy, dee = seats[1], seats[2], seats[3], seats[4]
    ann.do("start_deal", "", variant="contact_holdem", **{"opt-contact_holdem-trades": "true"})
    for seat, cards in {2: "Ah,Ad", 3: "Kc,Qc", 4: "9s,9d", 1: "5h,6h"}.items():
        seats[seat].do("cards", cards=cards)
    for phone in (dee, ann, bob):  # Bob and Cy posted the blinds
        phone.do("call")
    cy.do("check")
    ann.do("deal_up", up__2="Kh", up__3="7d", up__4="As", up__1="Jc")
    trade = bob.forms()["trade"]
    assert "Dee's A♠" in text(bob.page()) and "Cy's 7♦" not in text(bob.page())  # Cy is Bob's neighbour
    assert trade["fields"]["give"] == "Kh"
    bob.do("trade", give="Kh", take="As")
    assert "Accept: Bob's K♥ for your A♠" in text(dee.page()) and "accept_trade-2" not in ann.forms()
    dee.do("accept_trade-2")
    for phone in (ann, bob, cy, dee):
        phone.do("done_trading")
    checks(seats, 2, 3, 4, 1)
    ann.do("deal_up", up__2="2c", up__3="8d", up__4="3h", up__1="4s")
    for phone in (ann, bob, cy, dee):
        phone.do("done_trading")
    checks(seats, 2, 3, 4, 1)
    for seat in (2, 3, 4, 1):
        seats[seat].do("show")
    page = text(ann.page())
    assert "Straight, six high" in page  # Ann's 6♥ 5♥ 4♠, Dee's 3♥ and Bob's 2♣
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 1030, 2: 990, 3: 990, 4: 990}
    assert table.get("/verify").json["ok"] is True


def test_plus_node_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="plus_node")
    for seat, cards in {2: "Qs,Qd,7c,5h,2s", 3: "Qh,Kd,Kc,9s,3d", 1: "Ah,Ad,8c,6d,4s"}.items():
        seats[seat].do("cards", cards=cards)
    checks(seats, 2, 3, 1)
    for seat in (2, 3, 1):
        seats[seat].do("draw", count="0")
    checks(seats, 2, 3, 1)
    assert "Your turn: turn a node card" in text(bob.page())
    bob.do("flip", node="plus", cards="Qc")
    assert re.search(r"Plus node: Q♣ ?, 3 face down", text(cy.page()))
    assert "I show Q♠ Q♦" in text(bob.page()) and "I have none" not in text(bob.page())
    assert "I have none" in text(ann.page()) and "I show" not in text(ann.page())
    bob.do("show_rank")
    cy.do("show_rank")
    ann.do("none_of_rank")
    bob.do("cards", cards="Qs,Qd,7c,5h,2s,9h,9d")
    cy.do("cards", cards="Qh,Kd,Kc,9s,3d,3h")
    cy.do("flip", node="minus", cards="9c")
    assert "throws them away" in text(ann.page())
    names_every_player(ann, bob, cy)
    bob.do("show_rank")
    cy.do("show_rank")
    ann.do("none_of_rank")
    assert shows(cy.page(), "Qs") and shows(ann.page(), "Qd")  # kept, shown to all
    bob.do("cards", cards="Qs,Qd,7c,5h,2s,Th,8d")
    cy.do("cards", cards="Qh,Kd,Kc,3d,3h,5c")
    ann.do("flip", node="plus", cards="Ac")
    bob.do("none_of_rank")
    cy.do("none_of_rank")
    ann.do("show_rank")
    ann.do("cards", cards="Ah,Ad,8c,6d,4s,As,2d")
    checks(seats, 2, 3, 1)
    for seat in (2, 3, 1):
        seats[seat].do("show")
    assert "Three of a kind, aces" in text(ann.page())
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 1010, 2: 995, 3: 995}
    assert table.get("/verify").json["ok"] is True


def test_fish_node_with_the_fish_flop_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="fish_node", **{"opt-fish_node-fish_flop": "true"})
    for seat, cards in {2: "Qs,Qd,7c,5h,2s", 3: "Qh,Kd,Kc,9s,3d", 1: "Ah,Ad,8c,6d,4s"}.items():
        seats[seat].do("cards", cards=cards)
    checks(seats, 2, 3, 1)
    for seat in (2, 3, 1):
        seats[seat].do("draw", count="0")
    checks(seats, 2, 3, 1)
    bob.do("bait", card="Qs", sign="plus")
    assert "Bob lays the Q♠ as plus bait" in text(cy.page())
    names_every_player(ann, bob, cy)
    assert "I show Q♥" in text(cy.page())  # Cy entered her hand: the referee offers her only the true answer
    bob.do("show_rank", cards="Qd")  # Bob's entry lacks his new card: he says what he shows
    cy.do("show_rank")
    ann.do("none_of_rank")
    bob.do("cards", cards="7c,5h,2s,Ts,Js")
    cy.do("cards", cards="Kd,Kc,9s,3d,Th")
    cy.do("bait", card="3d", sign="minus")
    for phone in (bob, cy, ann):
        phone.do("none_of_rank")
    cy.do("cards", cards="Kd,Kc,9s,Th,4h")
    ann.do("bait", card="8c", sign="minus")
    for phone in (bob, cy, ann):
        phone.do("none_of_rank")
    ann.do("cards", cards="Ah,Ad,6d,4s,As")
    assert "Fish: 3 face down (upright, sideways, sideways)" in text(bob.page())
    checks(seats, 2, 3, 1)
    ann.do("flop", cards="Ac,Jc,5c")  # two sideways, one upright: the fish counts plus
    assert "the whole fish counts plus" in text(bob.page())
    names_every_player(ann, bob, cy)
    for phone in (bob, cy):
        phone.do("none_of_rank")
    ann.do("show_rank")  # her aces, laid in front
    ann.do("cards", cards="6d,4s,Kh,Ks,Qc")
    bob.do("show_rank")  # the J♠
    cy.do("none_of_rank")
    ann.do("none_of_rank")
    bob.do("cards", cards="7c,5h,2s,Ts,9h")
    bob.do("show_rank")  # the 5♥
    cy.do("none_of_rank")
    ann.do("none_of_rank")
    bob.do("cards", cards="7c,2s,Ts,9h,8h")
    checks(seats, 2, 3, 1)
    for seat in (2, 3, 1):
        seats[seat].do("show")
    page = text(ann.page())
    assert "Full house, aces over kings" in page and "Straight, queen high" in page
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 1010, 2: 995, 3: 995}
    assert table.get("/verify").json["ok"] is True


def test_chaos_wilds_from_the_forms(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="chaos_wilds")
    for seat, cards in {2: "As,Ad,7c,5h,2s", 3: "Qh,Kd,Kc,9s,3d", 1: "Jh,Jd,8c,6d,4s"}.items():
        seats[seat].do("cards", cards=cards)
    ann.do("chaos", cards="4c")
    assert "Chaos: the 4♣: 2 community cards every hand may use" in text(bob.page())
    ann.do("community", cards="Kh,Ah")
    checks(seats, 2, 3, 1)
    ann.do("chaos", cards="Ac")
    bob.do("reveal", card="7c")
    cy.do("reveal", card="9s")
    assert not shows(ann.page(), "7c")  # shown together, once everyone has chosen
    ann.do("reveal", card="8c")
    assert "Sevens, eights and nines are wild" in text(ann.page())
    names_every_player(ann, bob, cy)
    checks(seats, 2, 3, 1)
    ann.do("chaos", cards="Qs")  # everyone passes a card to the right: Bob to Ann, Cy to Bob, Ann to Cy
    bob.do("pass_card", card="2s")
    cy.do("pass_card", card="3d")
    ann.do("pass_card", card="4s")
    ann.do("receive", card="2s")
    bob.do("receive", card="3d")
    cy.do("receive", card="4s")
    checks(seats, 2, 3, 1)
    ann.do("lay", cards="5c")
    assert "Fives, sevens, eights and nines are wild" in text(cy.page())
    checks(seats, 2, 3, 1)
    for seat in (2, 3, 1):
        seats[seat].do("show")
    assert "Five of a kind, aces" in text(ann.page())  # A♠ A♦, the board's A♥, the wild 7♣ and 5♥
    assert {s["seat"]: s["stack"] for s in table.get().json["seats"]} == {1: 995, 2: 1010, 3: 995}
    assert table.get("/verify").json["ok"] is True
