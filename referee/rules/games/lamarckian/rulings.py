"""The referee's rulings in Lamarckian Poker (reveal, captures, discard, end of turn) and how each folds.

Each ruling follows from the state alone, so the referee rules by looking at
the state after the last event: once every mark is in, the marks are
revealed; while revealed marks remain, the highest is played; then the rest
of the pool is discarded; then the turn ends.

Rulings made here, for the players' rules:
- A player whose hand is empty at the end of a turn is extinct. When one
  player is left, that player wins at once, without showing a hand. When every
  player still alive goes extinct in the same turn, they all tie.
- After the last turn the survivors show their hands; the best five of all
  cards held (or all of them if fewer than five) wins; tied hands split.
- The antes go to the winner; tied winners split them in equal shares of the
  table's unit, and the odd units go one each to the tied winners clockwise
  from the dealer's left.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping, Sequence

from ...core.cards import parse_card, parse_cards
from ...core.hands import evaluate
from ...core.showdown import Contender, winners
from ...engine.events import REFEREE, Draft, Event
from ...engine.typed import Kind
from ...money.pots import Pot, award
from .capture import Capture, play_mark, resolution_order
from .clash import clash_ruling
from .state import LamarckianState, Result, ShownHand, card_texts, sorted_hand, with_item, without


def next_ruling(state: LamarckianState) -> Draft | None:
    """The ruling the referee owes in this state, or None while it waits for someone."""
    clash = clash_ruling(state)
    if clash is not None or state.clash:
        return clash
    if state.phase == "marking" and len(state.marks) == len(state.alive):
        return _reveal(state)
    if state.phase != "resolving":
        return None
    if state.marks:
        return _play_highest_mark(state)
    if state.pool:
        return _discard(state)
    return _end_turn(state)


def _reveal(state: LamarckianState) -> Draft:
    marks = [{"seat": seat, "card": str(mark)} for seat, mark in resolution_order(state.marks)]
    return MARKS_REVEALED.draft(REFEREE, MarksRevealed(state.turn, marks))


@dataclass(frozen=True)
class MarksRevealed:
    turn: int
    marks: list[dict]  # seat and card, in the order they are played


def _fold_reveal(state: LamarckianState, event: Event, revealed: MarksRevealed) -> LamarckianState:
    return replace(state, revealed=True)


MARKS_REVEALED = Kind("marks_revealed", MarksRevealed, _fold_reveal)


def _play_highest_mark(state: LamarckianState) -> Draft:
    seat, mark = resolution_order(state.marks)[0]
    capture, pool = play_mark(state.pool, seat, mark)
    taken = ", ".join(card_texts(capture.taken)) or "nothing"
    says = f"Seat {seat}'s mark {mark} takes {taken} and falls into the pool."
    return MARK_PLAYED.draft(REFEREE, MarkPlayed(seat, str(mark), card_texts(capture.taken), card_texts(pool), says))


@dataclass(frozen=True)
class MarkPlayed:
    seat: int
    mark: str
    captured: list[str]
    pool: list[str]  # the pool it leaves, the mark fallen into it
    says: str


def _fold_mark_played(state: LamarckianState, event: Event, played: MarkPlayed) -> LamarckianState:
    player, mark, taken = played.seat, parse_card(played.mark), parse_cards(played.captured)
    return replace(
        state,
        hands=with_item(state.hands, player, sorted_hand(state.hand(player) + taken)),
        pool=tuple(card for card in state.pool if card not in taken) + (mark,),
        marks=without(state.marks, player),
        captures=state.captures + (Capture(player, mark, taken),),
        captured=state.captured | set(taken),
    )


MARK_PLAYED = Kind("mark_played", MarkPlayed, _fold_mark_played)


def _discard(state: LamarckianState) -> Draft:
    return POOL_DISCARDED.draft(REFEREE, PoolDiscarded(state.turn, card_texts(state.pool)))


@dataclass(frozen=True)
class PoolDiscarded:
    turn: int
    cards: list[str]


def _fold_discard(state: LamarckianState, event: Event, discarded: PoolDiscarded) -> LamarckianState:
    return replace(state, pool=(), discard=state.discard + state.pool)


POOL_DISCARDED = Kind("pool_discarded", PoolDiscarded, _fold_discard)


def _end_turn(state: LamarckianState) -> Draft:
    extinct = [seat for seat in state.alive if not state.hand(seat)]
    survivors = [seat for seat in state.alive if state.hand(seat)]
    if len(survivors) == 1:
        result = {"outcome": "last_survivor", "winners": survivors,
                  "says": f"Seat {survivors[0]} is the last player left and wins."}
    elif not survivors:
        result = {"outcome": "all_extinct", "winners": extinct,
                  "says": "Every player left went extinct in the same turn: they all tie."}
    elif state.turn == state.turns:
        result = _showdown(state, survivors)
    else:
        result = None
    postings = _payouts(state, result["winners"]) if result else ()
    return TURN_ENDED.draft(REFEREE, TurnEnded(state.turn, extinct, survivors, result), postings)


@dataclass(frozen=True)
class TurnEnded:
    turn: int
    extinct: list[int]
    alive: list[int]
    result: Mapping[str, Any] | None = None  # how the deal ended, when it did


def _fold_end_turn(state: LamarckianState, event: Event, ended: TurnEnded) -> LamarckianState:
    extinct = set(ended.extinct)
    state = replace(state, alive=tuple(s for s in state.alive if s not in extinct), revealed=False)
    if ended.result is not None:
        state = replace(state, result=_result(ended.result))
    return state


TURN_ENDED = Kind("turn_ended", TurnEnded, _fold_end_turn)


def _result(result: Mapping[str, Any]) -> Result:
    shown = tuple(
        ShownHand(hand["seat"], parse_cards(hand["cards"]), parse_cards(hand["best"]), hand["words"])
        for hand in result.get("hands", ())
    )
    return Result(result["outcome"], tuple(result["winners"]), result["says"], shown)


def _showdown(state: LamarckianState, survivors: Sequence[int]) -> dict:
    hands = {seat: evaluate(state.hand(seat)) for seat in survivors}
    best = set(winners([Contender(seat, hand) for seat, hand in hands.items()]))
    won = [seat for seat in survivors if seat in best]
    shown = [
        {"seat": seat, "cards": card_texts(state.hand(seat)), "best": card_texts(hand.used), "words": hand.words}
        for seat, hand in hands.items()
    ]
    names = " and ".join(f"seat {seat}" for seat in won)
    says = f"Showdown won by {names}" if len(won) == 1 else f"Showdown tied between {names}"
    return {"outcome": "showdown", "winners": won, "hands": shown, "says": f"{says}: {hands[won[0]].words}."}


def _payouts(state: LamarckianState, won: Sequence[int]) -> tuple:
    shares = split_pot(state.pot, [seat for seat in state.seats if seat in won], state.unit)
    return tuple((state.pot_account, f"stack:{seat}", amount) for seat, amount in shares.items() if amount)


def split_pot(amount: int, won: Sequence[int], unit: int) -> Mapping[int, int]:
    """Shares of `amount` for the winners `won`, listed clockwise from the dealer's left:
    as even as the unit allows, the odd units one each in that order."""
    awards = award([Pot(amount, tuple(won))], lambda eligible: eligible, unit, won)
    shares = dict.fromkeys(won, 0)
    for share in awards:
        shares[share.seat] += share.amount
    return shares

