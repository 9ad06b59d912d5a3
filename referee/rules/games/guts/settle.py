"""The referee's rulings that end a deal of guts, and what each moves.

The amount the pot held is read as the ruling is made, before anyone takes
it. Forced payments (a losing challenger's match, a beaten gutser's double,
the coward tax or tariff, a fine) are capped at the stack: the ruling says
how much was short. The infraction pot joins the guts pot once the deal is
resolved, never the stakes of the deal itself; on the deal that ends the game
the winner takes it too.

Each line of a ruling names seats and what they do, so the pages can say it
with the players' names ("Bob and Cy each pay $1.40 into the next pot").
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...core.guts_hands import beats_gooch, guts_hand
from ...core.hands import Hand
from ...engine.events import REFEREE, Draft, Event, Transfer
from ...engine.typed import Kind
from ...money.pots import split
from ...money.stakes import cents
from .rules import COWARD_TARIFF, COWARD_TAX
from .state import COWARDS, GOOCH, OVER, SHOWDOWN, Deal


@dataclass(frozen=True)
class Ruling:
    outcome: str  # gutser, challengers, tie, unchallenged, gooch, cowards
    lines: list  # [{"seats": [...], "says": "..."}], in the order the ruling says them
    over: bool = False  # the game is won: its pot is empty
    hands: dict | None = None  # seat -> {"cards", "words"} of the hands shown


@dataclass(frozen=True)
class Beaten:
    cards: list[str]  # the gooch discarded
    lines: list


def _fold_ruling(deal: Deal, event: Event, ruling: Ruling) -> Deal:
    return replace(deal, result={"outcome": ruling.outcome, "lines": ruling.lines, "over": ruling.over,
                                 "hands": ruling.hands or {}})


def _fold_beaten(deal: Deal, event: Event, beaten: Beaten) -> Deal:
    return replace(deal, gooches=deal.gooches[1:], beaten=deal.beaten + 1)


RULING = Kind("ruling", Ruling, _fold_ruling)
GOOCH_BEATEN = Kind("gooch_beaten", Beaten, _fold_beaten)


def rulings(deal: Deal) -> list[Draft]:
    """The ruling due now, if any."""
    phase = deal.phase
    if phase == OVER or deal.turn() is not None or deal.to_show():
        return []
    if phase == COWARDS:
        return [_cowards(deal)]
    if phase == SHOWDOWN:
        return [_showdown(deal)]
    assert phase == GOOCH
    if not deal.gooches:
        return [_unchallenged(deal)]
    gooch = deal.facing()
    if not gooch.cards:
        return []  # the dealer faces it
    return [_against_gooch(deal, guts_hand(gooch.cards))]


def line(seats, says: str) -> dict:
    return {"seats": list(seats), "says": says}


def _hands(deal: Deal, seats) -> dict[int, Hand]:
    return {seat: guts_hand(deal.shown[seat]) for seat in seats}


def _shown(hands: dict[int, Hand]) -> dict:
    return {str(seat): {"cards": [card.code for card in hand.cards], "words": hand.words}
            for seat, hand in hands.items()}


class Book:
    """The postings of a ruling and its lines, with every stack as the ruling leaves it."""

    def __init__(self, deal: Deal):
        self.deal, self.stacks = deal, dict(deal.stacks)
        self.postings: list[Transfer] = []
        self.lines: list[dict] = []

    def move(self, source: str, target: str, amount: int) -> None:
        if amount:
            self.postings.append((source, target, amount))
        for account, sign in ((source, -1), (target, 1)):
            if account.startswith("stack:"):
                self.stacks[int(account[6:])] += sign * amount

    def take(self, seat: int, amount: int) -> None:
        self.move(self.deal.rules.pot_account, f"stack:{seat}", amount)

    def charge(self, seats, amount: int, what: str) -> None:
        """Each seat pays `amount` into the pot, or all it has; the lines say who paid and who was short."""
        full = [seat for seat in seats if self.stacks[seat] >= amount]
        if full:
            self.lines.append(line(full, f"{'each pay' if len(full) > 1 else 'pays'} {cents(amount)} {what}"))
        for seat in seats:
            paid = min(amount, self.stacks[seat])
            if seat not in full:
                self.lines.append(line([seat], f"owes {cents(amount)} {what} but has only {cents(paid)}: "
                                               f"pays it all, {cents(amount - paid)} short"))
            self.move(f"stack:{seat}", self.deal.rules.pot_account, paid)

    def fines_join(self) -> None:
        fines = self.deal.fines
        if fines:
            self.move(self.deal.rules.infraction_account, self.deal.rules.pot_account, fines)
            self.lines.append(line([], f"The infraction pot's {cents(fines)} joins the guts pot."))

    def draft(self, outcome: str, hands: dict[int, Hand] | None = None, over: bool = False) -> Draft:
        if not over:
            pot = self.deal.rules.pot_account
            left = self.deal.pot + sum(amount for _, target, amount in self.postings if target == pot) - sum(
                amount for source, _, amount in self.postings if source == pot)
            self.lines.append(line([], f"The guts pot holds {cents(left)} for the next deal." if left
                                   else "The guts pot is empty: the game is over."))
        shown = _shown(hands) if hands else None
        return RULING.draft(REFEREE, Ruling(outcome, self.lines, over, shown), tuple(self.postings))


def _showdown(deal: Deal) -> Draft:
    pot, gutser, book = deal.pot, deal.gutser, Book(deal)
    hands = _hands(deal, deal.showing())
    challengers = {seat: hands[seat] for seat in deal.challengers}
    best = max(challengers.values())
    if hands[gutser] > best:
        book.take(gutser, pot)
        book.lines.append(line([gutser], f"beats every challenger and takes the pot of {cents(pot)}"))
        book.charge(list(challengers), pot, "into the next pot")
        outcome = "gutser"
    elif hands[gutser] < best:
        winners = [seat for seat, hand in challengers.items() if hand == best]
        shares = _shares(pot, winners, deal)
        for seat, won in shares:
            book.take(seat, won)
        if len(winners) == 1:
            book.lines.append(line(winners, f"beats the {deal.rules.words.gutser} and takes the pot of {cents(pot)}"))
        else:
            each = " and ".join(sorted({cents(won) for _, won in shares}))
            book.lines.append(line(winners, f"tie as the best hand and split the pot of {cents(pot)}: {each} each"))
        book.charge([gutser], pot * deal.rules.loser_pays, "into the next pot")
        outcome = "challengers"
    else:
        tied = [gutser] + [seat for seat, hand in challengers.items() if hand == best]
        book.lines.append(line(tied, "tie: nobody wins or pays, the pot stays and the cards are dealt again"))
        outcome = "tie"
    book.fines_join()
    return book.draft(outcome, hands)


def _shares(pot: int, winners: list[int], deal: Deal) -> list[tuple[int, int]]:
    """The pot split as evenly as the chip allows, odd chips from the dealer's left; what no chip
    splits (a part of a capped payment) goes to the first winner."""
    shares = dict(split(pot, winners, deal.rules.unit, deal.seats))
    first = min(winners, key=deal.seats.index)
    shares[first] = shares.get(first, 0) + pot - sum(shares.values())
    return [(seat, shares[seat]) for seat in sorted(shares, key=deal.seats.index) if shares[seat]]


def _unchallenged(deal: Deal) -> Draft:
    gutser, book = deal.gutser, Book(deal)
    book.take(gutser, deal.pot)
    winnings = f"the pot of {cents(deal.pot)}"
    if deal.fines:
        book.move(deal.rules.infraction_account, f"stack:{gutser}", deal.fines)
        winnings += f" and the infraction pot of {cents(deal.fines)}"
    beat = ", beats every gooch," if deal.beaten else ""
    book.lines.append(line([gutser], f"goes unchallenged{beat} and takes {winnings}: the game is over"))
    return book.draft("unchallenged", _hands(deal, deal.shown), over=True)


def _against_gooch(deal: Deal, gooch: Hand) -> Draft:
    gutser = deal.gutser
    hand = guts_hand(deal.shown[gutser])
    codes = [card.code for card in deal.gooches[0].cards]
    if beats_gooch(hand, gooch):
        says = f"beats the gooch ({gooch.words}): it is discarded"
        return GOOCH_BEATEN.draft(REFEREE, Beaten(codes, [line([gutser], says)]))
    book = Book(deal)
    lost = "ties" if hand == gooch else "loses to"
    if deal.beaten:
        half = deal.pot // 2 // deal.rules.unit * deal.rules.unit
        book.take(gutser, half)
        book.lines.append(line([gutser], f"{lost} a later gooch ({gooch.words}) and takes half the pot, "
                                         f"{cents(half)}; the game goes on"))
    else:
        book.lines.append(line([gutser], f"{lost} the first gooch ({gooch.words}): no winnings, the game goes on"))
    book.fines_join()
    return book.draft("gooch", _hands(deal, deal.shown))


def _cowards(deal: Deal) -> Draft:
    rules, book = deal.rules, Book(deal)
    book.lines.append(line([], "Everyone passed: the cards are dealt again, the deal passing left."))
    hands: dict[int, Hand] | None = None
    if rules.cowards == COWARD_TAX:
        hands = _hands(deal, deal.seats)
        best = max(hands.values())
        book.charge([seat for seat, hand in hands.items() if hand == best], rules.coward_price,
                    "in coward tax (the best hand)")
    elif rules.cowards == COWARD_TARIFF:
        book.charge(list(deal.seats), rules.coward_price, "in coward tariff")
    book.fines_join()
    return book.draft("cowards", hands)

