"""Guts declarations: every player still in says "in" or "out"; those out throw their cards in.

At once (`at_once`, as "declare in/out simultaneously" says: chips held in a
closed fist, opened together), each player enters their word privately: it
is their secret (the event's `hidden` part), the views show only who has
declared, and a player may change it until the last one is in, as in a
high-low declaration (`declare`). In turn (`at_once` False), each says it
from the dealer's left for all to hear. Once every player still in has
spoken, the referee says who is in: those out fold. One player in takes the
pot alone (the engine's ruling for a hand left alone); nobody in, and nobody
wins the deal: its pot stays for the next deal (`ruling.passed_out`), everyone
anting again (or, fewer than two in, those out matching the pot) first in a
game that says so; or everyone shows at once and the best hand matches the
pot, or antes for every player (`nobody_in`). A game may hold some players to "in" by the cards showing
(`must_go_in`, `forced_in`): they are offered only in, and out is refused.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ...core.errors import NotNow, RuleError
from ...engine import specs
from ...engine.events import REFEREE, Draft, Event
from ...engine.typed import Kind, registry
from ...money.stakes import cents
from .. import actions
from ..deal import Extension, Phase, PokerState
from ..forced_in import WORDS as FORCED_WORDS, forced_in
from ..ruling import best_of, passed_out

WORDS = ("in", "out")
SAID = "in_out:"  # pending: a seat's word, not yet acted on, by seat
DONE = "in_out:done"  # pending: the words are in and acted on
# Notes of the deal's cards, gone with them when they are dealt again (`flow.redeal`):
NOBODY = "in_out:nobody"  # nobody went in: the deal ends, or goes to the showdown at once
PAID = "in_out:paid"  # nobody went in, and everyone has paid what the game asks of them then
OUTS = "in_out:outs"  # fewer than two went in: those out (by seat, spaced) match the pot
NOBODY_IN = "nobody went in"
# What nobody in does beside leaving the pot for the next deal: nothing more, everyone antes again, everyone
# shows at once and the best hand matches the pot (or antes once for every player), or (fewer than two in)
# everyone out matches the pot.
POT_STAYS, ANTE_AGAIN, BEST_MATCHES, OUTS_MATCH = "pot_stays", "ante_again", "best_hand_matches", "outs_match"
BEST_ANTES = "best_hand_antes"
NOBODY_IN_RULES = (POT_STAYS, ANTE_AGAIN, BEST_MATCHES, OUTS_MATCH, BEST_ANTES)
SHOWN = (BEST_MATCHES, BEST_ANTES)  # nobody in, and every hand goes to the showdown to find the best
PAYING = {ANTE_AGAIN: "nobody went in: everyone antes again",
          OUTS_MATCH: "fewer than two went in: everyone out matches the pot"}


def said(state: PokerState, seat: int) -> str | None:
    """The seat's word in this declaration: secret to the seat until all are in, when said at once."""
    return state.pending.get(f"{SAID}{seat}")


def waiting(state: PokerState) -> list[int]:
    """Players still in who have not said in or out yet, in turn from the dealer's left."""
    return [seat for seat in state.contenders() if said(state, seat) is None]


def _say(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, InOut, "no_declaring_now")
    phase = state.current
    if seat not in state.in_hand:
        raise NotNow("not_in_hand", "You are not in this hand any more.")
    if phase.complete(state) or NOBODY in state.notes:
        raise NotNow("declared", "Everyone has said in or out.")
    word = action.get("say")
    if word not in WORDS:
        raise RuleError("bad_word", "Say in or out.")
    if word == "out" and seat in forced_in(state, phase.must_go_in):
        rule = FORCED_WORDS[phase.must_go_in]
        raise RuleError("must_go_in", f"{rule[0].upper()}{rule[1:]}: you must say in.")
    if phase.at_once:
        return SECRET.draft(actor, Chose({"say": word}))
    if waiting(state)[0] != seat:
        raise NotNow("not_your_turn", f"It is seat {waiting(state)[0]}'s turn to say in or out.")
    return ALOUD[word].draft(actor, Said())


@dataclass(frozen=True)
class Chose:
    hidden: Mapping[str, Any]  # {"say": "in" | "out"}: the player's secret until everyone has declared


@dataclass(frozen=True)
class Said:
    """The word said in turn, for all to hear: the event's type."""


@dataclass(frozen=True)
class PaidIn:
    paid: Mapping[str, int]  # by seat: what the rule asks, or all a seat has if less
    rule: str


@dataclass(frozen=True)
class WentIn:
    said: Mapping[str, str]  # every word, by seat
    lines: list  # the same said by seat: [{"seats": [1, 3], "says": "in"}]


def _fold_chose(state: PokerState, event: Event, chose: Chose) -> PokerState:
    return replace(state, pending={**state.pending, f"{SAID}{event.actor[5:]}": chose.hidden["say"]})


def _fold_said(state: PokerState, event: Event, word: Said) -> PokerState:
    return replace(state, pending={**state.pending, f"{SAID}{event.actor[5:]}": event.type})


def _fold_went_in(state: PokerState, event: Event, went: WentIn) -> PokerState:
    """Those out fold, unless nobody is in: then the deal ends with every hand as it was (`passed_out`), or
    every hand goes to the showdown at once, the script's other steps left undealt."""
    ins = frozenset(int(seat) for seat, word in went.said.items() if word == "in")
    if not ins and state.current.nobody_in in SHOWN:  # to the showdown at once, every hand still in
        return replace(state, notes={**state.notes, NOBODY: NOBODY_IN}, todo=state.todo[-1:],
                       pending={**state.pending, DONE: True})
    notes = dict(state.notes)
    if len(ins) < 2 and state.current.nobody_in == OUTS_MATCH:
        notes[OUTS] = " ".join(seat for seat, word in went.said.items() if word == "out")
    if not ins:
        return replace(state, notes={**notes, NOBODY: NOBODY_IN})
    return replace(state, in_hand=ins, notes=notes, pending={**state.pending, DONE: True})


