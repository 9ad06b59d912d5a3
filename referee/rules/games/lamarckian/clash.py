"""Two entries of one card in Lamarckian Poker: found when the card shows, then corrected.

An entry is checked only against what its sender may know (the cards on the
table and their own), so a refusal never tells anyone what another player
holds. Two hidden entries may then name the same card: at a real table
somebody mis-entered. The referee finds it when such a card shows: a pool
card that a player also entered in their hand, a revealed mark that another
player also entered (or marked), two hands shown at the showdown holding the
same card. It then rules, naming only the card now showing, and play stops
until the player (or the dealer, for a pool card) whose entry is wrong
corrects it: "the card I entered as K♥ is really K♦". A correction is checked
like any entry; one that makes a mark or the pool name another entered card
is found the same way.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import Any, Mapping

from ...core.cards import Card, parse_cards
from ...core.errors import Forbidden, NotNow, RuleError
from ...engine.corrections import Correction, corrected
from ...engine.events import HOST, REFEREE, Draft, Event, actor_seat
from ...engine.typed import Kind
from .state import DECK, LamarckianState, card_texts, sorted_hand, with_item


def refuse_seen(state: LamarckianState, cards, seat: int | None) -> None:
    """Refuse a card the sender can see is elsewhere: on the table, or in their own hand."""
    public = state.public_cards()
    own = state.own_cards(seat) if seat is not None else set()
    for card in cards:
        if card in public:
            raise RuleError("card_showing", f"{card} is already on the table; check the card you entered")
        if card in own:
            raise RuleError("card_held", f"you hold {card} yourself; check the card you entered")


def showdown_due(state: LamarckianState) -> bool:
    """The last turn is played out and at least two hands are to be shown."""
    done = state.revealed and not state.marks and not state.pool and state.turn == state.turns
    return done and state.result is None and sum(1 for seat in state.alive if state.hand(seat)) > 1


def _hidden(state: LamarckianState, seat: int) -> set[Card]:
    hidden = set(state.hand(seat)) - state.captured
    if seat in state.marks and not state.revealed:
        hidden.add(state.marks[seat])
    return hidden


def clash_cards(state: LamarckianState) -> tuple[Card, ...]:
    """The cards showing now that some other entry also names."""
    taken = [card for seat in state.seats for card in state.hand(seat) if card in state.captured]
    showing = list(state.pool) + list(state.discard) + taken
    if state.revealed:
        showing += list(state.marks.values())
    if showdown_due(state):
        showing += [card for seat in state.alive for card in _hidden(state, seat)]
        hidden = set()
    else:
        hidden = [card for seat in state.seats for card in _hidden(state, seat)]
    counts = Counter(showing)
    return tuple(sorted(card for card in counts if counts[card] > 1 or card in hidden))


def clash_ruling(state: LamarckianState) -> Draft | None:
    """The referee's word when the cards entered twice change: found, or all corrected."""
    found = clash_cards(state)
    if found == state.clash:
        return None
    says = " ".join(_where(state, card) for card in found)
    if found:
        says += " One entry is wrong: play stops until the player who entered it wrongly corrects it."
    else:
        says = "The entries agree again; play goes on."
    return CLASHES.draft(REFEREE, Clashes(card_texts(found), says))


@dataclass(frozen=True)
class Clashes:
    cards: list[str]  # every card found entered twice now; none when all are corrected
    says: str


def _fold_clashes(state: LamarckianState, event: Event, found: Clashes) -> LamarckianState:
    return replace(state, clash=parse_cards(found.cards))


CLASHES = Kind("clash", Clashes, _fold_clashes)


def _where(state: LamarckianState, card: Card) -> str:
    # Names only places the table can see: the pool, marks, hands being shown.
    if showdown_due(state):
        seats = " and ".join(f"seat {seat}" for seat in state.alive if card in state.hand(seat))
        return f"{card} is in the hands of {seats}, shown at the showdown."
    markers = [seat for seat, mark in state.marks.items() if mark == card and state.revealed]
    if len(markers) > 1:
        return f"{card} was marked by both seat {markers[0]} and seat {markers[1]}."
    place = f"seat {markers[0]}'s mark" if markers else "on the table"
    return f"{card} is {place}, and a player also entered it in their hand."


def correct(state: LamarckianState, actor: str, action: Mapping[str, Any]) -> Draft:
    """Correct an entry found twice: `card` (the card in question) `is` really another card."""
    pool = action.get("in") == "pool"
    wrong, right = corrected(action)
    seat = may_correct(state, actor, pool)
    if not state.clash:
        if wrong not in slips(state, seat):
            raise RuleError("not_entered", f"{wrong} is not among the hidden cards of your hand as entered")
    elif wrong not in state.clash:
        raise RuleError("not_in_question", f"only a card the referee found entered twice is corrected, not {wrong}")
    elif wrong not in (set(state.pool) if pool else _correctable(state, seat)):
        place = "the pool" if pool else "your hand or mark"
        raise RuleError("not_entered", f"{wrong} is not in {place} as entered")
    DECK.check([right])
    refuse_seen(state, [right], None if pool else seat)
    if pool:
        return CORRECTED.draft(actor, Correction(str(wrong), str(right), "pool"))
    if state.marks.get(seat) == wrong:
        return CORRECTED.draft(actor, Correction(str(wrong), str(right), "mark"))
    return CORRECTED.draft(actor, Correction.secret(str(wrong), str(right)))


def _fold_correction(state: LamarckianState, event: Event, fix: Correction) -> LamarckianState:
    seat = actor_seat(event.actor)
    wrong, right = fix.cards()
    if fix.in_ == "pool":
        return replace(state, pool=tuple(right if card == wrong else card for card in state.pool))
    if state.marks.get(seat) == wrong:
        return replace(state, marks=with_item(state.marks, seat, right))
    hand = tuple(card for card in state.hand(seat) if card != wrong) + (right,)
    return replace(state, hands=with_item(state.hands, seat, sorted_hand(hand)))


CORRECTED = Kind("corrected", Correction, _fold_correction)


def may_correct(state: LamarckianState, actor: str, pool: bool = False) -> int | None:
    """Once the first pool is in (before it a hand is simply entered again), a player may correct a
    slip in their own hand at any time; the pool or a mark only when the referee has found a card
    entered twice."""
    seat = actor_seat(actor)
    if slips_open(state) and not pool and seat in state.alive:
        return seat
    if state.phase != "clash":
        raise NotNow("no_clash", "a correction of the pool or a mark is made when the referee finds "
                     "a card entered twice; your own hand you may correct while the game is under way")
    if pool and actor != HOST and seat != state.dealer:
        raise Forbidden("dealer_enters_pool", f"the pool is corrected by the dealer (seat {state.dealer}) or the host")
    if not pool and seat not in state.seats:
        raise Forbidden("players_only", "a player corrects their own hand or mark; the dealer or host the pool")
    return seat


def slips_open(state: LamarckianState) -> bool:
    return state.turn > 0 and state.phase in ("pool", "marking")


def slips(state: LamarckianState, seat: int) -> set[Card]:
    """The cards of a hand only its player has seen: those they may correct outside a clash."""
    return set(state.hand(seat)) - state.captured


def may_correct_own(state: LamarckianState, seat: int) -> bool:
    return state.phase == "clash" and bool(_correctable(state, seat) & set(state.clash))


def _correctable(state: LamarckianState, seat: int) -> set[Card]:
    revealed = {state.marks[seat]} if seat in state.marks and state.revealed else set()
    return _hidden(state, seat) | revealed

