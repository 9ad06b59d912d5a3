"""An auction: a card sold to the highest bidder, the price going to the pot.

The card is turned up on the table by the dealer (`shown`), or sold unseen
off the top of the deck. The leader rotates: the deal's first auction opens
left of the dealer, each later one a seat further round, passing over a player
who may not bid. From the leader the bidding goes round in turn: each player
bids more than the high bid (a first bid at least the ante, or one chip in a
game without one) or passes, and a player who passes is out of this auction.
Nobody bids more than they have behind, and a player who has no more than the
high bid is passed over. When everyone else is out, the referee sells the
card: the high bidder pays the bid into the pot (no bet, like a card bought)
and takes the card, face up in front of them if it was shown, else dealt face
down. Nobody bidding, the card is not sold: a card shown stays on the table,
out of play; one unseen stays on the deck.

`leader_bids`: the leader must open, with the ante (or all they have behind
when that is less: a player all in may be sold the card for nothing).
`once`: a player who bought a card at an auction of this deal bids no more.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import Card, parse_card
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import REFEREE, Draft, Event
from ...engine.typed import Kind, registry
from ...money.stakes import cents
from .. import actions
from ..deal import Extension, Phase, PokerState, Step
from ..flow import buy_card
from ..reshuffle import cards_left
from .matching import Turned

BIDDING = "auction"  # pending: the auction under way (`Bidding`)
FOR_SALE = "for sale"  # the table's pile of the cards shown for sale (unsold ones stay there)
RULE = "a card bought at auction"


@dataclass(frozen=True)
class Bidding:
    bidders: tuple[int, ...]  # who may bid, in turn from the leader
    card: Card | None = None  # the card shown for sale (None: unseen, or not turned up yet)
    high: int | None = None  # the high bid, and who made it
    bidder: int | None = None
    out: frozenset[int] = frozenset()  # who passed
    last: int | None = None  # who bid or passed last
    sold: bool = False  # the referee has sold the card (or said nobody bid)


def _bidding(state: PokerState) -> Bidding:
    return state.pending[BIDDING]


def least(state: PokerState, bidding: Bidding, seat: int) -> int:
    """The least the seat may bid now."""
    if bidding.high is not None:
        return bidding.high + state.setup.unit
    opening = state.stakes.ante or state.setup.unit
    if _must_open(state, bidding, seat):
        return min(opening, state.stacks[seat])
    return opening


def _must_open(state: PokerState, bidding: Bidding, seat: int) -> bool:
    return state.current.leader_bids and bidding.high is None and seat == bidding.bidders[0]


def _can_bid(state: PokerState, bidding: Bidding, seat: int) -> bool:
    return seat not in bidding.out and seat != bidding.bidder and state.stacks[seat] >= least(state, bidding, seat)


def turn(state: PokerState, bidding: Bidding) -> int | None:
    """The next player to bid or pass; None: the bidding is over."""
    if not bidding.bidders or bidding.sold or state.current.shown and bidding.card is None:
        return None
    start = 0 if bidding.last is None else bidding.bidders.index(bidding.last) + 1
    ring = bidding.bidders[start:] + bidding.bidders[:start]
    return next((seat for seat in ring if _can_bid(state, bidding, seat)), None)


def _in_turn(state: PokerState, actor: str) -> tuple[int, Bidding]:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Auction, "no_auction_now")
    bidding = _bidding(state)
    now = turn(state, bidding)
    if now != seat:
        raise NotNow("not_your_turn", "Nobody is bidding now." if now is None
                     else f"It is seat {now}'s turn to bid or pass.")
    return seat, bidding


def _bid(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat, bidding = _in_turn(state, actor)
    amount, stack, low = action.get("amount"), state.stacks[seat], least(state, bidding, seat)
    if not isinstance(amount, int) or isinstance(amount, bool):
        raise RuleError("bad_amount", "Say how much you bid, like 25 for 25¢.")
    if amount > stack:
        raise RuleError("cannot_afford", f"You have {cents(stack)} behind: you cannot bid {cents(amount)}.")
    if amount % state.setup.unit and amount != stack:
        raise RuleError("bad_amount", f"Bid in whole chips of {cents(state.setup.unit)}.")
    if amount < low:
        if bidding.high is not None:
            raise RuleError("bid_too_low", f"Seat {bidding.bidder} bid {cents(bidding.high)}: you must bid more "
                            f"than that, at least {cents(low)}.")
        raise RuleError("bid_too_low", f"The first bid is at least {cents(low)}.")
    return BID.draft(actor, Bid(amount))


def _pass(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat, bidding = _in_turn(state, actor)
    if _must_open(state, bidding, seat):
        raise RuleError("must_bid", f"You lead this auction: you must open the bidding, with at least "
                        f"{cents(least(state, bidding, seat))}.")
    return PASS.draft(actor, Bid(None))


def _turn_up(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.in_phase(state, Auction, "no_auction_now")
    actions.require_dealer(state, actor)
    if not state.current.shown or _bidding(state).card is not None:
        raise NotNow("already_turned", "The card for sale is on the table: the players bid for it.")
    card = actions.one_card(state, action, "Enter the one card turned up for sale.")
    return TURN.draft(actor, Turned(card.code))


@dataclass(frozen=True)
class Bid:
    amount: int | None  # None: a pass


@dataclass(frozen=True)
class Sold:
    seat: int | None  # the buyer; None: nobody bid
    price: int = 0
    card: str | None = None  # the card shown, that goes face up to the buyer


def _fold_turn(state: PokerState, event: Event, turned: Turned) -> PokerState:
    card = parse_card(turned.card)
    state = replace(state, zones=state.zones.lay(FOR_SALE, [card]))
    return _set(state.game.turned_up(state, None, card), replace(_bidding(state), card=card))


def _fold_bid(state: PokerState, event: Event, bid: Bid) -> PokerState:
    seat, bidding = int(event.actor[5:]), _bidding(state)
    if bid.amount is None:
        return _set(state, replace(bidding, out=bidding.out | {seat}, last=seat))
    return _set(state, replace(bidding, high=bid.amount, bidder=seat, last=seat))


def _fold_sold(state: PokerState, event: Event, sold: Sold) -> PokerState:
    state = _set(state, replace(_bidding(state), sold=True))
    if sold.seat is None:
        return state
    if sold.card is None:
        return buy_card(state, sold.seat, sold.price, RULE)
    card = parse_card(sold.card)
    return buy_card(state, sold.seat, sold.price, RULE, zones=state.zones.take(FOR_SALE, card).put_up(sold.seat, card))


def _set(state: PokerState, bidding: Bidding) -> PokerState:
    return replace(state, pending={**state.pending, BIDDING: bidding})


TURN = Kind("turn_for_sale", Turned, _fold_turn)
BID = Kind("bid", Bid, _fold_bid)
PASS = Kind("no_bid", Bid, _fold_bid)
SOLD = Kind("sold", Sold, _fold_sold)


def bought_at_auction(state: PokerState) -> frozenset[int]:
    """Who has bought a card at an auction this deal."""
    return frozenset(purchase.seat for purchase in state.bought if purchase.rule == RULE)


@dataclass(frozen=True)
class Auction(Phase):
    name = "auction"
    waiting = "A card is for sale: bid for it or pass when it is your turn."
    drafters = MappingProxyType({"community": _turn_up, "bid": _bid, "pass": _pass})
    folds = registry(TURN, BID, PASS, SOLD)

    shown: bool = True  # the card is turned up for all to see (else sold unseen off the deck)
    leader_bids: bool = False  # the leader must open the bidding
    once: bool = False  # a player who bought at an auction of this deal may not bid

    def enter(self, state: PokerState) -> PokerState:
        seats = state.order
        first = sum(isinstance(phase, Auction) for phase in state.ran[:-1]) % len(seats)
        barred = bought_at_auction(state) if self.once else frozenset()
        bidders = tuple(seat for seat in seats[first:] + seats[:first] if seat in state.in_hand and seat not in barred)
        if cards_left(state) < 1:
            bidders = ()  # no card left to sell
        return _set(state, Bidding(bidders))

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        bidding = _bidding(state)
        if self.shown and bidding.card is None:
            if seat != state.setup.dealer or not bidding.bidders:
                return []
            return [specs.offer("community", specs.cards("cards", 1), count=1)]
        if turn(state, bidding) != seat:
            return []
        low, high = least(state, bidding, seat), state.stacks[seat]
        found = [specs.offer("bid", specs.integer("amount", low, high, state.setup.unit), min=low, max=high,
                             high=bidding.high, bidder=bidding.bidder)]
        return found if _must_open(state, bidding, seat) else found + [specs.offer("pass")]

    def followup(self, state: PokerState) -> Draft | None:
        bidding = _bidding(state)
        waiting = self.shown and bidding.card is None or turn(state, bidding) is not None
        if not bidding.bidders or bidding.sold or waiting:
            return None
        if bidding.bidder is None:
            return SOLD.draft(REFEREE, Sold(None))
        card = bidding.card.code if bidding.card else None
        return SOLD.draft(REFEREE, Sold(bidding.bidder, bidding.high, card),
                          ((f"stack:{bidding.bidder}", state.pot_account, bidding.high),) if bidding.high else ())

    def turn(self, state: PokerState) -> int | None:
        bidding = _bidding(state)
        if self.shown and bidding.card is None and bidding.bidders:
            return state.setup.dealer
        return turn(state, bidding)

    def dealing(self, state: PokerState) -> int:
        bidding = _bidding(state)
        if not bidding.bidders or bidding.sold:
            return 0
        return 1 if bidding.card is None else 0  # the card to turn up, or to deal its buyer unseen

    def complete(self, state: PokerState) -> bool:
        bidding = _bidding(state)
        return not bidding.bidders or bidding.sold

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={key: value for key, value in state.pending.items() if key != BIDDING})


@dataclass(frozen=True)
class EachPlayersAuction(Step):
    """The auction and what follows it, once for each player dealt in."""

    body: tuple

    def expand(self, state: PokerState) -> tuple:
        return self.body * len(state.order)

    def phases(self) -> tuple[Phase, ...]:
        return self.body


class Auctions(Extension):
    """The auction under way, for all to read: the card, the high bid and bidder, whose turn it is, who passed."""

    def view(self, state: PokerState, viewer: int | None) -> dict:
        bidding = state.pending.get(BIDDING) if isinstance(state.current, Auction) else None
        if bidding is None or bidding.sold or not bidding.bidders:
            return {}
        return {"auction": {"card": bidding.card.code if bidding.card else None, "high": bidding.high,
                            "bidder": bidding.bidder, "to_bid": turn(state, bidding), "out": sorted(bidding.out)}}
