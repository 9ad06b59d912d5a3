"""Half of each pot to a split card: the highest card of a suit shown (Hi Di Deu Wi's diamond, High Heart's
heart), or a card the rule names (Witch's Q♠), the other half to the best hand.

The card counts by its own suit and rank: a wild card standing in for it does not. Only hands shown at the
showdown, and eligible for the pot, hold it (a side pot looks among its own players). `face_down`: only a card
still face down counts, as the rule texts say "the high face-down heart"; without it, the table's option
`stealth` says so deal by deal (Hi Di Deu Wi). The best-hand half takes the odd chip when the pot can't be
halved; tied best hands split that half. With one deck only one player holds the split card; if that player also
has the best hand, they take both halves.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.cards import SUIT_NAMES, Card
from ..engine.variant import Option
from .deal import PokerState, Verdict
from .ruling import shown_hand

STEALTH = Option("stealth", "bool", False,
                 "Stealth high diamonds: only diamonds dealt face down count for the half of the pot.")


@dataclass(frozen=True)
class SplitCard:
    """Half of each pot to the highest split card held by a hand shown still in, the other half to the best hand.

    The split cards are those of `suit`, or the `cards` named. `verdict` is the game's judge: not a kill or a
    win, it says which split card each shown hand holds; `shares` splits each pot.
    """

    suit: str = ""
    cards: frozenset[Card] = frozenset()
    face_down: bool = False  # only cards still face down count, whatever the option stealth says

    @property
    def what(self) -> str:
        return f"highest {SUIT_NAMES[self.suit][:-1]}" if self.suit else "split card"

    def held(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        cards = state.zones.shown.get(seat, ())
        if not self.face_down and not state.options.get(STEALTH.name):
            cards = cards + state.zones.face_up(seat)
        return tuple(card for card in cards if (card.suit == self.suit if self.suit else card in self.cards))

    def verdict(self, state: PokerState, seat: int, cards: tuple[Card, ...]) -> Verdict:
        held = self.held(state, seat)
        return Verdict(why=f"{self.what} {max(held)}") if held else Verdict()

    def shares(self, state: PokerState, amount: int, eligible, best) -> list[tuple[int, tuple, str]]:
        """The halves of a pot, each its amount, its winners and what it is, in the winner's own words:
        "the best hand's half, with ..." and "the half for the highest diamond, the K♦"."""
        holders = {max(self.held(state, seat)): seat for seat in eligible
                   if seat in state.zones.shown and self.held(state, seat)}
        if not holders:
            return [(amount, tuple(best))]
        unit = state.setup.unit
        half = amount // unit // 2 * unit  # the odd chip stays with the best hand's half
        words = shown_hand(state, best[0]).words
        parts = [(amount - half, tuple(best), f"the best hand's half, with {words[0].lower()}{words[1:]}"),
                 (half, (holders[max(holders)],), f"the half for the {self.what}, the {max(holders)}")]
        return [part for part in parts if part[0]]
