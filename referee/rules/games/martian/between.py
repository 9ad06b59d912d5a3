"""Between deals: giving, trading and selling Icehouse pieces.

After a deal every piece that was on a card is in the stash of the player the
card was dealt to, still in its colour. Before the next deal a player may:
- give pieces they hold: `{"type": "give_pieces", "to": SEAT, "pieces": [...]}`,
  done at once;
- offer a trade: `{"type": "trade_pieces", "to": SEAT, "give": [...], "get": [...]}`;
- offer a sale: `{"type": "sell_pieces", "to": SEAT, "pieces": [...], "price": CENTS}`;
- accept an offer made to them: `{"type": "accept_offer", "offer": N}`, N
  being the number of the event that made it;
- withdraw an offer they made, or decline one made to them:
  `{"type": "cancel_offer", "offer": N}`.
Accepting a sale moves the price from the buyer's settle-up balance to the
seller's (a posting "player:BUYER" -> "player:SELLER").

Rulings where the texts are silent:
- A trade or a sale needs both players: one offers, the other accepts.
  Whoever gives must hold the pieces both when the offer is made and when it
  is accepted. An offer stays open until it is accepted or cancelled, or the
  next deal of Martian Poker starts.
- A piece's owner defaults to the player who names it, in every list: in a
  trade, "get" without owners means buying back your own colour.
- A price is any whole number of cents from 1 (up to ten million dollars);
  it is settle-up money, not chips, so it need not be a whole number of chips.
- Players act only for themselves here: the host cannot move a player's pieces.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ...core.amounts import cents
from ...core.errors import Forbidden, NotFound, RuleError
from ...engine.events import Draft, Event, actor_seat
from ...engine.typed import Kind, registry
from . import pieces as P

Carried = Mapping[str, Any]  # what the table keeps of the game between deals: plain JSON
HIGHEST_PRICE = 10**9  # ten million dollars: a typo's extra zeros are refused, not stored


def decide(carried: Carried, seats: Sequence[int], actor: str, command: Mapping[str, Any]) -> list[Draft]:
    seat = actor_seat(actor)
    if seat not in seats:
        raise Forbidden("players_only", "Only a player at the table can give, trade or sell their own pieces.")
    return [_DRAFTERS[command["type"]](carried, seats, seat, actor, command)]


def apply(carried: Carried, event: Event) -> dict[str, Any]:
    return EVENTS[event.type].apply(carried, event)


# Each command: checked and drafted, then how its event changes what the table keeps.

def _give(carried: Carried, seats: Sequence[int], seat: int, actor: str, command: Mapping[str, Any]) -> Draft:
    held, to, colours = _between(carried, seats, seat, command)
    given = P.parse(command.get("pieces"), seat, colours)
    _verify_holds(held, seat, given, "You don't hold")
    return GIVEN.draft(actor, Gift(to, P.as_list(given)))


@dataclass(frozen=True)
class Gift:
    to: int
    pieces: list[dict]


def _fold_gift(carried: Carried, event: Event, gift: Gift) -> dict[str, Any]:
    seat = actor_seat(event.actor)
    held = P.holdings(carried.get("pieces", []), (seat, gift.to))
    held = _moved(held, seat, gift.to, P.from_list(gift.pieces))
    return {"pieces": P.kept(held), "offers": list(carried.get("offers", []))}


GIVEN = Kind("give_pieces", Gift, _fold_gift)


def _trade(carried: Carried, seats: Sequence[int], seat: int, actor: str, command: Mapping[str, Any]) -> Draft:
    held, to, colours = _between(carried, seats, seat, command)
    give = P.parse(command.get("give"), seat, colours, "give")
    get = P.parse(command.get("get"), seat, colours, "get")
    _verify_holds(held, seat, give, "You don't hold")
    _verify_holds(held, to, get, f"Seat {to} doesn't hold")
    return TRADE_OFFERED.draft(actor, Trade(to, P.as_list(give), P.as_list(get)))


@dataclass(frozen=True)
class Trade:
    to: int
    give: list[dict]  # from the player offering to `to`
    get: list[dict]  # the other way


def _fold_trade(carried: Carried, event: Event, trade: Trade) -> dict[str, Any]:
    return _offered(carried, event, "trade", trade.to, trade.give, trade.get, 0)


TRADE_OFFERED = Kind("trade_pieces", Trade, _fold_trade)


def _sell(carried: Carried, seats: Sequence[int], seat: int, actor: str, command: Mapping[str, Any]) -> Draft:
    held, to, colours = _between(carried, seats, seat, command)
    sold = P.parse(command.get("pieces"), seat, colours)
    _verify_holds(held, seat, sold, "You don't hold")
    price = command.get("price")
    if not isinstance(price, int) or isinstance(price, bool) or not 1 <= price <= HIGHEST_PRICE:
        raise RuleError("bad_price", f"A price is an amount of money from 1¢ to {cents(HIGHEST_PRICE)}.")
    return SALE_OFFERED.draft(actor, Sale(to, P.as_list(sold), price))


@dataclass(frozen=True)
class Sale:
    to: int
    pieces: list[dict]
    price: int  # in cents, settle-up money


def _fold_sale(carried: Carried, event: Event, sale: Sale) -> dict[str, Any]:
    return _offered(carried, event, "sale", sale.to, sale.pieces, [], sale.price)


SALE_OFFERED = Kind("sell_pieces", Sale, _fold_sale)


def _accept(carried: Carried, seats: Sequence[int], seat: int, actor: str, command: Mapping[str, Any]) -> Draft:
    number = command.get("offer")
    offer = _open_offer(carried, number)
    if seat != offer["to"]:
        raise Forbidden("not_your_offer", f"Offer {number} was made to seat {offer['to']}: only they can accept it.")
    held = P.holdings(carried.get("pieces", []), seats)
    _verify_holds(held, offer["from"], P.from_list(offer["give"]), f"Seat {offer['from']} no longer holds")
    _verify_holds(held, seat, P.from_list(offer["get"]), "You no longer hold")
    postings = ((f"player:{seat}", f"player:{offer['from']}", offer["price"]),) if offer["price"] else ()
    return ACCEPTED.draft(actor, Answer(number), postings)


@dataclass(frozen=True)
class Answer:
    offer: int  # the number of the event that made it


def _fold_accept(carried: Carried, event: Event, answer: Answer) -> dict[str, Any]:
    offer, offers = _closed(carried, answer)
    held = P.holdings(carried.get("pieces", []), (offer["from"], offer["to"]))
    held = _moved(held, offer["from"], offer["to"], P.from_list(offer["give"]))
    held = _moved(held, offer["to"], offer["from"], P.from_list(offer["get"]))
    return {"pieces": P.kept(held), "offers": offers}


ACCEPTED = Kind("accept_offer", Answer, _fold_accept)


def _cancel(carried: Carried, seats: Sequence[int], seat: int, actor: str, command: Mapping[str, Any]) -> Draft:
    number = command.get("offer")
    offer = _open_offer(carried, number)
    if seat not in (offer["from"], offer["to"]):
        raise Forbidden("not_your_offer", f"Offer {number} is between seats {offer['from']} and {offer['to']}.")
    return CANCELLED.draft(actor, Answer(number))


def _fold_cancel(carried: Carried, event: Event, answer: Answer) -> dict[str, Any]:
    offer, offers = _closed(carried, answer)
    held = P.holdings(carried.get("pieces", []), (offer["from"], offer["to"]))
    return {"pieces": P.kept(held), "offers": offers}


CANCELLED = Kind("cancel_offer", Answer, _fold_cancel)
EVENTS = registry(GIVEN, TRADE_OFFERED, SALE_OFFERED, ACCEPTED, CANCELLED)
_DRAFTERS = {"give_pieces": _give, "trade_pieces": _trade, "sell_pieces": _sell,
             "accept_offer": _accept, "cancel_offer": _cancel}
COMMANDS = tuple(EVENTS)  # each command is stored as the event of its name


def view(carried: Mapping[str, Any], seats: Sequence[int], viewer: int | None) -> dict:
    held = P.holdings(carried.get("pieces", []), seats)
    result = {
        "colours": {str(seat): P.colour(seat) for seat in sorted(set(seats) | {piece.owner for pieces in held.values()
                                                                               for piece in pieces})},
        "stashes": {str(seat): P.shown(held.get(seat, {})) for seat in sorted(held)},
        "offers": [dict(offer) for offer in carried.get("offers", [])],
    }
    if viewer is not None:
        result["your_stash"] = P.shown(held.get(viewer, {}))
    return result


def _between(carried: Carried, seats: Sequence[int], seat: int, command: Mapping[str, Any]):
    """What everyone holds, the other player of a gift or an offer, and every colour at the table."""
    held = P.holdings(carried.get("pieces", []), seats)
    to = _other(command.get("to"), seats, seat)
    return held, to, {piece.owner for pieces in held.values() for piece in pieces}


def _open_offer(carried: Carried, number: Any) -> dict:
    offer = next((offer for offer in carried.get("offers", []) if offer["offer"] == number), None)
    if offer is None:
        raise NotFound("no_such_offer", f"There is no open offer {number!r}.")
    return offer


def _offered(carried: Carried, event: Event, kind: str, to: int, give: list, get: list, price: int) -> dict[str, Any]:
    """An open offer, numbered by its event: `give` goes from its maker to `to`, `get` and `price` the other way."""
    seat = actor_seat(event.actor)
    held = P.holdings(carried.get("pieces", []), (seat, to))
    offer = {"offer": event.version, "kind": kind, "from": seat, "to": to, "give": give, "get": get, "price": price}
    return {"pieces": P.kept(held), "offers": [*carried.get("offers", []), offer]}


def _closed(carried: Carried, answer: Answer) -> tuple[dict, list]:
    """The offer answered, and the offers left open."""
    offers = list(carried.get("offers", []))
    offer = next(offer for offer in offers if offer["offer"] == answer.offer)
    offers.remove(offer)
    return offer, offers


def _other(value: Any, seats: Sequence[int], seat: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value not in seats:
        raise RuleError("unknown_seat", f"'to' must be the seat of another player at the table, not {value!r}.")
    if value == seat:
        raise RuleError("same_seat", "Pieces change hands between two different players.")
    return value


def _verify_holds(held, seat: int, wanted: P.Pieces, who: str) -> None:
    gap = P.missing(held.get(seat, {}), wanted)
    if gap:
        raise RuleError("not_held", f"{who} {gap}.")


def _moved(held: P.Holdings, source: int, target: int, moved: P.Pieces) -> dict:
    return {**held, source: P.taken(held.get(source, {}), moved), target: P.added(held.get(target, {}), moved)}
