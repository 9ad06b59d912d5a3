"""The showdown pieces that change who wins beyond how hands rank: a named hand beats every other (`beats_all`,
Jack Shit's jack high), a hand holding a rank loses to every hand without one (`rank_loses`, Neal Deal Men's
queen), a hand at or above a ceiling loses to every hand below it (`or_better_loses`, Jacks High's pair of
jacks), the second-best hand (or third ...) wins the pot (`place_wins`, Vice President), or splits it with a
later place (Five Draw Place and Show's third-best), half of each pot goes to the middle hand (`middle_half`,
Mediocre), or to the best hand's left neighbour (`left_neighbour_half`, Love thy Neighbor)."""

from __future__ import annotations

from typing import Mapping

from ..core.cards import RANK_NAMES, rank_plural
from ..core.tiers import RULES, BeatsAll, OrBetterLoses, RankLoses
from ..poker.places import ORDINALS, LeftNeighbourHalf, MiddleHalf, PlaceWins
from ..poker.tier_words import TierWords
from .params import Choice, Count, Rank
from .part import CONDITIONS, Part, Piece
from .rankings import KIND_WORDS, LEAST, LeastToWin, _makes_wilds

TIERS = ("beats_all", "rank_loses", "or_better_loses")  # pieces that lift some hands above the others or drop them
# Pieces that give a pot, or part of it, to a hand other than the best.
PLACES = ("place_wins", "middle_half", "left_neighbour_half")
# Rankings of their own, and rules reading a hand's value as the standard ranking makes it.
NOT_WITH_TIERS = ("lowball", "points", "three_card_hands", "least_to_win", "suits_break_ties")
NOT_WITH_PLACES = ("legs", "losers_match")  # rules that give the best hand something more than the pot


def _tiered(rule) -> Part:
    return Part(tier=rule, extension=TierWords(rule))


def _beats_all_words(rank: int, hand: str = "high_card") -> str:
    if hand == "high_card":
        return f"{RANK_NAMES[rank].capitalize()} high (no pair, straight or flush, a {RANK_NAMES[rank]} the " \
               f"highest card) beats every other hand; two of them compare by their kickers"
    return f"A pair of {rank_plural(rank)} (one pair, nothing more) beats every other hand; two of them compare by " \
           "their kickers"


def _or_better_loses(rank: int, hand: str = "high_card") -> Part:
    least = LeastToWin(LEAST[hand](rank))
    return _tiered(OrBetterLoses(least.least, least.words))


def _or_better_words(rank: int, hand: str = "high_card") -> str:
    named = LeastToWin(LEAST[hand](rank)).words
    return f"{named[0].upper()}{named[1:]} or better loses to every hand below it: it wins only when everyone " \
           "else folds, or when every hand shown is as good (then the best of them wins)"


def _place_words(place: int = 2, split_with: int = 0) -> str:
    wins = f"The {ORDINALS[place]}-best hand and the {ORDINALS[split_with]}-best split each pot, the odd chip to " \
        f"the {ORDINALS[place]}" if split_with else f"The {ORDINALS[place]}-best hand wins each pot"
    return f"{wins}: equal hands share a place and split what it wins; with fewer places among the hands shown, " \
           "the last wins"


