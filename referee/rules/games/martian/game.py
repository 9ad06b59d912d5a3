"""Martian Poker: five-card stud with Icehouse attacks and defences, declared on the poker engine.

One card down and one up, then the Icehouse phase and a betting round; then
an up card, the Icehouse phase and betting, three times more. Betting starts
with the best hand showing (the up cards in front of each player still in,
whoever owns them now). After the last betting round the referee rules on
every dispute, and each player still in plays the best hand from the cards
they own, whatever their number (none at all is "nothing", the worst hand).

At the showdown the players still in show their hole cards or muck them, as
in stud; a hole card that another player still in owns must be shown by the
player it was dealt to, even one who folded, and cannot be mucked.

Rulings where the texts are silent:
- A folded player's pieces stay where they are and still count; a card won
  for a player who folded (or for a colour whose player is not in the deal)
  is played by nobody.
- In fixed limit the last two betting rounds use the big bet, as in stud.
- The deck is the standard 52 cards, without jokers.

Option (RULINGS.md): "defence_against" is what a defence must meet or exceed
to keep its card, the strongest attack on it (the default) or all the attacks
on it together (the text's "value of all attacks"); see `disputes`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType

from ...core.cards import Card
from ...engine.events import REFEREE, Draft, Event
from ...engine.typed import Kind, registry
from ...engine.variant import Option, Setup
from ...poker.deal import Extension, PokerGame, PokerState
from ...poker.phases import Betting, Cards, Placement
from . import placements
from .disputes import AGAINST, STRONGEST
from .pieces import holdings
from .table import DEFENCE_AGAINST, HOLE, Icehouse, card_id, face, ice, ownership, spots
from .view import icehouse_view


@dataclass(frozen=True)
class Settled:
    cards: list[dict]  # every card: the seat it was dealt to, who owns it now and why


def _fold_settled(state: PokerState, event: Event, settled: Settled) -> PokerState:
    return replace(state, extra=replace(ice(state), settled=True))


SETTLED = Kind("disputes_settled", Settled, _fold_settled)
EVENTS = registry(placements.DEFENDED, placements.ATTACKED, placements.REGROUPED, SETTLED)


class MartianRules(Extension):
    drafters = MappingProxyType(placements.DRAFTERS)

    def start(self, setup: Setup) -> Icehouse:
        return Icehouse(stashes=holdings(setup.carried.get("pieces", []), setup.seats))

    def folds(self, kind: str) -> bool:
        """The game's own events: the placements and the referee's ruling on the disputes."""
        return kind in EVENTS

    def apply(self, state: PokerState, event: Event) -> PokerState:
        return EVENTS[event.type].apply(state, event)

    def followup(self, state: PokerState) -> Draft | None:
        """Ownership is final once the last betting round is over: the referee rules on every card."""
        if not state.at_showdown or len(state.in_hand) < 2 or ice(state).settled:
            return None
        cards = []
        for spot in spots(state):
            owned = ownership(state, spot)
            cards.append({"card": card_id(state, spot), "dealt_to": spot[0], "owner": owned.owner, "why": owned.why})
        return SETTLED.draft(REFEREE, Settled(cards))

    def legal_actions(self, state: PokerState, seat: int) -> list[dict]:
        return placements.legal_actions(state, seat)

    def view(self, state: PokerState, viewer: int | None) -> dict:
        return icehouse_view(state, viewer)

    def hand_cards(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        """The cards the seat owns; a hole card counts once it is shown."""
        cards = (face(state, spot) for spot in spots(state) if ownership(state, spot).owner == seat)
        return tuple(card for card in cards if card is not None)

    def must_show(self, state: PokerState) -> frozenset[int]:
        if not state.at_showdown:
            return frozenset()
        playing = state.in_hand - state.mucked
        return frozenset(
            seat for seat in state.order
            if (owner := ownership(state, (seat, HOLE)).owner) in playing and owner != seat
        )


GAME = PokerGame(
    key="martian_poker",
    title="Martian Poker",
    description="Five-card stud with Icehouse pieces: after each card, attack and defend any card on the table; "
                "each player still in plays the best hand from the cards they own.",
    phases=(
        Cards(down=1, up=1), Placement(), Betting(),
        Cards(up=1), Placement(), Betting(),
        Cards(up=1), Placement(), Betting(big=True),
        Cards(up=1), Placement(), Betting(big=True),
    ),
    stud=True,
    defaults={"ante": 5},
    options=(
        Option(DEFENCE_AGAINST, "choice", STRONGEST,
               'What a defence must meet or beat to keep its card: "strongest", the strongest attack on it; '
               '"all", all the attacks on it added together (if the defence falls short, the strongest '
               'attack still takes the card).', choices=AGAINST,
               words=("The strongest attack", "All the attacks together")),
    ),
    max_players=6,
    extension=MartianRules(),
)
