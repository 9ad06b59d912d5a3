"""Poker hands: the best hand a set of cards makes, and how hands compare.

`evaluate(cards, wild, deck)` takes any number of cards. More than five play
their best five; fewer than five play what they have (only high card, pair,
two pair, three and four of a kind are possible, and a missing kicker loses to
any card). No cards at all make "nothing", which loses to every hand: a
Martian Poker player can end up owning none of the cards dealt to them.

A wild card stands for any card of the deck in play, including one the hand
already holds (a bug stands for fewer: see `bugs`); in the 36-card deck it cannot be a two, three, four or five, so
A-6-7-8-9 stays the lowest straight there too. The evaluator always picks the
best hand the wilds allow (see `hand_values`). Cards are assumed distinct, as
`Deck.check` makes them.
"""

from __future__ import annotations

from typing import Iterable

from .bugs import Choice, bug_value
from .cards import Card
from .decks import Deck
from .hand_values import CATEGORIES, FLUSH, STANDARD, STRAIGHT_FLUSH, Ranker, rank_mask, ranker
from .hand_words import describe
from .wilds import NO_WILDS, Wild, a_rank

_SUIT_PREFERENCE = ("s", "h", "d", "c")


class Hand:
    """The best hand some cards make. Hands compare by value: equal hands are
    equal whatever their suits, and a better hand is greater.

    The cards played and the words are worked out when first asked for: a
    showdown compares many hands and describes only a few.
    """

    __slots__ = ("_value", "_cards", "_wild", "_ranker", "_play", "_bugs")

    def __init__(self, value: tuple[int, ...], cards: tuple[Card, ...], wild: Wild, ranker: Ranker,
                 bugs: Choice = ()):
        self._value = value
        self._cards = cards
        self._wild = wild
        self._ranker = ranker
        self._bugs = bugs  # each bug of the hand and the card it plays as (None: a wild card completing)
        self._play: tuple[tuple[Card, ...], tuple[tuple[Card, Card], ...]] | None = None

    @property
    def value(self) -> tuple[int, ...]:
        """The comparable value: the category number, then the ranks played."""
        return self._value

    @property
    def category(self) -> str:
        """"five_of_a_kind", "straight_flush", ... "pair", "high_card" or "nothing"."""
        return CATEGORIES[self._ranker.category(self._value)]

    @property
    def cards(self) -> tuple[Card, ...]:
        """All the cards the hand was made from."""
        return self._cards

    @property
    def used(self) -> tuple[Card, ...]:
        """The five (or fewer) cards played, most important first, wild cards as themselves."""
        return self._played()[0]

    @property
    def wild_as(self) -> dict[Card, Card]:
        """What each wild card played stands for."""
        return dict(self._played()[1])

    @property
    def played(self) -> tuple[Card, ...]:
        """The cards played, with each wild card replaced by what it stands for."""
        stands = dict(self._played()[1])
        return tuple(stands.get(card, card) for card in self.used)

    @property
    def words(self) -> str:
        """The hand as a player says it: "Full house, queens over threes"; with what each bug played stood
        for: "Flush, ace high (the Jk as the ace of hearts)", "Pair of aces (the 3♣ as an ace)"."""
        words = describe(self._ranker.plain(self._value))
        if not self._bugs:
            return words
        bugs = {card for card, _ in self._bugs}
        suited = self._ranker.category(self._value) in (FLUSH, STRAIGHT_FLUSH)  # only there does its suit count
        stood = [f"the {card} as {stands.name if suited else a_rank(stands.rank)}"
                 for card, stands in self._played()[1] if card in bugs]
        return f"{words} ({', '.join(stood)})" if stood else words

    def _played(self) -> tuple[tuple[Card, ...], tuple[tuple[Card, Card], ...]]:
        if self._play is None:
            self._play = _choose_cards(self._value, self._cards, self._wild, self._ranker, self._bugs)
        return self._play

    def __eq__(self, other: object) -> bool:
        return self._value == other._value if isinstance(other, Hand) else NotImplemented

    def __lt__(self, other: Hand) -> bool:
        return self._value < other._value if isinstance(other, Hand) else NotImplemented

    def __le__(self, other: Hand) -> bool:
        return self._value <= other._value if isinstance(other, Hand) else NotImplemented

    def __gt__(self, other: Hand) -> bool:
        return self._value > other._value if isinstance(other, Hand) else NotImplemented

    def __ge__(self, other: Hand) -> bool:
        return self._value >= other._value if isinstance(other, Hand) else NotImplemented

    def __hash__(self) -> int:
        return hash(self._value)

    def __repr__(self) -> str:
        return f"<Hand {self.words}: {' '.join(str(card) for card in self.played)}>"


