"""The state of one poker deal, and what can be read off it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..core.cards import Card
from ..core.decks import Deck, deck
from ..engine.variant import Setup
from ..money import betting
from ..money.stakes import Forced, Stakes
from .game import Betting, Cards, Discard, Draw, Phase, PokerGame

SHOWDOWN = "showdown"


@dataclass(frozen=True)
class PokerState:
    game: PokerGame
    setup: Setup
    stakes: Stakes
    phase: int = 0  # index into game.phases; past the end is the showdown
    opened: bool = False  # the antes and blinds are in
    in_hand: frozenset[int] = frozenset()
    stacks: Mapping[int, int] = field(default_factory=dict)  # chips behind
    paid: Mapping[int, int] = field(default_factory=dict)  # chips in the pot from finished rounds
    forced: tuple[Forced, ...] = ()  # blinds or a bring-in waiting for their round
    round: betting.Round | None = None
    rounds_played: int = 0
    up: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    community: tuple[Card, ...] = ()
    private: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)  # each seat's own entry
    known: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)  # face-down cards shown in play
    done: frozenset[int] = frozenset()  # who has drawn, discarded or said done in this phase
    changed: Mapping[int, int] = field(default_factory=dict)  # cards each seat changed at the last draw
    shown: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    mucked: frozenset[int] = frozenset()
    result: Mapping[str, Any] | None = None
    extra: Any = None  # the game's own data (see `extension.py`)

    @property
    def current(self) -> Phase | str:
        return self.game.phases[self.phase] if self.phase < len(self.game.phases) else SHOWDOWN

    @property
    def deck(self) -> Deck:
        return deck(self.game.deck, self.game.jokers)

    @property
    def order(self) -> tuple[int, ...]:
        return self.setup.seats

    @property
    def pot_account(self) -> str:
        return f"pot:{self.setup.deal_id}"

    @property
    def pot(self) -> int:
        return sum(self.paid.values()) + (self.round.in_front if self.round else 0)

    def behind(self, seat: int) -> int:
        """Chips behind a seat right now."""
        if self.round is not None and seat in self.round.stacks:
            return self.round.stacks[seat]
        return self.stacks[seat]

    def in_front(self, seat: int) -> int:
        return self.round.bets.get(seat, 0) if self.round else 0

    def contenders(self) -> list[int]:
        """Seats still in the hand, in playing order."""
        return [seat for seat in self.order if seat in self.in_hand]

    def dealt(self, kind: str, through: int | None = None) -> int:
        """How many cards of a kind ("down", "up", "community") each phase up to `through` dealt."""
        end = self.phase + 1 if through is None else through
        return sum(getattr(p, kind) for p in self.game.phases[:end] if isinstance(p, Cards))

    def down_count(self) -> int:
        """Face-down cards each player holds now (after any discards)."""
        end = min(self.phase + 1, len(self.game.phases))
        discards = sum(p.count for p in self.game.phases[:end] if isinstance(p, Discard))
        if isinstance(self.current, Discard):
            discards -= self.current.count
        return self.dealt("down", end) - discards

    def up_due(self, seat: int) -> int:
        """Face-up cards the seat is still owed in this phase."""
        return self.dealt("up") - len(self.up.get(seat, ()))

    def community_due(self) -> int:
        return self.dealt("community") - len(self.community)

    def public_cards(self) -> set[Card]:
        """Every card anyone can see on the table."""
        cards = set(self.community)
        for group in (self.up, self.known, self.shown):
            for held in group.values():
                cards.update(held)
        return cards

    def to_act(self) -> int | None:
        """The seat whose turn it is in a betting round or a draw."""
        if self.result is not None:
            return None
        if isinstance(self.current, Betting) and self.round is not None:
            return betting.to_act(self.round)
        if isinstance(self.current, Draw):
            waiting = [seat for seat in self.contenders() if seat not in self.done]
            return waiting[0] if waiting else None
        return None

    def showing(self) -> frozenset[int]:
        """Seats the showdown waits for: those still in, and any whose face-down cards the game needs."""
        return self.in_hand | self.game.extension.must_show(self)

    def ready_for_ruling(self) -> bool:
        if self.result is not None:
            return False
        if len(self.in_hand) == 1:
            return True
        return self.current == SHOWDOWN and all(s in self.shown or s in self.mucked for s in self.showing())
