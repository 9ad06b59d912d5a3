"""A game a table defines as data: checked in the table's words, read back as rule text, and built into a game
the poker engine plays like any other.

A definition (JSON):

    {"name": "Bat Ladders", "description": "…", "deck": "standard", "most_players": 7, "stud": true,
     "ante": 5,
     "script": [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, …],
     "wild": [{"kind": "ranks", "ranks": ["2"]}],
     "showdown": [{"kind": "natural_pair_takes_all", "rank": "7"}],
     "on_cards": [{"kind": "kill", "cards": ["6s", "6c"]}]}

Only the pieces of `pieces` can be named, so a definition is data, never
code; and since it is stored on the night's log, a replay builds the same game.
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any, Mapping

from ..core.errors import RuleError
from ..poker.deal import NO_EXTENSION, PokerGame
from ..poker.showing import ShowingHands
from ..poker.variant import PokerVariant
from .params import Cents, Count, Flag
from .pieces import FAMILIES, SCRIPT, Piece
from .wilds import AllJudges, AllWilds

NAME_LENGTH = 40
DECKS = {"standard": 52, "short": 36}
GAME_FIELDS = {  # the settings of the whole game, beside the lists of pieces
    "most_players": Count(2, 10, 7), "stud": Flag(False), "ante": Cents(5),
}
KEY_PREFIX = "house:"


def key_of(name: str) -> str:
    return KEY_PREFIX + re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def problems(definition: Any) -> list[str]:
    """Everything wrong with a definition, each a sentence; none if it can be played."""
    if not isinstance(definition, Mapping):
        return ["A game's definition is a set of named parts: name, script, wild, showdown, on_cards."]
    found = _name_problems(definition)
    unknown = sorted(set(definition) - {"name", "description", "deck", *GAME_FIELDS, *FAMILIES})
    found += [f"A definition has no part called '{part}'." for part in unknown]
    if definition.get("deck", "standard") not in DECKS:
        found.append("The deck is standard (52 cards) or short (36, six through ace).")
    for name, param in GAME_FIELDS.items():
        if name in definition and (said := param.problem(definition[name])):
            found.append(f"The game's {name.replace('_', ' ')} {said}.")
    for family, pieces in FAMILIES.items():
        entries = definition.get(family, [])
        if not isinstance(entries, list):
            found.append(f"The {family.replace('_', ' ')} is a list of pieces.")
            continue
        for place, entry in enumerate(entries, 1):
            found += _piece_problems(family, place, entry, pieces)
    return found or _play_problems(definition)


def _name_problems(definition: Mapping) -> list[str]:
    name = definition.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > NAME_LENGTH or not name.isprintable():
        return [f"A game needs a name of 1 to {NAME_LENGTH} letters."]
    if not re.search(r"[A-Za-z0-9]", name):
        return ["A game's name needs at least one letter or digit."]
    description = definition.get("description", "")
    if not isinstance(description, str) or len(description) > 1000:
        return ["A game's description is text of at most 1,000 letters."]
    return []


def _piece_problems(family: str, place: int, entry: Any, pieces: Mapping[str, Piece]) -> list[str]:
    where = f"{family.replace('_', ' ').capitalize()} step {place}" if family == "script" else \
        f"{family.replace('_', ' ').capitalize()} rule {place}"
    if not isinstance(entry, Mapping) or entry.get("kind") not in pieces:
        return [f"{where} must name its kind: one of {', '.join(pieces)}."]
    piece = pieces[entry["kind"]]
    found = [f"{where} ({piece.kind}) has no value called '{name}'."
             for name in sorted(set(entry) - {"kind", *piece.params})]
    for name, param in piece.params.items():
        if name not in entry:
            if name not in piece.optional:
                found.append(f"{where} ({piece.kind}) needs its {name.replace('_', ' ')}.")
        elif said := param.problem(entry[name]):
            found.append(f"{where} ({piece.kind}): the {name.replace('_', ' ')} {said}.")
    return found


def _play_problems(definition: Mapping) -> list[str]:
    """What would stop a well-formed definition from being played to its end."""
    script = definition.get("script", [])
    deals = [entry for entry in script if entry["kind"] == "deal"]
    if not deals or not any(entry.get(part) for entry in deals for part in ("down", "up", "community")):
        return ["The script deals no cards: add a deal step."]
    found = [f"{piece.capitalize().replace('_', ' ')} is named twice in the {family.replace('_', ' ')}: name it once."
             for family in ("wild", "showdown", "on_cards")
             for piece in sorted({e["kind"] for e in definition.get(family, [])})
             if [e["kind"] for e in definition.get(family, [])].count(piece) > 1]
    if any(not any(entry.get(part) for part in ("down", "up", "community")) for entry in deals):
        found.append("A deal step deals no cards: say how many go down, up or to the middle.")
    each = sum(entry.get("down", 0) + entry.get("up", 0) for entry in deals)
    middle = sum(entry.get("community", 0) for entry in deals)
    players = definition.get("most_players", GAME_FIELDS["most_players"].default)
    cards = DECKS[definition.get("deck", "standard")] + sum(w.get("count", 1) for w in definition.get("wild", [])
                                                            if w["kind"] == "jokers")
    if players * each + middle > cards:
        most = max((cards - middle) // each, 0) if each else players
        found.append(f"{players} players with {each} cards each and {middle} in the middle need "
                     f"{players * each + middle} cards; the deck has {cards}: allow at most {most} players.")
    found += _hand_problems(script) + _mechanics_problems(definition)
    if definition.get("stud") and _bets_before_an_up_card(script):
        found.append("In a stud game the best hand showing bets first: deal a card face up before the first bet.")
    if any(w["kind"] == "middle" for w in definition.get("wild", [])) and not middle:
        found.append("The middle card's rank is wild, but the script deals no card to the middle.")
    return found


def _hand_problems(script: list) -> list[str]:
    """A draw or discard asks for more face-down cards than each player holds at that point."""
    found, down = [], 0
    for place, entry in enumerate(script, 1):
        down += entry.get("down", 0) if entry["kind"] == "deal" else 0
        wanted = max(entry.get("most", 0), entry.get("most_with_ace") or 0) if entry["kind"] == "draw" else 0
        wanted = entry.get("count", 0) if entry["kind"] == "discard" else wanted
        if wanted > down:
            found.append(f"Script step {place} ({entry['kind']}) changes up to {wanted} cards, but each player "
                         f"holds {down} face down then.")
        down -= entry.get("count", 0) if entry["kind"] == "discard" else 0
    return found


def _mechanics_problems(definition: Mapping) -> list[str]:
    """Pieces with mechanics of their own (the middle card, openers, buying cards) play one to a game."""
    own = {}
    for family, pieces in FAMILIES.items():
        for entry in definition.get(family, []):
            piece = pieces[entry["kind"]]
            part = piece.make(**_values(piece, entry))
            if part.extension is not None:
                own.setdefault(piece.kind, []).append(part)
    found = []
    if len(own) > 1:
        found.append(f"{' and '.join(sorted(own))} each have mechanics of their own; a game can have one of them "
                     "for now: keep one.")
    prices = {option.default for parts in own.values() for part in parts for option in part.options
              if option.name == "card_price"}
    if len(prices) > 1:
        found.append("Every card bought costs the same: give each buy step the same price.")
    taxes = {entry.get("tax") for entry in definition.get("script", []) if entry["kind"] == "draw"} - {None}
    if len(taxes) > 1:
        found.append("Every draw is taxed the same: give each taxed draw the same tax.")
    for kind in sorted({entry["kind"] for entry in definition.get("script", [])}):
        if SCRIPT[kind].once and [entry["kind"] for entry in definition["script"]].count(kind) > 1:
            found.append(f"A deal has {kind.replace('_', ' ')} once: name it once.")
    return found


def _bets_before_an_up_card(script: list) -> bool:
    for entry in script:
        if entry["kind"] == "deal" and entry.get("up"):
            return False
        if entry["kind"] == "bet":
            return True
    return False


def rule_text(definition: Mapping) -> list[str]:
    """The definition as the rules a player reads, one sentence a piece."""
    return [said for family in FAMILIES for said, wrong in described(definition, family) if said]


def described(definition: Mapping, family: str) -> list[tuple[str, list[str]]]:
    """Each piece of a family as its rule in words, or, where it can't be read, what is wrong with it."""
    pieces = FAMILIES[family]
    entries = definition.get(family, [])
    found = []
    for place, entry in enumerate(entries if isinstance(entries, list) else [], 1):
        wrong = _piece_problems(family, place, entry, pieces)
        piece = pieces[entry["kind"]] if not wrong else None
        found.append((piece.words(**_values(piece, entry)) + "." if piece else "", wrong))
    return found


