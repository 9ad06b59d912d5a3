"""How much a player may bet, and why, in the words the deal page shows.

A bet runs from the table's smallest bet to the whole pot, never more than the
player's chips. With Palansky or escape chance the first go-round refuses a
pot bet: the most is the pot less one chip. Posts that cannot be beaten force
the smallest bet (unless the table lets the player pass). A player whose
chips or the pot cannot cover the smallest bet bets what there is.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...money.stakes import cents
from .state import Game, Spread, first_go_round


@dataclass(frozen=True)
class Limits:
    low: int
    high: int
    says: str


def limits(game: Game, spread: Spread | None = None) -> Limits:
    """The bets the player of the turn may make on `spread` (or before any card is up)."""
    rules, seat = game.rules, game.turn.seat
    stack, pot = game.stacks[seat], game.pot
    waits = rules.pot_bet_waits and first_go_round(game)
    cap = pot - rules.unit if waits else pot
    high = min(cap, stack)
    says = f"The pot is {cents(pot)}; "
    if high <= 0:
        reason = "you have no chips left" if stack <= 0 else "a bet short of the pot is all the first go-round allows"
        return Limits(0, 0, says + f"you cannot bet: {reason}")
    if stack < cap:
        says += f"you may bet at most {cents(high)}, all the chips you have"
    elif waits:
        says += f"on the first go-round you may bet at most {cents(high)}"
    else:
        says += f"you may bet up to the whole pot, {cents(high)}"
    low = min(rules.min_bet, high)
    if low < rules.min_bet:
        says += f", less than the smallest bet of {cents(rules.min_bet)}"
    if spread is not None and spread.unbeatable:
        cards = "This spread" if spread.palansky else "These posts"
        says = f"{cards} cannot be beaten: you must bet the smallest bet, {cents(low)}"
        if rules.pass_unbeatable:
            says += ", or pass"
        return Limits(low, low, says)
    return Limits(low, high, says)
