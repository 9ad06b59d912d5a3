"""The guts declaration a table may name in a script (`in_out`): who says in or out and how, what nobody in
costs, and who must go in by the cards showing (`poker.forced_in`)."""

from __future__ import annotations

from ..poker.forced_in import RULES as FORCED_RULES, WORDS as FORCED_WORDS
from ..poker.phases.in_out import (ANTE_AGAIN, BEST_ANTES, BEST_MATCHES, NOBODY_IN_RULES, OUTS_MATCH, POT_STAYS,
                                   EveryoneShows, InOut, best_hand_antes, best_hand_matches, nobody_went_in,
                                   nobody_went_in_best_antes, outs_match)
from .params import Choice, Flag
from .part import Part, Piece


def _in_out(together: bool = True, nobody_in: str = POT_STAYS, must_go_in: str = "") -> Part:
    """The declaration; a rule that pays into the pot of the next deal keeps the pot from deal to deal."""
    phase = InOut(at_once=together, nobody_in=nobody_in, must_go_in=must_go_in)
    if nobody_in == OUTS_MATCH:
        return Part(phases=(phase,), losers_pay=outs_match, match=True)
    if nobody_in == BEST_MATCHES:
        return Part(phases=(phase,), pot_stays=nobody_went_in, losers_pay=best_hand_matches, match=True,
                    extension=EveryoneShows())
    if nobody_in == BEST_ANTES:
        return Part(phases=(phase,), pot_stays=nobody_went_in_best_antes, losers_pay=best_hand_antes, match=True,
                    extension=EveryoneShows())
    return Part(phases=(phase,))


NOBODY_IN_WORDS = {POT_STAYS: "", ANTE_AGAIN: "everyone antes again and ",
                   BEST_MATCHES: "everyone shows at once, the best hand matches the pot, and ",
                   OUTS_MATCH: "everyone matches the pot and ",
                   BEST_ANTES: "everyone shows at once, the best hand antes once for every player (its own "
                               "ante too), and "}


def _in_out_words(together: bool = True, nobody_in: str = POT_STAYS, must_go_in: str = "") -> str:
    said = "Everyone still in says in or out, all at once (each word secret until all are said)" if together \
        else "Each player still in, in turn from the dealer's left, says in or out"
    if must_go_in:
        said += f"; {FORCED_WORDS[must_go_in]} (ties all go in; aces high)"
    one = "One in takes the pot and everyone out matches it" if nobody_in == OUTS_MATCH else "One in takes the pot"
    return said + f"; those out throw their cards in. {one}; nobody in, and {NOBODY_IN_WORDS[nobody_in]}the pot " \
                  "stays for the next deal"


IN_OUT = Piece(
    "in_out", "guts: every player still in says in or out, all at once, each word secret until all are said "
              "(together), or in turn from the dealer's left; those out throw their cards in. One player in "
              "takes the pot; nobody in, and the pot stays for the next deal (nobody_in: ante_again, everyone "
              "antes again first; best_hand_matches, everyone shows and the best hand matches the pot; "
              "best_hand_antes, everyone shows and the best hand pays one ante for every player; "
              "outs_match, fewer than two in and everyone out matches the pot). must_go_in: who may only say "
              "in, by the face-up cards (high_card_showing, low_card_showing, low_card_or_paired_showing: the "
              "low card or any card pairing another player's; ties all go in, aces high)",
    _in_out, _in_out_words,
    {"together": Flag(True), "nobody_in": Choice(NOBODY_IN_RULES, POT_STAYS), "must_go_in": Choice(FORCED_RULES)},
    frozenset({"together", "nobody_in", "must_go_in"}))
