"""A poker game as data: its deck, its wild cards and the phases of a deal."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Mapping, Union

from ..core.wilds import NO_WILDS, Wild
from ..engine.variant import Option
from .extension import NO_EXTENSION, Extension


@dataclass(frozen=True)
class Cards:
    """A wave of dealing: face-down and face-up cards to each player, or community cards."""

    name: ClassVar[str] = "dealing"
    waiting: ClassVar[str] = "The dealer is still dealing: that can't be done now."

    down: int = 0
    up: int = 0
    community: int = 0


@dataclass(frozen=True)
class Betting:
    """A betting round. In fixed limit, `big` rounds use the big bet."""

    name: ClassVar[str] = "betting"
    waiting: ClassVar[str] = "The betting round is waiting for its forced bet."

    big: bool = False


@dataclass(frozen=True)
class Draw:
    """Each player in turn changes up to `most` cards; `most_with_ace` if they show an ace they keep."""

    name: ClassVar[str] = "draw"
    waiting: ClassVar[str] = "This is the draw: change your cards when it is your turn."

    most: int = 3
    most_with_ace: int | None = None


@dataclass(frozen=True)
class Discard:
    """Every player throws away `count` face-down cards (in any order)."""

    name: ClassVar[str] = "discard"
    waiting: ClassVar[str] = "Everyone discards now."

    count: int = 1


@dataclass(frozen=True)
class Placement:
    """Every player still in makes the game's own moves, in any order, and says done.

    The moves are the game's (its `Extension`); the phase ends when everyone
    still in has said done. Martian Poker places its Icehouse pieces here.
    """

    name: ClassVar[str] = "placement"
    waiting: ClassVar[str] = "Everyone still in makes their moves and says done; the betting comes after."


Phase = Union[Cards, Betting, Draw, Discard, Placement]


@dataclass(frozen=True)
class Verdict:
    """What a game's own rule says of a shown hand beyond its poker value."""

    killed: bool = False
    auto_win: bool = False
    why: str = ""


@dataclass(frozen=True)
class PokerGame:
    key: str
    title: str
    description: str
    phases: tuple[Phase, ...]
    deck: str = "standard"
    jokers: int = 0
    wild: Wild = NO_WILDS
    stud: bool = False  # first to bet is the best hand showing; bring-in; odd chips by high card
    blinds: bool = False  # the first round has blinds instead of starting left of the dealer
    defaults: Mapping[str, Any] = field(default_factory=dict)  # stake options this game changes
    options: tuple[Option, ...] = ()  # the game's own options, beside the stakes
    min_players: int = 2
    max_players: int = 8
    # A game's special showdown rule (a killing card, an automatic winner).
    judge: Callable[[tuple], Verdict] | None = None
    # The game's own mechanics beside the engine's (see `extension.py`).
    extension: Extension = NO_EXTENSION

    @property
    def down_total(self) -> int:
        return sum(p.down for p in self.phases if isinstance(p, Cards)) - sum(
            p.count for p in self.phases if isinstance(p, Discard)
        )
