"""The host settles a pot that outlives its deal from the pages, where the night's close says it waits: the pot
nobody won (every hand killed) given back, or split among the killed hands; each button names who gets what."""

from __future__ import annotations

from tests.rules.night.test_all_killed import SIX_KILLS, UP, six_kills  # noqa: F401 (a fixture)
from tests.support.forms import FormPhone


def all_killed(table) -> None:
    """Ann, Bob and Cy ante 5¢ each, check to the showdown and show a six in the hole: every hand is killed."""
    table.act("host", {"type": "start_deal", "variant": SIX_KILLS.key, "dealer": 3})
    for wave in range(4):
        table.act(3, {"type": "deal_up", "cards": {str(seat): cards[wave] for seat, cards in UP.items()}})
    for _ in range(3):
        for seat in (1, 2, 3):
            offers = {a["type"] for a in table.get(token=table.tokens[seat]).json["deal"]["legal_actions"]}
            if "check" in offers:
                table.act(seat, {"type": "check"})
    for seat, card in {1: "6c", 2: "6d", 3: "6h"}.items():
        table.act(seat, {"type": "show", "cards": [card]})
    assert table.get().json["deal"] is None


def test_the_host_gives_the_pot_nobody_won_back_from_the_settle_page(client, seats, table, six_kills):  # noqa: F811
    all_killed(table)
    host = FormPhone(client.application.test_client(), table.id, table.host)
    page = host.page("/settle")
    assert "Give the pot nobody won ($0.15) back to those who paid into it" in page
    assert "Ann $0.05, Bob $0.05, Cy $0.05" in page
    assert "settle_pot-1" not in seats[1].forms("/settle")  # the host's to settle
    host.do("settle_pot-1", "/settle")
    assert [seat["stack"] for seat in table.get().json["seats"]] == [1000, 1000, 1000]
    assert "pot nobody won" not in host.page("/settle") and table.get("/verify").json["ok"] is True


def test_a_refused_close_offers_the_settling_beside_it(client, seats, table, six_kills):  # noqa: F811
    all_killed(table)
    for phone in seats.values():
        phone.do("cash_out", "")
    host = FormPhone(client.application.test_client(), table.id, table.host)
    assert "settle_pot-1" not in host.forms("")  # nothing to settle until the close says so
    refused = host.send("close", "")
    assert refused.status_code == 409
    page = refused.get_data(as_text=True)
    assert "the pot nobody won ($0.15, every hand still in killed)" in page
    assert "Give the pot nobody won ($0.15) back to those who paid into it" in page
