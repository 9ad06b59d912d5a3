"""What a request carries before any schema reads it: a JSON object and version numbers.

The parser is the first to meet a hostile body, so it bounds what the rest of
the code must cope with: nesting no deeper than any honest request, text that
is valid Unicode, numbers a database can hold.
"""

from __future__ import annotations

import json
import re

from .errors import Malformed

# The deepest honest body is a game a table defines, about 6 levels deep with its wrapper.
DEEPEST = 16
# A version is a row number of the log: a 64-bit integer in every database.
LARGEST_VERSION = 2**63 - 1


def json_object(raw: bytes) -> dict:
    """The body as a JSON object, or Malformed: not JSON, not an object, too deep, or broken Unicode."""
    try:
        data = json.loads(raw)
    except (ValueError, RecursionError):
        # RecursionError: the decoder gives up on deep nesting before we can measure it.
        data = None
    if not isinstance(data, dict):
        raise Malformed("malformed_json", "The request body must be a JSON object.")
    if _depth(data) > DEEPEST:
        raise Malformed("too_deep", f"The request body nests more than {DEEPEST} levels deep; no request needs that.")
    return data


def version_number(text: str, name: str) -> int:
    """A version from a query string: ASCII digits only (a superscript two is a digit to str.isdigit)."""
    if not re.fullmatch(r"[0-9]{1,19}", text) or int(text) > LARGEST_VERSION:
        raise Malformed(f"bad_{name}", f"'{name}' must be a version number, like 0.")
    return int(text)


def _depth(data) -> int:
    deepest = 0
    pending = [(data, 1)]
    while pending:
        value, depth = pending.pop()
        if isinstance(value, (dict, list)):
            deepest = max(deepest, depth)
            if depth > DEEPEST:
                break
            children = value.values() if isinstance(value, dict) else value
            pending.extend((child, depth + 1) for child in children)
    return deepest
