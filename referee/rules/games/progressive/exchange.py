"""Exchanges between a player's hand and their start cards.

The text: after looking at their hand, players "can exchange as many cards as
they wish between their 5-card hand and their remaining start cards", and
afterwards "must have 5 cards in their hand and the same number of start cards
as before". If all players hold the same number of start cards, all may
exchange; otherwise whoever holds the most may not, alone or tied with others.
In sudden death everyone may.

Rulings: the counts compared are those of the players still in the game at the
time of the exchange (after the contributions, which take one card from each
and so change nobody's rank). An exchange is one swap of equally many hand and
start cards; a player may make several before drawing. Once a player has taken
their turn to draw, standing pat included, they may not exchange any more.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...core.cards import Card, parse_cards
from ...core.errors import Forbidden, NotNow, RuleError
from ...engine.events import Draft, Event, actor_seat
from ...engine.typed import Kind
from .state import DRAW, HAND_SIZE, HANDS, SUDDEN_DEATH, Game, cards_field, codes, phase, start_count, with_item


def may_exchange(game: Game) -> frozenset[int]:
    """The players allowed to exchange this round."""
    order = game.round.order
    if game.round.kind == SUDDEN_DEATH:
        return frozenset(order)
    counts = {seat: start_count(game, seat) for seat in order}
    most = max(counts.values())
    if all(count == most for count in counts.values()):
        return frozenset(order)
    return frozenset(seat for seat, count in counts.items() if count < most)


def verify_may_exchange(game: Game, seat: int) -> None:
    """Raise the rule that keeps the seat from exchanging now, if any."""
    rnd = game.round
    if phase(game) not in (HANDS, DRAW):
        raise NotNow("not_exchange_time", "exchanges come after the hands are dealt and before you draw")
    if seat in rnd.draws:
        raise NotNow("exchange_after_draw", "you have drawn: no exchange with your start cards after drawing")
    if seat not in rnd.hands:
        raise NotNow("no_hand_yet", f"enter your {HAND_SIZE} hand cards before you exchange")
    if seat not in may_exchange(game):
        raise Forbidden(
            "exchange_not_allowed",
            f"you hold the most start cards ({start_count(game, seat)}): whoever holds the most "
            "may not exchange unless everyone holds the same number",
        )
    if start_count(game, seat) == 0:
        raise Forbidden("no_start_cards", "you have no start cards to exchange")


def verify_exchange(game: Game, seat: int, give: tuple[Card, ...], take: tuple[Card, ...]) -> None:
    """Raise the rule an exchange of `give` (hand cards) for `take` (start cards) breaks."""
    verify_may_exchange(game, seat)
    if len(set(give)) != len(give) or len(set(take)) != len(take):
        raise RuleError("duplicate_card", "you entered a card twice")
    if not give or len(give) != len(take):
        raise RuleError(
            "exchange_count",
            f"after an exchange you must hold {HAND_SIZE} hand cards and {start_count(game, seat)} "
            "start cards as before: take as many start cards as you give hand cards",
        )
    for card in give:
        if card not in game.round.hands[seat]:
            raise RuleError("not_in_hand", f"{card} is not in your hand")
    for card in take:
        if card not in game.start[seat]:
            raise RuleError("not_a_start_card", f"{card} is not one of your start cards")


def draft_exchange(game: Game, actor: str, seat: int, action: Mapping[str, Any]) -> Draft:
    give, take = cards_field(action, "give"), cards_field(action, "take")
    verify_exchange(game, seat, give, take)
    return EXCHANGED.draft(actor, Exchanged({"give": codes(give), "take": codes(take)}))


@dataclass(frozen=True)
class Exchanged:
    hidden: Mapping[str, Any]  # the hand cards given and the start cards taken: the player's secret


def _fold(game: Game, event: Event, exchanged: Exchanged) -> Game:
    give, take = parse_cards(exchanged.hidden["give"]), parse_cards(exchanged.hidden["take"])
    return exchange(game, actor_seat(event.actor), give, take)


EXCHANGED = Kind("exchange", Exchanged, _fold)


def exchange(game: Game, seat: int, give: tuple[Card, ...], take: tuple[Card, ...]) -> Game:
    hand = game.round.hands[seat] - set(give) | set(take)
    start = game.start[seat] - set(take) | set(give)
    return replace(
        game,
        start=with_item(game.start, seat, start),
        round=replace(game.round, hands=with_item(game.round.hands, seat, hand)),
    )
