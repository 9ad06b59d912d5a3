"""The API of a live server, as a script at the table would call it."""

from __future__ import annotations

import json
import urllib.request
import uuid


def call(url: str, body: dict, token: str | None = None) -> dict:
    """POST `body` as JSON, with a fresh idempotency key; the answer's JSON."""
    headers = {"Content-Type": "application/json", "Idempotency-Key": uuid.uuid4().hex}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(url, data=json.dumps(body).encode(), headers=headers)
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())


def read(url: str, token: str) -> dict:
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())
