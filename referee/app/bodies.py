"""The body of every event a client may post, for the OpenAPI document, discriminated by its `type`.

The night's own commands (buy-ins, deals started, corrections of the log) are
described by the marshmallow schemas that check them. A deal's actions are
checked by their game against the fields of the legal action it offers
(referee/rules/engine/specs.py); they are described from those fields, as
every game of the catalog offers them: actions.json beside this file, made by
playing every game (tests/support/action_catalog.py, which a test keeps in
step with the catalog). Commands a game takes between its deals come from the
catalog itself.
"""

from __future__ import annotations

import json
from pathlib import Path

from referee.rules.catalog import VARIANTS

from . import schemas

ACTIONS = json.loads((Path(__file__).resolve().parent / "actions.json").read_text())
CARD = {"type": "string", "description": "A card as the rulings write it: As, 10d, Qh, Jk (a joker)."}
# Each kind of field of the vocabulary (engine/specs.py), as JSON Schema. The bounds and choices change
# with every state of the deal: the legal action offered says them (GET /api/tables/{id}: deal.legal_actions).
KINDS = {
    "int": {"type": "integer", "description": "A whole number within the bounds the legal action gives."},
    "card": CARD,
    "cards": {"type": "array", "items": CARD, "description": "Different cards, as many as the legal action says."},
    "cards_by_seat": {"type": "object", "additionalProperties": CARD, "description": "A card for each seat."},
    "choice": {"description": "One of the choices the legal action lists."},
    "seat": {"type": "integer", "description": "A seat number among those the legal action lists."},
    "pieces": {"type": "array", "description": "Icehouse pieces within those the legal action says are held.",
               "items": {"type": "object", "properties": {"owner": {"type": "integer"},
                                                          "size": {"type": "integer", "minimum": 1, "maximum": 3},
                                                          "count": {"type": "integer", "minimum": 1}}}},
}


def component_name(kind: str) -> str:
    return "".join(part.capitalize() for part in kind.split("_")) + "Action"


def deal_actions() -> dict[str, dict]:
    """Each deal action's body by type: its fields as every game that offers it describes them."""
    return {kind: _action(kind, entry) for kind, entry in ACTIONS.items() if kind not in schemas.COMMANDS}


def between_deals() -> dict[str, dict]:
    """The commands games take between their deals (Martian Poker's trades of pieces), by type."""
    found: dict[str, list[str]] = {}
    for variant in VARIANTS.values():
        for kind in getattr(variant, "between_deals", ()):
            found.setdefault(kind, []).append(variant.title)
    return {kind: {"type": "object", "required": ["type"], "additionalProperties": True,
                   "description": f"Between deals of {', '.join(titles)}; the game checks its fields.",
                   "properties": {"type": {"type": "string", "enum": [kind]}}}
            for kind, titles in found.items()}


def _action(kind: str, entry: dict) -> dict:
    properties = {"type": {"type": "string", "enum": [kind]}}
    for name, field in entry["fields"].items():
        kinds = [KINDS[k] for k in field["kinds"]]
        properties[name] = kinds[0] if len(kinds) == 1 else {"anyOf": kinds}
    titles = [VARIANTS[key].title for key in entry["games"] if key in VARIANTS]
    return {
        "type": "object",
        "description": f"A deal's action, offered in {', '.join(titles)}. Send it with the fields its legal "
                       "action lists, each within the bounds and choices it gives.",
        "required": ["type"] + [name for name, field in entry["fields"].items() if not field["optional"]],
        "properties": properties,
        "additionalProperties": True,
    }
