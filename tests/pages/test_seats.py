"""Who is dealt in: the deal form lists the seats, those with chips ticked; a seat sits out and comes back."""

from __future__ import annotations

import pytest

from tests.support.forms import FormPhone


@pytest.fixture
def latecomers(client, table, seats):
    """Dee and Eve join with the code and have not bought in yet."""
    for name in ("Dee", "Eve"):
        joined = client.post(f"/api/tables/{table.id}/join", json={"join_code": table.created["join_code"], "name": name})
        assert joined.status_code == 201
    return seats


def ticked(phone) -> list[str]:
    return phone.forms("")["start_deal"]["fields"]["seats"]


def test_the_deal_form_ticks_the_seats_with_chips_and_deals_without_the_others(latecomers, table):
    ann = latecomers[1]
    html = ann.page("")
    assert "Dee" in html[html.index('name="choose_seats"'):]  # listed, not ticked
    assert ticked(ann) == ["1", "2", "3"]
    ann.do("start_deal", "", variant="holdem")
    assert table.get().json["deal"]["seats"] == [2, 3, 1]


def test_a_seat_ticked_off_is_not_dealt_in(latecomers, table):
    latecomers[1].do("start_deal", "", variant="holdem", seats=["1", "3"], choose_seats="1")
    assert sorted(table.get().json["deal"]["seats"]) == [1, 3]


def test_a_seat_sits_out_from_the_table_page_and_comes_back(latecomers, table):
    ann, bob = latecomers[1], latecomers[2]
    bob.do("sit_out-2", "")
    seat = table.get().json["seats"][1]
    assert seat["sitting_out"] is True and "sitting out" in ann.page("")
    assert ticked(ann) == ["1", "3"]
    assert "sit_out-1" not in bob.forms("")  # Bob's phone offers only his own seat
    assert table.post({"type": "sit_out", "seat": 1}, token=table.tokens[2]).status_code == 403
    table.act(1, {"type": "start_deal", "variant": "holdem"})  # without naming the seats: Bob is not dealt in
    assert sorted(table.get().json["deal"]["seats"]) == [1, 3]
    bob.do("come_back-2", "")
    assert table.get().json["seats"][1]["sitting_out"] is False


def test_the_host_sits_a_seat_out(client, latecomers, table):
    host = FormPhone(client.application.test_client(), table.id, table.host)
    host.do("sit_out-3", "")
    again = table.post({"type": "sit_out", "seat": 3})
    assert again.status_code == 409 and again.json["error"]["message"] == "Cy is already sitting out."
