"""Hands a game lifts above every other, or drops below: Jack Shit's "a jack high (no sets or runs) beats
everything else", Neal Deal Men's "any hand with a queen in it loses to one without a queen", Jacks High's "if
you have a pair of jacks or better, you cannot win unless everyone else folds".

A rule puts each hand in a tier (`BeatsAll`, `RankLoses`): a hand of a higher tier beats every hand of a lower
one, and hands of one tier compare as the game's ranking compares them (two jack highs by their kickers). A hand
of more than five cards plays the five that are best so: from seven cards, the five without a queen, or the
jack-high five, when there are such.

Rulings: a jack high is a high-card hand, no pair, straight or flush, whose highest card is a jack (a jack-high
flush is a flush); a pair named is one pair of that rank, not two pair or trips. A card of the losing rank counts
by its own rank, wild or not: a wild card standing in for a queen is no queen. A hand at or above a ceiling
(`OrBetterLoses`) loses to every hand below it; when every hand shown is at it, the best of them wins, since
someone must take the pot the players called to the end (a player left alone takes it unseen, as the rule says).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Sequence

from .cards import RANK_NAMES, Card, rank_plural
from .decks import Deck
from .hand_values import HIGH_CARD, PAIR, STANDARD
from .omaha import HAND, Holding
from .ranked import Ranked
from .wilds import Wild

LIFTED, LEVEL, DROPPED = 1, 0, -1


@dataclass(frozen=True)
class BeatsAll:
    """A hand of this category (high card or a pair) and rank beats every other hand."""

    category: int  # HIGH_CARD or PAIR: their places are the same in every order of the hands
    rank: int

    @property
    def named(self) -> str:
        """"jack high", "a pair of queens"."""
        if self.category == HIGH_CARD:
            return f"{RANK_NAMES[self.rank]} high"
        return f"a pair of {rank_plural(self.rank)}"

    @property
    def why(self) -> str:
        return f"{self.named} beats every other hand"

    def tier(self, value: tuple[int, ...], cards: Sequence[Card]) -> int:
        return LIFTED if value[:2] == (self.category, self.rank) else LEVEL


@dataclass(frozen=True)
class RankLoses:
    """A hand holding a card of this rank loses to every hand that holds none."""

    rank: int

    @property
    def why(self) -> str:
        return f"a hand with a {RANK_NAMES[self.rank]} loses to every hand without one"

    def tier(self, value: tuple[int, ...], cards: Sequence[Card]) -> int:
        return DROPPED if any(card.rank == self.rank for card in cards) else LEVEL


@dataclass(frozen=True)
class OrBetterLoses:
    """A hand at least as good as `least` ("a pair of jacks or better") loses to every hand below it."""

    least: tuple[int, ...]  # high card or a pair: their places are the same in every order of the hands
    named: str  # "a pair of jacks"

    @property
    def why(self) -> str:
        return f"{self.named} or better loses to every hand below it"

    def tier(self, value: tuple[int, ...], cards: Sequence[Card]) -> int:
        return DROPPED if value >= self.least else LEVEL


RULES = {"high_card": HIGH_CARD, "pair": PAIR}
TierRule = BeatsAll | RankLoses | OrBetterLoses


@dataclass(frozen=True)
class Tiered(Holding):
    """Hands ranked by `rule`'s tier first, then as `ranking` ranks them. A hand's value is its tier, then the
    value `ranking` gives it; its words are `ranking`'s."""

    rule: TierRule
    ranking: Holding = field(default_factory=Holding)

    @property
    def brings_in(self) -> str:  # type: ignore[override]
        return self.ranking.brings_in

    def hand(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild, deck: Deck | None,
             order: tuple[int, ...] = STANDARD) -> Ranked:
        ways = combinations(cards, HAND) if len(cards) > HAND else (tuple(cards),)
        return max(self._tiered(way, board, wild, deck, order) for way in ways)

    def _tiered(self, cards, board, wild, deck, order) -> Ranked:
        hand = self.ranking.hand(cards, board, wild, deck, order)
        words = hand.words
        return Ranked((self.rule.tier(hand.value, cards), *hand.value), hand.used, lambda value: words)

    def low(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild,
            qualifier: int | None) -> tuple[int, ...] | None:
        return self.ranking.low(cards, board, wild, qualifier)  # the rule speaks of high hands only

    def bring_in_order(self, card: Card) -> tuple:
        return self.ranking.bring_in_order(card)
