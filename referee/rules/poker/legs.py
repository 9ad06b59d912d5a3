"""Legs: a game won over several hands. The best hand of a deal takes a leg instead of the pot, which stays for
the next deal; the player whose leg makes the number the game asks for takes the pot, and the game is over.

The legs are the match's: the table keeps them between its deals (`carry`, handed back in `Setup.carried`),
with the account of the match's pot, so that a new game of it (a new pot) starts from no legs. A hand takes a
leg only when it would have won the pot: a tie for the best hand, or another rule keeping the pot (nobody
queen high or better), takes none. A player left alone in the hand shows it to take the leg. In guts, every
other player in matches the pot when a leg is taken, as when a pot is won (`losers_match`), but not at the
hand that wins the game: it is over.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ..core.hands import Hand
from .deal import Extension, PokerState
from .extensions import mechanics
from .ruling import best_of, shown_hand

ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth")


@dataclass(frozen=True)
class Legs(Extension):
    """The pot goes to the first player to take `to_win` legs."""

    to_win: int = 3

    def so_far(self, state: PokerState) -> dict[int, int]:
        """Each player's legs before this deal: none at the first deal of a game."""
        carried = state.setup.carried
        if carried.get("match") != state.setup.pot_account:
            return {}
        return {int(seat): count for seat, count in carried.get("legs", {}).items()}

    def taker(self, state: PokerState, hands: Mapping[int, Hand]) -> int | None:
        """The one best hand shown, which takes a leg (None: a tie, or every hand dead)."""
        best = best_of(state, list(hands), hands) if hands else ()
        return best[0] if len(best) == 1 else None

    def wins_game(self, state: PokerState, seat: int) -> bool:
        return self.so_far(state).get(seat, 0) + 1 >= self.to_win

    def __call__(self, state: PokerState, hands: Mapping[int, Hand]) -> str | None:
        """Why the pot stays: the best hand takes a leg, not yet its last ("seat 2 takes a leg with a pair of
        kings, their first of 3")."""
        seat = self.taker(state, hands)
        if seat is None or self.wins_game(state, seat):
            return None
        count = self.so_far(state).get(seat, 0) + 1
        return f"seat {seat} takes a leg with {_words(hands[seat])}, their {ORDINALS[count - 1]} of {self.to_win}"

    def after(self, state: PokerState, hands: Mapping[int, Hand], stays: str | None) -> dict[int, int]:
        """Each player's legs after this deal's showdown: none once the game is won."""
        legs = self.so_far(state)
        seat = self.taker(state, hands)
        if seat is None or stays != self(state, hands):  # no leg: a tie, or another rule kept the pot
            return legs
        if self.wins_game(state, seat):
            return {}
        return {**legs, seat: legs.get(seat, 0) + 1}

    def recorded(self, state: PokerState, hands, stays: str | None) -> dict:
        legs = self.after(state, hands, stays)
        return {"legs": {str(seat): count for seat, count in sorted(legs.items()) if count}}

    def carry(self, state: PokerState) -> dict[str, Any]:
        """What the table keeps for the next deal of this game: the match's pot account and the legs."""
        legs = (state.result or {}).get("legs")
        kept = legs if legs is not None else {str(seat): count for seat, count in self.so_far(state).items()}
        return {"match": state.setup.pot_account, "legs": kept}

    def against(self, state: PokerState) -> bool:
        return True  # a player left alone still shows their hand, to take the leg

    def said(self, state: PokerState, hands) -> str:
        """" Seat 2's third leg wins the game." at the hand that wins it."""
        seat = self.taker(state, hands)
        if seat is None or not self.wins_game(state, seat):
            return ""
        return f" Seat {seat}'s {ORDINALS[self.to_win - 1]} leg wins the game."

    def view(self, state: PokerState, viewer: int | None) -> dict:
        legs = (state.result or {}).get("legs")
        legs = legs if legs is not None else {str(seat): count for seat, count in self.so_far(state).items()}
        return {"legs": legs, "legs_to_win": self.to_win}


def legs_of(state: PokerState) -> Legs | None:
    return mechanics(state.game, Legs)


def leg_losers(state: PokerState, won: Mapping[int, int]) -> dict[int, int] | None:
    """Guts: when a leg is taken, every other player in pays the pot's amount into it; at the hand that wins the
    game, nobody pays. None: no leg was taken this deal (the usual rule decides)."""
    legs = legs_of(state)
    if legs is None:
        return None
    hands = {seat: shown_hand(state, seat) for seat in state.contenders() if seat in state.zones.shown}
    seat = legs.taker(state, hands)
    if seat is None:
        return None
    if seat in won and legs.wins_game(state, seat):
        return {}
    why = legs(state, hands)
    if won or why is None or state.game.pot_stays(state, hands) != why:  # another rule kept the pot: no leg
        return None
    return {other: state.pot for other in state.contenders() if other != seat}


def _words(hand: Hand) -> str:
    return hand.words[0].lower() + hand.words[1:]
