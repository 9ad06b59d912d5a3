"""A game a table defines as data: checked in the table's words, read back as rule text, and built into a game
the poker engine plays like any other.

A definition (JSON):

    {"name": "Bat Ladders", "description": "…", "deck": "standard", "most_players": 7, "stud": true,
     "ante": 5,
     "script": [{"kind": "deal", "down": 2, "up": 1}, {"kind": "bet"}, …],
     "wild": [{"kind": "ranks", "ranks": ["2"]}],
     "showdown": [{"kind": "natural_pair_takes_all", "rank": "7"}],
     "on_cards": [{"kind": "kill", "cards": ["6s", "6c"]}, {"kind": "rainout", "cards": ["7d"], "if": "rainout"}],
     "options": [{"kind": "yes_no", "name": "rainout", "help": "The 7♦ turned up rains the deal out."}]}

Only the pieces of `pieces` can be named, so a definition is data, never
code; and since it is stored on the night's log, a replay builds the same game.
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Any, Mapping

from ..core.cards import ranks_in_words
from ..core.called import CalledRanks, CountedRanks
from ..core.dead_jokers import DeadJokers
from ..core.tiers import Tiered
from ..core.errors import RuleError
from ..core.omaha import BEST_FIVE, HoleCards
from ..core.suits import SuitsBreakTies
from ..poker.buying import Prices, whole_chips
from ..poker.deal import PokerGame
from ..poker.extensions import combined, mechanics
from ..poker.legs import Legs
from ..poker.showing import ShowingHands
from ..poker.variant import PokerVariant
from . import playable, table
from .params import Cents, Count, Flag, OptionName, Ranks
from .part import Piece
from .pieces import CONDITIONS, FAMILIES, where
from .deck_problems import DECKS, MOST_PLAYERS
from .wilds import AllJudges, AllPays, AllStays, AllWilds

NAME_LENGTH = 40
GAME_FIELDS = {  # the settings of the whole game, beside the lists of pieces
    # As many players as the deck deals to (`playable`): a card each at least.
    "most_players": Count(2, max(DECKS.values()) + 2, MOST_PLAYERS), "stud": Flag(False), "blinds": Flag(False), "ante": Cents(5, free=True),
}
WITHOUT = Ranks()  # ranks taken out of the deck (Mexican Draw: deuces, eights, nines and tens)
BLINDS = {"small_blind": 5, "big_blind": 10}  # a game with blinds, unless the dealer changes them
KEY_PREFIX = "house:"


def key_of(name: str) -> str:
    return KEY_PREFIX + re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def problems(definition: Any) -> list[str]:
    """Everything wrong with a definition, each a sentence; none if it can be played."""
    if not isinstance(definition, Mapping):
        return ["A game's definition is a set of named parts: name, script, wild, showdown, on_cards, options."]
    found = _name_problems(definition)
    unknown = sorted(set(definition) - {"name", "description", "deck", "without", *GAME_FIELDS, *FAMILIES})
    found += [f"A definition has no part called '{part}'." for part in unknown]
    if not _one_of(definition.get("deck", "standard"), DECKS):
        found.append("The deck is standard (52 cards), short (36, six through ace) or piquet (32, seven through "
                     "ace).")
    if "without" in definition and WITHOUT.problem(definition["without"]):
        found.append('The ranks taken out of the deck are a list of ranks, like ["2", "10"].')
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
    return found or playable.problems(definition)


def _one_of(value: Any, names: Mapping) -> bool:
    """Whether a value a table wrote is one of these names (anything else, a list or a map, is not)."""
    return isinstance(value, str) and value in names


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
    which = where(family, place)
    if not isinstance(entry, Mapping) or not _one_of(entry.get("kind"), pieces):
        return [f"{which} must name its kind: one of {', '.join(pieces)}."]
    piece = pieces[entry["kind"]]
    conditions = () if family == "options" else CONDITIONS
    found = [f"{which} ({piece.kind}) has no value called '{name}'."
             for name in sorted(set(entry) - {"kind", *piece.params, *conditions})]
    if "if" in entry and "unless" in entry:
        found.append(f"{which} ({piece.kind}) applies if or unless an option: say one of them.")
    found += [f"{which} ({piece.kind}): '{condition}' names one of the game's options, like wild_tax."
              for condition in conditions if condition in entry and OptionName().problem(entry[condition])]
    for name, param in piece.params.items():
        if name not in entry:
            if name not in piece.optional:
                found.append(f"{which} ({piece.kind}) needs its {name.replace('_', ' ')}.")
        elif wrong := param.problem(entry[name]):
            found.append(f"{which} ({piece.kind}): the {name.replace('_', ' ')} {wrong}.")
    return found


def rule_text(definition: Mapping) -> list[str]:
    """The definition as the rules a player reads, one sentence a piece (and the ranks taken out of the deck)."""
    stripped = definition.get("without")
    deck = [f"Take the {ranks_in_words(WITHOUT.read(stripped))} out of the deck."] \
        if stripped and not WITHOUT.problem(stripped) else []
    # A plain betting round's words leave who opens to the game: in stud, the cards showing say.
    stud = ["Stud betting: the best hand showing bets first, with stud's bring-in and odd-chip rules."] \
        if definition.get("stud") is True else []
    return deck + stud + [said for family in FAMILIES for said, wrong in described(definition, family) if said]


def described(definition: Mapping, family: str) -> list[tuple[str, list[str]]]:
    """Each piece of a family as its rule in words, or, where it can't be read, what is wrong with it."""
    pieces = FAMILIES[family]
    entries = definition.get(family, [])
    found = []
    for place, entry in enumerate(entries if isinstance(entries, list) else [], 1):
        wrong = _piece_problems(family, place, entry, pieces)
        piece = pieces[entry["kind"]] if not wrong else None
        found.append((_depending(entry, piece.words(**piece.values(entry))).rstrip(".") + "." if piece else "", wrong))
    return found


