"""The draw, and the pack it comes from.

In turn from the dealer's left each player discards 0 to 5 cards and is dealt
as many replacements. How many is public; which cards is the player's secret.

Ruling on the pack running out (the text says only that "the discards are
shuffled to provide replacement cards for the later players"): a player's
discards go face down on the discard pile before the replacements are dealt.
If the pack runs out while they are dealt, the player gets the last cards of
the pack, then the dealer shuffles the whole discard pile, the player's own
fresh discards included, and deals the rest from it. So a card already
discarded may come again, even to the player who discarded it. The player's
own discards must be included: with four players and the 36-card deck only
four cards are left in the pack after the deal, and the first player may draw
five.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...core.cards import Card, parse_cards
from ...core.errors import NotNow, RuleError
from ...engine.events import Draft, Event, actor_seat
from ...engine.typed import Kind
from .state import DRAW, HAND_SIZE, Game, cards_field, check_new_cards, codes, pack_count, phase, turn, with_item


def verify_turn(game: Game, seat: int) -> None:
    """Raise the rule that keeps the seat from drawing now, if any."""
    rnd = game.round
    if phase(game) != DRAW:
        raise NotNow("not_draw_time", f"the draw starts once every player has entered {HAND_SIZE} hand cards")
    if seat in rnd.draws:
        raise NotNow("already_drawn", "you have drawn this round: each player draws once")
    if seat != turn(game):
        raise NotNow("not_your_turn", f"players draw in turn from the dealer's left: seat {turn(game)} is next")


def verify_draw(game: Game, seat: int, discard: tuple[Card, ...], receive: tuple[Card, ...]) -> None:
    """Raise the rule a draw breaks: `discard` from the hand, `receive` as many."""
    verify_turn(game, seat)
    rnd = game.round
    if len(set(discard)) != len(discard) or len(set(receive)) != len(receive):
        raise RuleError("duplicate_card", "you entered a card twice")
    for card in discard:
        if card not in rnd.hands[seat]:
            raise RuleError("not_in_hand", f"{card} is not in your hand")
    if len(receive) != len(discard):
        raise RuleError(
            "draw_count",
            f"you are dealt as many cards as you discard: you discarded {len(discard)} "
            f"and entered {len(receive)}",
        )
    if len(receive) <= pack_count(game):
        for card in receive:
            if card in discard:
                raise RuleError(
                    "card_discarded",
                    f"you are discarding {card}: discards come back only when the pack runs out",
                )
    check_new_cards(game, seat, tuple(card for card in receive if card not in discard))


def draft_draw(game: Game, actor: str, seat: int, action: Mapping[str, Any]) -> Draft:
    discard, receive = cards_field(action, "discard"), cards_field(action, "receive")
    verify_draw(game, seat, discard, receive)
    return DREW.draft(actor, Drew(len(receive), {"discard": codes(discard), "receive": codes(receive)}))


@dataclass(frozen=True)
class Drew:
    count: int  # cards drawn, for all to see
    hidden: Mapping[str, Any]  # the cards discarded and received: the player's secret


def _fold(game: Game, event: Event, drew: Drew) -> Game:
    discard, receive = parse_cards(drew.hidden["discard"]), parse_cards(drew.hidden["receive"])
    return draw(game, actor_seat(event.actor), discard, receive)


DREW = Kind("draw", Drew, _fold)


def draw(game: Game, seat: int, discard: tuple[Card, ...], receive: tuple[Card, ...]) -> Game:
    rnd = game.round
    hand = rnd.hands[seat] - set(discard) | set(receive)
    discards = rnd.discards | set(discard)
    discarded = rnd.discarded + len(discard)
    if len(receive) <= pack_count(game):
        pack, reshuffled = rnd.pack - set(receive), rnd.reshuffled
    else:
        pack, discards, discarded, reshuffled = discards - set(receive), frozenset(), 0, True
    return replace(
        game,
        round=replace(
            rnd,
            hands=with_item(rnd.hands, seat, hand),
            draws=with_item(rnd.draws, seat, len(receive)),
            discards=discards,
            discarded=discarded,
            pack=pack,
            reshuffled=reshuffled,
        ),
    )
