"""Zap's lightning: in turn, each player is dealt a card face up, which calls lightning down the table.

The lightning chains left through as many players still in as the card's
value (a face card or an ace: one), wrapping round the table: each seat it
passes is zapped and pays a nickel (each time it passes), the last is struck
and is dealt a card face up. Nobody holds more than three cards up: a player
dealt one while full gives up a card, in front or from the hand (shown), the
new card taking its place, and the card given up travels left: greased, to
the first seat with fewer than three up; gooey, to the next seat, which if
full gives one up in turn. With nobody left to take it, it is grounded (out).

The revised rules (`revised`) charge the struck player a nickel too, make a
full player dealt a card in turn give one up, and charge everyone a nickel
when lightning is called with every seat full; the old rules do none of
these, and a full player is passed over in turn. The phase ends when every
player still in has three cards up.

The referee works the chain out and posts the nickels itself, and tells the
dealer whom to deal next and where each card given up goes.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import Card, parse_cards
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import REFEREE, Draft, Event
from ...engine.typed import Kind, registry
from ...engine.variant import Option
from ...money.stakes import cents
from .. import actions
from ..deal import Phase, PokerState
from ..flow import dead_money

FULL = 3
TURN, STRUCK = "their turn", "struck by lightning"
HELD = "lightning"  # the table pile a card dealt to a full player waits in, until they give one up
MODE = Option("lightning", "choice", "greased", "Where a card given up goes: greased, to the first player with "
              "fewer than three cards up; gooey, to the next player, who if full gives one up in turn.",
              choices=("greased", "gooey"), words=("Greased", "Gooey"))
PRICE = Option("zap_price", "int", 5, "What a zap costs.", minimum=0, money=True)


def value(card: Card) -> int:
    """How far the lightning chains: a number card's value, a face card or an ace one."""
    return card.rank if card.rank <= 10 else 1


def full(state: PokerState, seat: int) -> bool:
    return len(state.zones.face_up(seat)) >= FULL


def _queue(state: PokerState) -> tuple:
    return state.pending.get("queue", ())


def _left(state: PokerState, seat: int, steps: int = 1) -> int:
    players = state.contenders()
    return players[(players.index(seat) + steps) % len(players)]


def next_turn(state: PokerState) -> int | None:
    """Whose turn it is to be dealt a card, or None when every player still in has three up."""
    players = state.contenders()
    if all(full(state, seat) for seat in players):
        return None
    last = state.pending.get("last")
    start = players.index(last) + 1 if last in players else 0
    for step in range(len(players)):
        seat = players[(start + step) % len(players)]
        if state.current.revised or not full(state, seat):
            return seat
    return None


def due(state: PokerState) -> tuple | None:
    """What the lightning waits for: ("deal", seat, why), ("give", seat, card code, why) or ("bolt", card, seat)."""
    queue = _queue(state)
    if queue:
        return queue[0]
    seat = next_turn(state)
    return None if seat is None else ("deal", seat, TURN)


