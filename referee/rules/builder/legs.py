"""The piece of a game won over several hands (`legs`): the best hand of a deal takes a leg, the pot staying,
until a player has the legs the game asks for and takes it (`poker.legs`)."""

from __future__ import annotations

from ..poker.legs import Legs
from .params import Count
from .part import Part, Piece


def _legs(to_win: int) -> Part:
    legs = Legs(to_win)
    return Part(pot_stays=legs, extension=legs, match=True)


def _legs_words(to_win: int) -> str:
    return f"The best hand takes a leg, not the pot, which stays for the next deal; the first player to take " \
           f"{to_win} legs takes the pot and the game is over (a tie for the best hand takes no leg; in guts, every " \
           "other player in matches the pot when a leg is taken, but nobody at the hand that wins the game)"


LEGS = Piece("legs", "the best hand of a deal takes a leg instead of the pot, which stays for the next deal; the "
                     "first player to take to_win legs takes the pot (a tie takes no leg; a player left alone shows "
                     "to take it; with losers_match, the others match the pot at each leg but the last)",
             _legs, _legs_words, {"to_win": Count(2, 9, 3)})
