"""Openers: someone must open with a hand of at least some strength (jacks or better), else the cards are
dealt again.

From the dealer's left, each player in turn opens or passes; the first to open
ends the round and the deal goes on. If everyone passes, the referee calls a
redeal: the cards are gathered and dealt again, the pot stays (no new ante);
or, in a game that says so (`Opened.passes`), the deal is passed out: it
ends, and its pot is carried into the next deal's, which everyone antes. In a
game of rising openers (`Opened.rises`, Progressive Draw) each redeal nobody
opened asks a step more: jacks, queens, kings, aces, then back down to jacks
and up again; the step is noted on the deal, which the redeals keep. A game
that says so (`Opened.reantes`, Progressive Ante) has everyone still in ante
again before each redeal, all they have if less.

The referee cannot see a hand when it opens: the opener must show openers at
the showdown, and the game's judge kills a hand shown without them
(`must_show_openers`). A player who has entered their cards privately and
asks to open with less is refused at once, in words about their own cards
only, and is not offered to open.

A game with openers says what they are in its extension, `Opened` (which
also shows everyone who opened), and judges shown hands with
`must_show_openers`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ..core.cards import Card, rank_plural
from ..core.errors import NotNow, RuleError
from ..core.hand_values import PAIR
from ..core.hands import evaluate
from ..engine import specs
from ..engine.events import REFEREE, Draft, Event
from ..engine.typed import Kind, registry
from . import actions
from .deal import Extension, Phase, PokerState, Verdict
from .effects import REDEAL, Redealt
from .extensions import mechanics
from .flow import redeal
from .ruling import passed_out


def opener(state: PokerState) -> int | None:
    """The seat that opened this deal, if any has."""
    return next((seat for seat in state.order if f"opened:{seat}" in state.notes), None)


def _asked(state: PokerState) -> Opened:
    """What the game asks of an opener."""
    return mechanics(state.game, Opened)


RISEN = "openers:risen"  # the redeals nobody opened, in a game of rising openers
RISING = (11, 12, 13, 14, 13, 12)  # the pair each redeal asks for, round and round: jacks up to aces and back


def _least(state: PokerState) -> tuple[tuple[int, ...], str]:
    """The weakest hand that opens this deal, and in words."""
    asked = _asked(state)
    if not asked.rises:
        return asked.least, asked.words
    rank = RISING[int(state.notes.get(RISEN, 0)) % len(RISING)]
    return (PAIR, rank, rank), f"a pair of {rank_plural(rank)} or better"


def _holds_openers(state: PokerState, seat: int, cards: tuple[Card, ...]) -> bool:
    return evaluate(cards, state.wild(seat), state.deck).value >= _least(state)[0]


def _too_weak(state: PokerState, seat: int) -> bool:
    """Whether the seat's own entry of its whole hand shows it cannot open."""
    entered = state.zones.entered.get(seat, ())
    return len(entered) == state.down_count(seat) and not _holds_openers(state, seat, entered)


def _answer(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Openers, "no_opening_now")
    if state.to_act() != seat:
        raise NotNow("not_your_turn", f"It is seat {state.to_act()}'s turn to open or pass.")
    if action["type"] == "pass":
        return PASS.draft(actor, Opening())
    words = _least(state)[1]
    if _too_weak(state, seat):
        raise RuleError("no_openers", f"The cards you entered ({' '.join(map(str, state.zones.entered[seat]))}) "
                        f"do not hold {words}: you cannot open.")
    return OPEN.draft(actor, Opening(words))


@dataclass(frozen=True)
class Opening:
    holds: str | None = None  # what the opener says they hold; None: a pass


def _fold(state: PokerState, event: Event, opening: Opening) -> PokerState:
    seat = int(event.actor[5:])
    if opening.holds is not None:
        state = replace(state, notes={**state.notes, f"opened:{seat}": f"opened with {opening.holds}"})
    return replace(state, done=state.done | {seat})


OPEN = Kind("open", Opening, _fold)
PASS = Kind("pass", Opening, _fold)


