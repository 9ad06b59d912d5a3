"""A finished deal written as a PHH hand history, from the table's events.

The history holds only what everyone at the table saw, so any seat or the
host may read it (`events` says how each event is written). Amounts are
the table's own, in cents.

Which code a deal gets (`codes`): Texas hold'em in no limit is NT and in
fixed limit FT (with the table's raise cap in `_max_raises`); every other
deal of hold'em, pineapple, five-card draw or seven-card stud is written with
its house code, "_" and the game's key, its structure in `_betting`.
docs/phh.md describes the files.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Sequence

from ..catalog import VARIANTS
from ..core.errors import NotFound, RuleError
from ..engine.events import Event
from ..games.named_wilds import named
from ..money.stakes import FIXED, NO, POT, SPREAD, STRUCTURE_NAMES
from ..night import night as nights
from .codes import HOUSE
from .events import deal_actions
from .notation import HandHistory, format_history

STANDARD = {("holdem", NO): "NT", ("holdem", FIXED): "FT"}


class Inexpressible(RuleError):
    """A deal of a game that PHH, even with our house codes, does not write."""

    kind = "conflict"


def export_deal(events: Sequence[Event], number: int) -> str:
    """Deal `number` of the table whose log is `events`, as the text of a PHH file."""
    played, before, after = _deal_events(events, number)
    start = played[0][1].payload
    key, options, seats = start["variant"], start["options"], tuple(start["seats"])
    title = VARIANTS[key].title
    if f"_{key}" not in HOUSE:
        raise Inexpressible("not_in_phh", f"PHH hand histories are written for hold'em, pineapple, five-card "
                            f"draw and seven-card stud; {title} has no PHH code.")
    game = VARIANTS[key].game
    wild = named(options)
    if wild:
        raise Inexpressible("not_in_phh", f"PHH has no wild cards, and this deal was played with some "
                            f"({wild.words[0].lower()}{wild.words[1:]}).")
    betting = options["betting"]
    code = STANDARD.get((key, betting), f"_{key}")
    player = {seat: index for index, seat in enumerate(seats, start=1)}
    history = HandHistory(
        variant=code,
        antes=(Decimal(options["ante"]),) * len(seats),
        starting_stacks=tuple(Decimal(before.balance(nights.stack(seat))) for seat in seats),
        actions=tuple(deal_actions(game, played, player)),
        hand=number,
        players=tuple(after.seat_name(seat) for seat in seats),
        seats=seats,
        finishing_stacks=tuple(Decimal(after.balance(nights.stack(seat))) for seat in seats),
        betting=None if code in ("NT", "FT") else betting,
        **_stakes(game, options, len(seats)),
    )
    house = "" if code in ("NT", "FT") else f"\nA house code: {code} with _betting, as docs/phh.md describes."
    comment = (f"{after.name}, deal {number}: {title}, {STRUCTURE_NAMES[betting]}.\n"
               f"Amounts are in cents ({after.currency}).{house}")
    return format_history(history, comment)


def _stakes(game, options: dict, players: int) -> dict:
    """The stakes fields: the forced bets the game has and the limits of its structure."""
    stakes = {}
    if game.blinds:
        stakes["blinds_or_straddles"] = (Decimal(options["small_blind"]), Decimal(options["big_blind"])) + (
            (Decimal(0),) * (players - 2))
    if game.stud:
        stakes["bring_in"] = Decimal(options["bring_in"])
    betting = options["betting"]
    if betting in (SPREAD, POT, NO):
        stakes["min_bet"] = Decimal(options["min_bet"])
    if betting == SPREAD:
        stakes["max_bet"] = Decimal(options["max_bet"])
    if betting == FIXED:
        stakes.update(small_bet=Decimal(options["small_bet"]), big_bet=Decimal(options["big_bet"]))
    if betting in (SPREAD, FIXED):
        stakes["max_raises"] = options["max_raises"]
    return stakes


def _deal_events(events: Sequence[Event], number: int):
    """Each event of the deal with the night before it, the night before the deal, and after it."""
    night = nights.Night()
    played = []
    before = None
    for event in events if number > 0 else ():
        if event.payload.get("deal") == number:
            if event.type == "deal_started":
                before = night
            played.append((night, event))
        night = nights.apply(night, event)
        if len(night.deals) >= number:
            return played, before, night
    if played:
        raise NotFound("deal_not_over", f"Deal {number} is still being played: its hand history is "
                       "written when it is over.")
    raise NotFound("no_such_deal", f"There is no deal {number} at this table.")
