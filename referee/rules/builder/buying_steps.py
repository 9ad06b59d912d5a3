"""The steps of a deal where money buys cards: a card bought face down, rounds of buying, a card just dealt
turned up (or down) for a price, and a card auctioned to the highest bidder."""

from __future__ import annotations

from ..engine.variant import Option
from ..games.draw.ferengi_chicken import buying_over
from ..poker.buying import BuyRound, Prices
from ..poker.phases import Betting
from ..poker.phases.auction import Auction, Auctions, EachPlayersAuction
from ..poker.phases.buy_down import BuyDown
from ..poker.phases.buy_up import BuyUp
from ..poker.script import Until
from .params import Choice, Flag, Price, price_words
from .part import Part, Piece, price_option

CARD_PRICE = Option("card_price", "int", 25, "What a card bought costs.", minimum=1, money=True)
UP_PRICE = Option("up_price", "int", 25, "What turning up the card just dealt costs.", minimum=0, money=True)
DOWN_PRICE = Option("down_price", "int", 25, "What turning down the card just dealt face up costs.", minimum=0,
                    money=True)


def _buying(price, step) -> Part:
    """Buying cards at a price, `step(name)` reading it from the option `name` as the deal is dealt."""
    name, options = price_option(price, CARD_PRICE)
    return Part(phases=(step(name),), options=options, extension=Prices((name,)))


def _buy_up(price) -> Part:
    name, options = price_option(price, UP_PRICE)
    return Part(phases=(BuyUp(price=name),), options=options, extension=Prices((name,)))


def _buy_down(price) -> Part:
    name, options = price_option(price, DOWN_PRICE)
    return Part(phases=(BuyDown(price=name),), options=options, extension=Prices((name,)))


def _buy_down_words(price) -> str:
    return f"Each player in turn may pay {price_words(price)} to turn the card just dealt them face up face down, " \
           "or keep it up"


def _auction(card: str = "shown", leader_bids: bool = False, once: bool = False, each_player: bool = False) -> Part:
    sale = Auction(shown=card == "shown", leader_bids=leader_bids, once=once)
    phases = (EachPlayersAuction((sale, Betting())),) if each_player else (sale,)
    return Part(phases=phases, extension=Auctions())


def _auction_words(card: str = "shown", leader_bids: bool = False, once: bool = False,
                   each_player: bool = False) -> str:
    said = "Auction a card turned up on the table (its buyer keeps it face up)" if card == "shown" \
        else "Auction the top card of the deck unseen (dealt face down to its buyer)"
    said += "; the leader must open with the ante" if leader_bids else "; nobody bidding, it is not sold"
    said += "; a player who bought at an auction of this deal bids no more" if once else ""
    return said + ("; then a betting round: once for each player dealt in" if each_player else "")


BUY_UP = Piece(
    "buy_up", "each player still in, in turn, may pay price to turn up the card just dealt them face down, or keep "
              "it down",
    _buy_up, lambda price: f"Each player in turn may pay {price_words(price)} to turn up the card just dealt them "
                           "face down, or keep it down", {"price": Price(25)})
BUY_DOWN = Piece(
    "buy_down", "each player still in, in turn, may pay price to turn the card just dealt them face up "
                "face down, or keep it up; the card stays known to all, and is one of their face-down cards from "
                "then on", _buy_down, _buy_down_words, {"price": Price(25)})
BUY = Piece(
    "buy", "each player in turn may buy one card, face down, for price",
    lambda price: _buying(price, lambda name: BuyRound(name, "a card bought")),
    lambda price: f"Each player in turn may buy a card for {price_words(price)}", {"price": Price(25)})
BUY_ROUNDS = Piece(
    "buy_rounds", "each may buy a card for price, then a bet; again while someone bought and everyone could have",
    lambda price: _buying(price, lambda name: Until(buying_over, (BuyRound(name, "a card bought"), Betting()))),
    lambda price: f"Each player in turn may buy a card for {price_words(price)}, then a betting round; again "
                  f"while someone bought and everyone could have", {"price": Price(25)})
AUCTION = Piece(
    "auction", "a card sold to the highest bidder, the price paid to the pot: turned up on the table (card: shown, "
               "the buyer keeps it face up) or sold unseen off the deck (card: unseen, dealt face down); bids go "
               "round in turn from a leader who rotates, each more than the last, passing is for good "
               "(leader_bids: the leader must open with the ante; once: a player who bought at an auction of "
               "this deal bids no more; each_player: an auction and a betting round once for each player dealt in)",
    _auction, _auction_words, {"card": Choice(("shown", "unseen"), "shown"), "leader_bids": Flag(), "once": Flag(),
                               "each_player": Flag()},
    frozenset({"card", "leader_bids", "once", "each_player"}))
