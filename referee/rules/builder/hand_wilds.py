"""Wild pieces that depend on the side a hand plays or on the cards it holds: ranks wild in high hands only or
in low hands only, in a game split high-low (`high_low_ranks`: Howdy Doody's "threes are wild in high hands,
kings are wild in low hands"), and two cards of a hand that go together, both wild in it (`wild_pairs`: Craw Worm's
"consecutive cards of the same suit", Snake Eyes' "pairs of the same color")."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Mapping

from ..core.cards import ACE, Card
from ..core.wilds import NO_WILDS, Wild, of_cards, sided
from .params import Choice, Ranks
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


@dataclass(frozen=True)
class Pairs:
    """Every two cards of a player's own that go together are both wild in that hand only. Read from the cards
    the table can see (face up, or shown), so a wild card tells nothing of a face-down one before the showdown."""

    pairs: str  # which cards go together: a key of GO_TOGETHER

    def __call__(self, state, seat: int | None) -> Wild:
        if seat is None:
            return NO_WILDS
        zones = state.zones
        seen = [card for card in zones.face_up(seat) + zones.known.get(seat, ()) + zones.shown.get(seat, ())
                if not card.is_joker]
        together = GO_TOGETHER[self.pairs]
        return of_cards(card for pair in combinations(dict.fromkeys(seen), 2) if together(*pair) for card in pair)


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
)


def problems(definition: Mapping) -> list[str]:
    """Ranks wild on one side of a high-low split need ranks, and a split."""
    showdown = {entry["kind"] for entry in definition.get("showdown", [])}
    for place, wild in enumerate(definition.get("wild", []), 1):
        if wild.get("kind") != "high_low_ranks":
            continue
        if "high" not in wild and "low" not in wild:
            return [f"Wild rule {place} (high_low_ranks) names no rank: say the ranks wild in high hands (high), "
                    "in low hands (low), or both."]
        if "high_low" not in showdown:
            return ["Some ranks are wild in high hands only or in low hands only, but no pot is split high-low: "
                    "split it (high_low), or make the ranks wild in every hand."]
    return []
