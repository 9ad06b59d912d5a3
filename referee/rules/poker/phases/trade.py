"""Trades by choice (Trees: "players may trade cards with each other, as long as the same number of cards are
traded by each player. No information may be given about the cards except the number offered for trade.
Continue until no one wants to trade").

In turn from the dealer's left, each player still in may offer another player still in a trade of a number of
face-down cards (1 up to `most`), saying only that number, or let the turn go by. The other accepts or refuses.
An accepted trade is a pass both ways at once between the two: each chooses the cards they give (entered
privately), then each enters the cards they took, offered the cards the other named to confirm at a tap. As in
a pass, when a receiver enters other cards than its giver named, both are asked, and nobody else, to enter them
again, and the cards change hands only once they agree; at the showdown the receiver must show them
(`Zones.taken`). The turn goes round until every player still in, one after the other, has let it go by or had
their offer refused: then nobody wants to trade any more.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import Card, parse_cards
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event, seat_actor
from ...engine.typed import Kind, registry
from .. import actions
from ..deal import Phase, PokerState
from .passing import given_away

OFFER = "trade:offer"  # pending: the offer on the table, (offerer, partner, count)
AGREED = "trade:agreed"  # pending: the partner accepted the offer
TURNS = "trade:turns"  # pending: turns taken so far in this step
QUIET = "trade:quiet"  # pending: turns in a row that ended without a trade


def _offer(state: PokerState) -> tuple[int, int, int] | None:
    found = state.pending.get(OFFER)
    return tuple(found) if found is not None else None


def _gave(state: PokerState, seat: int) -> tuple[Card, ...] | None:
    return state.pending.get(f"trade:gave:{seat}")


def _took(state: PokerState, seat: int) -> tuple[Card, ...] | None:
    return state.pending.get(f"trade:took:{seat}")


def _settled(state: PokerState, seat: int) -> bool:
    """The cards handed to `seat` are in its hand: it and its giver named the same ones."""
    return bool(state.pending.get(f"trade:settled:{seat}"))


def _partner(state: PokerState, seat: int) -> int | None:
    """The other side of the accepted trade `seat` is part of."""
    offer = _offer(state)
    if offer is None or not state.pending.get(AGREED) or seat not in offer[:2]:
        return None
    return offer[1] if seat == offer[0] else offer[0]


def _differ(state: PokerState, seat: int) -> bool:
    """`seat` entered other cards than its partner said they gave it."""
    taken, partner = _took(state, seat), _partner(state, seat)
    return taken is not None and partner is not None and set(taken) != set(_gave(state, partner) or ())


def _turn(state: PokerState) -> int | None:
    players = state.contenders()
    return players[state.pending.get(TURNS, 0) % len(players)] if players else None


def _in_trade(state: PokerState, actor: str) -> int:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Trade, "no_trade_now")
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    return seat


def _your_turn(state: PokerState, seat: int) -> None:
    if _offer(state) is not None:
        offerer, partner, count = _offer(state)
        raise NotNow("trade_on", f"Seat {offerer}'s trade of {_cards(count)} with seat {partner} is settled first: "
                                 "wait.")
    if _turn(state) != seat:
        raise NotNow("not_your_turn", f"It is seat {_turn(state)}'s turn to offer a trade or not.")


def _cards(count: int) -> str:
    return f"{count} cards" if count > 1 else "one card"


def _offer_trade(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = _in_trade(state, actor)
    _your_turn(state, seat)
    partner, count = action.get("seat"), action.get("count", 1)
    if partner == seat or partner not in state.in_hand:
        raise RuleError("no_partner", "Offer the trade to another player still in the hand.")
    most = state.current.most
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= most:
        raise RuleError("bad_count", f"A trade is of 1 to {most} cards." if most > 1 else "A trade is of one card.")
    for who, says in ((seat, "You hold"), (partner, f"Seat {partner} holds")):
        if state.down_count(who) < count:
            held = state.down_count(who)
            raise RuleError("too_many", f"{says} {_cards(held) if held else 'no card'} face down: a trade of "
                                        f"{_cards(count)} can't be made.")
    return OFFER_TRADE.draft(actor, Offered(partner, count))


def _no_trade(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = _in_trade(state, actor)
    _your_turn(state, seat)
    return NO_TRADE.draft(actor, LetGo())


def _answer(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = _in_trade(state, actor)
    offer = _offer(state)
    if offer is None or offer[1] != seat or state.pending.get(AGREED):
        raise NotNow("no_offer", "No trade is offered to you now.")
    return (AGREE if action["type"] == "agree_trade" else REFUSE).draft(actor, Answered(offer[0]))


def _named(state: PokerState, action: Mapping[str, Any], count: int, own: tuple[Card, ...] = ()) -> tuple[Card, ...]:
    if isinstance(action.get("cards"), list) and "card" not in action:
        action = {"card": action["cards"]}
    cards = actions.cards_field(state, action, "card")
    if len(cards) != count:
        raise RuleError("one_card", "Name the one card of the trade, like \"Q♠\"." if count == 1 else
                        f"Name the {count} cards of the trade, like \"Q♠ 7♥\".")
    actions.check_unseen(state, cards, own=own)
    return cards


def _give(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = _in_trade(state, actor)
    partner = _partner(state, seat)
    if partner is None or _gave(state, seat) is not None and not _differ(state, partner):
        raise NotNow("nothing_to_give", "You have no cards to give in a trade now.")
    cards = _named(state, action, _offer(state)[2], state.zones.known.get(seat, ()))
    entered = state.zones.entered.get(seat, ())
    missing = [card for card in cards if card not in entered]
    if _gave(state, seat) is None and len(entered) == state.down_count(seat) and missing:
        raise RuleError("not_in_your_hand", f"{missing[0]} is not in the hand you entered.")
    return GIVE.draft(actor, Gave(partner, {"cards": actions.codes(cards)}))


def _take(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = _in_trade(state, actor)
    partner = _partner(state, seat)
    if partner is None or _settled(state, seat) or _took(state, seat) is not None and not _differ(state, seat):
        raise NotNow("nothing_to_take", "You have no cards to take in a trade now.")
    if _gave(state, seat) is None or _gave(state, partner) is None:
        raise NotNow("not_given", "Both choose the cards they give before either takes any: wait.")
    cards = _named(state, action, _offer(state)[2], state.zones.known.get(partner, ()))
    return TAKE.draft(actor, Took(partner, {"cards": actions.codes(cards)}))


@dataclass(frozen=True)
class Offered:
    to: int  # the seat offered the trade, for all to see
    count: int  # how many cards each gives, for all to see (nothing else is said of them)


@dataclass(frozen=True)
class LetGo:
    pass


@dataclass(frozen=True)
class Answered:
    source: int  # the seat whose offer is answered


@dataclass(frozen=True)
class Gave:
    to: int
    hidden: Mapping[str, Any]  # the cards given ("cards": [...]), the giver's secret


@dataclass(frozen=True)
class Took:
    source: int
    hidden: Mapping[str, Any]  # the cards taken ("cards": [...]), the taker's secret


def _next_turn(state: PokerState, traded: bool) -> PokerState:
    """The turn passes on; the offer and its cards are cleared."""
    pending = {key: value for key, value in state.pending.items() if not key.startswith("trade:")}
    pending.update({TURNS: state.pending.get(TURNS, 0) + 1, QUIET: 0 if traded else state.pending.get(QUIET, 0) + 1})
    return replace(state, pending=pending)


def _fold_offer(state: PokerState, event: Event, offered: Offered) -> PokerState:
    return replace(state, pending={**state.pending, OFFER: (int(event.actor[5:]), offered.to, offered.count)})


def _fold_let_go(state: PokerState, event: Event, let_go: LetGo) -> PokerState:
    return _next_turn(state, False)


def _fold_agree(state: PokerState, event: Event, answered: Answered) -> PokerState:
    return replace(state, pending={**state.pending, AGREED: True})


def _fold_refuse(state: PokerState, event: Event, answered: Answered) -> PokerState:
    return _next_turn(state, False)


def _fold_give(state: PokerState, event: Event, gave: Gave) -> PokerState:
    """The cards leave the giver's hand at once, as in a pass; a correction puts back those first named."""
    seat, cards = int(event.actor[5:]), parse_cards(gave.hidden["cards"])
    zones = given_away(state.zones, seat, cards, _gave(state, seat))
    state = replace(state, zones=zones, pending={**state.pending, f"trade:gave:{seat}": cards})
    return _settle(state, gave.to)


