"""What a game of guts fixes when it starts: its words, its options, and what each deal is handed.

A game of guts is a match (`Variant.match`): its deals share one pot account
until the pot is won. The options the first deal was started with hold for the
whole game, so a later deal reads them from what the table kept
(`Setup.carried`), not from the start command.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...core.errors import RuleError
from ...engine.variant import Option, Setup
from ...money.stakes import cents

NO_COWARDS, COWARD_TAX, COWARD_TARIFF = "none", "tax", "tariff"
NO_GOOCH, GOOCH, SUPER_GOOCH = "none", "gooch", "super"
GOOCH_SIZE = {NO_GOOCH: 0, GOOCH: 3, SUPER_GOOCH: 4}
HAND = 3
DECK = 52


@dataclass(frozen=True)
class Words:
    """What the players say: Gruts is guts with other words, and a fine for the old ones."""

    declare: str
    challenge: str
    gutser: str  # what the one who declared is called
    fined: bool  # whether infractions are called


GUTS_WORDS = Words("guts", "challenge", "gutser", False)
GRUTS_WORDS = Words("gruts", "chawawenge", "grutser", True)

OPTIONS = (
    Option("ante", "int", 5, "Each player's ante into the guts pot at the first deal of a game.",
           minimum=0, maximum=500, money=True),
    Option("loser_pays", "choice", "pot", "What a gutser who loses pays into the next pot: the pot's amount, "
           "or twice it.", choices=("pot", "twice"), words=("The pot", "Twice the pot")),
    Option("cowards", "choice", NO_COWARDS, "When everyone passes: nothing, the coward tax (the best hand, "
           "shown, pays) or the coward tariff (everyone pays).", choices=(NO_COWARDS, COWARD_TAX, COWARD_TARIFF),
           words=("Nothing", "The coward tax", "The coward tariff")),
    Option("coward_price", "int", 25, "The coward tax or tariff.", minimum=5, maximum=500, money=True),
    Option("gooch", "choice", NO_GOOCH, "The gooch: a hand dealt to the table each deal that an unchallenged "
           "gutser must beat (three cards, or the Super Gooch's four).", choices=(NO_GOOCH, GOOCH, SUPER_GOOCH),
           words=("No gooch", "The gooch", "The Super Gooch")),
)
INFRACTION = Option("infraction", "int", 25, "What an infraction costs: saying guts for gruts, "
                    "challenge for chawawenge.", minimum=5, maximum=500, money=True)


@dataclass(frozen=True)
class Rules:
    """What stays fixed for a deal."""

    words: Words
    seats: tuple[int, ...]  # clockwise from the dealer's left
    dealer: int
    unit: int
    pot_account: str
    first_deal: bool  # the game starts with this deal: the antes go in
    options: Mapping[str, Any]

    @property
    def infraction_account(self) -> str:
        return f"{self.pot_account}:infractions"

    @property
    def ante(self) -> int:
        return self.options["ante"] if self.first_deal else 0

    @property
    def loser_pays(self) -> int:
        """How many times the pot a beaten gutser pays."""
        return 2 if self.options["loser_pays"] == "twice" else 1

    @property
    def cowards(self) -> str:
        return self.options["cowards"]

    @property
    def coward_price(self) -> int:
        return self.options["coward_price"]

    @property
    def gooch_size(self) -> int:
        return GOOCH_SIZE[self.options["gooch"]]

    @property
    def infraction(self) -> int:
        return self.options.get("infraction", 0) if self.words.fined else 0


def rules_of(setup: Setup, words: Words) -> Rules:
    first = setup.carried.get("match") != setup.pot_account
    options = dict(setup.options) if first else dict(setup.carried["options"])
    for name in ("ante", "coward_price", "infraction"):
        if name in options and options[name] % setup.unit:
            raise RuleError("bad_option", f"The {name.replace('_', ' ')} must be a whole number of "
                            f"{cents(setup.unit)} chips, not {cents(options[name])}.")
    return Rules(words, tuple(setup.seats), setup.dealer, setup.unit, setup.pot_account, first, options)


def most_players(gooch_size: int, gooches: int) -> int:
    """The most players the deck deals three cards each, beside the gooches kept out of it."""
    return (DECK - gooch_size * gooches) // HAND
