"""Half of each pot to a split card: the highest card of a suit shown (Hi Di Deu Wi's diamond, High Heart's
heart), a card the rule names (Witch's Q♠), or the lowest (Low Chicago's spade in the hole), or the highest
card in the hole of any suit (High Metro); the other half to the best hand.

The card counts by its own suit and rank: a wild card standing in for it does not, nor does a joker. Only
hands shown at the showdown, and eligible for the pot, hold it (a side pot looks among its own players).
`face_down`: only a card still face down counts, as the rule texts say "the high face-down heart"; without
it, the table's option `stealth` says so deal by deal (Hi Di Deu Wi). Ranks go aces high. The best-hand half
takes the odd chip when the pot can't be halved; tied best hands split that half. With one deck only one
player holds the split card of a suit; of any suit, two may hold cards of its rank: they share the half, or
(`ties_split` off, as in High Metro) nobody holds the split card and the best hand takes the pot. If the
player holding the split card also has the best hand, they take both halves.
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
    """Half of each pot to the highest (or lowest) split card held by a hand shown still in, the other half
    to the best hand.

    The split cards are those of `suit`, or the `cards` named, or with neither every card (ranked by rank
    alone). `odd_up_reverses`: when an odd number of cards of the suit were dealt face up, the other end
    counts (John's Thumb: the lowest spade in the hole then, not the highest). `verdict` is the game's judge:
    not a kill or a win, it says which split card each shown hand holds; `shares` splits each pot.
    """

    suit: str = ""
    cards: frozenset[Card] = frozenset()
    face_down: bool = False  # only cards still face down count, whatever the option stealth says
    lowest: bool = False
    ties_split: bool = True  # equal ranks of different suits share the half; off: no split card
    odd_up_reverses: bool = False

    def _up(self, state: PokerState) -> int:
        """The cards of the suit dealt face up this deal, to players and to the table."""
        return sum(1 for _, card in state.zones.turned if card.suit == self.suit)

    def _lowest(self, state: PokerState) -> bool:
        return self.lowest != (self.odd_up_reverses and self._up(state) % 2 == 1)

    def what(self, state: PokerState) -> str:
        which = "lowest" if self._lowest(state) else "highest"
        if self.suit:
            return f"{which} {SUIT_NAMES[self.suit][:-1]}"
        if self.cards:
            return "split card"
        return f"{which} {'hole card' if self.face_down else 'card'}"

    def held(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        cards = state.zones.shown.get(seat, ())
        if not self.face_down and not state.options.get(STEALTH.name):
            cards = cards + state.zones.face_up(seat)
        return tuple(card for card in cards if self._counts(card))

    def _counts(self, card: Card) -> bool:
        if self.suit:
            return card.suit == self.suit
        return card in self.cards if self.cards else not card.is_joker

    def _key(self, card: Card):
        """How split cards compare: any suit's by rank alone, so two may tie; a suit's or named ones as cards."""
        return card.rank if not self.suit and not self.cards else card

    def _best(self, state: PokerState, cards) -> Card:
        pick = min if self._lowest(state) else max
        return pick(cards, key=self._key)

    def verdict(self, state: PokerState, seat: int, cards: tuple[Card, ...]) -> Verdict:
        held = self.held(state, seat)
        return Verdict(why=f"{self.what(state)} {self._best(state, held)}") if held else Verdict()

    def shares(self, state: PokerState, amount: int, eligible, best) -> list[tuple[int, tuple, str]]:
        """The halves of a pot, each its amount, its winners and what it is, in the winner's own words:
        "the best hand's half, with ..." and "the half for the highest diamond, the K♦"."""
        holders = {seat: self._best(state, self.held(state, seat)) for seat in eligible
                   if seat in state.zones.shown and self.held(state, seat)}
        if not holders:
            return [(amount, tuple(best))]
        top = self._key(self._best(state, holders.values()))
        taking = tuple(seat for seat, card in holders.items() if self._key(card) == top)
        words = shown_hand(state, best[0]).words
        with_hand = f"with {words[0].lower()}{words[1:]}"
        split = " and the ".join(str(holders[seat]) for seat in taking)
        if len(taking) > 1 and not self.ties_split:
            return [(amount, tuple(best), f"the whole pot, {with_hand}: the {self.what(state)}s tie, the {split}, "
                                          "so no card takes the other half")]
        unit = state.setup.unit
        half = amount // unit // 2 * unit  # the odd chip stays with the best hand's half
        parts = [(amount - half, tuple(best), f"the best hand's half, {with_hand}"),
                 (half, taking, f"the half for the {self.what(state)}, the {split}{self._why(state)}")]
        return [part for part in parts if part[0]]

    def _why(self, state: PokerState) -> str:
        """Why the split card is the one it is, when the cards turned up decided it."""
        if not self.odd_up_reverses:
            return ""
        count = self._up(state)
        said = f"{count} {SUIT_NAMES[self.suit] if count != 1 else SUIT_NAMES[self.suit][:-1]}"
        return f", as {said} {'was' if count == 1 else 'were'} dealt face up ({'odd' if count % 2 else 'even'})"
