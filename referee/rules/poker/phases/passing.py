"""A pass: every player still in hands `count` face-down cards to another player still in: the next to the
left or to the right (or a number of players along), or the one across the table.

Passes are simultaneous: each player chooses the cards they pass (entered
privately) before anyone takes any, so nobody receives until every pass is
chosen. Then each receiver enters the cards they took, privately (offered the
cards their giver named, to confirm at a tap). The referee
checks that giver and receiver name the same cards; when they differ it asks
both, and nobody else, to enter them again, and the cards join the receiver's
hand only once they agree. Nobody else ever learns them. At the showdown
the receiver must show them and the giver may not (`Zones.taken`, `parted`).

Across is half the players still in away, counted to the left: at an odd
table, of the two players facing them, the one nearer on their left.

A pass may go further along (`step` 2: the player two seats to the left, counting the players still in); one
whose count comes back round to its giver is not made. Its count may be the last bettor's to choose (`chosen`,
Shift): from 0 up to `count`, said for all before anyone passes; 0 and nobody passes.

A take (`taken`) is the same pass the other way round: each player takes
cards at random from a neighbour's face-down cards, so the player who loses
them enters the cards taken, and the taker the cards they took.
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
from .betting import last_raiser


def receiver(state: PokerState, seat: int, step: int, among=None) -> int:
    """The player still in `step` places from `seat`: to the left (playing order) or, negative, the right
    (`among`: counting only these seats, and `seat`)."""
    players = [other for other in state.contenders() if among is None or other in among or other == seat]
    return players[(players.index(seat) + step) % len(players)]


def giver(state: PokerState, seat: int, step: int) -> int:
    return receiver(state, seat, -step)


def _key(name: str, seat: int, back: bool) -> str:
    """Where `pending` keeps a seat's part of the pass (`back`: of the cards passed the other way at once)."""
    return f"{name}:{seat}:back" if back else f"{name}:{seat}"


def _given(state: PokerState, seat: int, back: bool = False) -> tuple[Card, ...] | None:
    return state.pending.get(_key("gave", seat, back))


def _taken(state: PokerState, seat: int, back: bool = False) -> tuple[Card, ...] | None:
    return state.pending.get(_key("took", seat, back))


def _agreed(state: PokerState, seat: int, back: bool = False) -> bool:
    """The card handed to `seat` is settled: its giver and it named the same card."""
    return bool(state.pending.get(_key("agreed", seat, back)))


def everyone_chose(state: PokerState) -> bool:
    return all(_given(state, seat, back) is not None for seat in state.contenders() for back in state.current.ways(state))


def _same(one: tuple[Card, ...] | None, other: tuple[Card, ...] | None) -> bool:
    return one is not None and other is not None and set(one) == set(other)


def _differ(state: PokerState, to: int, step: int, back: bool = False) -> bool:
    taken = _taken(state, to, back)
    return taken is not None and not _same(taken, _given(state, giver(state, to, step), back))


def _back(state: PokerState, action: Mapping[str, Any]) -> bool:
    """The command is of the cards passed the other way at once: it names that side."""
    phase = state.current
    return phase.both(state) and action.get("side") == phase.side(True)


def _passed_cards(state: PokerState, seat: int, action: Mapping[str, Any],
                  giver_shown: tuple[Card, ...] = (), back: bool = False) -> tuple[Card, ...]:
    """The cards named in a pass or its receipt: as many different ones as the pass hands over. A card the
    giver showed and kept (an ace shown to draw more) may be one of them."""
    if isinstance(action.get("cards"), list) and "card" not in action:
        action = {"card": action["cards"]}
    cards = actions.cards_field(state, action, "card")
    count = state.current.cards(state, back)
    if len(cards) != count:
        raise RuleError("one_card", "Name the one card that is passed, like \"Q♠\"." if count == 1 else
                        f"Name the {count} cards that are passed, like \"Q♠ 7♥\".")
    actions.check_unseen(state, cards, own=state.zones.known.get(seat, ()) + giver_shown)
    return cards


def _pass(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Pass, "no_pass_now")
    if not state.current.counted(state):
        raise NotNow("count_not_chosen", f"Seat {last_raiser(state)} chooses first how many cards everyone passes: "
                     "wait.")
    back = _back(state, action)
    step = state.current.places(state, back)
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    to = receiver(state, seat, step)
    if _given(state, seat, back) is not None and not _differ(state, to, step, back):
        raise NotNow("already_passed", "You have already passed your card." if state.current.cards(state, back) == 1
                     else "You have already passed your cards.")
    cards = _passed_cards(state, seat, action, back=back)
    entered = state.zones.entered.get(seat, ())
    missing = [card for card in cards if card not in entered]
    if _given(state, seat, back) is None and len(entered) == state.down_count(seat) and missing:
        raise RuleError("not_in_your_hand", f"{missing[0]} is not in the hand you entered.")
    return PASS.draft(actor, Passed(to, {"cards": actions.codes(cards)}, state.current.side(True) if back else None))


