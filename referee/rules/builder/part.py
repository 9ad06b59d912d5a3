"""What a piece of a house game is (`Piece`), the part of a game it makes (`Part`), and a part that applies
only when the table chose one of the game's own options (`depending`)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping

from ..core.hand_values import STANDARD
from ..core.omaha import Holding
from ..core.wilds import NO_WILDS, Wild
from ..engine.variant import Option
from ..poker.deal import Effect, Extension, PokerState, Verdict
from ..poker.effects import IfOption
from ..poker.script import WithOption

CONDITIONS = ("if", "unless")  # what a piece of any family but `options` may say it depends on


@dataclass(frozen=True)
class Part:
    """What one piece adds to a game."""

    phases: tuple = ()
    wild: Wild = NO_WILDS
    wilds: Callable | None = None  # wild cards the deal makes as it goes
    own_wilds: Callable | None = None  # wild cards of a seat's hand its own player alone knows of (`own_wild`)
    jokers: int = 0
    judge: Callable | None = None
    shares: Callable | None = None
    effects: tuple[Effect, ...] = ()
    options: tuple[Option, ...] = ()
    extension: Extension | None = None  # mechanics of its own, combined with the other pieces' (`poker.extensions`)
    pot_stays: Callable | None = None  # why nobody wins this deal: the pot is carried to the next
    ranks: Holding | None = None  # how hands rank, when not as high hands: a low game's ranking
    called: str | None = None  # a suit whose cards a hand may call a rank up or down (`core.called`)
    counted: tuple | None = None  # ranks whose cards may count a rank up or down, and the steps (`core.called`)
    tier: Any = None  # a rule lifting some hands above every other, or dropping them below (`core.tiers`)
    suits: tuple[str, ...] | None = None  # the suits, the best first, breaking ties of hands otherwise equal
    hole: tuple[int, bool] | None = None  # a hand uses this many of its own cards (exactly: True; at most: False)
    made: Callable[[Holding], Holding] | None = None  # how a hand is made of its cards and the board's, so ranked
    order: Callable[[Mapping[str, Any]], tuple[int, ...]] | None = None  # the categories' order, from the options
    layout: Any = None  # the middle cards laid in a shape, a hand playing one line of it (`layouts.MiddleLayout`)
    turned: tuple[str, ...] = ()  # the places of the layout whose cards this step turns up, in order
    losers_pay: Callable | None = None  # what the losers of the showdown pay into the next deal's pot (guts)
    match: bool = False  # the game's deals share one pot until it is won
    antes_once: bool = False  # everyone antes only at the first deal of a game (the pot empty)
    jokers_dead: bool = False  # jokers not wild count for nothing in any hand (`core.dead_jokers`)
    unseen: bool = False  # nobody looks at their face-down cards: each is entered as it is turned up


@dataclass(frozen=True)
class Piece:
    kind: str
    help: str
    make: Callable[..., Part]
    words: Callable[..., str]
    params: Mapping[str, Any] = field(default_factory=dict)
    optional: frozenset[str] = frozenset()  # params that may be left out
    once: bool = False  # a step a deal has at most once

    def values(self, entry: Mapping) -> dict:
        """The values an entry of this piece gives, read as the piece takes them."""
        return {name: param.read(entry[name]) for name, param in self.params.items() if name in entry}

    def part(self, entry: Mapping) -> Part:
        """The part of a game an entry of this piece makes, applying only as its `if` or `unless` says."""
        part = self.make(**self.values(entry))
        if "if" in entry:
            return depending(part, entry["if"])
        return depending(part, entry["unless"], on=False) if "unless" in entry else part


def price_option(price, own: Option) -> tuple[str, tuple[Option, ...]]:
    """The option a piece reads its price from as the deal is dealt, and the options it adds to the game: the
    game's own money option the price names, or the piece's own option with the price as its default."""
    if isinstance(price, int):
        return own.name, (replace(own, default=price),)
    return price.option, ()


@dataclass(frozen=True)
class Chosen:
    """Whether the table chose the game's option `name` for this deal (`on` False: whether it did not)."""

    name: str
    on: bool = True

    def __call__(self, state: PokerState) -> bool:
        return bool(state.options.get(self.name)) == self.on


def depending(part: Part, name: str, on: bool = True) -> Part:
    """The part, applying only in a deal where the option `name` is on (`on` False: off).

    Its phases are skipped, its wild cards, judge, sharing of the pot, carried pot, order of the hands and
    losers' payments say nothing, and its effects do not fire. The jokers it adds to the deck and the way hands
    are made and ranked low can't depend on an option (the definition's check refuses that); a game whose deals
    share one pot shares it in every deal (an empty pot ends the game)."""
    chosen = Chosen(name, on)
    wild, wilds, judge, shares, stays = part.wild, part.wilds, part.judge, part.shares, part.pot_stays
    own = part.own_wilds
    order, pay = part.order, part.losers_pay

    def made_wild(state: PokerState, seat: int | None) -> Wild:
        if not chosen(state):
            return NO_WILDS
        return wild | wilds(state, seat) if wilds else wild

    return replace(
        part,
        phases=(WithOption(name, part.phases, on),) if part.phases else (),
        wild=NO_WILDS,
        wilds=made_wild if wild or wilds else None,
        own_wilds=(lambda state, seat: own(state, seat) if chosen(state) else NO_WILDS) if own else None,
        judge=(lambda state, seat, cards: judge(state, seat, cards) if chosen(state) else Verdict()) if judge else None,
        shares=(lambda state, amount, eligible, best: shares(state, amount, eligible, best) if chosen(state)
                else [(amount, tuple(best))]) if shares else None,
        pot_stays=(lambda state, hands: stays(state, hands) if chosen(state) else None) if stays else None,
        effects=tuple(IfOption(name, effect, on) for effect in part.effects),
        order=(lambda options: order(options) if bool(options.get(name)) == on else STANDARD) if order else None,
        losers_pay=(lambda state, won: pay(state, won) if chosen(state) else {}) if pay else None,
    )
