"""What a poker deal is: the game's rules as data, the phases of its script, and the deal's state.

A `PokerGame` declares a game: its deck, its wild cards (fixed, or read off the deal as it goes), effects that
fire on cards as they are turned up, a judge of each shown hand (a killing card, an automatic winner), how each
pot is shared, and its script of phases.

The phase protocol: a phase says what it offers each seat (`offers`), decides the actions it owns (`drafters`:
action type -> drafter), folds the events it owns (`folds`: event type -> fold), makes its own rulings when they
are due (`followup`), and says when it is `complete`. `enter` and `leave` run as the deal reaches and passes it.
The engine knows no phase by name: a game adds a phase kind by writing one class, with no edit anywhere else. A
script may also hold steps that stand for phases (`script.py`: repeat, loop until, each player in turn), worked out
when the deal reaches them.

An `Extension` adds a game's own mechanics beside the phases (Martian Poker's Icehouse pieces, the table's hand):
its own data in `PokerState.extra`, its own actions and rulings, what each shown hand plays from and with, who
must show at the showdown, whether the ruling waits for it and what it adds to the ruling's words, and whether a
player left alone still plays. Several mechanics combine into one (`extensions.Extensions`).

These live in one module because each refers to the others: a game holds phases, a phase reads and returns the
deal's state, and the state holds the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Callable, Mapping

from ..core.cards import Card
from ..core.decks import Deck, deck
from ..core.hand_values import STANDARD
from ..core.hands import Hand
from ..core.omaha import BEST_FIVE, Holding
from ..core.wilds import NO_WILDS, Wild
from ..engine.events import Draft, Event
from ..engine.typed import Kind
from ..engine.variant import Option, Setup
from ..money import betting
from ..money.stakes import Forced, Stakes
from .bought import Bought
from .zones import Zones

Drafter = Callable[["PokerState", str, Mapping[str, Any]], Draft]


class Phase:
    name = "phase"
    waiting = "That can't be done now."
    drafters: Mapping[str, Drafter] = MappingProxyType({})
    folds: Mapping[str, Kind] = MappingProxyType({})  # the phase's event types (see `engine.typed`)
    # A decision an effect offers (buy a card, pay a tax) is asked at once, the phase resuming after it
    # (the showdown, a player turning up cards one at a time); otherwise it waits for the phase to end.
    asks_at_once = False
    asks_last_raiser = False  # the phase asks the last to bet or raise in the round before (`betting.LAST_RAISER`)

    def enter(self, state: PokerState) -> PokerState:
        return state

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        return []

    def followup(self, state: PokerState) -> Draft | None:
        return None

    def turn(self, state: PokerState) -> int | None:
        """The seat whose turn it is, in a phase that goes in turn."""
        return None

    def complete(self, state: PokerState) -> bool:
        return True

    def dealing(self, state: PokerState) -> int:
        """The most cards this phase may still deal from the deck (a reshuffle is offered when fewer are left)."""
        return 0

    def leave(self, state: PokerState) -> PokerState:
        return state


class Opening(Phase):
    """Where a deal is before its antes and blinds are in."""

    name = "dealing"
    waiting = "The antes and blinds go in first: that can't be done now."

    def complete(self, state: PokerState) -> bool:
        return False


OPENING = Opening()


class Step:
    """A piece of script that stands for phases, worked out when the deal reaches it."""

    def expand(self, state: PokerState) -> tuple:
        raise NotImplementedError

    def phases(self) -> tuple[Phase, ...]:
        """Every kind of phase this step can stand for."""
        raise NotImplementedError


def kinds(script: tuple) -> tuple[Phase, ...]:
    """The phases a script can reach, loops looked into."""
    found: list[Phase] = []
    for item in script:
        found += item.phases() if isinstance(item, Step) else [item]
    return tuple(found)


class Extension:
    """A game's own mechanics beside the phases; this base adds nothing. `drafters` are the game's own actions
    (type -> drafter), folded with the game's own rulings (the types in `rulings`) by `apply`; `followup` is a
    ruling the game makes on its own now (None: nothing), before the engine's."""

    drafters: Mapping[str, Drafter] = MappingProxyType({})
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
        """Every card a shown hand plays from: its face-down and face-up cards and the board."""
        return state.zones.shown[seat] + state.zones.face_up(seat) + state.zones.community

    def board(self, state: PokerState, seat: int | None) -> tuple[tuple[Card, ...], Holding]:
        """The cards a seat's hand (None: any hand) plays with beside its own, the middle's, and how it is made."""
        return state.zones.community, state.game.holding

    def must_show(self, state: PokerState) -> frozenset[int]:
        """Seats beyond the players still in whose face-down cards the showdown needs."""
        return frozenset()

    def waits(self, state: PokerState) -> bool:
        """Whether the ruling waits for the game's own mechanics (the table's hand still face down)."""
        return False

    def against(self, state: PokerState) -> bool:
        """Whether a player left alone still has a hand to beat (the table's): the deal goes on."""
        return False

    def said(self, state: PokerState, hands: Mapping[int, Hand]) -> str:
        """What the game's own mechanics add to the ruling's words, after who won."""
        return ""

    def recorded(self, state: PokerState, hands: Mapping[int, Hand], stays: str | None) -> dict:
        """What the game's own mechanics add to the ruling's record (fields of `ruling.Result`)."""
        return {}

    def folds(self, kind: str) -> bool:
        """Whether events of this type are the game's own."""
        return kind in self.drafters or kind in self.rulings


