"""Two entries of one card in Progressive Poker: found when the card shows, then corrected.

Cards a player enters are checked only against what that player may know: the
winner pile and their own cards. So two hidden entries may name the same card
(at a real table somebody mis-entered). The referee finds it when such a card
shows: a contribution revealed into the pile that another player also entered
(or contributed), or a hand shown at the showdown holding a card another hand
or another player's start cards also hold. It rules naming only the card now
showing (and, at the showdown, whose hands show it), and play stops until the
player whose entry is wrong corrects it: "the card I entered as K♥ is really
K♦". A player may also correct a card they entered before any clash: the slip
may come to light at their own entry, when the card they are dealt is one the
referee says they hold already, or lies in the pile where they put the card
they took it for. A correction is checked like any entry; one that puts a new
card in the pile or in a hand being shown is found the same way.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...core.cards import Card, parse_cards
from ...core.errors import RuleError
from ...engine import specs
from ...engine.corrections import Correction, corrected
from ...engine.events import REFEREE, Draft, Event, actor_seat
from ...engine.typed import Kind
from .state import DRAW, Game, check_new_cards, phase, shown, with_item

STOPPED = "play stops until the card the referee found entered twice is corrected"


def showdown_due(game: Game) -> bool:
    rnd = game.round
    return phase(game) == DRAW and len(rnd.draws) == len(rnd.order)


def clash_cards(game: Game) -> tuple[Card, ...]:
    """The cards showing now that some other entry also names."""
    rnd = game.round
    showing = [card for _, card in game.pile]
    hidden = [card for cards in game.start.values() for card in cards] + list(rnd.contributions.values())
    hands = [card for cards in rnd.hands.values() for card in cards]
    if showdown_due(game):
        showing += hands
    else:
        hidden += hands
    counts = Counter(showing)
    return tuple(sorted(card for card in counts if counts[card] > 1 or card in hidden))


def clash_ruling(game: Game) -> Draft | None:
    """The referee's word when the cards entered twice change: found, or all corrected."""
    found = clash_cards(game) if game.winner is None else ()
    if found == game.clash:
        return None
    if not found:
        return CLASHES.draft(REFEREE, Clashes([], "The entries agree again; play goes on."))
    says = " ".join(_where(game, card) for card in found)
    says += " One entry is wrong: play stops until the player who entered it wrongly corrects it."
    return CLASHES.draft(REFEREE, Clashes([card.code for card in found], says))


@dataclass(frozen=True)
class Clashes:
    cards: list[str]  # every card found entered twice now; none when all are corrected
    says: str


def _fold_clashes(game: Game, event: Event, found: Clashes) -> Game:
    return replace(game, clash=parse_cards(found.cards))


CLASHES = Kind("clash", Clashes, _fold_clashes)


def _where(game: Game, card: Card) -> str:
    # Names only what the table can see: the pile, and the hands shown at the showdown.
    placed = [seat for seat, pile_card in game.pile if pile_card == card]
    if showdown_due(game):
        placed += [seat for seat in game.round.order if card in game.round.hands[seat]]
        where = "in the hand" if len(placed) == 1 else "in the hands"
        where += " of " + " and ".join(f"seat {seat}" for seat in placed) + ", shown at the showdown"
    else:
        where = "put into the winner pile by " + " and ".join(f"seat {seat}" for seat in placed)
    if len(placed) > 1:
        return f"{card} is {where}."
    return f"{card} is {where}, and another player also entered it."


def verify_correct(game: Game, seat: int, action: Mapping[str, Any]) -> tuple[Card, Card]:
    """A correction of a card the seat entered: `card` is really `is`. While a clash stands, only
    a card in question is corrected; otherwise any the seat entered, since a player may find their
    own slip first: the card they are dealt is one they already hold, by the referee's record, or
    lies in the pile where they put the card they took it for."""
    wrong, right = corrected(action)
    if game.clash and wrong not in game.clash:
        raise RuleError("not_in_question", f"only a card the referee found entered twice is corrected, not {wrong}")
    if wrong not in correctable(game, seat):
        raise RuleError("not_entered", f"{wrong} is not among the cards you entered")
    check_new_cards(game, seat, (right,))
    return wrong, right


def draft_correction(game: Game, actor: str, seat: int, action: Mapping[str, Any]) -> Draft:
    """Public when the card lies in the pile, the player's secret otherwise."""
    wrong, right = verify_correct(game, seat, action)
    if (seat, wrong) in game.pile:
        return CORRECTED.draft(actor, Correction(wrong.code, right.code, "pile"))
    return CORRECTED.draft(actor, Correction.secret(wrong.code, right.code))


def correctable(game: Game, seat: int) -> set[Card]:
    own = set(game.start.get(seat, ())) | set(game.round.hands.get(seat, ()))
    return own | {card for placed, card in game.pile if placed == seat}


def _fold_correction(game: Game, event: Event, fix: Correction) -> Game:
    wrong, right = fix.cards()
    seat = actor_seat(event.actor)
    rnd = game.round
    if (seat, wrong) in game.pile:
        pile = tuple((s, right if (s, c) == (seat, wrong) else c) for s, c in game.pile)
        game = replace(game, pile=pile)
    elif wrong in game.start.get(seat, ()):
        game = replace(game, start=with_item(game.start, seat, game.start[seat] - {wrong} | {right}))
    else:
        game = replace(game, round=replace(rnd, hands=with_item(rnd.hands, seat, rnd.hands[seat] - {wrong} | {right})))
    # A card nobody else entered is back in the pack: a slip found before anything showed it.
    pack = game.round.pack - {right} | ({wrong} - _entered(game))
    return replace(game, round=replace(game.round, pack=pack))


CORRECTED = Kind("correct", Correction, _fold_correction)


def _entered(game: Game) -> set[Card]:
    rnd = game.round
    cards = {card for _, card in game.pile} | set(rnd.contributions.values()) | rnd.discards
    for held in (*game.start.values(), *rnd.hands.values()):
        cards |= held
    return cards


def offer(game: Game, seat: int) -> list[dict]:
    """The correction a seat may make now: during a clash the card in question, if it entered it;
    otherwise any card it entered (a slip it found itself)."""
    mine = correctable(game, seat)
    if game.clash:
        return [_correction(shown(game.clash), True)] if mine & set(game.clash) else []
    return [_correction(shown(mine), False)] if mine else []


def _correction(cards: list[str], clash: bool) -> dict:
    """A correction: the card in question, and the card it really is."""
    return specs.offer("correct", specs.card("card", cards), specs.card("is"), cards=cards, clash=clash)