PIECES = (
    Piece("beats_all", "a hand of high card of this rank, no pair, straight or flush (hand: high_card, Jack Shit's "
                       "jack high), or one pair of it (hand: pair), beats every other hand; two of them compare by "
                       "their kickers",
          lambda rank, hand="high_card": _tiered(BeatsAll(RULES[hand], rank)), _beats_all_words,
          {"hand": Choice(tuple(RULES), "high_card"), "rank": Rank()}, frozenset({"hand"})),
    Piece("rank_loses", "a hand with a card of this rank in it loses to every hand without one (Neal Deal Men's "
                        "queens); hands alike in that compare as usual",
          lambda rank: _tiered(RankLoses(rank)),
          lambda rank: f"A hand with a {RANK_NAMES[rank]} in it loses to every hand without one; hands alike in "
                       "that compare as usual",
          {"rank": Rank()}),
    Piece("or_better_loses", "a hand of high card of this rank or better (hand: high_card), or a pair of it or "
                             "better (hand: pair, Jacks High's pair of jacks), loses to every hand below it: it "
                             "wins only when everyone else folds, or when every hand shown is as good (then the "
                             "best of them wins)",
          _or_better_loses, _or_better_words, {"hand": Choice(tuple(LEAST), "high_card"), "rank": Rank()},
          frozenset({"hand"})),
    Piece("place_wins", "the hand in this place wins each pot instead of the best (place 2: the second-best, as in "
                        "Vice President), or half of it, the other half to the hand in place split_with (3: the "
                        "third-best, as in Five Draw Place and Show); equal hands share a place; with fewer "
                        "places, the last wins",
          lambda place=2, split_with=0: Part(shares=PlaceWins(place, split_with).shares), _place_words,
          {"place": Count(2, 5, 2), "split_with": Count(3, 5)}, frozenset({"place", "split_with"})),
    Piece("middle_half", "half of each pot to the best hand, half to the middle hand of those shown (of an even "
                         "number, the better of the two in the middle), as in Mediocre",
          lambda: Part(shares=MiddleHalf().shares),
          lambda: "Half of each pot to the best hand, half to the middle hand of those shown (of an even number, "
                  "the better of the two in the middle)"),
    Piece("left_neighbour_half", "the best hand splits each pot with the player on its left still in, whatever "
                                 "that player holds (a player who folded is passed by), as in Love thy Neighbor; "
                                 "the best hand's half takes the odd chip",
          lambda: Part(shares=LeftNeighbourHalf().shares),
          lambda: "The best hand splits each pot with the player on its left still in, whatever that player holds "
                  "(past any who folded); the best hand's half takes the odd chip"),
)

WORDS = {"beats_all": "The hand that beats every other", "rank_loses": "The rank that loses",
         "or_better_loses": "The hand too good to win", "place_wins": "The place that wins",
         "middle_half": "The middle hand's half", "left_neighbour_half": "The left neighbour's half"}


def problems(definition: Mapping) -> list[str]:
    """Pieces of this module that can't be played as written, each in a sentence."""
    showdown = {entry["kind"]: entry for entry in definition.get("showdown", [])}
    tiers = [kind for kind in TIERS if kind in showdown]
    found = [f"{WORDS[kind]} can't depend on an option: hands rank the same every deal." for kind in tiers
             if any(condition in showdown[kind] for condition in CONDITIONS)]
    if len(tiers) > 1:
        found.append(f"{' and '.join(WORDS[kind].lower() for kind in tiers).capitalize()} each lift some hands "
                     "above others: keep one." if "or_better_loses" in tiers else
                     "A hand that beats every other and a rank that loses each lift some hands above others: keep "
                     "one.")
    found += [f"{WORDS[kind]} reorders the high hands, so {KIND_WORDS[other].lower()} can't be played with it: keep "
              "one." for kind in tiers for other in NOT_WITH_TIERS if other in showdown]
    if "beats_all" in showdown and _makes_wilds(definition):
        found.append("A wild card could make a hand the one that beats every other or keep it from being it: take "
                     "out the rules that make cards wild.")
    if "or_better_loses" in showdown and _makes_wilds(definition):
        found.append("A wild card could make a hand too good to win or keep it below: take out the rules that "
                     "make cards wild.")
    found += [f"{WORDS[kind]} gives the pot to another hand than the best, so {_PLACE_CLASH[other]}: keep one."
              for kind in PLACES if kind in showdown for other in NOT_WITH_PLACES if other in showdown]
    placed = showdown.get("place_wins", {})
    if placed.get("split_with", 99) <= placed.get("place", 2):
        found.append(f"The {ORDINALS[placed['split_with']]}-best hand can't split the pot with the "
                     f"{ORDINALS[placed.get('place', 2)]}-best: name a later place to split with.")
    return found


_PLACE_CLASH = {"legs": "the best hand's legs can't be played with it",
                "losers_match": "who loses the showdown and matches the pot can't be said"}
