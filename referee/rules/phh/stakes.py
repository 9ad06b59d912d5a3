"""A PHH hand's amounts as whole chips, and its forced bets and limits as our table's options.

The smallest chip is the file's `_unit` (the table's, as our exports write
it: a pot splits, and the rake rounds down, in it), or else the greatest
common divisor of every amount in the file, results included (a file in
cents counts in cents), so a split pot divides into the chips the table had.

Forced bets, by where the file puts them:
- `antes`: the same for everyone is our ante; in hold'em one ante larger than
  everyone else's, on the big blind (the second entry, heads-up too), is a
  big-blind ante (the big blind antes
  for the table: the form modern tournaments use).
- `blinds_or_straddles` in dealing order (heads-up, as in PokerKit, the
  dealer posts the first): small, big, then one straddle. A lone blind
  (`[1, 0, 0]`) and a dead small blind (`[0, 10, 0]`) are blinds like any
  other; the first to act sits left of the largest. In a game with a button
  blind (short deck, as PHH's NS) the dealer's is it (the last player's;
  heads-up, as PokerKit swaps them, the first), and nobody else posts one.
- `_rake` (a share, 0.05) and `_rake_cap`: the table's rake (`money.rake`), in
  whole percents.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from functools import reduce
from math import gcd

from ..core.errors import RuleError
from ..poker.deal import PokerGame
from .notation import HandHistory, format_amount


@dataclass(frozen=True)
class Chips:
    """The file's amounts as whole chips: `scale` turns decimals to integers, `unit` is the smallest chip."""

    scale: int
    unit: int

    def of(self, amount: Decimal) -> int:
        return int(amount * self.scale)

    def back(self, chips: int) -> Decimal:
        return Decimal(chips) / self.scale


def chips_of(history: HandHistory, more: tuple[Decimal, ...] = ()) -> Chips:
    """The file's chips; `more`: amounts the file holds beside its stakes and actions (a defined game's
    prices)."""
    for player, stack in enumerate(history.starting_stacks, start=1):
        if not stack.is_finite() or stack <= 0:
            raise RuleError("phh_stacks", f"{history.name(player)} starts with {stack}: the referee needs "
                            "every starting stack, and more than nothing.")
    amounts = [*history.antes, *history.blinds_or_straddles, *history.starting_stacks,
               *(history.finishing_stacks or ()), *(history.winnings or ()),
               *(amount for amount in (history.bring_in, history.small_bet, history.big_bet, history.min_bet,
                                       history.max_bet, history.rake_cap, history.unit)
                 if amount is not None),
               *(action.amount for action in history.actions if action.amount is not None), *more]
    if not all(amount.is_finite() for amount in amounts):
        raise RuleError("phh_amounts", "Every amount in the file must be a number.")
    places = max(-min(amount.as_tuple().exponent for amount in amounts), 0)
    scale = 10 ** places
    whole = [int(amount * scale) for amount in amounts]
    if history.unit is None:
        return Chips(scale, reduce(gcd, whole, 0))
    unit = int(history.unit * scale)
    odd = next((amount for amount, chips in zip(amounts, whole) if chips % unit), None)
    if odd is not None:
        raise RuleError("phh_unit", f"The table's smallest chip ('_unit') is {format_amount(history.unit)}, and "
                        f"{format_amount(odd)} is not a whole number of them.")
    return Chips(scale, unit)


def table_options(history: HandHistory, game: PokerGame, betting: str, chips: Chips) -> dict:
    """The options a table of ours would set to play this hand."""
    options = {"betting": betting, **_antes(history, game, chips)}
    if betting in ("spread", "pot", "no"):
        options["min_bet"] = chips.of(history.min_bet)
    if betting == "spread":
        options["max_bet"] = chips.of(history.max_bet)
    if betting == "fixed":
        options.update(small_bet=chips.of(history.small_bet), big_bet=chips.of(history.big_bet))
    if betting in ("spread", "fixed"):
        # A standard file does not say how many raises its table allowed: no cap.
        options["max_raises"] = history.max_raises or 0
    if history.bring_in is not None:
        options["bring_in"] = chips.of(history.bring_in)
    if history.rake:
        options.update(_rake(history, chips))
    return {**options, **_blinds(history, game, chips)}


def _rake(history: HandHistory, chips: Chips) -> dict:
    percent = history.rake * 100
    if percent != percent.to_integral_value():
        raise RuleError("phh_rake", f"The house takes {format_amount(percent)}% of the pot: our table's rake is "
                        "a whole percent.")
    return {"rake_percent": int(percent), "rake_cap": chips.of(history.rake_cap or Decimal(0))}


# The entry of `antes` (as of `blinds_or_straddles`) that is the big blind's: the second; heads-up too, where
# the big blind is p1, as PokerKit reads the two entries of a heads-up hand the other way round.
BIG_BLIND_ENTRY = 2


def button_player(players: int) -> int:
    """The file's entry of `blinds_or_straddles` the dealer's blind is: the last player's; heads-up the
    first, which PokerKit has the dealer post."""
    return 1 if players == 2 else players


def _antes(history: HandHistory, game: PokerGame, chips: Chips) -> dict:
    antes = history.antes
    if len(set(antes)) == 1:
        return {"ante": chips.of(antes[0])}
    big = BIG_BLIND_ENTRY
    others = {ante for player, ante in enumerate(antes, start=1) if player != big}
    if game.blinds and len(others) == 1 and antes[big - 1] > min(others):
        ante = min(others)
        return {"ante": chips.of(ante), "big_blind_ante": chips.of(antes[big - 1] - ante)}
    posted = ", ".join(f"{history.name(player)} {format_amount(ante)}" for player, ante in enumerate(antes, start=1))
    where = "and in hold'em one more ante on the big blind" if game.blinds else "in this game"
    raise RuleError("phh_antes", f"The antes differ from player to player ({posted}): our table has an "
                    f"ante everyone pays the same, {where}.")


def _blinds(history: HandHistory, game: PokerGame, chips: Chips) -> dict:
    blinds = history.blinds_or_straddles
    if any(blinds) and not game.blinds:
        raise RuleError("phh_blinds", f"This hand has blinds, and our {game.title} has none.")
    if any(option.name == "button_blind" for option in game.options):
        return _button_blind(history, game, chips)
    if not game.blinds or not blinds:
        return {}
    if any(blinds[3:]):
        extra = ", ".join(f"{history.name(player)} {format_amount(blind)}"
                          for player, blind in enumerate(blinds, start=1) if player > 3 and blind)
        raise RuleError("phh_straddle", f"This hand has more than one straddle ({extra} after "
                        f"{history.name(3)}'s): our hold'em takes one, left of the big blind.")
    small, big, straddle = (tuple(blinds) + (Decimal(0),) * 3)[:3]
    options = {"small_blind": chips.of(small), "big_blind": chips.of(big)}
    if straddle:
        options["straddle"] = chips.of(straddle)
    return options


def _button_blind(history: HandHistory, game: PokerGame, chips: Chips) -> dict:
    blinds = list(history.blinds_or_straddles or (Decimal(0),) * history.player_count)
    where = button_player(history.player_count)
    button = blinds.pop(where - 1)
    if any(blinds):
        posted = ", ".join(f"{history.name(player)} {format_amount(blind)}"
                           for player, blind in enumerate(history.blinds_or_straddles, start=1)
                           if blind and player != where)
        raise RuleError("phh_blinds", f"This hand has blinds left of the dealer ({posted}): in {game.title} the "
                        f"one blind is the dealer's, {history.name(history.player_count)}'s.")
    return {"button_blind": chips.of(button)}
