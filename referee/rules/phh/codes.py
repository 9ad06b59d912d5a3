"""PHH variant codes: phh-std's own, and the house codes for our deals that none of them fits.

phh-std 0.0.1 names eleven variants and says which stakes fields each needs.
A deal of ours gets the standard code of the game it is exactly (`standard`):
hold'em in no limit NT and in fixed limit FT, Omaha (four cards) in pot limit
PO, Omaha hi-lo (four cards) in fixed limit FO/8, short-deck hold'em in no
limit with a straight over three of a kind (PokerKit's order) NS, and in
fixed limit stud hi-lo F7S/8 and razz FR (with a bring-in), 2-7 triple draw
F2L3D and badugi FB,
2-7 single draw in no limit N2L1D. Every other deal of ours (these games in
other structures, five-card Omaha, short deck with three of a kind over a
straight, pineapple, five-card draw, the house seven-card stud deal, A-5
triple draw, which the standard has no code for) is written with a house code: an underscore and the
game's key, like "_seven_card_stud", its own options (`_options`: Omaha's
hole cards, short deck's order of hands) beside it. The underscore is the standard's
mark for a name of the user's own (its rule for user-defined fields), so a
house code can never be taken for a future standard code, and a reader that
knows only the standard refuses the file instead of misreading it.

A deal of a game the table defined (the house-game builder) is written with
its key after the underscore too, like "_house:bat-ladders", and carries
the game in the file: `_definition` holds the definition's JSON, as the
table defined it, and `_options` the game's own options as dealt.

A house file names its betting structure in the user-defined field
`_betting` ("spread", "fixed", "pot" or "no") and its stakes in the standard
fields where they mean the same (`min_bet`, `small_bet`, `big_bet`,
`blinds_or_straddles`, `bring_in`), with `_max_bet` (spread limit's largest
bet or raise) and `_max_raises` (raises per round, 0: no cap) beside them.
docs/phh.md describes the convention for readers of the files.
"""

from __future__ import annotations

from typing import Mapping

from ..builder.definition import KEY_PREFIX

VARIANTS = {
    "FT": "fixed-limit Texas hold'em",
    "NT": "no-limit Texas hold'em",
    "NS": "no-limit short-deck hold'em",
    "PO": "pot-limit Omaha hold'em",
    "FO/8": "fixed-limit Omaha hold'em high/low-split eight or better",
    "F7S": "fixed-limit seven card stud",
    "F7S/8": "fixed-limit seven card stud high/low-split eight or better",
    "FR": "fixed-limit razz",
    "N2L1D": "no-limit deuce-to-seven lowball single draw",
    "F2L3D": "fixed-limit deuce-to-seven lowball triple draw",
    "FB": "fixed-limit badugi",
}

# The stakes fields each variant requires besides `antes` (phh-std, "Required Fields").
_BLINDS_NO_LIMIT = ("blinds_or_straddles", "min_bet")
_BLINDS_FIXED = ("blinds_or_straddles", "small_bet", "big_bet")
_STUD = ("bring_in", "small_bet", "big_bet")
STAKE_FIELDS = {
    "FT": _BLINDS_FIXED, "NT": _BLINDS_NO_LIMIT, "NS": _BLINDS_NO_LIMIT, "PO": _BLINDS_NO_LIMIT,
    "FO/8": _BLINDS_FIXED, "F7S": _STUD, "F7S/8": _STUD, "FR": _STUD,
    "N2L1D": _BLINDS_NO_LIMIT, "F2L3D": _BLINDS_FIXED, "FB": _BLINDS_FIXED,
}

