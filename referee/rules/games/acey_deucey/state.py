"""The state of a game of Acey Deucey: the pot, the stacks, the turn being played and the cards out.

A turn belongs to one player. The dealer turns up the two posts (an ace as
the first post waits for the player to call it high or low), the player bets
on the spread between them, and the dealer turns the middle card. With
Palansky a pair of posts makes two spreads, each the pair's rank and one more
card turned outside it, played one after the other. Every card turned up since
the last shuffle is out: the referee refuses it turned up again.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Mapping

from ...core.cards import ACE, Card
from .rules import Rules

HIGH, LOW = "high", "low"
WON, LOST, PASSED = "won", "lost", "passed"
FIRST, SECOND, OUTER = "first", "second", "outer"  # the cards of a spread an escape may replace


@dataclass(frozen=True)
class Spread:
    """Two edge cards, the bet on them, and the middle card that settles it."""

    edges: tuple[Card | None, Card | None]  # the posts; in a Palansky spread the pair's card and the outer one
    ace_low: bool = False  # the first edge is an ace called low
    palansky: bool = False
    bet: int | None = None
    middle: Card | None = None
    outcome: str | None = None

    def values(self) -> tuple[int, int]:
        first, second = self.edges
        low_first = 1 if self.ace_low and first.rank == ACE else first.rank
        return tuple(sorted((low_first, second.rank)))

    @property
    def unbeatable(self) -> bool:
        """Equal or adjacent edges: no card falls strictly between them."""
        low, high = self.values()
        return high - low <= 1

    def between(self, card: Card) -> bool:
        low, high = self.values()
        return low < card.rank < high


@dataclass(frozen=True)
class Turn:
    number: int  # turns of the game before this one
    seat: int
    first: Card | None = None
    call: str | None = None  # an ace as the first post, called by the player
    second: Card | None = None
    spreads: tuple[Spread, ...] = ()  # once both posts are up

    @property
    def current(self) -> Spread | None:
        return next((spread for spread in self.spreads if spread.outcome is None), None)

    @property
    def at(self) -> int:
        return next((i for i, spread in enumerate(self.spreads) if spread.outcome is None), len(self.spreads))

    def cards(self) -> tuple[Card, ...]:
        """The cards of the turn lying on the table."""
        found = [self.first, self.second]
        for spread in self.spreads:
            found += [*spread.edges, spread.middle]
        return tuple(dict.fromkeys(card for card in found if card is not None))

    def with_spread(self, spread: Spread) -> Turn:
        at = self.at
        return replace(self, spreads=self.spreads[:at] + (spread,) + self.spreads[at + 1:])


@dataclass(frozen=True)
class Game:
    rules: Rules
    stacks: Mapping[int, int]
    turn: Turn
    pot: int = 0
    out: frozenset[Card] = frozenset()  # turned up since the last shuffle
    winner: int | None = None  # who bet the pot and won it
    over: str | None = None  # how the game ended, in words
    last: str | None = None  # the referee's last ruling, in words
    escapes: int = 0  # posts replaced this turn


def needs_call(game: Game) -> bool:
    turn = game.turn
    return game.rules.ace_low and turn.first is not None and turn.first.rank == ACE and turn.call is None


def wanted(game: Game) -> str | None:
    """The card the dealer turns up next ("post", "outer", "middle"), or None while a player decides."""
    turn = game.turn
    if game.over is not None:
        return None
    if turn.first is None:
        return "post"
    if needs_call(game):
        return None
    if turn.second is None:
        return "post"
    spread = turn.current
    if spread is None:
        return None
    if spread.edges[1] is None:
        return "outer"
    if spread.bet is not None and spread.middle is None and not spread.unbeatable:
        return "middle"
    return None


def betting(game: Game) -> Spread | None:
    """The spread the player bets on now, if a bet is due."""
    spread = game.turn.current
    if game.over is None and wanted(game) is None and spread is not None and spread.bet is None:
        return spread
    return None


def deck_left(game: Game) -> int:
    return len(game.rules.deck.cards) - len(game.out)


def first_go_round(game: Game) -> bool:
    return game.turn.number < len(game.rules.seats)


def seat_of(rules: Rules, number: int) -> int:
    return rules.seats[number % len(rules.seats)]


def next_turn(game: Game) -> Game:
    number = game.turn.number + 1
    return replace(game, turn=Turn(number, seat_of(game.rules, number)), escapes=0)


def spread_done(game: Game) -> Game:
    """After a spread is settled or passed: the next spread of the turn, or the next turn."""
    return game if game.turn.current is not None else next_turn(game)
