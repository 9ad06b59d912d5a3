"""A table defines a game through the API and deals it: the schema is published, a bad definition is refused
with every problem in words (never a 500), the game joins that table's catalog only, and a deal of it is
played and recorded like any other."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.api.test_deals import buy_in_everyone
from tests.rules.builder.test_definitions import BAT_LADDERS, definitions

SHIPPED = Path(__file__).parents[2] / "referee" / "rules" / "builder" / "definitions"


def test_the_schema_is_published_and_every_shipped_definition_meets_it(client):
    schema = client.get("/api/game-definitions/schema").json
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)  # checked once, not again for each definition
    for path in SHIPPED.glob("*.json"):
        validator.validate(json.loads(path.read_text()))
    validator.validate(BAT_LADDERS)
    assert "/game-definitions/schema" in client.get("/api/openapi.json").json["paths"]


def test_the_schema_and_the_openapi_document_name_every_piece(client):
    named = {"script": {"pass", "nodes", "flip_nodes", "declare", "stack", "flip_top"}, "wild": {"lowest_showing"},
             "showdown": {"high_low"}, "on_cards": {"wild_tax", "rainout"},
             "options": {"yes_no", "money", "number", "choice"}}
    published = client.get("/api/game-definitions/schema").json
    described = client.get("/api/openapi.json").json["components"]["schemas"]["GameDefinition"]
    for schema in (published, described):
        for family, kinds in named.items():
            pieces = {piece["title"]: piece for piece in schema["properties"][family]["items"]["oneOf"]}
            assert kinds <= set(pieces), family
            assert ("if" in pieces[min(kinds)]["properties"]) == (family != "options")
    passes = {piece["title"]: piece for piece in published["properties"]["script"]["items"]["oneOf"]}["pass"]
    assert passes["properties"]["to"] == {"type": "string", "enum": ["left", "right", "across"]}
    assert passes["properties"]["count"] == {"type": "integer", "minimum": 1, "maximum": 7, "default": 1}
    assert "to" in passes["required"] and "count" not in passes["required"]
    for family in ("script", "wild", "showdown", "on_cards", "options"):  # required, or else it may have a default
        for piece in published["properties"][family]["items"]["oneOf"]:
            defaulted = {name for name, value in piece["properties"].items() if "default" in value}
            assert not defaulted & set(piece["required"]), (family, piece["title"])


def test_the_schema_takes_a_price_that_names_a_money_option_and_nothing_else_in_its_place(client):
    schema = client.get("/api/game-definitions/schema").json
    game = {"name": "Stakes", "script": [{"kind": "deal", "down": 5}, {"kind": "buy", "price": {"option": "stake"}}],
            "options": [{"kind": "money", "name": "stake", "help": "A price.", "default": 50, "least": 10},
                        {"kind": "choice", "name": "mood", "help": "A mood.", "choices": ["calm", "wild"]}]}
    jsonschema.validate(game, schema)
    for price in ({"option": "Stake"}, {"option": "stake", "more": 1}, "25", 0):
        bad = {**game, "script": [game["script"][0], {"kind": "buy", "price": price}]}
        assert not jsonschema.Draft202012Validator(schema).is_valid(bad), price


def test_a_bad_definition_is_refused_with_every_problem(table):
    refused = table.post({"type": "define_game", "definition": {"name": "", "script": [{"kind": "shuffle"}]}})
    assert refused.status_code == 422
    error = refused.json["error"]
    assert error["code"] == "bad_definition"
    assert error["message"].startswith("This game can't be played as defined: 1. A game needs a name of 1 to 40 "
                                       "letters. 2. Script step 1 must name its kind: one of deal, bet, draw, ")
    for body in ({"type": "define_game"}, {"type": "define_game", "definition": [1, 2]},
                 {"type": "define_game", "definition": {"name": {"a": 1}, "script": "deal"}}):
        assert table.post(body).status_code in (400, 422)


def test_a_defined_game_is_dealt_at_its_table_only(client, table, make_table):
    table.act(2, {"type": "define_game", "definition": BAT_LADDERS})
    listed = {v["key"]: v for v in table.get("/variants").json["variants"]}
    assert listed["house:bat-ladders"]["title"] == "Bat Ladders" and "holdem" in listed
    assert "house:bat-ladders" not in {v["key"] for v in client.get("/api/variants").json["variants"]}
    other = make_table()
    assert "house:bat-ladders" not in {v["key"] for v in other.get("/variants").json["variants"]}
    refused = other.post({"type": "start_deal", "variant": "house:bat-ladders"})
    assert refused.status_code == 422 and "There is no game called" in refused.json["error"]["message"]

    buy_in_everyone(table)
    table.act("host", {"type": "start_deal", "variant": "house:bat-ladders", "dealer": 3})
    deal = table.get().json["deal"]
    assert deal["title"] == "Bat Ladders" and deal["variant"] == "house:bat-ladders"
    table.act(3, {"type": "deal_up", "cards": {"1": "Jh", "2": "2c", "3": "Kd"}})
    view = table.get().json["deal"]["view"]
    assert next(s for s in view["seats"] if s["seat"] == 1)["killed"]  # a red jack dealt face up kills
    offered = {a["type"]: a for a in table.get(token=table.tokens[2]).json["deal"]["legal_actions"]}
    assert offered["buy"]["amount"] == 10 and offered["buy"]["rule"] == "2♣: a deuce dealt face up: one more card, " \
                                                                         "face down"
    assert table.act(2, {"type": "buy"})["events"][0]["postings"] == [["stack:2", "pot:1", 10]]
    assert table.get("/verify").json["ok"] is True


JSON = st.recursive(st.none() | st.booleans() | st.integers(-10, 100) | st.text(max_size=6),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=20)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(definition=definitions() | JSON | st.fixed_dictionaries({"name": st.text(max_size=50), "script": JSON}))
def test_no_definition_gets_a_server_error(table, definition):
    answer = table.post({"type": "define_game", "definition": definition})
    assert answer.status_code in (201, 400, 409, 422), answer.json
    assert answer.status_code == 201 or answer.json["error"]["message"].strip()
