"""The rankings of the low games, as a game declares them: the lowest hand wins (`Holding` for the high games).

Each plays the best hand of all a player's cards by its own evaluator:
ace-to-five (razz, ace-to-five triple draw), deuce-to-seven (2-7 single and
triple draw) or badugi. In a stud game dealt by a low ranking (razz) the
worst card showing brings in: the highest, an ace low, equal ranks by suit
with spades highest; after that the lowest hand showing acts first, equal
hands the first of them from the dealer's left (as PokerKit opens razz).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Sequence

from .ace_to_five import ace_to_five
from .badugi import badugi
from .cards import SUITS, Card
from .decks import Deck
from .deuce_to_seven import deuce_to_seven
from .omaha import Holding
from .ranked import Ranked
from .wilds import NO_WILDS, Wild


@dataclass(frozen=True)
class Lowball(Holding):
    evaluate: Callable[[Sequence[Card], Wild], Ranked]

    brings_in = "highest card showing"

    def hand(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild, deck: Deck | None,
             order: tuple[int, ...] = ()) -> Ranked:
        return self.evaluate(cards, wild)  # a low ranking has no order of high categories to follow

    def showing(self, cards: Sequence[Card], wild: Wild, deck: Deck | None) -> tuple:
        return (self.hand(cards, (), wild, deck),)

    def bring_in_order(self, card: Card) -> tuple:
        return self.hand((card,), (), NO_WILDS, None), -SUITS.index(card.suit)


ACE_TO_FIVE = Lowball(ace_to_five)
DEUCE_TO_SEVEN = Lowball(deuce_to_seven)
BADUGI = Lowball(badugi)
