"""Acey Deucey: one deal at the table is one whole game, from the antes until the pot is won.

Not poker: one pot, and bets sized against it. The players take turns from
the dealer's left; the dealer turns up two posts, the player bets from the
table's smallest bet to the whole pot that the middle card falls strictly
between them, and a win takes the bet from the pot, a loss adds it. The game
ends when someone bets the whole pot and wins.

Why one deal and not a match of deals: the pot, the go-round (which decides
whether a pot bet is allowed) and the cards turned up since the last shuffle
all belong to the game, and the game ends at one known moment, the pot bet
won. As one deal it keeps them in its own state and its own pot account
(`Setup.pot_account`, never a match's), the deal page shows the pot and the
largest bet on every turn, the bank keeps the chips of a game in play out of
cash-outs (table stakes), and when the pot is taken the deal is over, so the
table page offers the next game at once. A match would end a deal at every
turn with the pot left in a match account, and the game's own count of turns
and cards would have to be carried between deals.

The rules live beside this module: `rules` (options), `state`, `limits` (the
largest bet and why), `actions` (the dealer's cards and the player's choices),
`rulings` (bets settled, turns passed over, the end) and `view`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...core.errors import NotFound, RuleError
from ...engine import specs
from ...engine.driver import drive
from ...engine.events import HOST, REFEREE, Draft, Event, actor_seat
from ...engine.typed import Kind, registry
from ...engine.variant import Setup
from ...money.antes import ante_postings
from . import actions, rulings
from .limits import limits
from .rules import MAX_PLAYERS, MIN_PLAYERS, OPTIONS
from .rules import rules as game_rules
from .state import HIGH, LOW, Game, Turn, betting, deck_left, needs_call, wanted
from .view import view


@dataclass(frozen=True)
class Ante:
    amount: int  # from each player


def _fold_ante(game: Game, event: Event, ante: Ante) -> Game:
    return game  # the chips move with the postings, as for every event


ANTE = Kind("ante", Ante, _fold_ante)
EVENTS = registry(
    ANTE, actions.POST, actions.OUTER_CARD, actions.MIDDLE, actions.RESHUFFLE, actions.CALLED, actions.BET,
    actions.PASS, actions.ESCAPED, rulings.SETTLED, rulings.PASSED_OVER, rulings.SPLIT,
)


class AceyDeucey:
    key = "acey_deucey"
    title = "Acey Deucey"
    description = (
        "Not poker: everyone antes into one pot; on your turn the dealer turns up two posts and you bet, "
        "up to the whole pot, that the next card falls between them. The game ends when someone bets the "
        "pot and wins."
    )
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    options = OPTIONS

    def start(self, setup: Setup) -> Game:
        rules = game_rules(setup)
        return Game(rules, {seat: setup.stacks[seat] for seat in rules.seats}, Turn(0, rules.seats[0]))

    def opening(self, state: Game) -> list[Draft]:
        rules = state.rules
        return [ANTE.draft(REFEREE, Ante(rules.ante), ante_postings(rules.seats, rules.ante, rules.pot_account))]

    def legal_actions(self, state: Game, seat: int | None) -> list[dict]:
        game = state
        if game.over is not None or seat is None:
            return []
        offers = []
        due = wanted(game)
        if seat == game.rules.dealer and due is not None:
            if deck_left(game) <= 0:
                offers.append(specs.offer("reshuffle", left=0))
            else:
                offers.append(specs.offer(due, specs.cards("cards", 1), count=1, seat=game.turn.seat))
        if seat == game.turn.seat:
            offers += _player_offers(game)
        return offers

    def decide(self, state: Game, actor: str, action: Mapping[str, Any]) -> list[Draft]:
        game = state
        kind = action.get("type")
        if actor != HOST and actor_seat(actor) not in game.rules.seats:
            raise NotFound("not_in_game", "Only the players of this game act in it.")
        if game.over is not None:
            raise RuleError("game_over", f"The game is over. {game.over}")
        if kind in actions.DEALER_ACTIONS:
            draft = actions.DEALER_ACTIONS[kind](game, actor, action)
        elif kind in actions.PLAYER_ACTIONS:
            draft = actions.PLAYER_ACTIONS[kind](game, actor, action)
        else:
            raise RuleError("unknown_action", f"Acey Deucey has no action '{kind}'.")
        return drive(self, game, draft)

    def apply(self, state: Game, event: Event) -> Game:
        kind = EVENTS.get(event.type)
        if kind is None:
            raise ValueError(f"Acey Deucey has no event {event.type!r}")
        return kind.apply(_moved(state, event.postings), event)

    def followups(self, state: Game) -> list[Draft]:
        return rulings.rulings(state)

    def view(self, state: Game, viewer: int | None) -> dict:
        return view(state, viewer)

    def is_finished(self, state: Game) -> bool:
        return state.over is not None


def _player_offers(game: Game) -> list[dict]:
    if needs_call(game):
        return [specs.offer("call_ace", specs.choice("call", (HIGH, LOW)), card=game.turn.first.code)]
    spread = betting(game)
    if spread is None:
        return []
    allowed = limits(game, spread)
    offers = []
    if allowed.high > 0:
        amount = specs.integer("amount", allowed.low, allowed.high, game.rules.unit)
        offers.append(specs.offer("bet", amount, min=allowed.low, max=allowed.high, says=allowed.says))
    if game.rules.pass_unbeatable and spread.unbeatable:
        offers.append(specs.offer("pass"))
    choices = actions.escapes(game)
    if choices:
        offers.append(specs.offer("escape", specs.choice("replace", choices), choices=list(choices),
                                  price=game.rules.escape_price))
    return offers


def _moved(game: Game, postings) -> Game:
    """The stacks and the pot after an event's chips move."""
    stacks, pot = dict(game.stacks), game.pot
    for source, target, amount in postings:
        for account, change in ((source, -amount), (target, amount)):
            if account == game.rules.pot_account:
                pot += change
            elif account.startswith("stack:"):
                stacks[int(account[6:])] += change
    return replace(game, stacks=stacks, pot=pot) if postings else game


ACEY_DEUCEY = AceyDeucey()
