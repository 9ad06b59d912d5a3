"""The table's hand as a step of the script (`table_hand`): cards dealt face down to the table, which a hand
must beat to win (`poker.table_hand`), and what a definition with one must not say."""

from __future__ import annotations

from typing import Mapping

from ..poker.high_low import HighLow
from ..poker.table_hand import DealTable, TableHand, TableHighLow, stands
from . import layouts
from .params import Count, Flag
from .part import Part, Piece

SPLITTING = ("layout", "hole_cards")  # showdowns whose hands the table's hand has no way to play


RULE = "To win, a hand must beat it (a tie does not); a player left alone still plays it. When it beats every " \
       "hand shown, nobody wins and the pot stays for the next deal (in guts, everyone shown matches it)"


def _cards(count: int) -> str:
    return f"{count} card{'s' if count != 1 else ''}"


def _table_hand_words(cards: int, up: int = 0, from_draws: bool = False) -> str:
    if not up and not from_draws:
        return f"Deal {cards} cards face down to the table: the table's hand, turned up at the showdown when " \
               f"someone is in it. {RULE}"
    entered = f"the dealer enters {'them' if up > 1 else 'it'} as {'they are' if up > 1 else 'it is'} dealt"
    if not cards and not from_draws:  # one street of a table's hand whose rule an earlier step said
        return f"Deal {_cards(up)} face up to the table's hand, which a hand must beat to win ({entered})"
    dealt = " and ".join(filter(None, (f"{_cards(cards)} face down" if cards else "", f"{up} face up" if up else "")))
    thrown_away = "the cards thrown away at the draw go face down to " + ("it too" if dealt else "the table")
    said = " and ".join(filter(None, (f"Deal {dealt} to the table" if dealt else "",
                                      thrown_away if from_draws else "")))
    said = said[0].upper() + said[1:]
    return f"{said}: the table's hand, its face-down cards turned up at the showdown when someone is in it" + \
        (f" ({entered})" if up else "") + f". {RULE}"


def _table_hand(cards: int, up: int = 0, from_draws: bool = False) -> Part:
    return Part(phases=(DealTable(count=cards, up=up, draws=from_draws),), extension=TableHand(), pot_stays=stands,
                match=True)


TABLE_HAND = Piece(
    "table_hand", "cards dealt face down to the table, a hand no player holds: turned up at the showdown, it must "
                  "be beaten to win (a tie does not beat it), even by a player left alone; when no hand shown "
                  "beats it, nobody wins and the pot stays for the next deal (with losers_match, every hand shown "
                  "matches the pot); with high_low, each half goes to the hand that beats it in that half, and a "
                  "half nobody beats stays in the pot. up: cards of it dealt face up, entered by the dealer as they are dealt (a "
                  "table's hand dealt street by street is a table_hand step after each deal); from_draws: the "
                  "cards thrown away at the draw go to it face down",
    _table_hand, _table_hand_words, {"cards": Count(0, 7, 3), "up": Count(0, 7, 0), "from_draws": Flag(False)},
    frozenset({"up", "from_draws"}))


def table_cards(script: list) -> int:
    """The cards the script deals to the table's hand (the draw's thrown away aside: `thrown`)."""
    return sum(entry.get("cards", 0) + entry.get("up", 0) for entry in script if entry["kind"] == "table_hand")


def thrown(script: list) -> tuple[int, int]:
    """The most cards a player throws away to the table's hand at the draw, and the more they may with an ace."""
    if not any(entry["kind"] == "table_hand" and entry.get("from_draws") for entry in script):
        return 0, 0
    draw = next((entry for entry in script if entry["kind"] == "draw"), {})
    most = draw.get("most", 0)
    return most, max(draw.get("most_with_ace", most) - most, 0)


def problems(definition: Mapping) -> list[str]:
    """A table's hand plays its own cards alone, for the whole pot: no middle, no split; a joker dead in the
    players' hands is wild in the table's, so it needs one."""
    script = definition.get("script", [])
    found = []
    dead = any(entry["kind"] == "jokers" and entry.get("table_only") for entry in definition.get("wild", []))
    if not any(entry["kind"] == "table_hand" for entry in script):
        return ["Jokers are wild in the table's hand only, but there is no table's hand: add a table_hand step."] \
            if dead else []
    for place, entry in enumerate(script, 1):
        if entry["kind"] == "table_hand" and not (entry.get("cards") or entry.get("up") or entry.get("from_draws")):
            found.append(f"Script step {place} (table_hand) deals the table's hand no card: give it cards, face "
                         "down or up, or the cards thrown away at the draw (from_draws).")
    draws = sum(1 for entry in script if entry["kind"] == "draw")
    if any(entry["kind"] == "table_hand" and entry.get("from_draws") for entry in script) and draws != 1:
        found.append("The cards thrown away at the draw go to the table's hand: the deal needs one draw, "
                     f"not {draws}.")
    if layouts.middle_cards(script):
        found.append("The table's hand plays its own cards alone: deal no cards to the middle beside it.")
    split = sorted({entry["kind"] for entry in definition.get("showdown", []) if entry["kind"] in SPLITTING})
    if split:
        found.append("The table's hand plays as one hand of its own cards: leave out "
                     f"{' and '.join(kind.replace('_', ' ') for kind in split)}.")
    return found


def against_table(shares, parts) -> object:
    """A high-low split beside a table's hand plays each half against it (`poker.table_hand.TableHighLow`)."""
    split = getattr(shares, "__self__", None)
    if type(split) is HighLow and any(isinstance(part.extension, TableHand) for part in parts):
        return TableHighLow(split.qualifier).halves
    return shares