def _fold_take(state: PokerState, event: Event, took: Took) -> PokerState:
    seat = int(event.actor[5:])
    state = replace(state, pending={**state.pending, f"trade:took:{seat}": parse_cards(took.hidden["cards"])})
    return _settle(state, seat)


def _settle(state: PokerState, to: int) -> PokerState:
    """The cards join the receiver's hand once it and its giver name the same ones; both ways settled, the
    trade is made and the turn passes on."""
    source = _partner(state, to)
    taken = _took(state, to)
    if taken is None or _settled(state, to) or _differ(state, to):
        return state
    zones = state.zones
    for card in taken:
        zones = zones.receive(to, card).handed(source, to, card)
    state = replace(state, zones=zones, pending={**state.pending, f"trade:settled:{to}": True})
    return _next_turn(state, True) if _settled(state, source) else state


OFFER_TRADE = Kind("offer_trade", Offered, _fold_offer)
NO_TRADE = Kind("no_trade", LetGo, _fold_let_go)
AGREE = Kind("agree_trade", Answered, _fold_agree)
REFUSE = Kind("refuse_trade", Answered, _fold_refuse)
GIVE = Kind("trade_give", Gave, _fold_give)
TAKE = Kind("trade_take", Took, _fold_take)

DIFFER = "{other} entered other cards than you for the cards {who} gave in the trade. Check them, and enter " \
         "again the cards {what}; nobody else is told."


