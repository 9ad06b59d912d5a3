"""Wild cards as data: which cards of a hand stand for any card.

A rule names wild ranks (deuces; threes and nines; the primes 2, 3, 5, 7),
specific cards (the king of diamonds, the man with the axe), jokers, or any
combination of these (`deuces() | of_ranks(11) | king_of_diamonds()`). Games
whose wild cards appear during the deal build the rule when they know the
cards: `lowest_card` (the lowest card in a player's hand, one rule per player),
`follows_a_queen` (the card dealt face up after a queen), or `of_ranks` and
`of_cards` for anything else. A rule only holds data: it is chosen from the
cards once, and never looks at the hand it is then applied to.

A card that is not wild under the rule is "natural": a natural pair of sevens
is two sevens that are not wild.

In a game split high-low a rank may be wild on one side only ("threes are
wild in high hands, kings in low hands": `sided`). A rank wild in high hands
only is wild wherever a hand is ranked high (the best hand showing, openers,
the high half) and natural in a low (`for_low`); a rank wild in low hands
only is wild in a low alone.

A joker has no rank or suit to play as, so a joker counts only where the rule
makes jokers wild; the evaluator refuses one anywhere else rather than guess.

A bug is a wild card held back: it stands only for certain ranks (an ace), or
for any card that completes a straight or a flush, as California draw's
joker does (`Bug`). Sixty Nine Draw's sixes are bugs that may count as nines.
A bug is no wild card to the rest of the rule (`split`, `is_wild`): only the
high-hand evaluator knows it (`core.bugs`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Sequence

from .cards import ACE, RANK_NAMES, RANKS, SUITS, Card, parse_card, rank_plural
from .errors import RuleError


@dataclass(frozen=True)
class Bug:
    """Cards that stand only for some cards: the jokers (`jokers`), every card of `ranks`, each card of
    `cards`. A bug plays as a card of one of the ranks `stands_for` (a joker in any suit; a card of the deck
    in its own suit, or as itself), or, when `completes`, as any card that makes a straight, a flush or a
    straight flush of the hand."""

    stands_for: frozenset[int] = frozenset({ACE})
    completes: bool = True
    jokers: bool = False
    ranks: frozenset[int] = frozenset()
    cards: frozenset[Card] = frozenset()
    # A joker's cards to play as, made once: hands are valued many times a deal.
    _joker_plays: tuple[Card, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not set(self.stands_for) | set(self.ranks) <= set(RANKS):
            raise RuleError("bad_wild", "a bug's ranks are 2 to 14 (jack 11, queen 12, king 13, ace 14)")
        for name in ("stands_for", "ranks", "cards"):
            object.__setattr__(self, name, frozenset(getattr(self, name)))
        object.__setattr__(self, "_joker_plays", tuple(Card(rank, suit) for rank in sorted(self.stands_for,
                                                                                           reverse=True)
                                                       for suit in SUITS))

    def holds(self, card: Card) -> bool:
        """Whether this card is one of these bugs."""
        if card.rank == 0:
            return self.jokers
        return card.rank in self.ranks or bool(self.cards) and card in self.cards

    def stand_ins(self, card: Card) -> tuple[Card, ...]:
        """The cards a bug may play as, besides completing a straight or a flush."""
        if card.is_joker:
            return self._joker_plays
        return (card,) + tuple(Card(rank, card.suit) for rank in sorted(self.stands_for, reverse=True)
                               if rank != card.rank)

    @property
    def words(self) -> str:
        """"jokers are bugs: an ace, or any card to complete a straight or a flush" (begun in lower case)."""
        held = [rank_plural(rank) for rank in sorted(self.ranks)] + [f"the {card}" for card in sorted(self.cards)]
        held += ["jokers"] if self.jokers else []
        one = len(held) == 1 and not self.ranks and not self.jokers
        stands = " or ".join(a_rank(rank) for rank in sorted(self.stands_for, reverse=True))
        if self.ranks or self.cards:  # a card of the deck keeps its suit, and may play as itself
            stands = f"{'each' if len(held) > 1 or self.ranks else 'it'} plays as itself or as {stands} of its suit"
        stands += ", or any card to complete a straight or a flush" if self.completes else ""
        return f"{_listed(held)} {'is a bug' if one else 'are bugs'}: {stands}"


def a_rank(rank: int) -> str:
    """"an ace", "a nine"."""
    name = RANK_NAMES[rank]
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


@dataclass(frozen=True)
class Wild:
    """The wild cards of a game: every card of `ranks`, each card of `cards`,
    and the jokers when `jokers` is true; in a high-low game, every card of
    `high_only` in high hands only and of `low_only` in low hands only."""

    ranks: frozenset[int] = frozenset()
    cards: frozenset[Card] = frozenset()
    jokers: bool = False
    high_only: frozenset[int] = frozenset()
    low_only: frozenset[int] = frozenset()
    bugs: tuple[Bug, ...] = ()  # cards that stand only for some cards, in high hands (`Bug`)
    # Jokers have rank 0, so one set lookup answers both questions.
    _wild_ranks: frozenset[int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not set(self.ranks) | set(self.high_only) | set(self.low_only) <= set(RANKS):
            raise RuleError("bad_wild", "wild ranks are 2 to 14 (jack 11, queen 12, king 13, ace 14)")
        for name in ("ranks", "cards", "high_only", "low_only"):
            object.__setattr__(self, name, frozenset(getattr(self, name)))
        object.__setattr__(self, "_wild_ranks", self.ranks | self.high_only | ({0} if self.jokers else set()))

    def __bool__(self) -> bool:
        """True when any card can be wild under this rule."""
        return bool(self._wild_ranks or self.cards or self.low_only or self.bugs)

    def __or__(self, other: Wild) -> Wild:
        """The rule under which a card is wild if it is wild under either rule."""
        return Wild(self.ranks | other.ranks, self.cards | other.cards, self.jokers or other.jokers,
                    self.high_only | other.high_only, self.low_only | other.low_only,
                    self.bugs + tuple(bug for bug in other.bugs if bug not in self.bugs))

    @property
    def for_low(self) -> Wild:
        """The wild cards of a low hand: those wild on both sides, and those wild in low hands only."""
        if not (self.high_only or self.low_only):
            return self  # the same rule, so an evaluator may still see that nothing is wild
        return Wild(self.ranks | self.low_only, self.cards, self.jokers)

    def bug(self, card: Card) -> Bug | None:
        """The bug this card is, if it is one and no wild card."""
        return self.bug_among(card) if self.bugs and not self.is_wild(card) else None

    def bug_among(self, card: Card) -> Bug | None:
        """The bug a natural card is, if it is one."""
        for bug in self.bugs:
            if bug.holds(card):
                return bug
        return None

    def is_wild(self, card: Card) -> bool:
        return card.rank in self._wild_ranks or card in self.cards

    def split(self, cards: Iterable[Card]) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """The natural cards and the wild cards of a hand, each in the given order."""
        naturals, wilds = [], []
        for card in cards:
            (wilds if card.rank in self._wild_ranks or card in self.cards else naturals).append(card)
        return tuple(naturals), tuple(wilds)

    def naturals(self, cards: Iterable[Card]) -> tuple[Card, ...]:
        """The cards of a hand that are not wild."""
        return self.split(cards)[0]

    @property
    def words(self) -> str:
        """The rule as a player would say it: "Deuces and the K♦ are wild"."""
        parts = [rank_plural(rank) for rank in sorted(self.ranks)]
        parts += [f"the {card}" for card in sorted(self.cards)]
        if self.jokers:
            parts.append("jokers")
        sides = [f"{_listed([rank_plural(rank) for rank in sorted(ranks)])} in {side} hands only"
                 for side, ranks in (("high", self.high_only), ("low", self.low_only)) if ranks]
        said = []
        if parts:
            verb = "is" if len(parts) == 1 and self.cards and not self.ranks and not self.jokers else "are"
            said.append(f"{_listed(parts)} {verb} wild")
        if sides:  # "threes in high hands only", after the ranks wild in every hand or as the whole sentence
            said.append(", ".join([sides[0] if parts else sides[0].replace(" in ", " are wild in ", 1), *sides[1:]]))
        said += [bug.words for bug in self.bugs]
        if not said:
            return "No wild cards"
        text = "; ".join(said)
        return f"{text[0].upper()}{text[1:]}"


def _listed(parts: list[str]) -> str:
    """"deuces", "deuces and the K♦", "deuces, fives and jokers"."""
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


NO_WILDS = Wild()


def of_ranks(*ranks: int) -> Wild:
    """Every card of these ranks is wild (ace 14): `of_ranks(12)` for queens. A joker's rank (0) is passed
    over: a rule that makes the rank of a card turned up wild makes nothing more wild when it is a joker."""
    return Wild(ranks=frozenset(rank for rank in ranks if rank != 0))


def sided(high: Iterable[int] = (), low: Iterable[int] = ()) -> Wild:
    """Ranks wild in high hands only, and ranks wild in low hands only (Howdy Doody: threes high, kings low)."""
    return Wild(high_only=frozenset(high), low_only=frozenset(low))


def of_cards(cards: Iterable[Card | str]) -> Wild:
    """These cards are wild: the lowest card a player shows, a card turned up."""
    return Wild(cards=frozenset(parse_card(card) for card in cards))


def deuces() -> Wild:
    return of_ranks(2)


def threes_and_nines() -> Wild:
    """Baseball's wild cards."""
    return of_ranks(3, 9)