def _values(piece: Piece, entry: Mapping) -> dict:
    return {name: param.read(entry[name]) for name, param in piece.params.items() if name in entry}


def game(definition: Mapping) -> PokerGame:
    """The game a definition describes; RuleError listing every problem if it can't be played."""
    found = problems(definition)
    if found:
        raise RuleError("bad_definition", " ".join(found), {"definition": found})
    return _built(json.dumps(definition, sort_keys=True))


def variant(definition: Mapping) -> PokerVariant:
    game(definition)
    return _variant(json.dumps(definition, sort_keys=True))


@cache  # one game object per definition, so a deal and its replay share it
def _variant(written: str) -> PokerVariant:
    return PokerVariant(_built(written))


@cache  # one game object per definition, so a deal and its replay share it
def _built(written: str) -> PokerGame:
    definition = json.loads(written)
    parts = [pieces[entry["kind"]].make(**_values(pieces[entry["kind"]], entry))
             for family, pieces in FAMILIES.items() for entry in definition.get(family, [])]
    wild = parts[0].wild
    for part in parts[1:]:
        wild |= part.wild
    hooks = tuple(part.wilds for part in parts if part.wilds)
    judges = tuple(part.judge for part in parts if part.judge)
    shares = [part.shares for part in parts if part.shares]
    options = {option.name: option for part in parts for option in part.options}
    extensions = [part.extension for part in parts if part.extension]
    return PokerGame(
        key=key_of(definition["name"]),
        title=definition["name"].strip(),
        description=" ".join(filter(None, [definition.get("description", "").strip(), *rule_text(definition)])),
        phases=sum((part.phases for part in parts), ()),
        deck=definition.get("deck", "standard"),
        jokers=sum(part.jokers for part in parts),
        wild=wild,
        wilds=AllWilds(hooks) if hooks else None,
        judge=AllJudges(judges) if judges else None,
        shares=shares[0] if shares else None,
        effects=sum((part.effects for part in parts), ()),
        options=tuple(options.values()),
        # A stud table follows every hand showing by eye: the view says each in words, or why it is dead.
        extension=extensions[0] if extensions else ShowingHands() if definition.get("stud") else NO_EXTENSION,
        pot_stays=next((part.pot_stays for part in parts if part.pot_stays), None),
        match=any(part.pot_stays for part in parts),
        stud=definition.get("stud", False),
        defaults={"ante": definition.get("ante", GAME_FIELDS["ante"].default)},
        max_players=definition.get("most_players", GAME_FIELDS["most_players"].default),
    )

