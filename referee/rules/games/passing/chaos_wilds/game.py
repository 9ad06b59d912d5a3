"""Chaos Wilds: five down each; chaos, bet; chaos, bet; chaos, then a bet ("chaos unleashed" is only a bet);
the wild transformation: one last card turned up whose rank is wild for all (option `shared_wild`: the card is
instead a shared wild card every hand may use); a bet; show. The chaos phases are in `chaos`.
"""

from __future__ import annotations

from ....core.cards import Card
from ....core.hands import evaluate
from ....core.wilds import NO_WILDS, Wild, of_cards, of_ranks
from ....engine.variant import Option
from ....poker.deal import Extension, PokerGame, PokerState
from ....poker.phases import Betting, Cards
from ....poker.phases.pile import Lay
from .chaos import PILE, Chaos

LAST = "last wild"
SHARED = Option("shared_wild", "bool", False, "The last card is a shared wild card every hand may use, instead of "
                "making its rank wild in every hand.")


def shared(state: PokerState) -> bool:
    return bool(state.options.get(SHARED.name))


def last_wild(state: PokerState, seat: int | None) -> Wild:
    last = state.zones.pile(LAST)
    if not last:
        return NO_WILDS
    return of_cards(last) if shared(state) else of_ranks(*{card.rank for card in last})


class Table(Extension):
    """What each hand plays from (the last card only when shared), the table's piles and the last chaos."""

    def hand_cards(self, state: PokerState, seat: int) -> tuple[Card, ...]:
        cards = super().hand_cards(state, seat)
        return cards + state.zones.pile(LAST) if shared(state) else cards

    def view(self, state: PokerState, viewer: int | None) -> dict:
        zones = state.zones
        seen = {"piles": {name: {"cards": [card.code for card in zones.pile(name)]}
                          for name in (PILE, LAST) if zones.pile(name)}, "news": state.notes.get("chaos")}
        if viewer in state.order:
            own = zones.entered.get(viewer, ()) + zones.community + (zones.pile(LAST) if shared(state) else ())
            seen["your_hand"] = evaluate(own, state.wild(viewer), state.deck).words if own else None
        return seen


GAME = PokerGame(
    key="chaos_wilds",
    title="Chaos Wilds",
    description="Five down; three chaos cards, a bet after each: a 2-10 turns up half its rank in community "
                "cards, a face card makes everyone pass a card right, an ace makes everyone show a card whose "
                "rank is wild; then one last card, wild for all; bet, show.",
    phases=(Cards(down=5), Chaos(), Betting(), Chaos(), Betting(), Chaos(), Betting(big=True),
            Lay(pile=LAST), Betting(big=True)),
    defaults={"ante": 5},
    options=(SHARED,),
    wilds=last_wild,
    extension=Table(),
    max_players=6,
)
