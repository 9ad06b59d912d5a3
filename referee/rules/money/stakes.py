"""Stakes: how much may be bet, and which bets are forced, as plain data.

A table chooses its stakes as options when a game starts. The default is the
home game of RULINGS.md: nickel-quarter spread limit, any bet or raise from 5¢
to 25¢, at most three raises per round, unlimited when only two players are
left in the hand. Every amount is integer cents and a multiple of the table's
smallest chip (the unit).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ..core.amounts import cents  # noqa: F401 (the games say amounts through the stakes)
from ..core.errors import RuleError
from ..engine.variant import Option

SPREAD = "spread"
FIXED = "fixed"
POT = "pot"
NO = "no"

STRUCTURE_NAMES = {
    SPREAD: "spread limit",
    FIXED: "fixed limit",
    POT: "pot limit",
    NO: "no limit",
}


@dataclass(frozen=True)
class Structure:
    """The betting limits, the same for every betting round of a deal.

    Which field matters depends on `kind`:
    - spread limit: any bet or raise from `min_bet` to `max_bet`;
    - fixed limit: every bet and raise is exactly one bet, `small_bet` on the
      early rounds and `big_bet` on the later ones (the game says which);
    - pot limit: a bet or raise from `min_bet` (or the last full raise) up to
      the pot after the call;
    - no limit: from `min_bet` (or the last full raise) up to the whole stack.
    In pot and no limit a game with blinds makes `min_bet` its big blind
    (`blind`). `max_raises` caps the raises per round in spread and fixed limit
    (0: no cap); the cap is lifted when only two players are left in the hand.
    """

    kind: str = SPREAD
    min_bet: int = 5
    max_bet: int = 25
    small_bet: int = 10
    big_bet: int = 20
    max_raises: int = 3
    blind: bool = False  # `min_bet` is the big blind

    @property
    def name(self) -> str:
        return STRUCTURE_NAMES[self.kind]

    @property
    def capped(self) -> bool:
        return self.kind in (SPREAD, FIXED) and self.max_raises > 0


@dataclass(frozen=True)
class Stakes:
    """Everything a table decides about money before a deal: limits and forced bets."""

    structure: Structure = Structure()
    ante: int = 0
    small_blind: int = 0  # alone (no big blind): a lone blind, posted left of the dealer
    big_blind: int = 0
    bring_in: int = 0
    straddle: int = 0  # a live blind left of the big blind, who then acts last before the flop
    big_blind_ante: int = 0  # the big blind antes for the whole table
    rake_percent: int = 0  # the kitty's share of a pot past the first betting round (`rake`)
    rake_cap: int = 0  # the most the kitty takes from a deal (0: no cap)
    button_blind: int = 0  # the one blind, posted by the dealer (short-deck hold'em)


@dataclass(frozen=True)
class Forced:
    """A forced bet already posted in front of a seat when a round opens.

    A blind ("blind") is a live bet whose poster has not acted yet, so the big
    blind gets its option to raise. A bring-in ("bring_in") counts as the
    poster's action: when everyone just calls it, the round is over.
    """

    seat: int
    amount: int
    kind: str = "blind"


LIMITED = (SPREAD, FIXED)
STAKE_OPTIONS: tuple[Option, ...] = (
    Option("betting", "choice", SPREAD, "Betting structure: spread limit, fixed limit, "
           "pot limit or no limit.", choices=(SPREAD, FIXED, POT, NO),
           words=tuple(STRUCTURE_NAMES[kind].capitalize() for kind in (SPREAD, FIXED, POT, NO))),
    Option("min_bet", "int", 5, "Spread, pot and no limit: the smallest bet or raise (in pot and no limit "
           "the big blind instead, when the game has blinds).",
           minimum=1, when=("betting", (SPREAD, POT, NO)), money=True),
    Option("max_bet", "int", 25, "Spread limit: the largest bet or raise.",
           minimum=1, when=("betting", (SPREAD,)), money=True),
    Option("small_bet", "int", 10, "Fixed limit: the bet and raise on the early rounds.",
           minimum=1, when=("betting", (FIXED,)), money=True),
    Option("big_bet", "int", 20, "Fixed limit: the bet and raise on the later rounds.",
           minimum=1, when=("betting", (FIXED,)), money=True),
    Option("max_raises", "int", 3, "Spread and fixed limit: raises allowed per round "
           "(0: no cap); unlimited when only two players are left.", minimum=0, when=("betting", LIMITED)),
    Option("ante", "int", 0, "Ante each player puts in the pot before the deal.",
           minimum=0, money=True),
    Option("small_blind", "int", 0, "Small blind (0: no blinds).", minimum=0, money=True),
    Option("big_blind", "int", 0, "Big blind (0: no blinds).", minimum=0, money=True),
    Option("bring_in", "int", 0, "Stud bring-in posted by the lowest card showing "
           "(0: none).", minimum=0, money=True),
    Option("rake_percent", "int", 0, "Rake for the kitty: the share of the pot, in percent, taken once the "
           "first betting round is over (in hold'em: after the flop); 0: none.", minimum=0, maximum=100),
    Option("rake_cap", "int", 0, "The most the kitty takes from one deal (0: no cap).", minimum=0, money=True),
)
# The forced bets a game without blinds, or without cards dealt face up, never takes.
BLINDS = ("small_blind", "big_blind")
BRING_IN = ("bring_in",)

# Forced bets only games with blinds have.
BLIND_OPTIONS: tuple[Option, ...] = (
    Option("straddle", "int", 0, "Straddle: a live blind the player left of the big blind posts "
           "(0: none); they act last before the flop.", minimum=0, money=True),
    Option("big_blind_ante", "int", 0, "Big-blind ante: the big blind antes this for the whole "
           "table (0: none).", minimum=0, money=True),
)

# The one blind of short-deck hold'em, as PHH's NS games post it: only a game that declares it has it.
BUTTON_BLIND = Option("button_blind", "int", 0, "Button blind: the one blind, posted by the dealer (0: none); "
                      "the player left of the dealer acts first before the flop, the dealer last.",
                      minimum=0, money=True)

_DEFAULTS = {option.name: option.default for option in STAKE_OPTIONS + BLIND_OPTIONS + (BUTTON_BLIND,)}
_USED = {
    SPREAD: ("min_bet", "max_bet", "max_raises"),
    FIXED: ("small_bet", "big_bet", "max_raises"),
    POT: ("min_bet",),
    NO: ("min_bet",),
}
_FORCED = ("ante", "small_blind", "big_blind", "bring_in", "straddle", "big_blind_ante", "button_blind", "rake_cap")


def stakes_from_options(options: Mapping[str, Any], unit: int = 5, *, blinds: bool = False) -> Stakes:
    """The stakes a table chose, from its options (missing ones take defaults).

    Options that are not about stakes are ignored: the same dict carries the
    game's other options, and limits the structure does not use (a small bet
    in spread limit) keep their defaults unchecked. In a game with `blinds`,
    pot and no limit's smallest bet is the big blind (a lone blind when the
    table posts only one), not the table's smallest bet (RULINGS.md).
    """
    chosen = {name: options.get(name, default) for name, default in _DEFAULTS.items()}
    kind = chosen.pop("betting")
    if kind not in STRUCTURE_NAMES:
        raise RuleError("bad_option", "the betting structure must be spread, fixed, pot or no "
                        "limit", {"betting": kind})
    for name in _USED[kind] + _FORCED:
        _check_amount(name, chosen[name], unit)

    structure = Structure(kind, chosen["min_bet"], chosen["max_bet"], chosen["small_bet"],
                          chosen["big_bet"], chosen["max_raises"])
    big_blind = max(chosen["small_blind"], chosen["big_blind"]) if blinds else 0
    if kind in (POT, NO) and big_blind:
        structure = replace(structure, min_bet=big_blind, blind=True)
    if kind == SPREAD and not 0 < structure.min_bet <= structure.max_bet:
        raise RuleError("bad_option", "in spread limit the smallest bet must be more than "
                        "nothing and at most the largest bet", {"min_bet": structure.min_bet})
    if kind == FIXED and not 0 < structure.small_bet <= structure.big_bet:
        raise RuleError("bad_option", "in fixed limit the small bet must be more than nothing "
                        "and at most the big bet", {"small_bet": structure.small_bet})
    if kind in (POT, NO) and structure.min_bet <= 0:
        raise RuleError("bad_option", "the smallest bet must be more than nothing",
                        {"min_bet": structure.min_bet})
    if chosen["big_blind"] and chosen["small_blind"] > chosen["big_blind"]:
        raise RuleError("bad_option", "the small blind can't be larger than the big blind",
                        {"small_blind": chosen["small_blind"]})
    if chosen["straddle"] and chosen["straddle"] < chosen["big_blind"]:
        raise RuleError("bad_option", "a straddle is at least the big blind",
                        {"straddle": chosen["straddle"]})
    return Stakes(structure, chosen["ante"], chosen["small_blind"], chosen["big_blind"],
                  chosen["bring_in"], chosen["straddle"], chosen["big_blind_ante"], chosen["rake_percent"],
                  chosen["rake_cap"], chosen["button_blind"])


# The stakes as a dealer says them, for the sentences that refuse them.
WORDS = {"min_bet": "the smallest bet", "max_bet": "the largest bet", "small_bet": "the small bet",
         "big_bet": "the big bet", "max_raises": "the raises per round", "ante": "the ante",
         "small_blind": "the small blind", "big_blind": "the big blind", "bring_in": "the bring-in",
         "straddle": "the straddle", "big_blind_ante": "the big-blind ante", "rake_cap": "the rake's cap",
         "button_blind": "the button blind"}


def _check_amount(name: str, value: Any, unit: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise RuleError("bad_option", f"{WORDS[name]} must be a whole number, 0 or more",
                        {name: value})
    if name != "max_raises" and value % unit:
        raise RuleError("bad_option", f"{WORDS[name]} must be a multiple of {cents(unit)} "
                        "(the smallest chip)", {name: value})
