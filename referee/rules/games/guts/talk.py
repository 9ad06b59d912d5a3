"""What the players say: guts (or gruts) or pass in turn, then challenge (or chawawenge) or pass.

From the dealer's left each player says guts or pass until the first guts;
then every other player in turn from the gutser's left, those who passed
included, challenges or passes. "pass" is one word in both rounds: the
round the deal is in says which it is.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...core.errors import NotNow
from ...engine import specs
from ...engine.events import Draft, Event
from ...engine.typed import Kind
from .rules import Words
from .state import CHALLENGE, DECLARE, Deal


@dataclass(frozen=True)
class Said:
    """A word said in turn."""


def _fold_yes(deal: Deal, event: Event, said: Said) -> Deal:
    return _said(deal, int(event.actor[5:]), True)


def _fold_pass(deal: Deal, event: Event, said: Said) -> Deal:
    return _said(deal, int(event.actor[5:]), False)


def _said(deal: Deal, seat: int, yes: bool) -> Deal:
    if deal.phase == DECLARE:
        return replace(deal, said={**deal.said, seat: yes})
    return replace(deal, answered={**deal.answered, seat: yes})


def kinds(words: Words) -> tuple[Kind, ...]:
    return Kind(words.declare, Said, _fold_yes), Kind(words.challenge, Said, _fold_yes), Kind("pass", Said, _fold_pass)


def draft(deal: Deal, seat: int, actor: str, word: str) -> Draft:
    words = deal.rules.words
    phase, turn = deal.phase, deal.turn()
    if turn is None:
        raise NotNow("no_words_now", f"Nobody says {words.declare}, {words.challenge} or pass now: "
                     + waiting(deal))
    allowed = (words.declare if phase == DECLARE else words.challenge, "pass")
    if word not in allowed:
        raise NotNow("wrong_word", f"Now each player says {' or '.join(allowed)}, not {word}.")
    if seat != turn:
        raise NotNow("not_your_turn", f"It is seat {turn}'s turn to say {' or '.join(allowed)}.")
    return Draft(word, actor)


def offers(deal: Deal, seat: int) -> list[dict]:
    if seat != deal.turn():
        return []
    words = deal.rules.words
    word = words.declare if deal.phase == DECLARE else words.challenge
    return [specs.offer(word), specs.offer("pass")]


def waiting(deal: Deal) -> str:
    """What the deal waits for, in words."""
    words, phase = deal.rules.words, deal.phase
    if phase == DECLARE:
        return f"seat {deal.turn()} says {words.declare} or pass."
    if phase == CHALLENGE:
        return f"seat {deal.turn()} says {words.challenge} or pass."
    if deal.to_show():
        return "the hands are being shown: " + ", ".join(f"seat {seat}" for seat in deal.to_show()) + " to show."
    if deal.facing() is not None:
        return "the dealer faces the gooch."
    return "the deal is over."