def _fold_paid(state: PokerState, event: Event, paid: PaidIn) -> PokerState:
    return replace(state, notes={**state.notes, PAID: "yes"})


def _paying(state: PokerState, rule: str) -> Draft:
    """Nobody in: everyone pays the game's ante into the pot again, as the dealer set it, or the pot's amount
    (everyone out matches it); all they have, if less."""
    owed = state.options["ante"] if rule == ANTE_AGAIN else state.pot
    paid = {seat: min(owed, state.stacks[seat]) for seat in state.order}
    paid = {seat: amount for seat, amount in paid.items() if amount}
    return PAID_IN.draft(REFEREE, PaidIn({str(seat): amount for seat, amount in paid.items()}, PAYING[rule]),
                         tuple((f"stack:{seat}", state.pot_account, amount) for seat, amount in paid.items()))


SECRET = Kind("said_in_or_out", Chose, _fold_chose)
ALOUD = {word: Kind(word, Said, _fold_said) for word in WORDS}
WENT_IN = Kind("in_or_out", WentIn, _fold_went_in)
PAID_IN = Kind("paid_in", PaidIn, _fold_paid)


@dataclass(frozen=True)
class InOut(Phase):
    name = "in_out"
    waiting = "Everyone still in says in or out now."
    drafters = MappingProxyType({"in_out": _say})
    folds = registry(SECRET, *ALOUD.values(), WENT_IN, PAID_IN)

    at_once: bool = True
    nobody_in: str = POT_STAYS  # one of NOBODY_IN_RULES
    must_go_in: str = ""  # who must say in, by the cards showing (`forced_in.RULES`); "": nobody

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat not in state.in_hand or self.complete(state) or not waiting(state):
            return []
        if not self.at_once and waiting(state)[0] != seat:
            return []
        own = said(state, seat) if self.at_once else None
        if seat in forced_in(state, self.must_go_in):  # the phone says why only in is offered
            return [specs.offer("in_out", specs.choice("say", ("in",)), at_once=self.at_once, declared=own,
                                forced=FORCED_WORDS[self.must_go_in])]
        return [specs.offer("in_out", specs.choice("say", WORDS), at_once=self.at_once, declared=own)]

    def turn(self, state: PokerState) -> int | None:
        left = waiting(state)
        return None if self.at_once or not left else left[0]

    def followup(self, state: PokerState) -> Draft | None:
        if NOBODY in state.notes and state.result is None:
            due = self.nobody_in in PAYING and PAID not in state.notes
            return _paying(state, self.nobody_in) if due else passed_out(state, NOBODY_IN)
        if NOBODY in state.notes:
            return None
        if waiting(state) or self.complete(state):
            return None
        words = {str(seat): said(state, seat) for seat in state.contenders()}
        lines = [{"seats": seats, "says": f"{'is' if len(seats) == 1 else 'are'} {word}"}
                 for word in WORDS if (seats := [int(seat) for seat, said in words.items() if said == word])]
        return WENT_IN.draft(REFEREE, WentIn(words, lines))

    def complete(self, state: PokerState) -> bool:
        return DONE in state.pending

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={})


# Nobody in, and the best hand matches the pot (the "weenie rule") or antes for everyone: the showdown's rules
# for that deal.

def nobody_went_in(state: PokerState, hands) -> str | None:
    """Nobody wins a showdown nobody went in to: the pot stays for the next deal."""
    return NOBODY_IN if NOBODY in state.notes else None


def best_hand_matches(state: PokerState, won) -> dict[int, int]:
    """Nobody went in: the best hand shown pays the pot's amount into it (tied best hands each pay)."""
    return _best_pays(state, state.pot)


def everyones_ante(state: PokerState) -> int:
    """One ante, as the dealer set it, for every player dealt in (the best hand's own among them)."""
    return state.options["ante"] * len(state.order)


def best_hand_antes(state: PokerState, won) -> dict[int, int]:
    """Nobody went in: the best hand shown antes for everyone, as Best Hand Pays' "the highest hand must reante
    for everyone" (tied best hands each pay, as with the weenie rule)."""
    return _best_pays(state, everyones_ante(state))


def _best_pays(state: PokerState, amount: int) -> dict[int, int]:
    shown = [seat for seat in state.contenders() if seat in state.zones.shown]
    if NOBODY not in state.notes or not shown:
        return {}
    return dict.fromkeys(best_of(state, shown), amount)


def nobody_went_in_best_antes(state: PokerState, hands) -> str | None:
    """The words of the deal nobody went in to, the best hand anteing for everyone: "nobody went in, and the best
    hand antes 25¢ for each of the 4 players"."""
    if NOBODY not in state.notes:
        return None
    return f"{NOBODY_IN}, and the best hand antes {cents(state.options['ante'])} for each of the " \
           f"{len(state.order)} players"


class EveryoneShows(Extension):
    """Nobody went in: every hand is needed to find the best, so nobody may muck."""

    def must_show(self, state: PokerState) -> frozenset[int]:
        return state.in_hand if NOBODY in state.notes else frozenset()


def outs_match(state: PokerState, won) -> dict[int, int]:
    """One player went in and took the pot: everyone out pays its amount into the pot of the next deal."""
    outs = [int(seat) for seat in state.notes.get(OUTS, "").split()]
    return dict.fromkeys(outs, sum(won.values())) if won else {}
