"""A finished deal written as a PHH hand history, from the table's events.

The history holds only what everyone at the table saw, so any seat or the
host may read it (`events` says how each event is written). Amounts are
the table's own, in cents.

Which code a deal gets (`codes`): the standard's where the deal is exactly
its game (NT, FT with the table's raise cap in `_max_raises`, PO, FO/8, NS,
F7S/8, FR, N2L1D, F2L3D, FB); every other deal of these games, pineapple,
five-card draw, seven-card stud or A-5 triple draw is written with its house code, "_" and the game's key, its
structure in `_betting` and its own options in `_options`; a deal of a game
the table defined likewise, with the game's definition in `_definition`, so
the file replays under the same rules. A deal PHH can't say (another game, wild cards the dealer
named, a pot kept from deal to deal, an action PHH has no word for) is
refused with the reason. docs/phh.md describes the files.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Sequence

from ..core.errors import NotFound, RuleError
from ..engine.events import Event, actor_seat
from ..games.classic.named_wilds import OPTIONS as NAMED_WILDS
from ..games.classic.named_wilds import named
from ..money.stakes import FIXED, NO, POT, SPREAD, STRUCTURE_NAMES
from ..night import night as nights
from ..money.stakes import BUTTON_BLIND
from ..night.games import variant_of
from .codes import HOUSE, VARIANTS, standard
from .events import as_it_went, deal_actions, unwritten
from .notation import HandHistory, format_history, format_series
from .stakes import BIG_BLIND_ENTRY, button_player

WRITTEN_FOR = ("hold'em, Omaha, Omaha hi-lo, short-deck hold'em, pineapple, five-card draw, seven-card stud, "
               "stud hi-lo, razz, the 2-7 and A-5 draws, badugi and the games a table defines")


class Inexpressible(RuleError):
    """A deal of a game that PHH, even with our house codes, does not write."""

    kind = "conflict"


def export_deal(events: Sequence[Event], number: int) -> str:
    """Deal `number` of the table whose log is `events`, as the text of a PHH file."""
    return format_history(*_history(*_deal_events(events, number), number))


def export_night(events: Sequence[Event]) -> str:
    """Every finished deal of the table PHH writes, as one series file (.phhs), deal by deal; the comment at
    its head names the deals left out and why (games PHH has no code for, wild cards, actions it has no
    word for)."""
    hands, left_out = [], []
    for number, played, before, after in _every_deal(events):
        try:
            hands.append(_history(played, before, after, number))
        except Inexpressible as why:
            left_out.append(f"deal {number} ({why.message})")
    if not hands:
        raise NotFound("no_phh_deals", f"No finished deal of this table has a PHH hand history: they are written "
                       f"for {WRITTEN_FOR}, without wild cards the dealer names or actions PHH has no word for.")
    head = "Every finished deal of the table PHH writes, deal by deal; a hand's table is its deal's order here."
    if left_out:
        head += "\nLeft out: " + "; ".join(left_out)
    return format_series(hands, head)


def _history(played, before, after, number: int) -> tuple[HandHistory, str]:
    """The deal as a hand history, and the comment it is written with."""
    played = as_it_went(played)
    start = played[0][1].payload
    key, options, seats = start["variant"], start["options"], tuple(start["seats"])
    variant = variant_of(before, key)
    definition = before.games.get(key)
    _expressible(variant, definition, options, played, after)
    game = variant.game
    betting = options["betting"]
    code = (standard(key, betting, options) if definition is None else None) or f"_{key}"
    player = {seat: index for index, seat in enumerate(seats, start=1)}
    history = HandHistory(
        variant=code,
        antes=_antes(game, options, len(seats)),
        starting_stacks=tuple(Decimal(before.balance(nights.stack(seat))) for seat in seats),
        actions=tuple(deal_actions(game, played, player)),
        hand=number,
        players=tuple(after.seat_name(seat) for seat in seats),
        seats=seats,
        finishing_stacks=tuple(Decimal(after.balance(nights.stack(seat))) for seat in seats),
        betting=None if code in VARIANTS else betting,
        **_stakes(game, options, len(seats)),
        unit=Decimal(after.unit),
        **_rake(options),
        **_defined(definition, game, options),
        **({} if code in VARIANTS or definition is not None else _own(game, options)),
    )
    house = "" if code in VARIANTS else f"\nA house code: {code} with _betting, as docs/phh.md describes."
    if definition is not None:
        house = f"\nA game the table defined: {code}, its rules in _definition, as docs/phh.md describes."
    comment = (f"{after.name}, deal {number}: {variant.title}, {STRUCTURE_NAMES[betting]}.\n"
               f"Amounts are in cents ({after.currency}).{house}")
    return history, comment


def _expressible(variant, definition, options: dict, played, after) -> None:
    """Refuse, saying why, a deal PHH can't say."""
    if definition is None and f"_{variant.key}" not in HOUSE:
        raise Inexpressible("not_in_phh", f"PHH hand histories are written for {WRITTEN_FOR}; {variant.title} "
                            "has no PHH code.")
    wild = named(options) if definition is None else None
    if wild:
        raise Inexpressible("not_in_phh", f"PHH has no wild cards, and this deal was played with some "
                            f"({wild.words[0].lower()}{wild.words[1:]}).")
    if variant.game.jokers or options.get("jokers"):
        raise Inexpressible("not_in_phh", f"PHH has no jokers, and {variant.title} is played with some.")
    if variant.match:
        raise Inexpressible("not_in_phh", f"A PHH hand starts and ends with its own pot, and {variant.title} "
                            "keeps its pot from deal to deal until someone wins it.")
    left = unwritten(played)
    if left is not None:
        event, what = left
        seat = actor_seat(event.actor)
        whose = f"{after.seat_name(seat)}'s" if seat else f"the {event.actor}'s"
        raise Inexpressible("not_in_phh", f"PHH has no action for {whose} {what} in this deal.")


