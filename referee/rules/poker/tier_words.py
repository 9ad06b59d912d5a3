"""The ruling's words when a hand lifted above the others, or dropped below them (`core.tiers`), decided who
won: "Seat 2's high card, jack (J♠ 9♦ 7♣ 5♥ 3♠) beats seat 1's flush, ace high (A♥ Q♥ 9♥ 6♥ 2♥): jack high
beats every other hand." Only a hand that would have beaten the winner's under the standard ranking is named."""

from __future__ import annotations

from dataclasses import dataclass

from ..core.tiers import TierRule
from .deal import Extension, PokerState
from .ruling import best_of


@dataclass(frozen=True)
class TierWords(Extension):
    rule: TierRule

    def said(self, state: PokerState, hands) -> str:
        if not hands:
            return ""
        best = best_of(state, list(hands), hands)
        alive = [seat for seat in hands if best_of(state, [seat], hands)]  # the dead lost anyway
        said = []
        for winner in best:
            won = hands[winner]
            beaten = [f"seat {seat}'s {_shown(hands[seat])}" for seat in alive if seat not in best
                      and hands[seat].value[0] < won.value[0] and hands[seat].value[1:] > won.value[1:]]
            if beaten:
                said.append(f" Seat {winner}'s {_shown(won)} beats {' and '.join(beaten)}: {self.rule.why}.")
        return "".join(said)


def _shown(hand) -> str:
    """"high card, jack (J♠ 9♦ 7♣ 5♥ 3♠)": the hand in words, then the cards it plays."""
    return f"{hand.words[0].lower()}{hand.words[1:]} ({' '.join(str(card) for card in hand.used)})"
