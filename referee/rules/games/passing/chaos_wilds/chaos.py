"""A chaos phase: the dealer turns up a chaos card, and its kind says what follows at once.

- A 2 to 10: its rank halved, rounded down, in community cards (2-3 one, 4-5
  two, 6-7 three, 8-9 four, 10 five), turned up by the dealer; every hand
  may use them.
- A jack, queen or king: everyone still in passes one card to the right,
  simultaneously (`poker.phases.passing`).
- An ace: every player still in shows one of their face-down cards; each
  chooses privately, and the referee shows them all together once every
  choice is in. Each shown card's rank is wild for all.
The chaos card itself plays in no hand.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Any, Mapping

from ....core.cards import Card, parse_cards
from ....core.errors import NotNow, RuleError
from ....core.wilds import of_ranks
from ....engine import specs
from ....engine.events import REFEREE, Draft, Event
from ....engine.typed import Kind, registry
from ....poker import actions
from ....poker.deal import Phase, PokerState, Step
from ....poker.phases import Cards
from ....poker.phases.passing import Pass

PILE = "chaos"


def follows(card: Card) -> Phase:
    """What the chaos card sets off."""
    if card.rank <= 10:
        return Cards(community=card.rank // 2)
    if card.rank <= 13:
        return Pass(step=-1)
    return Reveal()


def meaning(card: Card) -> str:
    if card.rank <= 10:
        count = card.rank // 2
        return f"{count} community card{'s' if count > 1 else ''} every hand may use"
    if card.rank <= 13:
        return "everyone passes one card to the right"
    return "everyone shows one face-down card, whose rank is wild for all"


def _chaos(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    actions.require_dealer(state, actor)
    actions.in_phase(state, ChaosCard, "no_chaos_now")
    if state.pending.get("turned"):
        raise NotNow("already_turned", "This chaos card is turned.")
    card = actions.one_card(state, action, "Enter the one chaos card turned.")
    return CHAOS.draft(actor, Turned(card.code, f"Chaos: the {card}: {meaning(card)}."))


@dataclass(frozen=True)
class Turned:
    card: str
    says: str


def _fold_chaos(state: PokerState, event: Event, turned: Turned) -> PokerState:
    card = parse_cards([turned.card])[0]
    return replace(state, zones=state.zones.lay(PILE, [card]), pending={**state.pending, "turned": True},
                   todo=(follows(card),) + state.todo, notes={**state.notes, "chaos": turned.says})


CHAOS = Kind("chaos", Turned, _fold_chaos)


@dataclass(frozen=True)
class ChaosCard(Phase):
    name = "chaos"
    waiting = "The dealer turns up a chaos card."
    drafters = MappingProxyType({"chaos": _chaos})
    folds = registry(CHAOS)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat != state.setup.dealer or state.pending.get("turned"):
            return []
        return [specs.offer("chaos", specs.cards("cards", 1))]

    def dealing(self, state: PokerState) -> int:
        return 0 if state.pending.get("turned") else 1

    def complete(self, state: PokerState) -> bool:
        return bool(state.pending.get("turned"))

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={})


def _reveal(state: PokerState, actor: str, action: Mapping[str, Any]) -> Draft:
    seat = actions.acting_seat(state, actor)
    actions.in_phase(state, Reveal, "no_reveal_now")
    if seat not in state.in_hand or f"reveal:{seat}" in state.pending:
        raise NotNow("already_chosen", "You have already chosen the card you show.")
    cards = actions.cards_field(state, action, "card")
    if len(cards) != 1:
        raise RuleError("one_card", "Choose one of your face-down cards to show.")
    actions.check_unseen(state, cards, own=state.zones.known.get(seat, ()))
    entered = state.zones.entered.get(seat, ())
    if len(entered) == state.down_count(seat) and cards[0] not in entered:
        raise RuleError("not_in_your_hand", f"{cards[0]} is not in the hand you entered.")
    return CHOOSE.draft(actor, Chosen({"cards": [cards[0].code]}))


@dataclass(frozen=True)
class Chosen:
    hidden: Mapping[str, Any]  # the card to show ("cards": [it]), the player's secret until every choice is in


@dataclass(frozen=True)
class Revealed:
    cards: Mapping[str, str]  # seat -> the card it shows
    says: str


def _fold_choose(state: PokerState, event: Event, chosen: Chosen) -> PokerState:
    return replace(state, pending={**state.pending, f"reveal:{event.actor[5:]}": chosen.hidden["cards"][0]})


def _fold_revealed(state: PokerState, event: Event, revealed: Revealed) -> PokerState:
    zones, ranks = state.zones, set()
    for seat, code in revealed.cards.items():
        card = parse_cards([code])[0]
        zones = zones.reveal(int(seat), [card]) if card not in zones.known.get(int(seat), ()) else zones
        ranks.add(card.rank)
    made = {**state.made_wild, None: state.made_wild.get(None, of_ranks()) | of_ranks(*ranks)}
    return replace(state, zones=zones, made_wild=made, pending={**state.pending, "revealed": True},
                   notes={**state.notes, "chaos": revealed.says})


CHOOSE = Kind("reveal", Chosen, _fold_choose)
REVEALED = Kind("revealed", Revealed, _fold_revealed)


@dataclass(frozen=True)
class Reveal(Phase):
    name = "chaos"
    waiting = "Everyone chooses a face-down card to show."
    drafters = MappingProxyType({"reveal": _reveal})
    folds = registry(CHOOSE, REVEALED)

    def offers(self, state: PokerState, seat: int) -> list[dict]:
        if seat not in state.in_hand or f"reveal:{seat}" in state.pending:
            return []
        return [specs.offer("reveal", specs.card("card", own="down", shown=True))]

    def followup(self, state: PokerState) -> Draft | None:
        players = state.contenders()
        if state.pending.get("revealed") or not all(f"reveal:{seat}" in state.pending for seat in players):
            return None
        cards = {str(seat): state.pending[f"reveal:{seat}"] for seat in players}
        shown = ", ".join(f"seat {seat} the {parse_cards([code])[0]}" for seat, code in cards.items())
        return REVEALED.draft(REFEREE, Revealed(cards, f"Everyone shows a card ({shown}): their ranks are wild."))

    def complete(self, state: PokerState) -> bool:
        return bool(state.pending.get("revealed"))

    def leave(self, state: PokerState) -> PokerState:
        return replace(state, pending={})


@dataclass(frozen=True)
class Chaos(Step):
    """A chaos phase: the card, then what it sets off."""

    def expand(self, state: PokerState) -> tuple:
        return (ChaosCard(),)

    def phases(self) -> tuple[Phase, ...]:
        return (ChaosCard(), Cards(community=1), Pass(step=-1), Reveal())
