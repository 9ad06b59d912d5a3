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

from typing import Any, Mapping, Sequence

from ...core.errors import Forbidden, NotFound, RuleError
from ...engine.events import Draft, Event, actor_seat
from . import pieces as P

COMMANDS = ("give_pieces", "trade_pieces", "sell_pieces", "accept_offer", "cancel_offer")
HIGHEST_PRICE = 10**9  # ten million dollars: a typo's extra zeros are refused, not stored


def decide(carried: Mapping[str, Any], seats: Sequence[int], actor: str, command: Mapping[str, Any]) -> list[Draft]:
    seat = actor_seat(actor)
    if seat not in seats:
        raise Forbidden("players_only", "Only a player at the table can give, trade or sell their own pieces.")
    held = P.holdings(carried.get("pieces", []), seats)
    kind = command["type"]
    if kind in ("accept_offer", "cancel_offer"):
        return [_answer(carried, held, seat, actor, command)]
    to = _other(command.get("to"), seats, seat)
    colours = {piece.owner for pieces in held.values() for piece in pieces}
    if kind == "give_pieces":
        given = P.parse(command.get("pieces"), seat, colours)
        _verify_holds(held, seat, given, "You don't hold")
        return [Draft(kind, actor, {"to": to, "pieces": P.as_list(given)})]
    if kind == "trade_pieces":
        give = P.parse(command.get("give"), seat, colours, "give")
        get = P.parse(command.get("get"), seat, colours, "get")
        _verify_holds(held, seat, give, "You don't hold")
        _verify_holds(held, to, get, f"Seat {to} doesn't hold")
        return [Draft(kind, actor, {"to": to, "give": P.as_list(give), "get": P.as_list(get)})]
    sold = P.parse(command.get("pieces"), seat, colours)
    _verify_holds(held, seat, sold, "You don't hold")
    price = command.get("price")
    if not isinstance(price, int) or isinstance(price, bool) or not 1 <= price <= HIGHEST_PRICE:
        raise RuleError("bad_price", f"A price is a whole number of cents, from 1 to {HIGHEST_PRICE}.")
    return [Draft(kind, actor, {"to": to, "pieces": P.as_list(sold), "price": price})]


def apply(carried: Mapping[str, Any], event: Event) -> dict[str, Any]:
    payload = event.payload
    seat = actor_seat(event.actor)
    offers = list(carried.get("offers", []))
    if event.type in ("accept_offer", "cancel_offer"):
        offer = next(offer for offer in offers if offer["offer"] == payload["offer"])
        offers.remove(offer)
        held = P.holdings(carried.get("pieces", []), (offer["from"], offer["to"]))
        if event.type == "accept_offer":
            held = _moved(held, offer["from"], offer["to"], P.from_list(offer["give"]))
            held = _moved(held, offer["to"], offer["from"], P.from_list(offer["get"]))
    else:
        held = P.holdings(carried.get("pieces", []), (seat, payload["to"]))
        if event.type == "give_pieces":
            held = _moved(held, seat, payload["to"], P.from_list(payload["pieces"]))
        else:
            offers.append(_offer(event))
    return {"pieces": P.kept(held), "offers": offers}


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


def _answer(carried, held, seat: int, actor: str, command) -> Draft:
    number = command.get("offer")
    offer = next((offer for offer in carried.get("offers", []) if offer["offer"] == number), None)
    if offer is None:
        raise NotFound("no_such_offer", f"There is no open offer {number!r}.")
    if command["type"] == "cancel_offer":
        if seat not in (offer["from"], offer["to"]):
            raise Forbidden("not_your_offer", f"Offer {number} is between seats {offer['from']} and {offer['to']}.")
        return Draft("cancel_offer", actor, {"offer": number})
    if seat != offer["to"]:
        raise Forbidden("not_your_offer", f"Offer {number} was made to seat {offer['to']}: only they can accept it.")
    _verify_holds(held, offer["from"], P.from_list(offer["give"]), f"Seat {offer['from']} no longer holds")
    _verify_holds(held, seat, P.from_list(offer["get"]), "You no longer hold")
    postings = ((f"player:{seat}", f"player:{offer['from']}", offer["price"]),) if offer["price"] else ()
    return Draft("accept_offer", actor, {"offer": number}, postings)


def _offer(event: Event) -> dict:
    """An open offer: `give` goes from its maker to `to`, `get` and `price` the other way."""
    payload = event.payload
    sale = event.type == "sell_pieces"
    return {
        "offer": event.version,
        "kind": "sale" if sale else "trade",
        "from": actor_seat(event.actor),
        "to": payload["to"],
        "give": payload["pieces"] if sale else payload["give"],
        "get": [] if sale else payload["get"],
        "price": payload["price"] if sale else 0,
    }


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
