"""Each page says only what is true now: after a fold win, after the night is closed, before anyone tried."""

from __future__ import annotations

import csv
import io
from decimal import Decimal

from tests.support.forms import FormPhone


def test_a_hand_won_by_folds_is_not_called_a_showdown(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="five_card_draw")
    bob.do("cards", cards="Qh,Qd,7c,7d,3s")
    bob.do("bet", money="0.25")
    cy.do("fold")
    ann.do("fold")
    for phone in (ann, bob, cy):
        page = phone.page()
        assert "The hand is over" in page and "Showdown" not in page
        assert "cards" not in phone.forms() and "tap them in" not in page
        assert "The chips moved" in page and "from the pot to Bob" in page


def test_a_folded_player_is_not_told_to_enter_cards(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="five_card_draw")
    bob.do("check")
    cy.do("fold")
    assert "cards" not in cy.forms() and "Not entered." in cy.page()
    assert "cards" in ann.forms() and "Your face-down cards (5; only you see them)" in ann.page()


def test_the_settle_page_shows_no_refusal_before_anyone_tried_to_close(seats, table):
    page = seats[1].page("/settle")
    assert 'class="refusal"' not in page and "can&#39;t be closed" not in page
    assert "Before the night can be closed: Ann, Bob, Cy still have chips and must cash out." in page


def test_a_closed_night_offers_nothing_to_do(client, seats, table):
    for phone in seats.values():
        phone.do("cash_out", "")
    host = FormPhone(client.application.test_client(), table.id, table.host)
    host.do("close", "")
    for phone in (*seats.values(), host):
        assert not set(phone.forms("")) - {"take_back"}, phone.forms("").keys()
        assert not phone.forms("/deal")


def test_a_take_back_reads_in_the_history_with_what_it_voided(seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    ann.do("start_deal", "", variant="five_card_draw")
    bob.do("bet", money="0.25")
    cy.do("fold")
    ann.do("fold")
    assert "Take back your fold" in ann.page()
    ann.do("take_back")
    history = cy.page("/history/1")
    assert "Ann: the fold is taken back, and void with it: uncontested" in history
    assert "Your turn." in ann.page() and "Ann to act." in cy.page()


def test_after_closing_nobody_is_offered_to_give_pieces(client, seats, table):
    table.act("host", {"type": "start_deal", "variant": "martian_poker", "dealer": 3})
    table.act(3, {"type": "deal_up", "cards": {"1": "Ah", "2": "Kd", "3": "2c"}})
    for seat in (1, 2, 3):
        table.act(seat, {"type": "done"})
    table.act(1, {"type": "fold"})
    table.act(2, {"type": "fold"})  # Cy wins; everyone keeps their Icehouse pieces between deals
    assert "give_pieces" in seats[1].forms("")
    for phone in seats.values():
        phone.do("cash_out", "")
    FormPhone(client.application.test_client(), table.id, table.host).do("close", "")
    assert "Icehouse pieces between deals" in seats[1].page("") and "give_pieces" not in seats[1].forms("")


def test_a_deal_started_by_mistake_is_taken_back_from_the_deal_page_until_a_card_is_entered(client, seats, table):
    ann, bob, cy = seats[1], seats[2], seats[3]
    host = FormPhone(client.application.test_client(), table.id, table.host)
    ann.do("start_deal", "", variant="five_card_draw")
    assert "take_back_deal" in ann.forms("/deal") and "take_back_deal" in host.forms("/deal")
    assert "take_back_deal" not in bob.forms("/deal")  # neither the dealer nor the host
    ann.do("take_back_deal", "/deal")
    assert "No deal is being played" in cy.page("/deal") and "start_deal" in ann.forms("")  # still Ann's deal
    ann.do("start_deal", "", variant="seven_card_stud")  # the game Ann meant
    cy.do("cards", cards="Qh,Qd")
    assert "take_back_deal" not in ann.forms("/deal") and "take_back_deal" not in host.forms("/deal")


def test_a_deal_taken_back_leaves_nothing_in_the_history_or_the_ledger_of_the_deal_dealt_instead(client, seats, table):
    table.act(1, {"type": "start_deal", "variant": "five_card_draw", "options": {"ante": 100}})  # meant 5¢
    table.act(1, {"type": "take_back_deal"})
    table.act(1, {"type": "start_deal", "variant": "five_card_draw"})
    table.act(2, {"type": "fold"})
    table.act(3, {"type": "fold"})
    history = seats[2].page("/history")
    said = " ".join(history.split())
    assert history.count("<li>") == 1 and "Pot $0.15, won by Ann." in said
    assert "Deal 1: Five-card draw, started by mistake: taken back by Ann before a card or chip moved." in said
    rows = list(csv.DictReader(io.StringIO(seats[2].client.get(f"/t/{table.id}/ledger.csv").get_data(as_text=True))))
    assert sum(Decimal(row["amount ($)"]) for row in rows) == 0
    assert [row["amount ($)"] for row in rows if row["deal"] == "1" and row["player"] == "Ann"] == ["0.10"]
