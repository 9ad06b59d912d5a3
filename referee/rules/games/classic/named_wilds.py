"""Wild cards the dealer names when dealing draw, stud or hold'em: "deuces wild", "jokers in".

Any of these may be combined (deuces and one-eyed jacks); the jokers are
added to the deck and are wild. The deal's view says which cards are wild.
"""

from __future__ import annotations

from typing import Any, Mapping

from ...core.cards import RANK_CODES
from ...core.wilds import NO_WILDS, Wild, deuces, jokers, of_cards, of_ranks
from ...engine.variant import Option
from ...poker.deal import PokerState

RANK_CHOICES = ("none",) + tuple(RANK_CODES.get(rank, str(rank)) for rank in range(2, 15))

OPTIONS = (
    Option("wild_deuces", "bool", False, "Deuces are wild."),
    Option("wild_one_eyed_jacks", "bool", False, "The one-eyed jacks (J♠ and J♥) are wild."),
    Option("wild_suicide_king", "bool", False, "The suicide king (K♥) is wild."),
    Option("wild_rank", "choice", "none", "Every card of this rank is wild.", choices=RANK_CHOICES,
           words=("No rank",) + tuple(f"{'10' if code == 'T' else code}s" for code in RANK_CHOICES[1:])),
    Option("jokers", "int", 0, "Jokers added to the deck, wild (0, 1 or 2).", minimum=0, maximum=2),
)


def named(options: Mapping[str, Any]) -> Wild:
    """The wild cards the dealer named for this deal."""
    wild = NO_WILDS
    if options.get("wild_deuces"):
        wild |= deuces()
    if options.get("wild_one_eyed_jacks"):
        wild |= of_cards(["Js", "Jh"])
    if options.get("wild_suicide_king"):
        wild |= of_cards(["Kh"])
    rank = options.get("wild_rank", "none")
    if rank != "none":
        wild |= of_ranks(RANK_CHOICES.index(rank) + 1)
    if options.get("jokers"):
        wild |= jokers()
    return wild


def named_wilds(state: PokerState, seat: int | None) -> Wild:
    """The `wilds` hook of a game whose dealer names them: the same for every hand."""
    return named(state.options)
