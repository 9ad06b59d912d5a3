"""What a hand is worth: a tuple that compares like poker hands do.

A value is `(strength, r1, r2, ...)`: the category's place in the game's
order of hands (five of a kind highest), then the ranks of the cards played,
most important first, one entry per card (a full house of queens over threes
is `(FULL_HOUSE, 12, 12, 12, 3, 3)`). In the standard order a category's place
is its number; short-deck hold'em puts a flush above a full house and three
of a kind above a straight (`SHORT_DECK`), and its ranker says which category
a place stands for (`Ranker.category`), so the words stay right. Tuples compare item by item and a shorter tuple loses to a longer one
with the same start, which is exactly the ruling for hands of fewer than five
cards: kickers compare card by card, and a missing kicker loses to any card.
Suits never appear, so they never break a tie.

Wild cards are counted, not placed: a hand is its natural cards plus a number
of wilds. Each wild stands for any card of the deck, including one the hand
already holds, and the value is the best the wilds allow:

- for pairs, trips, quads, full houses and five of a kind, the wilds all join
  the largest group of natural cards (the highest rank among equal groups; aces
  when the hand has no natural card). Splitting them never helps, because the
  largest group decides the category. Five of a kind is the one exception:
  spare wilds beyond five let a smaller group of a higher rank reach five.
- in a straight, the wilds fill the missing ranks of the highest straight they
  can complete;
- in a flush, the wilds are aces of the flush suit (two aces of hearts are
  allowed by the rulings); a straight flush is checked first.

Evaluating every category from its counts keeps the work independent of how
many cards a hand has. The counts of a hand (see `Card.tally`) are remembered
with their value, so each distinct rank pattern is worked out once per process;
those of five natural cards when the ranker is made.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Sequence

from .cards import ACE, RANK_BITS, RANK_PART, SUIT_BITS, SUIT_SHIFT, SUITS, Card
from .decks import KINDS, Deck
from .errors import RuleError

(
    NOTHING,
    HIGH_CARD,
    PAIR,
    TWO_PAIR,
    THREE_OF_A_KIND,
    STRAIGHT,
    FLUSH,
    FULL_HOUSE,
    FOUR_OF_A_KIND,
    STRAIGHT_FLUSH,
    FIVE_OF_A_KIND,
) = range(11)

CATEGORIES = (
    "nothing",
    "high_card",
    "pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
    "five_of_a_kind",
)

# Orders of the categories, worst first. Short-deck hold'em: with nine cards a suit, a flush is rarer than a
# full house, and with no two to five three of a kind is rarer than a straight. PokerKit (and so PHH's NS
# files) ranks only the flush higher: a straight still beats three of a kind there.
STANDARD = tuple(range(len(CATEGORIES)))
SHORT_DECK = (NOTHING, HIGH_CARD, PAIR, TWO_PAIR, STRAIGHT, THREE_OF_A_KIND, FULL_HOUSE, FLUSH, FOUR_OF_A_KIND,
              STRAIGHT_FLUSH, FIVE_OF_A_KIND)
FLUSH_OVER_FULL_HOUSE = (NOTHING, HIGH_CARD, PAIR, TWO_PAIR, THREE_OF_A_KIND, STRAIGHT, FULL_HOUSE, FLUSH,
                         FOUR_OF_A_KIND, STRAIGHT_FLUSH, FIVE_OF_A_KIND)

# Keys of the remembered values: the wild count sits above the rank counts.
_WILD_SHIFT = 45
_SUIT_MASK = (1 << SUIT_BITS) - 1
_COUNT_MASK = (1 << RANK_BITS) - 1
# Adding 16 - need to every 5-bit suit count sets that lane's top bit exactly
# when the count is at least `need` (counts never pass 13, so no lane spills).
_LANE_TOPS = sum(16 << (SUIT_BITS * lane) for lane in range(len(SUITS)))
_FLUSH_ADD = {
    need: sum((16 - need) << (SUIT_BITS * lane) for lane in range(len(SUITS))) for need in range(1, 6)
}


class Ranker:
    """Values of hands in a deck whose lowest straight is `lowest_straight`, highest card first: (5, 4, 3,
    2, 14) or (9, 8, 7, 6, 14) with the ace low, (6, 5, 4, 3, 2) where it is high only (deuce-to-seven);
    the categories in `order` (worst first)."""

    def __init__(self, lowest_straight: tuple[int, ...], order: tuple[int, ...] = STANDARD,
                 runs: tuple[tuple[int, ...], ...] | None = None):
        low = min(lowest_straight)  # the deck's lowest rank
        self.order = order
        self._strength = {category: place for place, category in enumerate(order)}
        if runs is None:  # every five ranks in a row down to the lowest straight
            runs = tuple(tuple(range(top, top - 5, -1)) for top in range(ACE, lowest_straight[0], -1)) + \
                (lowest_straight,)
        # Best first; each with its rank mask so wilds can count what is missing.
        self.straights = tuple((run, sum(1 << rank for rank in run)) for run in runs)
        self._ranks = sorted({rank for run in runs for rank in run}, reverse=True)  # the deck's, highest first
        self._by_ranks: dict[int, tuple[int, ...]] = {}
        self._by_suit: dict[int, tuple[int, ...]] = {}
        # Every five natural cards' rank pattern is worked out now (6,175 in a standard deck, some 30 ms),
        # as a lookup table is built before play: a process's first hands then cost what its later ones do.
        for ranks in combinations_with_replacement(range(low, ACE + 1), 5):
            if max(ranks.count(rank) for rank in ranks) <= 4:
                part = sum(1 << (RANK_BITS * rank) for rank in ranks)
                self._by_ranks[part] = self._ranks_value(part, 0)

    def value(self, naturals: Sequence[Card], wilds: int) -> tuple[int, ...]:
        """The value of a hand of these natural cards and `wilds` wild cards."""
        tally = 0
        for card in naturals:
            tally += card.tally
        key = (tally & RANK_PART) | wilds << _WILD_SHIFT
        value = self._by_ranks.get(key)
        if value is None:
            value = self._by_ranks[key] = self._ranks_value(tally & RANK_PART, wilds)
        need = 5 - wilds
        if 0 < need <= len(naturals):
            lanes = ((tally >> SUIT_SHIFT) + _FLUSH_ADD[need]) & _LANE_TOPS
            if lanes:
                value = max(value, self._best_flush(naturals, wilds, lanes))
        return value

    def category(self, value: tuple[int, ...]) -> int:
        """The category a value is (FLUSH, ...), whatever its place in the order."""
        return self.order[value[0]]

    def plain(self, value: tuple[int, ...]) -> tuple[int, ...]:
        """The value with its category's own number, as the words read it."""
        return (self.category(value),) + value[1:]

    def flush_value(self, mask: int, wilds: int) -> tuple[int, ...]:
        """The best straight flush or flush from one suit's ranks (a bit mask) and `wilds`."""
        key = mask | wilds << 16
        value = self._by_suit.get(key)
        if value is None:
            value = self._by_suit[key] = self._suit_value(mask, wilds)
        return value

    def completed(self, naturals: Sequence[Card], wilds: int) -> tuple[int, ...]:
        """The best straight flush, flush or straight of these cards with `wilds` wild cards among them, or
        nothing: what a bug that completes a straight or a flush makes of a hand (`core.bugs`)."""
        best: tuple[int, ...] = (NOTHING,)
        if len(naturals) + wilds < 5:
            return best
        mask = 0
        for suit in SUITS:
            suited = rank_mask(naturals, suit)
            mask |= suited
            if suited.bit_count() + wilds >= 5:
                best = max(best, self.completed_flush(suited, wilds))
        for run, run_mask in self.straights:
            if (mask & run_mask).bit_count() + wilds >= 5:
                return max(best, self._placed(STRAIGHT, run))
        return best

    def completed_flush(self, mask: int, wilds: int) -> tuple[int, ...]:
        """A straight flush, or a flush whose wild cards are the highest cards of the suit it lacks: cards of
        the deck, never a second copy of one held (unlike a wild card's aces, `_suit_value`)."""
        for run, run_mask in self.straights:
            if (mask & run_mask).bit_count() + wilds >= 5:
                return self._placed(STRAIGHT_FLUSH, run)
        held = [rank for rank in self._ranks if mask >> rank & 1]
        lacked = [rank for rank in self._ranks if not mask >> rank & 1][:wilds]
        return self._placed(FLUSH, tuple(sorted(held + lacked, reverse=True)[:5]))

    def _best_flush(self, naturals: Sequence[Card], wilds: int, lanes: int) -> tuple[int, ...]:
        best: tuple[int, ...] = (NOTHING,)
        for lane, suit in enumerate(SUITS):
            if lanes >> (SUIT_BITS * lane) & _SUIT_MASK:
                mask = rank_mask(naturals, suit)
                if mask.bit_count() + wilds >= 5:  # a bug playing as a card held counts it twice in the suit
                    best = max(best, self.flush_value(mask, wilds))
        return best

    def _suit_value(self, mask: int, wilds: int) -> tuple[int, ...]:
        for run, run_mask in self.straights:
            if (mask & run_mask).bit_count() + wilds >= 5:
                return self._placed(STRAIGHT_FLUSH, run)
        ranks = [ACE] * wilds + [rank for rank in range(ACE, 1, -1) if mask >> rank & 1]
        return self._placed(FLUSH, tuple(ranks[:5]))

    def _placed(self, category: int, ranks: tuple[int, ...]) -> tuple[int, ...]:
        return (self._strength[category],) + ranks

    def _ranks_value(self, part: int, wilds: int) -> tuple[int, ...]:
        if part & _COUNT_MASK:  # jokers count as rank 0
            raise RuleError(
                "joker_not_wild", "a joker plays only in a game where jokers are wild, and here they are not"
            )
        counts = {}
        for rank in range(ACE, 1, -1):
            count = part >> (RANK_BITS * rank) & _COUNT_MASK
            if count:
                counts[rank] = count
        cards = sum(counts.values()) + wilds
        if cards == 0:
            return (NOTHING,)
        if cards >= 5 and (wilds or max(counts.values()) >= 5):  # five of a rank: a bug playing as a fifth
            for rank in range(ACE, 1, -1):
                if counts.get(rank, 0) + wilds >= 5:
                    return self._placed(FIVE_OF_A_KIND, (rank,) * 5)
        grouped = self._placed(*_grouped(counts, wilds, min(5, cards)))
        if cards >= 5:
            mask = sum(1 << rank for rank in counts)
            for run, run_mask in self.straights:
                if (mask & run_mask).bit_count() + wilds >= 5:
                    return max(grouped, self._placed(STRAIGHT, run))
        return grouped


