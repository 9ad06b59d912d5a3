"""Where the cards of a deal are: each seat's zones and the table's piles.

Each seat holds face-down cards (the referee knows how many, and what the
seat entered privately), face-up cards in front of it, face-down cards it
showed during play (an ace kept at the draw) and at the showdown, and cards it
set aside. The table holds named piles: the community cards, a pool, nodes,
a gooch. Every card turned face up, by the dealer or a player, is also kept
in the order it was turned, because some rules read that order (the card
that follows a queen).

Counts always come from here, never from the game's script: hands grow
(a purchase) and shrink (a discard) during a deal.

The zones also count the cards dealt from the deck since it was last
shuffled, so the referee knows when it runs out. When it does, the dealer
records a reshuffle: the discards and the cards of players who folded become
the new deck. Face-up cards of folded players gathered that way stay in their
zones (the table saw them), but they are no longer showing: they may be dealt
and entered again.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from typing import Iterable, Mapping

from ..core.cards import Card

COMMUNITY = "community"
TABLE = None  # the "seat" of a card turned up on the table


@dataclass(frozen=True)
class Zones:
    down: Mapping[int, int] = field(default_factory=dict)  # face-down cards each seat holds
    entered: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)  # a seat's own private entry
    up: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    known: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)  # face-down cards shown in play
    # Passes giver and receiver agreed on: cards a seat was passed and holds, cards it passed away.
    taken: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    parted: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    shown: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)  # face-down cards shown at the showdown
    aside: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)  # cards a seat set aside face up
    piles: Mapping[str, tuple[Card, ...]] = field(default_factory=dict)  # the table's cards, by pile
    turned: tuple[tuple[int | None, Card], ...] = ()  # every card turned up, in order: (seat or TABLE, card)
    dealt: int = 0  # cards taken from the deck since it was last shuffled
    gathered: tuple[Card, ...] = ()  # face-up cards shuffled back into the deck, no longer showing
    # Cards turned up from a second deck (Stampede's cards set aside): not dealt from the deck in play, so
    # neither counted as dealt nor checked for clashes with its cards, which they may repeat.
    second: tuple[Card, ...] = ()
    # Each seat's own whole entry as the last deal step dealt it face-down cards: what it held before them, so
    # a rule may tell the cards just dealt from the older ones (a seat that had not entered its hand has none).
    held: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)

    @property
    def community(self) -> tuple[Card, ...]:
        return self.piles.get(COMMUNITY, ())

    def pile(self, name: str) -> tuple[Card, ...]:
        return self.piles.get(name, ())

    def down_count(self, seat: int) -> int:
        return self.down.get(seat, 0)

    def face_up(self, seat: int) -> tuple[Card, ...]:
        return self.up.get(seat, ())

    def deal_down(self, seats: Iterable[int], count: int) -> Zones:
        """`count` more face-down cards to each seat."""
        seats = tuple(seats)
        down = dict(self.down)
        for seat in seats:
            down[seat] = down.get(seat, 0) + count
        return replace(self, down=down, dealt=self.dealt + count * len(seats))

    def before_dealing(self, seats: Iterable[int]) -> Zones:
        """What each seat holds face down, as far as its own entry says, before a deal step gives it more."""
        return replace(self, held={seat: self.entered.get(seat, ()) for seat in seats
                                   if len(self.entered.get(seat, ())) == self.down_count(seat)})

    def throw(self, seat: int, count: int) -> Zones:
        """The seat gives up `count` face-down cards (a discard)."""
        return replace(self, down={**self.down, seat: self.down.get(seat, 0) - count})

    def turn_up(self, seat: int, card: Card) -> Zones:
        """A card dealt face up in front of a seat."""
        return replace(self, up={**self.up, seat: self.face_up(seat) + (card,)},
                       turned=self.turned + ((seat, card),), dealt=self.dealt + 1)

    def lay(self, name: str, cards: Iterable[Card]) -> Zones:
        """Cards turned up on the table, into a named pile."""
        cards = tuple(cards)
        return replace(self, piles={**self.piles, name: self.pile(name) + cards},
                       turned=self.turned + tuple((TABLE, card) for card in cards), dealt=self.dealt + len(cards))

    def take_up(self, seat: int, card: Card) -> Zones:
        """A face-up card leaves the front of a seat (given up, passed on)."""
        return replace(self, up={**self.up, seat: tuple(held for held in self.face_up(seat) if held != card)})

    def put_up(self, seat: int, card: Card) -> Zones:
        """A card already in play laid face up in front of a seat (a card passed on, not dealt from the deck)."""
        return replace(self, up={**self.up, seat: self.face_up(seat) + (card,)})

    def put(self, name: str, card: Card) -> Zones:
        """A card already in play laid in a table pile (not dealt from the deck)."""
        return replace(self, piles={**self.piles, name: self.pile(name) + (card,)})

    def take(self, name: str, card: Card) -> Zones:
        """A card leaves a table pile."""
        return replace(self, piles={**self.piles, name: tuple(held for held in self.pile(name) if held != card)})

    def replace_cards(self, count: int) -> Zones:
        """A player changes `count` face-down cards for as many new ones from the deck (a draw)."""
        return replace(self, dealt=self.dealt + count)

    def reshuffle(self, live: Iterable[int]) -> Zones:
        """The discards and the cards of every seat not `live` are shuffled into a new deck."""
        live = set(live)
        gathered = tuple(card for group in (self.up, self.known, self.shown, self.aside)
                         for seat, held in group.items() if seat not in live for card in held)
        out = sum(self.down_count(seat) + len(self.face_up(seat)) + len(self.aside.get(seat, ())) for seat in live)
        return replace(self, gathered=gathered, dealt=out + sum(len(cards) for cards in self.piles.values()))

    def turn_second(self, cards: Iterable[Card]) -> Zones:
        """Cards turned up from a second deck."""
        return replace(self, second=self.second + tuple(cards))

    def enter(self, seat: int, cards: Iterable[Card]) -> Zones:
        """The seat's own private entry of its face-down cards."""
        return replace(self, entered={**self.entered, seat: tuple(cards)})

    def forget(self, seat: int) -> Zones:
        """The seat's entry no longer describes its hand (it drew without saying what)."""
        return replace(self, entered={s: cards for s, cards in self.entered.items() if s != seat})

    def give(self, seat: int, card: Card) -> Zones:
        """A face-down card leaves the seat's hand for another's (a pass): the seat holds one fewer."""
        zones = replace(self, down={**self.down, seat: self.down_count(seat) - 1})
        entered = self.entered.get(seat)
        if entered is None or card not in entered:
            return zones.forget(seat)
        return zones.enter(seat, tuple(held for held in entered if held != card))

    def receive(self, seat: int, card: Card) -> Zones:
        """A face-down card handed to the seat by another (a pass), which it entered as it took it."""
        zones = replace(self, down={**self.down, seat: self.down_count(seat) + 1})
        return zones.enter(seat, self.entered.get(seat, ()) + (card,))

    def handed(self, giver: int, receiver: int, card: Card) -> Zones:
        """A pass both agreed on: the receiver holds the card (until it shows or throws it), the giver no longer."""
        def less(group: Mapping[int, tuple[Card, ...]], seat: int) -> tuple[Card, ...]:
            return tuple(held for held in group.get(seat, ()) if held != card)

        return replace(self, taken={**self.taken, giver: less(self.taken, giver),
                                    receiver: less(self.taken, receiver) + (card,)},
                       parted={**self.parted, receiver: less(self.parted, receiver),
                               giver: less(self.parted, giver) + (card,)})

    def discard(self, seat: int, cards: Iterable[Card]) -> Zones:
        """Face-down cards, shown, thrown away: out of the hand, the seat's entry and what it showed in play."""
        cards = tuple(cards)
        known = tuple(held for held in self.known.get(seat, ()) if held not in cards)
        taken = tuple(held for held in self.taken.get(seat, ()) if held not in cards)
        zones = replace(self, down={**self.down, seat: self.down_count(seat) - len(cards)},
                        known={**self.known, seat: known}, taken={**self.taken, seat: taken})
        entered = self.entered.get(seat)
        if entered is None:
            return zones
        kept = tuple(held for held in entered if held not in cards)
        return zones.enter(seat, kept) if len(kept) == len(entered) - len(cards) else zones.forget(seat)

    def swap_down(self, seat: int, out: Card, into: Card) -> Zones:
        """A face-down card shown and given up, a card everyone has seen taken into the hand in its place."""
        known = tuple(held for held in self.known.get(seat, ()) if held != out) + (into,)
        taken = tuple(held for held in self.taken.get(seat, ()) if held != out)
        zones = replace(self, known={**self.known, seat: known}, taken={**self.taken, seat: taken})
        entered = self.entered.get(seat)
        if entered is None:
            return zones
        if out not in entered:
            return zones.forget(seat)
        return zones.enter(seat, tuple(into if held == out else held for held in entered))

    def reveal(self, seat: int, cards: Iterable[Card]) -> Zones:
        """Face-down cards shown during play: they stay in the hand, known to all."""
        return replace(self, known={**self.known, seat: self.known.get(seat, ()) + tuple(cards)})

    def show(self, seat: int, cards: Iterable[Card]) -> Zones:
        """The seat's face-down cards, shown at the showdown."""
        return replace(self, shown={**self.shown, seat: tuple(cards)})

    def public(self) -> set[Card]:
        """Every card anyone can see on the table (not those shuffled back into the deck)."""
        cards = Counter()
        for group in (self.piles, self.up, self.known, self.shown, self.aside):
            for held in group.values():
                cards.update(held)
        cards.subtract(self.gathered)
        return {card for card, number in cards.items() if number > 0}
