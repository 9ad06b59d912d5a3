"""Mixed games: the table deals its games in turn, changing every orbit or every N deals.

The host sets a rotation (a preset such as HORSE, or a list of the table's
own), and it is recorded as a `set_rotation` event; `end_rotation` goes
back to dealer's choice. A mistaken rotation is corrected by setting another:
both stay in the log. The rotation only says what comes next: the dealer may
still deal another game, which does not count as one of its deals.

Every orbit means as many deals of a game as players at its first deal
(RULINGS.md, "Standard games"); a deal counts when it is of the rotation's
game, and once its deals are dealt the next game's turn comes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ..core.errors import Forbidden, NotNow, RuleError
from ..engine.events import HOST, Draft, Event
from ..engine.variant import resolve_options
from . import names
from .games import variant_of
from .state import Night

SET, ENDED = "set_rotation", "end_rotation"  # the commands, and the events they record
MOST_GAMES, MOST_EVERY = 20, 100
FIXED = {"betting": "fixed"}


@dataclass(frozen=True)
class Slot:
    variant: str
    options: Mapping[str, Any]
    says: str  # the game as players name it in the rotation: "limit hold'em"


@dataclass(frozen=True)
class Preset:
    name: str
    games: tuple[tuple[str, Mapping[str, Any], str], ...]  # game key, options, as players name it


# The games are keys of the catalog.
PRESETS = {
    "horse": Preset("HORSE", (
        ("holdem", FIXED, "limit hold'em"), ("omaha_hi_lo", FIXED, "Omaha hi-lo"), ("razz", FIXED, "razz"),
        ("seven_card_stud", FIXED, "stud"), ("stud_hi_lo", FIXED, "stud hi-lo"))),
    "eight_game": Preset("8-game", (
        ("deuce_to_seven_triple_draw", FIXED, "2-7 triple draw"), ("holdem", FIXED, "limit hold'em"),
        ("omaha_hi_lo", FIXED, "Omaha hi-lo"), ("razz", FIXED, "razz"), ("seven_card_stud", FIXED, "stud"),
        ("stud_hi_lo", FIXED, "stud hi-lo"), ("holdem", {"betting": "no"}, "no-limit hold'em"),
        ("omaha", {"betting": "pot"}, "pot-limit Omaha"))),
}


@dataclass(frozen=True)
class Place:
    """A deal's place in the rotation: the `deal`-th of `of` deals of one of its games."""

    name: str
    says: str
    deal: int
    of: int

    @property
    def words(self) -> str:
        return f"{self.name}: {self.says}, deal {self.deal} of {self.of}"


@dataclass(frozen=True)
class Rotation:
    name: str
    slots: tuple[Slot, ...]
    every: int | None  # deals of each game; None: every orbit
    at: int = 0  # the slot whose turn it is
    dealt: int = 0  # its deals so far
    length: int | None = None  # its deals in all, fixed at its first deal


def upcoming(rotation: Rotation, players: int) -> tuple[Slot, Place]:
    """The game whose turn it is, and where its next deal stands, with `players` dealt in."""
    slot = rotation.slots[rotation.at]
    of = rotation.length or rotation.every or max(players, 1)
    return slot, Place(rotation.name, slot.says, rotation.dealt + 1, of)


def decide_set(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    if actor != HOST:
        raise Forbidden("host_only", "Only the host can set the table's rotation of games.")
    games, name = command.get("games"), command.get("name")
    if games is None:
        preset = PRESETS.get(command.get("preset"))
        if preset is None:
            raise RuleError("unknown_rotation", "Say which games the rotation deals: HORSE, 8-game, or a list of "
                                                "the table's own.")
        games = [{"variant": key, "options": _own(variant_of(night, key), options), "says": says}
                 for key, options, says in preset.games]
        name = name or preset.name
    if not isinstance(games, list) or not 2 <= len(games) <= MOST_GAMES:
        raise RuleError("bad_rotation", f"A rotation deals 2 to {MOST_GAMES} games in turn.")
    name = name or "Mixed games"
    if not isinstance(name, str) or not name.strip() or len(name) > 40:
        raise RuleError("bad_rotation", "A rotation's name is a few words, at most 40 characters.")
    names.check_characters(name, "The rotation's name")
    payload: dict[str, Any] = {"name": name.strip(), "games": [_slot(night, game) for game in games]}
    every = command.get("every")
    if every is not None:
        if not isinstance(every, int) or isinstance(every, bool) or not 1 <= every <= MOST_EVERY:
            raise RuleError("bad_rotation", f"The game changes every 1 to {MOST_EVERY} deals, or every orbit.")
        payload["every"] = every
    return [Draft(SET, actor, payload)]


def _slot(night: Night, game: Any) -> dict[str, Any]:
    if not isinstance(game, dict):
        raise RuleError("bad_rotation", "Each game of a rotation is a game of the catalog with its options.")
    variant = variant_of(night, game.get("variant"))
    if variant is None:
        raise RuleError("unknown_variant", f"There is no game called '{game.get('variant')}'.")
    options = game.get("options") or {}
    if not isinstance(options, dict):
        raise RuleError("bad_option", "The options must be a set of named values.")
    options = resolve_options(variant.options, {**_own(variant, night.stakes), **options})
    says = game.get("says") or _says(variant, options)
    if not isinstance(says, str) or len(says) > 60:
        raise RuleError("bad_rotation", "A game of a rotation is named in at most 60 characters.")
    names.check_characters(says, "A game's name in the rotation")
    return {"variant": variant.key, "options": options, "says": says}


def _own(variant, options: Mapping[str, Any]) -> dict[str, Any]:
    """The options this game has (a preset's fixed limit, the table's stakes)."""
    own = {option.name for option in variant.options}
    return {name: value for name, value in options.items() if name in own}


def _says(variant, options: Mapping[str, Any]) -> str:
    """The game's title, with its betting when the game lets a table choose it: "Texas hold'em, no limit"."""
    betting = next((option for option in variant.options if option.name == "betting" and option.words), None)
    if betting is None:
        return variant.title
    return f"{variant.title}, {betting.words[betting.choices.index(options['betting'])].lower()}"


def decide_end(night: Night, actor: str, command: Mapping[str, Any]) -> list[Draft]:
    if actor != HOST:
        raise Forbidden("host_only", "Only the host can end the table's rotation of games.")
    if night.rotation is None:
        raise NotNow("no_rotation", "No rotation is set: each dealer chooses the game.")
    return [Draft(ENDED, actor, {})]


def apply(night: Night, event: Event) -> Night:
    if event.type == ENDED:
        return replace(night, rotation=None)
    payload = event.payload
    slots = tuple(Slot(game["variant"], game["options"], game["says"]) for game in payload["games"])
    return replace(night, rotation=Rotation(payload["name"], slots, payload.get("every")))


def dealt(night: Night) -> Night:
    """The night after a deal started: a deal of the rotation's game is one of its deals."""
    rotation, deal = night.rotation, night.deal
    if rotation is None or rotation.slots[rotation.at].variant != deal.variant:
        return night
    _, place = upcoming(rotation, len(deal.seats))
    if place.deal < place.of:
        rotation = replace(rotation, dealt=place.deal, length=place.of)
    else:
        rotation = replace(rotation, at=(rotation.at + 1) % len(rotation.slots), dealt=0, length=None)
    return replace(night, rotation=rotation, deal=replace(deal, place=place))
