"""The table's hand (a ghost, or phantom, hand): cards dealt face down to the table, which no player holds,
and which a hand must beat to win.

A step of the script deals it (`DealTable`): its cards leave the deck unseen. At the showdown, once someone
is in it, the dealer turns it up and enters its cards (`TableHand`); the referee rules only then. It is
ranked as every hand is, with the wild cards every hand shares (none that is wild in one player's hand
only). Every hand still in is shown against it (nobody mucks), and a player left alone in the hand still
plays it. A hand that does not beat it (a tie does not) wins nothing: when no hand shown beats it, nobody
wins the pot, which stays for the next deal, and every player who showed pays its amount into it (matches
the pot). When nobody went in (guts), it is never turned.

Some tables deal it street by street, with the players' cards: a step may deal some of its cards face up, which
the dealer enters as they are dealt, and those face down wait for the showdown. Some make it of the cards
thrown away at the draw, face down on the table (`DealTable.draws`): as many as the players changed. A table's
hand of more than five cards plays its best five, as a player's does.

A pot split high-low against it (`TableHighLow`, Eastern Western's "the highest showing high hand and the
lowest showing low hand split the pot. You must beat the table hand to win."): the table's hand plays in each
half, its best high and its own low (its best five for either), and each half goes to the hand that beats it
there, as the cards speak or as the players declared (one who declared both must beat it in both). A half
nobody beats stays in the pot for the next deal, and everyone shown who wins nothing matches the pot: its
whole amount, the half kept with the half won. With no qualifying low at the table nor among the players,
the high takes the whole pot, as in every high-low game. Only when it beats every hand in both halves does
the table's hand stand, and the whole pot stays.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ..core.cards import Card, parse_cards
from ..core.errors import NotNow, RuleError
from ..core.hands import Hand
from ..engine import specs
from ..engine.events import Draft, Event
from ..engine.typed import Kind, registry
from . import actions
from ..money.pots import return_uncalled
from .deal import Extension, Phase, PokerState
from .high_low import HighLow, split_of, within
from .phases.declare import revealed
from .phases.in_out import NOBODY
from .ruling import best_of, shown_hand

TABLE = "the table's hand"  # the table's pile its cards lie in once turned up


def _deal_up(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    due = up_due(state)
    if due <= 0:
        raise NotNow("no_table_card_now", "No card of the table's hand is being dealt face up now.")
    laid = actions.cards_field(state, action)
    if not laid or len(laid) > due or len(set(laid)) != len(laid):
        raise RuleError("wrong_count", f"Enter the {due} different cards dealt face up to the table's hand now"
                        if due > 1 else "Enter the card dealt face up to the table's hand now.")
    actions.check_unseen(state, laid)
    return DEALT_UP.draft(actor, Turned(actions.codes(laid)))


def _fold_up(state: PokerState, event: Event, laid: Turned) -> PokerState:
    return replace(state, zones=state.zones.lay(TABLE, parse_cards(laid.cards)))


@dataclass(frozen=True)
class Turned:
    cards: list[str]  # cards of the table's hand, entered by the dealer as they are turned up


DEALT_UP = Kind("table_hand_dealt_up", Turned, _fold_up)


@dataclass(frozen=True)
class DealTable(Phase):
    """Cards of the table's hand dealt: `count` face down (nobody enters them until they are turned up), `up`
    face up (the dealer enters them as they are dealt); with `draws`, the cards thrown away at the draw go to
    it face down too."""

    name = "table_hand"
    waiting = "The dealer is dealing the table's hand: that can't be done now."
    drafters = MappingProxyType({"table_hand_up": _deal_up})
    folds = registry(DEALT_UP)

    count: int = 3
    up: int = 0
    draws: bool = False

    def enter(self, state: PokerState) -> PokerState:
        return replace(state, zones=state.zones.replace_cards(self.count))

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        due = up_due(state)
        if seat != state.setup.dealer or due <= 0:
            return []
        return [specs.offer("table_hand_up", specs.cards("cards", due), count=due)]

    def dealing(self, state: PokerState) -> int:
        return max(up_due(state), 0)

    def complete(self, state: PokerState) -> bool:
        return up_due(state) <= 0


def up_due(state: PokerState) -> int:
    """Cards the current step still deals face up to the table's hand."""
    phase = state.current
    if not isinstance(phase, DealTable):
        return 0
    return phase.up - (len(state.zones.pile(TABLE)) - len(state.since.pile(TABLE)))


