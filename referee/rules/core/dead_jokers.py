"""Jokers in the deck that are not wild (Manslaughter's): a joker counts for nothing in any hand, high or low,
shown or showing; the hand plays its other cards. A joker a rule makes wild still plays as one."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from .cards import Card
from .decks import Deck
from .hand_values import STANDARD
from .hands import Hand
from .omaha import Holding
from .wilds import Wild


def live(cards: Sequence[Card], wild: Wild) -> tuple[Card, ...]:
    """The cards without the jokers that play as nothing: neither wild nor a bug."""
    return tuple(card for card in cards if not card.is_joker or wild.is_wild(card) or wild.bug(card))


@dataclass(frozen=True)
class DeadJokers(Holding):
    """Hands played as `ranking` plays them, from their cards without the jokers that are not wild."""

    ranking: Holding = field(default_factory=Holding)

    @property
    def brings_in(self) -> str:  # type: ignore[override]
        return self.ranking.brings_in

    def hand(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild, deck: Deck | None,
             order: tuple[int, ...] = STANDARD) -> Hand:
        return self.ranking.hand(live(cards, wild), live(board, wild), wild, deck, order)

    def low(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild,
            qualifier: int | None) -> tuple[int, ...] | None:
        return self.ranking.low(live(cards, wild), live(board, wild), wild, qualifier)

    def low_said(self, low: tuple[int, ...]) -> str | None:
        return self.ranking.low_said(low)

    def showing(self, cards: Sequence[Card], wild: Wild, deck: Deck | None) -> tuple:
        playing = live(cards, wild)
        if playing or not cards:
            return self.ranking.showing(playing, wild, deck)
        return self.hand((), (), wild, deck), min(cards)  # jokers alone show nothing: equal, by the joker

    def bring_in_order(self, card: Card) -> tuple:
        return self.ranking.bring_in_order(card)
