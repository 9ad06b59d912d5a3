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
