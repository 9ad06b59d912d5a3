"""Guts' matching of the pot (`losers_match`): who loses the showdown and pays what into the pot of the next
deal, twice if they drew (Balls to the Wall), or so many times by the hand they lost to (`beaten_by`), as Two
Card Guts III's "matches the pot, double if they lost to a pair, triple for pair of aces"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from ..core.cards import RANK_NAMES, rank_plural
from ..core.hand_values import CATEGORIES, STANDARD
from ..poker.legs import leg_losers
from ..poker.ruling import best_of, shown_hand
from ..poker.table_hand import cards as table_cards, kept, losers_match as table_losers, table_hand
from .params import RANK_WRITTEN, Choice, Flag
from .part import Part, Piece

HANDS = CATEGORIES[1:]  # every class of hand a winner may hold, high card up
MOST = 10  # the most times a loser pays the pot: no table's rule asks more
A_HAND = {"high_card": "high card", "pair": "a pair", "two_pair": "two pair", "three_of_a_kind": "three of a kind",
          "straight": "a straight", "flush": "a flush", "full_house": "a full house",
          "four_of_a_kind": "four of a kind", "straight_flush": "a straight flush",
          "five_of_a_kind": "five of a kind"}
OF_A_KIND = {"pair": "a pair of", "three_of_a_kind": "three", "four_of_a_kind": "four", "five_of_a_kind": "five"}
TIMES = {2: "twice", 3: "three times"}


class BeatenBy:
    """The times a loser pays by the hand they lost to, each a class of hand (at its least, a rank: "the pair of
    aces") and the times, like [{"hand": "pair", "times": 2}, {"hand": "pair", "rank": "A", "times": 3}]."""

    default = None
    form = "times"

    def problem(self, value: Any) -> str | None:
        said = 'is a list of hands and the times a loser to each pays, like [{"hand": "pair", "times": 2}, ' \
               '{"hand": "pair", "rank": "A", "times": 3}]: a hand is one of ' + ", ".join(HANDS) + \
               f", with a rank if it says one (2 to 10, J, Q, K or A), and the times 2 to {MOST}"
        if not isinstance(value, list) or not 1 <= len(value) <= len(HANDS) * 2:
            return said
        for entry in value:
            if not isinstance(entry, Mapping) or set(entry) - {"hand", "rank", "times"} \
                    or entry.get("hand") not in HANDS or ("rank" in entry and entry["rank"] not in RANK_WRITTEN) \
                    or type(entry.get("times")) is not int or not 2 <= entry["times"] <= MOST:
                return said
        if len({(entry["hand"], entry.get("rank")) for entry in value}) != len(value):
            return "names each hand once"
        return None

    def read(self, value: Any) -> tuple[tuple[str, int | None, int], ...]:
        return tuple((entry["hand"], RANK_WRITTEN[entry["rank"]] if "rank" in entry else None, entry["times"])
                     for entry in value)

    def schema(self) -> dict:
        return {"type": "array", "minItems": 1, "maxItems": len(HANDS) * 2,
                "items": {"type": "object", "required": ["hand", "times"], "additionalProperties": False,
                          "properties": {"hand": {"type": "string", "enum": list(HANDS)},
                                         "rank": {"type": "string", "enum": sorted(RANK_WRITTEN)},
                                         "times": {"type": "integer", "minimum": 2, "maximum": MOST}}}}


def hand_words(hand: str, rank: int | None) -> str:
    """"a pair", "a pair of aces", "three kings", "a straight, ace high": the least hand of an entry."""
    if rank is None:
        return A_HAND[hand]
    if hand in OF_A_KIND:
        return f"{OF_A_KIND[hand]} {rank_plural(rank)}"
    return f"{A_HAND[hand]}, {RANK_NAMES[rank]} high"


def beaten_by_words(beaten_by: tuple) -> str:
    """", twice that if they lost to a pair or better, three times that to a pair of aces or better"."""
    said = [f"{TIMES.get(times, f'{times} times')} that {'if they lost' if not place else ''}".rstrip()
            + f" to {hand_words(hand, rank)} or better" for place, (hand, rank, times)
            in enumerate(sorted(beaten_by, key=lambda entry: entry[2]))]
    return ", " + ", ".join(said)


@dataclass(frozen=True)
class TimesLostTo:
    """What the losers owe (`owed`), times the most any entry the hand they lost to reaches asks: the best
    hands' they lost to (a split's, either half's), or the table's hand's when it beat them all."""

    beaten_by: tuple[tuple[str, int | None, int], ...]
    owed: Callable

    def __call__(self, state, won: Mapping[int, int]) -> dict[int, int]:
        owed = self.owed(state, won)
        times = self.times(state, won) if owed else 1
        return {seat: amount * times for seat, amount in owed.items()}

    def times(self, state, won: Mapping[int, int]) -> int:
        hands = [shown_hand(state, seat) for seat in won if seat in state.zones.shown]
        if not won and table_cards(state):
            hands = [table_hand(state)]
        order = state.game.ranking(state.options) if state.game.ranking else STANDARD
        return max((times for hand in hands for name, rank, times in self.beaten_by
                    if reaches(hand.value, order.index(CATEGORIES.index(name)), rank)), default=1)


def reaches(value: tuple[int, ...], place: int, rank: int | None) -> bool:
    """A hand is at least the least of a class (its place in the game's order of hands), and at least its rank
    at the top when one is named: a pair of aces reaches a pair and a pair of aces; a straight, a pair."""
    return value[:2] >= (place, rank) if rank is not None else value[0] >= place


def match_the_pot(state, won: Mapping[int, int]) -> dict[int, int]:
    """Guts: every player who lost the showdown (shown and beaten, or mucked) owes what the winners took; when
    the table's hand beat them all, or a player took a leg, the pot's amount (a half the table's hand kept
    counted with the half won: they match the pot)."""
    on_legs = leg_losers(state, won)
    if on_legs is not None:
        return on_legs
    pot = sum(won.values()) + kept(state, won)
    return {seat: pot for seat in state.in_hand if seat not in won} if pot else table_losers(state)


def drawers_match_double(state, won: Mapping[int, int]) -> dict[int, int]:
    """Guts as Balls to the Wall plays it: a loser who changed any card at the draw matches the pot twice."""
    owed = match_the_pot(state, won)
    return {seat: amount * 2 if state.changed.get(seat) else amount for seat, amount in owed.items()}


def tied_best(state, hands) -> str | None:
    """Guts: the best hands shown tie, so nobody wins or pays and the pot stays, as the house rules a gutser
    tied with the best challenger."""
    return "the best hands tie" if len(best_of(state, list(hands), hands)) > 1 else None


def _losers_match(ante: str = "first", drew_double: bool = False, beaten_by: tuple = ()) -> Part:
    pay = drawers_match_double if drew_double else match_the_pot
    return Part(losers_pay=TimesLostTo(beaten_by, pay) if beaten_by else pay, pot_stays=tied_best, match=True,
                antes_once=ante == "first")


def _losers_match_words(ante: str = "first", drew_double: bool = False, beaten_by: tuple = ()) -> str:
    antes = "at the game's first deal only" if ante == "first" else "every deal"
    double = ", twice that if they drew any card" if drew_double else ""
    double += beaten_by_words(beaten_by) if beaten_by else ""
    return "Everyone who loses the showdown matches the pot: pays what the winner took into the pot of the next " \
           f"deal{double} (the best hands tied: nobody wins or pays). The deals share one pot until a winner takes " \
           f"it and nobody pays in; everyone antes {antes}"


LOSERS_MATCH = Piece(
    "losers_match", "guts: every player who loses the showdown (or mucks) pays what the winners took into the pot "
                    "of the next deal, all they have if less (the best hands tied: nobody wins or pays); the deals "
                    "share one pot until a winner takes it and nobody pays in; everyone antes at the game's first "
                    "deal only (ante: first) or every deal (ante: every); drew_double: a loser who changed any card "
                    "at the draw pays twice that; beaten_by: a loser pays so many times that by the hand they lost "
                    "to, at least a class of hand (with a rank, at least that high), the most of those it reaches",
    _losers_match, _losers_match_words,
    {"ante": Choice(("first", "every"), "first"), "drew_double": Flag(), "beaten_by": BeatenBy()},
    frozenset({"ante", "drew_double", "beaten_by"}))
