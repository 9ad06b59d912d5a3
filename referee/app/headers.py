"""Headers on every answer: pages run only the referee's own script files, no site may frame them, and a
seat link never leaves the phone in a Referer."""

from __future__ import annotations

from flask import Flask, Response

POLICY = "; ".join((
    "default-src 'self'",
    "script-src 'self'",  # no inline script or on…= attribute: text a player typed can never run
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",  # no other site can dress the pages up to be tapped through
))
HEADERS = {
    "Content-Security-Policy": POLICY,
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
}


def register(app: Flask) -> None:
    @app.after_request
    def secured(response: Response) -> Response:
        response.headers.update(HEADERS)
        return response
