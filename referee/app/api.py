"""JSON API v1: schema in, service call, schema out. No rules live here."""

from __future__ import annotations

import re

from flask import Blueprint, Response, current_app, jsonify, request

from referee.rules.builder.schema import schema as definition_schema
from referee.service import audit, histories, reads, tables

from . import schemas
from .errors import Malformed

bp = Blueprint("api", __name__, url_prefix="/api")


def engine():
    return current_app.extensions["referee.engine"]


def body() -> dict:
    data = request.get_json(silent=True)
    if not isinstance(data, dict):
        raise Malformed("malformed_json", "The request body must be a JSON object.")
    return data


def bearer(table_id: str) -> str:
    header = request.headers.get("Authorization", "")
    token = header[7:].strip() if header.lower().startswith("bearer ") else None
    return tables.authenticate(engine(), table_id, token)


def if_match() -> int | None:
    value = request.headers.get("If-Match")
    if value is None:
        return None
    match = re.fullmatch(r'\s*(?:W/)?"?(\d{1,12})"?\s*', value)
    if not match:
        raise Malformed("bad_if_match", "If-Match must be the table version you saw, like 12.")
    return int(match.group(1))


def idempotency_key() -> str:
    key = request.headers.get("Idempotency-Key", "").strip()
    if not key or len(key) > 200:
        raise Malformed(
            "idempotency_key_required",
            "Every append needs an Idempotency-Key header (1 to 200 characters), so a retry is never counted twice.",
        )
    return key


@bp.get("/variants")
def list_variants():
    return jsonify({"variants": schemas.VariantView(many=True).dump(reads.variants())})


@bp.get("/game-definitions/schema")
def game_definition_schema():
    return jsonify(definition_schema())


@bp.get("/tables/<table_id>/variants")
def list_table_variants(table_id: str):
    bearer(table_id)
    return jsonify({"variants": schemas.VariantView(many=True).dump(reads.read_variants(engine(), table_id))})


@bp.post("/tables")
def create_table():
    data = schemas.CreateTable().load(body())
    created = tables.create_table(engine(), data["name"], data["currency"], data["unit"],
                                  [name.strip() for name in data["players"]], data["stakes"])
    return schemas.CreatedTable().dump(created), 201


@bp.post("/tables/<table_id>/join")
def join_table(table_id: str):
    data = schemas.Join().load(body())
    return schemas.Joined().dump(tables.join_table(engine(), table_id, data["join_code"], data["name"].strip())), 201


@bp.get("/tables/<table_id>")
def get_table(table_id: str):
    principal = bearer(table_id)
    return schemas.TableView().dump(reads.read_table(engine(), table_id, principal))


@bp.post("/tables/<table_id>/events")
def append_event(table_id: str):
    principal = bearer(table_id)
    command = schemas.load_command(body())
    recorded = tables.record(engine(), table_id, principal, command, idempotency_key(), if_match())
    viewer = tables.viewer_seat(principal)
    logged = [reads.visible_event(event, viewer) for event in recorded.events]
    answer = schemas.Appended().dump({"version": logged[-1]["version"], "event": logged[0], "events": logged})
    # A retry gets the original answer; the header only says it is one.
    return answer, 201, {"Idempotent-Replayed": "true" if recorded.replayed else "false"}


@bp.get("/tables/<table_id>/events")
def get_events(table_id: str):
    principal = bearer(table_id)
    after = request.args.get("after", "0")
    if not after.isdigit():
        raise Malformed("bad_after", "'after' must be a version number, like 0.")
    events = reads.read_log(engine(), table_id, principal, int(after))
    return jsonify({"events": schemas.LoggedEvent(many=True).dump(events)})


@bp.get("/tables/<table_id>/settlement")
def get_settlement(table_id: str):
    bearer(table_id)
    return schemas.Settlement().dump(reads.read_settlement(engine(), table_id))


@bp.get("/tables/<table_id>/verify")
def get_verify(table_id: str):
    bearer(table_id)
    return schemas.Verification().dump(audit.verify(engine(), table_id))


@bp.get("/tables/<table_id>/deals/<int:number>/phh")
def get_deal_history(table_id: str, number: int):
    bearer(table_id)
    return Response(histories.deal_history(engine(), table_id, number), mimetype="text/plain")


@bp.get("/tables/<table_id>/phhs")
def get_night_history(table_id: str):
    bearer(table_id)
    return Response(histories.night_history(engine(), table_id), mimetype="text/plain")
