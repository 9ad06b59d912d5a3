"""The options of a game of Acey Deucey, and the fixed rules they make.

The smallest bet is the table's (the night's stakes name it `min_bet`, and a
table that chose none plays the rulings' nickel); the ante, the escape price
and the add-ons are the game's own options.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.decks import Deck, deck
from ...core.errors import RuleError
from ...engine.variant import Option, Setup
from ...money.antes import short_of
from ...money.stakes import cents

MIN_PLAYERS, MAX_PLAYERS = 2, 10

OPTIONS = (
    Option("ante", "int", 5, "Ante each player puts in the pot when the game starts.", minimum=1, money=True),
    Option("min_bet", "int", 5, "The smallest bet (the table's smallest bet unless the dealer "
           "chooses another).", minimum=1, money=True),
    Option("ace_low", "bool", True, "An ace turned up as the first post may be called low by the player."),
    Option("pass_unbeatable", "bool", False, "Facing equal or adjacent posts, the player may pass instead of "
           "betting the minimum."),
    Option("palansky", "bool", False, "Palansky: a pair as posts deals one more card outside each post and the "
           "player bets on each spread; no pot bet on the first go-round."),
    Option("escape", "bool", False, "Escape chance: facing posts that cannot be beaten, the player may pay to "
           "replace either post, as often as they pay; no pot bet on the first go-round."),
    Option("escape_price", "int", 25, "Escape chance: the price of replacing a post.", minimum=1, money=True,
           when=("escape", (True,))),
)


@dataclass(frozen=True)
class Rules:
    """What stays fixed for the whole game."""

    seats: tuple[int, ...]  # clockwise from the dealer's left: the order of the turns
    dealer: int  # turns up every card
    pot_account: str
    unit: int
    ante: int
    min_bet: int
    ace_low: bool
    pass_unbeatable: bool
    palansky: bool
    escape: bool
    escape_price: int
    deck: Deck = deck("standard")

    @property
    def pot_bet_waits(self) -> bool:
        """Palansky and escape chance both refuse a pot bet on the first go-round."""
        return self.palansky or self.escape


def rules(setup: Setup) -> Rules:
    options = {option.name: setup.options.get(option.name, option.default) for option in OPTIONS}
    for name in ("ante", "min_bet", "escape_price"):
        if options[name] % setup.unit:
            raise RuleError("bad_option", f"The {name.replace('_', ' ')} must be a whole number of the smallest "
                            f"chip ({cents(setup.unit)}): {cents(options[name])} is not.", {name: options[name]})
    short = short_of(setup.stacks, setup.seats, options["ante"])
    if short:
        raise RuleError("stack_too_small", f"Seat {short[0]} cannot cover the ante of {cents(options['ante'])}: "
                        "buy in first.")
    return Rules(tuple(setup.seats), setup.dealer, setup.pot_account, setup.unit, **options)
