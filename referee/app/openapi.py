"""The OpenAPI document, generated from the schemas that check each request and shape each answer."""

from __future__ import annotations

from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from flask import Blueprint, jsonify

from referee.rules.builder.schema import schema as definition_schema

from . import bodies, club_openapi, inputs, schemas, views

bp = Blueprint("openapi", __name__, url_prefix="/api")

AUTH = [{"bearer": []}]
TABLE_ID = {"name": "table_id", "in": "path", "required": True, "schema": {"type": "string"}}
VERSION = {"type": "integer", "minimum": 0, "maximum": inputs.LARGEST_VERSION}
KEY = {"name": "Idempotency-Key", "in": "header", "required": True,
       "description": "Any text of 1 to 200 characters, not only spaces: a retry with the same key and body "
                      "gets the first answer and writes nothing; the same key with another body is refused.",
       "schema": {"type": "string", "minLength": 1, "maxLength": 200, "pattern": r"\S"}}
IF_MATCH = {"name": "If-Match", "in": "header", "required": False,
            "description": "The table version you saw, like 12: the entry is refused if the table has moved on.",
            "schema": {"type": "string", "pattern": r'^\s*(W/)?"?[0-9]{1,12}"?\s*$'}}
AFTER = {"name": "after", "in": "query", "required": False, "description": "Only the events after this version.",
         "schema": VERSION}
SINCE = {"name": "since", "in": "query", "required": False, "schema": VERSION,
         "description": "The version of a head you saw (with hash): the answer says whether the log extends it."}
HASH = {"name": "hash", "in": "query", "required": False, "schema": {"type": "string"},
        "description": "The hash of the head you saw (with since)."}
LAST_EVENT_ID = {"name": "Last-Event-ID", "in": "header", "required": False,
                 "description": "The id of the last event a stream gave (a version), as a browser sends it when it "
                                "reconnects: the head comes at once only if the table has moved past it.",
                 "schema": {"type": "string", "pattern": r"^\s*([0-9]{1,18})?\s*$"}}
# One event of a heads stream, as its fields read.
HEAD_EVENT = {"type": "object", "required": ["event", "id", "data"], "properties": {
    "event": {"type": "string", "enum": ["head"]},
    "id": {"type": "string", "pattern": "^[0-9]+$", "description": "The head's version"},
    "data": {"type": "string", "description": 'JSON: {"version": 12, "hash": "…"}, the head'}}}
NUMBER = {"name": "number", "in": "path", "required": True, "schema": {"type": "integer", "minimum": 0}}
# Request bodies refuse keys they do not know (marshmallow's default); the document says so.
CLOSED = ("CreateTable", "Join", "Stakes", *(schema.__name__ for schema in schemas.COMMANDS.values()))
ANSWERS = ("CreatedTable", "Joined", "TableView", "EventList", "Appended", "Settlement", "Verification", "Error",
           "VariantList")


def _answer(schema: str, description: str, status: str = "200") -> dict:
    return {
        status: {"description": description, "content": {"application/json": {"schema": schema}}},
        "default": {"description": "A refusal: 400 malformed, 401/403 token, 404, 405 (with Allow), 409 not now "
                                   "or a conflict, 413 too large, 422 against the rules.",
                    "content": {"application/json": {"schema": "Error"}}},
    }


def _body(schema: str | dict) -> dict:
    return {"required": True, "content": {"application/json": {"schema": schema}}}


def _command(spec: APISpec) -> dict:
    """Every event a client may post, one schema per type, told apart by `type`."""
    mapping = {}
    for kind, schema in schemas.COMMANDS.items():
        spec.components.schema(schema.__name__, schema=schema)
        mapping[kind] = schema.__name__
    for kind, body in {**bodies.deal_actions(), **bodies.between_deals()}.items():
        name = bodies.component_name(kind)
        spec.components.schema(name, component=body)
        mapping[kind] = name
    refs = {kind: f"#/components/schemas/{name}" for kind, name in mapping.items()}
    spec.components.schema("Command", component={
        "oneOf": [{"$ref": ref} for ref in refs.values()],
        "discriminator": {"propertyName": "type", "mapping": refs},
    })
    return "Command"


