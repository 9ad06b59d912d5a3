"""A game of Progressive Poker as one viewer may see it, as plain JSON.

Everyone sees the start-card counts, the revealed pile (before the reveal only
who has contributed), who may exchange, whose turn it is to draw and the pack
count. A seat also sees its own start cards, hand and contribution; nobody
sees another's. The cards of past showdowns are in the showdown rulings, not
here: they may have been dealt again since.
"""

from __future__ import annotations

from .exchange import may_exchange
from .state import DRAW, HANDS, Game, pack_count, phase, shown, start_count, turn


def _player(game: Game, seat: int, exchangers: frozenset[int]) -> dict:
    rnd = game.round
    return {
        "seat": seat,
        "in": seat not in game.out,
        "start_cards": start_count(game, seat),
        "start_entered": seat in game.start,
        "contributed": seat in rnd.contributions,
        "hand_entered": seat in rnd.hands,
        "may_exchange": seat in exchangers,
        "drew": rnd.draws.get(seat),
    }


def _own(game: Game, seat: int) -> dict:
    rnd = game.round
    contribution = rnd.contributions.get(seat)
    return {
        "seat": seat,
        "start": shown(game.start.get(seat, ())),
        "hand": shown(rnd.hands.get(seat, ())),
        "contribution": None if contribution is None else str(contribution),
    }


def view(game: Game, viewer: int | None) -> dict:
    rnd, rules = game.round, game.rules
    now = phase(game)
    exchangers = may_exchange(game) if now in (HANDS, DRAW) else frozenset()
    return {
        "variant": "progressive",
        "deck_size": len(rules.deck.cards),
        "start_cards_each": rules.start_count,
        "ante": rules.ante,
        "pot": game.pot,
        "round": rnd.number,
        "kind": rnd.kind,
        "dealer": rnd.dealer,
        "phase": now,
        "turn": turn(game),
        "pack": pack_count(game),
        "discards": rnd.discarded,
        "reshuffled": rnd.reshuffled,
        "pile": [{"seat": seat, "card": str(card)} for seat, card in game.pile],
        "players": [_player(game, seat, exchangers) for seat in rules.seats],
        "out": list(game.out),
        "winner": game.winner,
        "last_showdown": game.last_showdown,
        "clash": shown(game.clash),
        "you": _own(game, viewer) if viewer in rules.seats else None,
    }
