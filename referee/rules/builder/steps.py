"""The steps of a deal a table may name in a definition's `script`, in order: each is a phase some house game
already plays, with the values it takes and what it reads as in words."""

from __future__ import annotations

from dataclasses import replace

from ..core.wilds import NO_WILDS, Wild, of_ranks
from ..engine.variant import Option
from ..games.draw.crazy_limbo import lowest_checked, ranks_shown
from ..games.draw.ferengi_chicken import buying_over
from ..games.draw.monte_carlo import JACKS_OR_BETTER
from ..games.draw.stampede import Herd, turned_aside
from ..games.wild_stud.tiramisu import SHARED_WILD
from ..poker.buying import BuyRound, Prices
from ..poker.deal import PokerState
from ..poker.openers import Openers, must_show_openers
from ..poker.phases import Betting, Cards, Discard, Draw
from ..poker.phases.answers import MINUS, PLUS
from ..poker.phases.betting import BEST_SHOWING, DEALER_LEFT, LAST_RAISER, OPENERS
from ..poker.phases.declare import Declare
from ..poker.phases.draw import LIMIT, DrawTax
from ..poker.phases.lowest import ShowLowest, shown_lowest
from ..poker.phases.nodes import Layout, NodeBoard, NodeFlip
from ..poker.phases.passing import Pass
from ..poker.phases.roll_up import RollUp
from ..poker.phases.second_deck import SecondDeck
from ..poker.phases.twist import Twist
from ..poker.script import EachPlayer, Until
from .params import Choice, Count, Flag, Price, price_words
from .part import Part, Piece, price_option


DRAW_TAX = Option("draw_tax", "int", 5, "The draw tax on each card drawn past the first in a draw.",
                  minimum=0, money=True)
DRAW_TAX_RULE = "the draw tax on each card past the first"
TWIST_PRICE = Option("twist_price", "int", 25, "What replacing a card at the twist costs.", minimum=0, money=True)
TWIST_RULE = "a card replaced at the twist"
CARD_PRICE = Option("card_price", "int", 25, "What a card bought costs.", minimum=1, money=True)


def _buying(price, step) -> Part:
    """Buying cards at a price, `step(name)` reading it from the option `name` as the deal is dealt."""
    name, options = price_option(price, CARD_PRICE)
    return Part(phases=(step(name),), options=options, extension=Prices((name,)))


def _deal_words(down: int = 0, up: int = 0, community: int = 0) -> str:
    parts = [f"{n} {how}" for n, how in ((down, "down"), (up, "up")) if n]
    said = f"Deal each player {' and '.join(parts)}" if parts else ""
    if community:
        said += ("; then " if said else "Deal ") + f"{community} face up to the middle"
    return said


def _draw(most: int, most_with_ace: int | None = None, tax=None) -> Part:
    if tax is None:
        return Part(phases=(Draw(most=most, most_with_ace=most_with_ace),), options=(LIMIT,))
    name, options = price_option(tax, DRAW_TAX)
    taxed = Draw(most=most, most_with_ace=most_with_ace, tax=DrawTax(name, DRAW_TAX_RULE))
    return Part(phases=(taxed,), options=(LIMIT, *options))


def _draw_words(most: int, most_with_ace: int | None = None, tax=None) -> str:
    said = f"Draw up to {most}" + (f" ({most_with_ace} showing an ace you keep)" if most_with_ace else "")
    return said + (f"; each card past the first costs {price_words(tax)}" if tax else "")


def _twist(price, cards: str = "down") -> Part:
    name, options = price_option(price, TWIST_PRICE)
    return Part(phases=(Twist(tax=DrawTax(name, TWIST_RULE, free=0), up=cards == "any"),), options=options)


def _twist_words(price, cards: str = "down") -> str:
    if cards == "down":
        return f"Each player in turn may replace one face-down card for {price_words(price)}, or stand pat"
    return f"Each player in turn may replace one card for {price_words(price)}, or stand pat: a face-down card " \
           "with one dealt face down, a face-up card with one dealt face up"


