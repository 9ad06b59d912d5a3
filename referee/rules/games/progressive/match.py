"""What one round of a game hands the next: each round is its own deal.

When a round's showdown is ruled, `next_deal` gives the table the players
still in (the next deal is theirs) and what the next round starts from, as
plain JSON: every player's start cards, the winner pile with who placed each
card (a tie leaves it on the table; the parity rule takes a card by who placed
it), who is out and in what order, the number and kind of the next round
(regular, play-off or sudden death) and the public summary of the showdown.
`resumed` builds the next round's game from it. Once the game is won there is
no next deal, and the match is over.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core.cards import parse_card, parse_cards
from ...engine.variant import NextDeal, Setup
from .state import Game, Round, Rules, codes, new_round


def next_deal(game: Game) -> NextDeal | None:
    if game.winner is not None:
        return None
    staying = tuple(seat for seat in game.rules.seats if seat not in game.out)
    carried = {
        "seats": list(game.rules.seats),
        "start": {str(seat): codes(cards) for seat, cards in game.start.items()},
        "pile": [[seat, card.code] for seat, card in game.pile],
        "out": list(game.out),
        "round": game.round.number + 1,
        "kind": game.next_round,
        "last_showdown": game.last_showdown,
    }
    return NextDeal(staying, carried)


def seats_of(setup: Setup) -> tuple[int, ...]:
    """Every player of the game: those of its first deal."""
    return tuple(setup.carried.get("seats", setup.seats))


def resumed(rules: Rules, setup: Setup) -> Game:
    """The next round of the game, as its deal starts: dealt by the deal's dealer to the players still in."""
    carried: Mapping[str, Any] = setup.carried
    game = Game(
        rules,
        Round(carried["round"], carried["kind"], setup.dealer, tuple(setup.seats), frozenset()),
        start={int(seat): frozenset(parse_cards(cards)) for seat, cards in carried["start"].items()},
        pile=tuple((seat, parse_card(card)) for seat, card in carried["pile"]),
        pot=setup.carried_pot,
        out=tuple(carried["out"]),
        last_showdown=carried["last_showdown"],
    )
    return new_round(game, carried["round"], carried["kind"], setup.dealer, tuple(setup.seats))
