"""What players and the dealer may do in Lamarckian Poker, and the refusals.

Each action has a check of who may do it now (`may_*`, raising the reason),
a check of what was entered, the draft it becomes, and how that event
changes the state. `legal_actions` offers exactly the actions whose `may_*`
check passes.

Rulings made here, for the players' rules:
- A player may correct their starting hand by entering it again, until the
  dealer enters the first pool.
- The dealer's seat or the host enters the pool, after every hand is in; the
  dealer enters the pools even after going extinct.
- A mark cannot be taken back or changed once played.
- An entry is refused only for a card its sender can see elsewhere: on the
  table or in their own hand. Another player's hidden cards never decide it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...core.cards import Card, parse_card, parse_cards
from ...core.errors import Forbidden, NotNow, RuleError
from ...engine import specs
from ...engine.events import HOST, Draft, Event, actor_seat
from ...engine.typed import Kind
from .clash import correct, may_correct, may_correct_own, refuse_seen, slips, slips_open
from .state import DECK, HAND_SIZE, POOL_SIZE, LamarckianState, card_texts, sorted_hand, with_item

CLASH = "play stops until the card the referee found entered twice is corrected"


def may_enter_hand(state: LamarckianState, actor: str) -> int:
    seat = _player(state, actor, "each player enters their own starting hand")
    if state.turn > 0:
        raise NotNow("hands_closed", "starting hands can be entered or corrected only until the first pool is entered")
    return seat


def may_enter_pool(state: LamarckianState, actor: str) -> None:
    if actor != HOST and actor_seat(actor) != state.dealer:
        raise Forbidden("dealer_enters_pool", f"the pool is entered by the dealer (seat {state.dealer}) or the host")
    phase = state.phase
    if phase == "over":
        raise NotNow("deal_over", "this deal is over")
    if phase == "clash":
        raise NotNow("clash", CLASH)
    if phase == "hands":
        raise NotNow("hands_missing", "every player must enter their four cards before the first pool")
    if phase != "pool":
        raise NotNow("pool_in_play", "this turn's pool is on the table; the next pool comes after every mark is played")


def may_mark(state: LamarckianState, actor: str) -> int:
    seat = _player(state, actor, "only a player still in the game plays a mark")
    if seat not in state.alive:
        raise Forbidden("extinct", f"seat {seat} is extinct and out of the game; only players still alive play a mark")
    phase = state.phase
    if phase == "over":
        raise NotNow("deal_over", "this deal is over")
    if phase == "clash":
        raise NotNow("clash", CLASH)
    if phase != "marking":
        raise NotNow("no_pool", "marks are played once the dealer has entered this turn's pool")
    if seat in state.marks:
        raise NotNow("already_marked", "you have already played your mark this turn; a mark cannot be changed")
    return seat


def enter_hand(state: LamarckianState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = may_enter_hand(state, actor)
    cards = _entered_cards(action, HAND_SIZE, "a starting hand")
    refuse_seen(state, cards, None)  # the cards it replaces are the player's to replace
    hidden = {"cards": card_texts(sorted_hand(cards))}
    return HAND_ENTERED.draft(actor, HandEntered(seat in state.hands, hidden))


@dataclass(frozen=True)
class HandEntered:
    correction: bool  # the player entered a hand before: this one replaces it
    hidden: Mapping[str, Any]  # the four cards, the player's secret


def _fold_hand(state: LamarckianState, event: Event, entered: HandEntered) -> LamarckianState:
    hand = sorted_hand(parse_cards(entered.hidden["cards"]))
    return replace(state, hands=with_item(state.hands, actor_seat(event.actor), hand))


HAND_ENTERED = Kind("hand_entered", HandEntered, _fold_hand)


def enter_pool(state: LamarckianState, actor: str, action: Mapping[str, Any]) -> Draft:
    may_enter_pool(state, actor)
    cards = _entered_cards(action, POOL_SIZE, "a pool")
    refuse_seen(state, cards, actor_seat(actor))
    return POOL_ENTERED.draft(actor, PoolEntered(state.turn + 1, card_texts(cards)))


@dataclass(frozen=True)
class PoolEntered:
    turn: int
    cards: list[str]


def _fold_pool(state: LamarckianState, event: Event, pool: PoolEntered) -> LamarckianState:
    return replace(state, turn=state.turn + 1, pool=parse_cards(pool.cards), captures=())


POOL_ENTERED = Kind("pool_entered", PoolEntered, _fold_pool)


def mark(state: LamarckianState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = may_mark(state, actor)
    text = action.get("card")
    if not isinstance(text, str):
        raise RuleError("missing_card", "a mark is one card from your hand, such as \"As\"")
    card = parse_card(text)
    if card not in state.hand(seat):
        raise RuleError("mark_not_in_hand", f"your mark must be a card in your hand, and {card} is not in it")
    return MARKED.draft(actor, Marked(state.turn, {"card": str(card)}))


@dataclass(frozen=True)
class Marked:
    turn: int
    hidden: Mapping[str, Any]  # the mark, the player's secret until every mark is in


def _fold_mark(state: LamarckianState, event: Event, marked: Marked) -> LamarckianState:
    seat, mark = actor_seat(event.actor), parse_card(marked.hidden["card"])
    hand = tuple(card for card in state.hand(seat) if card != mark)
    return replace(state, hands=with_item(state.hands, seat, hand), marks=with_item(state.marks, seat, mark))


MARKED = Kind("marked", Marked, _fold_mark)


ACTIONS = {"enter_hand": enter_hand, "enter_pool": enter_pool, "mark": mark, "correct": correct}


def legal_actions(state: LamarckianState, seat: int | None) -> list[dict]:
    """What `seat` (None for the host) may do now, with the bounds of each action."""
    actor = HOST if seat is None else f"seat:{seat}"
    actions = []
    if _allowed(may_enter_hand, state, actor):
        hand = specs.cards("cards", HAND_SIZE, own="hand")
        actions.append(specs.offer("enter_hand", hand, count=HAND_SIZE, correction=seat in state.hands))
    if _allowed(may_enter_pool, state, actor):
        actions.append(specs.offer("enter_pool", specs.cards("cards", POOL_SIZE), count=POOL_SIZE, turn=state.turn + 1))
    if _allowed(may_mark, state, actor):
        cards = card_texts(state.hand(seat))
        actions.append(specs.offer("mark", specs.card("card", cards, own="hand", leaves="table"), cards=cards))
    if seat is not None and may_correct_own(state, seat):
        actions.append(_correction(card_texts(state.clash)))
    elif slips_open(state) and seat in state.alive and slips(state, seat):
        mine = slips(state, seat)
        actions.append(_correction(card_texts(c for c in state.hand(seat) if c in mine), clash=False))
    if set(state.pool) & set(state.clash) and _allowed(lambda s, a: may_correct(s, a, pool=True), state, actor):
        actions.append(_correction(card_texts(state.clash), specs.choice("in", ["pool"]), **{"in": "pool"}))
    return actions


def _correction(cards: list[str], *more: dict, **keys) -> dict:
    """A correction: the card in question, and the card it really is."""
    return specs.offer("correct", specs.card("card", cards), specs.card("is"), *more, **keys, cards=cards)


def _allowed(check, state: LamarckianState, actor: str) -> bool:
    try:
        check(state, actor)
    except RuleError:
        return False
    return True


def _player(state: LamarckianState, actor: str, rule: str) -> int:
    seat = actor_seat(actor)
    if seat is None:
        raise Forbidden("players_only", rule)
    if seat not in state.seats:
        raise Forbidden("not_in_deal", f"seat {seat} is not in this deal")
    return seat


def _entered_cards(action: Mapping[str, Any], count: int, what: str) -> tuple[Card, ...]:
    texts = action.get("cards")
    if not isinstance(texts, (str, list, tuple)) or not all(isinstance(text, str) for text in texts):
        raise RuleError("missing_cards", f"{what} is {count} cards, such as [\"As\", \"10d\", \"7h\", \"Qc\"]")
    cards = parse_cards(texts)
    if len(cards) != count:
        raise RuleError("wrong_count", f"{what} is exactly {count} cards; you entered {len(cards)}")
    DECK.check(cards)
    return cards

