"""The referee's rulings: a bet settled by its middle card, a turn passed, the game's end.

A bet won takes its amount from the pot; a bet lost (a post, a card outside,
or posts that cannot be beaten) adds it, and when the smallest bet was more
than the player had, says how much it was short. A bet of the whole pot that wins
empties it and ends the game. A player who cannot bet (no chips, or on the
first go-round a pot too small for a bet short of it) is passed over; if
nobody has a chip left, nobody can ever win the pot, and it is split evenly.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from ...engine.events import REFEREE, Draft, Event
from ...engine.typed import Kind
from ...money.pots import split
from ...money.stakes import cents
from .limits import limits
from .state import LOST, WON, Game, Spread, betting, next_turn, spread_done


@dataclass(frozen=True)
class Settled:
    seat: int
    amount: int
    outcome: str  # "won" or "lost"
    pot_bet: bool  # the bet was the whole pot
    says: str


@dataclass(frozen=True)
class Passed:
    seat: int
    says: str


@dataclass(frozen=True)
class Split:
    shares: Mapping[str, int]
    says: str


def rulings(game: Game) -> list[Draft]:
    if game.over is not None:
        return []
    turn, spread = game.turn, game.turn.current
    if spread is not None and spread.bet is not None and (spread.unbeatable or spread.middle is not None):
        return [_settle(game, spread)]
    fresh = turn.first is None and game.escapes == 0
    if fresh and not any(game.stacks.values()):
        return [_split(game)]
    due = betting(game)
    if (fresh or due is not None) and limits(game, due).high <= 0:
        return [_pass_over(game)]
    return []


def _settle(game: Game, spread: Spread) -> Draft:
    seat, bet, pot = game.turn.seat, spread.bet, game.pot
    account = f"stack:{seat}"
    if spread.unbeatable:
        won, why = False, "the posts cannot be beaten"
    else:
        won = spread.between(spread.middle)
        posts = {edge.rank for edge in spread.edges}
        where = "between the posts" if won else "on a post" if spread.middle.rank in posts else "outside the posts"
        why = f"the {spread.middle} falls {where}"
    if won and bet == pot:
        says = f"Seat {seat} bet the whole pot, {cents(bet)}, and won it: {why}. The game is over."
    elif won:
        says = f"Seat {seat} wins {cents(bet)} from the pot: {why}."
    else:
        says = f"Seat {seat} adds {cents(bet)} to the pot: {why}." + _short(game, seat, bet)
    postings = ((game.rules.pot_account, account, bet),) if won else ((account, game.rules.pot_account, bet),)
    return SETTLED.draft(REFEREE, Settled(seat, bet, WON if won else LOST, bet == pot, says), postings)


def _short(game: Game, seat: int, bet: int) -> str:
    """A forced bet larger than the stack took the whole stack (table stakes): how much it was short."""
    least = game.rules.min_bet
    if bet >= least or bet != game.stacks[seat]:
        return ""
    return (f" It took all seat {seat}'s chips, {cents(least - bet)} short of the smallest bet of {cents(least)} "
            "(table stakes).")


def _fold_settled(game: Game, event: Event, settled: Settled) -> Game:
    turn = game.turn.with_spread(replace(game.turn.current, outcome=settled.outcome))
    game = replace(game, turn=turn, last=settled.says)
    if game.pot == 0:
        return replace(game, winner=settled.seat, over=settled.says)
    return spread_done(game)


def _pass_over(game: Game) -> Draft:
    seat = game.turn.seat
    if game.stacks[seat] <= 0:
        says = f"Seat {seat} has no chips left to bet: the turn passes."
    else:
        says = (f"Seat {seat} cannot bet: on the first go-round a bet must be short of the pot, "
                f"{cents(game.pot)}. The turn passes.")
    return PASSED_OVER.draft(REFEREE, Passed(seat, says))


def _fold_passed(game: Game, event: Event, passed: Passed) -> Game:
    return next_turn(replace(game, last=passed.says))


def _split(game: Game) -> Draft:
    seats = game.rules.seats
    shares = split(game.pot, seats, game.rules.unit, seats)
    says = f"Nobody has a chip left to bet: the pot of {cents(game.pot)} is split evenly and the game is over."
    postings = tuple((game.rules.pot_account, f"stack:{seat}", amount) for seat, amount in shares)
    return SPLIT.draft(REFEREE, Split({str(seat): amount for seat, amount in shares}, says), postings)


def _fold_split(game: Game, event: Event, split_: Split) -> Game:
    return replace(game, over=split_.says, last=split_.says)


SETTLED = Kind("settled", Settled, _fold_settled)
PASSED_OVER = Kind("passed_over", Passed, _fold_passed)
SPLIT = Kind("split", Split, _fold_split)
