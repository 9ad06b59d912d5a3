"""Zap (revised): five down, bet; the zap phase (`poker.phases.lightning`); the lowest card showing is wild
for its owner only (aces high, every card of that rank); bet; show.

Greased or gooey lightning is the dealer's option; a zap costs a nickel (option).
"""

from ...core.wilds import NO_WILDS, Wild, of_ranks
from ...poker.deal import PokerGame, PokerState
from ...poker.phases import Betting, Cards
from ...poker.phases.lightning import MODE, PRICE, Lightning
from ...poker.showing import ShowingHands


def lowest_showing(state: PokerState, seat: int | None) -> Wild:
    """The lowest rank a player shows in front of them is wild in that hand only (a joker shown has none)."""
    ranks = [card.rank for card in state.zones.face_up(seat) if not card.is_joker] if seat is not None else []
    return of_ranks(min(ranks)) if ranks else NO_WILDS


class Board(ShowingHands):
    """Each hand showing in words, and what the lightning last did, for the whole table."""

    def view(self, state: PokerState, viewer: int | None) -> dict:
        return {**super().view(state, viewer), "news": state.notes.get("lightning")}


def zap(key: str, title: str, description: str, revised: bool, options: tuple) -> PokerGame:
    return PokerGame(
        key=key,
        title=title,
        description=description,
        phases=(Cards(down=5), Betting(), Lightning(revised=revised), Betting(big=True)),
        defaults={"ante": 5},
        options=options,
        wilds=lowest_showing,
        extension=Board(),
        max_players=6,
    )


GAME = zap("zap", "Zap", "Five down, bet; each player in turn is dealt a card up that calls lightning: zapped "
           "players pay a nickel, the one struck gets a card up; three up each, the lowest showing wild for its "
           "owner; bet, show. Greased or gooey lightning.", True, (MODE, PRICE))
