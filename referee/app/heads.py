"""The head a phone saw: the phone pages keep the last one and ask here whether the log still extends it.

Its own small blueprint beside the pages, so that a player can hold the referee to the log they saw
without a bearer token: the seat's cookie, scoped to the table's pages, signs the question.
"""

from __future__ import annotations

from flask import Blueprint, current_app, jsonify, request

from referee.service import audit

from . import inputs, signin

bp = Blueprint("heads", __name__)


@bp.get("/t/<table_id>/extends")
def extends(table_id: str):
    signin.principal(table_id)
    since = inputs.version_number(request.args.get("since", ""), "since")
    answer = audit.extends(current_app.extensions["referee.engine"], table_id, since, request.args.get("hash", ""))
    return jsonify(answer), 200, {"Cache-Control": "no-store"}