def _deal(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    actions.in_phase(state, Lightning, "no_lightning_now")
    step = due(state)
    if step is None or step[0] != "deal":
        raise NotNow("not_dealing", "No card is dealt now: " + state.current.waiting)
    given = action.get("cards")
    if not isinstance(given, dict) or set(given) != {str(step[1])}:
        raise RuleError("wrong_seat", f"The card goes to seat {step[1]} now ({step[2]}).")
    card = actions.cards_field(state, {"card": given[str(step[1])]}, "card")[0]
    actions.check_unseen(state, [card])
    return DEAL_UP.draft(actor, Dealt({str(step[1]): card.code}))


@dataclass(frozen=True)
class Dealt:
    cards: Mapping[str, str]  # the seat the card is dealt to -> the card


def _fold_deal(state: PokerState, event: Event, dealt: Dealt) -> PokerState:
    (seat, code), = dealt.cards.items()
    seat, card = int(seat), parse_cards([code])[0]
    step, queue = due(state), _queue(state)[1:]
    pending = dict(state.pending)
    if step[2] == TURN:
        pending["last"] = seat
        queue = (("bolt", code, seat),) + queue
    if full(state, seat):
        zones = state.zones.lay(HELD, [card])
        queue = (("give", seat, code, "dealt a card with three up"),) + queue
    else:
        zones = state.zones.turn_up(seat, card)
    return replace(state, zones=zones, pending={**pending, "queue": queue})


def _give(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Lightning, "no_lightning_now")
    step = due(state)
    if step is None or step[0] != "give" or step[1] != seat:
        raise NotNow("nothing_to_give", "You have no card to give up now.")
    card = actions.cards_field(state, action, "card")[0]
    if action["type"] == "give_up" and card not in state.zones.face_up(seat):
        raise RuleError("not_in_front", f"{card} is not in front of you: give up one of your face-up cards.")
    if action["type"] == "give_down":
        actions.check_unseen(state, [card], own=state.zones.known.get(seat, ()))
        entered = state.zones.entered.get(seat, ())
        if len(entered) == state.down_count(seat) and card not in entered:
            raise RuleError("not_in_your_hand", f"{card} is not in the hand you entered.")
    return GIVE.draft(actor, Given(card.code, step[2], _where(state, seat, card)))


def _where(state: PokerState, seat: int, card: Card) -> str:
    """Where the card given up goes, in words the table follows."""
    to, gives = _destination(state, seat)
    if to is None:
        return f"{card} is grounded: nobody has fewer than three cards up, it goes out of play."
    return f"{card} goes to seat {to}" + (", who has three up and gives one up for it." if gives else ".")


def _destination(state: PokerState, seat: int) -> tuple[int | None, bool]:
    """The seat the card given up goes to, and whether that seat must give one up for it in turn."""
    others = [_left(state, seat, step) for step in range(1, len(state.contenders()))]
    room = [other for other in others if not full(state, other)]
    if not room:
        return None, False
    if state.options.get(MODE.name) == "gooey" and state.current.revised:
        return others[0], full(state, others[0])
    return room[0], False


@dataclass(frozen=True)
class Given:
    card: str  # the card given up, shown to all
    why: str
    says: str  # where it goes


def _fold_give(state: PokerState, event: Event, given: Given) -> PokerState:
    seat, out = int(event.actor[5:]), parse_cards([given.card])[0]
    step = due(state)
    into = parse_cards([step[2]])[0]
    zones = state.zones.take(HELD, into)
    if out in zones.face_up(seat):
        zones = zones.take_up(seat, out).put_up(seat, into)
    else:
        zones = zones.swap_down(seat, out, into)
    to, gives = _destination(state, seat)
    queue = _queue(state)[1:]
    if gives:
        zones = zones.put(HELD, out)
        queue = (("give", to, out.code, "passed a card with three up"),) + queue
    elif to is not None:
        zones = zones.put_up(to, out)
    notes = {**state.notes, "lightning": given.says}
    return replace(state, zones=zones, pending={**state.pending, "queue": queue}, notes=notes)


@dataclass(frozen=True)
class Bolt:
    card: str
    caller: int
    zapped: Mapping[str, int]  # seat -> times the lightning passed it
    struck: int | None  # None: grounded
    says: str
    short: Mapping[str, int] | None = None  # what stacks too short could not pay


def _bolt(state: PokerState, card: Card, caller: int) -> Draft:
    price, revised = state.options.get(PRICE.name, 5), state.current.revised
    players = state.contenders()
    if all(full(state, seat) for seat in players):
        owed = Counter({seat: price for seat in players} if revised else {})
        zapped, struck = Counter(), None
        says = f"The {card} calls lightning with every player full: it is grounded" + \
            (f"; everyone pays {cents(price)}." if revised else ".")
    else:
        chain = [_left(state, caller, step) for step in range(1, value(card) + 1)]
        zapped, struck = Counter(chain[:-1]), chain[-1]
        owed = Counter({seat: times * price for seat, times in zapped.items()})
        if revised:
            owed[struck] += price
        passes = ", ".join(f"seat {seat}" + (f" ({times} times)" if times > 1 else "")
                           for seat, times in zapped.items())
        says = f"The {card} dealt to seat {caller} calls lightning: " + \
            (f"it zaps {passes} and strikes" if zapped else "it strikes") + \
            f" seat {struck}, who is dealt a card face up."
    paid = {seat: min(amount, state.stacks[seat]) for seat, amount in owed.items()}
    short = {str(seat): owed[seat] - paid[seat] for seat in owed if paid[seat] < owed[seat]}
    postings = tuple((f"stack:{seat}", state.pot_account, amount) for seat, amount in paid.items() if amount)
    payload = Bolt(card.code, caller, {str(seat): times for seat, times in zapped.items()}, struck, says, short or None)
    return BOLT.draft(REFEREE, payload, postings)


def _fold_bolt(state: PokerState, event: Event, bolt: Bolt) -> PokerState:
    for source, _, amount in event.postings:
        state = dead_money(state, int(source[6:]), amount)
    queue = _queue(state)[1:]
    if bolt.struck is not None:
        queue = (("deal", bolt.struck, STRUCK),) + queue
    return replace(state, pending={**state.pending, "queue": queue}, notes={**state.notes, "lightning": bolt.says})


DEAL_UP = Kind("deal_up", Dealt, _fold_deal)
GIVE = Kind("give", Given, _fold_give)
BOLT = Kind("lightning", Bolt, _fold_bolt)


@dataclass(frozen=True)
class Lightning(Phase):
    name = "zap"
    waiting = "This is the zap phase: the dealer deals the cards the lightning calls for."
    drafters = MappingProxyType({"deal_up": _deal, "give_up": _give, "give_down": _give})
    folds = registry(DEAL_UP, GIVE, BOLT)

    revised: bool = True

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        step = due(state)
        if step is None:
            return []
        if step[0] == "deal" and seat == state.setup.dealer:
            says = f"Deal seat {step[1]} a card face up ({step[2]})."
            return [specs.offer("deal_up", specs.cards_by_seat("cards", [step[1]]), seats=[step[1]], why=step[2],
                                says=says)]
        if step[0] == "give" and seat == step[1]:
            new = parse_cards([step[2]])[0]
            says = f"You have three cards up: give one up for the {new}, from in front of you or from your hand."
            up = [card.code for card in state.zones.face_up(seat)]
            return [specs.offer("give_up", specs.card("card", up), cards=up, says=says),
                    specs.offer("give_down", specs.card("card", own="down", shown=True, leaves="table", takes=new.code),
                                says=says)]
        return []

    def followup(self, state: PokerState) -> Draft | None:
        step = due(state)
        if step is not None and step[0] == "bolt":
            return _bolt(state, parse_cards([step[1]])[0], step[2])
        return None

    def turn(self, state: PokerState) -> int | None:
        step = due(state)
        return step[1] if step is not None and step[0] == "give" else None

    def dealing(self, state: PokerState) -> int:
        step = due(state)
        return 1 if step is not None and step[0] == "deal" else 0

    def complete(self, state: PokerState) -> bool:
        return due(state) is None

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={})
