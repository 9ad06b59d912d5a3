"""The showdown piece `low_when_few`: the lowest hand takes the pot when exactly so many players are at the
showdown, the best hand otherwise (Iffy Guts, `poker.low_when_few`)."""

from __future__ import annotations

from typing import Mapping

from ..poker.low_when_few import LowWhenFew
from .params import Count
from .part import Part, Piece

# Rules that say otherwise who takes the pot, or part of it, or how hands rank: beside them the low can't decide.
OTHERS = {"lowball": "the lowest hand wins every pot", "high_low": "half of each pot goes to the lowest hand",
          "half_to_card": "half of each pot goes to a card", "half_to_highest_of_suit": "half of each pot goes to "
          "a card", "points": "a hand is the total of its cards", "legs": "the best hand takes a leg",
          "least_to_win": "the least hand to win is a high hand", "layout": "a hand plays one line of the middle",
          "left_neighbour_half": "half of each pot goes to the best hand's left neighbour"}


def _low_when_few(count: int = 2) -> Part:
    rule = LowWhenFew(count)
    return Part(judge=rule.verdict, shares=rule.shares)


def _words(count: int = 2) -> str:
    return f"When exactly {count} players are at the showdown, the lowest hand takes the pot (ace to five, pairs " \
           "and all, no qualifier), not the best; otherwise the best hand takes it"


LOW_WHEN_FEW = Piece("low_when_few", "when exactly count players (2 unless it says) are at the showdown, the "
                                     "lowest hand takes the pot (ace to five, pairs and all), not the best",
                     _low_when_few, _words, {"count": Count(2, 9, 2)}, frozenset({"count"}))


def problems(definition: Mapping) -> list[str]:
    """The low when few beside a rule that decides the pot, or the ranking, otherwise; or in a table's-hand game,
    whose hand to beat is a high hand."""
    showdown = {entry["kind"] for entry in definition.get("showdown", [])}
    if "low_when_few" not in showdown:
        return []
    found = [f"The lowest hand takes the pot when few are at the showdown, but {said}: keep one."
             for kind, said in OTHERS.items() if kind in showdown]
    if any(entry["kind"] in ("table_hand", "declare") for entry in definition.get("script", [])):
        found.append("The lowest hand takes the pot when few are at the showdown, but the script's table hand or "
                     "declaration says who wins otherwise: keep one.")
    return found
