"""What players enter as the cards are dealt, and the call of sudden death.

Start cards are dealt once, at the start of the game, and each player enters
theirs privately before anything else. Each regular round every player puts
one start card into the winner pile face down; the referee reveals them all
together once the last one is in. Then everyone enters the five hand cards
dealt to them.

Ruling on sudden death: the host may call it between rounds, that is before
anyone has contributed or entered a hand in the current round. That round is
then the sudden-death round: no contributions, and everyone may exchange.
"""

from __future__ import annotations

from dataclasses import replace

from ...core.cards import Card
from ...core.errors import NotNow, RuleError
from .state import (
    CONTRIBUTE,
    HAND_SIZE,
    HANDS,
    OVER,
    SUDDEN_DEATH,
    Game,
    check_new_cards,
    phase,
    with_item,
)


def verify_may_enter_start(game: Game, seat: int) -> None:
    if seat in game.start:
        raise NotNow("start_cards_entered", "you have entered your start cards: they are dealt once a game")


def verify_start_cards(game: Game, seat: int, cards: tuple[Card, ...]) -> None:
    verify_may_enter_start(game, seat)
    _verify_dealt(game, seat, cards, game.rules.start_count, "start")


def _verify_dealt(game: Game, seat: int, cards: tuple[Card, ...], count: int, kind: str) -> None:
    """Cards dealt to the seat: as many as the rule deals, none the seat can see elsewhere."""
    if len(cards) != count:
        code = "start_cards_count" if kind == "start" else "hand_count"
        raise RuleError(code, f"each player is dealt {count} {kind} cards: enter all {count}")
    check_new_cards(game, seat, cards)


def enter_start(game: Game, seat: int, cards: tuple[Card, ...]) -> Game:
    rnd = game.round
    return replace(
        game,
        start=with_item(game.start, seat, frozenset(cards)),
        round=replace(rnd, pack=rnd.pack - set(cards)),
    )


def verify_may_contribute(game: Game, seat: int) -> None:
    if phase(game) != CONTRIBUTE:
        raise NotNow(
            "not_contribution_time",
            "a card goes into the winner pile at the start of each regular round, before the hands",
        )
    if seat not in game.start:
        raise NotNow("no_start_cards_yet", "enter your start cards first")
    if seat in game.round.contributions:
        raise NotNow("already_contributed", "you have put your card into the winner pile this round")


def verify_contribution(game: Game, seat: int, card: Card) -> None:
    verify_may_contribute(game, seat)
    if card not in game.start[seat]:
        raise RuleError("not_a_start_card", f"{card} is not one of your start cards")


def contribute(game: Game, seat: int, card: Card) -> Game:
    rnd = game.round
    return replace(
        game,
        start=with_item(game.start, seat, game.start[seat] - {card}),
        round=replace(rnd, contributions=with_item(rnd.contributions, seat, card)),
    )


def all_contributed(game: Game) -> bool:
    return phase(game) == CONTRIBUTE and len(game.round.contributions) == len(game.round.order)


def reveal(game: Game) -> Game:
    """Turn the contributions face up on the pile, in order from the dealer's left."""
    rnd = game.round
    placed = tuple((seat, rnd.contributions[seat]) for seat in rnd.order)
    return replace(game, pile=game.pile + placed, round=replace(rnd, contributions={}, revealed=True))


def verify_may_enter_hand(game: Game, seat: int) -> None:
    if seat in game.round.hands:
        raise NotNow("hand_entered", "you have entered your hand for this round")
    if phase(game) != HANDS:
        raise NotNow("not_hand_time", "hand cards are entered once the winner pile is revealed, before the draw")
    if seat not in game.start:
        raise NotNow("no_start_cards_yet", "enter your start cards first")


def verify_hand(game: Game, seat: int, cards: tuple[Card, ...]) -> None:
    verify_may_enter_hand(game, seat)
    _verify_dealt(game, seat, cards, HAND_SIZE, "hand")


def enter_hand(game: Game, seat: int, cards: tuple[Card, ...]) -> Game:
    rnd = game.round
    return replace(
        game,
        round=replace(rnd, hands=with_item(rnd.hands, seat, frozenset(cards)), pack=rnd.pack - set(cards)),
    )


def verify_sudden_death(game: Game) -> None:
    rnd = game.round
    if phase(game) == OVER:
        raise NotNow("game_over", "the game is over")
    if rnd.kind == SUDDEN_DEATH:
        raise NotNow("sudden_death_called", "this round is already sudden death")
    if rnd.contributions or rnd.revealed or rnd.hands:
        raise NotNow(
            "round_under_way",
            "sudden death is called between rounds, before anyone has contributed or entered a hand",
        )


def call_sudden_death(game: Game) -> Game:
    return replace(game, round=replace(game.round, kind=SUDDEN_DEATH))