def build_spec() -> dict:
    spec = APISpec(title="Table referee", version="1", openapi_version="3.0.3", plugins=[MarshmallowPlugin()],
                   servers=[{"url": "/api", "description": "Every path below is under /api."}])
    spec.components.security_scheme("bearer", {"type": "http", "scheme": "bearer"})
    for name in ("CreateTable", "Join", *ANSWERS):
        spec.components.schema(name, schema=getattr(schemas, name, None) or getattr(views, name))
    command = _command(spec)
    spec.path("/variants", operations={"get": {
        "summary": "Every game the referee can run, with its options",
        "responses": _answer("VariantList", "The games, in the catalog's order")}})
    spec.path("/game-definitions/schema", operations={"get": {
        "summary": "The JSON Schema of a game a table defines (the body's `definition` of a define_game event)",
        "responses": {"200": {"description": "JSON Schema", "content": {"application/json": {
            "schema": {"type": "object"}}}}}}})
    spec.path("/tables/{table_id}/variants", operations={"get": {
        "summary": "Every game this table can deal: the built-in ones and the games it defined",
        "parameters": [TABLE_ID], "security": AUTH,
        "responses": _answer("VariantList", "The built-in games, then the table's own")}})
    spec.path("/tables", operations={"post": {
        "summary": "Open a table for tonight", "requestBody": _body("CreateTable"),
        "responses": _answer("CreatedTable", "The table, its join code and every secret link", "201")}})
    spec.path("/tables/{table_id}/join", operations={"post": {
        "summary": "Take a seat with the join code", "parameters": [TABLE_ID], "requestBody": _body("Join"),
        "responses": {**_answer("Joined", "The new seat and its secret", "201"), "429": {
            "description": "Too many wrong join codes in the last minute from this client, or for this table from "
                           "this client among others: refused unchecked until Retry-After seconds have passed.",
            "headers": {"Retry-After": {"schema": {"type": "integer", "minimum": 1}}},
            "content": {"application/json": {"schema": "Error"}}}}}})
    spec.path("/tables/{table_id}", operations={"get": {
        "summary": "The table as the bearer sees it", "parameters": [TABLE_ID], "security": AUTH,
        "responses": _answer("TableView", "The table, the deal as the bearer may see it, and the log's head")}})
    spec.path("/tables/{table_id}/events", operations={
        "post": {"summary": "Record what happened", "parameters": [TABLE_ID, KEY, IF_MATCH], "security": AUTH,
                 "requestBody": _body(command),
                 "responses": _answer("Appended", "The events it caused, and the log's new head", "201")},
        "get": {"summary": "The log, as the bearer may see it", "parameters": [TABLE_ID, AFTER], "security": AUTH,
                "responses": _answer("EventList", "The events after `after`, and the log's head")},
    })
    spec.path("/tables/{table_id}/stream", operations={"get": {
        "summary": "Each new head of the log, pushed as it is written (Server-Sent Events)",
        "description": "A stream that stays open: first `retry: 1000`, then an event `head` for the current head "
                       "(unless it is the Last-Event-ID sent), then one for each new head, `id` its version and "
                       "`data` {\"version\": 12, \"hash\": \"…\"}. A comment line `: heartbeat` comes when nothing "
                       "else did for 15 seconds. The stream ends after 10 minutes; reconnect with Last-Event-ID. "
                       "Fetch what changed (GET /tables/{table_id}, or /events?after=) when a head comes.",
        "parameters": [TABLE_ID, LAST_EVENT_ID], "security": AUTH,
        "responses": {"200": {"description": "text/event-stream, one event per new head",
                              "content": {"text/event-stream": {"schema": HEAD_EVENT}}},
                      "default": _answer("Error", "")["default"]},
    }})
    spec.path("/tables/{table_id}/settlement", operations={"get": {
        "summary": "Balances and who pays whom", "parameters": [TABLE_ID], "security": AUTH,
        "responses": _answer("Settlement", "Each seat's balance and the fewest transfers that settle them")}})
    spec.path("/tables/{table_id}/verify", operations={"get": {
        "summary": "Check the head, the hash chain and every ruling of the log",
        "parameters": [TABLE_ID, SINCE, HASH], "security": AUTH,
        "responses": _answer("Verification", "The first mismatch if any, the damage acknowledged, and whether "
                                             "the log extends the head given")}})
    spec.path("/tables/{table_id}/deals/{number}/phh", operations={"get": {
        "summary": "A finished deal of hold'em, pineapple, five-card draw, seven-card stud or a game the table "
                   "defined as a PHH hand history (docs/phh.md)",
        "parameters": [TABLE_ID, NUMBER], "security": AUTH,
        "responses": {"200": {"description": "PHH (TOML)", "content": {"text/plain": {"schema": {"type": "string"}}}},
                      "default": _answer("Error", "")["default"]},
    }})
    spec.path("/tables/{table_id}/phhs", operations={"get": {
        "summary": "Every finished deal PHH writes, as one PHH series file (.phhs, docs/phh.md)",
        "parameters": [TABLE_ID], "security": AUTH,
        "responses": {"200": {"description": "PHH series (TOML)",
                              "content": {"text/plain": {"schema": {"type": "string"}}}},
                      "default": _answer("Error", "")["default"]},
    }})
    club_openapi.add(spec, _answer, _body, AUTH, KEY, IF_MATCH)
    document = spec.to_dict()
    for name in (*CLOSED, *club_openapi.CLOSED):
        document["components"]["schemas"][name]["additionalProperties"] = False
    components = document["components"]["schemas"]
    components["GameDefinition"] = _openapi_30(definition_schema())
    components["DefineGame"]["properties"]["definition"] = {"$ref": "#/components/schemas/GameDefinition"}
    return document


def _openapi_30(schema):
    """A JSON Schema as OpenAPI 3.0 takes it: no `$schema`, `const` written as a one-value enum, and a value
    that may be null (`anyOf` with `{"type": "null"}`) written `nullable`."""
    if isinstance(schema, list):
        return [_openapi_30(item) for item in schema]
    if not isinstance(schema, dict):
        return schema
    choices = schema.get("anyOf", [])
    if NULL in choices and len(choices) == 2:
        kept = next(choice for choice in choices if choice != NULL)
        schema = {**{key: value for key, value in schema.items() if key != "anyOf"}, **kept, "nullable": True}
    found = {key: _openapi_30(value) for key, value in schema.items() if key not in ("$schema", "const")}
    if "const" in schema:
        found["enum"] = [schema["const"]]
    return found


NULL = {"type": "null"}


@bp.get("/openapi.json")
def openapi():
    return jsonify(build_spec())