@dataclass(frozen=True)
class Risen:
    why: str
    players: list[int]  # the players still in, dealt again


def _risen(state: PokerState) -> PokerState:
    """The deal with its openers a step further."""
    return replace(state, notes={**state.notes, RISEN: str(int(state.notes.get(RISEN, 0)) + 1)})


def _fold_risen(state: PokerState, event: Event, risen: Risen) -> PokerState:
    return redeal(_risen(state))


RISE = Kind("openers_rise", Risen, _fold_risen)


@dataclass(frozen=True)
class Reanted:
    why: str
    players: list[int]  # the players still in, anteing and dealt again
    paid: Mapping[str, int]  # by seat: the ante as the dealer set it, or all a seat has if less


def _fold_reanted(state: PokerState, event: Event, reanted: Reanted) -> PokerState:
    return redeal(_risen(state) if _asked(state).rises else state)


REANTE = Kind("openers_reante", Reanted, _fold_reanted)


def _reante(state: PokerState, words: str) -> Draft:
    """Nobody opened: everyone still in antes again, then the cards are dealt again (opening a step higher in a
    game of rising openers)."""
    paid = {seat: min(state.options["ante"], state.stacks[seat]) for seat in state.contenders()}
    paid = {seat: amount for seat, amount in paid.items() if amount}
    then = f", and opening now takes {_least(_risen(state))[1]}" if _asked(state).rises else ""
    why = f"nobody opened with {words}: everyone antes again and the cards are dealt again{then}"
    return REANTE.draft(REFEREE, Reanted(why, state.contenders(), {str(seat): amount for seat, amount in paid.items()}),
                        tuple((f"stack:{seat}", state.pot_account, amount) for seat, amount in paid.items()))


@dataclass(frozen=True)
class Openers(Phase):
    name = "openers"
    waiting = "Each player in turn opens or passes."
    drafters = MappingProxyType({"open": _answer, "pass": _answer})
    folds = registry(OPEN, PASS, RISE, REANTE)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if state.to_act() != seat:
            return []
        return [specs.offer("pass")] + ([] if _too_weak(state, seat) else [specs.offer("open")])

    def turn(self, state: PokerState) -> int | None:
        if opener(state) is not None:
            return None
        waiting = [seat for seat in state.contenders() if seat not in state.done]
        return waiting[0] if waiting else None

    def followup(self, state: PokerState) -> Draft | None:
        if opener(state) is not None or self.turn(state) is not None or state.result is not None:
            return None
        asked, words = _asked(state), _least(state)[1]
        if asked.passes:
            return passed_out(state, f"nobody opened with {words}")
        if asked.reantes:
            return _reante(state, words)
        if asked.rises:
            return RISE.draft(REFEREE, Risen(f"nobody opened with {words}: the cards are dealt again, the pot "
                                             f"stays, and opening now takes {_least(_risen(state))[1]}",
                                             state.contenders()))
        return REDEAL.draft(REFEREE, Redealt(f"nobody opened with {words}: the cards are "
                                             "dealt again; the pot stays", state.contenders()))

    def complete(self, state: PokerState) -> bool:
        return opener(state) is not None

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, done=frozenset())


@dataclass(frozen=True)
class Opened(Extension):
    """What the opening needs (`least`: the weakest hand value that opens, `words`), and who opened, for all."""

    least: tuple[int, ...] = ()
    words: str = ""
    passes: bool = False  # nobody opening ends the deal, its pot carried to the next, instead of a redeal
    rises: bool = False  # each redeal nobody opened asks a pair a step higher, aces then back down (`RISING`)
    reantes: bool = False  # everyone still in antes again before each redeal

    def view(self, state: PokerState, viewer: int | None) -> dict:
        return {"opener": opener(state), "openers": _least(state)[1]}


def must_show_openers(state: PokerState, seat: int, cards: tuple[Card, ...]) -> Verdict:
    """The judge of a hand shown: the opener's must hold openers, or it is dead."""
    if seat == opener(state) and not _holds_openers(state, seat, cards):
        return Verdict(killed=True, why=f"opened without {_least(state)[1]}")
    return Verdict()