def _depending(entry: Mapping, said: str) -> str:
    """A rule that depends on an option, saying so: "With the option wild tax, threes and nines …"."""
    condition = "With" if "if" in entry else "Without" if "unless" in entry else None
    if condition is None:
        return said
    if said[1:2].islower():  # "Threes …", not "K♦ …"
        said = said[0].lower() + said[1:]
    return f"{condition} the option {entry.get('if', entry.get('unless')).replace('_', ' ')}, {said}"


def game(definition: Mapping) -> PokerGame:
    """The game a definition describes; RuleError listing every problem if it can't be played."""
    found = problems(definition)
    if found:
        raise RuleError("bad_definition", " ".join(found), {"definition": found})
    return _built(json.dumps(definition, sort_keys=True))


def variant(definition: Mapping) -> PokerVariant:
    game(definition)
    return _variant(json.dumps(definition, sort_keys=True))


def priced_in_chips(definition: Mapping, unit: int) -> None:
    """Refuse a game whose prices (cards bought, twists, draw taxes) are not whole chips of the table that
    defines it: no deal of it could start."""
    built = game(definition)
    priced = mechanics(built, Prices)
    if priced is not None:
        whole_chips({option.name: option.default for option in built.options}, unit, priced.prices)


@cache  # one game object per definition, so a deal and its replay share it
def _variant(written: str) -> PokerVariant:
    return PokerVariant(_built(written))


