"""The state of one deal of guts, and where it stands.

A deal goes: everyone may enter their three cards privately at any time;
"guts" or "pass" in turn from the dealer's left until the first guts; then
"challenge" or "pass" from each other player in turn from the gutser's left;
then the hands the ruling needs are shown (and, with the gooch, the dealer
faces the stored gooches) and the referee rules. The ruling ends the deal.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping

from ...core.cards import Card
from ...core.decks import Deck, deck
from ...engine.events import Transfer
from .rules import COWARD_TAX, Rules

DECLARE, CHALLENGE, SHOWDOWN, GOOCH, COWARDS, OVER = "declare", "challenge", "showdown", "gooch", "cowards", "over"


@dataclass(frozen=True)
class Gooch:
    """A hand dealt face down to the table and kept from deal to deal; its cards once the dealer faces it."""

    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Infraction:
    number: int
    caller: int
    seat: int
    amount: int
    voided: bool = False


@dataclass(frozen=True)
class Deal:
    rules: Rules
    stacks: Mapping[int, int]
    pot: int  # the guts pot now (what earlier deals left, and this deal's chips)
    fines: int = 0  # the infraction pot: it joins the guts pot when the deal is resolved
    gooches: tuple[Gooch, ...] = ()  # stored, oldest first, this deal's last
    said: Mapping[int, bool] = field(default_factory=dict)  # seat -> said guts (False: passed)
    answered: Mapping[int, bool] = field(default_factory=dict)  # seat -> challenged (False: passed)
    entered: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)  # each seat's own, privately
    shown: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)
    beaten: int = 0  # gooches the gutser has beaten this deal
    infractions: tuple[Infraction, ...] = ()
    result: Mapping[str, Any] | None = None  # the ruling that ended the deal

    @property
    def seats(self) -> tuple[int, ...]:
        return self.rules.seats

    @property
    def gutser(self) -> int | None:
        return next((seat for seat, guts in self.said.items() if guts), None)

    @property
    def challengers(self) -> list[int]:
        return [seat for seat in self.answering() if self.answered.get(seat)]

    def answering(self) -> tuple[int, ...]:
        """Who may challenge, in turn from the gutser's left: every other player, passers included."""
        at = self.seats.index(self.gutser)
        return self.seats[at + 1:] + self.seats[:at]

    @property
    def phase(self) -> str:
        if self.result is not None:
            return OVER
        if self.gutser is None:
            return COWARDS if len(self.said) == len(self.seats) else DECLARE
        if len(self.answered) < len(self.seats) - 1:
            return CHALLENGE
        return SHOWDOWN if self.challengers else GOOCH

    def turn(self) -> int | None:
        """Who speaks now."""
        phase = self.phase
        if phase == DECLARE:
            return self.seats[len(self.said)]
        if phase == CHALLENGE:
            return self.answering()[len(self.answered)]
        return None

    def showing(self) -> tuple[int, ...]:
        """The hands the ruling needs shown, in playing order."""
        phase = self.phase
        if phase == SHOWDOWN:
            return tuple(seat for seat in self.seats if seat == self.gutser or seat in self.challengers)
        if phase == GOOCH and self.gooches:
            return (self.gutser,)
        if phase == COWARDS and self.rules.cowards == COWARD_TAX:
            return self.seats
        return ()

    def to_show(self) -> list[int]:
        return [seat for seat in self.showing() if seat not in self.shown]

    @property
    def deck(self) -> Deck:
        return deck()

    def public_cards(self) -> set[Card]:
        """Every card face up on the table: hands shown, gooches faced (the poker engine's entry checks read it)."""
        return {card for cards in self.shown.values() for card in cards} | {
            card for gooch in self.gooches for card in gooch.cards}

    def facing(self) -> Gooch | None:
        """The gooch the unchallenged gutser faces now (the oldest left), once the gutser has shown."""
        if self.phase != GOOCH or self.to_show() or not self.gooches:
            return None
        return self.gooches[0]


def moved(deal: Deal, postings: tuple[Transfer, ...]) -> Deal:
    """Every chip a posting moves between the stacks, the guts pot and the infraction pot."""
    stacks, pot, fines = dict(deal.stacks), deal.pot, deal.fines
    accounts = {deal.rules.pot_account: 0, deal.rules.infraction_account: 1}
    for source, target, amount in postings:
        for account, sign in ((source, -1), (target, 1)):
            if account.startswith("stack:"):
                stacks[int(account[6:])] += sign * amount
            elif accounts.get(account) == 0:
                pot += sign * amount
            elif accounts.get(account) == 1:
                fines += sign * amount
    return replace(deal, stacks=stacks, pot=pot, fines=fines)
