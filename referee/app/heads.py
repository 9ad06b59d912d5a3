"""The heads of a table for the phone pages: each new one pushed as it comes, and whether the log still
extends the last one a phone saw.

Its own small blueprint beside the pages, so that a player can hold the referee to the log they saw
without a bearer token: the seat's cookie, scoped to the table's pages, signs the question and the stream.
"""

from __future__ import annotations

from flask import Blueprint, current_app, jsonify, request

from referee.service import audit

from . import inputs, signin, streams

bp = Blueprint("heads", __name__)


@bp.get("/t/<table_id>/extends")
def extends(table_id: str):
    signin.principal(table_id)
    since = inputs.version_number(request.args.get("since", ""), "since")
    answer = audit.extends(current_app.extensions["referee.engine"], table_id, since, request.args.get("hash", ""))
    return jsonify(answer), 200, {"Cache-Control": "no-store"}


@bp.get("/t/<table_id>/stream")
def stream(table_id: str):
    signin.principal(table_id)
    return streams.response(table_id)