def _receive(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Pass, "no_pass_now")
    back = _back(state, action)
    step = state.current.places(state, back)
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    if not everyone_chose(state):
        raise NotNow("passes_not_chosen", "Everyone chooses the card they pass before anyone takes one: wait."
                     if state.current.cards(state) == 1 else
                     "Everyone chooses the cards they pass before anyone takes any: wait.")
    if _agreed(state, seat, back) or _taken(state, seat, back) is not None and not _differ(state, seat, step, back):
        raise NotNow("already_received", "You have already entered the card you were passed."
                     if state.current.cards(state, back) == 1 else "You have already entered the cards you were passed.")
    source = giver(state, seat, step)
    cards = _passed_cards(state, seat, action, state.zones.known.get(source, ()), back)
    return RECEIVE.draft(actor, Received(source, {"cards": actions.codes(cards)},
                                         state.current.side(True) if back else None))


def _choose(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Pass, "no_pass_now")
    phase = state.current
    if not phase.chosen or phase.counted(state) or seat != last_raiser(state):
        raise NotNow("not_your_choice", "You don't choose how many cards are passed now.")
    count = action.get("count")
    if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= phase.count:
        raise RuleError("bad_count", f"Choose from 0 to {phase.count} cards.")
    return CHOOSE.draft(actor, CountChosen(count))


@dataclass(frozen=True)
class CountChosen:
    count: int  # how many cards everyone passes, for all to see


def _fold_choose(state: PokerState, event: Event, chosen: CountChosen) -> PokerState:
    return replace(state, pending={**state.pending, COUNT: chosen.count})


@dataclass(frozen=True)
class Passed:
    to: int  # the seat the cards go to, for all to see
    hidden: Mapping[str, Any]  # the cards passed ("cards": [...]), the giver's secret
    side: str | None = None  # the side of the cards passed the other way at once, for all to see


@dataclass(frozen=True)
class Received:
    source: int  # the seat the cards came from, for all to see
    hidden: Mapping[str, Any]  # the cards taken ("cards": [...]), the receiver's secret
    side: str | None = None  # the side of the cards passed the other way at once, for all to see


def given_away(zones, seat: int, cards, before):
    """The zones once `seat` gave `cards` away (a pass, a trade): they leave the giver's hand; a correction of
    the cards `before` named (None: none were) puts those back and takes these instead."""
    if before is None:
        for card in cards:
            zones = zones.give(seat, card)
        return zones
    entered = zones.entered.get(seat)
    swapped = dict(zip([card for card in cards if card not in before], [card for card in before if card not in cards]))
    if entered is not None and swapped and all(card in entered for card in swapped):
        return zones.enter(seat, tuple(swapped.get(held, held) for held in entered))
    return zones.forget(seat)


def _fold_pass(state: PokerState, event: Event, passed: Passed) -> PokerState:
    seat, cards, back = int(event.actor[5:]), parse_cards(passed.hidden["cards"]), passed.side is not None
    zones = given_away(state.zones, seat, cards, _given(state, seat, back))
    state = replace(state, zones=zones, pending={**state.pending, _key("gave", seat, back): cards})
    return _settle(state, passed.to, back)


def _fold_receive(state: PokerState, event: Event, received: Received) -> PokerState:
    seat, cards, back = int(event.actor[5:]), parse_cards(received.hidden["cards"]), received.side is not None
    return _settle(replace(state, pending={**state.pending, _key("took", seat, back): cards}), seat, back)


def _settle(state: PokerState, to: int, back: bool) -> PokerState:
    """The cards join the receiver's hand once giver and receiver name the same ones."""
    taken, source = _taken(state, to, back), giver(state, to, state.current.places(state, back))
    if taken is None or _agreed(state, to, back) or not _same(taken, _given(state, source, back)):
        return state
    zones = state.zones
    for card in taken:
        zones = zones.receive(to, card).handed(source, to, card)
    return replace(state, zones=zones, pending={**state.pending, _key("agreed", to, back): True})


PASS = Kind("pass_card", Passed, _fold_pass)
RECEIVE = Kind("receive", Received, _fold_receive)
CHOOSE = Kind("pass_count", CountChosen, _fold_choose)
COUNT = "pass_count"  # the count the chooser chose, in `pending`

DIFFER = ("{other} entered another card than you for the card {who} passed. Check it, and enter again the "
          "card {what}; nobody else is told.")
DIFFER_SEVERAL = ("{other} entered other cards than you for the cards {who} passed. Check them, and enter again "
                  "the cards {what}; nobody else is told.")
SIDES = {1: "left", -1: "right"}


