"""Three-card poker hands, for games whose hands are three or four cards (Four Card Stud): a straight flush
beats three of a kind beats a straight beats a flush beats a pair beats high card.

A hand of more than three cards plays its best three, as the Super Gooch does
in guts (`guts_hands`); a hand of fewer plays what it has (a pair, a high
card). A straight is three ranks in a row, the ace high (A-K-Q) or low (3-2-A,
the lowest), never round the corner (K-A-2); a flush is three cards of a suit.
Built-in Guts ranks three cards without straights and flushes, as its
rulings say: this ranking is only for the games that name it.

Values compare like those of `hand_values`, and a wild card stands for any
card, as there: in a flush it is an ace of the suit.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Sequence

from .cards import ACE, Card
from .decks import Deck, deck as deck_of
from .errors import RuleError
from .hand_values import (FIVE_OF_A_KIND, FLUSH, FOUR_OF_A_KIND, FULL_HOUSE, HIGH_CARD, NOTHING, PAIR, STANDARD,
                          STRAIGHT, STRAIGHT_FLUSH, THREE_OF_A_KIND, TWO_PAIR, _grouped)
from .hands import Hand
from .omaha import Holding
from .wilds import Wild, of_cards

SIZE = 3
STANDARD_DECK = deck_of()
# Worst first; the categories three cards can't make keep places above, so every category has one.
ORDER = (NOTHING, HIGH_CARD, PAIR, TWO_PAIR, FLUSH, STRAIGHT, THREE_OF_A_KIND, STRAIGHT_FLUSH, FULL_HOUSE,
         FOUR_OF_A_KIND, FIVE_OF_A_KIND)


class ThreeCardRanker:
    """Values of three-card hands in a deck of these ranks (lowest first): a straight is three of them in a
    row, as a deck with ranks taken out makes its five-card straights (`decks`)."""

    def __init__(self, ranks: tuple[int, ...], runs: bool = True):
        self.counts_runs = runs  # False: straights and flushes don't count, as in guts' own hands
        self.order = ORDER
        self._strength = {category: place for place, category in enumerate(ORDER)}
        down = ranks[::-1]
        runs = tuple(down[top:top + SIZE] for top in range(len(down) - SIZE + 1))
        self.runs = runs + ((ranks[1], ranks[0], ACE),)  # best first: A-K-Q down to 3-2-A

    def value(self, naturals: Sequence[Card], wilds: int) -> tuple[int, ...]:
        """The value of these natural cards (three at most, with the wilds) and `wilds` wild cards."""
        if any(card.is_joker for card in naturals):
            raise RuleError("joker_not_wild", "a joker plays only in a game where jokers are wild, and here they are not")
        counts: dict[int, int] = {}
        for card in sorted(naturals, reverse=True):
            counts[card.rank] = counts.get(card.rank, 0) + 1
        size = len(naturals) + wilds
        if size == 0:
            return (self._strength[NOTHING],)
        category, ranks = _grouped(counts, wilds, size)
        best = self._placed(category, ranks)
        if self.counts_runs and size == SIZE and len(counts) == len(naturals):  # no pair among the naturals
            suited = len({card.suit for card in naturals}) <= 1
            run = self._run(set(counts), wilds)
            if run:
                best = max(best, self._placed(STRAIGHT_FLUSH if suited else STRAIGHT, run))
            if suited:
                best = max(best, self._flush(set(counts), wilds))
        return best

    def flush_value(self, mask: int, wilds: int) -> tuple[int, ...]:
        """The best straight flush or flush from one suit's ranks (a bit mask) and `wilds`."""
        ranks = {rank for rank in range(ACE + 1) if mask >> rank & 1}
        run = self._run(ranks, wilds)
        return self._placed(STRAIGHT_FLUSH, run) if run else self._flush(ranks, wilds)

    def category(self, value: tuple[int, ...]) -> int:
        return self.order[value[0]]

    def plain(self, value: tuple[int, ...]) -> tuple[int, ...]:
        return (self.category(value),) + value[1:]

    def _run(self, ranks: set[int], wilds: int) -> tuple[int, ...] | None:
        """The highest straight these ranks and wilds make, if any."""
        return next((run for run in self.runs if ranks <= set(run) and len(ranks) + wilds >= SIZE), None)

    def _flush(self, ranks: set[int], wilds: int) -> tuple[int, ...]:
        return self._placed(FLUSH, tuple(([ACE] * wilds + sorted(ranks, reverse=True))[:SIZE]))

    def _placed(self, category: int, ranks: tuple[int, ...]) -> tuple[int, ...]:
        return (self._strength[category],) + tuple(ranks)


@lru_cache(maxsize=None)
def three_card_ranker(ranks: tuple[int, ...], runs: bool = True) -> ThreeCardRanker:
    return ThreeCardRanker(ranks, runs)


def three_card_hand(cards: Sequence[Card], wild: Wild, deck: Deck | None = None, runs: bool = True,
                    fused: bool = False) -> Hand:
    """The best three-card hand of these cards (all of them, when three or fewer); `runs` False: no straights
    or flushes; `fused`: any two natural cards of consecutive ranks may play as one wild card (`fusings`)."""
    ranker = three_card_ranker((deck or STANDARD_DECK).ranks, runs)
    best, chosen, made = None, (), wild
    for pairs in fusings(tuple(cards), wild) if fused else ((),):
        paired = {card for pair in pairs for card in pair}
        stands = of_cards(pair[0] for pair in pairs)  # each pair plays as its first card, made wild
        own = wild | stands if pairs else wild
        units = tuple(card for card in cards if card not in paired) + tuple(pair[0] for pair in pairs)
        for three in combinations(units, min(SIZE, len(units))):
            naturals, wilds = own.split(three)
            value = ranker.value(naturals, len(wilds))
            if best is None or value > best:
                best, chosen, made = value, three, own
    return Hand(best, chosen, made, ranker)


def _consecutive(one: Card, other: Card) -> bool:
    """Ranks one apart, the ace next to the king and to the deuce."""
    low = {ACE: 1}
    return abs(one.rank - other.rank) == 1 or abs(low.get(one.rank, one.rank) - low.get(other.rank, other.rank)) == 1


def fusings(cards: tuple[Card, ...], wild: Wild) -> list[tuple[tuple[Card, Card], ...]]:
    """Every way of pairing natural cards of consecutive ranks, each card in one pair at most (none too)."""
    naturals = [card for card in cards if not wild.is_wild(card)]
    found: list[tuple[tuple[Card, Card], ...]] = [()]
    for first, second in combinations(naturals, 2):
        if not _consecutive(first, second):
            continue
        found += [ways + ((first, second),) for ways in found
                  if not {first, second} & {card for pair in ways for card in pair}]
    return found


class ThreeCards(Holding):
    """Hands of three cards, straights and flushes counting (`runs`): the best three of all a hand plays from;
    `fused`: two cards of consecutive ranks may play as one wild card."""

    def __init__(self, runs: bool = True, fused: bool = False):
        self.runs, self.fused = runs, fused

    def hand(self, cards: Sequence[Card], board: Sequence[Card], wild: Wild, deck: Deck | None,
             order: tuple[int, ...] = STANDARD) -> Hand:
        return three_card_hand(tuple(cards), wild, deck, self.runs, self.fused)


THREE_CARDS = ThreeCards()