NO_EXTENSION = Extension()


@dataclass(frozen=True)
class Verdict:
    """What a game's own rule says of a shown hand beyond its poker value."""

    killed: bool = False
    auto_win: bool = False
    why: str = ""


class Effect:
    """A rule that fires as a card is turned up (a kill, a new wild card); this base does nothing.

    `turned_up` changes the deal as the card is folded in (a pure fold, so a
    replay does the same); `shown` as a face-down card is shown at the
    showdown (most rules read only cards turned up: this base does nothing);
    `followup` is a ruling the effect makes due (a tax).
    """

    def turned_up(self, state: PokerState, seat: int | None, card: Card) -> PokerState:
        return state

    def shown(self, state: PokerState, seat: int, card: Card) -> PokerState:
        return state

    def followup(self, state: PokerState) -> Draft | None:
        return None


@dataclass(frozen=True)
class PokerGame:
    key: str
    title: str
    description: str
    phases: tuple  # the script: phases and steps, the showdown after them
    # Other scripts the dealer may choose with the game's "order" option, by its value.
    orders: Mapping[str, tuple] = field(default_factory=dict)
    deck: str = "standard"
    jokers: int = 0
    without: frozenset[int] = frozenset()  # ranks taken out of the deck
    wild: Wild = NO_WILDS  # the game's fixed wild cards
    # Wild cards the deal makes as it goes, for one seat's hand (None: for every hand).
    wilds: Callable[[PokerState, int | None], Wild] | None = None
    own_wilds: Callable[[PokerState, int], Wild] | None = None  # a hand's wild cards for its own player's eyes only
    stud: bool = False  # first to bet is the best hand showing; bring-in; odd chips by high card
    unseen: bool = False  # nobody looks at their face-down cards (Midnight baseball): none is entered privately
    blinds: bool = False  # the first round has blinds instead of starting left of the dealer
    defaults: Mapping[str, Any] = field(default_factory=dict)  # stake options this game changes
    unused: tuple[str, ...] = ()  # stake options this game has no use for, left out of its forms
    options: tuple[Option, ...] = ()  # the game's own options, beside the stakes
    min_players: int = 2
    max_players: int = 8
    # A game's special showdown rule (a killing card, an automatic winner), reading the whole deal.
    judge: Callable[[PokerState, int, tuple[Card, ...]], Verdict] | None = None
    # How one pot is shared: (state, amount, eligible seats, best hands among them) -> [(amount, winners)].
    shares: Callable | None = None
    effects: tuple[Effect, ...] = ()
    match: bool = False  # deals share one pot until it is won
    # Why nobody may win the pot this deal (it stays for the next deal of the match), or None.
    pot_stays: Callable[[PokerState, Mapping[int, Any]], str | None] | None = None
    # The game's own mechanics beside the phases.
    extension: Extension = NO_EXTENSION
    # How a hand plays its cards with the board's: its best five of all (Omaha: two of its own, three of the board).
    holding: Holding = BEST_FIVE
    # The order of the hands, from the deal's options (`hand_values`; None: the standard order).
    ranking: Callable[[Mapping[str, Any]], tuple[int, ...]] | None = None
    # What each player who lost the showdown pays into the pot of the next deal, by seat (guts: the pot won).
    losers_pay: Callable[[PokerState, Mapping[int, int]], Mapping[int, int]] | None = None
    antes_once: bool = False  # in a match, everyone antes only while its pot is empty: at its first deal

    def script(self, options: Mapping[str, Any]) -> tuple:
        """The phases of a deal with these options: the dealer may choose another order of dealing."""
        return self.orders.get(options.get("order"), self.phases)

    def every_phase(self) -> tuple[Phase, ...]:
        """Every phase any of the game's scripts can reach."""
        return kinds(self.phases + tuple(step for script in self.orders.values() for step in script))

    def wild_of(self, state: PokerState, seat: int | None) -> Wild:
        made = state.made_wild
        wild = self.wild | made.get(None, NO_WILDS) | (made.get(seat, NO_WILDS) if seat is not None else NO_WILDS)
        return wild | self.wilds(state, seat) if self.wilds else wild

    def turned_up(self, state: PokerState, seat: int | None, card: Card) -> PokerState:
        if state.decided:
            return state  # one hand left has won: cards entered with the one that decided it change nothing
        for effect in self.effects:
            state = effect.turned_up(state, seat, card)
        return state

    def shown(self, state: PokerState, seat: int, cards: tuple[Card, ...]) -> PokerState:
        """A seat's face-down cards shown at the showdown, to the effects that read them."""
        for card in cards:
            for effect in self.effects:
                state = effect.shown(state, seat, card)
        return state


