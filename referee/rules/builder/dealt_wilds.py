"""Wild pieces that hang on the deal: each player's own first (or latest) card turned up (`own_up_card`:
Shifting Sands), a rank wild unless nobody holds one, then the next rank down that someone holds
(`rank_or_lower`: Freak of Nature's sixes), and ranks wild in a hand only when it holds enough of them or some
other ranks (`ranks_if_held`: Kinky Sex Draw's sixes and nines, only together; with `then`, Insanity's twos,
wild beside a wild three), and cards of one suit wild beside the card of another suit of their rank
(`suit_if_matched`: Girl's Best Friend's hearts beside their diamonds). Each adds to the ruling's words
what was wild and why (`poker.dealt_wilds`)."""

from __future__ import annotations

from typing import Mapping

from ..core.cards import SUIT_NAMES, ranks_in_words
from ..core.wilds import a_rank
from ..poker.dealt_wilds import COUNTS, HeldTogether, MatchedSuit, OwnUpCard, RankOrLower
from .params import Choice, Count, Rank, Ranks, Suit
from .part import CONDITIONS, Part, Piece


def _own(which: str = "first") -> Part:
    rule = OwnUpCard(last=which == "last")
    return Part(wilds=rule, extension=rule)


def _rank_or_lower(rank: int) -> Part:
    rule = RankOrLower(rank)
    return Part(wilds=rule, extension=rule)


def _if_held(ranks: tuple[int, ...], different: int = 1, holds: tuple[int, ...] = (),
             then: tuple[int, ...] = ()) -> Part:
    rule = HeldTogether(tuple(ranks), different, tuple(holds), tuple(then))
    return Part(wilds=rule, extension=rule)


def _if_held_words(ranks: tuple[int, ...], different: int = 1, holds: tuple[int, ...] = (),
                   then: tuple[int, ...] = ()) -> str:
    with_ = [f"wild cards of {COUNTS[different]} different ranks among them"] if different > 1 else []
    with_ += [a_rank(rank) for rank in holds]
    chained = f"; {ranks_in_words(then)} are wild too in a hand holding {HeldTogether(tuple(ranks)).then_needs}" \
        if then else ""
    return f"{ranks_in_words(ranks).capitalize()} are wild only in a hand holding {' and '.join(with_)}" \
           f"{chained}; elsewhere they play natural"


def _matched(suit: str, match: str) -> Part:
    rule = MatchedSuit(suit, match)
    return Part(wilds=rule, extension=rule)


def _matched_words(suit: str, match: str) -> str:
    return f"Each of a hand's {SUIT_NAMES[suit]} is wild when the hand holds the {SUIT_NAMES[match][:-1]} " \
           "of its rank; elsewhere it plays natural"


PIECES = (
    Piece("own_up_card", "each player's first card turned up (which: first) or latest (which: last) is wild in "
                         "that player's hand only, with every card of its rank",
          _own, lambda which="first": f"Each player's {'latest' if which == 'last' else 'first'} card turned up "
                                      "is wild in that hand only, with every card of its rank",
          {"which": Choice(("first", "last"), "first")}, frozenset({"which"})),
    Piece("rank_or_lower", "every card of this rank is wild; when no player still in holds one (at the showdown, "
                           "in the cards shown), every card of the next rank down that one of them holds, the ace "
                           "low last",
          _rank_or_lower,
          lambda rank: f"{ranks_in_words((rank,)).capitalize()} are wild; when nobody at the showdown holds one, "
                       "the next rank down that someone holds (the ace low, last)",
          {"rank": Rank()}),
    Piece("ranks_if_held", "every card of these ranks is wild only in a hand holding cards of at least different "
                           "of them (2 to 4), and a card of each rank of holds; in any other hand they play natural; every card of "
                           "the ranks then is wild too in a hand holding one of those cards while it is wild",
          _if_held, _if_held_words,
          {"ranks": Ranks(), "different": Count(2, 4), "holds": Ranks(), "then": Ranks()},
          frozenset({"different", "holds", "then"})),
    Piece("suit_if_matched", "each card of suit is wild in a hand holding the card of match of the same rank "
                             "(the seven of hearts beside the seven of diamonds); in any other hand it plays "
                             "natural", _matched, _matched_words, {"suit": Suit(), "match": Suit()}),
)


def problems(definition: Mapping) -> list[str]:
    """These wilds say in the ruling why they are wild, so they apply in every deal; ranks wild only with
    others need a condition they can meet."""
    found = []
    for place, wild in enumerate(definition.get("wild", []), 1):
        kind = wild.get("kind")
        if kind not in {piece.kind for piece in PIECES}:
            continue
        if any(condition in wild for condition in CONDITIONS):
            found.append(f"Wild rule {place} ({kind}) can't depend on an option: it applies in every deal.")
        if kind == "suit_if_matched" and wild["suit"] == wild["match"]:
            found.append(f"Wild rule {place} (suit_if_matched) matches {SUIT_NAMES[wild['suit']]} with "
                         "themselves: name another suit to match.")
        if kind != "ranks_if_held":
            continue
        if "different" not in wild and "holds" not in wild:
            found.append(f"Wild rule {place} (ranks_if_held) says no condition: name how many different of its "
                         "ranks a hand needs (different), or the ranks it must hold (holds).")
        elif wild.get("different", 1) > (named := len(set(Ranks().read(wild["ranks"])))):
            found.append(f"Wild rule {place} (ranks_if_held) asks for cards of {wild['different']} different "
                         f"ranks among {named}: no hand could have them.")
        if both := set(Ranks().read(wild.get("then", []))) & set(Ranks().read(wild["ranks"])):
            found.append(f"Wild rule {place} (ranks_if_held) names {ranks_in_words(sorted(both))} both as its "
                         "ranks and as the ranks wild beside them (then): name each once.")
    return found
