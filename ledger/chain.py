"""The hash chain: each event's hash covers its content and the hash before it."""

from __future__ import annotations

import hashlib
import json
from typing import Any

GENESIS = "0" * 64


def canonical(data: Any) -> str:
    """One spelling of a JSON value, so equal data always hashes the same."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def event_hash(prev_hash: str, content: dict) -> str:
    return hashlib.sha256((prev_hash + canonical(content)).encode()).hexdigest()


def digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()
