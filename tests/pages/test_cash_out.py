"""The cash-out form holds the chips the referee counts; the host's other amounts show at the settle-up."""

from __future__ import annotations

from tests.support.forms import FormPhone


def test_a_players_cash_out_is_the_chips_held(seats, table):
    ann = seats[1]
    form = ann.forms("")["cash_out"]
    assert form["fields"]["money"] == "10.00" and "Cash out $10.00" in ann.page("")
    ann.do("cash_out", "")
    assert table.get().json["seats"][0]["cashed_out"] is True


def test_the_host_enters_what_a_player_counts_and_the_settle_up_shows_the_difference(client, seats, table):
    host = FormPhone(client.application.test_client(), table.id, table.host)
    assert host.forms("")["cash_out"]["fields"]["money"] == "10.00"  # the first seat's chips, filled in
    host.do("cash_out", "", seat="2", money="9.50")
    settle = seats[3].page("/settle")
    assert "Bob cashed out $9.50, entered by the host: $0.50 less than the $10.00 in chips the referee held" in settle
    assert "can&#39;t be closed" not in settle and "class=\"refusal\"" not in settle


def test_cash_out_asks_once_naming_the_amount_then_leaves_the_seat_s_page(seats, table):
    ann = seats[1]
    assert 'data-confirm="Cash out $10.00? You leave the game with it."' in ann.page("")
    ann.do("cash_out", "")
    page = ann.page("")
    assert "cash_out" not in ann.forms("") and "sit_out-1" not in ann.forms("")
    assert "Cash out $0.00" not in page and "Sit out" not in page
    assert "sit_out-2" in seats[2].forms("")  # Bob still plays


def test_the_host_cashes_out_only_the_players_still_holding_chips(client, seats, table):
    host = FormPhone(client.application.test_client(), table.id, table.host)
    host.do("cash_out", "", seat="1", money="10")
    page = host.page("")
    assert "data-confirm=\"Cash out the player chosen with {money}?" in page
    assert host.forms("")["cash_out"]["fields"]["seat"] == "2" and "Sit out: Ann" not in page