@dataclass(frozen=True)
class Trade(Phase):
    """Each player still in, in turn, may offer another a trade of up to `most` face-down cards each way; round
    and round until nobody wants to trade."""

    name = "trade"
    waiting = "Players offer each other trades of cards now."
    drafters = MappingProxyType({"offer_trade": _offer_trade, "no_trade": _no_trade, "agree_trade": _answer,
                                 "refuse_trade": _answer, "trade_give": _give, "trade_take": _take})
    folds = registry(OFFER_TRADE, NO_TRADE, AGREE, REFUSE, GIVE, TAKE)

    most: int = 1

    def enter(self, state: PokerState) -> PokerState:
        return replace(state, pending={key: value for key, value in state.pending.items()
                                       if not key.startswith("trade:")})

    def turn(self, state: PokerState) -> int | None:
        return None if self.complete(state) or _offer(state) is not None else _turn(state)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat not in state.in_hand or self.complete(state):
            return []
        offer = _offer(state)
        if offer is None:
            return self._turn_offers(state, seat) if _turn(state) == seat else []
        if not state.pending.get(AGREED):
            return [specs.offer(kind, source=offer[0], count=offer[2]) for kind in ("agree_trade", "refuse_trade")] \
                if seat == offer[1] else []
        partner = _partner(state, seat)
        return [] if partner is None else self._card_offers(state, seat, partner, offer[2])

    def _turn_offers(self, state: PokerState, seat: int) -> list[dict]:
        most = min(self.most, state.down_count(seat))
        partners = [other for other in state.contenders() if other != seat and state.down_count(other)]
        found = [specs.offer("offer_trade", specs.seat("seat", partners), specs.integer("count", 1, most),
                             most=most)] if most and partners else []
        return found + [specs.offer("no_trade")]

    def _card_offers(self, state: PokerState, seat: int, partner: int, count: int) -> list[dict]:
        several = {"count": count} if count > 1 else {}

        def field(**more: Any) -> dict:
            return specs.card("card", **more) if count == 1 else specs.cards("card", count, **more)

        found = []
        if _gave(state, seat) is None:
            found.append(specs.offer("trade_give", field(own="down", leaves=seat_actor(partner)), to=partner,
                                     **several))
        elif _differ(state, partner):
            says = DIFFER.format(other=f"Seat {partner}", who="you", what="you gave")
            found.append(specs.offer("trade_give", field(), to=partner, differ=says, **several))
        if _gave(state, seat) is not None and _gave(state, partner) is not None and not _settled(state, seat):
            taken = field(own="down", source=seat_actor(partner))
            if _took(state, seat) is None:
                named = actions.codes(_gave(state, partner))
                found.append(specs.offer("trade_take", taken, source=partner, passed=",".join(named), **several))
            elif _differ(state, seat):
                says = DIFFER.format(other=f"Seat {partner}", who="they", what="you took")
                found.append(specs.offer("trade_take", taken, source=partner, differ=says, **several))
        return found

    def complete(self, state: PokerState) -> bool:
        """Every player still in, one after the other, let the turn go by or was refused; or nobody to trade
        with."""
        players = state.contenders()
        return len(players) < 2 or state.pending.get(QUIET, 0) >= len(players)

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={})
