"""The table's hand as a step of the script (`table_hand`): cards dealt face down to the table, which a hand
must beat to win (`poker.table_hand`), and what a definition with one must not say."""

from __future__ import annotations

from typing import Mapping

from ..poker.table_hand import DealTable, TableHand, stands
from . import layouts
from .params import Count
from .part import Part, Piece

SPLITTING = ("high_low", "layout", "hole_cards")  # showdowns whose hands the table's hand has no way to play


def _table_hand_words(cards: int) -> str:
    return f"Deal {cards} cards face down to the table: the table's hand, turned up at the showdown when someone " \
           "is in it. To win, a hand must beat it (a tie does not); a player left alone still plays it. When it " \
           "beats every hand shown, nobody wins and the pot stays for the next deal (in guts, everyone shown " \
           "matches it)"


TABLE_HAND = Piece(
    "table_hand", "cards dealt face down to the table, a hand no player holds: turned up at the showdown, it must "
                  "be beaten to win (a tie does not beat it), even by a player left alone; when no hand shown "
                  "beats it, nobody wins and the pot stays for the next deal (with losers_match, every hand shown "
                  "matches the pot)",
    lambda cards: Part(phases=(DealTable(count=cards),), extension=TableHand(count=cards), pot_stays=stands,
                       match=True),
    _table_hand_words, {"cards": Count(1, 7, 3)}, once=True)


def table_cards(script: list) -> int:
    """The cards the script deals to the table's hand."""
    return sum(entry.get("cards", 0) for entry in script if entry["kind"] == "table_hand")


def problems(definition: Mapping) -> list[str]:
    """A table's hand plays its own cards alone, for the whole pot: no middle, no split; a joker dead in the
    players' hands is wild in the table's, so it needs one."""
    script = definition.get("script", [])
    found = []
    dead = any(entry["kind"] == "jokers" and entry.get("table_only") for entry in definition.get("wild", []))
    if not table_cards(script):
        return ["Jokers are wild in the table's hand only, but there is no table's hand: add a table_hand step."] \
            if dead else []
    if layouts.middle_cards(script):
        found.append("The table's hand plays its own cards alone: deal no cards to the middle beside it.")
    split = sorted({entry["kind"] for entry in definition.get("showdown", []) if entry["kind"] in SPLITTING})
    if split or any(entry["kind"] == "declare" for entry in script):
        found.append("The table's hand plays for the whole pot as one hand of its own cards: leave out "
                     f"{' and '.join(kind.replace('_', ' ') for kind in split) or 'the declaration'}.")
    return found