def _steps(state: PokerState) -> list[DealTable]:
    return [phase for phase in state.ran if isinstance(phase, DealTable)]


def dealt(state: PokerState) -> bool:
    return bool(_steps(state))


def cards(state: PokerState) -> tuple:
    return state.zones.pile(TABLE)


def face_down(state: PokerState) -> int:
    """The table's cards still face down: those dealt face down and thrown away to it at the draw, until the
    dealer turns them up."""
    steps = _steps(state)
    if len(cards(state)) > sum(step.up for step in steps):
        return 0  # turned up
    thrown = sum(state.changed.values()) if any(step.draws for step in steps) else 0
    return sum(step.count for step in steps) + thrown


def needed(state: PokerState) -> bool:
    """Whether the ruling waits for the table's hand: someone is in the showdown and some of it is face down."""
    return state.at_showdown and state.result is None and NOBODY not in state.notes and face_down(state) > 0


def table_hand(state: PokerState) -> Hand:
    return state.hand(cards(state), state.wild(None))


def _turn(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    if not needed(state):
        raise NotNow("no_table_hand_now", "The table's hand is turned up at the showdown, when someone is in it.")
    turned = actions.cards_field(state, action)
    count = face_down(state)
    if len(turned) != count or len(set(turned)) != len(turned):
        raise RuleError("wrong_count", f"Enter the {count} different cards of the table's hand.")
    actions.check_unseen(state, turned)
    return TURNED.draft(actor, Turned(actions.codes(turned)))


def _fold_turned(state: PokerState, event: Event, turned: Turned) -> PokerState:
    zones = state.zones
    for card in parse_cards(turned.cards):
        zones = zones.put(TABLE, card)
    return replace(state, zones=zones)


TURNED = Kind("table_hand_turned", Turned, _fold_turned)


@dataclass(frozen=True)
class TableHand(Extension):
    drafters = MappingProxyType({"table_hand": _turn})
    rulings = (TURNED.name,)

    def apply(self, state: PokerState, event: Event) -> PokerState:
        return TURNED.apply(state, event)

    def legal_actions(self, state: PokerState, seat: int) -> list[dict]:
        if seat != state.setup.dealer or not needed(state):
            return []
        count = face_down(state)
        return [specs.offer("table_hand", specs.cards("cards", count), count=count)]

    def view(self, state: PokerState, viewer: int | None) -> dict:
        if not dealt(state):
            return {}
        return {"piles": {TABLE: {"cards": [card.code for card in cards(state)], "down": face_down(state)}}}

    def must_show(self, state: PokerState) -> frozenset[int]:
        return state.in_hand if state.at_showdown and NOBODY not in state.notes else frozenset()

    def waits(self, state: PokerState) -> bool:
        return needed(state)

    def against(self, state: PokerState) -> bool:
        return True

    def said(self, state: PokerState, hands) -> str:
        """What the winners beat: " The table's hand was a pair of kings." (nothing when it stood, or was never
        turned); in a split, its low too, and the half it kept."""
        if not cards(state) or not hands or stands(state, hands):
            return ""
        split = split_of(state.game)
        if isinstance(split, TableHighLow):
            return f" {TABLE.capitalize()} was {_words(table_hand(state))}{split.kept_words(state, hands)}."
        return f" {TABLE.capitalize()} was {_words(table_hand(state))}."


def _words(hand: Hand) -> str:
    return hand.words[0].lower() + hand.words[1:]


def stands(state: PokerState, hands) -> str | None:
    """Nobody beats the table's hand: nobody wins, the pot stays ("the table's hand, a pair of kings, beats
    seat 2's pair of queens")."""
    if not cards(state) or not hands:
        return None
    table = table_hand(state)
    split = split_of(state.game)
    if isinstance(split, TableHighLow):
        if any(split.sides(state, list(hands), best_of(state, list(hands), hands))):
            return None
        return f"{TABLE}, {_words(table)}{split.low_words(state)}, beats every hand shown, high and low"
    best = best_of(state, list(hands), hands)
    if best and hands[best[0]] > table:
        return None
    if not best:
        return f"{TABLE}, {_words(table)}, stands: every hand shown is dead"
    beaten = " and ".join(f"seat {seat}'s {_words(hands[seat])}" for seat in best)
    return f"{TABLE}, {_words(table)}, {'ties' if hands[best[0]] == table else 'beats'} {beaten}"


def losers_match(state: PokerState) -> dict[int, int]:
    """Guts: the table's hand stood, so every hand shown against it lost and pays the pot's amount into it."""
    hands = {seat: shown_hand(state, seat) for seat in state.contenders() if seat in state.zones.shown}
    return dict.fromkeys(hands, state.pot) if stands(state, hands) else {}


def plays(state: PokerState) -> bool:
    """The table's hand is turned up and plays: someone went in, and none of its cards is face down."""
    return bool(cards(state)) and not face_down(state) and NOBODY not in state.notes


@dataclass(frozen=True)
class TableHighLow(HighLow):
    """A pot split high-low whose halves each go to the hand that beats the table's hand in it: a half nobody
    beats stays in the pot."""

    def table_low(self, state: PokerState) -> tuple[int, ...] | None:
        return state.low(cards(state), state.wild(None), self.qualifier)

    def sides(self, state: PokerState, eligible, best) -> tuple[tuple, tuple]:
        declared = revealed(state)
        if not plays(state) or not declared:
            return super().sides(state, eligible, best)
        return self._declared(state, eligible, declared)  # a declaration nobody's hand bears out wins nothing

    def _beating(self, state: PokerState, high: tuple, lows: tuple) -> tuple[tuple, tuple]:
        if not plays(state):
            return high, lows
        table, low = table_hand(state), self.table_low(state)
        high = high if high and shown_hand(state, high[0]) > table else ()
        return high, lows if lows and (low is None or self.low_of(state, lows[0]) < low) else ()

    def _halves(self, state: PokerState, amount: int, high: tuple, lows: tuple) -> list[tuple[int, tuple, str]]:
        if not plays(state) or high and lows or not lows and self.table_low(state) is None:
            return super()._halves(state, amount, high, lows)
        high_hand = within(shown_hand(state, high[0]).words) if high else ""
        low_hand = within(self._named(state, self.low_of(state, lows[0]))) if lows else ""
        return [part for part in self._split(amount, state.setup.unit, (high, high_hand), (lows, low_hand))
                if part[0] and part[1]]

    def low_words(self, state: PokerState) -> str:
        """", with nine-seven low (9-7-5-3-2)", or ", with no low"."""
        said = self._named(state, self.table_low(state))
        return f", with {said[0].lower()}{said[1:]}"

    def kept_words(self, state: PokerState, hands) -> str:
        """The table's low, and the half nobody beat: "; nobody beat its low, so the low half stays"."""
        high, lows = self.sides(state, list(hands), best_of(state, list(hands), hands))
        kept = "" if high and lows or not lows and self.table_low(state) is None else "low" if high else "high"
        return self.low_words(state) + (f"; nobody beat its {kept}, so the {kept} half stays"
                                        if kept else "")


def kept(state: PokerState, won) -> int:
    """The chips of the pot the table's hand kept, a half nobody beat (in a high-low split): the pot's amount,
    less the bets nobody called, less what the winners took."""
    if not won or not plays(state) or not isinstance(split_of(state.game), TableHighLow):
        return 0
    contributions, _ = return_uncalled(dict(state.paid))
    return max(state.setup.carried_pot + state.dead_money + sum(contributions.values()) - sum(won.values()), 0)


class JokersDead(Extension):
    """Jokers count for nothing in a player's hand (they are wild in the table's: Deadman's Dance)."""

    def hand_cards(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        return tuple(card for card in super().hand_cards(state, seat) if not card.is_joker)
