"""Whether a definition's deck holds what its script deals: enough cards for the most players it allows, a
joker where a rule names one, ranks enough after some are taken out."""

from __future__ import annotations

from typing import Mapping

from ..core.decks import Deck, deck
from . import beat_it, layouts, table, table_cards
from .params import Ranks

DECKS = {"standard": 52, "short": 36, "piquet": 32}
MOST_PLAYERS = 7  # unless the definition says


def problems(definition: Mapping) -> list[str]:
    return _fits(definition) + _jokers(definition) + _stripped(definition)


def _jokers(definition: Mapping) -> list[str]:
    """A joker that wins the pot or kills a hand when dealt face up needs a joker in the deck; a joker is wild
    in the table's hand only, or in none."""
    entries = [entry for entry in definition.get("wild", []) if entry["kind"] == "jokers"]
    jokers = entries or any(entry["kind"] == "bug" and "count" in entry for entry in definition.get("wild", []))
    found = [f"A joker dealt face up {DOES[entry['kind']]}, but the deck has no joker: add jokers to the wild "
             "cards." for entry in definition.get("on_cards", []) if entry["kind"] in DOES and not jokers
             and any(card.lower().startswith("jk") for card in entry["cards"])]
    if any(entry.get("dead") and entry.get("table_only") for entry in entries):
        found.append("The jokers are wild in the table's hand, and also not wild at all: leave out table_only, "
                     "or dead.")
    return found


DOES = {"wins": "wins the pot", "kill": "kills a hand"}


def _fits(definition: Mapping) -> list[str]:
    script = definition["script"]
    each = sum(entry.get("down", 0) + entry.get("up", 0) for entry in script if entry["kind"] == "deal") + \
        sum(entry.get("count", 1) for entry in script if entry["kind"] == "up_or_down") + \
        table_cards.turns(script)  # each take of a table card takes one from the deck: the taker's, or its replacement
    middle = layouts.middle_cards(script) + table_cards.laid(script) + \
        sum(1 for entry in script if entry["kind"] == "match")  # a card turned up to be matched
    nodes = sum(entry.get("plus", 0) + entry.get("minus", 0) for entry in script if entry["kind"] == "nodes")
    passed = sum(1 for entry in script if entry["kind"] == "deal" and entry.get("pass_on"))  # past the dealer
    laid = nodes + passed + beat_it.table_cards(script)  # the card to beat, turned up on the table
    ghost = table.table_cards(script)
    players = definition.get("most_players", MOST_PLAYERS)
    # Cards thrown away to the table's hand never come back to the deck: each player's draw, and the more
    # drawn showing an ace (one ace each: four players at most).
    most, more = table.thrown(script)
    each += most
    ghost += min(players, 4) * more
    cards = len(_deck(definition)) + sum(w.get("count", 1) for w in definition.get("wild", []) if w["kind"] == "jokers") \
        + sum(w.get("count", 0) for w in definition.get("wild", []) if w["kind"] == "bug")
    if players * each + middle + laid + ghost <= cards:
        return []
    placed = f"{middle} in the middle" + (f" and {nodes} in the nodes" if nodes else "") + \
        (f" and {passed} passed on past the dealer" if passed else "") + \
        (f" and {ghost} in the table's hand" if ghost else "")
    most = max((cards - middle - laid - ghost) // each, 0) if each else players
    needed = players * each + middle + laid + ghost
    return [f"{players} players with {each} cards each and {placed} need {needed} cards; the deck has {cards}: "
            f"allow at most {most} players."]


def _deck(definition: Mapping) -> Deck:
    """The definition's deck without its jokers: its kind, less the ranks taken out."""
    return deck(definition.get("deck", "standard"), without=frozenset(Ranks().read(definition.get("without", []))))


def _stripped(definition: Mapping) -> list[str]:
    """A deck with ranks taken out keeps five at least, for a straight, and plays no low game: a low is read
    from every rank of the deck (a wild card the lowest one it lacks)."""
    if not definition.get("without"):
        return []
    found = []
    if len(_deck(definition).ranks) < 5:
        found.append("The deck keeps at least five ranks, to make a straight: take fewer out.")
    if any(entry["kind"] in ("lowball", "high_low") for entry in definition.get("showdown", [])):
        found.append("A low hand is read from every rank of the deck: take no ranks out, or leave the low out.")
    return found
