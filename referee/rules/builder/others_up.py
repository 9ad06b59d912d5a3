"""The showdown piece `others_up`: a hand is exactly `own` of its player's face-down cards and the face-up cards
of one other player still in, the best over every such player (Chernobyl, Love Canal: three of your own down
cards and two of another player's up cards); a player's own face-up cards play in no hand of theirs
(`poker.others_up`)."""

from __future__ import annotations

from typing import Mapping

from ..poker.others_up import OthersUp
from .layouts import middle_cards
from .params import Count
from .part import Part, Piece

HAND = 5
MAKING = ("hole_cards", "all_or_none_of_middle", "layout")  # other ways of making a hand, which this replaces
TURNED = ("roll_up", "flip_top")  # steps that turn face-down cards up: `count` each


def _words(own: int) -> str:
    return f"A hand is exactly {own} of its player's own face-down cards and the {HAND - own} face-up cards of " \
           "one other player still in, the best of every such player; a player's own face-up cards are in no hand " \
           "of theirs"


OTHERS_UP = Piece("others_up", "a hand is exactly own of its player's face-down cards and the face-up cards of one "
                               "other player still in (the best of every such player), never its own face-up cards",
                  lambda own: Part(extension=OthersUp(own)), _words, {"own": Count(1, 4, 3)})


def problems(definition: Mapping) -> list[str]:
    """A hand of another player's face-up cards needs each player to hold, at the showdown, the face-down cards
    it uses and the face-up cards that make five with them; no middle cards, nor another way of making hands."""
    rule = next((entry for entry in definition.get("showdown", []) if entry["kind"] == "others_up"), None)
    if rule is None:
        return []
    own, script = rule["own"], definition["script"]
    turned = sum(entry.get("count", 1) for entry in script if entry["kind"] in TURNED)
    down = sum(entry.get("down", 0) for entry in script if entry["kind"] == "deal") - turned \
        - sum(entry.get("count", 1) for entry in script if entry["kind"] == "discard")
    up = sum(entry.get("up", 0) for entry in script if entry["kind"] == "deal") + turned
    found = []
    if "if" in rule or "unless" in rule:
        found.append("A hand of another player's face-up cards can't depend on an option: hands are made the same "
                     "every deal.")
    if own > down:
        found.append(f"A hand uses exactly {own} of its player's face-down cards, but each player holds {down} "
                     "face down at the showdown.")
    if up != HAND - own:
        found.append(f"A hand uses {own} of its player's face-down cards and another player's face-up cards to make "
                     f"five, but each player has {up} face up at the showdown: turn up {HAND - own}.")
    if middle_cards(script):
        found.append("A hand is made of its player's cards and another player's face-up cards, so no card in the "
                     "middle plays: deal none there.")
    found += [f"A hand of another player's face-up cards and {kind.replace('_', ' ')} each say how a hand is "
              "made: keep one." for kind in MAKING if any(entry["kind"] == kind for entry in definition["showdown"])]
    return found