@cache  # one game object per definition, so a deal and its replay share it
def _built(written: str) -> PokerGame:
    definition = json.loads(written)
    parts = [pieces[entry["kind"]].part(entry) for family, pieces in FAMILIES.items()
             for entry in definition.get(family, [])]
    wild = parts[0].wild
    for part in parts[1:]:
        wild |= part.wild
    hooks = tuple(part.wilds for part in parts if part.wilds)
    own = tuple(part.own_wilds for part in parts if part.own_wilds)
    judges = tuple(part.judge for part in parts if part.judge)
    # A leg is taken only when no other rule keeps the pot (a tie, nobody queen high): the legs ask last.
    stays = tuple(sorted((part.pot_stays for part in parts if part.pot_stays), key=lambda rule: isinstance(rule, Legs)))
    pays = tuple(part.losers_pay for part in parts if part.losers_pay)
    shares = [part.shares for part in parts if part.shares]
    options = {option.name: option for part in parts for option in part.options}
    ranks = next((part.ranks for part in parts if part.ranks), BEST_FIVE)
    suits = next((part.suits for part in parts if part.suits), None)
    ranks = SuitsBreakTies(suits, ranks) if suits else ranks  # innermost: the best of several ways counts suits
    tier = next((part.tier for part in parts if part.tier), None)
    ranks = Tiered(tier, ranks) if tier else ranks  # each way of calling or of using the middle in its tier
    called = next((part.called for part in parts if part.called), None)
    ranks = CalledRanks(called, ranks) if called else ranks
    counted = next((part.counted for part in parts if part.counted), None)
    ranks = CountedRanks(*counted, ranking=ranks) if counted else ranks
    ranks = DeadJokers(ranks) if any(part.jokers_dead for part in parts) else ranks
    hole = next((part.hole for part in parts if part.hole), None)
    order = next((part.order for part in parts if part.order), None)
    made = next((part.made for part in parts if part.made), None)
    holding = HoleCards(*hole, ranking=ranks) if hole else made(ranks) if made else ranks
    layout = next((part.layout for part in parts if part.layout), None)
    board = layout.board(sum((part.turned for part in parts), ())) if layout else None
    if board:  # a hand plays one line of the middle: the board says which cards lie on each
        holding = board.holding(ranks, hole)
        shares += [board.split] if layout.split else []
    # A stud table follows every hand showing by eye: the view says each in words, or why it is dead.
    shown = (ShowingHands(),) if definition.get("stud") else ()
    mechanics = {type(extension): extension for extension in (*shown, *(part.extension for part in parts), board)
                 if extension is not None}  # one of each kind: three second-deck steps are one herd
    prices = tuple(dict.fromkeys(name for part in parts if isinstance(part.extension, Prices)
                                 for name in part.extension.prices))
    if prices:  # every price of the game, bought cards, twists and draw taxes alike, in whole chips
        mechanics[Prices] = Prices(prices)
    return PokerGame(
        key=key_of(definition["name"]),
        title=definition["name"].strip(),
        description=" ".join(filter(None, [definition.get("description", "").strip(), *rule_text(definition)])),
        phases=sum((part.phases for part in parts), ()),
        deck=definition.get("deck", "standard"),
        jokers=sum(part.jokers for part in parts),
        without=frozenset(WITHOUT.read(definition.get("without", []))),
        wild=wild,
        wilds=AllWilds(hooks) if hooks else None,
        own_wilds=AllWilds(own) if own else None,
        judge=AllJudges(judges) if judges else None,
        shares=table.against_table(shares[0], parts) if shares else None,
        effects=sum((part.effects for part in parts), ()),
        options=tuple(options.values()),
        extension=combined(tuple(mechanics.values())),
        pot_stays=AllStays(stays) if stays else None,
        match=any(part.pot_stays or part.match for part in parts),
        losers_pay=AllPays(pays) if pays else None,
        antes_once=any(part.antes_once for part in parts),
        unseen=any(part.unseen for part in parts),
        stud=definition.get("stud", False),
        blinds=definition.get("blinds", False),
        defaults=_stakes(definition),
        max_players=definition.get("most_players", GAME_FIELDS["most_players"].default),
        holding=holding,
        ranking=order,
    )


def _stakes(definition: Mapping) -> dict:
    """The forced bets the game deals with: an ante (5¢ unless it says), or blinds and no ante unless it says."""
    if definition.get("blinds"):
        return BLINDS | ({"ante": definition["ante"]} if "ante" in definition else {})
    return {"ante": definition.get("ante", GAME_FIELDS["ante"].default)}
