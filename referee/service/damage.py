"""Damage to a table's log, said in the sentences every page and phone shows."""

from __future__ import annotations

from datetime import datetime
from typing import Any, Mapping


def acknowledgement(payload: Mapping[str, Any]) -> str:
    """What the host acknowledged, when, and which entries, for the rest of the night."""
    at = payload["at_version"]
    through = payload.get("through", at)
    entries = f"entry {at} was" if through == at else f"entries {at}–{through} were"
    when = _time(payload.get("acknowledged_at", ""))
    reason = payload.get("reason", "")
    return (f"The host acknowledged{f' at {when}' if when else ''} that {entries} altered outside the referee"
            f"{f' ({reason})' if reason else ''}.")


def _time(recorded_at: str) -> str:
    try:
        return datetime.fromisoformat(recorded_at).strftime("%H:%M UTC")
    except ValueError:
        return ""
