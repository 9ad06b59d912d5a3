"""The ruling's words when suits broke a tie (`core.suits`): "Seat 1's ace of spades beats seat 2's ace of
hearts: suits break ties."; for the low half of a high-low split, "For low, seat 3's five of spades beats seat
1's five of hearts: suits break ties."."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import Card
from ..core.suits import BEST_FIRST, decider
from .deal import Extension, PokerState
from .high_low import lowest, split_of
from .phases.declare import revealed
from .ruling import best_of


@dataclass(frozen=True)
class SuitTies(Extension):
    order: tuple[str, ...] = BEST_FIRST

    def said(self, state: PokerState, hands) -> str:
        """Each hand the winners beat only by their suits, with the cards that decided it; then each low."""
        if not hands:
            return ""
        best = best_of(state, list(hands), hands)
        alive = {seat: hands[seat] for seat in hands if best_of(state, [seat], hands)}  # the dead lost anyway
        said = [f" Seat {words}" for words in self._beaten(best, alive)]
        split = split_of(state.game)
        if split is not None:
            declared = revealed(state)
            lows = split.lows(state, [seat for seat in hands if declared.get(seat, "low") in ("low", "both")])
            said += [f" For low, seat {words}" for words in self._beaten(lowest(lows), lows)]
        return "".join(said)

    def _beaten(self, best, hands) -> list[str]:
        """"1's ace of spades beats seat 2's ace of hearts: suits break ties." for each hand that ties a winner's
        value and loses only by its suits."""
        said = []
        for winner in best:
            for seat, hand in hands.items():
                cards = seat not in best and hand.value == hands[winner].value \
                    and decider(hands[winner], hand, self.order)
                if cards:
                    said.append(f"{winner}'s {_named(cards[0])} beats seat {seat}'s {_named(cards[1])}: suits "
                                "break ties.")
        return said


def _named(card: Card) -> str:
    return card.name.removeprefix("the ")
