"""The JSON Schema of a game definition, made from the pieces themselves, so it lists exactly what the
referee can build. The referee's own check (`definition.problems`) says the same in the table's words and also
catches what a schema cannot (a deck too small for the players, a stud game with no card showing)."""

from __future__ import annotations

from .definition import DECKS, GAME_FIELDS, NAME_LENGTH, WITHOUT
from .params import OptionName
from .part import Piece
from .pieces import CONDITIONS, FAMILIES


def _piece(piece: Piece, family: str) -> dict:
    properties = {"kind": {"const": piece.kind}} | {name: param.schema() for name, param in piece.params.items()}
    if family != "options":  # any other piece may apply only with (if) or without (unless) an option of the game
        properties |= {condition: OptionName().schema() | {"description": f"applies {condition} this option of "
                                                                            "the game's own is on"}
                       for condition in CONDITIONS}
    for name, param in piece.params.items():  # a value the check requires has no default to fall back on
        if param.default is not None and name in piece.optional:
            properties[name]["default"] = param.default
    return {
        "type": "object", "title": piece.kind, "description": piece.help, "properties": properties,
        "required": ["kind", *sorted(set(piece.params) - piece.optional)], "additionalProperties": False,
    }


def schema() -> dict:
    families = {family: {"type": "array", "items": {"oneOf": [_piece(piece, family) for piece in pieces.values()]}}
                for family, pieces in FAMILIES.items()}
    families["script"]["minItems"] = 1
    settings = {name: param.schema() | {"default": param.default} for name, param in GAME_FIELDS.items()}
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "A house game",
        "description": "A game a table defines from the pieces the referee knows; dealt like any built-in game.",
        "type": "object",
        "properties": {
            "name": {"type": "string", "minLength": 1, "maxLength": NAME_LENGTH},
            "description": {"type": "string", "maxLength": 1000},
            "deck": {"enum": sorted(DECKS), "default": "standard"},
            "without": WITHOUT.schema() | {"description": "ranks taken out of the deck"},
            **settings,
            **families,
        },
        "required": ["name", "script"],
        "additionalProperties": False,
    }