# House codes: each names one of our games (its key after the underscore) and its forced bets' field.
HOUSE = {
    "_holdem": ("Texas hold'em", ("blinds_or_straddles",)),
    "_pineapple": ("pineapple", ("blinds_or_straddles",)),
    "_five_card_draw": ("five-card draw, the house way (draw up to 3, or 4 showing an ace)", ()),
    "_seven_card_stud": ("seven-card stud, the house deal (2 down and 1 up, 2 down, 1 up, 1 up)", ("bring_in",)),
    "_omaha": ("Omaha hold'em", ("blinds_or_straddles",)),
    "_omaha_hi_lo": ("Omaha hi-lo, eight or better", ("blinds_or_straddles",)),
    "_short_deck": ("short-deck hold'em", ("blinds_or_straddles",)),
    "_stud_hi_lo": ("seven-card stud hi-lo, eight or better", ("bring_in",)),
    "_razz": ("razz", ("bring_in",)),
    "_deuce_to_seven_single_draw": ("2-7 single draw", ("blinds_or_straddles",)),
    "_deuce_to_seven_triple_draw": ("2-7 triple draw", ("blinds_or_straddles",)),
    "_ace_to_five_triple_draw": ("A-5 triple draw", ("blinds_or_straddles",)),
    "_badugi": ("badugi", ("blinds_or_straddles",)),
}
# The standard codes of our games: the game, its betting structure and the options that make it exactly the
# standard's game. A deal so dealt gets the code, and a file of the code replays as that deal.
STANDARD = {
    "NT": ("holdem", "no", {}),
    "FT": ("holdem", "fixed", {}),
    "PO": ("omaha", "pot", {"hole_cards": 4}),
    "FO/8": ("omaha_hi_lo", "fixed", {"hole_cards": 4}),
    "NS": ("short_deck", "no", {"trips_beat_straight": False}),
    "F7S/8": ("stud_hi_lo", "fixed", {}),
    "FR": ("razz", "fixed", {}),
    "N2L1D": ("deuce_to_seven_single_draw", "no", {}),
    "F2L3D": ("deuce_to_seven_triple_draw", "fixed", {}),
    "FB": ("badugi", "fixed", {}),
}
# The forced bets a standard game always posts: a deal without one (stud with antes alone) is written with a
# house code, as PokerKit can't play such a file.
POSTED = {"F7S/8": ("bring_in",), "FR": ("bring_in",)}
BETTING_FIELDS = {
    "spread": ("min_bet", "_max_bet", "_max_raises"),
    "fixed": ("small_bet", "big_bet", "_max_raises"),
    "pot": ("min_bet",),
    "no": ("min_bet",),
}


DEFINED = "_" + KEY_PREFIX  # the start of the code of a game a table defined


def defined(code: str) -> bool:
    """Whether the code names a game a table defined, whose definition the file carries."""
    return code.startswith(DEFINED)


def house(code: str) -> bool:
    """Whether the code is one of ours, whose file names its betting structure in `_betting`."""
    return code in HOUSE or defined(code)


def standard(key: str, betting: str, options: Mapping) -> str | None:
    """The standard code of a deal of our game `key`, if it is exactly one of the standard's games."""
    return next((code for code, (game, structure, fixed) in STANDARD.items() if (game, structure) == (key, betting)
                 and all(options.get(name) == value for name, value in fixed.items())
                 and all(options.get(name) for name in POSTED.get(code, ()))), None)


def describe(code: str) -> str:
    """What a code stands for, in words."""
    if defined(code):
        return "a game a table defined"
    return VARIANTS[code] if code in VARIANTS else f"the house game {HOUSE[code][0]}"


def stake_fields(code: str, betting: str | None, definition: Mapping | None = None) -> tuple[str, ...]:
    """The stakes fields a file of this code (and, for a house code, this structure) must have; a defined
    game's forced bets are those its definition deals with."""
    if code in VARIANTS:
        return STAKE_FIELDS[code]
    if defined(code):
        forced = (("blinds_or_straddles",) if definition.get("blinds") else ()) + \
            (("bring_in",) if definition.get("stud") else ())
        return forced + BETTING_FIELDS[betting]
    return HOUSE[code][1] + BETTING_FIELDS[betting]
