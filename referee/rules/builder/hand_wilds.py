"""Wild pieces that depend on the side a hand plays or on the cards it holds: ranks wild in high hands only or
in low hands only, in a game split high-low (`high_low_ranks`: Howdy Doody's "threes are wild in high hands,
kings are wild in low hands"), and two cards of a hand that go together, both wild in it (`wild_pairs`: Craw Worm's
"consecutive cards of the same suit", Snake Eyes' "pairs of the same color"; `wild_sums`: Number Nine's "any two
cards that add to nine make each other wild"), and bugs, cards that stand only
for some ranks or complete a straight or a flush in a high hand (`bug`: California draw's joker, Sixty Nine
Draw's sixes that count as nines)."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Mapping

from ..core.cards import ACE, Card
from ..core.wilds import NO_WILDS, Bug, Wild, of_cards, sided
from .params import Cards, Choice, Count, Flag, Ranks
from .part import Part, Piece

RED = frozenset("dh")


def suited_connectors(one: Card, other: Card) -> bool:
    """Of one suit and ranks in a row, an ace high or low as in a straight (A♥ 2♥, K♥ A♥)."""
    gap = abs(one.rank - other.rank)
    return one.suit == other.suit and gap in (1, ACE - 2)  # an ace and a deuce: the ace low


def same_colour_pair(one: Card, other: Card) -> bool:
    """Of one rank, and both red or both black (7♥ 7♦, 7♣ 7♠)."""
    return one.rank == other.rank and (one.suit in RED) == (other.suit in RED)


GO_TOGETHER = {"suited_connectors": suited_connectors, "same_colour": same_colour_pair}
PAIRS_WORDS = {"suited_connectors": "of one suit and ranks in a row (7♥ 8♥; an ace high or low)",
               "same_colour": "of one rank and colour (7♥ 7♦)"}


def _seen(state, seat: int) -> list[Card]:
    """A player's own cards the table can see (face up, or shown), jokers aside: a wild card read from them tells
    nothing of a face-down one before the showdown."""
    zones = state.zones
    seen = zones.face_up(seat) + zones.known.get(seat, ()) + zones.shown.get(seat, ())
    return list(dict.fromkeys(card for card in seen if not card.is_joker))


@dataclass(frozen=True)
class Pairs:
    """Every two cards of a player's own that go together are both wild in that hand only, read from the cards the
    table can see."""

    pairs: str  # which cards go together: a key of GO_TOGETHER

    def __call__(self, state, seat: int | None) -> Wild:
        if seat is None:
            return NO_WILDS
        together = GO_TOGETHER[self.pairs]
        return of_cards(card for pair in combinations(_seen(state, seat), 2) if together(*pair) for card in pair)


def number(card: Card) -> int | None:
    """What a card counts in a sum or a product: an ace one, a two to ten its number, a jack, queen or king none."""
    return 1 if card.rank == ACE else card.rank if card.rank <= 10 else None


@dataclass(frozen=True)
class Sums:
    """Every two of a player's own cards whose numbers add up to `adds_to`, or multiply to `multiplies_to`, are
    both wild in that hand only (Number Nine's "any two cards that add to nine make each other wild"), read from
    the cards the table can see."""

    adds_to: int | None = None
    multiplies_to: int | None = None

    def makes(self, one: Card, other: Card) -> bool:
        a, b = number(one), number(other)
        return a is not None and b is not None and (a + b == self.adds_to or a * b == self.multiplies_to)

    def __call__(self, state, seat: int | None) -> Wild:
        if seat is None:
            return NO_WILDS
        return of_cards(card for pair in combinations(_seen(state, seat), 2) if self.makes(*pair) for card in pair)

    @property
    def words(self) -> str:
        ways = [f"add up to {self.adds_to}" if self.adds_to else "", f"multiply to {self.multiplies_to}"
                if self.multiplies_to else ""]
        return f"Any two of a player's cards that {' or '.join(way for way in ways if way)} are both wild in that " \
               "hand (an ace counts one; jacks, queens and kings count nothing)"


def _bug(count: int = 0, ranks: tuple[int, ...] = (), cards: tuple[Card, ...] = (),
         stands_for: tuple[int, ...] = (ACE,), completes: bool = True) -> Bug:
    return Bug(frozenset(stands_for), completes, jokers=count > 0, ranks=frozenset(ranks), cards=frozenset(cards))


def _bug_words(count: int = 0, **named) -> str:
    said = _bug(count, **named).words
    jokers = f"{count} joker{'s' if count > 1 else ''} in the deck; " if count else ""
    return f"{jokers}{said}" if jokers else f"{said[0].upper()}{said[1:]}"


# Rankings a bug can't play in: it stands for cards of a high hand of five.
NOT_HIGH = ("high_low", "lowball", "points", "three_card_hands", "called_ranks", "counted_ranks")

PIECES = (
    Piece("high_low_ranks", "in a game split high-low, every card of the high ranks is wild in high hands only, "
                            "and every card of the low ranks in low hands only",
          lambda high=(), low=(): Part(wild=sided(high, low)), lambda high=(), low=(): sided(high, low).words,
          {"high": Ranks(), "low": Ranks()}, frozenset({"high", "low"})),
    Piece("wild_pairs", "any two of a player's cards that go together are both wild in that hand only: of one "
                        "suit and ranks in a row (pairs: suited_connectors) or of one rank and colour (pairs: "
                        "same_colour)",
          lambda pairs: Part(wilds=Pairs(pairs)),
          lambda pairs: f"Any two of a player's cards {PAIRS_WORDS[pairs]} are both wild in that hand",
          {"pairs": Choice(tuple(GO_TOGETHER))}),
    Piece("wild_sums", "any two of a player's cards whose numbers add up to adds_to, or multiply to "
                       "multiplies_to, are both wild in that hand only (an ace counts one; jacks, queens and kings "
                       "count nothing)",
          lambda **named: Part(wilds=Sums(**named)), lambda **named: Sums(**named).words,
          {"adds_to": Count(2, 20), "multiplies_to": Count(1, 100)}, frozenset({"adds_to", "multiplies_to"})),
    Piece("bug", "a bug: a joker added to the deck (count), or every card of some ranks (ranks), or some cards "
                 "(cards), standing only for a card of the ranks stands_for (an ace unless it says; a joker in "
                 "any suit, a card of the deck in its own suit or as itself) or, unless completes is no, for any "
                 "card that completes a straight, a flush or a straight flush; in high hands only",
          lambda count=0, **named: Part(jokers=count, wild=Wild(bugs=(_bug(count, **named),))), _bug_words,
          {"count": Count(1, 4, 1), "ranks": Ranks(), "cards": Cards(), "stands_for": Ranks(),
           "completes": Flag(True)}, frozenset({"count", "ranks", "cards", "stands_for", "completes"})),
)


def problems(definition: Mapping) -> list[str]:
    """Ranks wild on one side of a high-low split need ranks, and a split; a bug needs cards to be, and a game
    of high hands."""
    showdown = {entry["kind"] for entry in definition.get("showdown", [])}
    found = _bug_problems(definition, showdown)
    if found:
        return found
    for place, wild in enumerate(definition.get("wild", []), 1):
        if wild.get("kind") == "wild_sums" and "adds_to" not in wild and "multiplies_to" not in wild:
            return [f"Wild rule {place} (wild_sums) names no number: say what two cards add up to (adds_to), "
                    "multiply to (multiplies_to), or both."]
        if wild.get("kind") != "high_low_ranks":
            continue
        if "high" not in wild and "low" not in wild:
            return [f"Wild rule {place} (high_low_ranks) names no rank: say the ranks wild in high hands (high), "
                    "in low hands (low), or both."]
        if "high_low" not in showdown:
            return ["Some ranks are wild in high hands only or in low hands only, but no pot is split high-low: "
                    "split it (high_low), or make the ranks wild in every hand."]
    return []


def _bug_problems(definition: Mapping, showdown: set[str]) -> list[str]:
    wilds = definition.get("wild", [])
    for place, wild in enumerate(wilds, 1):
        if wild.get("kind") != "bug":
            continue
        if not any(name in wild for name in ("count", "ranks", "cards")):
            return [f"Wild rule {place} (bug) names no card to be the bug: add jokers to the deck (count), or "
                    "name its ranks (ranks) or its cards (cards)."]
        if any(card.lower().startswith("jk") for card in wild.get("cards", [])):
            return [f"Wild rule {place} (bug) names a joker among its cards: say how many jokers are bugs (count)."]
        if "count" in wild and any(entry.get("kind") == "jokers" for entry in wilds):
            return ["Jokers are wild and jokers are bugs: a joker is one or the other; keep one of the rules."]
        if "count" in wild and any(condition in wild for condition in ("if", "unless")):
            return ["The jokers in the deck can't depend on an option: the deck is the same every deal."]
        low = sorted(showdown & set(NOT_HIGH))
        if low:
            return [f"A bug stands for a card of a high hand of five, and this game ranks hands otherwise "
                    f"({', '.join(low)}): keep the bug or the {low[0].replace('_', ' ')}, not both."]
    return []
