"""The showdown pieces that say how hands are made and ranked: the lowest hand wins (`lowball`), a hand uses a
set number of its player's own cards and the rest from the middle (`hole_cards`), a flush beats a full
house (`flush_beats_full_house`, as with the short decks), a hand is the total of its cards (`points`), a
hand must be at least queen high, say, to win (`least_to_win`), the cards of a suit may be called a rank up
or down (`called_ranks`), cards of some ranks may count a rank lower or higher (`counted_ranks`), a hand is
its player's own cards alone or with every card in the middle
(`all_or_none_of_middle`), and suits break ties between hands otherwise equal (`suits_break_ties`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ..core.cards import RANK_NAMES, SUIT_NAMES, SUIT_SYMBOLS, ranks_in_words
from ..core.hand_values import FLUSH_OVER_FULL_HOUSE, HIGH_CARD, PAIR, SHORT_DECK
from ..core.hand_words import describe
from ..core.lowball import ACE_TO_FIVE, BADUGI, DEUCE_TO_SEVEN
from ..core.omaha import AllOrNone
from ..core.points import Points
from . import layouts
from ..core.three_card import THREE_CARDS, ThreeCards
from ..poker.suit_ties import SuitTies
from .params import Choice, Count, Flag, Rank, Ranks, Suit, SuitOrder
from .part import CONDITIONS, Part, Piece

LOW_RANKINGS = {"ace_to_five": ACE_TO_FIVE, "deuce_to_seven": DEUCE_TO_SEVEN, "badugi": BADUGI}
LOW_WORDS = {
    "ace_to_five": "ace to five: aces low, straights and flushes don't count, 5-4-3-2-A is the best hand",
    "deuce_to_seven": "deuce to seven: aces high, straights and flushes count against the hand, 7-5-4-3-2 is "
                      "the best hand",
    "badugi": "badugi: only cards of different suits and ranks count, more of them beat fewer, aces low, "
              "4-3-2-A of four suits is the best hand",
}
NO_WILDS_IN = {"deuce_to_seven": "deuce-to-seven low", "badugi": "badugi"}  # rankings where no card is wild
# What a game of points has no use for.
RANKINGS = ("lowball", "hole_cards", "flush_beats_full_house", "least_to_win", "called_ranks", "counted_ranks",
            "all_or_none_of_middle", "suits_break_ties")
MAKING = ("hole_cards", "all_or_none_of_middle", "layout")  # ways of making a hand of its cards and the middle's
WILD_STEPS = {"script": ("show_lowest", "second_deck"), "on_cards": ("wild_tax",)}  # pieces that make cards wild
USES = ("exactly", "at_most")


def _hole_words(count: int, use: str = "exactly") -> str:
    said = "exactly" if use == "exactly" else "at most"
    return f"A hand uses {said} {count} of its player's own cards, the rest of its five from the middle"


LOW_ACES = {"1": 2, "1/2": 1}  # what an ace counts at least, in half points
LOW_FACES = {"10": 10, "1": 1}  # what a face card counts at least


def _points(ace: int = 15, most: int | None = None, low_ace: str = "1", low_face: str = "10") -> Part:
    return Part(ranks=Points(ace, most, LOW_ACES[low_ace], LOW_FACES[low_face]))


def _points_words(ace: int = 15, most: int | None = None, low_ace: str = "1", low_face: str = "10") -> str:
    face = "10" if low_face == "10" else f"{low_face} or 10"
    said = f"A hand is the total of its cards: an ace {low_ace.replace('1/2', '½')} or {ace}, a face card {face}, " \
        "the others their face value; the highest total wins"
    if most is not None:
        said += f" up to {most} (a hand over it loses to every hand that isn't)"
    return said + "; the low of a high-low split is the least total, each card at its least"


# The least hands a table names: high card and a pair come first in every order of the hands, so a hand's value
# compares with the least's whatever the order (a flush over a full house, three-card hands).
LEAST = {"high_card": lambda rank: (HIGH_CARD, rank), "pair": lambda rank: (PAIR, rank, rank)}


@dataclass(frozen=True)
class LeastToWin:
    """Nobody wins unless a hand shown is at least `least` ("queen high or better"): the pot stays for the next
    deal (in guts, nobody who went in pays: no hand beat theirs)."""

    least: tuple[int, ...]

    @property
    def words(self) -> str:
        said = describe(self.least)
        return f"{RANK_NAMES[self.least[1]]} high" if self.least[0] == HIGH_CARD else f"a {said[0].lower()}{said[1:]}"

    def __call__(self, state, hands) -> str | None:
        if any(hand.value >= self.least for hand in hands.values()):
            return None
        return f"nobody holds {self.words} or better"


def _least_to_win(rank: int, hand: str = "high_card") -> Part:
    return Part(pot_stays=LeastToWin(LEAST[hand](rank)))


def _least_words(rank: int, hand: str = "high_card") -> str:
    return f"A hand must be {LeastToWin(LEAST[hand](rank)).words.lower()} or better to win: with none, the pot " \
        "stays for the next deal"


STEPS = {"lower": (-1,), "higher": (1,), "either": (1, -1)}  # which way a counted card may move a rank


def _counted_words(ranks: tuple[int, ...], way: str = "lower") -> str:
    said = "higher or lower" if way == "either" else way
    example = ranks[len(ranks) // 2]
    plays = [RANK_NAMES[rank] for rank in sorted({example, *(example + step for step in STEPS[way])})]
    return f"{ranks_in_words(ranks).capitalize()} may count one rank {said} than their own, whatever their suit " \
           f"(a {RANK_NAMES[example]} plays as a {' or a '.join(plays)}; an ace above a king or below a deuce)"


def _suits_words(order: tuple[str, ...] = SuitOrder.default) -> str:
    named = [SUIT_NAMES[suit] for suit in order]
    return f"Suits break ties between hands otherwise equal, {named[0]} best, then {', '.join(named[1:-1])} and " \
        f"{named[-1]}: the first card whose suit differs decides, the cards taken in the order they rank the hand " \
        "(its highest card first, a pair before its kickers), for high and for low"


def _three_cards(straights_and_flushes: bool = True, consecutive_wild: bool = False) -> Part:
    plain = straights_and_flushes and not consecutive_wild
    return Part(ranks=THREE_CARDS if plain else ThreeCards(straights_and_flushes, consecutive_wild))


def _three_cards_words(straights_and_flushes: bool = True, consecutive_wild: bool = False) -> str:
    said = "Hands are three cards: a straight flush beats three of a kind beats a straight beats a flush beats a " \
        "pair beats high card (A-2-3 the lowest straight)" if straights_and_flushes else \
        "Hands are three cards, straights and flushes not counting: three of a kind beats a pair beats high card"
    said += "; a hand of more plays its best three"
    if consecutive_wild:
        said += "; any two cards of consecutive ranks (the ace next to the king and the deuce) count as one wild " \
                "card, each card in one such pair at most"
    return said


def _order_words(trips_beat_straight: bool = False) -> str:
    return "A flush beats a full house" + ("; three of a kind beats a straight" if trips_beat_straight else "")


PIECES = (
    Piece("lowball", "the lowest hand wins the pot, ranked ace to five, deuce to seven or as badugi hands",
          lambda ranking: Part(ranks=LOW_RANKINGS[ranking]),
          lambda ranking: f"The lowest hand wins, {LOW_WORDS[ranking]}",
          {"ranking": Choice(tuple(LOW_RANKINGS), "ace_to_five")}),
    Piece("hole_cards", "a hand uses exactly (or at most) count of its player's own cards and the rest of its "
                        "five from the middle, as in Omaha",
          lambda count, use="exactly": Part(hole=(count, use == "exactly")),
          _hole_words, {"count": Count(1, 5, 2), "use": Choice(USES, "exactly")}, frozenset({"use"})),
    Piece("all_or_none_of_middle", "a hand is its player's own cards alone, or every card in the middle with the "
                                   "best of its own to make five: all of the middle or none of it",
          lambda: Part(made=lambda ranks: AllOrNone(ranking=ranks)),
          lambda: "A hand is its player's own cards alone, or every card in the middle with the best of its own to "
                  "make five"),
    Piece("flush_beats_full_house", "a flush beats a full house, as the short decks rank hands "
                                    "(trips_beat_straight: three of a kind beats a straight too)",
          lambda trips_beat_straight=False: Part(
              order=lambda options: SHORT_DECK if trips_beat_straight else FLUSH_OVER_FULL_HOUSE),
          _order_words, {"trips_beat_straight": Flag()}, frozenset({"trips_beat_straight"})),
    Piece("points", "a hand is the total of its cards, an ace 1 (low_ace: or ½) or ace, a face card 10 (low_face: "
                    "or 1), the others their face value: the highest total wins, up to most when it says (blackjack: "
                    "21); the low of a high-low split is the least total",
          _points, _points_words, {"ace": Count(2, 20, 15), "most": Count(1, 200),
                                   "low_ace": Choice(tuple(LOW_ACES), "1"), "low_face": Choice(tuple(LOW_FACES), "10")},
          frozenset({"ace", "most", "low_ace", "low_face"})),
    Piece("three_card_hands", "hands are three cards, straights and flushes counting: a straight flush beats three "
                              "of a kind beats a straight beats a flush beats a pair; a hand of more plays its best "
                              "three (straights_and_flushes no: they don't count; consecutive_wild: any two cards "
                              "of consecutive ranks count as one wild card)",
          _three_cards, _three_cards_words,
          {"straights_and_flushes": Flag(True), "consecutive_wild": Flag()},
          frozenset({"straights_and_flushes", "consecutive_wild"})),
    Piece("least_to_win", "a hand must be at least high card of this rank (hand: high_card, \"queen high\") or a "
                          "pair of it (hand: pair) to win: with none shown, nobody wins and the pot stays for the "
                          "next deal (in guts, nobody pays)",
          _least_to_win, _least_words, {"hand": Choice(tuple(LEAST), "high_card"), "rank": Rank()},
          frozenset({"hand"})),
    Piece("called_ranks", "each card of this suit may be called a rank higher or lower than its own, in any hand "
                          "(an ace above a king or below a deuce)",
          lambda suit: Part(called=suit),
          lambda suit: f"{SUIT_NAMES[suit].capitalize()} may be called one rank higher or lower than their own (a "
                       f"7{SUIT_SYMBOLS[suit]} plays as a six, seven or eight; an ace above a king or below a deuce)",
          {"suit": Suit()}),
    Piece("counted_ranks", "each card of these ranks may count one rank lower (way: lower), higher or either "
                           "than its own, whatever its suit, in any hand (Fuzzy Numbers: threes to tens lower)",
          lambda ranks, way="lower": Part(counted=(frozenset(ranks), STEPS[way])), _counted_words,
          {"ranks": Ranks(), "way": Choice(tuple(STEPS), "lower")}, frozenset({"way"})),
    Piece("suits_break_ties", "suits break ties between hands otherwise equal, in this order, the best first "
                              "(spades, hearts, diamonds, clubs unless it says): the first card whose suit differs "
                              "decides, the highest card first, for high and for low",
          lambda order=SuitOrder.default: Part(suits=order, extension=SuitTies(order)),
          _suits_words, {"order": SuitOrder()}, frozenset({"order"})),
)


def problems(definition: Mapping) -> list[str]:
    """Ranking pieces that can't be played as written, each in a sentence: a low ranking with no meaning for a
    wild card, or beside a rule it overrides; a hole-card rule with no middle, or more own cards than a hand
    holds; a way of making hands that changes from deal to deal; a least hand to win where a low wins."""
    showdown = {entry["kind"]: entry for entry in definition.get("showdown", [])}
    found = [f"{KIND_WORDS[kind]} can't depend on an option: hands are made and ranked the same every deal."
             for kind in ("lowball", "hole_cards", "points", "three_card_hands", "called_ranks", "counted_ranks",
                          "all_or_none_of_middle", "suits_break_ties")
             if kind in showdown and any(c in showdown[kind] for c in CONDITIONS)]
    if {"called_ranks", "counted_ranks"} <= set(showdown):
        found.append("Cards called a rank up or down by their suit and counted so by their rank each say what a "
                     "card may play as: keep one.")
    if ("called_ranks" in showdown or "counted_ranks" in showdown) \
            and (definition.get("deck", "standard") != "standard" or definition.get("without")):
        found.append("A card called a rank up or down needs every rank beside its own: play it with the standard "
                     "deck, every rank in it.")
    if "least_to_win" in showdown and "high_low" in showdown:
        found.append("Half of each pot goes to the lowest hand, so the least hand to win can't say who wins it: "
                     "keep one.")
    if "points" in showdown:
        found += _points_problems(definition, showdown)
    if "lowball" in showdown:
        ranking = showdown["lowball"]["ranking"]
        if ranking in NO_WILDS_IN and _makes_wilds(definition):
            found.append(f"No card is wild in {NO_WILDS_IN[ranking]}: take out the rules that make cards wild, or "
                         "rank the hands ace to five.")
        found += [f"The lowest hand wins the pot, so {KIND_WORDS[kind].lower()} has nothing to decide: keep one."
                  for kind in ("high_low", "flush_beats_full_house", "least_to_win") if kind in showdown]
    if "hole_cards" in showdown:
        found += _hole_problems(definition["script"], showdown["hole_cards"])
    if "three_card_hands" in showdown:
        found += [f"Hands are three cards, so {KIND_WORDS[kind].lower()} has nothing to decide: keep one."
                  for kind in ("lowball", "hole_cards", "flush_beats_full_house", "all_or_none_of_middle")
                  if kind in showdown]
    if "all_or_none_of_middle" in showdown:
        found += _all_or_none_problems(definition["script"], showdown)
    return found


def _points_problems(definition: Mapping, showdown: Mapping) -> list[str]:
    found = [f"A hand is the total of its cards, so {KIND_WORDS[kind].lower()} has nothing to decide: keep one."
             for kind in RANKINGS if kind in showdown]
    if _makes_wilds(definition):
        found.append("No card is wild when a hand is the total of its cards: take out the rules that make cards "
                     "wild.")
    if "low" in showdown.get("high_low", {}):
        found.append("The low of a hand of points is its least total, which no rank qualifies: leave the "
                     "qualifier out of the high-low split.")
    return found


def _makes_wilds(definition: Mapping) -> bool:
    return bool(definition.get("wild")) or any(entry["kind"] in kinds for family, kinds in WILD_STEPS.items()
                                               for entry in definition.get(family, []))


def _hole_problems(script: list, rule: Mapping) -> list[str]:
    count, use = rule["count"], rule.get("use", "exactly")
    middle = layouts.middle_cards(script)
    own = sum(entry.get("down", 0) + entry.get("up", 0) for entry in script if entry["kind"] == "deal") \
        - sum(entry.get("count", 0) for entry in script if entry["kind"] == "discard")
    if not middle:
        return ["A hand uses some of its player's own cards and the rest from the middle, but the script deals no "
                "card to the middle: deal some there, or leave the hole cards rule out."]
    if use == "exactly" and count > own:
        return [f"A hand uses exactly {count} of its player's own cards, but each player holds {own} at the "
                f"showdown: use at most {own}."]
    return []


def _all_or_none_problems(script: list, showdown: Mapping) -> list[str]:
    middle = layouts.middle_cards(script)
    if not middle:
        return ["A hand is its player's own cards alone or with every card in the middle, but the script deals no "
                "card to the middle: deal some there, or leave the rule out."]
    if middle > 5:
        return [f"A hand may be every card in the middle with some of its own, but the middle holds {middle} "
                "cards, more than a hand of five: deal at most 5 there."]
    making = [KIND_WORDS[kind].lower() for kind in MAKING if kind in showdown]
    return [f"{' and '.join(making).capitalize()} each say how a hand is made of its cards and the middle's: "
            "keep one."] if len(making) > 1 else []


KIND_WORDS = {"lowball": "The low ranking", "hole_cards": "The hole cards rule", "high_low": "The high-low split",
              "flush_beats_full_house": "The flush over the full house", "points": "The points rule",
              "three_card_hands": "The three-card hands", "least_to_win": "The least hand to win",
              "called_ranks": "The calling of a suit's cards a rank up or down",
              "counted_ranks": "The counting of some ranks a rank up or down",
              "all_or_none_of_middle": "The all or none of the middle rule", "layout": "The layout",
              "suits_break_ties": "The suits breaking ties"}
