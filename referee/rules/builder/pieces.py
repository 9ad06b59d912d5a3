"""The pieces a table may name when it defines a game: each is a rule some game of the house already plays,
with the values it takes, what it reads as in words, and the part of a game it makes.

Four families, one list each in a definition:

- `script`: the steps of a deal, in order (deal, bet, draw, discard);
- `wild`: which cards are wild;
- `showdown`: rules of the showdown beyond the best hand (kills, automatic
  wins, half the pot to a card);
- `on_cards`: what a card does as it is dealt face up (a kill, a purchase).

A new piece is one entry here over a hook a game module already has.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping

from ..core.cards import RANK_NAMES, SUIT_NAMES
from ..core.wilds import NO_WILDS, Wild, of_cards, of_ranks
from ..engine.variant import Option
from ..games.baseball.daytime import InTheHoleKills
from ..games.draw.crazy_limbo import lowest_checked, ranks_shown
from ..games.draw.ferengi_chicken import buying_over
from ..games.draw.monte_carlo import JACKS_OR_BETTER, needs_three_of_a_kind
from ..games.draw.stampede import Herd, turned_aside
from ..games.wild_stud.exclusive_war import OddKillsEvenTakesAll
from ..games.wild_stud.hi_di_deu_wi import STEALTH, HalfToTheHighestOfSuit
from ..games.wild_stud.man_with_the_axe import NaturalPairTakesAll
from ..games.wild_stud.queen_and_what_follows import FollowsTheLast
from ..games.wild_stud.tiramisu import SHARED_WILD, Middle, the_middle
from ..money.stakes import cents
from ..poker.buying import BuyRound, Prices
from ..poker.deal import Effect, Extension
from ..poker.effects import Kill, OfferCard
from ..poker.openers import Openers, must_show_openers
from ..poker.phases import Betting, Cards, Discard, Draw
from ..poker.phases.draw import LIMIT, DrawTax
from ..poker.phases.lowest import ShowLowest
from ..poker.phases.second_deck import SecondDeck
from ..poker.script import Until
from .params import Cards as CardList
from .params import Cents, Count, Flag, Rank, Ranks, Suit, cards_in_words, ranks_in_words


@dataclass(frozen=True)
class Part:
    """What one piece adds to a game."""

    phases: tuple = ()
    wild: Wild = NO_WILDS
    wilds: Callable | None = None  # wild cards the deal makes as it goes
    jokers: int = 0
    judge: Callable | None = None
    shares: Callable | None = None
    effects: tuple[Effect, ...] = ()
    options: tuple[Option, ...] = ()
    extension: Extension | None = None  # a game's own mechanics: one piece a game at most
    pot_stays: Callable | None = None  # why nobody wins this deal: the pot is carried to the next


@dataclass(frozen=True)
class Piece:
    kind: str
    help: str
    make: Callable[..., Part]
    words: Callable[..., str]
    params: Mapping[str, Any] = field(default_factory=dict)
    optional: frozenset[str] = frozenset()  # params that may be left out
    once: bool = False  # a step a deal has at most once


DRAW_TAX = Option("draw_tax", "int", 5, "The draw tax on each card drawn past the first in a draw, in cents.",
                  minimum=0)
DRAW_TAX_RULE = "the draw tax on each card past the first"
CARD_PRICE = Option("card_price", "int", 25, "What a card bought costs, in cents.", minimum=1)


def _buying(price: int, step) -> Part:
    return Part(phases=(step,), options=(replace(CARD_PRICE, default=price),), extension=Prices((CARD_PRICE.name,)))


def _deal_words(down: int = 0, up: int = 0, community: int = 0) -> str:
    parts = [f"{n} {how}" for n, how in ((down, "down"), (up, "up")) if n]
    said = f"Deal each player {' and '.join(parts)}" if parts else ""
    if community:
        said += ("; then " if said else "Deal ") + f"{community} face up to the middle"
    return said


def _draw(most: int, most_with_ace: int | None = None, tax: int | None = None) -> Part:
    if tax is None:
        return Part(phases=(Draw(most=most, most_with_ace=most_with_ace),), options=(LIMIT,))
    taxed = Draw(most=most, most_with_ace=most_with_ace, tax=DrawTax(DRAW_TAX.name, DRAW_TAX_RULE))
    return Part(phases=(taxed,), options=(LIMIT, replace(DRAW_TAX, default=tax)))


def _draw_words(most: int, most_with_ace: int | None = None, tax: int | None = None) -> str:
    said = f"Draw up to {most}" + (f" ({most_with_ace} showing an ace you keep)" if most_with_ace else "")
    return said + (f"; each card past the first costs {cents(tax)}" if tax else "")


SCRIPT = {piece.kind: piece for piece in (
    Piece("deal", "cards dealt to each player (down, up) and to the middle (community)",
          lambda down=0, up=0, community=0: Part(phases=(Cards(down=down, up=up, community=community),)),
          _deal_words, {"down": Count(0, 7, 0), "up": Count(0, 7, 0), "community": Count(0, 5, 0)},
          frozenset({"down", "up", "community"})),
    Piece("bet", "a betting round; big: at the larger bet",
          lambda big=False: Part(phases=(Betting(big=big),)),
          lambda big=False: "A betting round" + (" at the larger bet" if big else ""),
          {"big": Flag()}, frozenset({"big"})),
    Piece("draw", "each player in turn changes up to most cards (most_with_ace if they show an ace they keep; "
                  "tax: the price of each card past the first)",
          _draw, _draw_words, {"most": Count(0, 5, 3), "most_with_ace": Count(1, 5), "tax": Cents(5)},
          frozenset({"most_with_ace", "tax"})),
    Piece("discard", "everyone discards count cards face down",
          lambda count: Part(phases=(Discard(count=count),)),
          lambda count: f"Everyone discards {count}", {"count": Count(1, 5, 1)}),
    Piece("openers", "someone must open with a pair of jacks or better, and show it at the showdown; else the "
                     "cards are dealt again",
          lambda: Part(phases=(Openers(),), judge=must_show_openers, extension=JACKS_OR_BETTER),
          lambda: "Someone must open with a pair of jacks or better, else the cards are dealt again", once=True),
    Piece("show_lowest", "everyone still in shows their lowest card; every rank shown is wild for all",
          lambda: Part(phases=(ShowLowest(),), wilds=ranks_shown, judge=lowest_checked),
          lambda: "Everyone still in shows their lowest card; every rank shown is wild for all", once=True),
    Piece("second_deck", "the dealer turns up a card set aside from a second deck; its rank is wild for all "
                         "(option: a shared wild card instead)",
          lambda: Part(phases=(SecondDeck(),), wilds=turned_aside, extension=Herd(), options=(SHARED_WILD,)),
          lambda: "The dealer turns up a card from a second deck: its rank is wild for all"),
    Piece("buy", "each player in turn may buy one card, face down, for price",
          lambda price: _buying(price, BuyRound(CARD_PRICE.name, "a card bought")),
          lambda price: f"Each player in turn may buy a card for {cents(price)}", {"price": Cents(25)}),
    Piece("buy_rounds", "each may buy a card for price, then a bet; again while someone bought and everyone "
                        "could have",
          lambda price: _buying(price, Until(buying_over, (BuyRound(CARD_PRICE.name, "a card bought"), Betting()))),
          lambda price: f"Each player in turn may buy a card for {cents(price)}, then a betting round; again while "
                        f"someone bought and everyone could have", {"price": Cents(25)}),
)}

WILD = {piece.kind: piece for piece in (
    Piece("ranks", "every card of these ranks is wild",
          lambda ranks: Part(wild=of_ranks(*ranks)),
          lambda ranks: f"{ranks_in_words(ranks).capitalize()} are wild", {"ranks": Ranks()}),
    Piece("cards", "these cards are wild",
          lambda cards: Part(wild=of_cards(cards)),
          lambda cards: f"{' and '.join(str(card) for card in cards)} wild", {"cards": CardList()}),
    Piece("jokers", "jokers added to the deck, wild",
          lambda count: Part(jokers=count, wild=Wild(jokers=True)),
          lambda count: f"{count} joker{'s' if count > 1 else ''} in the deck, wild", {"count": Count(1, 2, 1)}),
    Piece("follows", "the rank turned up right after the last card of this rank turned up is wild for all",
          lambda rank: Part(wilds=FollowsTheLast(rank)),
          lambda rank: f"The rank turned up right after the last {RANK_NAMES[rank]} turned up is wild",
          {"rank": Rank()}),
    Piece("middle", "the rank of each card dealt to the middle is wild in every hand (option: the card is a "
                    "shared wild card instead)",
          lambda: Part(wilds=the_middle, extension=Middle(), options=(SHARED_WILD,)),
          lambda: "The rank of the card in the middle is wild in every hand"),
)}

SHOWDOWN = {piece.kind: piece for piece in (
    Piece("three_of_a_kind_to_win", "nobody showing three of a kind or better wins nothing: the pot stays for "
                                    "the next deal, and everyone antes again",
          lambda: Part(pot_stays=needs_three_of_a_kind),
          lambda: "Nobody with three of a kind or better wins: the pot stays for the next deal"),
    Piece("natural_pair_takes_all", "two natural cards of this rank take the whole pot",
          lambda rank: Part(judge=NaturalPairTakesAll(rank)),
          lambda rank: f"A pair of natural {ranks_in_words((rank,))} takes all", {"rank": Rank()}),
    Piece("odd_kills_even_takes_all", "an odd number of natural cards of this rank kills, an even number wins",
          lambda rank: Part(judge=OddKillsEvenTakesAll(rank)),
          lambda rank: f"An odd number of natural {ranks_in_words((rank,))} kills the hand; an even number "
                       f"takes all", {"rank": Rank()}),
    Piece("half_to_highest_of_suit", "half of each pot to the highest card of this suit shown (option: "
                                     "stealth, face-down cards only)",
          lambda suit: Part(judge=HalfToTheHighestOfSuit(suit).verdict, shares=HalfToTheHighestOfSuit(suit).shares,
                            options=(STEALTH,)),
          lambda suit: f"Half of each pot to the highest {SUIT_NAMES[suit][:-1]} shown", {"suit": Suit()}),
    Piece("in_the_hole_kills", "one of these cards dealt face down kills its hand when shown",
          lambda cards: Part(judge=InTheHoleKills(frozenset(cards), cards_in_words(cards))),
          lambda cards: f"{cards_in_words(cards).capitalize()} in the hole kills the hand when shown",
          {"cards": CardList()}),
)}

ON_CARDS = {piece.kind: piece for piece in (
    Piece("kill", "one of these cards dealt face up kills its hand at once",
          lambda cards: Part(effects=(Kill(frozenset(cards).__contains__,
                                           f"{cards_in_words(cards)} dealt face up kills the hand"),)),
          lambda cards: f"{cards_in_words(cards).capitalize()} dealt face up kills the hand", {"cards": CardList()}),
    Piece("offer_card", "a card of this rank dealt face up offers its owner one more card, face down, for price",
          lambda rank, price: Part(
              effects=(OfferCard(lambda card: card.rank == rank, lambda options: options["buy_price"],
                                 f"a {RANK_NAMES[rank]} dealt face up: one more card, face down"),),
              options=(Option("buy_price", "int", price, "What the extra card costs, in cents.", minimum=1),)),
          lambda rank, price: f"A {RANK_NAMES[rank]} dealt face up offers one more card for {cents(price)}",
          {"rank": Rank(), "price": Cents(25)}),
)}

FAMILIES = {"script": SCRIPT, "wild": WILD, "showdown": SHOWDOWN, "on_cards": ON_CARDS}
