"""A cash-out is the chips the referee holds for the seat; another amount only from the host, marked."""

from __future__ import annotations

import pytest


@pytest.fixture
def bought(table):
    for seat in (1, 2):
        table.act("host", {"type": "buy_in", "seat": seat, "amount": 1000})
    return table


@pytest.mark.parametrize("amount", [1500, 995, 0])
def test_a_player_cashes_out_only_the_chips_held(bought, amount):
    answer = bought.post({"type": "cash_out", "seat": 1, "amount": amount}, token=bought.tokens[1])
    assert answer.status_code == 422
    assert answer.json["error"]["message"].startswith("The referee holds $10.00 in chips for Ann: cash out that.")
    assert bought.get().json["seats"][0]["stack"] == 1000


def test_the_chips_held_are_cashed_out_without_a_difference(bought):
    done = bought.act(1, {"type": "cash_out", "seat": 1, "amount": 1000})
    assert "difference" not in done["event"]["payload"]
    assert bought.get("/settlement").json["differences"] == []


def test_the_host_enters_another_amount_as_a_difference_shown_at_the_settle_up(bought):
    done = bought.act("host", {"type": "cash_out", "seat": 1, "amount": 1200})
    assert done["event"]["payload"]["difference"] == 200
    bought.act("host", {"type": "cash_out", "seat": 2, "amount": 800})
    settlement = bought.get("/settlement").json
    assert [d["difference"] for d in settlement["differences"]] == [200, -200]
    assert settlement["differences"][0]["says"] == (
        "Ann cashed out $12.00, entered by the host: $2.00 more than the $10.00 in chips the referee held")
    assert settlement["balanced"] is True
