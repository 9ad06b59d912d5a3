"""The options of a game of Progressive Poker, and the fixed rules they make."""

from __future__ import annotations

from ...core.decks import deck
from ...core.errors import RuleError
from ...core.wilds import NO_WILDS, jokers
from ...engine.variant import Option, Setup
from ...money.antes import short_of
from ...money.stakes import cents
from .match import seats_of
from .state import HAND_SIZE, Rules

MIN_PLAYERS, MAX_PLAYERS = 2, 8
SHORT_DECK_MAX_PLAYERS = 4

OPTIONS = (
    Option(
        "deck",
        "choice",
        "short",
        "36 cards, 6 through ace, for 2 to 4 players; or the standard 52, needed for 5 or more",
        choices=("short", "standard"),
        words=("Short: 36 cards", "Standard: 52 cards"),
    ),
    Option("joker", "bool", False, "add one joker to the deck, wild"),
    Option("start_cards", "int", 3, "start cards dealt to each player", minimum=1, maximum=3),
    Option("ante", "int", 0, "what each player antes; the winner of the game takes them all", minimum=0, money=True),
)


def _settings(setup: Setup) -> dict:
    unknown = set(setup.options) - {o.name for o in OPTIONS}
    if unknown:
        raise RuleError("unknown_option", f"Progressive Poker has no option {sorted(unknown)[0]!r}")
    settings = {o.name: setup.options.get(o.name, o.default) for o in OPTIONS}
    for option in OPTIONS:
        value = settings[option.name]
        if option.kind == "bool" and not isinstance(value, bool):
            raise RuleError("bad_option", f"{option.name} is yes or no")
        if option.kind == "choice" and value not in option.choices:
            raise RuleError("bad_option", f"{option.name} is one of {', '.join(option.choices)}")
        if option.kind == "int" and (
            not isinstance(value, int) or isinstance(value, bool) or value < option.minimum
            or (option.maximum is not None and value > option.maximum)
        ):
            if option.money:
                raise RuleError("bad_option", f"the {option.name} is an amount of {cents(option.minimum)} or more")
            top = option.maximum if option.maximum is not None else "any"
            raise RuleError("bad_option", f"{option.name} is a whole number from {option.minimum} to {top}")
    return settings


def rules(setup: Setup) -> Rules:
    """The rules of the game, the same at every round: its options are those of its first deal."""
    settings = _settings(setup)
    seats = seats_of(setup)
    players = len(seats)
    if len(set(seats)) != players:
        raise RuleError("duplicate_seat", "a seat can play only once in a game")
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise RuleError("player_count", "Progressive Poker is for 2 to 8 players")
    if settings["deck"] == "short" and players > SHORT_DECK_MAX_PLAYERS:
        raise RuleError(
            "deck_too_small", "the 36-card deck is for 2 to 4 players: use the standard deck for 5 or more"
        )
    cards = deck(settings["deck"], jokers=1 if settings["joker"] else 0)
    start_count = settings["start_cards"]
    if players * (start_count + HAND_SIZE) > len(cards.cards):
        raise RuleError(
            "deck_too_small",
            f"{players} players with {start_count} start cards and {HAND_SIZE} hand cards each need more "
            f"than the {len(cards.cards)} cards of the deck: deal fewer start cards",
        )
    ante = settings["ante"]
    if ante % setup.unit:
        raise RuleError("bad_ante", f"the ante must be a whole number of chips of {cents(setup.unit)}")
    short = short_of(setup.stacks, setup.seats, ante) if not setup.carried else ()  # the ante is paid once
    if short:
        raise RuleError("stack_too_small", f"seat {short[0]} cannot cover the ante of {cents(ante)}")
    wild = jokers() if settings["joker"] else NO_WILDS
    return Rules(setup.pot_account, seats, cards, wild, start_count, ante)
