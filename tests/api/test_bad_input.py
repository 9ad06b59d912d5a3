"""Whatever a client sends, it gets a 4xx in the error envelope and nothing is written."""

from __future__ import annotations

import pytest

BAD_COMMANDS = [
    ({"type": "buy_in", "seat": 1, "amount": 10.5}, 400),
    ({"type": "buy_in", "seat": 1, "amount": 10**30}, 400),
    ({"type": "adjust", "seat": 1, "amount": -10**30, "reason": "x"}, 400),
    ({"type": "buy_in", "seat": 1, "amount": "500"}, 400),
    ({"type": "buy_in", "seat": "1", "amount": 500}, 400),
    ({"type": "buy_in", "seat": 1}, 400),
    ({"type": "buy_in", "seat": 1, "amount": 500, "extra": True}, 400),
    ({"type": "buy_in", "seat": 9, "amount": 500}, 404),
    ({"type": "buy_in", "seat": 0, "amount": 500}, 404),
    ({"type": "buy_in", "seat": 1, "amount": -500}, 422),
    ({"type": "buy_in", "seat": 1, "amount": 0}, 422),
    ({"type": "buy_in", "seat": 1, "amount": 503}, 422),
    ({"type": "cash_out", "seat": 1, "amount": -5}, 422),
    ({"type": "adjust", "seat": 1, "amount": 0, "reason": "x"}, 422),
    ({"type": "adjust", "seat": 1, "amount": 5}, 400),
    ({"type": "void", "target_version": 999, "reason": "x"}, 404),
    ({"type": "void", "target_version": 1, "reason": "x"}, 404),
    ({"type": "teleport"}, 409),
    ({"type": "Teleport!"}, 400),
    ({"type": "start_deal", "variant": "no_such_game"}, 422),
    ({"type": "start_deal", "variant": 7}, 400),
    ({"type": None}, 400),
    ({}, 400),
]


@pytest.mark.parametrize("command,status", BAD_COMMANDS)
def test_bad_commands_are_refused_and_nothing_is_written(table, command, status):
    before = table.get().json["version"]
    response = table.post(command)
    assert response.status_code == status, response.json
    error = response.json["error"]
    assert error["code"] and error["message"].endswith((".", "!"))
    assert table.get().json["version"] == before


@pytest.mark.parametrize("body", [b"{not json", b"[1, 2]", b"null", b"", "💥".encode()])
def test_malformed_json_is_a_400(table, body):
    before = table.get().json["version"]
    response = table.client.post(
        f"/api/tables/{table.id}/events",
        data=body,
        headers={"Authorization": f"Bearer {table.host}", "Idempotency-Key": "k", "Content-Type": "application/json"},
    )
    assert response.status_code == 400
    assert response.json["error"]["code"] == "malformed_json"
    assert table.get().json["version"] == before


@pytest.mark.parametrize("headers,status", [
    ({}, 401),
    ({"Authorization": "Bearer wrong"}, 401),
    ({"Authorization": "Basic abc"}, 401),
])
def test_missing_or_wrong_tokens_are_refused(table, headers, status):
    before = table.get().json["version"]
    response = table.client.post(f"/api/tables/{table.id}/events", json={"type": "buy_in", "seat": 1, "amount": 500},
                                 headers={"Idempotency-Key": "k", **headers})
    assert response.status_code == status
    assert response.json["error"]["code"] == "bad_token"
    assert table.get().json["version"] == before
    assert table.client.get(f"/api/tables/{table.id}", headers=headers).status_code == status


def test_a_join_code_is_not_a_token(table):
    response = table.get(token=table.created["join_code"])
    assert response.status_code == 401


def test_another_tables_token_is_refused(table, make_table):
    other = make_table()
    assert table.get(token=other.host).status_code == 401


def test_an_append_needs_an_idempotency_key(table):
    response = table.client.post(f"/api/tables/{table.id}/events", json={"type": "buy_in", "seat": 1, "amount": 5},
                                 headers={"Authorization": f"Bearer {table.host}"})
    assert response.status_code == 400
    assert response.json["error"]["code"] == "idempotency_key_required"


@pytest.mark.parametrize("value", ["abc", "-1", "1.5"])
def test_a_bad_if_match_is_a_400(table, value):
    assert table.post({"type": "buy_in", "seat": 1, "amount": 5}, **{"If-Match": value}).status_code == 400


@pytest.mark.parametrize("body", [
    {"name": "x"},
    {"name": "", "players": ["A"]},
    {"name": "x", "players": []},
    {"name": "x", "players": ["A"], "unit": 0},
    {"name": "x", "players": ["A"], "unit": 2.5},
    {"name": "x", "players": ["A"], "currency": "dollars"},
    {"name": "x", "players": [None]},
])
def test_bad_tables_are_not_created(client, body):
    response = client.post("/api/tables", json=body)
    assert response.status_code == 400
    assert response.json["error"]["code"] == "malformed"


def test_unknown_tables_and_bad_after_values(client, table):
    assert client.get("/api/tables/nope", headers={"Authorization": "Bearer x"}).status_code == 404
    assert table.get("/events?after=-3").status_code == 400
    assert table.get("/events?after=abc").status_code == 400
    assert client.get("/api/nothing-here").json["error"]["code"] == "not_found"