def primes() -> Wild:
    """2, 3, 5 and 7, as in five-card double draw."""
    return of_ranks(2, 3, 5, 7)


def king_of_diamonds() -> Wild:
    """The man with the axe."""
    return of_cards(["Kd"])


def jokers() -> Wild:
    return Wild(jokers=True)


def lowest_card(cards: Iterable[Card]) -> Wild:
    """The lowest card of these is wild ("the lowest card in your hand is wild,
    for you only": build one rule per player). Cards of the lowest rank are all
    the lowest card, so a player whose two lowest cards are fours has two wild
    fours. A joker has no rank, so it is never the lowest card."""
    ranked = [card for card in cards if not card.is_joker]
    if not ranked:
        return NO_WILDS
    low = min(card.rank for card in ranked)
    return of_cards(card for card in ranked if card.rank == low)


def follows_a_queen(face_up: Sequence[Card]) -> Wild:
    """The card most recently dealt face up right after a queen is wild ("Queen
    and what follows", with `of_ranks(12)` for the queens). `face_up` is every
    card dealt face up, in the order dealt. A queen dealt last has no card after
    it yet, so the card that followed an earlier queen stays wild; before any
    card follows a queen, nothing is wild by this rule."""
    followers = [card for before, card in zip(face_up, face_up[1:]) if before.rank == 12]
    return of_cards(followers[-1:])