def _roll_up_words(count: int = 1, together: bool = True, cards: str = "any") -> str:
    if cards == "last_dealt":
        cards = f"{count} of the cards just dealt to them" if count > 1 else "one of the cards just dealt to them"
    else:
        cards = (f"{count} face-down cards" if count > 1 else "a face-down card") + " of their choice"
    if together:
        return f"Everyone still in turns up {cards}, all at once (each chooses unseen)"
    return f"Each player in turn turns up {cards}"


FIRST_WORDS = {DEALER_LEFT: "the player left of the dealer first", BEST_SHOWING: "the best hand showing first",
               LAST_RAISER: "the last to bet or raise in the round before first, if still in (else the player "
                            "left of the dealer)"}


def _bet_words(big: bool = False, first: str = "") -> str:
    said = "A betting round" + (" at the larger bet" if big else "")
    return said + (f", {FIRST_WORDS[first]}" if first else "")


def _openers_words(nobody_opens: str = "redeal") -> str:
    if nobody_opens == "pass":
        return "Someone must open with a pair of jacks or better, else the deal is passed out: its pot goes to " \
               "the next deal, which everyone antes"
    return "Someone must open with a pair of jacks or better, else the cards are dealt again"


def own_rank_shown(state: PokerState, seat: int | None) -> Wild:
    """The rank of the lowest card a player showed, wild in their own hand only."""
    card = shown_lowest(state).get(seat) if seat is not None else None
    return of_ranks(card.rank) if card else NO_WILDS


def _nodes(plus: int, minus: int) -> Part:
    piles = {name: count for name, count in ((PLUS, plus), (MINUS, minus)) if count}
    return Part(phases=(Layout(piles=piles),), extension=NodeBoard())


def _nodes_words(plus: int, minus: int) -> str:
    laid = " and ".join(f"{count} in the {name} node" for name, count in ((PLUS, plus), (MINUS, minus)) if count)
    return f"Lay {laid}, face down"