def evaluate(cards: Iterable[Card], wild: Wild = NO_WILDS, deck: Deck | None = None,
             order: tuple[int, ...] = STANDARD) -> Hand:
    """The best hand these cards make under this wild rule in this deck (the standard deck's straights when
    no deck is given), the categories in `order` (`hand_values`: short-deck hold'em's puts a flush over a full
    house)."""
    cards = tuple(cards)
    chosen = _ranker(deck, order)
    if wild is NO_WILDS:
        return Hand(chosen.value(cards, 0), cards, wild, chosen)
    naturals, wilds = wild.split(cards)
    if wild.bugs:
        value, played = _with_bugs(chosen, naturals, len(wilds), wild)
        return Hand(value, cards, wild, chosen, played)
    return Hand(chosen.value(naturals, len(wilds)), cards, wild, chosen)


def best_hand(candidates: Iterable[tuple[Card, ...]], wild: Wild = NO_WILDS, deck: Deck | None = None,
              order: tuple[int, ...] = STANDARD) -> Hand:
    """The best of several hands (at least one), each played as it is: Omaha's two cards and three of the
    board. Only values are compared; the winner alone is made a `Hand`."""
    ranker = _ranker(deck, order)
    best: tuple[int, ...] = ()
    chosen: tuple[Card, ...] = ()
    bugs: Choice = ()
    for cards in candidates:
        played: Choice = ()
        if wild is NO_WILDS:
            value = ranker.value(cards, 0)
        elif wild.bugs:
            naturals, wilds = wild.split(cards)
            value, played = _with_bugs(ranker, naturals, len(wilds), wild)
        else:
            naturals, wilds = wild.split(cards)
            value = ranker.value(naturals, len(wilds))
        if value > best:
            best, chosen, bugs = value, cards, played
    return Hand(best, chosen, wild, ranker, bugs)


def _with_bugs(ranker: Ranker, naturals: tuple[Card, ...], wilds: int, wild: Wild) -> tuple[tuple[int, ...], Choice]:
    """The value of a hand whose bugs are among its natural cards, and how they play; a hand with none is
    valued as any other."""
    bugs, plain = [], []
    for card in naturals:
        bug = wild.bug_among(card)
        if bug is None:
            plain.append(card)
        else:
            bugs.append((card, bug))
    if not bugs:
        return ranker.value(naturals, wilds), ()
    return bug_value(ranker, plain, wilds, bugs)


def _ranker(deck: Deck | None, order: tuple[int, ...]) -> Ranker:
    return ranker("standard", order) if deck is None else ranker(deck.kind, order, deck.without)


def _choose_cards(
    value: tuple[int, ...], cards: tuple[Card, ...], wild: Wild, ranker: Ranker, bugs: Choice = ()
) -> tuple[tuple[Card, ...], tuple[tuple[Card, Card], ...]]:
    """The cards that make `value`, and what each wild among them stands for.

    Natural cards go first; a wild fills each rank the naturals cannot. In a
    flush or straight flush every card is of one suit; elsewhere a wild takes
    a suit its rank does not already have in the hand, so it does not look
    like a second copy of a card unless it must (five of a kind). A bug plays
    as the card its value was found with (`bugs`), or as a wild card when it
    completed a straight or a flush.
    """
    naturals, wilds = wild.split(cards)
    played = dict(bugs)
    wilds += tuple(card for card, stands in bugs if stands is None)
    # Each natural card as itself, each bug that took a card as that card: (the card held, what it plays as).
    held = [(card, played.get(card) or card) for card in naturals if played.get(card, card) is not None]
    plays_as = tuple(stands for _, stands in held)
    suit = _flush_suit(value, plays_as, len(wilds), ranker, completing=bool(bugs)) \
        if ranker.category(value) in (FLUSH, STRAIGHT_FLUSH) else None
    pool = sorted((pair for pair in held if suit is None or pair[1].suit == suit), key=lambda pair: pair[1],
                  reverse=True)
    spare = list(wilds)
    used: list[Card] = []
    wild_as: list[tuple[Card, Card]] = []
    for rank in value[1:]:
        pair = next((pair for pair in pool if pair[1].rank == rank), None)
        if pair is not None:
            pool.remove(pair)
            used.append(pair[0])
            if pair[0] != pair[1]:
                wild_as.append(pair)
            continue
        taken = {c.suit for c in plays_as if c.rank == rank} | {c.suit for _, c in wild_as if c.rank == rank}
        stands_suit = suit or next((s for s in _SUIT_PREFERENCE if s not in taken), "s")
        wild_card = spare.pop(0)
        used.append(wild_card)
        wild_as.append((wild_card, Card(rank, stands_suit)))
    return tuple(used), tuple(wild_as)


def _flush_suit(value: tuple[int, ...], naturals: tuple[Card, ...], wilds: int, ranker: Ranker,
                completing: bool) -> str:
    """The suit of the flush `value`; `completing`: its wilds may be bugs, which complete a flush as cards of
    the deck (five-card hands only)."""
    for suit in _SUIT_PREFERENCE:
        mask = rank_mask(naturals, suit)
        if mask.bit_count() + wilds >= len(value) - 1 and (  # 5 (3) cards
                value == ranker.flush_value(mask, wilds)
                or completing and value == ranker.completed_flush(mask, wilds)):
            return suit
    raise AssertionError(f"no suit makes {value}")
