"""JSON API v1: schema in, service call, schema out. No rules live here."""

from __future__ import annotations

import re

from flask import Blueprint, Response, current_app, jsonify, request

from referee.rules.builder.schema import schema as definition_schema
from referee.rules.core.errors import RuleError
from referee.service import appends, audit, histories, reads, tables

from . import forms, guesses, inputs, schemas, streams, views
from .errors import Malformed

bp = Blueprint("api", __name__, url_prefix="/api")
# A schema keeps nothing between calls: one of each serves every request of the busiest endpoints.
TABLE_VIEW, APPENDED, EVENT_LIST = views.TableView(), views.Appended(), views.EventList()


def engine():
    return current_app.extensions["referee.engine"]


def body() -> dict:
    return inputs.json_object(request.get_data(cache=True))


def token() -> str | None:
    header = request.headers.get("Authorization", "")
    return header[7:].strip() if header.lower().startswith("bearer ") else None


def bearer(table_id: str) -> str:
    return tables.authenticate(engine(), table_id, token())


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
    return views.VariantList().dump({"variants": reads.variants()})


@bp.get("/game-definitions/schema")
def game_definition_schema():
    return jsonify(definition_schema())


@bp.get("/tables/<table_id>/variants")
def list_table_variants(table_id: str):
    bearer(table_id)
    return views.VariantList().dump({"variants": reads.read_variants(engine(), table_id)})


@bp.post("/tables")
def create_table():
    data = schemas.CreateTable().load(body())
    created = tables.create_table(engine(), data["name"], data["currency"], data["unit"],
                                  [name.strip() for name in data["players"]], data["stakes"])
    return views.CreatedTable().dump(created), 201


@bp.post("/tables/<table_id>/join")
def join_table(table_id: str):
    data = schemas.Join().load(body())
    return views.Joined().dump(guesses.join(table_id, data["join_code"], data["name"].strip())), 201


@bp.get("/tables/<table_id>")
def get_table(table_id: str):
    principal = bearer(table_id)
    return TABLE_VIEW.dump(reads.read_table(engine(), table_id, principal))


@bp.post("/tables/<table_id>/events")
def append_event(table_id: str):
    # Who asks, as this worker last found the token: the append checks it against the table's keys.
    signed = tables.bearer(engine(), table_id, token(), remembered=True)
    command = schemas.load_command(body())
    if command.get("type") in forms.ENTRIES:  # as on the pages, a short card entry is refused
        need = reads.cards_needed(engine(), table_id, signed.principal, command["type"])
        if short := forms.short_entry({"need": str(need)}, command):
            raise RuleError("too_few_cards", short)
    recorded = appends.record(engine(), table_id, signed.principal, command, idempotency_key(), if_match(), signed)
    viewer = tables.viewer_seat(signed.principal)
    logged = [reads.visible_event(event, viewer) for event in recorded.events]
    last = recorded.events[-1]
    answer = APPENDED.dump({"version": last.version, "event": logged[0], "events": logged,
                                      "head": {"version": last.version, "hash": last.hash}})
    # A retry gets the original answer; the header only says it is one.
    return answer, 201, {"Idempotent-Replayed": "true" if recorded.replayed else "false"}


@bp.get("/tables/<table_id>/stream")
def stream_heads(table_id: str):
    bearer(table_id)
    return streams.response(table_id)


@bp.get("/tables/<table_id>/events")
def get_events(table_id: str):
    principal = bearer(table_id)
    after = inputs.version_number(request.args.get("after", "0"), "after")
    return EVENT_LIST.dump(reads.read_log(engine(), table_id, principal, after))


@bp.get("/tables/<table_id>/settlement")
def get_settlement(table_id: str):
    bearer(table_id)
    return views.Settlement().dump(reads.read_settlement(engine(), table_id))


@bp.get("/tables/<table_id>/verify")
def get_verify(table_id: str):
    bearer(table_id)
    since = request.args.get("since")
    hash_ = request.args.get("hash")
    if (since is None) != (hash_ is None):
        raise Malformed("since_and_hash", "Send 'since' and 'hash' together: the head you saw, version and hash.")
    since = None if since is None else inputs.version_number(since, "since")
    return views.Verification().dump(audit.verify(engine(), table_id, since, hash_))


@bp.get("/tables/<table_id>/deals/<int:number>/phh")
def get_deal_history(table_id: str, number: int):
    bearer(table_id)
    return Response(histories.deal_history(engine(), table_id, number), mimetype="text/plain")


@bp.get("/tables/<table_id>/phhs")
def get_night_history(table_id: str):
    bearer(table_id)
    return Response(histories.night_history(engine(), table_id), mimetype="text/plain")