@dataclass(frozen=True)
class Pass(Phase):
    """Each player still in passes `count` face-down cards: `step` players along to the left (1 the next),
    negative to the right, or across the table (`across`); and, at once, `back` cards as far the other way."""

    name = "pass"
    waiting = "Everyone passes a card now."
    drafters = MappingProxyType({"pass_card": _pass, "receive": _receive, "pass_count": _choose})
    folds = registry(PASS, RECEIVE, CHOOSE)

    step: int = 1
    count: int = 1  # with `chosen`, the most cards the chooser may name
    across: bool = False
    taken: bool = False  # the receiver takes the cards at random, rather than the giver choosing them
    chosen: bool = False  # the last to bet or raise in the round before chooses the count, from 0 to `count`
    back: int = 0  # cards each player passes the other way at the same time

    @property
    def asks_last_raiser(self) -> bool:
        return self.chosen

    def counted(self, state: PokerState) -> bool:
        """How many cards pass is known: fixed, or chosen already."""
        return not self.chosen or COUNT in state.pending

    def cards(self, state: PokerState, back: bool = False) -> int:
        """How many cards each player passes (`back`: the other way)."""
        if back:
            return self.back
        if self.back and not self.both(state):
            return self.count + self.back
        return int(state.pending.get(COUNT, 0)) if self.chosen else self.count

    def places(self, state: PokerState, back: bool = False) -> int:
        """How many places to the left the cards go (`back`: as many to the right); across, half the players
        still in."""
        places = len(state.contenders()) // 2 if self.across else self.step
        return -places if back else places

    def ways(self, state: PokerState) -> tuple[bool, ...]:
        """The passes made at once: this way, and the other way (`back`) when cards go both ways; at a table of
        two both go to the one other player, in one pass."""
        return (False, True) if self.both(state) else (False,)

    def both(self, state: PokerState) -> bool:
        return bool(self.back) and len(state.contenders()) > 2

    def side(self, back: bool = False) -> str:
        if self.across:
            return "across"
        return SIDES[1 if (self.step > 0) != back else -1]

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat not in state.in_hand:
            return []
        if not self.counted(state):
            return [specs.offer("pass_count", specs.integer("count", 0, self.count), side=self.side())] \
                if seat == last_raiser(state) else []
        return [offer for back in self.ways(state) for offer in self._offers(state, seat, back)]

    def _offers(self, state: PokerState, seat: int, back: bool) -> list[dict]:
        step, side, several = self.places(state, back), self.side(back), self._several(state, back)
        to, source = receiver(state, seat, step), giver(state, seat, step)
        differ = DIFFER if self.cards(state, back) == 1 else DIFFER_SEVERAL
        found = []
        if _given(state, seat, back) is None:
            found.append(specs.offer("pass_card", *self._field(state, back, own="down", leaves=seat_actor(to)), to=to,
                                     **{"side": side, **several}))
        elif _differ(state, to, step, back):  # the giver's correction: the cards they really passed
            says = differ.format(other=f"Seat {to}", who="you", what="you passed")
            found.append(specs.offer("pass_card", *self._field(state, back), to=to, differ=says,
                                     **{"side": side, **several}))
        if everyone_chose(state) and not _agreed(state, seat, back):
            taken = self._field(state, back, own="down", source=seat_actor(source))
            if _taken(state, seat, back) is None:  # the cards the giver named, for the receiver to confirm at a tap
                named = actions.codes(_given(state, source, back))
                found.append(specs.offer("receive", *taken, source=source,
                                         passed=named[0] if self.cards(state, back) == 1 else ",".join(named),
                                         **several))
            elif _differ(state, seat, step, back):
                says = differ.format(other=f"Seat {source}", who="they", what="you were passed")
                found.append(specs.offer("receive", *taken, source=source, differ=says, **several))
        return found

    def _field(self, state: PokerState, back: bool, **more: Any) -> tuple[dict, ...]:
        """The cards a command names; of cards passed both ways at once, and the side they go."""
        count = self.cards(state, back)
        cards = specs.card("card", **more) if count == 1 else specs.cards("card", count, **more)
        return (cards, specs.choice("side", (self.side(back),))) if self.both(state) else (cards,)

    def _several(self, state: PokerState, back: bool) -> dict:
        """What an offer says of a pass of several cards, of several seats along, of cards taken, or of cards
        passed both ways at once (each way's commands name their side); a pass of one card to the next player
        says nothing more."""
        count = self.cards(state, back)
        return {**({"count": count} if count > 1 else {}), **({"taken": True} if self.taken else {}),
                **({"seats": abs(self.step)} if abs(self.step) > 1 and not self.across else {}),
                **({"both": True, "side": self.side(back)} if self.both(state) else {})}

    def complete(self, state: PokerState) -> bool:
        """Every pass settled; or none to make: no card chosen, or counting the seats along brings each pass
        back to its giver (two seats along at a table of two)."""
        if not self.counted(state):
            return False
        if self.places(state) % len(state.contenders()) == 0 or self.cards(state) == 0:
            return True
        return all(_agreed(state, seat, back) for seat in state.contenders() for back in self.ways(state))

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={})
