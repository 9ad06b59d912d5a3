"""The OpenAPI document, generated from the marshmallow schemas."""

from __future__ import annotations

from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from flask import Blueprint, jsonify

from . import schemas

bp = Blueprint("openapi", __name__, url_prefix="/api")

AUTH = [{"bearer": []}]
TABLE_ID = {"name": "table_id", "in": "path", "required": True, "schema": {"type": "string"}}


def _answer(schema: str, status: str = "200") -> dict:
    return {
        status: {"content": {"application/json": {"schema": schema}}},
        "default": {"description": "An error", "content": {"application/json": {"schema": "Error"}}},
    }


def _body(schema: str | dict) -> dict:
    return {"required": True, "content": {"application/json": {"schema": schema}}}


def build_spec() -> dict:
    spec = APISpec(title="Table referee", version="1", openapi_version="3.0.3", plugins=[MarshmallowPlugin()])
    spec.components.security_scheme("bearer", {"type": "http", "scheme": "bearer"})
    for name in ("CreateTable", "CreatedTable", "Join", "Joined", "TableView", "LoggedEvent", "Appended",
                 "Settlement", "Verification", "Error", "VariantView"):
        spec.components.schema(name, schema=getattr(schemas, name))
    for name, schema in schemas.COMMANDS.items():
        spec.components.schema(schema.__name__, schema=schema)
    command = {"oneOf": [{"$ref": f"#/components/schemas/{s.__name__}"} for s in schemas.COMMANDS.values()]}
    key = {"name": "Idempotency-Key", "in": "header", "required": True, "schema": {"type": "string"}}
    match = {"name": "If-Match", "in": "header", "required": False, "schema": {"type": "string"}}
    after = {"name": "after", "in": "query", "required": False, "schema": {"type": "integer"}}
    spec.path("/variants", operations={"get": {"summary": "Every game the referee can run, with its options", "responses": _answer("VariantView")}})
    spec.path("/game-definitions/schema", operations={"get": {
        "summary": "The JSON Schema of a game a table defines (the body's `definition` of a define_game event)",
        "responses": {"200": {"description": "JSON Schema", "content": {"application/json": {
            "schema": {"type": "object"}}}}}}})
    spec.path("/tables/{table_id}/variants", operations={"get": {
        "summary": "Every game this table can deal: the built-in ones and the games it defined",
        "parameters": [TABLE_ID], "security": AUTH, "responses": _answer("VariantView")}})
    spec.path("/tables", operations={"post": {"summary": "Open a table for tonight", "requestBody": _body("CreateTable"), "responses": _answer("CreatedTable", "201")}})
    spec.path("/tables/{table_id}/join", operations={"post": {"summary": "Take a seat with the join code", "parameters": [TABLE_ID], "requestBody": _body("Join"), "responses": _answer("Joined", "201")}})
    spec.path("/tables/{table_id}", operations={"get": {"summary": "The table as the bearer sees it", "parameters": [TABLE_ID], "security": AUTH, "responses": _answer("TableView")}})
    spec.path("/tables/{table_id}/events", operations={
        "post": {"summary": "Record what happened", "parameters": [TABLE_ID, key, match], "security": AUTH, "requestBody": _body(command), "responses": _answer("Appended", "201")},
        "get": {"summary": "The log, as the bearer may see it", "parameters": [TABLE_ID, after], "security": AUTH, "responses": _answer("LoggedEvent")},
    })
    spec.path("/tables/{table_id}/settlement", operations={"get": {"summary": "Balances and who pays whom", "parameters": [TABLE_ID], "security": AUTH, "responses": _answer("Settlement")}})
    spec.path("/tables/{table_id}/verify", operations={"get": {"summary": "Check the hash chain and replay the log", "parameters": [TABLE_ID], "security": AUTH, "responses": _answer("Verification")}})
    number = {"name": "number", "in": "path", "required": True, "schema": {"type": "integer"}}
    spec.path("/tables/{table_id}/deals/{number}/phh", operations={"get": {
        "summary": "A finished deal of hold'em, pineapple, five-card draw or seven-card stud as a PHH hand "
                   "history (docs/phh.md)",
        "parameters": [TABLE_ID, number], "security": AUTH,
        "responses": {"200": {"description": "PHH (TOML)", "content": {"text/plain": {"schema": {"type": "string"}}}},
                      "default": {"description": "An error", "content": {"application/json": {"schema": "Error"}}}},
    }})
    spec.path("/tables/{table_id}/phhs", operations={"get": {
        "summary": "Every finished deal PHH writes, as one PHH series file (.phhs, docs/phh.md)",
        "parameters": [TABLE_ID], "security": AUTH,
        "responses": {"200": {"description": "PHH series (TOML)",
                              "content": {"text/plain": {"schema": {"type": "string"}}}},
                      "default": {"description": "An error", "content": {"application/json": {"schema": "Error"}}}},
    }})
    return spec.to_dict()


@bp.get("/openapi.json")
def openapi():
    return jsonify(build_spec())
