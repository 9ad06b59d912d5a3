"""A game's own mechanics on top of the poker engine (Martian Poker's Icehouse pieces).

A `PokerGame` names an `Extension`; this base class adds nothing, so a game
that names none plays exactly as the plain engine. A game with mechanics of
its own subclasses it, and the engine then:

- keeps the game's own data in `PokerState.extra`, made by `start(setup)`;
- takes the game's own actions beside its own: `drafters` maps an action type
  to `drafter(state, actor, action) -> Draft`, which checks the action (raising
  a RuleError that names the rule) and drafts the event to store;
- folds those events, and the game's own rulings (the types in `rulings`),
  with `apply(state, event) -> PokerState`;
- after every event asks `followup(state)` for a ruling the game makes on its
  own at that moment (None: nothing now); it comes before the engine's own;
- adds `legal_actions(state, seat)` to its own list and `view(state, viewer)`
  to its own view (the game's keys win);
- plays each shown hand from `hand_cards(state, seat)`: by default the
  seat's face-down, face-up and community cards;
- at the showdown also waits for the seats in `must_show(state)`: they show
  their face-down cards, even after folding, and may not muck them, because
  the game needs them (by default nobody beyond the players still in).

`Placement` phases (see `game.py`) are where a game's own moves usually go:
every player still in makes them in any order and says "done".
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Callable, Mapping

if TYPE_CHECKING:
    from ..core.cards import Card
    from ..engine.events import Draft, Event
    from ..engine.variant import Setup
    from .state import PokerState

    Drafter = Callable[[PokerState, str, Mapping[str, Any]], Draft]


class Extension:
    drafters: Mapping[str, "Drafter"] = MappingProxyType({})
    rulings: tuple[str, ...] = ()

    def start(self, setup: Setup) -> Any:
        return None

    def apply(self, state: PokerState, event: Event) -> PokerState:
        return state

    def followup(self, state: PokerState) -> Draft | None:
        return None

    def legal_actions(self, state: PokerState, seat: int) -> list[dict]:
        return []

    def view(self, state: PokerState, viewer: int | None) -> dict:
        return {}

    def hand_cards(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        return state.shown[seat] + state.up.get(seat, ()) + state.community

    def must_show(self, state: PokerState) -> frozenset[int]:
        return frozenset()

    def folds(self, kind: str) -> bool:
        """Whether events of this type are the game's own."""
        return kind in self.drafters or kind in self.rulings


NO_EXTENSION = Extension()
