"""Lamarckian Poker (James Ernest, Cheapass Games): evolve a poker hand by capture.

Each player is dealt four cards and enters them privately. Every turn the
dealer enters four pool cards; each player still alive plays one card of
their hand face down as a mark; when all marks are in they are revealed and
played from the highest, each capturing every pool card of its suit or rank
and then falling into the pool. The rest of the pool is discarded. A player
with an empty hand at the end of a turn is extinct. The last player left wins
at once; when the deck runs out (after 13 - players turns) the best poker hand
wins. No betting; an optional ante goes to the winner.

The pieces, beside this module: `capture` (how a mark captures), `state`
(the state, and the chips each event moves), `actions` (what players and the
dealer may do), `rulings` (what the referee rules), `clash` (a card entered
twice: found when it shows, corrected); each of the last three declares the
events it drafts and how they fold, and this module folds them all through
one registry.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...core.errors import RuleError
from ...engine.driver import drive
from ...engine.events import REFEREE, Draft, Event
from ...engine.typed import Kind, registry
from ...engine.variant import Option, Setup
from ...money.antes import ante_postings, short_of
from ...money.stakes import cents
from . import actions, clash, rulings
from .actions import ACTIONS, legal_actions
from .capture import resolution_order
from .rulings import next_ruling
from .state import LamarckianState, card_texts, with_postings


@dataclass(frozen=True)
class AntesTaken:
    ante: int  # from each player


def _fold_antes(state: LamarckianState, event: Event, taken: AntesTaken) -> LamarckianState:
    return state  # the antes are chips: the postings every event carries move them


ANTES_TAKEN = Kind("antes_taken", AntesTaken, _fold_antes)
EVENTS = registry(
    ANTES_TAKEN,
    actions.HAND_ENTERED, actions.POOL_ENTERED, actions.MARKED,
    rulings.MARKS_REVEALED, rulings.MARK_PLAYED, rulings.POOL_DISCARDED, rulings.TURN_ENDED,
    clash.CLASHES, clash.CORRECTED,
)


class Lamarckian:
    key = "lamarckian"
    title = "Lamarckian Poker"
    description = (
        "Evolve poker hands through generations: each turn your secret mark captures "
        "every pool card of its suit or rank. Run out of cards and you are extinct; "
        "the last survivor, or the best hand when the deck runs out, wins."
    )
    min_players = 2
    max_players = 6
    options = (
        Option("ante", "int", 0, "ante from each player; the winner takes them all", minimum=0, money=True),
    )

    def start(self, setup: Setup) -> LamarckianState:
        players = len(setup.seats)
        if not self.min_players <= players <= self.max_players:
            raise RuleError("player_count", f"Lamarckian Poker is for 2 to 6 players, not {players}")
        ante = setup.options.get("ante", 0)
        if not isinstance(ante, int) or isinstance(ante, bool) or ante < 0:
            raise RuleError("bad_option", "the ante is an amount of money, 0 or more", {"ante": ante})
        if ante % setup.unit:
            raise RuleError("bad_option", f"the ante must be a whole number of chips of {cents(setup.unit)}", {"ante": ante})
        short = short_of(setup.stacks, setup.seats, ante)
        if short:
            names = ", ".join(f"seat {seat}" for seat in short)
            raise RuleError(
                "stack_below_ante",
                f"every player must cover the {cents(ante)} ante to play this deal, and {names} cannot",
                {"seats": short},
            )
        return LamarckianState(
            seats=tuple(setup.seats),
            dealer=setup.dealer,
            deal_id=setup.deal_id,
            ante=ante,
            unit=setup.unit,
            alive=tuple(setup.seats),
        )

    def opening(self, state: LamarckianState) -> list[Draft]:
        if not state.ante:
            return []
        postings = ante_postings(state.seats, state.ante, state.pot_account)
        return [ANTES_TAKEN.draft(REFEREE, AntesTaken(state.ante), postings)]

    def legal_actions(self, state: LamarckianState, seat: int | None) -> list[dict]:
        """What `seat` may do now; None asks for the host (who may enter the pool)."""
        return legal_actions(state, seat)

    def decide(self, state: LamarckianState, actor: str, action: Mapping[str, Any]) -> list[Draft]:
        act = ACTIONS.get(action.get("type"))
        if act is None:
            raise RuleError(
                "unknown_action",
                f"Lamarckian Poker has no action {action.get('type')!r}; its actions are "
                "enter_hand, enter_pool, mark and correct",
            )
        return drive(self, state, act(state, actor, action))

    def followups(self, state: LamarckianState) -> list[Draft]:
        ruling = next_ruling(state)
        return [ruling] if ruling is not None else []

    def apply(self, state: LamarckianState, event: Event) -> LamarckianState:
        """Fold one stored event (a player's action or a referee's ruling) into the state."""
        kind = EVENTS.get(event.type)
        if kind is None:
            raise ValueError(f"not an event of Lamarckian Poker: {event.type!r}")
        return with_postings(kind.apply(state, event), event.postings)

    def view(self, state: LamarckianState, viewer: int | None) -> dict:
        return view(state, viewer)

    def is_finished(self, state: LamarckianState) -> bool:
        return state.result is not None


def view(state: LamarckianState, viewer: int | None) -> dict:
    """The deal as `viewer` sees it: their own hand and mark, and what is on the table."""
    own = viewer in state.seats
    return {
        "game": "lamarckian",
        "phase": state.phase,
        "turn": state.turn,
        "turns": state.turns,
        "deck_left": state.deck_left,
        "seats": list(state.seats),
        "dealer": state.dealer,
        "alive": list(state.alive),
        "hands_entered": [seat for seat in state.seats if seat in state.hands],
        "hand_sizes": [{"seat": seat, "cards": len(state.hand(seat))} for seat in state.seats],
        "hand": card_texts(state.hand(viewer)) if own else None,
        "pool": card_texts(state.pool),
        "marked": [seat for seat in state.seats if seat in state.marks and not state.revealed],
        "my_mark": str(state.marks[viewer]) if own and viewer in state.marks else None,
        "marks": [{"seat": seat, "card": str(mark)} for seat, mark in resolution_order(state.marks) if state.revealed],
        "captures": [
            {"seat": c.seat, "mark": str(c.mark), "captured": card_texts(c.taken)} for c in state.captures
        ],
        "clash": card_texts(state.clash),
        "ante": state.ante,
        "pot": state.pot,
        "result": _result_view(state),
    }


def _result_view(state: LamarckianState) -> dict | None:
    result = state.result
    if result is None:
        return None
    return {
        "outcome": result.outcome,
        "winners": list(result.winners),
        "says": result.says,
        "hands": [
            {"seat": h.seat, "cards": card_texts(h.cards), "best": card_texts(h.best), "words": h.words}
            for h in result.shown
        ],
        "payouts": [{"seat": seat, "amount": amount} for seat, amount in result.payouts.items()],
    }


LAMARCKIAN = Lamarckian()
