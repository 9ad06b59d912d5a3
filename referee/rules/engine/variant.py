"""What every game module offers the table: the variant protocol.

A deal of any game is a pure state machine. The table starts it with the seats
in the deal, the dealer, each seat's stack at that moment and the chosen
options; from then on every event of the deal goes through the variant:

- `opening(state)` gives the rulings the referee appends as the deal starts
  (antes, blinds), before anyone acts.
- `legal_actions(state, seat)` lists what the seat may do now, with bounds;
  the pages build their buttons from it and the refusals agree with it.
- `decide(state, actor, action)` checks an action (a dict with a "type") and
  returns the drafts to append: the action itself, then any rulings the
  referee makes because of it (every game runs this through `driver.drive`,
  with its `followups(state)`). It raises a RuleError naming the rule if the
  action is not allowed. It never changes `state`.
- `apply(state, event)` folds one stored event into a new state.
- `view(state, viewer)` is the deal as `viewer` may see it (a seat number, or
  None for someone with no seat): never another seat's hidden cards or secret
  choices before they are revealed.

Money moves only through the postings on drafts, between accounts named
"stack:N" (chips in front of seat N) and the deal's pot (`Setup.pot_account`).
A deal is over when `is_finished(state)`; by then its pot is empty, unless the
variant says `match = True`: its deals share one pot account that outlives
each deal until it is won (the night keeps it, and the next deal of the game
finds what it holds in `Setup.carried_pot`). Such a match ends when its pot
is empty, unless the variant plays one game out over its deals (Progressive
Poker's rounds): then `next_deal(state)` says what the next deal of the game
takes (a `NextDeal`), or None once the game is over, and until then the table
deals no other game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol, Sequence

from ..core.amounts import cents
from ..core.errors import RuleError
from .events import Draft, Event


@dataclass(frozen=True)
class Option:
    """One setting a table may choose when it starts a deal of a variant."""

    name: str
    kind: str  # "int", "bool" or "choice"
    default: Any
    help: str
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    words: tuple[str, ...] = ()  # each choice as the pages say it ("Pot limit" for "pot"), in order
    # The option matters only while another option has one of these values (("betting", ("fixed",)): the
    # fixed-limit bets); a form shows it only then.
    when: tuple[str, tuple[Any, ...]] | None = None
    # The game never uses it (a bring-in in a game where no card is dealt face up): still accepted, so that
    # an entry naming it is not refused, but left out of the catalog and the forms.
    idle: bool = False
    money: bool = False  # an amount in cents, shown and typed in dollars on the pages

    def __post_init__(self):
        if self.words and len(self.words) != len(self.choices):
            raise ValueError(f"option {self.name}: one word for each choice")


@dataclass(frozen=True)
class Setup:
    """What the table hands a variant when a deal starts."""

    seats: tuple[int, ...]  # clockwise from the dealer's left
    dealer: int
    stacks: Mapping[int, int]
    options: Mapping[str, Any]
    unit: int = 5  # the smallest chip, in cents
    deal_id: int = 1
    # What the table kept of this game from earlier deals (see `Keeper`).
    carried: Mapping[str, Any] = field(default_factory=dict)
    # A game that spans several deals (a match) keeps one pot account until it is won,
    # and the chips earlier deals left in it.
    pot: str = ""
    carried_pot: int = 0

    @property
    def pot_account(self) -> str:
        """The account the deal's pot is kept in: the match's, or the deal's own."""
        return self.pot or f"pot:{self.deal_id}"


@dataclass(frozen=True)
class NextDeal:
    """What a game played out over several deals hands its next deal: who is dealt in, and what it starts
    from (plain JSON, given back in `Setup.carried`)."""

    seats: tuple[int, ...]
    carried: Mapping[str, Any]


class Variant(Protocol):
    key: str
    title: str
    description: str
    min_players: int
    max_players: int
    options: Sequence[Option]

    def start(self, setup: Setup) -> Any: ...

    def opening(self, state: Any) -> list[Draft]: ...

    def legal_actions(self, state: Any, seat: int) -> list[dict]: ...

    def decide(self, state: Any, actor: str, action: Mapping[str, Any]) -> list[Draft]: ...

    def apply(self, state: Any, event: Event) -> Any: ...

    def view(self, state: Any, viewer: int | None) -> dict: ...

    def is_finished(self, state: Any) -> bool: ...


class Keeper(Protocol):
    """A variant whose things outlive a deal (Martian Poker's Icehouse pieces).

    When a deal of it finishes, the table keeps `carry(state)` (plain JSON)
    under the variant's key and hands it back in `Setup.carried` at its next
    deal. Between deals, commands of the types in `between_deals` go to
    `decide_between(carried, seats, actor, command)`, whose drafts (postings
    may move money between "player:N" accounts, a sale) are folded by
    `apply_between(carried, event)`. `view_between(carried, seats, viewer)`
    is what the table keeps as `viewer` may see it, for the table's view.
    """

    between_deals: tuple[str, ...]

    def carry(self, state: Any) -> Mapping[str, Any]: ...

    def decide_between(self, carried: Mapping[str, Any], seats: Sequence[int], actor: str,
                       command: Mapping[str, Any]) -> list[Draft]: ...

    def apply_between(self, carried: Mapping[str, Any], event: Event) -> Mapping[str, Any]: ...

    def view_between(self, carried: Mapping[str, Any], seats: Sequence[int], viewer: int | None) -> dict: ...


def resolve_options(options: Sequence[Option], given: Mapping[str, Any]) -> dict[str, Any]:
    """The chosen options checked against the variant's, with defaults filled in."""
    known = {option.name: option for option in options}
    unknown = sorted(set(given) - set(known))
    if unknown:
        raise RuleError("unknown_option", f"This game has no option '{unknown[0]}'.", {unknown[0]: "unknown"})
    resolved = {}
    for name, option in known.items():
        value = given.get(name, option.default)
        resolved[name] = _checked(option, value)
    return resolved


def _checked(option: Option, value: Any) -> Any:
    wrong = None
    if option.kind == "bool" and not isinstance(value, bool):
        wrong = "must be true or false"
    elif option.kind == "int":
        if not isinstance(value, int) or isinstance(value, bool):
            wrong = f"must be an amount of money, like {cents(25)}" if option.money else "must be a whole number"
        elif option.minimum is not None and value < option.minimum:
            wrong = f"must be at least {cents(option.minimum) if option.money else option.minimum}"
        elif option.maximum is not None and value > option.maximum:
            wrong = f"must be at most {cents(option.maximum) if option.money else option.maximum}"
    elif option.kind == "choice" and value not in option.choices:
        if isinstance(value, int) and str(value) in option.choices:
            return str(value)  # a rank written as a number ("2"), which a form may have read as one
        wrong = "must be one of " + ", ".join(str(choice) for choice in option.choices)
    if wrong:
        raise RuleError("bad_option", f"The {option.name.replace('_', ' ')} {wrong}.", {option.name: wrong})
    return value


def option_catalog(options: Sequence[Option]) -> list[dict]:
    """The options the game uses, as plain data, for the catalog endpoint and the pages' forms."""
    return [
        {
            "name": o.name,
            "kind": o.kind,
            "default": o.default,
            "help": o.help,
            "choices": list(o.choices),
            "words": list(o.words or map(str, o.choices)),
            "minimum": o.minimum,
            "maximum": o.maximum,
            "when": {"option": o.when[0], "values": list(o.when[1])} if o.when else None,
            "money": o.money,
        }
        for o in options if not o.idle
    ]
