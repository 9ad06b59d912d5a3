"""A finished deal written as a PHH hand history, from the table's events.

The history holds only what everyone at the table saw, so any seat or the
host may read it: a face-down card is written "??" unless its player showed
it at the showdown (then it is written where it was dealt, as PHH files do);
a card a player entered privately and never showed never appears. Amounts
are the table's own, in cents.

Which deals PHH can express (phh-std 0.0.1 has eleven variant codes):
- Texas hold'em in no limit is NT, in fixed limit FT.
- Hold'em in spread or pot limit has no code (PHH's pot-limit game, PO, is
  Omaha), nor has five-card draw (PHH's draw games are lowball and badugi)
  or pineapple; and PHH's seven-card stud, F7S, is dealt 2 down and 1 up,
  then 1 up three times and 1 down with five bets, which is not the house
  deal. Those deals are refused with the reason.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Sequence

from . import night as nights
from .cards import parse_cards
from .catalog import VARIANTS
from .errors import NotFound, RuleError
from .events import Event, actor_seat
from .phh import Action, HandHistory, format_history
from .stakes import FIXED, NO, STRUCTURE_NAMES

CODES = {("holdem", NO): "NT", ("holdem", FIXED): "FT"}
NO_CODE = {
    "holdem": "PHH has Texas hold'em only in no limit (NT) and fixed limit (FT), and this deal was {structure}.",
    "five_card_draw": "PHH has no five-card draw: its draw games are deuce-to-seven lowball (N2L1D, F2L3D) "
                      "and badugi (FB).",
    "seven_card_stud": "PHH's seven-card stud (F7S) is dealt 2 down and 1 up, then 1 up three times and 1 down, "
                       "with five bets; the house deal (2 down and 1 up, 2 down, 1 up, 1 up, four bets) has "
                       "no PHH code.",
}


class Inexpressible(RuleError):
    """A deal of a game, or of stakes, that PHH has no variant code for."""

    kind = "conflict"


def export_deal(events: Sequence[Event], number: int) -> str:
    """Deal `number` of the table whose log is `events`, as the text of a PHH file."""
    played, before, after = _deal_events(events, number)
    start = played[0][1].payload
    seats = tuple(start["seats"])
    options = start["options"]
    code = CODES.get((start["variant"], options.get("betting")))
    if code is None:
        reason = NO_CODE.get(start["variant"], "PHH has no code for {title}.")
        raise Inexpressible("not_in_phh", reason.format(
            structure=STRUCTURE_NAMES.get(options.get("betting"), "its own limit"),
            title=VARIANTS[start["variant"]].title))
    player = {seat: index for index, seat in enumerate(seats, start=1)}
    shown = {actor_seat(e.actor): parse_cards(e.payload["cards"]) for _, e in played if e.type == "show"}
    down = VARIANTS[start["variant"]].game.down_total
    dealt = [Action("dh", player[seat], shown.get(seat, (None,) * down)) for seat in seats]
    stakes = (
        {"min_bet": Decimal(options["min_bet"])} if code == "NT"
        else {"small_bet": Decimal(options["small_bet"]), "big_bet": Decimal(options["big_bet"])}
    )
    history = HandHistory(
        variant=code,
        antes=(Decimal(options["ante"]),) * len(seats),
        blinds_or_straddles=tuple(Decimal(blind) for blind in (options["small_blind"], options["big_blind"]))
        + (Decimal(0),) * (len(seats) - 2),
        starting_stacks=tuple(Decimal(before.balance(nights.stack(seat))) for seat in seats),
        actions=tuple(dealt + [action for night, event in played
                               if (action := _action(night, event, player)) is not None]),
        hand=number,
        players=tuple(after.seat_name(seat) for seat in seats),
        seats=seats,
        finishing_stacks=tuple(Decimal(after.balance(nights.stack(seat))) for seat in seats),
        **stakes,
    )
    title = VARIANTS[start["variant"]].title
    comment = (f"{after.name}, deal {number}: {title}, {STRUCTURE_NAMES[options['betting']]}.\n"
               f"Amounts are in cents ({after.currency}).")
    return format_history(history, comment)


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


def _action(night: nights.Night, event: Event, player: dict[int, int]) -> Action | None:
    """The event as a PHH action, or None for what PHH leaves out (forced bets, private cards, rulings)."""
    seat = actor_seat(event.actor)
    kind = event.type
    if kind == "community":
        return Action("db", cards=parse_cards(event.payload["cards"]))
    if kind in ("check", "call"):
        return Action("cc", player[seat])
    if kind == "fold":
        return Action("f", player[seat])
    if kind in ("bet", "raise", "complete"):
        return Action("cbr", player[seat], amount=Decimal(event.payload["amount"]))
    if kind == "all_in":
        # An all-in that does not go over the highest bet is a call, for all the player has.
        state = night.deal.state
        total = state.in_front(seat) + event.payload["chips"]
        if total > state.round.high:
            return Action("cbr", player[seat], amount=Decimal(total))
        return Action("cc", player[seat])
    if kind == "show":
        return Action("sm", player[seat], parse_cards(event.payload["cards"]))
    if kind == "muck":
        return Action("sm", player[seat])
    return None
