"""Cards laid out in the middle in a shape (a cross, a tic-tac-toe grid, two boards), turned up place by place
with betting between, of which a hand plays one line (`core.lines`).

The dealer turns up the cards of the places a step names, in that order (`Turn`); the board (`Board`) knows
the shape, which place each card turned lies at, and the lines a hand may play. It shows the middle in its
shape on every phone and may split each pot
equally between its lines, each part to the best hand playing that line (double-board games). The card at
one place may be wild in every hand (`LayoutCard`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core.cards import Card
from ..core.lines import Lines
from ..core.omaha import Holding
from ..core.wilds import Wild, of_cards, of_ranks
from .deal import Extension, PokerState
from .extensions import mechanics
from .phases.cards import Cards, community_due
from .phases.declare import revealed
from .ruling import best_of, shown_hand


@dataclass(frozen=True)
class LayoutCard:
    """The rank of the card at each of these places of the layout (its centre) is wild in every hand, once
    turned up (`alone`: that card only, not the others of its rank)."""

    places: tuple[str, ...]
    alone: bool = False

    def __call__(self, state: PokerState, seat: int | None) -> Wild:
        board = mechanics(state.game, Board)
        cards = [card for place in self.places if (card := board.card_at(state, place))] if board else []
        return of_cards(cards) if self.alone else of_ranks(*(card.rank for card in cards))


def place_words(place: str) -> str:
    """"top left" for the place `top_left`."""
    return place.replace("_", " ")


@dataclass(frozen=True)
class Turn(Cards):
    """The dealer turns up the cards at these places of the layout, in this order."""

    places: tuple[str, ...] = ()

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        due = self.places[len(self.places) - community_due(state):]
        return [{**offer, "places": [place_words(place) for place in due]} if offer["type"] == "community"
                else offer for offer in super().offers(state, seat)]


@dataclass(frozen=True)
class Board(Extension):
    """`rows`: the shape, its places row by row (None where no card lies); `order`: the places in the order
    their cards are turned up; `lines`: the places of each line a hand may play, `names` what each is called,
    `plays` all of them in a few words (`besides`: the rest of the rule); `alone`: a hand may also play its own
    cards alone; `declared`: the line (its index) a hand declared high, low or both plays, once declared."""

    rows: tuple[tuple[str | None, ...], ...]
    order: tuple[str, ...]
    lines: tuple[tuple[str, ...], ...]
    names: tuple[str, ...]
    plays: str  # the lines in a few words: "one row or column"
    alone: bool = False
    declared: tuple[tuple[str, int], ...] = ()
    besides: str = ""  # the rest in words: ", or its own cards alone", "; once declared, …"

    def card_at(self, state: PokerState, place: str) -> Card | None:
        turned = state.zones.community
        index = self.order.index(place)
        return turned[index] if index < len(turned) else None

    def holding(self, ranking: Holding, hole: tuple[int, bool] | None) -> Lines:
        return Lines(tuple(tuple(self.order.index(place) for place in line) for line in self.lines), hole, ranking,
                     self.alone, frozenset(index for _, index in self.declared))

    def hand_cards(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        """A hand that declared plays the middle cards of its declaration's line only, where the layout names one
        (Triple Board Omaha's flop for high, for low, for both)."""
        usual = super().hand_cards(state, seat)
        line = dict(self.declared).get(revealed(state).get(seat, ""))
        if line is None:
            return usual
        on_line = {self.card_at(state, place) for place in self.lines[line]}
        return tuple(card for card in usual if card not in state.zones.community or card in on_line)

    def view(self, state: PokerState, viewer: int | None) -> dict:
        def cell(place: str | None) -> dict | None:
            card = self.card_at(state, place) if place else None
            return {"place": place_words(place), "card": card.code if card else None} if place else None

        return {"layout": {"rows": [[cell(place) for place in row] for row in self.rows], "plays": self.plays,
                           "besides": self.besides}}

    def split(self, state: PokerState, amount: int, eligible, best) -> list[tuple[int, tuple, str]]:
        """Each pot in equal parts, one a line (the odd chips with the first), each to the best hand shown
        playing that line."""
        holding = state.game.holding
        assert isinstance(holding, Lines)
        shown = [seat for seat in eligible if seat in state.zones.shown]
        unit = state.setup.unit
        each = amount // unit // len(self.lines) * unit
        parts = []
        for index, name in enumerate(self.names):
            on_line = replace(state, game=replace(state.game, holding=holding.only(index)))
            winners = best_of(on_line, shown) or tuple(best)
            share = amount - each * (len(self.lines) - 1) if index == 0 else each
            words = shown_hand(on_line, winners[0]).words if winners[0] in state.zones.shown else ""
            said = f"the part of {name}" + (f", with {words[0].lower()}{words[1:]}" if words else "")
            if share:
                parts.append((share, winners, said))
        return parts