SCRIPT = {piece.kind: piece for piece in (
    Piece("deal", "cards dealt to each player (down, up) and to the middle (community)",
          lambda down=0, up=0, community=0: Part(phases=(Cards(down=down, up=up, community=community),)),
          _deal_words, {"down": Count(0, 7, 0), "up": Count(0, 7, 0), "community": Count(0, 5, 0)},
          frozenset({"down", "up", "community"})),
    Piece("bet", "a betting round; big: at the larger bet; first: who opens it when no blind or bring-in does "
                 "(dealer_left, best_showing, or last_raiser: the last to bet or raise in the round before)",
          lambda big=False, first="": Part(phases=(Betting(big=big, first=first),)),
          _bet_words, {"big": Flag(), "first": Choice(OPENERS)}, frozenset({"big", "first"})),
    Piece("draw", "each player in turn changes up to most cards (most_with_ace if they show an ace they keep; "
                  "tax: the price of each card past the first)",
          _draw, _draw_words, {"most": Count(0, 5, 3), "most_with_ace": Count(1, 5), "tax": Price(5)},
          frozenset({"most_with_ace", "tax"})),
    Piece("twist", "each player still in, in turn, may replace one card for price, paid to the pot, or stand "
                   "pat: a face-down card (cards: down), or either a face-down or a face-up card, each replaced "
                   "the way it lay (cards: any)",
          _twist, _twist_words, {"price": Price(25), "cards": Choice(("down", "any"), "down")},
          frozenset({"cards"})),
    Piece("roll_up", "every player still in turns up count face-down cards of their choice: all at once, each "
                     "choice unseen until all are made (together), or in turn from the dealer's left; any of "
                     "their face-down cards, or (cards: last_dealt) only of those the last deal step dealt them",
          lambda count=1, together=True, cards="any": Part(phases=(
              RollUp(count=count, at_once=together, fresh=cards == "last_dealt"),)),
          _roll_up_words, {"count": Count(1, 4, 1), "together": Flag(True),
                           "cards": Choice(("any", "last_dealt"), "any")}, frozenset({"count", "together", "cards"})),
    Piece("discard", "everyone discards count cards face down",
          lambda count: Part(phases=(Discard(count=count),)),
          lambda count: f"Everyone discards {count}", {"count": Count(1, 5, 1)}),
    Piece("openers", "someone must open with a pair of jacks or better, and show it at the showdown; else the "
                     "cards are dealt again (nobody_opens: redeal), or the deal is passed out and its pot carried "
                     "into the next deal's (nobody_opens: pass)",
          lambda nobody_opens="redeal": Part(phases=(Openers(),), judge=must_show_openers,
                                             extension=replace(JACKS_OR_BETTER, passes=nobody_opens == "pass")),
          _openers_words, {"nobody_opens": Choice(("redeal", "pass"), "redeal")}, frozenset({"nobody_opens"}),
          once=True),
    Piece("show_lowest", "everyone still in shows their lowest card (aces high); every rank shown is wild for "
                         "all, or (wild_for: owner) each player's rank in their own hand only",
          lambda wild_for="all": Part(phases=(ShowLowest(),), judge=lowest_checked,
                                      wilds=ranks_shown if wild_for == "all" else own_rank_shown),
          lambda wild_for="all": "Everyone still in shows their lowest card; " + (
              "every rank shown is wild for all" if wild_for == "all" else "its rank is wild in that hand only"),
          {"wild_for": Choice(("all", "owner"), "all")}, frozenset({"wild_for"}), once=True),
    Piece("second_deck", "the dealer turns up a card set aside from a second deck; its rank is wild for all "
                         "(option: a shared wild card instead)",
          lambda: Part(phases=(SecondDeck(),), wilds=turned_aside, extension=Herd(), options=(SHARED_WILD,)),
          lambda: "The dealer turns up a card from a second deck: its rank is wild for all"),
    Piece("buy", "each player in turn may buy one card, face down, for price",
          lambda price: _buying(price, lambda name: BuyRound(name, "a card bought")),
          lambda price: f"Each player in turn may buy a card for {price_words(price)}", {"price": Price(25)}),
    Piece("buy_rounds", "each may buy a card for price, then a bet; again while someone bought and everyone "
                        "could have",
          lambda price: _buying(price, lambda name: Until(buying_over, (BuyRound(name, "a card bought"), Betting()))),
          lambda price: f"Each player in turn may buy a card for {price_words(price)}, then a betting round; again "
                        f"while someone bought and everyone could have", {"price": Price(25)}),
    Piece("pass", "every player still in passes one face-down card to the next player still in, to the left "
                  "or to the right, all at once",
          lambda to: Part(phases=(Pass(step=1 if to == "left" else -1),)),
          lambda to: f"Everyone passes a card to the {to}", {"to": Choice(("left", "right"), "left")}),
    Piece("nodes", "node cards laid face down on the table: plus (a card of its rank shown earns one more card) "
                   "and minus (a card of its rank shown is thrown away and replaced)",
          _nodes, _nodes_words, {"plus": Count(0, 8, 4), "minus": Count(0, 8, 4)}, once=True),
    Piece("declare", "after the last betting round, every player still in declares high, low or both, all at "
                     "once; the high-low split then shares each pot among the hands that declared each side",
          lambda: Part(phases=(Declare(),)),
          lambda: "Everyone still in declares high, low or both, all at once (a player who declares both must "
                  "win both halves, or gets nothing)", once=True),
    Piece("flip_nodes", "each player still in, in turn, turns a node card; everyone holding its rank shows it: "
                        "on the plus they keep it and are dealt one more, on the minus they throw it away for a "
                        "new one",
          lambda: Part(phases=(EachPlayer(NodeFlip()),)),
          lambda: "Each player in turn turns a node card: everyone holding its rank shows it and gains a card "
                  "(plus) or throws it away for a new one (minus)"),
)}
