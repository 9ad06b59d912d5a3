"""Reading a correction of a card entered twice: which card, and what it really is.

Lamarckian and Progressive Poker find such clashes in their own ways; the
correction a player sends reads the same in both.
"""

from __future__ import annotations

from typing import Any, Mapping

from ..core.cards import Card, parse_card
from ..core.errors import RuleError


def corrected(action: Mapping[str, Any]) -> tuple[Card, Card]:
    """The card named as entered twice, and the card it really is."""
    return _card(action, "card"), _card(action, "is")


def _card(action: Mapping[str, Any], name: str) -> Card:
    text = action.get(name)
    if not isinstance(text, str):
        raise RuleError("missing_card", "a correction names the card in question and what it really is, "
                        "such as {\"card\": \"Kh\", \"is\": \"Kd\"}")
    return parse_card(text)
