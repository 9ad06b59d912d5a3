"""A correction of a card entered twice: as a player sends it, and as it is stored.

Lamarckian and Progressive Poker find such clashes in their own ways; the
correction a player sends reads the same in both, and so does the event.
"""

from __future__ import annotations

from dataclasses import dataclass
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


@dataclass(frozen=True)
class Correction:
    """The stored correction: public, saying where (`in_`), for a card everyone can see on the table;
    the player's secret (`hidden`, with "card" and "is") for a card of their own hidden hand."""

    card: str | None = None
    is_: str | None = None
    in_: str | None = None
    hidden: Mapping[str, str] | None = None

    @classmethod
    def secret(cls, card: str, is_: str) -> Correction:
        return cls(hidden={"card": card, "is": is_})

    def cards(self) -> tuple[Card, Card]:
        """The card as entered, and the card it really is."""
        fix = self.hidden or {"card": self.card, "is": self.is_}
        return parse_card(fix["card"]), parse_card(fix["is"])