@dataclass(frozen=True)
class PokerState:
    game: PokerGame
    setup: Setup
    stakes: Stakes
    ran: tuple[Phase, ...] = ()  # the phases reached so far; the last is the current one
    todo: tuple = ()  # what the script still holds, steps not yet worked out
    opened: bool = False  # the antes and blinds are in
    in_hand: frozenset[int] = frozenset()
    stacks: Mapping[int, int] = field(default_factory=dict)  # chips behind
    paid: Mapping[int, int] = field(default_factory=dict)  # chips each seat put in the pot, bets included
    dead_money: int = 0  # chips in the pot that are nobody's bet (purchases, taxes): the main pot's
    taxes: Mapping[int, int] = field(default_factory=dict)  # what each seat paid in taxes this deal
    forced: tuple[Forced, ...] = ()  # blinds or a bring-in waiting for their round
    round: betting.Round | None = None
    rounds_played: int = 0
    zones: Zones = Zones()
    since: Zones = Zones()  # the zones as the current phase began
    killed: frozenset[int] = frozenset()  # hands a card killed: they win nothing
    made_wild: Mapping[int | None, Wild] = field(default_factory=dict)  # wilds cards made, for all (None) or a seat
    owed: tuple[tuple[int, int, str], ...] = ()  # taxes due: (seat, amount, rule)
    bought: tuple[Bought, ...] = ()  # every card bought this deal, in order
    notes: Mapping[str, str] = field(default_factory=dict)  # what effects said, for the rulings that follow
    done: frozenset[int] = frozenset()  # who has acted in this phase (drawn, discarded, said done)
    # What the current phase collects before it can act on it (cards chosen to pass, answers), by key.
    pending: Mapping[str, Any] = field(default_factory=dict)
    changed: Mapping[int, int] = field(default_factory=dict)  # cards each seat changed at the last draw
    mucked: frozenset[int] = frozenset()
    result: Mapping[str, Any] | None = None
    extra: Any = None  # the game's own data (see `Extension`)

    @property
    def phase(self) -> int:
        """How many phases the deal has passed."""
        return max(len(self.ran) - 1, 0)

    @property
    def current(self) -> Phase:
        return self.ran[-1] if self.ran else OPENING

    @property
    def at_showdown(self) -> bool:
        return self.current.name == "showdown"

    @property
    def deck(self) -> Deck:
        """The deck in play: the game's, with any jokers the dealer added (its "jokers" option)."""
        return deck(self.game.deck, self.game.jokers + self.options.get("jokers", 0), self.game.without)

    @property
    def order(self) -> tuple[int, ...]:
        return self.setup.seats

    @property
    def options(self) -> Mapping[str, Any]:
        return self.setup.options

    @property
    def pot_account(self) -> str:
        return self.setup.pot_account

    @property
    def pot(self) -> int:
        """Every chip in the pot: what this deal put in and what earlier deals of a match left."""
        return self.setup.carried_pot + sum(self.paid.values()) + self.dead_money

    def wild(self, seat: int | None) -> Wild:
        """The wild cards in `seat`'s hand now (None: the cards every hand shares)."""
        return self.game.wild_of(self, seat)

    def hand(self, cards: tuple[Card, ...], wild: Wild, seat: int | None = None) -> Hand:
        """The best hand these cards make (a seat's with the board the game gives it), as the game plays them."""
        order = self.game.ranking(self.options) if self.game.ranking else STANDARD
        board, holding = self.game.extension.board(self, seat)
        return holding.hand(cards, board, wild, self.deck, order)

    def low(self, cards: tuple[Card, ...], wild: Wild, qualifier: int,
            seat: int | None = None) -> tuple[int, ...] | None:
        """The best qualifying low these cards make as the game plays them, a low's wild cards (`Wild.for_low`)."""
        board, holding = self.game.extension.board(self, seat)
        return holding.low(cards, board, wild.for_low, qualifier)

    def behind(self, seat: int) -> int:
        """Chips behind a seat right now."""
        return self.stacks[seat]

    def in_front(self, seat: int) -> int:
        return self.round.bets.get(seat, 0) if self.round else 0

    def contenders(self) -> list[int]:
        """Seats still in the hand, in playing order."""
        return [seat for seat in self.order if seat in self.in_hand]

    def down_count(self, seat: int) -> int:
        """Face-down cards the seat holds now."""
        return self.zones.down_count(seat)

    def public_cards(self) -> set[Card]:
        return self.zones.public()

    def to_act(self) -> int | None:
        """The seat whose turn it is, if the current phase goes in turn."""
        if self.result is not None:
            return None
        return self.current.turn(self)

    def showing(self) -> frozenset[int]:
        """Seats the showdown waits for: those still in, and any whose face-down cards the game needs."""
        return self.in_hand | self.game.extension.must_show(self)

    @property
    def decided(self) -> bool:
        """One hand is left, and has won without showing (unless it still has the table's hand to beat)."""
        return len(self.in_hand) <= 1 and not self.game.extension.against(self)

    def ready_for_ruling(self) -> bool:
        if self.result is not None or self.game.extension.waits(self):
            return False
        alone = self.decided and len(self.in_hand) == 1
        return alone or self.at_showdown and all(s in self.zones.shown or s in self.mucked for s in self.showing())


def dead_money(state: PokerState, seat: int, amount: int) -> PokerState:
    """Chips the seat put in the pot that are no bet (a purchase, a tax): never returned as uncalled,
    they go to the main pot. The posting has already counted them as the seat's; this moves them."""
    return replace(state, paid={**state.paid, seat: state.paid[seat] - amount},
                   dead_money=state.dead_money + amount)


def taxed(state: PokerState, seat: int, amount: int) -> PokerState:
    """A tax the seat paid into the pot (a draw tax, the wild tax): dead money, counted among its taxes."""
    return replace(dead_money(state, seat, amount), taxes={**state.taxes, seat: state.taxes.get(seat, 0) + amount})
