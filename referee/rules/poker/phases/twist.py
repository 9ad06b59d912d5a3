"""A twist: each player still in, in turn, may replace one card for a price paid to the pot, or stand pat.

A face-down card is replaced as in a draw of at most one card whose every
card is taxed (`Draw` with a `DrawTax` of no free card): the player says
whether they change a card, may enter their hand after it privately, and the
price goes from their stack to the pot with the rule named. The table's
option of drawing up to five does not reach it, and a player who cannot pay
the price is offered only to stand pat.

Where the game lets a face-up card be replaced too (`up`), the player may
instead give up one of the cards face up in front of them, paying the same
price; the dealer then deals its replacement face up and enters it, and the
next player's turn comes after that card. Where the game says so (`flip`, Dog
of the Nile: "if you twist an up card, you can get the new card down by
flipping your hole card"), the player may instead turn up one of their
face-down cards in its place, named for all to see, and the replacement is
dealt face down.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.cards import parse_card
from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind, registry
from ...money.stakes import cents
from .. import actions
from ..deal import PokerState, taxed
from .cards import DealtUp, fold_up, one_owed_up
from .draw import DRAW, Draw

DUE = "twist:due"  # pending: the seat whose face-up card the dealer replaces now


def _price(state: PokerState) -> int:
    return state.options[state.current.tax.option]


def _twist_up(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Twist, "no_twist_now")
    phase = state.current
    if not phase.up:
        raise RuleError("no_up_twist", "At this twist only a face-down card is replaced.")
    if state.to_act() != seat:
        raise NotNow("not_your_turn", f"It is seat {state.to_act()}'s turn at the twist.")
    card = actions.cards_field(state, action, "card")[0]
    if card not in state.zones.face_up(seat):
        raise RuleError("not_your_card", f"{card} is not face up in front of you: replace one of your face-up cards.")
    price = _price(state)
    if state.stacks[seat] < price:
        raise RuleError("cannot_afford", f"{phase.tax.rule[0].upper()}{phase.tax.rule[1:]}: a card costs "
                        f"{cents(price)} and you have {cents(state.stacks[seat])} behind.")
    flipped = _flipped(state, seat, action) if action.get("flip") is not None else None
    postings = ((f"stack:{seat}", state.pot_account, price),) if price else ()
    return GIVE_UP.draft(actor, GaveUp(card.code, price, phase.tax.rule, flipped), postings)


def _flipped(state: PokerState, seat: int, action: Mapping[str, Any]) -> str:
    """The face-down card the player turns up so that the replacement comes face down."""
    if not state.current.flip:
        raise RuleError("no_flip", "At this twist the replacement of a face-up card is dealt face up.")
    if not state.down_count(seat):
        raise RuleError("no_hole_card", "You hold no face-down card to turn up.")
    card = actions.cards_field(state, action, "flip")[0]
    actions.check_own(state, seat, [card], "turn up one of yours")
    return card.code


@dataclass(frozen=True)
class GaveUp:
    card: str  # the face-up card given up, for all to see
    price: int
    rule: str
    flipped: str | None = None  # the face-down card turned up in its place, the replacement dealt face down


def _fold_gave_up(state: PokerState, event: Event, gave: GaveUp) -> PokerState:
    seat = int(event.actor[5:])
    state = taxed(state, seat, gave.price) if gave.price else state
    zones = state.zones.take_up(seat, parse_card(gave.card))
    if gave.flipped is None:
        return replace(state, zones=zones, done=state.done | {seat}, pending={**state.pending, DUE: seat})
    flipped = parse_card(gave.flipped)
    zones = replace(zones.discard(seat, [flipped]).turn_up(seat, flipped), dealt=zones.dealt).deal_down([seat], 1)
    return state.game.turned_up(replace(state, zones=zones, done=state.done | {seat}), seat, flipped)


def _replacement(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    due = state.pending.get(DUE) if isinstance(state.current, Twist) else None
    return REPLACED.draft(actor, one_owed_up(state, due, action))


def _fold_replaced(state: PokerState, event: Event, dealt: DealtUp) -> PokerState:
    state = fold_up(state, event, dealt)
    return replace(state, pending={key: value for key, value in state.pending.items() if key != DUE})


GIVE_UP = Kind("twist_up", GaveUp, _fold_gave_up)
REPLACED = Kind("deal_up", DealtUp, _fold_replaced)


@dataclass(frozen=True)
class Twist(Draw):
    name = "twist"
    waiting = "This is the twist: replace a card or stand pat when it is your turn."
    drafters = MappingProxyType({"draw": Draw.drafters["draw"], "twist_up": _twist_up, "deal_up": _replacement})
    folds = registry(DRAW, GIVE_UP, REPLACED)

    most: int = 1
    up: bool = False  # a face-up card may be replaced too, by one dealt face up
    flip: bool = False  # or by one dealt face down, the player turning up a face-down card in its place
    again: bool = False  # offered round after round with a bet between, until a player stands pat (`stood_pat`)

    def limits(self, state: PokerState) -> tuple[int, int | None]:
        return self.most, None

    def turn(self, state: PokerState) -> int | None:
        return None if DUE in state.pending else super().turn(state)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if DUE in state.pending:
            due = state.pending[DUE]
            if seat != state.setup.dealer:
                return []
            return [specs.offer("deal_up", specs.cards_by_seat("cards", [due]), seats=[due],
                                why="the card replaced at the twist")]
        found = [{**offer, "twist": True} for offer in super().offers(state, seat)]  # the phone says "Twist"
        held = state.zones.face_up(seat)
        if self.up and found and held and state.stacks[seat] >= _price(state):
            flip = [specs.card("flip", optional=True, own="down", shown=True)] if self.flip and state.down_count(seat) else []
            found.append(specs.offer("twist_up", specs.card("card", [card.code for card in held]), *flip,
                                     amount=_price(state), rule=self.tax.rule))
        return found

    def dealing(self, state: PokerState) -> int:
        return 1 if DUE in state.pending else super().dealing(state)

    def complete(self, state: PokerState) -> bool:
        return DUE not in state.pending and super().complete(state)


def stood_pat(state: PokerState) -> bool:
    """After a twist offered again and again and its bet: a player still in stood pat at it (wanted no more
    cards; one who could not pay stood pat too)."""
    return len(state.ran) > 1 and isinstance(state.ran[-2], Twist) and state.ran[-2].again and any(
        state.changed.get(seat) == 0 for seat in state.contenders())