def _defined(definition, game, options: dict) -> dict:
    """A defined game's definition, and its own options as dealt."""
    if definition is None:
        return {}
    return {"definition": definition, "options": {option.name: options[option.name] for option in game.options}}


def _own(game, options: dict) -> dict:
    """A house code's own options as dealt (Omaha's hole cards), if the game has any beside the named wild
    cards (a deal with some has no file) and the button blind (among the blinds)."""
    own = {option.name: options[option.name] for option in game.options
           if option not in NAMED_WILDS and option.name != BUTTON_BLIND.name}
    return {"options": own} if own else {}


def _antes(game, options: dict, players: int) -> tuple[Decimal, ...]:
    """Everyone's ante; in hold'em the big blind's with its big-blind ante."""
    antes = [Decimal(options["ante"])] * players
    if game.blinds:
        antes[BIG_BLIND_ENTRY - 1] += options.get("big_blind_ante", 0)
    return tuple(antes)


def _rake(options: dict) -> dict:
    # A deal logged before the table had these options has none of them.
    if not options.get("rake_percent"):
        return {}
    return {"rake": Decimal(options["rake_percent"]) / 100, "rake_cap": Decimal(options["rake_cap"])}


def _stakes(game, options: dict, players: int) -> dict:
    """The stakes fields: the forced bets the game has and the limits of its structure."""
    stakes = {}
    if game.blinds and options.get("button_blind"):  # the dealer's: the last player's, heads-up (as PokerKit) the first
        blinds = [Decimal(0)] * players
        blinds[button_player(players) - 1] = Decimal(options["button_blind"])
        stakes["blinds_or_straddles"] = tuple(blinds)
    elif game.blinds:
        blinds = (options["small_blind"], options["big_blind"], options.get("straddle", 0))[:players]
        stakes["blinds_or_straddles"] = tuple(map(Decimal, blinds)) + (Decimal(0),) * (players - len(blinds))
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


def _every_deal(events: Sequence[Event]):
    """Each finished deal: its number, its events with the night before each, the night before it and after."""
    night = nights.Night()
    playing: dict[int, list] = {}
    before: dict[int, nights.Night] = {}
    for event in events:
        number = event.payload.get("deal")
        if isinstance(number, int) and not isinstance(number, bool):
            if event.type == "deal_started":
                before[number] = night
            playing.setdefault(number, []).append((night, event))
        night = nights.apply(night, event)
        for number in [number for number in playing if number in before and len(night.deals) >= number]:
            yield number, playing.pop(number), before[number], night
