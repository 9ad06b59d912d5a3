"""The on_cards piece `pay_or_fold`: a card of the named ranks (of a colour or a suit, if it says) dealt face up
makes its owner pay a price into the pot, or match the pot, or fold (Luxury Tax Baseball's threes and nines,
Russian Revolution's face cards, which buy one more card; Woolworth's Jackpot's fives, whose price doubles for
each five already up)."""

from __future__ import annotations

from typing import Mapping

from ..core.cards import RANK_NAMES, SUIT_NAMES, ranks_in_words
from ..engine.variant import Option
from ..poker.pay_or_fold import PayOrFold
from .params import Choice, Flag, Price, Ranks, price_words
from .part import Part, Piece, price_option

COLOURS = {"red": "dh", "black": "cs"}
SUITS = ("red", "black", *sorted(SUIT_NAMES))
FACES = ("down", "up")  # how a card bought is dealt


def _named(ranks: tuple[int, ...], suits: str | None):
    of = COLOURS.get(suits, suits or "cdhs")
    return lambda card: not card.is_joker and card.rank in ranks and card.suit in of


def _cards_words(ranks: tuple[int, ...], suits: str | None) -> str:
    """"threes and nines", "red jacks, queens and kings", "kings of hearts"."""
    said = ranks_in_words(ranks)
    if suits in COLOURS:
        return f"{suits} {said}"
    return f"{said} of {SUIT_NAMES[suits]}" if suits else said


def _cost_words(price, match_pot: bool, buys_card: bool, face: str = "down", doubles: tuple[int, ...] = ()) -> str:
    """The cost; `doubles`: the ranks whose price doubles for each card of the rank already face up."""
    cost = "match the pot" if match_pot else f"pay {price_words(price) if price is not None else '25¢'}"
    if doubles:
        each = RANK_NAMES[doubles[0]] if len(doubles) == 1 else "card of its rank"
        cost += f", doubled for each {each} already face up,"
    return f"{cost} for one more card, face {face}," if buys_card else cost


def _make(ranks, suits=None, price=None, match_pot=False, buys_card=False, face="down", doubles=False) -> Part:
    doubled = ranks if doubles else ()
    rule = f"{_cards_words(ranks, suits)} dealt face up: {_cost_words(price, match_pot, buys_card, face, doubled)} " \
           "or fold"
    up = buys_card and face == "up"
    if match_pot:
        return Part(effects=(PayOrFold(_named(ranks, suits), None, rule, buys_card, up, doubles),))
    name, options = price_option(25 if price is None else price, Option(
        "pay_or_fold_price", "int", 25, "What a card that makes its owner pay or fold costs.", minimum=1, money=True))
    return Part(effects=(PayOrFold(_named(ranks, suits), lambda chosen: chosen[name], rule, buys_card, up,
                                   doubles),), options=options)


def _words(ranks, suits=None, price=None, match_pot=False, buys_card=False, face="down", doubles=False) -> str:
    cost = _cost_words(price, match_pot, buys_card, face, ranks if doubles else ())
    return f"{_cards_words(ranks, suits).capitalize()} dealt face up: their owner must {cost} or fold (a player " \
           "short of it pays all they have and stays in, all in)"


PAY_OR_FOLD = Piece(
    "pay_or_fold", "a card of these ranks (of one colour or suit, if suits says) dealt face up makes its owner pay "
                   "the price into the pot or fold (match_pot: match the pot as it stands instead; buys_card: "
                   "paying buys one more card, face down, or with face: up, face up; doubles: the price doubles for "
                   "each card of its rank already face up in the deal)",
    _make, _words,
    {"ranks": Ranks(), "suits": Choice(SUITS), "price": Price(25), "match_pot": Flag(), "buys_card": Flag(),
     "face": Choice(FACES, "down"), "doubles": Flag()},
    frozenset({"suits", "price", "match_pot", "buys_card", "face", "doubles"}))


def problems(definition: Mapping) -> list[str]:
    """A card that makes its owner pay says one cost: a price, or the pot; and deals a card face up only when
    paying buys one. Several such rules name cards apart, and prices of their own name money options: the
    table sets each as it deals."""
    found = _apart(definition)
    for place, entry in enumerate(definition.get("on_cards", []), 1):
        if entry["kind"] == "pay_or_fold" and entry.get("match_pot") and "price" in entry:
            found.append(f"On cards rule {place} (pay_or_fold) asks both a price and a match of the pot: leave "
                         "out the price, or match_pot.")
        if entry["kind"] == "pay_or_fold" and entry.get("face") == "up" and not entry.get("buys_card"):
            found.append(f"On cards rule {place} (pay_or_fold) deals the card bought face up, but paying buys no "
                         "card: add buys_card, or leave out face.")
    return found



def _apart(definition: Mapping) -> list[str]:
    entries = [(place, entry) for place, entry in enumerate(definition.get("on_cards", []), 1)
               if entry["kind"] == "pay_or_fold"]
    found = []
    for at, (place, entry) in enumerate(entries):
        for other_place, other in entries[at + 1:]:
            if set(entry.get("ranks", ())) & set(other.get("ranks", ())) and set(_suits(entry)) & set(_suits(other)):
                found.append(f"On cards rules {place} and {other_place} (pay_or_fold) both name a card: name "
                             "each card in one rule only.")
    prices = {_price(entry) for _, entry in entries} - {None}
    if len({price for price in prices if isinstance(price, int)}) > 1:
        found.append("The pay-or-fold rules ask different prices of their own: name a money option for each "
                     "price, {\"option\": \"…\"}, for the table to set as it deals.")
    return found


def _suits(entry: Mapping) -> str:
    return COLOURS.get(entry.get("suits"), entry.get("suits") or "cdhs")


def _price(entry: Mapping):
    """The entry's price: cents, an option's name, or None (the pot)."""
    if entry.get("match_pot"):
        return None
    price = entry.get("price", 25)
    return price["option"] if isinstance(price, Mapping) else price
