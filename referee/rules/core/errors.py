"""Refusals: how the engine says no.

Every refusal carries a stable code for programs and a sentence for players
that names the rule. `kind` tells the web layer which status fits:
"invalid" (the request itself is malformed for the rules, 422),
"not_now" (a legal kind of action at the wrong moment, 409),
"forbidden" (this actor may not do it, 403) and "not_found" (404).
"""

from __future__ import annotations


class RuleError(Exception):
    """An action the rules do not allow, explained in a sentence."""

    kind = "invalid"

    def __init__(self, code: str, message: str, fields: dict | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.fields = fields or {}


class NotNow(RuleError):
    kind = "not_now"


class Forbidden(RuleError):
    kind = "forbidden"


class NotFound(RuleError):
    kind = "not_found"


def as_sentence(text: str) -> str:
    """A refusal as players read it: a capital first letter and a full stop."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."
