"""The steps of table cards: cards the dealer lays face up on the table (`table`), and the turns at which each
player takes one of them at the price of its place, or the deck's top card, free or at a price of its own
(`take_table`), as Cash Register, 3 Up and The Deck play them; a card turned up on the table for each player still in, each picking one in
turn (`pick`), as Choose Your Own plays them; and what the definition's check says of them."""

from __future__ import annotations

import json
from typing import Mapping

from ..engine.variant import Option
from ..poker.phases.pick import Pick, ToPick
from ..poker.phases.pile import Lay
from ..poker.phases.table_cards import TABLE_CARDS, OnTable, TakeTable, place
from .params import Choice, Count, Price, PriceList, price_words
from .part import Part, Piece, price_option


DECK_PRICE = Option("deck_price", "int", 0, "What the deck's top card costs at a take of table cards.", minimum=0,
                    money=True)


def _take(prices: tuple, deck: str = "down", deck_price=0) -> Part:
    names, options = [], []
    for index, price in enumerate(prices):
        own = Option(f"table_price_{index + 1}", "int", 0, f"What {place(index, len(prices))} costs.", minimum=0,
                     money=True)
        name, more = price_option(price, own)
        names.append(name)
        options += more
    deck_name = None
    if deck_price:  # free, as before the deck's card had a price: no option
        deck_name, more = price_option(deck_price, DECK_PRICE)
        options += more
    return Part(phases=(TakeTable(tuple(names), deck_up=deck == "up", deck_price=deck_name),),
                options=tuple(options),
                extension=OnTable(tuple(names) + ((deck_name,) if deck_name else ()), deck=deck_name))


def _take_words(prices: tuple, deck: str = "down", deck_price=0) -> str:
    places = ", ".join(f"{place(index, len(prices))} for {price_words(price)}" for index, price in enumerate(prices))
    paid = f"for {price_words(deck_price)} (all they have behind, if less)" if deck_price else "for free"
    return f"Each player in turn takes {places}, or the deck's top card {paid}, dealt face {deck}; a table card " \
           "taken lies face up in front of its taker, and the dealer turns up a new one in its place, the newest"


PICK_ORDER = {"worst_showing": "from the worst hand showing up to the best",
              "dealer_left": "from the dealer's left"}


def _pick_words(first: str = "worst_showing") -> str:
    return "Deal one card face up to the table for each player still in; each player in turn, " \
           f"{PICK_ORDER[first]}, picks one of them, face up in front of them"


TABLE_STEPS = {piece.kind: piece for piece in (
    Piece("table", "the dealer turns count cards face up on the table, for the players to take at take_table steps",
          lambda count: Part(phases=(Lay(pile=TABLE_CARDS, count=count, why="turn up the table cards one at a time, entering each"),)),
          lambda count: f"Deal {count} card{'s' if count > 1 else ''} face up to the table",
          {"count": Count(1, PriceList.most, 3)}, once=True),
    Piece("take_table", "each player still in, in turn, takes a table card at the price of its place (prices, the "
                        "oldest card's first; each an amount, 0 for free, or a money option), or the deck's top "
                        "card, dealt face down or up (deck), for free or for deck_price (all the taker has behind, "
                        "if less); a table card taken is replaced from the deck",
          _take, _take_words, {"prices": PriceList(), "deck": Choice(("down", "up"), "down"),
                               "deck_price": Price(0, free=True)}, frozenset({"deck", "deck_price"})),
    Piece("pick", "the dealer turns up one card on the table for each player still in; each player in turn picks "
                  "one, face up in front of them: from the worst hand showing up, as the game ranks hands, equal "
                  "hands from the dealer's left (first: worst_showing), or from the dealer's left (dealer_left)",
          lambda first="worst_showing": Part(phases=(Pick(worst_first=first == "worst_showing"),),
                                             extension=ToPick()),
          _pick_words, {"first": Choice(tuple(PICK_ORDER), "worst_showing")}, frozenset({"first"})),
)}


def laid(script: list) -> int:
    """The cards the table step lays."""
    return sum(entry["count"] for entry in script if entry["kind"] == "table")


def turns(script: list) -> int:
    """The cards each player is dealt at the take and pick steps: one at each."""
    return sum(1 for entry in script if entry["kind"] in ("take_table", "pick"))


def problems(definition: Mapping) -> list[str]:
    """A take step needs the table cards laid before it, a price for each, and every take the same prices."""
    script, found, table = definition.get("script", []), [], None
    for step, entry in enumerate(script, 1):
        if entry["kind"] == "table":
            table = entry["count"]
        elif entry["kind"] == "take_table":
            if table is None:
                found.append(f"Script step {step} (take_table): players take table cards, but none are laid "
                             "before it: add a table step before it.")
            elif len(entry["prices"]) != table:
                found.append(f"Script step {step} (take_table) prices {len(entry['prices'])} table cards, but the "
                             f"table step lays {table}: give a price for each, the oldest card's first.")
    if len({json.dumps(entry["prices"]) for entry in script if entry["kind"] == "take_table"}) > 1:
        found.append("Each place on the table costs the same at every take: give each take_table step the same "
                     "prices.")
    if table is not None and not turns(script):
        found.append("The table cards are laid, but nobody takes them: add a take_table step after the table step.")
    return found
