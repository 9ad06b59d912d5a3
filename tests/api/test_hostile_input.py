"""Hostile bodies and query strings: each gets a 4xx in the error envelope, and nothing is written."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import text

from ledger.db import UnitOfWork

# Any character, lone surrogates included (Hypothesis leaves them out unless asked).
characters = st.characters() | st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF)
texts = st.text(characters, max_size=12)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | texts,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(texts, inner, max_size=4),
    max_leaves=12,
)


def nested(depth: int, leaf: str = "1") -> str:
    return "[" * depth + leaf + "]" * depth


def raw_post(client, path, body: str | bytes, token=None, key="k"):
    headers = {"Content-Type": "application/json", "Idempotency-Key": key}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    return client.post(path, data=body, headers=headers)


def streams(app) -> int:
    with UnitOfWork(app.extensions["referee.engine"]) as session:
        return session.execute(text("SELECT count(*) FROM streams")).scalar_one()


def refused(response, status=400):
    assert response.status_code == status, response.get_data(as_text=True)
    error = response.json["error"]
    assert error["code"] and error["message"].endswith(".")
    return error


@pytest.mark.parametrize("after", ["9223372036854775808", "99999999999999999999999", "\u00b2", "\u0663", "-1",
                                   "1e3", "", " 1", "0x10"])
def test_an_after_that_is_not_a_plain_version_is_a_400(table, after):
    assert refused(table.get(f"/events?after={after}"))["code"] == "bad_after"


def test_the_largest_version_a_database_holds_is_a_fine_after(table):
    assert table.get(f"/events?after={2**63 - 1}").json["events"] == []


@pytest.mark.parametrize("body", [
    nested(100_000),
    '{"type": "bet", "amount": ' + nested(5000) + "}",
    '{"type": "buy_in", "seat": 1, "amount": ' + nested(20) + "}",
    '{"a": ' * 2000 + "1" + "}" * 2000,
])
def test_deep_nesting_is_a_400(table, body):
    before = table.get().json["version"]
    assert refused(raw_post(table.client, f"/api/tables/{table.id}/events", body, table.host))["code"] in (
        "too_deep", "malformed_json")
    assert refused(raw_post(table.client, "/api/tables", body))["code"] in ("too_deep", "malformed_json")
    assert table.get().json["version"] == before


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(depth=st.integers(17, 3000), opens=st.lists(st.sampled_from(['[', '{"k": ']), min_size=1, max_size=3),
       where=st.sampled_from(["amount", "reason", "options"]))
def test_any_nesting_past_the_limit_is_a_400(table, depth, opens, where):
    """Arrays and objects nested deeper than any honest request, anywhere in the body."""
    layers = [opens[i % len(opens)] for i in range(depth)]
    value = "".join(layers) + "1" + "".join("]" if layer == "[" else "}" for layer in reversed(layers))
    body = '{"type": "adjust", "seat": 1, "amount": 5, "reason": "x", "' + where + '": ' + value + "}"
    before = table.get().json["version"]
    assert refused(raw_post(table.client, f"/api/tables/{table.id}/events", body, table.host))["code"] in (
        "too_deep", "malformed_json")
    assert table.get().json["version"] == before


@pytest.mark.parametrize("command", [
    {"type": "adjust", "seat": 1, "amount": 5, "reason": "\ud800"},
    {"type": "void", "target_version": 2, "reason": "a\udfffb"},
    {"type": "bet", "amount": 5, "note": "\ud83d"},
    {"type": "start_deal", "variant": "holdem", "options": {"\udc00": 1}},
    {"type": "adjust", "seat": 1, "amount": 5, "reason": "late\x00"},
    {"type": "adjust", "seat": 1, "amount": 5, "reason": "two\nlines"},
    {"type": "adjust", "seat": 1, "amount": 5, "reason": "   "},
    {"type": "cards", "cards": ["A\x07s"]},
])
def test_broken_unicode_and_control_characters_in_a_command_are_a_400(table, command):
    table.post({"type": "buy_in", "seat": 1, "amount": 1000})
    before = table.get().json["version"]
    body = json.dumps(command)  # ensure_ascii: a lone surrogate travels as its \\u escape
    refused(raw_post(table.client, f"/api/tables/{table.id}/events", body, table.host))
    assert table.get().json["version"] == before


BAD_NAMES = [
    ("   ", "not only spaces"),
    ("\t\n", "not only spaces"),
    ("Ann\x00", "control characters"),
    ("A\x1bnn", "control characters"),
    ("An\rn", "control characters"),
    ("\ud800", "control characters"),
    ("Ann\udfff", "control characters"),
    ("x" * 41, "at most 40"),
]


@pytest.mark.parametrize("name,says", BAD_NAMES)
def test_a_player_name_must_be_printable_words(app, client, name, says):
    before = streams(app)
    error = refused(raw_post(client, "/api/tables", json.dumps({"name": "Friday", "players": ["Bo", name]})))
    assert says in json.dumps(error["fields"])
    assert streams(app) == before


@pytest.mark.parametrize("name,says", BAD_NAMES)
def test_a_joining_name_must_be_printable_words(table, name, says):
    body = json.dumps({"join_code": table.created["join_code"], "name": name})
    error = refused(raw_post(table.client, f"/api/tables/{table.id}/join", body))
    assert says in json.dumps(error["fields"])
    assert len(table.get().json["seats"]) == 3


@pytest.mark.parametrize("name", ["   ", "Fri\x00day", "\ud800"])
def test_a_table_name_must_be_printable_words(app, client, name):
    before = streams(app)
    refused(raw_post(client, "/api/tables", json.dumps({"name": name, "players": ["Bo"]})))
    assert streams(app) == before


def test_names_are_stored_trimmed(client):
    created = client.post("/api/tables", json={"name": "  Friday ", "players": [" Ann ", "Bob"]}).json
    assert [seat["name"] for seat in created["seats"]] == ["Ann", "Bob"]


NAME_REFUSALS = ("name_taken", "name_looks_alike", "name_reserved", "invisible_characters")
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@SETTINGS
@given(body=json_values)
def test_any_json_appended_is_refused_or_recorded_never_a_500(table, body):
    before = table.get().json["version"]
    response = raw_post(table.client, f"/api/tables/{table.id}/events", json.dumps(body), table.host,
                        key=f"any-{before}")
    assert response.status_code < 500, response.get_data(as_text=True)
    if response.status_code != 201:
        refused(response, response.status_code)
        assert table.get().json["version"] == before


@SETTINGS
@given(body=json_values, where=st.sampled_from(["/api/tables", "join"]))
def test_any_json_creating_or_joining_is_refused_or_done_never_a_500(table, body, where):
    path = f"/api/tables/{table.id}/join" if where == "join" else where
    response = raw_post(table.client, path, json.dumps(body))
    assert response.status_code < 500, response.get_data(as_text=True)
    if response.status_code != 201:
        refused(response, response.status_code)


@SETTINGS
@given(name=texts, reason=texts)
def test_any_text_in_a_name_or_reason_is_refused_or_kept_as_sent(table, name, reason):
    joined = raw_post(table.client, f"/api/tables/{table.id}/join",
                      json.dumps({"join_code": table.created["join_code"], "name": name}))
    # 422: a name the table can't take (one joined in an earlier example, or passing for one; invisible characters)
    assert joined.status_code in (201, 400) or joined.json["error"]["code"] in NAME_REFUSALS, joined.get_data(as_text=True)
    if joined.status_code == 201:
        assert table.get().json["seats"][-1]["name"] == name.strip()
    adjusted = table.post({"type": "adjust", "seat": 1, "amount": 5, "reason": reason})
    assert adjusted.status_code in (201, 400, 409, 422), adjusted.json
