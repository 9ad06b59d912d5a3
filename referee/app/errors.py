"""Every refusal leaves the API in one envelope: {"error": {code, message, fields}}."""

from __future__ import annotations

from flask import Flask, jsonify
from marshmallow import ValidationError
from werkzeug.exceptions import HTTPException

from referee.rules.core.errors import RuleError, as_sentence
from referee.service.errors import ServiceError

from . import wording

STATUS = {
    "invalid": 422,
    "not_now": 409,
    "conflict": 409,
    "forbidden": 403,
    "unauthorized": 401,
    "not_found": 404,
    "malformed": 400,
    "too_many": 429,
}


class Malformed(ServiceError):
    kind = "malformed"


class TooManyGuesses(ServiceError):
    kind = "too_many"

    def __init__(self, seconds: int):
        super().__init__("too_many_wrong_codes", f"Too many wrong join codes were tried from here or for this "
                                                 f"table: wait {seconds} seconds, then type the code the host "
                                                 "shows.")
        self.headers = {"Retry-After": str(seconds)}


def envelope(code: str, message: str, status: int, fields: dict | None = None):
    return jsonify({"error": {"code": code, "message": as_sentence(message), "fields": fields or {}}}), status


def register(app: Flask) -> None:
    @app.errorhandler(RuleError)
    @app.errorhandler(ServiceError)
    def refused(error):
        return envelope(error.code, error.message, STATUS[error.kind], error.fields)

    @app.errorhandler(TooManyGuesses)
    def too_many(error: TooManyGuesses):
        answer, status = envelope(error.code, error.message, STATUS[error.kind])
        answer.headers.update(error.headers)
        return answer, status

    @app.errorhandler(ValidationError)
    def malformed(error: ValidationError):
        return envelope("malformed", wording.refusal(error, dollars=False), 400, error.normalized_messages())

    @app.errorhandler(HTTPException)
    def http(error: HTTPException):
        answer, status = envelope(error.name.lower().replace(" ", "_"), error.description, error.code)
        # A 405 says which methods the resource takes.
        answer.headers.extend((name, value) for name, value in error.get_headers() if name == "Allow")
        return answer, status

    @app.errorhandler(Exception)
    def unexpected(error: Exception):
        # A bug of ours, not the caller's: log it, answer in the envelope.
        app.logger.exception("unexpected error")
        return envelope("internal_error", "Something went wrong on our side; nothing was recorded.", 500)