def _grouped(counts: dict[int, int], wilds: int, size: int) -> tuple[int, tuple[int, ...]]:
    """The best hand of groups of ranks (four of a kind down to high card): its category and ranks played."""
    top_count, top = max(((count, rank) for rank, count in counts.items()), default=(0, ACE))
    top_count += wilds
    others = [rank for rank, count in counts.items() if rank != top for _ in range(count)]
    pairs = [rank for rank, count in counts.items() if rank != top and count >= 2]
    group = (top,) * top_count
    if top_count == 4:
        return FOUR_OF_A_KIND, group + tuple(others[: size - 4])
    if top_count == 3 and pairs:
        return FULL_HOUSE, group + (pairs[0],) * 2
    if top_count == 3:
        return THREE_OF_A_KIND, group + tuple(others[: size - 3])
    if top_count == 2 and pairs:
        second = pairs[0]
        kickers = [rank for rank in others if rank != second]
        return TWO_PAIR, group + (second, second) + tuple(kickers[: size - 4])
    if top_count == 2:
        return PAIR, group + tuple(others[: size - 2])
    return HIGH_CARD, (top,) + tuple(others[: size - 1])


def rank_mask(cards: Sequence[Card], suit: str) -> int:
    """The ranks of the cards of `suit`, as bits."""
    mask = 0
    for card in cards:
        if card.suit == suit:
            mask |= 1 << card.rank
    return mask


@lru_cache(maxsize=None)
def ranker(kind: str = "standard", order: tuple[int, ...] = STANDARD, without: frozenset[int] = frozenset()) -> Ranker:
    """The ranker of a deck's kind (with these ranks taken out) and an order of the categories (the same one
    every time)."""
    deck = Deck(kind, without=without)
    return Ranker(deck.lowest_straight, order, deck.straights)


for _kind in KINDS:  # made before play, as the ranker makes its values
    ranker(_kind)
