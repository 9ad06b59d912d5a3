"""The OpenAPI document is valid, and describes every body a client may post and every answer it gets."""

from __future__ import annotations

import pytest
from openapi_schema_validator import OAS30Validator
from openapi_spec_validator import validate

from referee.app import bodies, schemas
from referee.rules.catalog import VARIANTS
from tests.api import test_no_500

tables = test_no_500.tables  # the fixture: one table per game, a deal in progress


@pytest.fixture(scope="module")
def spec(sqlite_url):
    from referee.app import create_app

    return create_app({"DATABASE_URL": sqlite_url, "TESTING": True}).test_client().get("/api/openapi.json").json


def conforms(spec, schema_name: str, instance) -> list[str]:
    """The errors of `instance` against a component of the document, $refs resolved inside it."""
    schema = {"$ref": f"#/components/schemas/{schema_name}", "components": spec["components"]}
    return [error.message for error in OAS30Validator(schema).iter_errors(instance)]


def test_the_document_is_valid_openapi(spec):
    validate(spec)  # raises on the first thing out of the OpenAPI 3.0 schema


def test_every_answer_that_succeeds_is_described(spec):
    for path, operations in spec["paths"].items():
        for method, operation in operations.items():
            for status, answer in operation["responses"].items():
                assert answer.get("description"), (method, path, status)


def test_every_event_type_is_told_apart_by_its_type(spec):
    command = spec["components"]["schemas"]["Command"]
    mapping = command["discriminator"]["mapping"]
    assert set(schemas.COMMANDS) <= set(mapping)
    assert set(bodies.ACTIONS) <= set(mapping)
    between = {kind for variant in VARIANTS.values() for kind in getattr(variant, "between_deals", ())}
    assert between <= set(mapping)
    assert len(command["oneOf"]) == len(mapping)
    for kind, ref in mapping.items():
        body = spec["components"]["schemas"][ref.rsplit("/", 1)[1]]
        assert body["properties"]["type"]["enum"] == [kind]
        assert "type" in body["required"]


def test_every_game_of_the_catalog_is_in_the_action_catalog():
    """A game added to the catalog must be played into referee/app/actions.json
    (python -m tests.support.action_catalog), so that its actions are described."""
    described = {game for entry in bodies.ACTIONS.values() for game in entry["games"]}
    assert set(VARIANTS) <= described


def test_the_kinds_of_field_are_the_vocabulary_of_the_legal_actions(spec):
    kinds = spec["components"]["schemas"]["ActionField"]["properties"]["kind"]["enum"]
    assert set(bodies.KINDS) == set(kinds)


def test_every_action_offered_at_the_start_of_every_game_is_described(spec, tables):
    mapping = spec["components"]["schemas"]["Command"]["discriminator"]["mapping"]
    for game, table in tables.items():
        for token in (table.host, *table.tokens.values()):
            for offer in (table.get(token=token).json["deal"] or {}).get("legal_actions", []):
                assert offer["type"] in mapping, (game, offer["type"])
                body = spec["components"]["schemas"][mapping[offer["type"]].rsplit("/", 1)[1]]
                assert {field["name"] for field in offer["fields"]} <= set(body["properties"]), (game, offer)


def test_answers_conform_to_the_document(spec, tables):
    table = next(iter(tables.values()))
    seen = table.get().json
    assert conforms(spec, "TableView", seen) == []
    assert conforms(spec, "EventList", table.get("/events").json) == []
    assert conforms(spec, "Settlement", table.get("/settlement").json) == []
    assert conforms(spec, "Verification", table.get(f"/verify?since=1&hash={'0' * 64}").json) == []
    appended = table.post({"type": "buy_in", "seat": 1, "amount": 5})
    assert conforms(spec, "Appended", appended.json) == []
    assert conforms(spec, "Error", table.post({"type": "buy_in"}).json) == []
    assert conforms(spec, "VariantList", table.client.get("/api/variants").json) == []


def test_the_limits_that_are_enforced_are_in_the_document(spec):
    create = spec["components"]["schemas"]["CreateTable"]
    assert "different" in create["properties"]["players"]["description"]
    assert spec["components"]["schemas"]["Stakes"]["additionalProperties"] is False
    assert set(spec["components"]["schemas"]["Stakes"]["properties"]) == {"min_bet", "max_bet"}
    key = next(p for p in spec["paths"]["/tables/{table_id}/events"]["post"]["parameters"]
               if p["name"] == "Idempotency-Key")
    assert (key["schema"]["minLength"], key["schema"]["maxLength"]) == (1, 200)


def test_a_405_says_which_methods_are_allowed(client, table):
    answer = client.delete(f"/api/tables/{table.id}/events")
    assert answer.status_code == 405
    assert {"GET", "POST"} <= {m.strip() for m in answer.headers["Allow"].split(",")}
    assert answer.json["error"]["code"] == "method_not_allowed"


def test_unknown_stakes_are_refused(client):
    answer = client.post("/api/tables", json={"name": "x", "players": ["A"], "stakes": {"ante": 5}})
    assert answer.status_code == 422
    assert "not 'ante'" in answer.json["error"]["message"]
