"""The state of a game of Progressive Poker, and where every card is.

The referee tracks every card of the deck in exactly one place: a player's
start cards, a contribution not yet revealed, the winner pile, a player's
hand, the discards, or the pack. The pack is every card nobody has entered:
the stub in the dealer's hand (its order unknown) plus cards already dealt
to a player who has not entered them yet. That record is the referee's own:
two hidden entries may name one card until it shows (see `clash`),
so nothing a player is told or refused is read from it; the pack count is
worked out from the public counts. The cards a player sends are read and
checked here too.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Iterable, Mapping

from ...core.cards import Card, parse_card
from ...core.decks import Deck
from ...core.errors import RuleError
from ...core.wilds import Wild

HAND_SIZE = 5

# The kinds of round. A regular round starts with contributions to the pile;
# a play-off (see `showdown`) and sudden death start with the hands.
REGULAR = "regular"
PLAYOFF = "playoff"
SUDDEN_DEATH = "sudden_death"

# The phases of a round; over once its showdown is ruled.
CONTRIBUTE = "contribute"
HANDS = "hands"
DRAW = "draw"
OVER = "over"



@dataclass(frozen=True)
class Rules:
    """What stays fixed for the whole game."""

    pot_account: str  # the match's: the antes stay in it until the game is won
    seats: tuple[int, ...]  # every player of the game, clockwise from the first dealer's left
    deck: Deck
    wild: Wild
    start_count: int
    ante: int


@dataclass(frozen=True)
class Round:
    number: int
    kind: str
    dealer: int
    order: tuple[int, ...]  # the players still in, clockwise from the dealer's left
    pack: frozenset[Card]
    contributions: Mapping[int, Card] = field(default_factory=dict)
    revealed: bool = False
    hands: Mapping[int, frozenset[Card]] = field(default_factory=dict)
    draws: Mapping[int, int] = field(default_factory=dict)  # seat -> cards drawn
    discards: frozenset[Card] = frozenset()
    discarded: int = 0  # cards on the discard pile
    reshuffled: bool = False


@dataclass(frozen=True)
class Game:
    rules: Rules
    round: Round
    start: Mapping[int, frozenset[Card]] = field(default_factory=dict)  # once entered
    pile: tuple[tuple[int, Card], ...] = ()  # (placed by, card), oldest first
    pot: int = 0
    out: tuple[int, ...] = ()  # in the order they went out
    winner: int | None = None
    paid_out: bool = False  # the referee's game_over ruling is in: nothing follows it
    last_showdown: Mapping | None = None  # the public summary, without cards
    clash: tuple[Card, ...] = ()  # cards the referee found entered twice, until corrected
    round_over: bool = False  # the showdown is ruled: this deal is over
    next_round: str | None = None  # the kind of the next round, once this one is over; None: the game is won


def with_item(mapping: Mapping, key, value) -> dict:
    """A copy of `mapping` with one entry set: state is never changed in place."""
    return {**mapping, key: value}


def new_round(game: Game, number: int, kind: str, dealer: int, order: tuple[int, ...]) -> Game:
    """Every card not held as a start card or lying in the pile goes back to the pack."""
    kept = set(card for _, card in game.pile)
    for cards in game.start.values():
        kept |= cards
    pack = frozenset(game.rules.deck.cards) - kept
    return replace(game, round=Round(number, kind, dealer, order, pack))


def phase(game: Game) -> str:
    rnd = game.round
    if game.winner is not None or game.round_over:
        return OVER
    if rnd.kind == REGULAR and not rnd.revealed:
        return CONTRIBUTE
    if len(rnd.hands) < len(rnd.order):
        return HANDS
    return DRAW


def turn(game: Game) -> int | None:
    """Whose turn it is to draw: the first player from the dealer's left who has not."""
    if phase(game) != DRAW:
        return None
    return next((s for s in game.round.order if s not in game.round.draws), None)


def start_count(game: Game, seat: int) -> int:
    if seat in game.start:
        return len(game.start[seat])
    return game.rules.start_count if seat in game.round.order else 0


def pack_count(game: Game) -> int:
    """The cards in the dealer's stub: the deck less every card dealt out, by the public counts."""
    rnd = game.round
    out = sum(len(cards) for cards in game.start.values())
    out += sum(game.rules.start_count for s in rnd.order if s not in game.start)
    out += len(game.pile) + len(rnd.contributions) + rnd.discarded
    if phase(game) in (HANDS, DRAW):
        out += HAND_SIZE * len(rnd.order)
    return len(game.rules.deck.cards) - out


def card_field(action: Mapping[str, Any], name: str) -> Card:
    """The card a player sent as `name`, or the rule for writing one."""
    return _card(action.get(name), name)


def cards_field(action: Mapping[str, Any], name: str) -> tuple[Card, ...]:
    value = action.get(name, [])
    if not isinstance(value, (list, tuple)):
        raise RuleError("bad_field", f"{name} must be a list of cards", {name: "a list of cards"})
    return tuple(_card(text, name) for text in value)


def _card(text: Any, name: str) -> Card:
    if not isinstance(text, str):
        raise RuleError("bad_field", f"{name} must be a card such as \"As\" or \"10♦\"", {name: "a card"})
    return parse_card(text)


def codes(cards: Iterable[Card]) -> list[str]:
    """Cards as events store them ("As", "Td"), in order."""
    return [card.code for card in sorted(cards)]


def shown(cards: Iterable[Card]) -> list[str]:
    """Cards as players read them ("A♠", "10♦"), in order."""
    return [str(card) for card in sorted(cards)]


def pile_cards(game: Game) -> tuple[Card, ...]:
    return tuple(card for _, card in game.pile)


def own_cards(game: Game, seat: int) -> frozenset[Card]:
    """Every card the seat holds or has put out but not yet seen revealed."""
    cards = set(game.start.get(seat, ()))
    cards |= game.round.hands.get(seat, frozenset())
    if seat in game.round.contributions:
        cards.add(game.round.contributions[seat])
    return frozenset(cards)


def check_new_cards(game: Game, seat: int, cards: tuple[Card, ...]) -> None:
    """Refuse cards the seat says it was dealt if it can see they are elsewhere: in the
    pile or its own hand. What other players hold unseen never decides it."""
    game.rules.deck.check(cards)
    for card in cards:
        if card in own_cards(game, seat):
            raise RuleError("card_held", f"you already hold {card}")
        if card in pile_cards(game):
            raise RuleError("card_in_pile", f"{card} is in the winner pile")
