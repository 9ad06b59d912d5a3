"""A game of Acey Deucey as everyone sees it: every card is turned up, so every viewer sees the same."""

from __future__ import annotations

from ...money.stakes import cents
from .limits import limits
from .state import Game, Spread, betting, deck_left, first_go_round, needs_call, wanted


def _spread(spread: Spread) -> dict:
    return {
        "cards": [None if card is None else card.code for card in spread.edges],
        "ace_low": spread.ace_low,
        "palansky": spread.palansky,
        "unbeatable": spread.edges[1] is not None and spread.unbeatable,
        "bet": spread.bet,
        "middle": None if spread.middle is None else spread.middle.code,
        "outcome": spread.outcome,
    }


def _house_rules(game: Game) -> list[str]:
    rules = game.rules
    said = [f"Ante {cents(rules.ante)}; the smallest bet is {cents(rules.min_bet)}."]
    said.append("An ace as the first post may be called low." if rules.ace_low else "Aces are always high.")
    said.append("Equal or adjacent posts may be passed." if rules.pass_unbeatable
                else "Equal or adjacent posts still take the smallest bet.")
    if rules.palansky:
        said.append("Palansky: a pair as posts makes two spreads, each with a card outside a post.")
    if rules.escape:
        said.append(f"Escape chance: facing posts that cannot be beaten, pay {cents(rules.escape_price)} to "
                    "replace one.")
    if rules.pot_bet_waits:
        said.append("No pot bet on the first go-round.")
    return said


def view(game: Game, viewer: int | None) -> dict:
    rules, turn = game.rules, game.turn
    spread = betting(game)
    allowed = limits(game, spread) if game.over is None else None
    return {
        "variant": "acey_deucey",
        "deck_size": len(rules.deck.cards),
        "pot": game.pot,
        "dealer": rules.dealer,
        "house_rules": _house_rules(game),
        "turn": turn.number + 1,
        "go_round": turn.number // len(rules.seats) + 1,
        "first_go_round": first_go_round(game),
        "player": None if game.over is not None else turn.seat,
        "posts": [None if card is None else card.code for card in (turn.first, turn.second)],
        "call": turn.call,
        "calling": needs_call(game),
        "spreads": [_spread(s) for s in turn.spreads],
        "wanted": wanted(game),
        "betting": spread is not None,
        "largest_bet": allowed.high if allowed else None,
        "smallest_bet": allowed.low if allowed else None,
        "why": allowed.says if allowed else None,
        "escapes": game.escapes,
        "deck_left": deck_left(game),
        "stacks": [{"seat": seat, "stack": game.stacks[seat]} for seat in rules.seats],
        "last": game.last,
        "over": game.over,
        "winner": game.winner,
    }
