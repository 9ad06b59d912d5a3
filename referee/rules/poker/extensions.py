"""Several mechanics in one game: a tuple of extensions whose hooks are applied in order.

A game a table defines may combine pieces that each bring mechanics of their
own (a wild middle card and a second deck, openers and buying cards);
`Extensions` makes them one extension:

- actions and events go to the part that owns them (the first, if two do);
- the one ruling due is the first part's that has one;
- legal actions are every part's, in order; views are merged, a later part's
  key over an earlier one's;
- a shown hand plays the usual cards with what each part adds to them and
  without what each takes away, with the board of the first part giving one of its own;
- the showdown waits for every seat any part needs, and the ruling for every part;
- a player left alone plays on if any part says so; the ruling's words and record are every part's;
- each part's start runs (its checks of the options); the deal keeps the data
  of the first part that has some (at most one part keeps data, like Martian
  Poker's pieces, which no other mechanics join).

`mechanics(game, kind)` finds the part of a kind, for rules that read what
their game says of them (the openers a game asks for).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Mapping, TypeVar

from ..core.cards import Card
from ..engine.events import Draft, Event
from ..engine.variant import Setup
from .deal import NO_EXTENSION, Drafter, Extension, PokerGame, PokerState

Part = TypeVar("Part", bound=Extension)


@dataclass(frozen=True)
class Extensions(Extension):
    parts: tuple[Extension, ...]

    @property
    def drafters(self) -> Mapping[str, Drafter]:  # type: ignore[override]
        found: dict[str, Drafter] = {}
        for part in reversed(self.parts):  # the first part's drafter wins a type two parts offer
            found.update(part.drafters)
        return MappingProxyType(found)

    def start(self, setup: Setup) -> Any:
        kept = [part.start(setup) for part in self.parts]
        return next((data for data in kept if data is not None), None)

    def folds(self, kind: str) -> bool:
        return any(part.folds(kind) for part in self.parts)

    def apply(self, state: PokerState, event: Event) -> PokerState:
        return next(part for part in self.parts if part.folds(event.type)).apply(state, event)

    def followup(self, state: PokerState) -> Draft | None:
        return next((draft for part in self.parts if (draft := part.followup(state)) is not None), None)

    def legal_actions(self, state: PokerState, seat: int) -> list[dict]:
        return [offer for part in self.parts for offer in part.legal_actions(state, seat)]

    def view(self, state: PokerState, viewer: int | None) -> dict:
        seen: dict = {}
        for part in self.parts:
            seen.update(part.view(state, viewer))
        return seen

    def hand_cards(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        usual = NO_EXTENSION.hand_cards(state, seat)
        plays = [part.hand_cards(state, seat) for part in self.parts]
        dropped = {card for cards in plays for card in usual if card not in cards}
        added = dict.fromkeys(card for cards in plays for card in cards if card not in usual)
        return tuple(card for card in usual if card not in dropped) + tuple(added)

    def board(self, state: PokerState, seat: int | None):
        usual = NO_EXTENSION.board(state, seat)
        return next((made for part in self.parts if (made := part.board(state, seat)) != usual), usual)

    def must_show(self, state: PokerState) -> frozenset[int]:
        return frozenset().union(*(part.must_show(state) for part in self.parts))

    def waits(self, state: PokerState) -> bool:
        return any(part.waits(state) for part in self.parts)

    def against(self, state: PokerState) -> bool:
        return any(part.against(state) for part in self.parts)

    def said(self, state: PokerState, hands) -> str:
        return "".join(part.said(state, hands) for part in self.parts)

    def recorded(self, state: PokerState, hands, stays) -> dict:
        return {key: value for part in self.parts for key, value in part.recorded(state, hands, stays).items()}


def combined(parts: tuple[Extension, ...]) -> Extension:
    """One extension for these mechanics: none, the one, or all of them in order."""
    if not parts:
        return NO_EXTENSION
    return parts[0] if len(parts) == 1 else Extensions(parts)


def mechanics(game: PokerGame, kind: type[Part]) -> Part | None:
    """The game's mechanics of this kind, alone or among others."""
    extension = game.extension
    parts = extension.parts if isinstance(extension, Extensions) else (extension,)
    return next((part for part in parts if isinstance(part, kind)), None)
